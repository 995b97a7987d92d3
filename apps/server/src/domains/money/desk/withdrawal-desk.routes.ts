import {
  answerSchema,
  depositRejectRequestSchema,
  disburseRequestSchema,
  fileAnswerSchema,
  idParamsSchema,
  queuedWithdrawalSchema,
  resolveWithdrawalSchema,
  withdrawalProofParamsSchema,
  withdrawalQueueQuerySchema,
  withdrawalSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { sendPrivateImage } from '../../../lib/images';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { WithdrawalDeskService } from './withdrawal-desk.service';

/** Finance's withdrawal desk under /ops/api/withdrawals. */
export function registerWithdrawalDeskRoutes(routes: RouteScopes, service: WithdrawalDeskService) {
  routes.operator((app) => {
    app.get(
      '/ops/api/withdrawals',
      {
        schema: {
          querystring: withdrawalQueueQuerySchema,
          response: { 200: answerSchema(z.array(queuedWithdrawalSchema)) },
        },
      },
      async (request) => ok(await service.queue(request.actor, request.query.status)),
    );

    app.get(
      '/ops/api/withdrawals/:id/proofs/:n',
      { schema: { params: withdrawalProofParamsSchema, response: { 200: fileAnswerSchema } } },
      async (request, reply) => {
        const { id, n } = request.params;
        return sendPrivateImage(reply, await service.proof(request.actor, id, n));
      },
    );

    const decided = { 200: answerSchema(withdrawalSchema) };

    app.post(
      '/ops/api/withdrawals/:id/approve',
      { schema: { params: idParamsSchema, response: decided } },
      async (request) => ok(await service.approve(request.actor, request.params.id)),
    );

    app.post(
      '/ops/api/withdrawals/:id/reject',
      { schema: { params: idParamsSchema, body: depositRejectRequestSchema, response: decided } },
      async (request) =>
        ok(await service.reject(request.actor, request.params.id, request.body.reason)),
    );

    app.post(
      '/ops/api/withdrawals/:id/disburse',
      { schema: { params: idParamsSchema, body: disburseRequestSchema, response: decided } },
      async (request) =>
        ok(await service.disburse(request.actor, request.params.id, request.body.payoutReference)),
    );

    app.post(
      '/ops/api/withdrawals/:id/resolve',
      { schema: { params: idParamsSchema, body: resolveWithdrawalSchema, response: decided } },
      async (request) => ok(await service.resolve(request.actor, request.params.id, request.body)),
    );
  });
}
