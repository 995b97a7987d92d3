import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { applyFunctions, readFunctionSources } from './functions';

/** A migration file name: four digits, underscore, words, .sql (e.g. 0001_merchants.sql). */
const migrationFilePattern = /^(\d{4})_[a-z0-9_]+\.sql$/;
// Any constant works; it only has to be the same for every instance of this application.
const migrationLockKey = 0x6b68656c61;

/**
 * Applies every migration not yet recorded, each in its own transaction, in file order.
 * Forward only: an applied file whose content changed is an error, never re-run. Then, given
 * `functionsRoot` (the server's src), every function from its source file in the domains'
 * `sql/` folders: migrations carry the schema, the sources the functions. An advisory lock
 * keeps two instances starting together from racing.
 */
export async function migrate(
  url: string,
  migrationsDir: string,
  options: { functionsRoot?: string } = {},
): Promise<string[]> {
  const sources = options.functionsRoot
    ? await readFunctionSources(options.functionsRoot)
    : undefined;
  const files = (await fs.readdir(migrationsDir)).filter((name) => migrationFilePattern.test(name));
  files.sort();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = await client.query<{ name: string; checksum: string }>(
      'SELECT name, checksum FROM schema_migrations',
    );
    const checksums = new Map(done.rows.map((row) => [row.name, row.checksum]));
    for (const name of files) {
      const sql = await fs.readFile(path.join(migrationsDir, name), 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      const known = checksums.get(name);
      if (known !== undefined) {
        if (known !== checksum) throw new Error(`migration ${name} changed after it was applied`);
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
          name,
          checksum,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(name);
    }
    if (sources) await applyFunctions(client, sources);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    await client.end();
  }
  return applied;
}
