import {
  bindEmailCodeRequestSchema,
  bindEmailRequestSchema,
  bindMobileCodeRequestSchema,
  bindMobileRequestSchema,
  paymentPasswordRequestSchema,
} from '@khela/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validate } from '../../../lib/validate';
import type { Envelope } from '../../../plugins/envelope';
import { requireRealAccount, type MemberAuth } from '../../../plugins/member-auth';
import type { SecurityService } from './security.service';

/** My account: binding a number or an address, and the payment password (real accounts). */
export function registerSecurityRoutes(
  app: FastifyInstance,
  service: SecurityService,
  envelope: Envelope,
  requireMember: MemberAuth,
) {
  const realMember = async (request: FastifyRequest) =>
    requireRealAccount(await requireMember(request));

  app.post('/wps/member/bind/mobile/code', async (request) => {
    const member = await realMember(request);
    const input = validate(bindMobileCodeRequestSchema, request.body, request.context.language);
    return {
      success: true,
      value: await service.requestMobileCode(
        request.context,
        member,
        input.countryDialingCode,
        input.mobileNum,
      ),
    };
  });

  app.put('/wps/member/bind/mobile', async (request) => {
    const member = await realMember(request);
    await service.bindMobile(
      request.context,
      member,
      envelope.read(request, bindMobileRequestSchema),
    );
    return { success: true };
  });

  app.post('/wps/member/bind/email/code', async (request) => {
    const member = await realMember(request);
    const input = validate(bindEmailCodeRequestSchema, request.body, request.context.language);
    return {
      success: true,
      value: await service.requestEmailCode(request.context, member, input.email),
    };
  });

  app.put('/wps/member/bind/email', async (request) => {
    const member = await realMember(request);
    await service.bindEmail(
      request.context,
      member,
      envelope.read(request, bindEmailRequestSchema),
    );
    return { success: true };
  });

  app.put('/wps/member/paymentPassword', async (request) => {
    const member = await realMember(request);
    const input = envelope.read(request, paymentPasswordRequestSchema);
    await service.setPaymentPassword(request.context, member, input);
    return { success: true };
  });
}
