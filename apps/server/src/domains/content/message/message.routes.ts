import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../../lib/validate';
import type { MemberAuth } from '../../../plugins/member-auth';
import type { MessageService } from './message.service';

const listQuerySchema = z.object({
  before: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
const readRequestSchema = z.object({ ids: z.array(z.string().regex(/^\d{1,18}$/)).max(100) });

/** Platform messages (messageV2): the inbox, the unread count (CSP_unreadCount), marking read. */
export function registerMessageRoutes(
  app: FastifyInstance,
  service: MessageService,
  requireMember: MemberAuth,
) {
  app.get('/wps/relay/CSP_unreadCount', async (request) => {
    const member = await requireMember(request);
    return { success: true, value: { count: await service.unreadCount(request.context, member) } };
  });

  app.get('/wps/member/messages', async (request) => {
    const member = await requireMember(request);
    const query = validate(listQuerySchema, request.query, request.context.language);
    return { success: true, value: await service.list(request.context, member, query.before) };
  });

  app.post('/wps/member/messages/read', async (request) => {
    const member = await requireMember(request);
    const input = validate(readRequestSchema, request.body, request.context.language);
    await service.markRead(request.context, member, input.ids);
    return { success: true };
  });
}
