import { CamelCasePlugin, Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** The database, or a transaction of a caller that moves money with its own rows. */
export type Executor = Kysely<Database> | Transaction<Database>;

// bigint columns (ids, minor units) arrive as strings; money code converts them explicitly.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => value);

const poolSizeMax = 20;
const statementTimeoutMs = 15_000;
/** Waiting longer than this for a free connection fails the request instead of hanging it. */
const connectionWaitMs = 10_000;

/** The pg pool under each database handle, for the few statements prepared by name. */
const pools = new WeakMap<Db, pg.Pool>();

/** The pool under a handle made by createDatabase (undefined for a transaction). */
export function poolOf(db: unknown): pg.Pool | undefined {
  return pools.get(db as Db);
}

/**
 * Opens a Kysely instance over a pg pool; snake_case columns appear as camelCase. Requests
 * get the 15 s statement limit; a maintenance command reading the whole ledger passes its own.
 */
export function createDatabase(url: string, options: { statementTimeoutMs?: number } = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSizeMax,
    statement_timeout: options.statementTimeoutMs ?? statementTimeoutMs,
    connectionTimeoutMillis: connectionWaitMs,
    application_name: 'khela',
  });
  // An idle connection closed by the server (restart, failover) is replaced on next use;
  // without a listener the pool would crash the process instead.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  pools.set(db, pool);
  return db;
}

/** Creates the named database on the server behind adminUrl when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`invalid database name ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
