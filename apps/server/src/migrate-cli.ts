import { loadConfig } from './config';
import { ensureDatabase } from './db/database';
import { startEmbeddedPostgres } from './db/embedded';
import { migrate } from './db/migrate';
import { requirePrivileges, StartupError } from './db/privileges';

/** `npm run db:migrate`: applies migrations to DATABASE_URL or the embedded database. */
const config = loadConfig();
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPostgresPort });
const url = embedded ? await ensureDatabase(embedded.url, 'khela') : config.databaseUrl;
if (!url) throw new Error('no database');
let exitCode = 0;
try {
  await requirePrivileges(url);
  const applied = await migrate(url, config.migrationsDir, {
    functionsRoot: config.functionsRoot,
  });
  console.log(applied.length > 0 ? `applied ${applied.join(', ')}` : 'database is up to date');
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await embedded?.stop();
}
process.exit(exitCode);
