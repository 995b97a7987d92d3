import {
  affiliateCheckSchema,
  answerSchema,
  doneAnswerSchema,
  encryptedBodySchema,
  loginValueSchema,
  mobileRegisterRequestSchema,
  registerRequestSchema,
  smsCodeRequestSchema,
  smsCodeValueSchema,
} from '@khela/contracts';
import { encryptedRoute, type Envelope } from '../../../plugins/envelope';
import { limits, type RateLimiter } from '../../../plugins/rate-limiter';
import { done, ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { RegistrationService } from './registration.service';

const registered = { body: encryptedBodySchema, response: { 200: answerSchema(loginValueSchema) } };
const codeSent = {
  body: smsCodeRequestSchema,
  response: { 200: answerSchema(smsCodeValueSchema) },
};

/** Registration (encrypted), the codes asked for before signing in, invitation codes. */
export function registerRegistrationRoutes(
  routes: RouteScopes,
  service: RegistrationService,
  envelope: Envelope,
  limiter: RateLimiter,
) {
  routes.public((app) => {
    app.put('/wps/member/register', { ...encryptedRoute, schema: registered }, async (request) => {
      const input = envelope.read(request, registerRequestSchema);
      const userAgent = request.headers['user-agent'] ?? null;
      return ok(await service.register(request.context, input, { userAgent }));
    });

    app.put(
      '/wps/member/register/mobile',
      { ...encryptedRoute, schema: registered },
      async (request) => {
        const input = envelope.read(request, mobileRegisterRequestSchema);
        const userAgent = request.headers['user-agent'] ?? null;
        return ok(await service.registerMobile(request.context, input, { userAgent }));
      },
    );

    app.post('/wps/verification/sms/register', { schema: codeSent }, async (request) => {
      const input = request.body;
      const number = input.mobileNo ?? input.mobileNum ?? '';
      return ok(
        await service.requestRegistrationCode(
          request.context,
          input.countryDialingCode,
          number,
          input.humanTicket,
        ),
      );
    });

    app.post('/wps/verification/sms/noLogin', { schema: codeSent }, async (request) => {
      const input = request.body;
      const number = input.mobileNum ?? input.mobileNo ?? '';
      const { context } = request;
      const { countryDialingCode, humanTicket } = input;
      return ok(await service.requestLoginCode(context, countryDialingCode, number, humanTicket));
    });

    app.post(
      '/wps/agent/affiliate',
      { schema: { body: affiliateCheckSchema, response: { 200: doneAnswerSchema } } },
      async (request) => {
        await limiter.hit(request.context, limits.affiliateCheck);
        await service.checkAffiliate(request.context, request.body.code);
        return done;
      },
    );
  });
}
