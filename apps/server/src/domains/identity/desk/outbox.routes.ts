import {
  answerSchema,
  noInputSchema,
  outboxMessageSchema,
  outboxQuerySchema,
  outboxStateSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { OutboxService } from './outbox.service';

/** The platform owner's outbox page under /ops/api/outbox. */
export function registerOutboxRoutes(routes: RouteScopes, service: OutboxService) {
  routes.operator((app) => {
    app.get(
      '/ops/api/outbox',
      {
        schema: { querystring: noInputSchema, response: { 200: answerSchema(outboxStateSchema) } },
      },
      async (request) => ok(service.state(request.actor)),
    );

    app.get(
      '/ops/api/outbox/messages',
      {
        schema: {
          querystring: outboxQuerySchema,
          response: { 200: answerSchema(z.array(outboxMessageSchema)) },
        },
      },
      async (request) => ok(await service.messages(request.actor, request.query)),
    );
  });
}
