import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';

/** A period as a draw or a reveal reads it: its game, scheme, seed or place in its chain. */
function dueSelect(trx: Executor) {
  return trx
    .selectFrom('lotteryPeriods as p')
    .innerJoin('lotteryGames as g', 'g.id', 'p.lotteryGameId')
    .leftJoin('lotterySeedChains as c', 'c.id', 'p.chainId')
    .select([
      'p.id',
      'p.numero',
      'p.seed',
      'p.scheme',
      'p.lotteryGameId',
      'p.chainIndex',
      'p.ticketsDigest',
      'g.gameId',
      'g.sheetFormat',
      'c.day as chainDay',
      'c.length as chainLength',
      'c.headHash as chainHead',
    ]);
}

/** SQL of making and drawing periods: the games that draw, day chains, due periods, draws. */
export function createLotteryDrawsRepository(db: Db) {
  return {
    /** Games that draw: active or under maintenance (a paused game's periods still draw). */
    drawingGames() {
      return db
        .selectFrom('lotteryGames')
        .selectAll()
        .where('status', '!=', 'disabled')
        .orderBy('id')
        .execute();
    },

    /** When the game's latest period draws (undefined before its first). */
    async lastDrawsAt(lotteryGameId: string): Promise<Date | undefined> {
      const row = await db
        .selectFrom('lotteryPeriods')
        .select('drawsAt')
        .where('lotteryGameId', '=', lotteryGameId)
        .orderBy('drawsAt', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.drawsAt;
    },

    /** A game's day chains of these days. */
    chainsOf(lotteryGameId: string, days: string[]) {
      return db
        .selectFrom('lotterySeedChains')
        .select(['id', 'day', 'headHash'])
        .where('lotteryGameId', '=', lotteryGameId)
        .where('day', 'in', days)
        .execute();
    },

    /** Publishes day chains; one already there (another server made it) is kept. */
    async insertChains(
      rows: {
        lotteryGameId: string;
        merchantId: string;
        day: string;
        length: number;
        headHash: string;
      }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('lotterySeedChains')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['lotteryGameId', 'day']).doNothing())
        .execute();
    },

    /**
     * Stores periods made ahead, each in its day chain; one already there (another server made
     * it) is kept. A period whose chain predecessor is revealed already takes its seed as its
     * commitment.
     */
    async insertPeriods(
      rows: {
        lotteryGameId: string;
        merchantId: string;
        numero: string;
        opensAt: Date;
        locksAt: Date;
        drawsAt: Date;
        scheme: 2;
        chainId: string;
        chainIndex: number;
        seedHash: string | null;
      }[],
    ): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insertInto('lotteryPeriods')
        .values(rows)
        // Another server scheduling the same periods at the same moment may get either of a
        // period's two unique places in first (its numero, its place in the day's chain): both
        // are the same period, so either conflict means it is scheduled already.
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .execute();
      if (inserted.length > 0) {
        await sql`UPDATE lottery_periods AS p SET seed_hash = before.seed
          FROM lottery_periods AS before
          WHERE p.id = ANY(${inserted.map((row) => row.id)}::bigint[]) AND p.seed_hash IS NULL
            AND before.chain_id = p.chain_id AND before.chain_index = p.chain_index - 1
            AND before.seed IS NOT NULL`.execute(db);
      }
      return inserted.length;
    },

    /**
     * Open periods whose draw time has come, oldest first, locked for this transaction and
     * skipped by any other worker drawing at the same time.
     */
    duePeriods(trx: Executor, now: Date, limit: number) {
      return dueSelect(trx)
        .where('p.status', '=', 'open')
        .where('p.drawsAt', '<=', now)
        .orderBy('p.drawsAt')
        .limit(limit)
        .forUpdate('p')
        .skipLocked()
        .execute();
    },

    /** Cancelled periods whose draw time has come and whose seed is not revealed yet. */
    dueReveals(trx: Executor, now: Date, limit: number) {
      return dueSelect(trx)
        .where('p.status', '=', 'cancelled')
        .where('p.voidSheet', 'is', null)
        .where('p.drawsAt', '<=', now)
        .orderBy('p.drawsAt')
        .limit(limit)
        .forUpdate('p')
        .skipLocked()
        .execute();
    },

    /** What a period's accepted tickets add to its draw (lottery_tickets_digest). */
    async ticketsDigest(trx: Executor, periodId: string) {
      const { rows } = await sql<{ digest: string; count: number }>`
        SELECT digest, ticket_count AS count FROM lottery_tickets_digest(${periodId})`.execute(trx);
      const row = rows[0];
      if (!row) throw new Error('lottery_tickets_digest answered nothing');
      return row;
    },

    /**
     * Marks a period drawn with its sheet, revealing its seed (and its tickets' digest): the
     * next period of its chain takes that seed as its commitment, and a cancellation still
     * waiting for approval lapses. False when another server drew it first.
     */
    async markDrawn(
      trx: Executor,
      id: string,
      drawn: { sheet: unknown; seed: string; tickets?: { digest: string; count: number } },
      now: Date,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('lotteryPeriods')
        .set({
          status: 'drawn',
          sheet: JSON.stringify(drawn.sheet),
          drawnAt: now,
          seed: drawn.seed,
          ...(drawn.tickets
            ? { ticketsDigest: drawn.tickets.digest, ticketCount: drawn.tickets.count }
            : {}),
        })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      await sql`UPDATE lottery_periods AS next SET seed_hash = ${drawn.seed}
        FROM lottery_periods AS p
        WHERE p.id = ${id} AND next.chain_id = p.chain_id AND next.chain_index = p.chain_index + 1
          AND next.seed_hash IS NULL`.execute(trx);
      await trx
        .updateTable('lotteryPeriodCancels')
        .set({ status: 'lapsed', decidedAt: now })
        .where('periodId', '=', id)
        .where('status', '=', 'pending')
        .execute();
      return true;
    },

    /** Reveals a cancelled period's seed and what it would have drawn. */
    async markRevealed(trx: Executor, id: string, seed: string, sheet: unknown): Promise<boolean> {
      const result = await trx
        .updateTable('lotteryPeriods')
        .set({ seed, voidSheet: JSON.stringify(sheet) })
        .where('id', '=', id)
        .where('status', '=', 'cancelled')
        .where('voidSheet', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      await sql`UPDATE lottery_periods AS next SET seed_hash = ${seed}
        FROM lottery_periods AS p
        WHERE p.id = ${id} AND next.chain_id = p.chain_id AND next.chain_index = p.chain_index + 1
          AND next.seed_hash IS NULL`.execute(trx);
      return true;
    },

    /** The earliest draw still to come (for the draw timer). */
    async nextDrawAt(): Promise<Date | undefined> {
      const row = await db
        .selectFrom('lotteryPeriods')
        .select(sql<Date>`min(draws_at)`.as('drawsAt'))
        .where('status', '=', 'open')
        .executeTakeFirst();
      return row?.drawsAt ?? undefined;
    },
  };
}
