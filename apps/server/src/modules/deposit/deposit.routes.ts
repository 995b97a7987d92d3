import {
  depositOrderRequestSchema,
  depositRejectRequestSchema,
  depositSubmitRequestSchema,
} from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { tokenFromHeader } from '../../lib/tokens';
import { validate } from '../../lib/validate';
import { requireRealAccount, type MemberAuth } from '../../plugins/member-auth';
import type { OpsService } from '../ops/ops.service';
import type { DepositService } from './deposit.service';

const orderParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const queueQuerySchema = z.object({
  status: z.enum(['submitted', 'awaiting_payment']).default('submitted'),
});

/** The deposit desk for players (real accounts only) and for finance in the back office. */
export function registerDepositRoutes(
  app: FastifyInstance,
  service: DepositService,
  requireMember: MemberAuth,
  ops: OpsService,
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

  // Back office: the operator's own merchant, or any for a platform operator.
  const operatorOf = async (authorization: string | undefined) =>
    ops.authenticate(tokenFromHeader(authorization));
  const merchantScope = async (operatorMerchant: string | null) => {
    if (operatorMerchant === null) return null;
    const id = await ops.merchantIdOf(operatorMerchant);
    if (!id) throw new AppError('forbidden');
    return id;
  };

  app.get('/ops/api/deposits', async (request) => {
    const operator = await operatorOf(request.headers.authorization);
    const query = validate(queueQuerySchema, request.query, 'en');
    const scope = await merchantScope(operator.merchantCode);
    return { success: true, value: await service.queue(operator, scope, query.status) };
  });

  app.post('/ops/api/deposits/:id/approve', async (request) => {
    const operator = await operatorOf(request.headers.authorization);
    const { id } = validate(orderParamsSchema, request.params, 'en');
    await service.approve(operator, id, await merchantScope(operator.merchantCode));
    return { success: true };
  });

  app.post('/ops/api/deposits/:id/reject', async (request) => {
    const operator = await operatorOf(request.headers.authorization);
    const { id } = validate(orderParamsSchema, request.params, 'en');
    const input = validate(depositRejectRequestSchema, request.body, 'en');
    await service.reject(operator, id, input.reason, await merchantScope(operator.merchantCode));
    return { success: true };
  });
}
