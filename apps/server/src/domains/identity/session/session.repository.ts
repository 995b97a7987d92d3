import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { SessionProof } from '../../../db/schema';
import type { RedisCounters } from '../../../lib/redis-counters';

/** SQL of member sessions and failed sign-ins. */
export function createSessionRepository(db: Db, counters?: RedisCounters) {
  const failureKey = (merchantId: string, subject: string) => `failures:${merchantId}:${subject}`;
  return {
    async insertSession(values: {
      tokenHash: Buffer;
      memberId: string;
      merchantId: string;
      now: Date;
      expiresAt: Date;
      ip: string;
      userAgent: string | null;
      proof: SessionProof;
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
          proof: values.proof,
        })
        .execute();
    },

    /**
     * A live session and its member in one statement (one round trip on every signed-in
     * request); the idle clock moves only when it is older than `touchBefore`, so a busy
     * session does not write on every request.
     */
    async liveSession(
      merchantId: string,
      tokenHash: Buffer,
      times: { now: Date; idleSince: Date; touchBefore: Date },
    ) {
      const { rows } = await sql<{
        sessionCreatedAt: Date;
        sessionExpiresAt: Date;
        proof: SessionProof;
        id: string;
        username: string;
        passwordHash: string;
        isAgent: number;
        nickname: string | null;
        status: 'active' | 'disabled';
        uplineId: string | null;
        mustChangePassword: boolean;
        passwordChangedAt: Date;
      }>`
        WITH live AS (
          SELECT token_hash, member_id, created_at, expires_at, proof, last_seen_at
          FROM member_sessions
          WHERE token_hash = ${tokenHash} AND merchant_id = ${merchantId}
            AND expires_at > ${times.now} AND last_seen_at > ${times.idleSince}),
        touched AS (
          UPDATE member_sessions SET last_seen_at = ${times.now}
          WHERE token_hash = (SELECT token_hash FROM live WHERE last_seen_at < ${times.touchBefore}))
        SELECT live.created_at AS session_created_at, live.expires_at AS session_expires_at,
          live.proof, m.id, m.username,
          m.password_hash, m.is_agent, m.nickname, m.status, m.upline_id,
          m.must_change_password, m.password_changed_at
        FROM live JOIN members m ON m.id = live.member_id AND m.merchant_id = ${merchantId}`.execute(
        db,
      );
      return rows[0];
    },

    /** Ends every session of a member but the one kept (after a password change). */
    async deleteOtherSessions(merchantId: string, memberId: string, keepTokenHash?: Buffer) {
      let query = db
        .deleteFrom('memberSessions')
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId);
      if (keepTokenHash) query = query.where('tokenHash', '!=', keepTokenHash);
      await query.execute();
    },

    async deleteSession(merchantId: string, tokenHash: Buffer): Promise<void> {
      await db
        .deleteFrom('memberSessions')
        .where('tokenHash', '=', tokenHash)
        .where('merchantId', '=', merchantId)
        .execute();
    },

    async insertRememberToken(values: {
      tokenHash: Buffer;
      memberId: string;
      merchantId: string;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .insertInto('rememberTokens')
        .values({
          tokenHash: values.tokenHash,
          memberId: values.memberId,
          merchantId: values.merchantId,
          createdAt: values.now,
          expiresAt: values.expiresAt,
        })
        .execute();
      await db.deleteFrom('rememberTokens').where('expiresAt', '<', values.now).execute();
    },

    /** Uses a live remember token once; answers its member and end, or undefined. */
    useRememberToken(merchantId: string, tokenHash: Buffer, now: Date) {
      return db
        .updateTable('rememberTokens')
        .set({ usedAt: now })
        .where('tokenHash', '=', tokenHash)
        .where('merchantId', '=', merchantId)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning(['memberId', 'expiresAt'])
        .executeTakeFirst();
    },

    async deleteRememberToken(merchantId: string, tokenHash: Buffer): Promise<void> {
      await db
        .deleteFrom('rememberTokens')
        .where('merchantId', '=', merchantId)
        .where('tokenHash', '=', tokenHash)
        .execute();
    },

    /** Forgets every remembered browser of a member (after a password change). */
    async deleteRememberTokens(merchantId: string, memberId: string): Promise<void> {
      await db
        .deleteFrom('rememberTokens')
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .execute();
    },

    async isKnownAddress(memberId: string, ip: string): Promise<boolean> {
      const row = await db
        .selectFrom('memberKnownAddresses')
        .select('memberId')
        .where('memberId', '=', memberId)
        .where('ip', '=', ip)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Notes that the member proved themselves from this address. */
    async recordAddress(memberId: string, ip: string, now: Date): Promise<void> {
      await db
        .insertInto('memberKnownAddresses')
        .values({ memberId, ip, firstSeenAt: now, lastSeenAt: now })
        .onConflict((conflict) =>
          conflict.columns(['memberId', 'ip']).doUpdateSet({ lastSeenAt: now }),
        )
        .execute();
    },

    /**
     * Counts a failure; a window older than windowStart starts again at one. In Redis when the
     * app has one, else in PostgreSQL: either way every instance counts together.
     */
    async recordFailure(merchantId: string, subject: string, now: Date, windowStart: Date) {
      if (counters) {
        const windowMs = now.getTime() - windowStart.getTime();
        await counters.add(failureKey(merchantId, subject), now, windowMs);
        return;
      }
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

    /** Failures of each subject inside the window: how many, and when the last was. */
    async failures(merchantId: string, subjects: string[], windowStart: Date) {
      if (counters) {
        const found = await counters.read(
          subjects.map((subject) => failureKey(merchantId, subject)),
          windowStart,
        );
        return new Map(
          subjects.flatMap((subject) => {
            const count = found.get(failureKey(merchantId, subject));
            return count ? [[subject, count] as const] : [];
          }),
        );
      }
      const rows = await db
        .selectFrom('loginFailures')
        .select(['subject', 'failures', 'lastFailedAt'])
        .where('merchantId', '=', merchantId)
        .where('subject', 'in', subjects)
        .where('firstFailedAt', '>=', windowStart)
        .execute();
      return new Map(
        rows.map((row) => [
          row.subject,
          { count: row.failures, lastAt: new Date(row.lastFailedAt) },
        ]),
      );
    },

    async clearFailures(merchantId: string, subject: string): Promise<void> {
      if (counters) return counters.clear(failureKey(merchantId, subject));
      await db
        .deleteFrom('loginFailures')
        .where('merchantId', '=', merchantId)
        .where('subject', '=', subject)
        .execute();
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
