import {
  createOperatorSchema,
  operatorActionCodes,
  opsLoginSchema,
  updateOperatorSchema,
} from '@khela/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tokenFromHeader } from '../../../lib/tokens';
import { validate } from '../../../lib/validate';
import { createOperatorAuth, opsLanguage } from '../../../plugins/operator-auth';
import type { OpsService } from './ops.service';

const idParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const actionsQuerySchema = z.object({
  target: z.string().max(100).optional(),
  action: z.enum(operatorActionCodes).optional(),
  beforeId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

function tokenOf(request: FastifyRequest): string | undefined {
  return tokenFromHeader(request.headers.authorization);
}

/** Back-office sessions, operator accounts and the action log under /ops/api. */
export function registerOpsRoutes(app: FastifyInstance, service: OpsService) {
  app.post('/ops/api/session', async (request) => {
    const input = validate(opsLoginSchema, request.body, opsLanguage(request));
    return { success: true, value: await service.login(input) };
  });

  app.get('/ops/api/session', async (request) => ({
    success: true,
    value: await service.authenticate(tokenOf(request)),
  }));

  app.delete('/ops/api/session', async (request) => {
    await service.logout(tokenOf(request));
    return { success: true };
  });

  const operatorOf = createOperatorAuth(service);

  // The merchants a desk may work on: a merchant's operator gets its own, a platform one all.
  app.get('/ops/api/merchants', async (request) => {
    const actor = await operatorOf(request);
    const rows = await service.deskMerchants(actor);
    return {
      success: true,
      value: rows.map(({ code, name, currency }) => ({ code, name, currency })),
    };
  });

  app.get('/ops/api/operators', async (request) => ({
    success: true,
    value: await service.operators(await operatorOf(request)),
  }));

  app.post('/ops/api/operators', async (request) => {
    const actor = await operatorOf(request);
    const input = validate(createOperatorSchema, request.body, opsLanguage(request));
    return { success: true, value: await service.createOperator(actor, input) };
  });

  app.patch('/ops/api/operators/:id', async (request) => {
    const actor = await operatorOf(request);
    const { id } = validate(idParamsSchema, request.params, opsLanguage(request));
    const input = validate(updateOperatorSchema, request.body, opsLanguage(request));
    await service.updateOperator(actor, id, input);
    return { success: true };
  });

  app.get('/ops/api/actions', async (request) => {
    const actor = await operatorOf(request);
    const query = validate(actionsQuerySchema, request.query, opsLanguage(request));
    return { success: true, value: await service.actions(actor, query) };
  });
}
