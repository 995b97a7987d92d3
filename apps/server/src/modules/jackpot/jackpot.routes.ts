import { deskMerchantQuerySchema, updateJackpotSchema } from '@khela/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validate } from '../../lib/validate';
import { opsLanguage, type OperatorAuth } from '../../plugins/operator-auth';
import type { JackpotService } from './jackpot.service';

/** The site's jackpot counter and the back office's jackpot desk (/ops/api/jackpot). */
export function registerJackpotRoutes(
  app: FastifyInstance,
  service: JackpotService,
  operatorOf: OperatorAuth,
) {
  // Open to visitors: home and /rng ask for it every jackpotTickMs.
  app.get('/wps/system/jackpot', async (request) => ({
    success: true,
    value: await service.view(request.context),
  }));

  async function callerOf(request: FastifyRequest) {
    const actor = await operatorOf(request);
    const language = opsLanguage(request);
    const { merchant } = validate(deskMerchantQuerySchema, request.query, language);
    return { actor, language, merchant };
  }

  app.get('/ops/api/jackpot', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    return { success: true, value: await service.desk(actor, merchant, language) };
  });

  app.put('/ops/api/jackpot', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const input = validate(updateJackpotSchema, request.body, language);
    return { success: true, value: await service.save(actor, merchant, input, language) };
  });
}
