import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/refusals';
import type { DepositStatus } from '../../../db/schema';
import type { Executor } from '../../../db/database';

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
  'paymentGateways.code as gatewayCode',
  'paymentGateways.adapter as gatewayAdapter',
  'paymentGateways.payUrl as gatewayPayUrl',
  'paymentGateways.secret as gatewaySecret',
] as const;

/** A player may still submit the TrxID of a payment made this long after the countdown. */
export const latePaymentMs = 24 * 60 * 60_000;

/**
 * How opening an order went: a new order, the order a repeated key opened before, another
 * order under the same key (conflict), or no receiving account left on the channel.
 */
export type OpenedOrder =
  | { kind: 'opened'; id: string }
  | { kind: 'repeat'; id: string }
  | { kind: 'conflict' }
  | { kind: 'no_account' };

/** SQL of the deposit desk: methods, channels, rotated receiving accounts and orders. */
export function createDepositRepository(db: Db) {
  function orders() {
    return db
      .selectFrom('depositOrders')
      .innerJoin('paymentChannels', 'paymentChannels.id', 'depositOrders.channelId')
      .innerJoin('paymentMethods', 'paymentMethods.id', 'paymentChannels.methodId')
      .leftJoin('receivingAccounts', 'receivingAccounts.id', 'depositOrders.receivingAccountId')
      .leftJoin('paymentGateways', 'paymentGateways.id', 'paymentChannels.gatewayId')
      .select(orderColumns);
  }

  return {
    /**
     * Enabled channels of enabled methods with at least one enabled receiving account, or
     * served by an enabled automatic gateway.
     */
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
        .select('paymentChannels.gatewayId')
        .where(({ exists, or, selectFrom }) =>
          or([
            exists(
              selectFrom('paymentGateways')
                .select('paymentGateways.id')
                .whereRef('paymentGateways.id', '=', 'paymentChannels.gatewayId')
                .where('paymentGateways.isEnabled', '=', true),
            ),
            exists(
              selectFrom('receivingAccounts')
                .select('receivingAccounts.id')
                .whereRef('receivingAccounts.channelId', '=', 'paymentChannels.id')
                .where('receivingAccounts.isEnabled', '=', true),
            ),
          ]),
        )
        .orderBy('paymentMethods.sortOrder')
        .orderBy('paymentChannels.sortOrder')
        .execute();
    },

    /**
     * Opens an order on the channel's least recently used receiving account (rotation), in
     * one statement. A repeated key answers the order it opened before.
     */
    async openOrder(values: {
      merchantId: string;
      memberId: string;
      channelId: string;
      amountMinor: bigint;
      currency: string;
      idempotencyKey: string;
      /** Paid through an automatic gateway: no receiving account is handed out. */
      isGateway: boolean;
      now: Date;
      expiresAt: Date;
    }): Promise<OpenedOrder> {
      try {
        const result = await sql<{ id: string }>`
          WITH account AS (
            UPDATE receiving_accounts SET last_used_at = ${values.now}
            WHERE NOT ${values.isGateway} AND id = (
              SELECT id FROM receiving_accounts
              WHERE channel_id = ${values.channelId} AND merchant_id = ${values.merchantId}
                AND is_enabled
              ORDER BY last_used_at NULLS FIRST, id
              LIMIT 1 FOR UPDATE SKIP LOCKED)
            RETURNING id),
          source AS (
            SELECT id FROM account
            UNION ALL SELECT NULL::bigint WHERE ${values.isGateway})
          INSERT INTO deposit_orders (merchant_id, member_id, channel_id, receiving_account_id,
              amount_minor, currency, idempotency_key, created_at, expires_at)
          SELECT ${values.merchantId}, ${values.memberId}, ${values.channelId}, source.id,
              ${values.amountMinor.toString()}, ${values.currency}, ${values.idempotencyKey},
              ${values.now}, ${values.expiresAt}
          FROM source
          RETURNING id`.execute(db);
        const id = result.rows[0]?.id;
        return id === undefined ? { kind: 'no_account' } : { kind: 'opened', id };
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
        return isSame ? { kind: 'repeat', id: earlier.id } : { kind: 'conflict' };
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
    queue(
      merchantId: string | null,
      status: 'submitted' | 'awaiting_payment',
      now: Date,
      limit: number,
    ) {
      let query = orders()
        .innerJoin('members', 'members.id', 'depositOrders.memberId')
        .select('members.username')
        .where('depositOrders.status', '=', status)
        .orderBy('depositOrders.id')
        .limit(limit);
      // Unpaid orders past their time are expired, whether or not the sweep has marked them.
      if (status === 'awaiting_payment') query = query.where('depositOrders.expiresAt', '>', now);
      if (merchantId !== null) query = query.where('depositOrders.merchantId', '=', merchantId);
      return query.execute();
    },

    order(orderId: string) {
      return orders().where('depositOrders.id', '=', orderId).executeTakeFirst();
    },

    /** An order of an automatic gateway, for its callback. */
    gatewayOrder(merchantId: string, gatewayCode: string, orderId: string) {
      return orders()
        .where('depositOrders.merchantId', '=', merchantId)
        .where('paymentGateways.code', '=', gatewayCode)
        .where('depositOrders.id', '=', orderId)
        .executeTakeFirst();
    },

    gateway(merchantId: string, code: string) {
      return db
        .selectFrom('paymentGateways')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .where('code', '=', code)
        .where('isEnabled', '=', true)
        .executeTakeFirst();
    },

    /** Locks an order still open to a credit (submitted, or a gateway's awaiting or late). */
    lockForCredit(trx: Executor, orderId: string, scope: string | null, statuses: DepositStatus[]) {
      let query = trx
        .selectFrom('depositOrders')
        .selectAll()
        .where('id', '=', orderId)
        .where('status', 'in', statuses);
      if (scope !== null) query = query.where('merchantId', '=', scope);
      return query.forUpdate().executeTakeFirst();
    },

    /**
     * Records an order's credit; 'reference_taken' when another order of the merchant holds
     * the gateway's reference (the caller's transaction is then spoilt: it must roll back).
     */
    async markApproved(
      trx: Executor,
      orderId: string,
      values: {
        transferId: string;
        now: Date;
        decidedBy: string | null;
        gatewayReference?: string;
      },
    ): Promise<'approved' | 'reference_taken'> {
      try {
        await trx
          .updateTable('depositOrders')
          .set({
            status: 'approved',
            transferId: values.transferId,
            decidedAt: values.now,
            decidedBy: values.decidedBy,
            ...(values.gatewayReference ? { gatewayReference: values.gatewayReference } : {}),
          })
          .where('id', '=', orderId)
          .execute();
        return 'approved';
      } catch (error) {
        if (isUniqueViolation(error, 'deposit_orders_gateway_reference')) return 'reference_taken';
        throw error;
      }
    },

    /** Rejects a submitted order; the row as it now is, or undefined when it was not open. */
    reject(
      trx: Executor,
      orderId: string,
      scope: string | null,
      values: { reason: string; now: Date; decidedBy: string },
    ) {
      let query = trx
        .updateTable('depositOrders')
        .set({
          status: 'rejected',
          rejectReason: values.reason,
          decidedAt: values.now,
          decidedBy: values.decidedBy,
        })
        .where('id', '=', orderId)
        .where('status', '=', 'submitted');
      if (scope !== null) query = query.where('merchantId', '=', scope);
      return query.returningAll().executeTakeFirst();
    },

    /**
     * Records the TrxID of an order paid by hand — on time, or late (paid after the countdown,
     * up to latePaymentMs after it); 'used' when the TrxID was seen before.
     */
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
          .where('status', 'in', ['awaiting_payment', 'expired'])
          .where('receivingAccountId', 'is not', null)
          .where('expiresAt', '>', new Date(values.now.getTime() - latePaymentMs))
          .returning('id')
          .executeTakeFirst();
        return row ? 'submitted' : 'closed';
      } catch (error) {
        if (isUniqueViolation(error, 'deposit_orders_trx')) return 'used';
        throw error;
      }
    },

    /**
     * Marks at most `limit` unpaid orders past their time expired, oldest first; servers
     * sweeping at once take different rows. Answers how many it marked.
     */
    async expire(now: Date, limit: number): Promise<number> {
      const result = await sql`
        UPDATE deposit_orders SET status = 'expired'
        WHERE id IN (
          SELECT id FROM deposit_orders
          WHERE status = 'awaiting_payment' AND expires_at <= ${now}
          ORDER BY expires_at
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },
  };
}

export type DepositRepository = ReturnType<typeof createDepositRepository>;
