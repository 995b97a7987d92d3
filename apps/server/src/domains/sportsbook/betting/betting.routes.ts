import {
  answerSchema,
  cashOutRequestSchema,
  idParamsSchema,
  placeBetAnswerSchema,
  placeBetRequestSchema,
  ticketListQuerySchema,
  ticketListSchema,
} from '@khela/contracts';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { BettingService } from './betting.service';

/** A member's bets on the book (/sportsbook/api/bets): placed, listed, cashed out; real accounts. */
export function registerBettingRoutes(routes: RouteScopes, betting: BettingService) {
  routes.realMember((app) => {
    app.post(
      '/sportsbook/api/bets',
      {
        schema: {
          body: placeBetRequestSchema,
          response: { 200: answerSchema(placeBetAnswerSchema) },
        },
      },
      async (request) => ok(await betting.place(request.context, request.member.id, request.body)),
    );
    app.get(
      '/sportsbook/api/bets',
      {
        schema: {
          querystring: ticketListQuerySchema,
          response: { 200: answerSchema(ticketListSchema) },
        },
      },
      async (request) =>
        ok(await betting.tickets(request.context, request.member.id, request.query)),
    );
    app.post(
      '/sportsbook/api/bets/:id/cashout',
      {
        schema: {
          params: idParamsSchema,
          body: cashOutRequestSchema,
          response: { 200: answerSchema(placeBetAnswerSchema) },
        },
      },
      async (request) =>
        ok(
          await betting.cashOut(
            request.context,
            request.member.id,
            request.params.id,
            request.body,
          ),
        ),
    );
  });
}
