import {
  answerSchema,
  depositQueueQuerySchema,
  depositRejectRequestSchema,
  doneAnswerSchema,
  idParamsSchema,
  queuedDepositSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { done, ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { DepositDeskService } from './deposit-desk.service';

/** Finance's deposit queue under /ops/api/deposits: the operator's merchant, or any for the platform. */
export function registerDepositDeskRoutes(routes: RouteScopes, service: DepositDeskService) {
  routes.operator((app) => {
    app.get(
      '/ops/api/deposits',
      {
        schema: {
          querystring: depositQueueQuerySchema,
          response: { 200: answerSchema(z.array(queuedDepositSchema)) },
        },
      },
      async (request) => ok(await service.queue(request.actor, request.query.status)),
    );

    app.post(
      '/ops/api/deposits/:id/approve',
      { schema: { params: idParamsSchema, response: { 200: doneAnswerSchema } } },
      async (request) => {
        await service.approve(request.actor, request.params.id);
        return done;
      },
    );

    app.post(
      '/ops/api/deposits/:id/reject',
      {
        schema: {
          params: idParamsSchema,
          body: depositRejectRequestSchema,
          response: { 200: doneAnswerSchema },
        },
      },
      async (request) => {
        await service.reject(request.actor, request.params.id, request.body.reason);
        return done;
      },
    );
  });
}
