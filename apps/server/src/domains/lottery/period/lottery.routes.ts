import {
  answerSchema,
  idParamsSchema,
  lotteryBetAnswerSchema,
  lotteryBetRequestSchema,
  lotteryCancelAnswerSchema,
} from '@khela/contracts';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { LotteryService } from './lottery.service';

/** The lottery's bets and their cancelling (spec §7; real accounts only). */
export function registerLotteryRoutes(routes: RouteScopes, service: LotteryService) {
  routes.realMember((app) => {
    app.post(
      '/lotto/lgw/tickets',
      {
        schema: {
          body: lotteryBetRequestSchema,
          response: { 200: answerSchema(lotteryBetAnswerSchema) },
        },
      },
      async (request) =>
        ok(await service.placeBet(request.context, request.member.id, request.body)),
    );

    app.post(
      '/lotto/lgw/tickets/:id/cancel',
      {
        schema: {
          params: idParamsSchema,
          response: { 200: answerSchema(lotteryCancelAnswerSchema) },
        },
      },
      async (request) =>
        ok(await service.cancelTicket(request.context, request.member.id, request.params.id)),
    );
  });
}
