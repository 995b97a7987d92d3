import {
  cancelLotteryPeriodSchema,
  setLotteryOfferSchema,
  updateLotteryGameSchema,
} from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../../lib/validate';
import { createDeskCaller } from '../../../plugins/operator-desk';
import type { OperatorAuth } from '../../../plugins/operator-auth';
import type { LotteryDeskService } from './lottery-desk.service';

const gameParamsSchema = z.object({ gameId: z.string().regex(/^[A-Z0-9_]{2,32}$/) });
const periodParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const offerParamsSchema = gameParamsSchema.extend({
  playType: z.string().regex(/^[A-Za-z0-9]{1,16}$/),
});

/** The back office's lottery desk under /ops/api/lottery. */
export function registerLotteryDeskRoutes(
  app: FastifyInstance,
  service: LotteryDeskService,
  operatorOf: OperatorAuth,
) {
  const callerOf = createDeskCaller(operatorOf);

  app.get('/ops/api/lottery/games', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    return { success: true, value: await service.games(actor, merchant, language) };
  });

  app.patch('/ops/api/lottery/games/:gameId', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const { gameId } = validate(gameParamsSchema, request.params, language);
    const input = validate(updateLotteryGameSchema, request.body, language);
    return {
      success: true,
      value: await service.updateGame(actor, merchant, gameId, input, language),
    };
  });

  app.put('/ops/api/lottery/games/:gameId/offers/:playType', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const key = validate(offerParamsSchema, request.params, language);
    const input = validate(setLotteryOfferSchema, request.body, language);
    return { success: true, value: await service.setOffer(actor, merchant, key, input, language) };
  });

  app.delete('/ops/api/lottery/games/:gameId/offers/:playType', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const key = validate(offerParamsSchema, request.params, language);
    return { success: true, value: await service.removeOffer(actor, merchant, key, language) };
  });

  app.get('/ops/api/lottery/games/:gameId/periods', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const { gameId } = validate(gameParamsSchema, request.params, language);
    return { success: true, value: await service.periods(actor, merchant, gameId, language) };
  });

  app.post('/ops/api/lottery/periods/:id/cancel', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const { id } = validate(periodParamsSchema, request.params, language);
    const { reason } = validate(cancelLotteryPeriodSchema, request.body, language);
    await service.cancelPeriod(actor, merchant, id, reason, language);
    return { success: true };
  });
}
