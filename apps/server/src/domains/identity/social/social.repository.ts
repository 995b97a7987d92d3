import type { Db } from '../../../db/database';

const cleanupBatchMax = 200;

/** SQL of social providers, linked provider accounts, pending sign-ins and tickets. */
export function createSocialRepository(db: Db) {
  return {
    /** The merchant's enabled providers, in the operator's order. */
    listEnabled(merchantId: string) {
      return db
        .selectFrom('socialProviders')
        .select(['key', 'displayName'])
        .where('merchantId', '=', merchantId)
        .where('isEnabled', '=', true)
        .orderBy('sortOrder')
        .orderBy('key')
        .execute();
    },

    findEnabled(merchantId: string, key: string) {
      return db
        .selectFrom('socialProviders')
        .select(['key', 'issuerUrl', 'clientId', 'clientSecret', 'scopes'])
        .where('merchantId', '=', merchantId)
        .where('key', '=', key)
        .where('isEnabled', '=', true)
        .executeTakeFirst();
    },

    async insertLogin(values: {
      stateHash: Buffer;
      merchantId: string;
      providerKey: string;
      codeVerifier: string;
      nonce: string;
      returnPath: string;
      requestedIp: string;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db.insertInto('socialLogins').values(values).execute();
    },

    /** Sign-ins started from an address that are still waiting for their provider. */
    async countPendingFrom(merchantId: string, ip: string, now: Date): Promise<number> {
      const row = await db
        .selectFrom('socialLogins')
        .select(db.fn.countAll<string>().as('count'))
        .where('merchantId', '=', merchantId)
        .where('requestedIp', '=', ip)
        .where('expiresAt', '>', now)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Removes a live pending sign-in and answers it, so each state is used at most once. */
    takeLogin(merchantId: string, providerKey: string, stateHash: Buffer, now: Date) {
      return db
        .deleteFrom('socialLogins')
        .where('stateHash', '=', stateHash)
        .where('merchantId', '=', merchantId)
        .where('providerKey', '=', providerKey)
        .where('expiresAt', '>', now)
        .returning(['codeVerifier', 'nonce', 'returnPath'])
        .executeTakeFirst();
    },

    findIdentity(merchantId: string, providerKey: string, subject: string) {
      return db
        .selectFrom('socialIdentities')
        .select(['memberId', 'issuer'])
        .where('merchantId', '=', merchantId)
        .where('providerKey', '=', providerKey)
        .where('subject', '=', subject)
        .executeTakeFirst();
    },

    /** Links a provider account to a member; answers false when it was linked already. */
    async insertIdentity(values: {
      merchantId: string;
      providerKey: string;
      subject: string;
      issuer: string;
      memberId: string;
      email: string | null;
      createdAt: Date;
    }): Promise<boolean> {
      const row = await db
        .insertInto('socialIdentities')
        .values(values)
        .onConflict((conflict) => conflict.doNothing())
        .returning('memberId')
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertTicket(values: {
      codeHash: Buffer;
      browserHash: Buffer;
      merchantId: string;
      memberId: string;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db.insertInto('socialTickets').values(values).execute();
    },

    /** Uses a live ticket once; answers its member, or undefined when it cannot be used. */
    async useTicket(merchantId: string, codeHash: Buffer, browserHash: Buffer, now: Date) {
      const row = await db
        .updateTable('socialTickets')
        .set({ usedAt: now })
        .where('codeHash', '=', codeHash)
        .where('browserHash', '=', browserHash)
        .where('merchantId', '=', merchantId)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning('memberId')
        .executeTakeFirst();
      return row?.memberId;
    },

    /** Removes a bounded batch of expired pending sign-ins and of expired tickets. */
    async deleteExpired(before: Date): Promise<void> {
      await db
        .deleteFrom('socialLogins')
        .where(
          'stateHash',
          'in',
          db
            .selectFrom('socialLogins')
            .select('stateHash')
            .where('expiresAt', '<', before)
            .limit(cleanupBatchMax),
        )
        .execute();
      await db
        .deleteFrom('socialTickets')
        .where(
          'codeHash',
          'in',
          db
            .selectFrom('socialTickets')
            .select('codeHash')
            .where('expiresAt', '<', before)
            .limit(cleanupBatchMax),
        )
        .execute();
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
