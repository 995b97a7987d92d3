import { loadConfig } from './config';
import { ensureDatabase } from './db/database';
import { startEmbeddedPostgres } from './db/embedded';
import { migrate } from './db/migrate';

/** `npm run db:migrate`: applies migrations to DATABASE_URL or the embedded database. */
const config = loadConfig();
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPostgresPort });
const url = embedded ? await ensureDatabase(embedded.url, 'khela') : config.databaseUrl;
if (!url) throw new Error('no database');
try {
  const applied = await migrate(url, config.migrationsDir, {
    functionsRoot: config.functionsRoot,
  });
  console.log(applied.length > 0 ? `applied ${applied.join(', ')}` : 'database is up to date');
} finally {
  await embedded?.stop();
}
