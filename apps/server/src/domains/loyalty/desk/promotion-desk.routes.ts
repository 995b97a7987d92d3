import {
  applicationImageParamsSchema,
  applicationQueues,
  deskMerchantQuerySchema,
  promotionIdSchema,
  publishPromotionSchema,
  rejectApplicationSchema,
  savePromotionSchema,
} from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendPrivateImage } from '../../../lib/images';
import { validate } from '../../../lib/validate';
import { createDeskCaller } from '../../../plugins/operator-desk';
import { opsLanguage, type OperatorAuth } from '../../../plugins/operator-auth';
import type { PromotionDeskService } from './promotion-desk.service';

const idParamsSchema = z.object({ id: promotionIdSchema });
const queueQuerySchema = deskMerchantQuerySchema.extend({
  status: z.enum(applicationQueues).default('applying'),
});

/** The back office's promotions desk under /ops/api/promotions. */
export function registerPromotionDeskRoutes(
  app: FastifyInstance,
  service: PromotionDeskService,
  operatorOf: OperatorAuth,
) {
  const callerOf = createDeskCaller(operatorOf);

  app.get('/ops/api/promotions', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    return { success: true, value: await service.desk(actor, merchant, language) };
  });

  app.post('/ops/api/promotions', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const input = validate(savePromotionSchema, request.body, language);
    return { success: true, value: await service.create(actor, merchant, input, language) };
  });

  app.put('/ops/api/promotions/:id', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const { id } = validate(idParamsSchema, request.params, language);
    const input = validate(savePromotionSchema, request.body, language);
    await service.update(actor, merchant, id, input, language);
    return { success: true };
  });

  app.patch('/ops/api/promotions/:id/publish', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const { id } = validate(idParamsSchema, request.params, language);
    const input = validate(publishPromotionSchema, request.body, language);
    await service.publish(actor, merchant, id, input.isPublished, language);
    return { success: true };
  });

  app.get('/ops/api/promotions/applications', async (request) => {
    const actor = await operatorOf(request);
    const language = opsLanguage(request);
    const query = validate(queueQuerySchema, request.query, language);
    return {
      success: true,
      value: await service.queue(actor, query.merchant, query.status, language),
    };
  });

  app.get('/ops/api/promotions/applications/:id/images/:n', async (request, reply) => {
    const actor = await operatorOf(request);
    const { id, n } = validate(applicationImageParamsSchema, request.params, opsLanguage(request));
    return sendPrivateImage(reply, await service.image(actor, id, n));
  });

  app.post('/ops/api/promotions/applications/:id/approve', async (request) => {
    const actor = await operatorOf(request);
    const language = opsLanguage(request);
    const { id } = validate(idParamsSchema, request.params, language);
    return { success: true, value: await service.approve(actor, id, language) };
  });

  app.post('/ops/api/promotions/applications/:id/reject', async (request) => {
    const actor = await operatorOf(request);
    const language = opsLanguage(request);
    const { id } = validate(idParamsSchema, request.params, language);
    const input = validate(rejectApplicationSchema, request.body, language);
    return { success: true, value: await service.reject(actor, id, input.reason, language) };
  });
}
