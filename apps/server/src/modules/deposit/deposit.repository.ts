import { sql } from 'kysely';
import type { Db } from '../../db/database';

const orderColumns = [
  'depositOrders.id',
  'depositOrders.merchantId',
  'depositOrders.memberId',
  'depositOrders.status',
  'depositOrders.amountMinor',
  'depositOrders.currency',
  'depositOrders.trxId',
  'depositOrders.payingNumber',
  'depositOrders.createdAt',
  'depositOrders.expiresAt',
  'depositOrders.rejectReason',
  'paymentChannels.name as channelName',
  'paymentMethods.name as methodName',
  'receivingAccounts.accountName',
  'receivingAccounts.accountNumber',
] as const;

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const failure = error as { code?: string; constraint?: string };
  return failure.code === '23505' && failure.constraint === constraint;
}

/** SQL of the deposit desk: methods, channels, rotated receiving accounts and orders. */
export function createDepositRepository(db: Db) {
  function orders() {
    return db
      .selectFrom('depositOrders')
      .innerJoin('paymentChannels', 'paymentChannels.id', 'depositOrders.channelId')
      .innerJoin('paymentMethods', 'paymentMethods.id', 'paymentChannels.methodId')
      .innerJoin('receivingAccounts', 'receivingAccounts.id', 'depositOrders.receivingAccountId')
      .select(orderColumns);
  }

  return {
    /** Enabled channels of enabled methods with at least one enabled receiving account. */
    channels(merchantId: string) {
      return db
        .selectFrom('paymentChannels')
        .innerJoin('paymentMethods', 'paymentMethods.id', 'paymentChannels.methodId')
        .select([
          'paymentChannels.id',
          'paymentChannels.code',
          'paymentChannels.name',
          'paymentChannels.minMinor',
          'paymentChannels.maxMinor',
          'paymentChannels.chipsMinor',
          'paymentChannels.orderMinutes',
          'paymentMethods.code as methodCode',
          'paymentMethods.name as methodName',
          'paymentMethods.kind as methodKind',
          'paymentMethods.iconUrl as methodIconUrl',
        ])
        .where('paymentChannels.merchantId', '=', merchantId)
        .where('paymentChannels.isEnabled', '=', true)
        .where('paymentMethods.isEnabled', '=', true)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('receivingAccounts')
              .select('receivingAccounts.id')
              .whereRef('receivingAccounts.channelId', '=', 'paymentChannels.id')
              .where('receivingAccounts.isEnabled', '=', true),
          ),
        )
        .orderBy('paymentMethods.sortOrder')
        .orderBy('paymentChannels.sortOrder')
        .execute();
    },

    /**
     * Opens an order on the channel's least recently used receiving account (rotation), in
     * one statement; answers undefined when the channel has no account left. A repeated key
     * answers the order it opened before.
     */
    async openOrder(values: {
      merchantId: string;
      memberId: string;
      channelId: string;
      amountMinor: bigint;
      currency: string;
      idempotencyKey: string;
      now: Date;
      expiresAt: Date;
    }): Promise<string | 'conflict' | undefined> {
      try {
        const result = await sql<{ id: string }>`
          WITH account AS (
            UPDATE receiving_accounts SET last_used_at = ${values.now}
            WHERE id = (
              SELECT id FROM receiving_accounts
              WHERE channel_id = ${values.channelId} AND merchant_id = ${values.merchantId}
                AND is_enabled
              ORDER BY last_used_at NULLS FIRST, id
              LIMIT 1 FOR UPDATE SKIP LOCKED)
            RETURNING id)
          INSERT INTO deposit_orders (merchant_id, member_id, channel_id, receiving_account_id,
              amount_minor, currency, idempotency_key, created_at, expires_at)
          SELECT ${values.merchantId}, ${values.memberId}, ${values.channelId}, account.id,
              ${values.amountMinor.toString()}, ${values.currency}, ${values.idempotencyKey},
              ${values.now}, ${values.expiresAt}
          FROM account
          RETURNING id`.execute(db);
        return result.rows[0]?.id;
      } catch (error) {
        if (!isUniqueViolation(error, 'deposit_orders_merchant_id_member_id_idempotency_key_key')) {
          throw error;
        }
        const earlier = await db
          .selectFrom('depositOrders')
          .select(['id', 'channelId', 'amountMinor'])
          .where('merchantId', '=', values.merchantId)
          .where('memberId', '=', values.memberId)
          .where('idempotencyKey', '=', values.idempotencyKey)
          .executeTakeFirstOrThrow();
        // The key names one order: another amount or channel under it is a conflict.
        const isSame =
          earlier.channelId === values.channelId &&
          BigInt(earlier.amountMinor) === values.amountMinor;
        return isSame ? earlier.id : 'conflict';
      }
    },

    /** The member's orders still waiting for payment. */
    async countOpen(merchantId: string, memberId: string, now: Date): Promise<number> {
      const row = await db
        .selectFrom('depositOrders')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .where('status', '=', 'awaiting_payment')
        .where('expiresAt', '>', now)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    memberOrder(merchantId: string, memberId: string, orderId: string) {
      return orders()
        .where('depositOrders.merchantId', '=', merchantId)
        .where('depositOrders.memberId', '=', memberId)
        .where('depositOrders.id', '=', orderId)
        .executeTakeFirst();
    },

    memberOrders(merchantId: string, memberId: string, limit: number) {
      return orders()
        .where('depositOrders.merchantId', '=', merchantId)
        .where('depositOrders.memberId', '=', memberId)
        .orderBy('depositOrders.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Orders waiting for finance, oldest first (of one merchant, or all for the platform). */
    queue(merchantId: string | null, status: 'submitted' | 'awaiting_payment', limit: number) {
      let query = orders()
        .innerJoin('members', 'members.id', 'depositOrders.memberId')
        .select('members.username')
        .where('depositOrders.status', '=', status)
        .orderBy('depositOrders.id')
        .limit(limit);
      if (merchantId !== null) query = query.where('depositOrders.merchantId', '=', merchantId);
      return query.execute();
    },

    order(orderId: string) {
      return orders().where('depositOrders.id', '=', orderId).executeTakeFirst();
    },

    /** Records the TrxID of a live order; 'used' when the TrxID was seen before. */
    async submit(values: {
      orderId: string;
      trxId: string;
      payingNumber: string;
      now: Date;
    }): Promise<'submitted' | 'closed' | 'used'> {
      try {
        const row = await db
          .updateTable('depositOrders')
          .set({
            status: 'submitted',
            trxId: values.trxId,
            payingNumber: values.payingNumber,
            submittedAt: values.now,
          })
          .where('id', '=', values.orderId)
          .where('status', '=', 'awaiting_payment')
          .where('expiresAt', '>', values.now)
          .returning('id')
          .executeTakeFirst();
        return row ? 'submitted' : 'closed';
      } catch (error) {
        if (isUniqueViolation(error, 'deposit_orders_trx')) return 'used';
        throw error;
      }
    },

    /** Marks orders whose time ran out without a TrxID as expired. */
    async expire(now: Date, merchantId?: string): Promise<void> {
      let query = db
        .updateTable('depositOrders')
        .set({ status: 'expired' })
        .where('status', '=', 'awaiting_payment')
        .where('expiresAt', '<=', now);
      if (merchantId) query = query.where('merchantId', '=', merchantId);
      await query.execute();
    },
  };
}

export type DepositRepository = ReturnType<typeof createDepositRepository>;
