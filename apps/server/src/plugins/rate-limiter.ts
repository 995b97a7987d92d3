import { sql } from 'kysely';
import type { Db } from '../db/database';
import { hourMs, type Clock } from '../lib/clock';
import { AppError } from '../lib/errors';
import type { RedisCounters } from '../lib/redis-counters';
import type { RequestContext } from './context';

/** A limit: at most `max` hits per `windowMs` for one subject. */
export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

/** Limits of endpoints anyone may call; per address unless said otherwise. */
export const limits = {
  sliderIssue: { bucket: 'slider_issue', max: 60, windowMs: 10 * 60_000 },
  sliderAnswer: { bucket: 'slider_answer', max: 60, windowMs: 10 * 60_000 },
  affiliateCheck: { bucket: 'affiliate_check', max: 30, windowMs: 10 * 60_000 },
  freePlay: { bucket: 'free_play', max: 5, windowMs: hourMs },
  /** SMS sign-in codes asked from one address (sent or not: the answer never says). */
  smsLoginCode: { bucket: 'sms_login_code', max: 20, windowMs: hourMs },
  /** …and for one number, whoever asks. */
  smsLoginCodeNumber: { bucket: 'sms_login_code_number', max: 5, windowMs: hourMs },
  /** Feedback is read by people: a few notes an hour is plenty for one address. */
  feedback: { bucket: 'feedback', max: 5, windowMs: hourMs },
} satisfies Record<string, Limit>;

/**
 * Counts hits in PostgreSQL with one atomic upsert, or in Redis when the app has one (no
 * instance keeps counts in memory); a hit past the limit is refused with too_many_requests
 * until the window ends.
 */
export function createRateLimiter(deps: { db: Db; clock: Clock; counters?: RedisCounters }) {
  return {
    async hit(context: RequestContext, limit: Limit, subject = context.ip): Promise<void> {
      const now = deps.clock.now();
      if (deps.counters) {
        const key = `limit:${context.merchant.id}:${limit.bucket}:${subject}`;
        const hits = await deps.counters.add(key, now, limit.windowMs);
        if (hits > limit.max) throw new AppError('too_many_requests');
        return;
      }
      const windowStart = new Date(now.getTime() - limit.windowMs);
      const result = await sql<{ hits: number }>`
        INSERT INTO rate_limits (merchant_id, bucket, subject, window_start, hits)
        VALUES (${context.merchant.id}, ${limit.bucket}, ${subject}, ${now}, 1)
        ON CONFLICT (merchant_id, bucket, subject) DO UPDATE SET
          hits = CASE WHEN rate_limits.window_start < ${windowStart} THEN 1
                      ELSE rate_limits.hits + 1 END,
          window_start = CASE WHEN rate_limits.window_start < ${windowStart} THEN ${now}
                              ELSE rate_limits.window_start END
        RETURNING hits`.execute(deps.db);
      if ((result.rows[0]?.hits ?? 0) > limit.max) throw new AppError('too_many_requests');
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
