import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { SmsPurpose } from '../../../db/schema';

/** SQL of one-time SMS codes and the outbox. */
export function createSmsRepository(db: Db) {
  return {
    async insertCode(values: {
      merchantId: string;
      purpose: SmsPurpose;
      countryDialingCode: string;
      mobileNum: string;
      codeHash: Buffer;
      now: Date;
      expiresAt: Date;
      ip: string;
    }): Promise<void> {
      await db
        .insertInto('smsCodes')
        .values({
          merchantId: values.merchantId,
          purpose: values.purpose,
          countryDialingCode: values.countryDialingCode,
          mobileNum: values.mobileNum,
          codeHash: values.codeHash,
          createdAt: values.now,
          expiresAt: values.expiresAt,
          requestedIp: values.ip,
        })
        .execute();
    },

    /** The newest code for a number and purpose, whatever its state. */
    latestCode(
      merchantId: string,
      purpose: SmsPurpose,
      countryDialingCode: string,
      mobileNum: string,
    ) {
      return db
        .selectFrom('smsCodes')
        .select(['id', 'codeHash', 'attempts', 'createdAt', 'expiresAt', 'consumedAt'])
        .where('merchantId', '=', merchantId)
        .where('purpose', '=', purpose)
        .where('countryDialingCode', '=', countryDialingCode)
        .where('mobileNum', '=', mobileNum)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Codes sent to a number, and from an address, since a moment. */
    async recentCounts(
      merchantId: string,
      countryDialingCode: string,
      mobileNum: string,
      ip: string,
      since: Date,
    ) {
      const row = await db
        .selectFrom('smsCodes')
        .select([
          sql<string>`count(*) FILTER (WHERE country_dialing_code = ${countryDialingCode} AND mobile_num = ${mobileNum})`.as(
            'byNumber',
          ),
          sql<string>`count(*) FILTER (WHERE requested_ip = ${ip}::inet)`.as('byAddress'),
        ])
        .where('merchantId', '=', merchantId)
        .where('createdAt', '>=', since)
        .executeTakeFirstOrThrow();
      return { byNumber: Number(row.byNumber), byAddress: Number(row.byAddress) };
    },

    /** Counts one try at a code, unless it has had `max` already; whether it may be tried. */
    async takeAttempt(codeId: string, max: number): Promise<boolean> {
      const row = await db
        .updateTable('smsCodes')
        .set({ attempts: sql`attempts + 1` })
        .where('id', '=', codeId)
        .where('attempts', '<', max)
        .where('consumedAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Marks a code used; false when another request used it first. */
    async consume(codeId: string, now: Date): Promise<boolean> {
      const row = await db
        .updateTable('smsCodes')
        .set({ consumedAt: now })
        .where('id', '=', codeId)
        .where('consumedAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertOutbox(values: {
      merchantId: string;
      recipient: string;
      body: string;
      provider: string;
      status: 'stored' | 'sent' | 'failed';
      providerRef: string | null;
      error: string | null;
      now: Date;
    }): Promise<void> {
      const { now, ...message } = values;
      await db
        .insertInto('smsOutbox')
        .values({ ...message, createdAt: now })
        .execute();
    },
  };
}

export type SmsRepository = ReturnType<typeof createSmsRepository>;
