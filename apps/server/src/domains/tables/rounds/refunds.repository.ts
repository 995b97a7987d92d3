import { sql, type Transaction } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { TableRoundRow } from './rounds.repository';
import { lockRound } from './round-lock';

/** SQL of cancelled rounds: the cancel, and the refunds of their slips. */
export function createRefundsRepository(db: Db) {
  return {
    /** Cancels a round not yet resolved (its own seed shown, when it has one). */
    async cancel(
      values: {
        roundId: string;
        merchantId?: string;
        seed: string | null;
        reason: string;
        operatorId: string | null;
        now: Date;
        /** What it may be cancelled in (open or closed unless said). */
        statuses?: ('open' | 'closed')[];
      },
      executor?: Executor,
    ): Promise<TableRoundRow | undefined> {
      // The lock lasts as long as the caller's transaction, or this one's.
      if (!executor?.isTransaction) {
        return db.transaction().execute((own) => this.cancel(values, own));
      }
      const trx = executor;
      await lockRound(trx, values.roundId);
      let query = trx
        .updateTable('tableRounds')
        .set({
          status: 'cancelled',
          seed: values.seed,
          cancelReason: values.reason,
          cancelledBy: values.operatorId,
          cancelledAt: values.now,
        })
        .where('id', '=', values.roundId)
        .where('status', 'in', values.statuses ?? ['open', 'closed']);
      if (values.merchantId) query = query.where('merchantId', '=', values.merchantId);
      return query.returningAll().executeTakeFirst();
    },

    /** Cancelled rounds whose stakes are still to give back. */
    refundsDue(limit: number) {
      return db
        .selectFrom('tableRounds as r')
        .innerJoin('gameTables as t', 't.id', 'r.tableId')
        .innerJoin('merchants as m', 'm.id', 'r.merchantId')
        .select(['r.id', 'r.merchantId', 'r.tableId', 'r.number', 't.code', 'm.currency'])
        .where('r.status', '=', 'cancelled')
        .orderBy('r.cancelledAt')
        .limit(limit)
        .execute();
    },

    /** A cancelled round's slips with stakes still open: one per (member, request). */
    openSlips(roundId: string, limit: number) {
      return db
        .selectFrom('tableBets')
        .select(['memberId', 'requestId', 'isPlayMoney'])
        .select(({ fn }) => fn.sum<string>('stakeMinor').as('stakeMinor'))
        .where('roundId', '=', roundId)
        .where('status', '=', 'open')
        .groupBy(['memberId', 'requestId', 'isPlayMoney'])
        .limit(limit)
        .execute();
    },

    /** Marks a slip refunded; false when it was already. */
    async markRefunded(
      trx: Transaction<Database>,
      values: { roundId: string; memberId: string; requestId: string; now: Date },
    ): Promise<boolean> {
      const done = await trx
        .updateTable('tableBets')
        .set({ status: 'refunded', winMinor: null, settledAt: values.now })
        .where('roundId', '=', values.roundId)
        .where('memberId', '=', values.memberId)
        .where('requestId', '=', values.requestId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return done.numUpdatedRows > 0n;
    },

    /** A cancelled round whose slips are all refunded is over. */
    async markRoundRefunded(roundId: string, now: Date) {
      await sql`
        UPDATE table_rounds r SET status = 'refunded', settled_at = ${now},
            stake_minor = coalesce((SELECT sum(b.stake_minor) FROM table_bets b WHERE b.round_id = r.id), 0),
            bet_count = (SELECT count(*) FROM table_bets b WHERE b.round_id = r.id)
          WHERE r.id = ${roundId} AND r.status = 'cancelled'
            AND NOT EXISTS (SELECT 1 FROM table_bets b WHERE b.round_id = r.id AND b.status = 'open')`.execute(
        db,
      );
    },
  };
}
