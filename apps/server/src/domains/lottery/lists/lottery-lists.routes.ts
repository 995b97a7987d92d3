import {
  lotteryListQuerySchema,
  lotteryOpenedQuerySchema,
  lotteryResultsQuerySchema,
  lotteryTicketsQuerySchema,
} from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../../lib/validate';
import { requireRealAccount, type MemberAuth } from '../../../plugins/member-auth';
import type { LotteryListsService } from './lottery-lists.service';

/**
 * The lottery's lists (spec §7): the menus, popular and recent games, a game's open period and
 * results (open to visitors), and the member's tickets (real accounts).
 */
export function registerLotteryListsRoutes(
  app: FastifyInstance,
  service: LotteryListsService,
  requireMember: MemberAuth,
) {
  app.get('/lgw/vn/games/game_menu', async (request) => {
    const query = validate(lotteryListQuerySchema, request.query, request.context.language);
    return { success: true, value: await service.menu(request.context, query) };
  });

  app.get('/lgw/games/popular', async (request) => {
    const query = validate(lotteryListQuerySchema, request.query, request.context.language);
    return { success: true, value: await service.popular(request.context, query) };
  });

  app.get('/lgw/vn/games/game_menu/recent', async (request) => {
    const member = await requireMember(request);
    const query = validate(lotteryListQuerySchema, request.query, request.context.language);
    return { success: true, value: await service.recent(request.context, member.id, query) };
  });

  app.get('/lgw/vn/numeros/opened/game', async (request) => {
    const query = validate(lotteryResultsQuerySchema, request.query, request.context.language);
    return { success: true, value: await service.results(request.context, query) };
  });

  app.get('/lotto/lgw/games/opened/numero', async (request) => {
    await requireMember(request);
    const { gameId } = validate(lotteryOpenedQuerySchema, request.query, request.context.language);
    return { success: true, value: await service.opened(request.context, gameId) };
  });

  app.get('/lotto/lgw/tickets', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    const query = validate(lotteryTicketsQuerySchema, request.query, request.context.language);
    return { success: true, value: await service.tickets(request.context, member.id, query) };
  });
}
