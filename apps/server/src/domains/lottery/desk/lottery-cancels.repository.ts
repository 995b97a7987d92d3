import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { LotteryCancelStatus } from '../../../db/schema';

/** Cancellations the desk lists at most at once. */
const cancelsListMax = 50;

/** SQL of period cancellations: asked, made, decided, and listed for the desk. */
export function createLotteryCancelsRepository(db: Db) {
  /** Cancellations with their period, game, operators and the period's figures. */
  function cancelRows(merchantId: string) {
    return db
      .selectFrom('lotteryPeriodCancels as k')
      .innerJoin('lotteryPeriods as p', 'p.id', 'k.periodId')
      .innerJoin('lotteryGames as g', 'g.id', 'p.lotteryGameId')
      .innerJoin('operators as asker', 'asker.id', 'k.requestedBy')
      .leftJoin('operators as decider', 'decider.id', 'k.decidedBy')
      .select(['k.id', 'k.periodId', 'k.reason', 'k.isAfterLock', 'k.status', 'k.requestedAt'])
      .select(['k.decidedAt', 'p.numero', 'p.locksAt', 'p.drawsAt', 'p.exposureMinor'])
      .select(['g.gameId', 'g.names', 'asker.username as requestedBy'])
      .select('decider.username as decidedBy')
      .select([
        sql<number>`(SELECT count(*) FROM lottery_tickets t WHERE t.period_id = p.id)::integer`.as(
          'tickets',
        ),
        sql<string>`(SELECT coalesce(sum(t.stake_minor), 0) FROM lottery_tickets t
          WHERE t.period_id = p.id)::text`.as('stakesMinor'),
      ])
      .where('k.merchantId', '=', merchantId);
  }

  return {
    /** A merchant's cancellation by its id. */
    cancel(merchantId: string, id: string) {
      return cancelRows(merchantId).where('k.id', '=', id).executeTakeFirst();
    },

    /** The merchant's cancellations of a status (all: pending first), latest first. */
    cancels(merchantId: string, status: LotteryCancelStatus | undefined) {
      let query = cancelRows(merchantId);
      if (status) query = query.where('k.status', '=', status);
      return query
        .orderBy(sql`k.status = 'pending'`, 'desc')
        .orderBy('k.id', 'desc')
        .limit(cancelsListMax)
        .execute();
    },

    /** A merchant's period, locked: a draw skips it until this transaction ends. */
    lockPeriod(trx: Executor, merchantId: string, periodId: string) {
      return trx
        .selectFrom('lotteryPeriods as p')
        .innerJoin('lotteryGames as g', 'g.id', 'p.lotteryGameId')
        .select(['p.id', 'p.numero', 'p.status', 'p.locksAt', 'g.gameId'])
        .where('p.merchantId', '=', merchantId)
        .where('p.id', '=', periodId)
        .forUpdate('p')
        .executeTakeFirst();
    },

    /** A cancellation, locked for its decision. */
    lockCancel(trx: Executor, merchantId: string, id: string) {
      return trx
        .selectFrom('lotteryPeriodCancels')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async insert(
      trx: Executor,
      values: {
        merchantId: string;
        periodId: string;
        reason: string;
        isAfterLock: boolean;
        status: 'pending' | 'approved';
        requestedBy: string;
        requestedAt: Date;
        decidedBy: string | null;
        decidedAt: Date | null;
      },
    ): Promise<string> {
      const row = await trx
        .insertInto('lotteryPeriodCancels')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async decide(
      trx: Executor,
      id: string,
      values: { status: 'approved' | 'rejected'; decidedBy: string; decidedAt: Date },
    ): Promise<void> {
      await trx.updateTable('lotteryPeriodCancels').set(values).where('id', '=', id).execute();
    },
  };
}

export type LotteryCancelsRepository = ReturnType<typeof createLotteryCancelsRepository>;
