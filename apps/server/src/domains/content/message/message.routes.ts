import {
  answerSchema,
  doneAnswerSchema,
  memberMessageSchema,
  memberMessagesQuerySchema,
  noInputSchema,
  readMessagesRequestSchema,
  unreadCountSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { done, ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { MessageService } from './message.service';

/** Platform messages (messageV2): the inbox, the unread count (CSP_unreadCount), marking read. */
export function registerMessageRoutes(routes: RouteScopes, service: MessageService) {
  routes.member((app) => {
    app.get(
      '/wps/relay/CSP_unreadCount',
      {
        schema: { querystring: noInputSchema, response: { 200: answerSchema(unreadCountSchema) } },
      },
      async (request) => ok({ count: await service.unreadCount(request.context, request.member) }),
    );

    app.get(
      '/wps/member/messages',
      {
        schema: {
          querystring: memberMessagesQuerySchema,
          response: { 200: answerSchema(z.array(memberMessageSchema)) },
        },
      },
      async (request) =>
        ok(await service.list(request.context, request.member, request.query.before)),
    );

    app.post(
      '/wps/member/messages/read',
      { schema: { body: readMessagesRequestSchema, response: { 200: doneAnswerSchema } } },
      async (request) => {
        await service.markRead(request.context, request.member, request.body.ids);
        return done;
      },
    );
  });
}
