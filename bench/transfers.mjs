// Money movement throughput (issue 4): a bet-sized debit (1.00 from the main wallet into a
// vendor wallet) through the HTTP API (GCS_walletTransfer) and directly through the ledger
// service, beside raw pgbench on the same database in the same run: pgbench -N, a script doing
// the same debit in plain SQL (conditional UPDATE of the balance, UPDATE of the other side,
// INSERT of the transfer with its unique key), and a script calling ledger_transfer().
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { load, startBenchServer } from './harness.mjs';

const durationS = 8;
const concurrencies = [8, 64];
const members = 64;
const vendor = 'BENCHV';
const amountMinor = 100;

/** Debian's pgbench (postgresql-client), installed when missing. */
function pgbenchPath() {
  const found = spawnSync('sh', ['-c', 'command -v pgbench'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  const install = spawnSync(
    'sh',
    [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-client',
    ],
    { stdio: 'inherit' },
  );
  if (install.status !== 0) throw new Error('could not install postgresql-client');
  return spawnSync('sh', ['-c', 'command -v pgbench'], { encoding: 'utf8' }).stdout.trim();
}

/** Runs pgbench and answers TPS and p99 (ms) from its per-transaction log. */
function pgbench(binary, databaseUrl, args, clients) {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-pgbench-'));
  const run = spawnSync(
    binary,
    [
      ...args,
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(durationS),
      '-n',
      '-l',
      '--log-prefix',
      path.join(logDir, 'tx'),
      databaseUrl,
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1] ?? 0);
  const latenciesUs = fs
    .readdirSync(logDir)
    .flatMap((file) => fs.readFileSync(path.join(logDir, file), 'utf8').trim().split('\n'))
    .map((line) => Number(line.split(' ')[2]))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  fs.rmSync(logDir, { recursive: true, force: true });
  const p99Us = latenciesUs[Math.floor(latenciesUs.length * 0.99)] ?? 0;
  return { tps: Math.round(tps), p99Ms: Number((p99Us / 1000).toFixed(2)) };
}

/** The ledger service itself, bundled from the server's source for this process. */
async function ledgerService(root) {
  // Inside the repository, so the bundle finds the workspace's packages.
  const cacheDir = path.join(root, 'node_modules/.cache/khela-bench');
  fs.mkdirSync(cacheDir, { recursive: true });
  const outfile = path.join(cacheDir, `ledger-${process.pid}.mjs`);
  const entry = path.join(os.tmpdir(), `khela-ledger-entry-${process.pid}.ts`);
  const source = path.join(root, 'apps/server/src');
  fs.writeFileSync(
    entry,
    `export { createDatabase } from '${source}/db/database';
export { createLedgerRepository } from '${source}/modules/ledger/ledger.repository';
export { createLedgerService } from '${source}/modules/ledger/ledger.service';`,
  );
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    packages: 'external',
    absWorkingDir: path.join(root, 'apps/server'),
    logLevel: 'error',
  });
  const module = await import(outfile);
  fs.rmSync(outfile);
  fs.rmSync(entry);
  return module;
}

/** Members with sessions, money and a vendor wallet each; a pair table for the scripts. */
async function arrange(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [merchant],
    } = await client.query(`SELECT id, code, currency FROM merchants WHERE code = 'KHELA'`);
    await client.query(
      `INSERT INTO vendors (merchant_id, vassalage, game_type, display_name, logo_url, wallet_mode)
       VALUES ($1, $2, 'SPORTS', 'Bench Sports', '/art/vendors/khela-house.svg', 'transfer')`,
      [merchant.id, vendor],
    );
    const {
      rows: [cash],
    } = await client.query(
      `INSERT INTO ledger_accounts (merchant_id, kind, purpose, currency) VALUES ($1, 'house', 'bench', $2)
       RETURNING id`,
      [merchant.id, merchant.currency],
    );
    await client.query(
      `CREATE TABLE bench_pairs (client int PRIMARY KEY, member_id bigint, debit bigint, credit bigint)`,
    );
    const tokens = [];
    for (let index = 0; index < members; index += 1) {
      const {
        rows: [member],
      } = await client.query(
        `INSERT INTO members (merchant_id, username, password_hash) VALUES ($1, $2, 'x') RETURNING id`,
        [merchant.id, `bench${index}`],
      );
      const token = randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', '');
      await client.query(
        `INSERT INTO member_sessions (token_hash, member_id, merchant_id, created_at, last_seen_at,
           expires_at) VALUES (sha256($1::bytea), $2, $3, now(), now(), now() + interval '1 day')`,
        [Buffer.from(token), member.id, merchant.id],
      );
      const open = async (kind, purpose) =>
        (
          await client.query(
            `INSERT INTO ledger_accounts (merchant_id, kind, purpose, member_id, currency)
             VALUES ($1, $2, $3, $4, $5) RETURNING id`,
            [merchant.id, kind, purpose, member.id, merchant.currency],
          )
        ).rows[0].id;
      const wallet = await open('player', '');
      const vendorWallet = await open('vendor_wallet', vendor.toLowerCase());
      await client.query(`SELECT ledger_transfer($1, $2, $3, 100000000000, 'deposit', NULL, $4)`, [
        merchant.id,
        cash.id,
        wallet,
        `bench-seed-${index}`,
      ]);
      await client.query(`INSERT INTO bench_pairs VALUES ($1, $2, $3, $4)`, [
        index,
        member.id,
        wallet,
        vendorWallet,
      ]);
      tokens.push(token);
    }
    return { merchant, tokens };
  } finally {
    await client.end();
  }
}

