import { sql } from 'kysely';
import pg from 'pg';
import { poolOf, type Db, type Executor } from '../../../db/database';
import { isUniqueViolation } from '../../../db/refusals';

export type AccountKind =
  'player' | 'play_money' | 'pending_withdrawal' | 'vendor_wallet' | 'house';

export interface AccountKey {
  merchantId: string;
  kind: AccountKind;
  /** House accounts only. */
  purpose?: string;
  memberId?: string | null;
  shard?: number;
  currency: string;
}

export interface TransferRow {
  outcome: 'new' | 'repeat' | 'insufficient' | 'conflict';
  transferId: string | null;
  debitBalanceAfter: string | null;
  creditBalanceAfter: string | null;
  /** Members whose accounts moved (null for house accounts and for repeats). */
  debitMemberId: string | null;
  creditMemberId: string | null;
}

const transferColumns = `outcome, transfer_id, debit_balance_after, credit_balance_after,
  debit_member_id, credit_member_id`;
const transferStatement = {
  name: 'ledger_transfer',
  text: `SELECT ${transferColumns} FROM ledger_transfer($1, $2, $3, $4, $5, $6, $7)`,
};

/**
 * ledger_transfer() as pg's own query object, named so that each connection prepares it once.
 * pg copies a plain query config on every call, a cost felt at thousands of debits a second;
 * a query object goes as it is.
 */
async function transferOnPool(pool: pg.Pool, parameters: unknown[]) {
  const query = new pg.Query(transferStatement.text, parameters);
  (query as pg.Query & { name: string }).name = transferStatement.name;
  // Given a query object, pg-pool answers a promise of its result (its types say otherwise).
  const result = (await (pool.query(query) as unknown)) as pg.QueryResult<
    Record<string, string | null>
  >;
  return result.rows[0];
}

function fromTransferRow(row: Record<string, string | null> | undefined): TransferRow | undefined {
  if (!row) return undefined;
  return {
    outcome: row.outcome as TransferRow['outcome'],
    transferId: row.transfer_id ?? null,
    debitBalanceAfter: row.debit_balance_after ?? null,
    creditBalanceAfter: row.credit_balance_after ?? null,
    debitMemberId: row.debit_member_id ?? null,
    creditMemberId: row.credit_member_id ?? null,
  };
}

/**
 * A transfer inside a caller's transaction lost the race for its idempotency key: another one
 * with the same key committed first, and the caller's transaction is now aborted (its own
 * repeat will answer that first transfer).
 */
export class LedgerKeyRaced extends Error {
  constructor(
    readonly idempotencyKey: string,
    cause: unknown,
  ) {
    super(`ledger: another transfer took the key ${idempotencyKey} first`, { cause });
  }
}

/** SQL of the ledger: accounts found or opened, and transfers through ledger_transfer(). */
export function createLedgerRepository(db: Db) {
  return {
    /**
     * The account of a key, opened at zero the first time. `isCommitted` says whether the
     * row is known to be committed: not when the caller's transaction opened it (that may
     * yet roll back; no savepoints are used, so its own rows carry its top-level xid).
     */
    async ensureAccount(
      key: AccountKey,
      executor: Executor = db,
    ): Promise<{ id: string; isCommitted: boolean }> {
      const values = {
        merchantId: key.merchantId,
        kind: key.kind,
        purpose: key.purpose ?? '',
        memberId: key.memberId ?? null,
        shard: key.shard ?? 0,
        currency: key.currency,
      };
      const isOwnTransaction = executor !== db;
      const find = () =>
        executor
          .selectFrom('ledgerAccounts')
          .select([
            'id',
            sql<boolean>`xmin IS NOT DISTINCT FROM pg_current_xact_id_if_assigned()::xid`.as(
              'isOwn',
            ),
          ])
          .where('merchantId', '=', values.merchantId)
          .where('kind', '=', values.kind)
          .where('purpose', '=', values.purpose)
          .where((eb) =>
            values.memberId === null
              ? eb('memberId', 'is', null)
              : eb('memberId', '=', values.memberId),
          )
          .where('shard', '=', values.shard)
          .where('currency', '=', values.currency)
          .executeTakeFirst();
      // Most accounts exist: one lookup. A missing one is opened (a racing opener's wins).
      const existing = await find();
      if (existing) return { id: existing.id, isCommitted: !(isOwnTransaction && existing.isOwn) };
      const inserted = await executor
        .insertInto('ledgerAccounts')
        .values(values)
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { id: inserted.id, isCommitted: !isOwnTransaction };
      const raced = await find();
      if (!raced) throw new Error('a ledger account vanished');
      return { id: raced.id, isCommitted: true };
    },

    /**
     * One transfer, one statement (the SQL function ledger_transfer); inside a caller's
     * transaction when given one, so money moves together with the caller's own rows. Alone,
     * a racing request with the same key that commits first makes the unique index refuse
     * this one: it is asked again and answers that transfer (repeat, or conflict). Inside a
     * caller's transaction the refusal fails it instead (the caller retries).
     */
    async transfer(
      values: {
        merchantId: string;
        debitAccountId: string;
        creditAccountId: string;
        amountMinor: bigint;
        kind: string;
        reference: string | null;
        idempotencyKey: string;
      },
      executor: Executor = db,
    ): Promise<TransferRow> {
      const parameters = [
        values.merchantId,
        values.debitAccountId,
        values.creditAccountId,
        values.amountMinor.toString(),
        values.kind,
        values.reference,
        values.idempotencyKey,
      ];
      // The busiest statement of all is prepared once per connection when it runs alone.
      const pool = executor === db ? poolOf(db) : undefined;
      const run = async () => {
        const row = pool
          ? fromTransferRow(await transferOnPool(pool, parameters))
          : (
              await sql<TransferRow>`SELECT ${sql.raw(transferColumns)}
                FROM ledger_transfer(${sql.join(parameters)})`.execute(executor)
            ).rows[0];
        if (!row) throw new Error('ledger_transfer answered nothing');
        return row;
      };
      try {
        return await run();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The caller's transaction can do no more: it learns the key raced, by name.
        if (executor !== db) throw new LedgerKeyRaced(values.idempotencyKey, error);
        return run();
      }
    },

    /** Balances of a member's accounts by kind. */
    async memberBalances(merchantId: string, memberId: string, executor: Executor = db) {
      return executor
        .selectFrom('ledgerAccounts')
        .select(['kind', 'purpose', 'currency', 'balanceMinor'])
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .execute();
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
