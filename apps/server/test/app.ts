import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp, type DeclaredRoute } from '../src/app';
import type { Db } from '../src/db/database';
import type { ScheduledJob } from '../src/jobs/jobs';
import type { Clock } from '../src/lib/clock';
import type { MerchantService } from '../src/domains/platform/merchant/merchant.service';
import type { SmsProvider } from '../src/domains/identity/sms/sms.providers';
import type { BalanceEvents } from '../src/plugins/balance-events';
import type { FeedReader, SportsNotices } from '../src/domains/sportsbook';
import type { RoundEngine, TableFeed } from '../src/domains/tables';

/**
 * The lottery seed key of every test app and service (a deployment's is its key file): apps on
 * one test database agree on the chains they publish, as a deployment's servers do.
 */
export const testLotterySeedKey = Buffer.alloc(32, 0x5e);

/** An app over a test database, without static files, cache off so changes show at once. */
export async function createTestApp(
  db: Db,
  options: {
    clock?: Clock;
    trustProxy?: boolean | string[] | number;
    smsProvider?: SmsProvider;
    captchaRandom?: () => number;
    /** Count sign-in failures and rate limits in this Redis instead of PostgreSQL. */
    redis?: Redis;
    /** Receives each log line (info and above), parsed. */
    logTo?: (line: { level: number; msg?: string }) => void;
  } = {},
): Promise<{
  app: FastifyInstance;
  merchants: MerchantService;
  balanceEvents: BalanceEvents;
  jobs: ScheduledJob[];
  tables: { engine: RoundEngine; feed: TableFeed };
  sportsbook: { notices: SportsNotices; reader: FeedReader };
  declaredRoutes: DeclaredRoute[];
  startDraining: () => void;
}> {
  const missing = path.join('/nonexistent', 'dist');
  const built = await buildApp({
    config: {
      trustProxy: options.trustProxy ?? false,
      logLevel: process.env.TEST_LOG_LEVEL ?? (options.logTo ? 'info' : 'silent'),
      webDistDir: missing,
      opsDistDir: missing,
    },
    db,
    lotterySeedKey: testLotterySeedKey,
    clock: options.clock,
    smsProvider: options.smsProvider,
    captchaRandom: options.captchaRandom,
    redis: options.redis,
    configCacheTtlMs: 0,
    isLogging: process.env.TEST_LOG_LEVEL !== undefined || options.logTo !== undefined,
    logStream: options.logTo && {
      write: (line: string) => options.logTo?.(JSON.parse(line) as { level: number }),
    },
    isCheckingAnswers: true,
  });
  await built.app.ready();
  return built;
}

/** A clock that stays where a test puts it. */
export function fixedClock(iso: string): Clock & { set(next: string): void } {
  let now = new Date(iso);
  return {
    now: () => new Date(now),
    set(next: string) {
      now = new Date(next);
    },
  };
}

/** A refusal's field errors by path (the answer of a validation failure). */
export function fieldErrorsOf(response: {
  json(): unknown;
}): Record<string, { code: string; params?: unknown }> {
  const body = response.json() as { fields?: { path: string; code: string; params?: unknown }[] };
  return Object.fromEntries((body.fields ?? []).map((field) => [field.path, field]));
}
