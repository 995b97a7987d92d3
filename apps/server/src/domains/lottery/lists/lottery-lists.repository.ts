import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { LotteryTicketStatus } from '../../../db/schema';

/** How far back a game's tickets count towards its popularity. */
const popularWindowMs = 7 * 24 * 60 * 60_000;

/** SQL of what the lottery screens read: menus, games with their open periods, results, tickets. */
export function createLotteryListsRepository(db: Db) {
  return {
    menus(merchantId: string) {
      return db
        .selectFrom('lotteryMenus')
        .select(['tag', 'names', 'sortOrder'])
        .where('merchantId', '=', merchantId)
        .orderBy('sortOrder')
        .orderBy('tag')
        .execute();
    },

    /** The merchant's shown games (active or under maintenance), in their order. */
    games(merchantId: string) {
      return db
        .selectFrom('lotteryGames')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .where('status', '!=', 'disabled')
        .orderBy('sortOrder')
        .orderBy('id')
        .execute();
    },

    /** Each game's period that draws next and is still open, by game row id. */
    openPeriods(merchantId: string, now: Date) {
      return db
        .selectFrom('lotteryPeriods')
        .select(['lotteryGameId', 'numero', 'opensAt', 'locksAt', 'drawsAt', 'seedHash'])
        .distinctOn('lotteryGameId')
        .where('merchantId', '=', merchantId)
        .where('status', '=', 'open')
        .where('drawsAt', '>', now)
        .orderBy('lotteryGameId')
        .orderBy('drawsAt')
        .execute();
    },

    /** Game row ids by the tickets of the last week, most first. */
    async popularGameIds(merchantId: string, now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('lotteryTickets as t')
        .innerJoin('lotteryPeriods as p', 'p.id', 't.periodId')
        .select(['p.lotteryGameId', sql<string>`count(*)`.as('tickets')])
        .where('t.merchantId', '=', merchantId)
        .where('t.createdAt', '>=', new Date(now.getTime() - popularWindowMs))
        .groupBy('p.lotteryGameId')
        .orderBy(sql`count(*)`, 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.lotteryGameId);
    },

    /** Game row ids the member bet on, latest first. */
    async recentGameIds(merchantId: string, memberId: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('lotteryTickets as t')
        .innerJoin('lotteryPeriods as p', 'p.id', 't.periodId')
        .select(['p.lotteryGameId', sql<Date>`max(t.created_at)`.as('latest')])
        .where('t.merchantId', '=', merchantId)
        .where('t.memberId', '=', memberId)
        .groupBy('p.lotteryGameId')
        .orderBy(sql`max(t.created_at)`, 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.lotteryGameId);
    },

    /** A game's results, newest first: drawn, settled and cancelled periods. */
    results(lotteryGameId: string, limit: number) {
      return db
        .selectFrom('lotteryPeriods')
        .select(['numero', 'drawsAt', 'status', 'sheet', 'seed', 'seedHash'])
        .where('lotteryGameId', '=', lotteryGameId)
        .where('status', 'in', ['drawn', 'settled', 'cancelled'])
        .orderBy('drawsAt', 'desc')
        .limit(limit)
        .execute();
    },

    /** A page of the member's tickets, newest first, with each one's game and period. */
    async tickets(
      merchantId: string,
      memberId: string,
      filter: { gameId?: string; status?: LotteryTicketStatus },
      page: { offset: number; limit: number },
    ) {
      let query = db
        .selectFrom('lotteryTickets as t')
        .innerJoin('lotteryPeriods as p', 'p.id', 't.periodId')
        .innerJoin('lotteryGames as g', 'g.id', 'p.lotteryGameId')
        .where('t.merchantId', '=', merchantId)
        .where('t.memberId', '=', memberId);
      if (filter.gameId) query = query.where('g.gameId', '=', filter.gameId);
      if (filter.status) query = query.where('t.status', '=', filter.status);
      const [rows, total] = await Promise.all([
        query
          .select([
            't.id',
            't.playType',
            't.selection',
            't.stakeMinor',
            't.oddsMilli',
            't.status',
            't.hits',
            't.winMinor',
            't.createdAt',
            'p.numero',
            'p.drawsAt',
            'p.locksAt',
            'p.status as periodStatus',
            'g.gameId',
            'g.names',
            'g.isCancellable',
          ])
          .orderBy('t.id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        query.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.count) };
    },
  };
}

export type LotteryListsRepository = ReturnType<typeof createLotteryListsRepository>;
