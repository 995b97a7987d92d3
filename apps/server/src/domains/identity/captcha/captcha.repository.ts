import { sql } from 'kysely';
import type { Db } from '../../../db/database';

const cleanupBatchMax = 200;

/** SQL of captcha challenges. */
export function createCaptchaRepository(db: Db) {
  return {
    async insert(values: {
      id: string;
      merchantId: string | null;
      answerHash: Buffer;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db.insertInto('captchaChallenges').values(values).execute();
    },

    /** Uses a live challenge once; answers its stored hash, or undefined. */
    async use(merchantId: string | null, id: string, now: Date) {
      const row = await db
        .updateTable('captchaChallenges')
        .set({ usedAt: now })
        .where('id', '=', id)
        .where(sql<boolean>`merchant_id IS NOT DISTINCT FROM ${merchantId}`)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning('answerHash')
        .executeTakeFirst();
      return row?.answerHash;
    },

    /** Removes a bounded batch of long-expired challenges. */
    async deleteExpired(before: Date): Promise<void> {
      await sql`DELETE FROM captcha_challenges WHERE id IN (
        SELECT id FROM captcha_challenges WHERE expires_at < ${before} LIMIT ${cleanupBatchMax})`.execute(
        db,
      );
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
