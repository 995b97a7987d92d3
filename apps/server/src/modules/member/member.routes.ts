import { registerRequestSchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../plugins/envelope';
import type { MemberAuth } from '../../plugins/member-auth';
import type { MemberService } from './member.service';

/** Registration (encrypted) and member information. */
export function registerMemberRoutes(
  app: FastifyInstance,
  service: MemberService,
  envelope: Envelope,
  requireMember: MemberAuth,
) {
  app.put('/wps/member/register', async (request) => {
    const input = envelope.read(request, registerRequestSchema);
    const userAgent = request.headers['user-agent'] ?? null;
    return { success: true, value: await service.register(request.context, input, { userAgent }) };
  });

  app.get('/wps/member/info', async (request) => {
    const member = await requireMember(request);
    return { success: true, value: service.info(member) };
  });
}
