import { Redis } from 'ioredis';

/**
 * Counts one more event of a key inside its window: a window that began before ARGV[2] starts
 * again at one. Keeps when the window began and when the last event was; the key expires with
 * its window. Atomic (one script), so instances counting at once never lose a count.
 */
const addScript = `
local began = redis.call('HGET', KEYS[1], 'began')
if (not began) or tonumber(began) < tonumber(ARGV[2]) then
  redis.call('HSET', KEYS[1], 'count', 1, 'began', ARGV[1], 'last', ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return 1
end
redis.call('HSET', KEYS[1], 'last', ARGV[1])
return redis.call('HINCRBY', KEYS[1], 'count', 1)`;

/** A key's count in its window and when its last event was. */
export interface WindowCount {
  count: number;
  lastAt: Date;
}

/**
 * Counts of events in time windows (failed sign-ins, rate-limited calls) kept in Redis, shared
 * by every instance that uses the same server. The times are the app's clock, so a window
 * means the same in Redis as it does in PostgreSQL.
 */
export function createRedisCounters(redis: Redis, prefix = 'khela:') {
  const keyOf = (key: string) => `${prefix}${key}`;
  return {
    /** One more event of a key now: its count in the window of `windowMs`. */
    async add(key: string, now: Date, windowMs: number): Promise<number> {
      const windowStart = now.getTime() - windowMs;
      const count = await redis.eval(
        addScript,
        1,
        keyOf(key),
        now.getTime(),
        windowStart,
        windowMs,
      );
      return Number(count);
    },

    /** The keys with a window that began at or after `windowStart`, and their counts. */
    async read(keys: string[], windowStart: Date): Promise<Map<string, WindowCount>> {
      const found = new Map<string, WindowCount>();
      if (keys.length === 0) return found;
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.hmget(keyOf(key), 'count', 'began', 'last');
      const answers = (await pipeline.exec()) ?? [];
      keys.forEach((key, index) => {
        const [error, values] = answers[index] ?? [];
        if (error) throw error;
        const [count, began, last] = (values ?? []) as (string | null)[];
        if (count === null || count === undefined || began === null || began === undefined) return;
        if (Number(began) < windowStart.getTime()) return;
        found.set(key, { count: Number(count), lastAt: new Date(Number(last ?? began)) });
      });
      return found;
    },

    async clear(key: string): Promise<void> {
      await redis.del(keyOf(key));
    },
  };
}

export type RedisCounters = ReturnType<typeof createRedisCounters>;

/** A client of REDIS_URL that retries while Redis is away and fails a command instead of hanging. */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
}
