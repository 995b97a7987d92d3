import { sql } from 'kysely';
import type { Db } from '../../../db/database';

const cleanupBatchMax = 200;

/** SQL of slider challenges and the passes they give. */
export function createHumanCheckRepository(db: Db) {
  return {
    async insert(values: {
      id: string;
      merchantId: string;
      targetLeft: number;
      targetTop: number;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db.insertInto('humanChallenges').values(values).execute();
    },

    /** Takes the one attempt of a live challenge; answers where the piece belongs, or undefined. */
    async attempt(merchantId: string, id: string, now: Date) {
      return db
        .updateTable('humanChallenges')
        .set({ attemptedAt: now })
        .where('id', '=', id)
        .where('merchantId', '=', merchantId)
        .where('attemptedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning(['targetLeft', 'targetTop'])
        .executeTakeFirst();
    },

    async grantPass(id: string, passHash: Buffer, expiresAt: Date) {
      await db
        .updateTable('humanChallenges')
        .set({ passHash, passExpiresAt: expiresAt })
        .where('id', '=', id)
        .execute();
    },

    /** Uses a live pass once; whether there was one. */
    async usePass(merchantId: string, passHash: Buffer, now: Date): Promise<boolean> {
      const row = await db
        .updateTable('humanChallenges')
        .set({ passUsedAt: now })
        .where('passHash', '=', passHash)
        .where('merchantId', '=', merchantId)
        .where('passUsedAt', 'is', null)
        .where('passExpiresAt', '>', now)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Removes a bounded batch of challenges whose passes can no longer be used. */
    async deleteExpired(before: Date): Promise<void> {
      await sql`DELETE FROM human_challenges WHERE id IN (
        SELECT id FROM human_challenges WHERE expires_at < ${before} LIMIT ${cleanupBatchMax})`.execute(
        db,
      );
    },
  };
}

export type HumanCheckRepository = ReturnType<typeof createHumanCheckRepository>;
