import {
  affiliateCheckSchema,
  mobileRegisterRequestSchema,
  registerRequestSchema,
  smsCodeRequestSchema,
} from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../../lib/validate';
import type { Envelope } from '../../../plugins/envelope';
import { limits, type RateLimiter } from '../../../plugins/rate-limiter';
import type { RegistrationService } from './registration.service';

/** Registration (encrypted), the codes asked for before signing in, invitation codes. */
export function registerRegistrationRoutes(
  app: FastifyInstance,
  service: RegistrationService,
  envelope: Envelope,
  limiter: RateLimiter,
) {
  app.put('/wps/member/register', async (request) => {
    const input = envelope.read(request, registerRequestSchema);
    const userAgent = request.headers['user-agent'] ?? null;
    return { success: true, value: await service.register(request.context, input, { userAgent }) };
  });

  app.put('/wps/member/register/mobile', async (request) => {
    const input = envelope.read(request, mobileRegisterRequestSchema);
    const userAgent = request.headers['user-agent'] ?? null;
    return {
      success: true,
      value: await service.registerMobile(request.context, input, { userAgent }),
    };
  });

  app.post('/wps/verification/sms/register', async (request) => {
    const input = validate(smsCodeRequestSchema, request.body, request.context.language);
    const number = input.mobileNo ?? input.mobileNum ?? '';
    return {
      success: true,
      value: await service.requestRegistrationCode(
        request.context,
        input.countryDialingCode,
        number,
        input.humanTicket,
      ),
    };
  });

  app.post('/wps/verification/sms/noLogin', async (request) => {
    const input = validate(smsCodeRequestSchema, request.body, request.context.language);
    const number = input.mobileNum ?? input.mobileNo ?? '';
    return {
      success: true,
      value: await service.requestLoginCode(request.context, input.countryDialingCode, number),
    };
  });

  app.post('/wps/agent/affiliate', async (request) => {
    const input = validate(affiliateCheckSchema, request.body, request.context.language);
    await limiter.hit(request.context, limits.affiliateCheck);
    await service.checkAffiliate(request.context, input.code);
    return { success: true };
  });
}
