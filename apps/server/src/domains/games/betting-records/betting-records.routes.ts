import {
  answerSchema,
  betRecordsQuerySchema,
  betRecordsSchema,
  betRoundDetailSchema,
  betRoundParamsSchema,
  betRoundVendorQuerySchema,
  profitQuerySchema,
  profitSchema,
} from '@khela/contracts';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { BettingRecordsService } from './betting-records.service';

/**
 * The member centre's betting record (personalHistoryCopy) with one round's detail, and the
 * personal profit and loss (personalProfit). Trial accounts are refused, as on every money page.
 */
export function registerBettingRecordsRoutes(routes: RouteScopes, service: BettingRecordsService) {
  routes.realMember((app) => {
    app.get(
      '/wps/v2/bets/records',
      {
        schema: {
          querystring: betRecordsQuerySchema,
          response: { 200: answerSchema(betRecordsSchema) },
        },
      },
      async (request) => ok(await service.records(request.context, request.member, request.query)),
    );

    app.get(
      '/wps/v2/bets/records/:roundId',
      {
        schema: {
          params: betRoundParamsSchema,
          querystring: betRoundVendorQuerySchema,
          response: { 200: answerSchema(betRoundDetailSchema) },
        },
      },
      async (request) => {
        const query = { ...request.query, roundId: request.params.roundId };
        return ok(await service.round(request.context, request.member, query));
      },
    );

    app.get(
      '/wps/v2/bets/profit',
      {
        schema: {
          querystring: profitQuerySchema,
          response: { 200: answerSchema(profitSchema) },
        },
      },
      async (request) => ok(await service.profit(request.context, request.member, request.query)),
    );
  });
}
