import {
  createChannelSchema,
  createGatewaySchema,
  createMethodSchema,
  createReceivingAccountSchema,
  updateChannelSchema,
  updateGatewaySchema,
  updateMethodSchema,
  updateReceivingAccountSchema,
  updateWalletRulesSchema,
} from '@khela/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { validate } from '../../../lib/validate';
import { createDeskCaller } from '../../../plugins/operator-desk';
import type { OperatorAuth } from '../../../plugins/operator-auth';
import type { PaymentDeskService } from './payment-desk.service';

const idParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const gatewayParamsSchema = z.object({ code: z.string().regex(/^[a-z0-9_]{2,30}$/) });

/** The back office's payment desk under /ops/api/payments. */
export function registerPaymentDeskRoutes(
  app: FastifyInstance,
  service: PaymentDeskService,
  operatorOf: OperatorAuth,
) {
  const callerOf = createDeskCaller(operatorOf);

  function idOf(request: FastifyRequest, language: string): string {
    return validate(idParamsSchema, request.params, language).id;
  }

  app.get('/ops/api/payments', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    return { success: true, value: await service.desk(actor, merchant, language) };
  });

  app.post('/ops/api/payments/methods', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const input = validate(createMethodSchema, request.body, language);
    await service.createMethod(actor, merchant, input, language);
    return { success: true };
  });

  app.patch('/ops/api/payments/methods/:id', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const id = idOf(request, language);
    const input = validate(updateMethodSchema, request.body, language);
    await service.updateMethod(actor, merchant, id, input, language);
    return { success: true };
  });

  app.post('/ops/api/payments/methods/:id/channels', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const id = idOf(request, language);
    const input = validate(createChannelSchema, request.body, language);
    await service.createChannel(actor, merchant, id, input, language);
    return { success: true };
  });

  app.patch('/ops/api/payments/channels/:id', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const id = idOf(request, language);
    const input = validate(updateChannelSchema, request.body, language);
    await service.updateChannel(actor, merchant, id, input, language);
    return { success: true };
  });

  app.post('/ops/api/payments/channels/:id/accounts', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const id = idOf(request, language);
    const input = validate(createReceivingAccountSchema, request.body, language);
    await service.createReceivingAccount(actor, merchant, id, input, language);
    return { success: true };
  });

  app.patch('/ops/api/payments/accounts/:id', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const id = idOf(request, language);
    const input = validate(updateReceivingAccountSchema, request.body, language);
    await service.updateReceivingAccount(actor, merchant, id, input, language);
    return { success: true };
  });

  app.post('/ops/api/payments/gateways', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const input = validate(createGatewaySchema, request.body, language);
    await service.createGateway(actor, merchant, input, language);
    return { success: true };
  });

  app.patch('/ops/api/payments/gateways/:code', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const { code } = validate(gatewayParamsSchema, request.params, language);
    const input = validate(updateGatewaySchema, request.body, language);
    await service.updateGateway(actor, merchant, code, input, language);
    return { success: true };
  });

  app.put('/ops/api/payments/rules', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const input = validate(updateWalletRulesSchema, request.body, language);
    return { success: true, value: await service.saveRules(actor, merchant, input, language) };
  });
}