function script(name, text) {
  const file = path.join(os.tmpdir(), `khela-${name}-${process.pid}.sql`);
  fs.writeFileSync(file, text);
  return file;
}

export async function measureTransfers(root) {
  const binary = pgbenchPath();
  const server = await startBenchServer(root);
  const { databaseUrl, base } = server;
  try {
    const { merchant, tokens } = await arrange(databaseUrl);
    const init = spawnSync(binary, ['-i', '-s', '1', '-q', databaseUrl], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
    const plain = script(
      'debit',
      `\\set k random(1, 9000000000000000000)
WITH p AS (SELECT debit, credit FROM bench_pairs WHERE client = :client_id % ${members}),
d AS (UPDATE ledger_accounts a SET balance_minor = a.balance_minor - ${amountMinor} FROM p
      WHERE a.id = p.debit AND a.balance_minor >= ${amountMinor} RETURNING a.balance_minor),
c AS (UPDATE ledger_accounts a SET balance_minor = a.balance_minor + ${amountMinor} FROM p
      WHERE a.id = p.credit AND EXISTS (SELECT 1 FROM d) RETURNING a.balance_minor)
INSERT INTO ledger_transfers (merchant_id, debit_account_id, credit_account_id, amount_minor, kind,
  idempotency_key, debit_balance_after, credit_balance_after)
SELECT ${merchant.id}, p.debit, p.credit, ${amountMinor}, 'vendor_transfer',
  'pgb-' || :client_id || '-' || :k, d.balance_minor, c.balance_minor FROM p, d, c;
`,
    );
    const viaFunction = script(
      'function',
      `\\set k random(1, 9000000000000000000)
SELECT t.* FROM bench_pairs p, ledger_transfer(${merchant.id}, p.debit, p.credit, ${amountMinor},
  'vendor_transfer', NULL, 'pgf-' || :client_id || '-' || :k) t
WHERE p.client = :client_id % ${members};
`,
    );
    const { createDatabase, createLedgerRepository, createLedgerService } =
      await ledgerService(root);
    const reader = new pg.Client({ connectionString: databaseUrl });
    await reader.connect();
    const { rows: pairs } = await reader.query(
      'SELECT debit, credit FROM bench_pairs ORDER BY client',
    );
    await reader.end();

    const rows = [];
    for (const clients of concurrencies) {
      const simple = pgbench(binary, databaseUrl, ['-N'], clients);
      const debit = pgbench(binary, databaseUrl, ['-f', plain], clients);
      const fn = pgbench(binary, databaseUrl, ['-f', viaFunction], clients);

      // The ledger service in this process (its pool as the server's), `clients` callers at
      // once, each on its own pair of accounts.
      const db = createDatabase(databaseUrl);
      const ledger = createLedgerService({ repository: createLedgerRepository(db) });
      const latencies = [];
      const endAt = performance.now() + durationS * 1000;
      await Promise.all(
        Array.from({ length: clients }, async (_, index) => {
          const pair = pairs[index % members];
          while (performance.now() < endAt) {
            const startedAt = performance.now();
            await ledger.transfer({
              merchantId: merchant.id,
              debitAccountId: pair.debit,
              creditAccountId: pair.credit,
              amountMinor: BigInt(amountMinor),
              kind: 'vendor_transfer',
              idempotencyKey: `svc-${randomUUID()}`,
            });
            latencies.push(performance.now() - startedAt);
          }
        }),
      );
      await db.destroy();
      latencies.sort((a, b) => a - b);
      const service = {
        tps: Math.round(latencies.length / durationS),
        p99Ms: Number((latencies[Math.floor(latencies.length * 0.99)] ?? 0).toFixed(2)),
      };

      let next = 0;
      const http = await load({
        url: `${base}/wps/relay/GCS_walletTransfer`,
        connections: clients,
        duration: durationS,
        requests: [
          {
            method: 'POST',
            setupRequest: (request, context) => {
              context.token ??= tokens[next++ % tokens.length];
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  merchant: merchant.code,
                  authorization: context.token,
                },
                body: JSON.stringify({
                  from: 'MAIN',
                  to: vendor,
                  amount: '1.00',
                  idempotencyKey: randomUUID(),
                }),
              };
            },
          },
        ],
      });
      if (http.non2xx > 0 || http.errors > 0) {
        throw new Error(`HTTP transfers failed: ${http.non2xx} non-2xx, ${http.errors} errors`);
      }
      rows.push({
        clients,
        pgbenchSimpleUpdate: simple,
        pgbenchDebitScript: debit,
        pgbenchLedgerFunction: fn,
        service,
        http: { tps: http.requestsPerSecond, p99Ms: http.p99Ms },
        httpToScriptRatio: Number((http.requestsPerSecond / debit.tps).toFixed(2)),
      });
    }
    fs.rmSync(plain);
    fs.rmSync(viaFunction);
    const verify = spawnSync(process.execPath, ['apps/server/dist/ledger-verify.js'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    return { durationS, amount: '1.00', rows, isLedgerVerified: verify.status === 0 };
  } finally {
    await server.stop();
  }
}
