import {
  answerSchema,
  deskMerchantQuerySchema,
  jackpotDeskSchema,
  jackpotViewSchema,
  noInputSchema,
  updateJackpotSchema,
} from '@khela/contracts';
import { opsLanguage } from '../../../plugins/operator-auth';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { JackpotService } from './jackpot.service';

/** The site's jackpot counter and the back office's jackpot desk (/ops/api/jackpot). */
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

  routes.operator((app) => {
    app.get(
      '/ops/api/jackpot',
      {
        schema: {
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(jackpotDeskSchema) },
        },
      },
      async (request) =>
        ok(await service.desk(request.actor, request.query.merchant, opsLanguage(request))),
    );

    app.put(
      '/ops/api/jackpot',
      {
        schema: {
          body: updateJackpotSchema,
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(jackpotDeskSchema) },
        },
      },
      async (request) => {
        const { actor, body, query } = request;
        return ok(await service.save(actor, query.merchant, body, opsLanguage(request)));
      },
    );
  });
}
