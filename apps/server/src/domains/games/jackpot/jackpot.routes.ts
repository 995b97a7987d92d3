import { answerSchema, jackpotViewSchema, noInputSchema } from '@khela/contracts';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { JackpotService } from './jackpot.service';

/** The site's jackpot counter; the back office's jackpot desk is jackpot-desk.routes.ts. */
export function registerJackpotRoutes(routes: RouteScopes, service: JackpotService) {
  // Open to visitors: home and /rng ask for it every jackpotTickMs.
  routes.public((app) => {
    app.get(
      '/wps/system/jackpot',
      {
        schema: { querystring: noInputSchema, response: { 200: answerSchema(jackpotViewSchema) } },
      },
      async (request) => ok(await service.view(request.context)),
    );
  });
}
