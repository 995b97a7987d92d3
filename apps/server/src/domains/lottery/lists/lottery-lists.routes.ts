import {
  answerSchema,
  lotteryCancellationsQuerySchema,
  lotteryCancellationsSchema,
  lotteryFingerprintsQuerySchema,
  lotteryFingerprintsSchema,
  lotteryItemsSchema,
  lotteryListQuerySchema,
  lotteryMenuAnswerSchema,
  lotteryOpenedAnswerSchema,
  lotteryOpenedQuerySchema,
  lotteryResultsQuerySchema,
  lotteryResultsSchema,
  lotteryTicketsAnswerSchema,
  lotteryTicketsQuerySchema,
} from '@khela/contracts';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { LotteryListsService } from './lottery-lists.service';
import type { createLotteryProofs } from './lottery-proofs';

/**
 * The lottery's lists (spec §7): the menus, popular games and results (open to visitors), the
 * member's recent games and a game's open period (any member, trial too), and the member's
 * tickets (real accounts).
 */
export function registerLotteryListsRoutes(
  routes: RouteScopes,
  service: LotteryListsService,
  proofs: ReturnType<typeof createLotteryProofs>,
) {
  routes.public((app) => {
    // The public proofs: every cancelled period with its reason, and a draw's tickets.
    app.get(
      '/lgw/vn/numeros/cancelled',
      {
        schema: {
          querystring: lotteryCancellationsQuerySchema,
          response: { 200: answerSchema(lotteryCancellationsSchema) },
        },
      },
      async (request) => ok(await proofs.cancelled(request.context, request.query.page)),
    );

    app.get(
      '/lgw/vn/numeros/fingerprints',
      {
        schema: {
          querystring: lotteryFingerprintsQuerySchema,
          response: { 200: answerSchema(lotteryFingerprintsSchema) },
        },
      },
      async (request) => ok(await proofs.fingerprints(request.context, request.query)),
    );

    app.get(
      '/lgw/vn/games/game_menu',
      {
        schema: {
          querystring: lotteryListQuerySchema,
          response: { 200: answerSchema(lotteryMenuAnswerSchema) },
        },
      },
      async (request) => ok(await service.menu(request.context, request.query)),
    );

    app.get(
      '/lgw/games/popular',
      {
        schema: {
          querystring: lotteryListQuerySchema,
          response: { 200: answerSchema(lotteryItemsSchema) },
        },
      },
      async (request) => ok(await service.popular(request.context, request.query)),
    );

    app.get(
      '/lgw/vn/numeros/opened/game',
      {
        schema: {
          querystring: lotteryResultsQuerySchema,
          response: { 200: answerSchema(lotteryResultsSchema) },
        },
      },
      async (request) => ok(await service.results(request.context, request.query)),
    );
  });

  routes.member((app) => {
    app.get(
      '/lgw/vn/games/game_menu/recent',
      {
        schema: {
          querystring: lotteryListQuerySchema,
          response: { 200: answerSchema(lotteryItemsSchema) },
        },
      },
      async (request) =>
        ok(await service.recent(request.context, request.member.id, request.query)),
    );

    app.get(
      '/lotto/lgw/games/opened/numero',
      {
        schema: {
          querystring: lotteryOpenedQuerySchema,
          response: { 200: answerSchema(lotteryOpenedAnswerSchema) },
        },
      },
      async (request) => ok(await service.opened(request.context, request.query.gameId)),
    );
  });

  routes.realMember((app) => {
    app.get(
      '/lotto/lgw/tickets',
      {
        schema: {
          querystring: lotteryTicketsQuerySchema,
          response: { 200: answerSchema(lotteryTicketsAnswerSchema) },
        },
      },
      async (request) =>
        ok(await service.tickets(request.context, request.member.id, request.query)),
    );
  });
}
