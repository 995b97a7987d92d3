import type { Db } from '../../../db/database';

/** SQL of password reset links. */
export function createPasswordRepository(db: Db) {
  return {
    async insertReset(values: {
      tokenHash: Buffer;
      merchantId: string;
      memberId: string;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db.insertInto('passwordResets').values(values).execute();
    },

    /** Links sent to a member since a moment (a throttle). */
    async countSince(merchantId: string, memberId: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('passwordResets')
        .select(db.fn.countAll<string>().as('count'))
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .where('createdAt', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Uses a live link once; answers its member, or undefined when it cannot be used. */
    async useReset(merchantId: string, tokenHash: Buffer, now: Date) {
      const row = await db
        .updateTable('passwordResets')
        .set({ usedAt: now })
        .where('tokenHash', '=', tokenHash)
        .where('merchantId', '=', merchantId)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning('memberId')
        .executeTakeFirst();
      return row?.memberId;
    },
  };
}

export type PasswordRepository = ReturnType<typeof createPasswordRepository>;
