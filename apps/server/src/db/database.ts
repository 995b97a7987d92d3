import { createHash } from 'node:crypto';
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

/**
 * Statements with parameters, at most this many, are prepared by name on each connection: PostgreSQL
 * then parses and plans each once per connection instead of on every call (planning took more of
 * the reward centre's time than running its statements). Longer ones (a list of any length, rows
 * inserted together) stay unnamed, so a connection keeps a bounded set of statements
 * (decision 0014).
 */
const preparedParametersMax = 32;
/**
 * A read or a RETURNING of whole rows (`*`, `"t".*`): it stays unnamed, since a migration that
 * adds a column would make it fail where it was prepared before ("cached plan must not change
 * result type") on an instance still running the previous version.
 */
const wholeRows =
  /(?:\bselect(?:\s+distinct(?:\s+on\s*\([^)]*\))?)?|,|\breturning)\s+(?:"?\w+"?\.)?\*/i;
/** A connection is replaced after this many uses, with the statements it prepared. */
const connectionUsesMax = 50_000;
/** Statement names by text, kept for the texts seen lately (a hash per call costs more). */
const namesByText = new Map<string, string>();
const namesKeptMax = 4_000;

function statementName(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    if (namesByText.size >= namesKeptMax) namesByText.clear();
    name = `k${createHash('sha1').update(text).digest('base64url')}`;
    namesByText.set(text, name);
  }
  return name;
}

/** A pg client that sends Kysely's statements (text and parameter values) prepared by name. */
class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, values] = args;
    const query = super.query as (...passed: unknown[]) => never;
    if (
      typeof config === 'string' &&
      Array.isArray(values) &&
      values.length > 0 &&
      values.length <= preparedParametersMax &&
      !wholeRows.test(config)
    ) {
      return query.call(
        this,
        { name: statementName(config), text: config, values },
        ...args.slice(2),
      );
    }
    return query.apply(this, args);
  }
}

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
    Client: PreparingClient,
    maxUses: connectionUsesMax,
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
