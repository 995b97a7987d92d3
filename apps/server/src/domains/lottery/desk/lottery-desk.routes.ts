import {
  answerSchema,
  cancelLotteryPeriodSchema,
  deskLotteryCancelSchema,
  deskLotteryCancelsQuerySchema,
  deskLotteryCancelsSchema,
  deskLotteryGameParamsSchema,
  deskLotteryGameSchema,
  deskLotteryGamesSchema,
  deskLotteryOfferParamsSchema,
  deskLotteryPeriodsSchema,
  deskMerchantQuerySchema,
  idParamsSchema,
  setLotteryOfferSchema,
  updateLotteryGameSchema,
} from '@khela/contracts';
import { opsLanguage } from '../../../plugins/operator-auth';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { LotteryCancels } from './lottery-cancels';
import type { LotteryDeskService } from './lottery-desk.service';

/**
 * The back office's lottery desk under /ops/api/lottery: games, their offers and periods, and
 * the periods' cancellations. Every call may name the merchant (`?merchant=`; a platform
 * operator must).
 */
export function registerLotteryDeskRoutes(
  routes: RouteScopes,
  service: LotteryDeskService,
  cancels: LotteryCancels,
) {
  // A game's settings and the play types it offers.
  routes.operator((app) => {
    app.get(
      '/ops/api/lottery/games',
      {
        schema: {
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(deskLotteryGamesSchema) },
        },
      },
      async (request) =>
        ok(await service.games(request.actor, request.query.merchant, opsLanguage(request))),
    );

    app.patch(
      '/ops/api/lottery/games/:gameId',
      {
        schema: {
          params: deskLotteryGameParamsSchema,
          body: updateLotteryGameSchema,
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(deskLotteryGameSchema) },
        },
      },
      async (request) => {
        const { actor, params, query, body } = request;
        const language = opsLanguage(request);
        return ok(await service.updateGame(actor, query.merchant, params.gameId, body, language));
      },
    );

    app.put(
      '/ops/api/lottery/games/:gameId/offers/:playType',
      {
        schema: {
          params: deskLotteryOfferParamsSchema,
          body: setLotteryOfferSchema,
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(deskLotteryGameSchema) },
        },
      },
      async (request) => {
        const { actor, params, query, body } = request;
        return ok(
          await service.setOffer(actor, query.merchant, params, body, opsLanguage(request)),
        );
      },
    );

    app.delete(
      '/ops/api/lottery/games/:gameId/offers/:playType',
      {
        schema: {
          params: deskLotteryOfferParamsSchema,
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(deskLotteryGameSchema) },
        },
      },
      async (request) => {
        const { actor, params, query } = request;
        return ok(await service.removeOffer(actor, query.merchant, params, opsLanguage(request)));
      },
    );
  });

  // The periods of a game, and the cancelling of one not drawn yet.
  routes.operator((app) => {
    app.get(
      '/ops/api/lottery/games/:gameId/periods',
      {
        schema: {
          params: deskLotteryGameParamsSchema,
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(deskLotteryPeriodsSchema) },
        },
      },
      async (request) => {
        const { actor, params, query } = request;
        return ok(
          await service.periods(actor, query.merchant, params.gameId, opsLanguage(request)),
        );
      },
    );
  });

  // Cancelling a period: at once before lock; after it, asked by one and decided by another.
  routes.operator((app) => {
    app.post(
      '/ops/api/lottery/periods/:id/cancel',
      {
        schema: {
          params: idParamsSchema,
          body: cancelLotteryPeriodSchema,
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(deskLotteryCancelSchema) },
        },
      },
      async (request) => {
        const { actor, params, query, body } = request;
        const language = opsLanguage(request);
        return ok(await cancels.cancel(actor, query.merchant, params.id, body.reason, language));
      },
    );

    app.get(
      '/ops/api/lottery/cancels',
      {
        schema: {
          querystring: deskLotteryCancelsQuerySchema,
          response: { 200: answerSchema(deskLotteryCancelsSchema) },
        },
      },
      async (request) => {
        const { actor, query } = request;
        return ok(await cancels.list(actor, query.merchant, query.status, opsLanguage(request)));
      },
    );

    for (const [verb, isApproved] of [
      ['approve', true],
      ['reject', false],
    ] as const) {
      app.post(
        `/ops/api/lottery/cancels/:id/${verb}`,
        {
          schema: {
            params: idParamsSchema,
            querystring: deskMerchantQuerySchema,
            response: { 200: answerSchema(deskLotteryCancelSchema) },
          },
        },
        async (request) => {
          const { actor, params, query } = request;
          const language = opsLanguage(request);
          return ok(await cancels.decide(actor, query.merchant, params.id, isApproved, language));
        },
      );
    }
  });
}
