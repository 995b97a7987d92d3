import {
  affiliateCheckSchema,
  memberIconRequestSchema,
  changePasswordRequestSchema,
  mobileRegisterRequestSchema,
  registerRequestSchema,
  smsCodeRequestSchema,
} from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../../lib/validate';
import type { Envelope } from '../../../plugins/envelope';
import { requireRealAccount, type MemberAuth } from '../../../plugins/member-auth';
import { limits, type RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { SessionService } from '../session/session.service';
import type { MemberService } from './member.service';

/** Registration (encrypted) and member information. */
export function registerMemberRoutes(
  app: FastifyInstance,
  service: MemberService,
  envelope: Envelope,
  requireMember: MemberAuth,
  sessions: SessionService,
  limiter: RateLimiter,
) {
  app.put('/wps/member/register', async (request) => {
    const input = envelope.read(request, registerRequestSchema);
    const userAgent = request.headers['user-agent'] ?? null;
    return { success: true, value: await service.register(request.context, input, { userAgent }) };
  });

  app.post('/wps/member/password', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    const input = envelope.read(request, changePasswordRequestSchema);
    await sessions.changePassword(request.context, member, input);
    return { success: true };
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

  app.get('/wps/member/profile', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    return { success: true, value: await service.profile(request.context, member) };
  });

  app.get('/wps/relay/MCSFE_getPlayerAvatar', async (request) => {
    const member = await requireMember(request);
    return { success: true, value: await service.avatars(request.context, member) };
  });

  app.get('/wps/member/info/icon', async (request) => {
    const member = await requireMember(request);
    return { success: true, value: await service.icon(request.context, member) };
  });

  app.put('/wps/member/info/icon', async (request) => {
    const member = await requireMember(request);
    const input = validate(memberIconRequestSchema, request.body, request.context.language);
    return { success: true, value: await service.setIcon(request.context, member, input.avatarId) };
  });

  app.get('/wps/member/info', async (request) => {
    const member = await requireMember(request);
    return { success: true, value: service.info(member) };
  });
}
