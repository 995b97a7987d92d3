import pg from 'pg';
import { loadConfig } from '../config';
import { ensureDatabase } from './database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';

/**
 * The database a command-line tool works on: DATABASE_URL's, or the embedded one — the running
 * server's if there is one, else started here (and stopped by the caller through `embedded`).
 */
export async function cliDatabaseUrl(): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  const config = loadConfig();
  if (config.databaseUrl) return { url: config.databaseUrl };
  const running = `postgres://khela:khela@127.0.0.1:${config.embeddedPostgresPort}/khela`;
  const client = new pg.Client({ connectionString: running });
  const isUp = await client.connect().then(
    () => true,
    () => false,
  );
  await client.end().catch(() => undefined);
  if (isUp) return { url: running };
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.embeddedPostgresPort,
  });
  return { url: await ensureDatabase(embedded.url, 'khela'), embedded };
}
