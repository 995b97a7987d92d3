import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** SQL of member sessions and failed sign-ins. */
export function createSessionRepository(db: Db) {
  return {
    async insertSession(values: {
      tokenHash: Buffer;
      memberId: string;
      merchantId: string;
      now: Date;
      expiresAt: Date;
      ip: string;
      userAgent: string | null;
    }): Promise<void> {
      await db
        .insertInto('memberSessions')
        .values({
          tokenHash: values.tokenHash,
          memberId: values.memberId,
          merchantId: values.merchantId,
          createdAt: values.now,
          lastSeenAt: values.now,
          expiresAt: values.expiresAt,
          ip: values.ip,
          userAgent: values.userAgent,
        })
        .execute();
    },

    /** Finds a live session of this merchant and moves its idle clock, in one statement. */
    touchSession(merchantId: string, tokenHash: Buffer, now: Date, idleSince: Date) {
      return db
        .updateTable('memberSessions')
        .set({ lastSeenAt: now })
        .where('tokenHash', '=', tokenHash)
        .where('merchantId', '=', merchantId)
        .where('expiresAt', '>', now)
        .where('lastSeenAt', '>', idleSince)
        .returning(['memberId', 'createdAt'])
        .executeTakeFirst();
    },

    /** Ends every other session of a member (after a password change). */
    async deleteOtherSessions(merchantId: string, memberId: string, keepTokenHash: Buffer) {
      await db
        .deleteFrom('memberSessions')
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .where('tokenHash', '!=', keepTokenHash)
        .execute();
    },

    async deleteSession(merchantId: string, tokenHash: Buffer): Promise<void> {
      await db
        .deleteFrom('memberSessions')
        .where('tokenHash', '=', tokenHash)
        .where('merchantId', '=', merchantId)
        .execute();
    },

    /** Counts a failure; a window older than windowStart starts again at one. */
    async recordFailure(merchantId: string, subject: string, now: Date, windowStart: Date) {
      await db
        .insertInto('loginFailures')
        .values({ merchantId, subject, failures: 1, firstFailedAt: now, lastFailedAt: now })
        .onConflict((conflict) =>
          conflict.columns(['merchantId', 'subject']).doUpdateSet({
            failures: sql`CASE WHEN login_failures.first_failed_at < ${windowStart} THEN 1 ELSE login_failures.failures + 1 END`,
            firstFailedAt: sql`CASE WHEN login_failures.first_failed_at < ${windowStart} THEN ${now} ELSE login_failures.first_failed_at END`,
            lastFailedAt: now,
          }),
        )
        .execute();
    },

    /** Failures of each subject inside the window. */
    async failures(merchantId: string, subjects: string[], windowStart: Date) {
      const rows = await db
        .selectFrom('loginFailures')
        .select(['subject', 'failures'])
        .where('merchantId', '=', merchantId)
        .where('subject', 'in', subjects)
        .where('firstFailedAt', '>=', windowStart)
        .execute();
      return new Map(rows.map((row) => [row.subject, row.failures]));
    },

    async clearFailures(merchantId: string, subject: string): Promise<void> {
      await db
        .deleteFrom('loginFailures')
        .where('merchantId', '=', merchantId)
        .where('subject', '=', subject)
        .execute();
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
