import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { LotteryGamesTable, LotteryPeriodsTable } from '../../db/schema';
import type { Executor } from '../ledger/ledger.repository';

export type LotteryGameRow = Selectable<LotteryGamesTable>;
export type LotteryPeriodRow = Selectable<LotteryPeriodsTable>;

/** SQL of the lottery: games, their periods, draws. */
export function createLotteryRepository(db: Db) {
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

    /** Stores periods made ahead; one already there (another server made it) is kept. */
    async insertPeriods(
      rows: {
        lotteryGameId: string;
        merchantId: string;
        numero: string;
        opensAt: Date;
        locksAt: Date;
        drawsAt: Date;
        seed: string;
        seedHash: string;
      }[],
    ): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insertInto('lotteryPeriods')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['lotteryGameId', 'numero']).doNothing())
        .returning('id')
        .execute();
      return inserted.length;
    },

    /**
     * Open periods whose draw time has come, oldest first, locked for this transaction and
     * skipped by any other worker drawing at the same time.
     */
    duePeriods(trx: Executor, now: Date, limit: number) {
      return trx
        .selectFrom('lotteryPeriods as p')
        .innerJoin('lotteryGames as g', 'g.id', 'p.lotteryGameId')
        .select(['p.id', 'p.numero', 'p.seed', 'g.gameId', 'g.sheetFormat'])
        .where('p.status', '=', 'open')
        .where('p.drawsAt', '<=', now)
        .orderBy('p.drawsAt')
        .limit(limit)
        .forUpdate('p')
        .skipLocked()
        .execute();
    },

    async markDrawn(trx: Executor, id: string, sheet: unknown, now: Date): Promise<boolean> {
      const result = await trx
        .updateTable('lotteryPeriods')
        .set({ status: 'drawn', sheet: JSON.stringify(sheet), drawnAt: now })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
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

export type LotteryRepository = ReturnType<typeof createLotteryRepository>;
