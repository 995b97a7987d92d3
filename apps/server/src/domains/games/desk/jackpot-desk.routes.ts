import {
  answerSchema,
  deskMerchantQuerySchema,
  jackpotDeskSchema,
  updateJackpotSchema,
} from '@khela/contracts';
import { opsLanguage } from '../../../plugins/operator-auth';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { JackpotService } from '../jackpot/jackpot.service';

/** The back office's jackpot desk: a merchant's pool, its settings and awards (/ops/api/jackpot). */
export function registerJackpotDeskRoutes(routes: RouteScopes, service: JackpotService) {
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
