import { updateJackpotSchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../../lib/validate';
import type { OperatorAuth } from '../../../plugins/operator-auth';
import { createDeskCaller } from '../../../plugins/operator-desk';
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

  const callerOf = createDeskCaller(operatorOf);

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
