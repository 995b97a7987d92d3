import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { Executor } from '../../../db/database';

/** The wallet rules an operator sets, amounts in minor units. */
export interface WalletRulesValues {
  withdrawMinMinor: string;
  withdrawMaxMinor: string;
  withdrawDailyCountMax: number;
  withdrawDailyMaxMinor: string;
  depositTurnoverPercent: number;
  receiptMinutes: number;
  payoutAccountsMax: number;
  transferMinMinor: string;
  transferMaxMinor: string;
  adjustmentDualMinor: string;
}

export interface RecordRow {
  id: string;
  createdAt: Date;
  kind: string;
  reference: string | null;
  signedMinor: string;
  balanceAfter: string;
  total: string;
}

/** SQL of the wallet: a merchant's wallet rules, transfer vendors and account statements. */
export function createWalletRepository(db: Db) {
  return {
    /** The merchant's rules; the row (with the schema's defaults) is made if missing. */
    async rules(merchantId: string) {
      const found = await db
        .selectFrom('walletRules')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .executeTakeFirst();
      if (found) return found;
      await db
        .insertInto('walletRules')
        .values({ merchantId })
        .onConflict((conflict) => conflict.column('merchantId').doNothing())
        .execute();
      return db
        .selectFrom('walletRules')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .executeTakeFirstOrThrow();
    },

    /** Replaces the merchant's rules (the row is made if missing). */
    async saveRules(
      executor: Executor,
      merchantId: string,
      values: WalletRulesValues,
      now: Date,
    ): Promise<void> {
      await executor
        .insertInto('walletRules')
        .values({ merchantId, ...values, updatedAt: now })
        .onConflict((conflict) =>
          conflict.column('merchantId').doUpdateSet({ ...values, updatedAt: now }),
        )
        .execute();
    },

    /**
     * Vendors that keep the player's money in a wallet of their own, one row per vassalage;
     * disabled ones too, so money left there can still come back.
     */
    transferVendors(merchantId: string) {
      return db
        .selectFrom('vendors')
        .select(['vassalage', 'displayName', 'status'])
        .distinctOn('vassalage')
        .where('merchantId', '=', merchantId)
        .where('walletMode', '=', 'transfer')
        .orderBy('vassalage')
        .orderBy('sortOrder')
        .execute();
    },

    /**
     * Movements of one account between two instants, newest first, with the amount signed for
     * the account (+ in, − out), its balance right after, and the count of all that match.
     */
    async records(values: {
      accountId: string;
      kinds: string[] | null;
      from: Date;
      to: Date;
      limit: number;
      offset: number;
    }): Promise<RecordRow[]> {
      const { rows } = await sql<RecordRow>`
        SELECT t.id, t.created_at, t.kind, t.reference,
          (CASE WHEN t.credit_account_id = ${values.accountId} THEN t.amount_minor
                ELSE -t.amount_minor END)::text AS signed_minor,
          (CASE WHEN t.credit_account_id = ${values.accountId} THEN t.credit_balance_after
                ELSE t.debit_balance_after END)::text AS balance_after,
          count(*) OVER ()::text AS total
        FROM ledger_transfers t
        WHERE (t.debit_account_id = ${values.accountId} OR t.credit_account_id = ${values.accountId})
          AND t.created_at >= ${values.from} AND t.created_at < ${values.to}
          AND (${values.kinds}::text[] IS NULL OR t.kind = ANY(${values.kinds}::text[]))
        ORDER BY t.id DESC
        LIMIT ${values.limit} OFFSET ${values.offset}`.execute(db);
      return rows;
    },

    /**
     * Movements of every account of a member, newest first, for the back office: a page of
     * transfers (both legs of a transfer between two of the member's accounts stay together).
     */
    async memberLedger(
      merchantId: string,
      memberId: string,
      beforeId: string | null,
      limit: number,
    ) {
      const { rows } = await sql<{
        id: string;
        createdAt: Date;
        account: string;
        kind: string;
        reference: string | null;
        signedMinor: string;
        balanceAfter: string;
      }>`
        WITH accounts AS (
          SELECT id, kind, purpose FROM ledger_accounts
          WHERE merchant_id = ${merchantId} AND member_id = ${memberId}),
        page AS (
          SELECT DISTINCT t.id FROM accounts a
          JOIN ledger_transfers t ON t.debit_account_id = a.id OR t.credit_account_id = a.id
          WHERE (${beforeId}::bigint IS NULL OR t.id < ${beforeId}::bigint)
          ORDER BY t.id DESC
          LIMIT ${limit})
        SELECT t.id, t.created_at,
          a.kind || CASE WHEN a.purpose <> '' THEN ':' || a.purpose ELSE '' END AS account,
          t.kind, t.reference,
          (CASE WHEN t.credit_account_id = a.id THEN t.amount_minor ELSE -t.amount_minor END)::text
            AS signed_minor,
          (CASE WHEN t.credit_account_id = a.id THEN t.credit_balance_after
                ELSE t.debit_balance_after END)::text AS balance_after
        FROM page
        JOIN ledger_transfers t ON t.id = page.id
        JOIN accounts a ON t.debit_account_id = a.id OR t.credit_account_id = a.id
        ORDER BY t.id DESC, a.id`.execute(db);
      return rows;
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
