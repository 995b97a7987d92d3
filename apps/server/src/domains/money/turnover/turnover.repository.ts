import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { Executor } from '../../../db/database';

/** Ledger kinds that are wagers out of the main wallet, and those that give a wager back. */
export const wagerKinds = ['bet', 'lottery_bet'] as const;
export const wagerReturnKinds = ['bet_rollback', 'lottery_refund'] as const;

/** SQL of turnover requirements and of the wagers that meet them. */
export function createTurnoverRepository(db: Db) {
  return {
    async insert(
      values: {
        merchantId: string;
        memberId: string;
        source: 'deposit' | 'bonus' | 'adjustment';
        reference: string;
        requiredMinor: bigint;
      },
      executor: Executor = db,
    ) {
      await executor
        .insertInto('turnoverRequirements')
        .values({
          merchantId: values.merchantId,
          memberId: values.memberId,
          source: values.source,
          reference: values.reference,
          requiredMinor: values.requiredMinor.toString(),
          // The database's clock, as the ledger's transfers have: bets count from this instant.
          createdAt: sql<Date>`now()`,
        })
        .onConflict((conflict) => conflict.columns(['merchantId', 'reference']).doNothing())
        .execute();
    },

    /** Requirements not yet met, oldest first. */
    open(merchantId: string, memberId: string) {
      return db
        .selectFrom('turnoverRequirements')
        .select(['id', 'requiredMinor', 'createdAt'])
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .where('metAt', 'is', null)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },

    /** Net wagers from the member's main wallet since a time (wagers less those given back). */
    async wageredSince(merchantId: string, memberId: string, since: Date): Promise<bigint> {
      const { rows } = await sql<{ total: string }>`
        WITH wallet AS (
          SELECT id FROM ledger_accounts
          WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND kind = 'player')
        SELECT (
          coalesce((SELECT sum(t.amount_minor) FROM ledger_transfers t, wallet
                    WHERE t.debit_account_id = wallet.id AND t.created_at >= ${since}
                      AND t.kind = ANY(${[...wagerKinds]})), 0)
          - coalesce((SELECT sum(t.amount_minor) FROM ledger_transfers t, wallet
                      WHERE t.credit_account_id = wallet.id AND t.created_at >= ${since}
                        AND t.kind = ANY(${[...wagerReturnKinds]})), 0)
        )::text AS total`.execute(db);
      return BigInt(rows[0]?.total ?? '0');
    },

    /** Requirements of a member by their references (met or not), oldest first. */
    byReferences(merchantId: string, memberId: string, references: string[]) {
      if (references.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('turnoverRequirements')
        .select(['id', 'reference', 'requiredMinor', 'createdAt', 'metAt'])
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .where('reference', 'in', references)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },

    async markMet(ids: string[], now: Date) {
      if (ids.length === 0) return;
      await db
        .updateTable('turnoverRequirements')
        .set({ metAt: now })
        .where('id', 'in', ids)
        .where('metAt', 'is', null)
        .execute();
    },
  };
}

export type TurnoverRepository = ReturnType<typeof createTurnoverRepository>;
