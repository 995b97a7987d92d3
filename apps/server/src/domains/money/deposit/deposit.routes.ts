import {
  depositOrderRequestSchema,
  depositRejectRequestSchema,
  depositSubmitRequestSchema,
} from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../../lib/validate';
import { requireRealAccount, type MemberAuth } from '../../../plugins/member-auth';
import { opsLanguage, type OperatorAuth } from '../../../plugins/operator-auth';
import type { DepositService } from './deposit.service';

const orderParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const gatewayParamsSchema = z.object({ code: z.string().regex(/^[a-z0-9_]{2,30}$/) });
const queueQuerySchema = z.object({
  status: z.enum(['submitted', 'awaiting_payment']).default('submitted'),
});

/** The deposit desk for players (real accounts only) and for finance in the back office. */
export function registerDepositRoutes(
  app: FastifyInstance,
  service: DepositService,
  requireMember: MemberAuth,
  operatorOf: OperatorAuth,
) {
  app.get('/wps/v2/deposit/methods', async (request) => {
    requireRealAccount(await requireMember(request));
    return { success: true, value: await service.methods(request.context) };
  });

  app.get('/wps/v2/deposit/orders', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    return { success: true, value: await service.orders(request.context, member) };
  });

  app.post('/wps/v2/deposit/orders', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    const input = validate(depositOrderRequestSchema, request.body, request.context.language);
    return { success: true, value: await service.open(request.context, member, input) };
  });

  app.post('/wps/v2/deposit/orders/:id/submit', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    const { id } = validate(orderParamsSchema, request.params, request.context.language);
    const input = validate(depositSubmitRequestSchema, request.body, request.context.language);
    return { success: true, value: await service.submit(request.context, member, id, input) };
  });

  // An automatic gateway's callback is verified over its raw body, so this route reads JSON
  // as text.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/wps/v2/deposit/gateways/:code/callback', async (request) => {
      const { code } = validate(gatewayParamsSchema, request.params, request.context.language);
      const signature = request.headers['x-khela-signature'];
      const value = await service.gatewayCallback(request.context, code, {
        signature: typeof signature === 'string' ? signature : undefined,
        rawBody: typeof request.body === 'string' ? request.body : '',
      });
      return { success: true, value };
    });
  });

  // Back office: the operator's own merchant, or any for a platform operator.
  app.get('/ops/api/deposits', async (request) => {
    const actor = await operatorOf(request);
    const query = validate(queueQuerySchema, request.query, opsLanguage(request));
    return { success: true, value: await service.queue(actor, query.status) };
  });

  app.post('/ops/api/deposits/:id/approve', async (request) => {
    const actor = await operatorOf(request);
    const { id } = validate(orderParamsSchema, request.params, opsLanguage(request));
    await service.approve(actor, id);
    return { success: true };
  });

  app.post('/ops/api/deposits/:id/reject', async (request) => {
    const actor = await operatorOf(request);
    const { id } = validate(orderParamsSchema, request.params, opsLanguage(request));
    const input = validate(depositRejectRequestSchema, request.body, opsLanguage(request));
    await service.reject(actor, id, input.reason);
    return { success: true };
  });
}
