import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { WithdrawalStatus } from '../../../db/schema';
import type { Executor } from '../../../db/database';

/** A payout account as shown: its own columns and its method's (payoutAccounts a, methods m). */
const accountColumns = [
  'a.accountName',
  'a.accountNumber',
  'a.bankName',
  'm.code as methodCode',
  'm.name as methodName',
  'm.kind as methodKind',
] as const;

/** SQL of payout accounts, withdrawals and their proof images. */
export function createWithdrawalRepository(db: Db) {
  function withdrawals(executor: Executor = db) {
    return executor
      .selectFrom('withdrawals as w')
      .innerJoin('payoutAccounts as a', 'a.id', 'w.payoutAccountId')
      .innerJoin('paymentMethods as m', 'm.id', 'a.methodId')
      .innerJoin('members as p', 'p.id', 'w.memberId')
      .selectAll('w')
      .select([
        'p.username',
        ...accountColumns,
        (eb) =>
          eb
            .selectFrom('withdrawalProofs')
            .select((inner) => inner.fn.countAll<string>().as('count'))
            .whereRef('withdrawalProofs.withdrawalId', '=', 'w.id')
            .as('proofCount'),
      ]);
  }

  return {
    /** Methods a member may be paid through. */
    methods(merchantId: string) {
      return db
        .selectFrom('paymentMethods')
        .select(['id', 'code', 'name', 'kind'])
        .where('merchantId', '=', merchantId)
        .where('isEnabled', '=', true)
        .where('allowsWithdrawal', '=', true)
        .orderBy('sortOrder')
        .orderBy('id')
        .execute();
    },

    payoutAccounts(merchantId: string, memberId: string) {
      return db
        .selectFrom('payoutAccounts as a')
        .innerJoin('paymentMethods as m', 'm.id', 'a.methodId')
        .select(['a.id', ...accountColumns, 'm.isEnabled', 'm.allowsWithdrawal'])
        .where('a.merchantId', '=', merchantId)
        .where('a.memberId', '=', memberId)
        .orderBy('a.id')
        .execute();
    },

    /** A new payout account, or undefined when the member has it already. */
    async insertPayoutAccount(values: {
      merchantId: string;
      memberId: string;
      methodId: string;
      accountName: string;
      accountNumber: string;
      bankName: string | null;
      now: Date;
    }) {
      const row = await db
        .insertInto('payoutAccounts')
        .values({
          merchantId: values.merchantId,
          memberId: values.memberId,
          methodId: values.methodId,
          accountName: values.accountName,
          accountNumber: values.accountNumber,
          bankName: values.bankName,
          createdAt: values.now,
        })
        .onConflict((conflict) =>
          conflict.columns(['memberId', 'methodId', 'accountNumber']).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Serialises a member's withdrawal requests (limits are counted under this lock). */
    async lockMember(trx: Executor, merchantId: string, memberId: string) {
      await trx
        .selectFrom('members')
        .select('id')
        .where('merchantId', '=', merchantId)
        .where('id', '=', memberId)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    /** Withdrawals of a member since an instant that were not turned down. */
    async usedSince(trx: Executor, merchantId: string, memberId: string, since: Date) {
      const row = await trx
        .selectFrom('withdrawals')
        .select((eb) => [
          eb.fn.countAll<string>().as('count'),
          sql<string>`coalesce(sum(amount_minor), 0)::text`.as('total'),
        ])
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .where('createdAt', '>=', since)
        .where('status', '<>', 'rejected')
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), totalMinor: BigInt(row.total) };
    },

    /** The id the next withdrawal will have (its hold names it before the row exists). */
    async nextId(trx: Executor): Promise<string> {
      const { rows } = await sql<{ id: string }>`
        SELECT nextval(pg_get_serial_sequence('withdrawals', 'id'))::text AS id`.execute(trx);
      const row = rows[0];
      if (!row) throw new Error('no withdrawal id');
      return row.id;
    },

    async insert(
      trx: Executor,
      values: {
        id: string;
        merchantId: string;
        memberId: string;
        payoutAccountId: string;
        amountMinor: bigint;
        currency: string;
        idempotencyKey: string;
        holdTransferId: string;
        now: Date;
      },
    ) {
      // The id was taken from the sequence already (nextId), so the row names it.
      const { rows } = await sql<{ id: string }>`
        INSERT INTO withdrawals (id, merchant_id, member_id, payout_account_id, amount_minor,
            currency, idempotency_key, hold_transfer_id, created_at)
        OVERRIDING SYSTEM VALUE
        VALUES (${values.id}, ${values.merchantId}, ${values.memberId}, ${values.payoutAccountId},
          ${values.amountMinor.toString()}, ${values.currency}, ${values.idempotencyKey},
          ${values.holdTransferId}, ${values.now})
        RETURNING id`.execute(trx);
      const row = rows[0];
      if (!row) throw new Error('withdrawal not inserted');
      return row.id;
    },

    byKey(merchantId: string, memberId: string, idempotencyKey: string) {
      return withdrawals()
        .where('w.merchantId', '=', merchantId)
        .where('w.memberId', '=', memberId)
        .where('w.idempotencyKey', '=', idempotencyKey)
        .executeTakeFirst();
    },

    /** One withdrawal; of one merchant unless the scope is null (a platform operator). */
    byId(id: string, scope: string | null, memberId?: string) {
      let query = withdrawals().where('w.id', '=', id);
      if (scope !== null) query = query.where('w.merchantId', '=', scope);
      if (memberId !== undefined) query = query.where('w.memberId', '=', memberId);
      return query.executeTakeFirst();
    },

    /** The same, locked for a decision inside the caller's transaction. */
    async lock(trx: Executor, id: string, scope: string | null) {
      let query = trx.selectFrom('withdrawals').selectAll().where('id', '=', id);
      if (scope !== null) query = query.where('merchantId', '=', scope);
      return query.forUpdate().executeTakeFirst();
    },

    ofMember(merchantId: string, memberId: string, limit: number) {
      return withdrawals()
        .where('w.merchantId', '=', merchantId)
        .where('w.memberId', '=', memberId)
        .orderBy('w.id', 'desc')
        .limit(limit)
        .execute();
    },

    queue(scope: string | null, statuses: WithdrawalStatus[], limit: number) {
      let query = withdrawals().where('w.status', 'in', statuses).orderBy('w.id').limit(limit);
      if (scope !== null) query = query.where('w.merchantId', '=', scope);
      return query.execute();
    },

    async update(
      trx: Executor,
      id: string,
      values: Partial<{
        status: WithdrawalStatus;
        approvedAt: Date;
        approvedBy: string;
        rejectedAt: Date;
        rejectedBy: string;
        rejectReason: string;
        disbursedAt: Date;
        disbursedBy: string;
        payoutReference: string;
        receiptDueAt: Date;
        receiptAt: Date;
        receivedMinor: string;
        receiptNote: string | null;
        resolution: 'refunded' | 'paid_confirmed';
        refundMinor: string;
        resolvedAt: Date;
        resolvedBy: string;
        resolutionNote: string;
        releaseTransferId: string;
        refundTransferId: string;
      }>,
    ) {
      await trx.updateTable('withdrawals').set(values).where('id', '=', id).execute();
    },

    async insertProof(
      trx: Executor,
      values: {
        merchantId: string;
        withdrawalId: string;
        contentType: 'image/png' | 'image/jpeg';
        bytes: Buffer;
        now: Date;
      },
    ) {
      await trx
        .insertInto('withdrawalProofs')
        .values({
          merchantId: values.merchantId,
          withdrawalId: values.withdrawalId,
          contentType: values.contentType,
          bytes: values.bytes,
          createdAt: values.now,
        })
        .execute();
    },

    /** The n-th proof (1-based) of a withdrawal. */
    proof(withdrawalId: string, n: number) {
      return db
        .selectFrom('withdrawalProofs')
        .select(['contentType', 'bytes'])
        .where('withdrawalId', '=', withdrawalId)
        .orderBy('id')
        .offset(n - 1)
        .limit(1)
        .executeTakeFirst();
    },

    /** Disbursed withdrawals nobody confirmed in time, oldest first. */
    async overdueReceipts(now: Date, limit: number) {
      const rows = await db
        .selectFrom('withdrawals')
        .select('id')
        .where('status', '=', 'disbursed')
        .where('receiptDueAt', '<=', now)
        .orderBy('receiptDueAt')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type WithdrawalRepository = ReturnType<typeof createWithdrawalRepository>;
export type WithdrawalRow = NonNullable<Awaited<ReturnType<WithdrawalRepository['byId']>>>;
