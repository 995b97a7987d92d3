import { memberIconRequestSchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../../lib/validate';
import { requireRealAccount, type MemberAuth } from '../../../plugins/member-auth';
import type { MemberService } from './member.service';

/** The member's own information: profile, portraits, the header's summary. */
export function registerMemberRoutes(
  app: FastifyInstance,
  service: MemberService,
  requireMember: MemberAuth,
) {
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
