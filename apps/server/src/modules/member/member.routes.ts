import { changePasswordRequestSchema, registerRequestSchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../plugins/envelope';
import type { MemberAuth } from '../../plugins/member-auth';
import type { SessionService } from '../session/session.service';
import type { MemberService } from './member.service';

/** Registration (encrypted) and member information. */
export function registerMemberRoutes(
  app: FastifyInstance,
  service: MemberService,
  envelope: Envelope,
  requireMember: MemberAuth,
  sessions: SessionService,
) {
  app.put('/wps/member/register', async (request) => {
    const input = envelope.read(request, registerRequestSchema);
    const userAgent = request.headers['user-agent'] ?? null;
    return { success: true, value: await service.register(request.context, input, { userAgent }) };
  });

  app.post('/wps/member/password', async (request) => {
    const member = await requireMember(request);
    const input = envelope.read(request, changePasswordRequestSchema);
    await sessions.changePassword(request.context, member, input);
    return { success: true };
  });

  app.get('/wps/member/info', async (request) => {
    const member = await requireMember(request);
    return { success: true, value: service.info(member) };
  });
}
