import {
  lotteryBetRequestSchema,
  lotteryListQuerySchema,
  lotteryOpenedQuerySchema,
  lotteryResultsQuerySchema,
  lotteryTicketsQuerySchema,
} from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../../lib/validate';
import { requireRealAccount, type MemberAuth } from '../../../plugins/member-auth';
import type { LotteryListsService } from '../lists/lottery-lists.service';
import type { LotteryService } from './lottery.service';

const ticketParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/**
 * The lottery's player calls (spec §7): the list's menus, popular and recent games, a game's
 * open period and results (open to visitors), bets and tickets (real accounts).
 */
export function registerLotteryRoutes(
  app: FastifyInstance,
  service: LotteryService,
  lists: LotteryListsService,
  requireMember: MemberAuth,
) {
  app.get('/lgw/vn/games/game_menu', async (request) => {
    const query = validate(lotteryListQuerySchema, request.query, request.context.language);
    return { success: true, value: await lists.menu(request.context, query) };
  });

  app.get('/lgw/games/popular', async (request) => {
    const query = validate(lotteryListQuerySchema, request.query, request.context.language);
    return { success: true, value: await lists.popular(request.context, query) };
  });

  app.get('/lgw/vn/games/game_menu/recent', async (request) => {
    const member = await requireMember(request);
    const query = validate(lotteryListQuerySchema, request.query, request.context.language);
    return { success: true, value: await lists.recent(request.context, member.id, query) };
  });

  app.get('/lgw/vn/numeros/opened/game', async (request) => {
    const query = validate(lotteryResultsQuerySchema, request.query, request.context.language);
    return { success: true, value: await lists.results(request.context, query) };
  });

  app.get('/lotto/lgw/games/opened/numero', async (request) => {
    await requireMember(request);
    const { gameId } = validate(lotteryOpenedQuerySchema, request.query, request.context.language);
    return { success: true, value: await lists.opened(request.context, gameId) };
  });

  app.get('/lotto/lgw/tickets', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    const query = validate(lotteryTicketsQuerySchema, request.query, request.context.language);
    return { success: true, value: await lists.tickets(request.context, member.id, query) };
  });

  app.post('/lotto/lgw/tickets', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    const input = validate(lotteryBetRequestSchema, request.body, request.context.language);
    return { success: true, value: await service.placeBet(request.context, member.id, input) };
  });

  app.post('/lotto/lgw/tickets/:id/cancel', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    const { id } = validate(ticketParamsSchema, request.params, request.context.language);
    return { success: true, value: await service.cancelTicket(request.context, member.id, id) };
  });
}
