import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Infrastructure settings from the environment; product configuration lives in the database. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPostgresPort: number;
  isSeedDemo: boolean;
  /**
   * SPORTS_FEED_SIMULATOR: run the sportsbook's feed simulator in this process and point the
   * merchants without a feed of their own at it (the demo's live programme). On with the demo.
   */
  isSportsFeedSimulated: boolean;
  trustProxy: boolean | string[] | number;
  logLevel: string;
  webDistDir: string;
  opsDistDir: string;
  migrationsDir: string;
  /** Where the functions' source files are (the domains' `sql/` folders under it). */
  functionsRoot: string;
  shutdownTimeoutMs: number;
  /** How long /readyz fails before a stopping instance closes (a load balancer's check time). */
  drainDelayMs: number;
  /**
   * The in-house vendor's way to the wallet: unset, in process (the default); set, over HTTP to
   * `url` with its calls signed by `privateKeyPem`, as a vendor running elsewhere would.
   */
  houseWallet?: { url: string; privateKeyPem: string };
  /** REDIS_URL: sign-in failures and rate limits counted there, shared by every instance. */
  redisUrl: string | undefined;
  /** KHELA_BANNER=1 (npm start sets it): addresses and the first password also as plain text. */
  isBanner: boolean;
  /**
   * LOTTERY_SEED_KEY_FILE (default DATA_DIR/lottery-seed.key, made on first start): the key the
   * lottery's seeds derive from, outside the database; every server of a deployment shares it.
   */
  lotterySeedKeyFile: string;
}

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * TRUST_PROXY is explicit: 'false' (default, the socket address is the client), 'true' (any
 * proxy), a hop count ('1'), or a comma list of proxy addresses/CIDRs allowed to set
 * X-Forwarded-For.
 */
export function parseTrustProxy(value: string | undefined): boolean | string[] | number {
  const text = (value ?? 'false').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * A duration in milliseconds from the environment: a whole number up to `max`, or the default
 * when unset. Anything else is refused at start (a typo would otherwise mean no wait at all).
 */
export function parseMilliseconds(
  name: string,
  value: string | undefined,
  fallback: number,
  max: number,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!/^\d+$/.test(value.trim()) || ms > max) {
    throw new Error(`${name} must be a whole number of milliseconds from 0 to ${max}`);
  }
  return ms;
}

/**
 * HOUSE_WALLET_URL (the wallet's base address, e.g. http://127.0.0.1:8080) with
 * HOUSE_WALLET_KEY_FILE (the in-house vendor's RSA private key, PEM) puts the in-house vendor
 * in its remote mode; one without the other is a mistake, refused at start.
 */
export function parseHouseWallet(env: NodeJS.ProcessEnv): Config['houseWallet'] {
  const url = env.HOUSE_WALLET_URL?.trim();
  const keyFile = env.HOUSE_WALLET_KEY_FILE?.trim();
  if (!url && !keyFile) return undefined;
  if (!url || !keyFile || !/^https?:\/\/\S+$/.test(url)) {
    throw new Error('HOUSE_WALLET_URL (http(s)://…) and HOUSE_WALLET_KEY_FILE go together');
  }
  return { url, privateKeyPem: fs.readFileSync(keyFile, 'utf8') };
}

/** Reads the process environment once at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = env.KHELA_ROOT ?? repositoryRoot;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    embeddedPostgresPort: Number(env.EMBEDDED_PG_PORT ?? 54329),
    isSeedDemo: env.SEED_DEMO !== 'false',
    isSportsFeedSimulated:
      env.SPORTS_FEED_SIMULATOR === undefined
        ? env.SEED_DEMO !== 'false'
        : env.SPORTS_FEED_SIMULATOR === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: path.resolve(root, 'apps/web/dist'),
    opsDistDir: path.resolve(root, 'apps/ops/dist'),
    migrationsDir: path.resolve(root, 'apps/server/migrations'),
    functionsRoot: path.resolve(root, 'apps/server/src'),
    shutdownTimeoutMs: parseMilliseconds(
      'SHUTDOWN_TIMEOUT_MS',
      env.SHUTDOWN_TIMEOUT_MS,
      10_000,
      600_000,
    ),
    drainDelayMs: parseMilliseconds('DRAIN_DELAY_MS', env.DRAIN_DELAY_MS, 0, 300_000),
    houseWallet: parseHouseWallet(env),
    redisUrl: env.REDIS_URL || undefined,
    isBanner: env.KHELA_BANNER === '1',
    lotterySeedKeyFile: path.resolve(
      root,
      env.LOTTERY_SEED_KEY_FILE || path.join(env.DATA_DIR ?? 'data', 'lottery-seed.key'),
    ),
  };
}
