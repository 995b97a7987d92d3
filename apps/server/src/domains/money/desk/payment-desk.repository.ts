import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { Executor } from '../../../db/database';

/** A desk lists at most this many methods, channels and receiving accounts of a merchant. */
const rowsMax = 500;

/** SQL of the payment desk: the merchant's methods, channels, receiving accounts, gateways. */
export function createPaymentDeskRepository(db: Db) {
  return {
    methods(merchantId: string) {
      return db
        .selectFrom('paymentMethods')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .orderBy('sortOrder')
        .orderBy('id')
        .limit(rowsMax)
        .execute();
    },

    channels(merchantId: string) {
      return db
        .selectFrom('paymentChannels as c')
        .leftJoin('paymentGateways as g', 'g.id', 'c.gatewayId')
        .selectAll('c')
        .select('g.code as gatewayCode')
        .where('c.merchantId', '=', merchantId)
        .orderBy('c.sortOrder')
        .orderBy('c.id')
        .limit(rowsMax)
        .execute();
    },

    /** Receiving accounts with the orders still waiting for a payment to each. */
    receivingAccounts(merchantId: string) {
      return db
        .selectFrom('receivingAccounts as a')
        .selectAll('a')
        .select(
          sql<number>`(SELECT count(*) FROM deposit_orders o WHERE o.receiving_account_id = a.id
            AND o.status IN ('awaiting_payment', 'submitted'))::int`.as('openOrders'),
        )
        .where('a.merchantId', '=', merchantId)
        .orderBy('a.id')
        .limit(rowsMax)
        .execute();
    },

    gateways(merchantId: string) {
      return db
        .selectFrom('paymentGateways')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .orderBy('code')
        .limit(rowsMax)
        .execute();
    },

    gatewayId(merchantId: string, code: string) {
      return db
        .selectFrom('paymentGateways')
        .select('id')
        .where('merchantId', '=', merchantId)
        .where('code', '=', code)
        .executeTakeFirst();
    },

    method(merchantId: string, id: string) {
      return db
        .selectFrom('paymentMethods')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    channel(merchantId: string, id: string) {
      return db
        .selectFrom('paymentChannels')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    receivingAccount(merchantId: string, id: string) {
      return db
        .selectFrom('receivingAccounts')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    gateway(merchantId: string, code: string) {
      return db
        .selectFrom('paymentGateways')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .where('code', '=', code)
        .executeTakeFirst();
    },

    async insertMethod(
      trx: Executor,
      values: {
        merchantId: string;
        code: string;
        name: string;
        kind: 'mobile_money' | 'bank' | 'crypto';
        iconUrl: string | null;
        allowsWithdrawal: boolean;
        sortOrder: number;
      },
    ): Promise<string> {
      const row = await trx
        .insertInto('paymentMethods')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateMethod(
      trx: Executor,
      key: { merchantId: string; id: string },
      values: {
        name?: string;
        iconUrl?: string | null;
        isEnabled?: boolean;
        allowsWithdrawal?: boolean;
        sortOrder?: number;
      },
    ): Promise<void> {
      await trx
        .updateTable('paymentMethods')
        .set(values)
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
        .execute();
    },

    async insertChannel(
      trx: Executor,
      values: {
        merchantId: string;
        methodId: string;
        code: string;
        name: string;
        minMinor: string;
        maxMinor: string;
        chipsMinor: string[];
        orderMinutes: number;
        gatewayId: string | null;
        sortOrder: number;
      },
    ): Promise<string> {
      const row = await trx
        .insertInto('paymentChannels')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateChannel(
      trx: Executor,
      key: { merchantId: string; id: string },
      values: {
        name?: string;
        minMinor?: string;
        maxMinor?: string;
        chipsMinor?: string[];
        orderMinutes?: number;
        gatewayId?: string | null;
        isEnabled?: boolean;
        sortOrder?: number;
      },
    ): Promise<void> {
      await trx
        .updateTable('paymentChannels')
        .set(values)
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
        .execute();
    },

    async insertReceivingAccount(
      trx: Executor,
      values: { merchantId: string; channelId: string; accountName: string; accountNumber: string },
    ): Promise<string> {
      const row = await trx
        .insertInto('receivingAccounts')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateReceivingAccount(
      trx: Executor,
      key: { merchantId: string; id: string },
      values: { accountName?: string; isEnabled?: boolean },
    ): Promise<void> {
      await trx
        .updateTable('receivingAccounts')
        .set(values)
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
        .execute();
    },

    async insertGateway(
      trx: Executor,
      values: { merchantId: string; code: string; adapter: string; payUrl: string; secret: string },
    ): Promise<void> {
      await trx.insertInto('paymentGateways').values(values).execute();
    },

    async updateGateway(
      trx: Executor,
      key: { merchantId: string; code: string },
      values: { payUrl?: string; secret?: string; isEnabled?: boolean },
    ): Promise<void> {
      await trx
        .updateTable('paymentGateways')
        .set(values)
        .where('merchantId', '=', key.merchantId)
        .where('code', '=', key.code)
        .execute();
    },
  };
}

export type PaymentDeskRepository = ReturnType<typeof createPaymentDeskRepository>;
