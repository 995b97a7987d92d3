import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { LotteryTicketStatus } from '../../../db/schema';

/** How far back a game's tickets count towards its popularity. */
const popularWindowMs = 7 * 24 * 60 * 60_000;

/** The columns of a period's day chain (c), null for a period of scheme 1. */
const chainColumns = [
  'c.day as chainDay',
  'c.length as chainLength',
  'c.headHash as chainHead',
  'c.publishedAt as chainPublishedAt',
] as const;

/** SQL of what the lottery screens read: menus, games with their open periods, results, tickets. */
export function createLotteryListsRepository(db: Db) {
  /** A period as its result shows it: sheet, seed and what committed it, or why it was cancelled. */
  function resultSelect() {
    return db
      .selectFrom('lotteryPeriods as p')
      .leftJoin('lotterySeedChains as c', 'c.id', 'p.chainId')
      .select(['p.numero', 'p.drawsAt', 'p.status', 'p.sheet', 'p.voidSheet', 'p.seed'])
      .select(['p.seedHash', 'p.scheme', 'p.chainIndex', 'p.ticketsDigest', 'p.ticketCount'])
      .select(['p.cancelReason', ...chainColumns]);
  }

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
        .selectFrom('lotteryPeriods as p')
        .leftJoin('lotterySeedChains as c', 'c.id', 'p.chainId')
        .select(['p.lotteryGameId', 'p.numero', 'p.opensAt', 'p.locksAt', 'p.drawsAt'])
        .select(['p.seedHash', 'p.chainIndex', ...chainColumns])
        .distinctOn('p.lotteryGameId')
        .where('p.merchantId', '=', merchantId)
        .where('p.status', '=', 'open')
        .where('p.drawsAt', '>', now)
        .orderBy('p.lotteryGameId')
        .orderBy('p.drawsAt')
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
      return resultSelect()
        .where('p.lotteryGameId', '=', lotteryGameId)
        .where('p.status', 'in', ['drawn', 'settled', 'cancelled'])
        .orderBy('p.drawsAt', 'desc')
        .limit(limit)
        .execute();
    },

    /** A page of the merchant's cancelled periods, latest cancelled first, with who agreed. */
    async cancelled(merchantId: string, page: { offset: number; limit: number }) {
      const [rows, total] = await Promise.all([
        resultSelect()
          .innerJoin('lotteryGames as g', 'g.id', 'p.lotteryGameId')
          .leftJoin('lotteryPeriodCancels as k', (join) =>
            join.onRef('k.periodId', '=', 'p.id').on('k.status', '=', 'approved'),
          )
          .select(['g.gameId', 'g.names', 'g.sheetFormat', 'p.cancelledAt', 'p.locksAt'])
          .select(['k.isAfterLock', 'k.requestedBy', 'k.decidedBy'])
          .where('p.merchantId', '=', merchantId)
          .where('p.status', '=', 'cancelled')
          .orderBy('p.cancelledAt', 'desc')
          .orderBy('p.id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        db
          .selectFrom('lotteryPeriods')
          .select(sql<string>`count(*)`.as('count'))
          .where('merchantId', '=', merchantId)
          .where('status', '=', 'cancelled')
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.count) };
    },

    /** A merchant's period of a game by its numero, with its tickets' digest. */
    period(merchantId: string, gameId: string, numero: string) {
      return db
        .selectFrom('lotteryPeriods as p')
        .innerJoin('lotteryGames as g', 'g.id', 'p.lotteryGameId')
        .select(['p.id', 'p.seed', 'p.scheme', 'p.ticketsDigest', 'p.ticketCount'])
        .where('g.merchantId', '=', merchantId)
        .where('g.gameId', '=', gameId)
        .where('p.numero', '=', numero)
        .executeTakeFirst();
    },

    /** A page of the fingerprints of the tickets a period accepted, in code-point order. */
    async fingerprints(periodId: string, page: { offset: number; limit: number }) {
      const { rows } = await sql<{ fingerprint: string }>`
        SELECT fingerprint FROM lottery_period_fingerprints(${periodId})
        ORDER BY fingerprint COLLATE "C" OFFSET ${page.offset} LIMIT ${page.limit}`.execute(db);
      return rows.map((row) => row.fingerprint);
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
            sql<string>`lottery_ticket_fingerprint(t.id, t.request_id, t.play_type, t.selection,
              t.stake_minor)`.as('fingerprint'),
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
