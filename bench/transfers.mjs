// Money movement throughput (issue 4): a bet-sized debit (1.00 from the main wallet into a
// vendor wallet) through the HTTP API (GCS_walletTransfer) and directly through the ledger
// service, beside raw pgbench on the same database in the same run: pgbench -N, a script doing
// the same debit in plain SQL (conditional UPDATE of the balance, UPDATE of the other side,
// INSERT of the transfer with its unique key), and a script calling ledger_transfer().
//
// This machine's two vCPUs are shared (steal time moves every figure by tens of per cent from
// one minute to the next), so the script and HTTP run in alternating short slices and the
// ratio compares like with like. HTTP load comes from wrk, a C load generator as light as
// pgbench itself; a bare Fastify + pg server doing the same statement shows the floor.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { startBenchServer } from './harness.mjs';

const durationS = 8;
/** Alternating slices of the plain-SQL script, the API and the bare server. */
const sliceS = 3;
/** Uncounted load on each HTTP server before its first counted slice. */
const warmUpS = 5;
const rounds = 4;
const concurrencies = [8, 64];
const members = 64;
const vendor = 'BENCHV';
const amountMinor = 100;

/** A Debian tool, installed when missing (pgbench from postgresql-client, wrk). */
export function debianTool(command, debianPackage) {
  const find = () =>
    spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();
  if (find()) return find();
  const install = spawnSync(
    'sh',
    [
      '-c',
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`,
    ],
    { stdio: 'inherit' },
  );
  if (install.status !== 0 || !find()) throw new Error(`could not install ${debianPackage}`);
  return find();
}

/** Runs pgbench and answers TPS and p99 (ms) from its per-transaction log. */
export function pgbench(binary, databaseUrl, args, clients, seconds = durationS) {
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
      String(seconds),
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
  return {
    tps: Math.round(tps),
    p99Ms: Number((p99Us / 1000).toFixed(2)),
    count: tps * seconds,
    seconds,
  };
}

const wrkUnitsMs = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** One wrk run; `lua` builds each request (see requestScript). */
function wrk(binary, url, lua, clients, seconds) {
  const run = spawnSync(
    binary,
    [
      ...['-t', '2', '-c', String(clients), '-d', `${seconds}s`, '--latency', '-s', lua, url],
      ...['--', randomUUID()],
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`);
  const count = Number(/(\d+) requests in ([\d.]+)(\w+)/.exec(run.stdout)?.[1] ?? 0);
  const p99 = /99%\s+([\d.]+)(\w+)/.exec(run.stdout);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(run.stdout)?.[1] ?? 0);
  const errors = (/Socket errors: (.*)/.exec(run.stdout)?.[1] ?? '')
    .split(',')
    .reduce((sum, part) => sum + Number(/\d+/.exec(part)?.[0] ?? 0), 0);
  if (non2xx > 0 || errors > 0) {
    throw new Error(
      `HTTP debits failed: ${non2xx} non-2xx, ${errors} socket errors\n${run.stdout}`,
    );
  }
  return {
    tps: Math.round(count / seconds),
    p99Ms: p99 ? Number((Number(p99[1]) * wrkUnitsMs[p99[2]]).toFixed(2)) : 0,
    count,
    seconds,
  };
}

/**
 * A wrk script posting `body` with a key unique to each request (wrk's threads each get a
 * number and each run its own id), rotating over the members' session tokens when there are any.
 */
function requestScript(name, { tokens = [], merchantCode = '', body }) {
  return script(
    name,
    `local tokens = { ${tokens.map((token) => `"${token}"`).join(', ')} }
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("number", threads)
end
local counter = 0
local prefix = nil
function init(args)
  prefix = args[1] .. "-" .. number
end
function request()
  counter = counter + 1
  local headers = { ["content-type"] = "application/json", ["merchant"] = "${merchantCode}" }
  if #tokens > 0 then headers["authorization"] = tokens[counter % #tokens + 1] end
  local key = prefix .. "-" .. counter
  return wrk.format("POST", nil, headers, ${body})
end
`,
  );
}

/** Rounds of runs as one figure: all transfers over all seconds, the median round's p99. */
export function combine(runs) {
  const count = runs.reduce((sum, run) => sum + run.count, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const p99s = runs.map((run) => run.p99Ms).sort((a, b) => a - b);
  return { tps: Math.round(count / seconds), p99Ms: p99s[Math.floor(p99s.length / 2)], count };
}

/** The bare Fastify + pg server of bare-debit.mjs on its own port. */
async function startBareServer(root, databaseUrl, port) {
  const child = spawn(process.execPath, ['bench/bare-debit.mjs'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', () => reject(new Error('the bare server did not start')));
  });
  return {
    url: `http://127.0.0.1:${port}/debit`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Modules of the server's source, bundled for this process: `modules` maps a name to its file. */
export async function serverModules(root, modules) {
  // Inside the repository, so the bundle finds the workspace's packages.
  const cacheDir = path.join(root, 'node_modules/.cache/khela-bench');
  fs.mkdirSync(cacheDir, { recursive: true });
  const outfile = path.join(cacheDir, `server-${process.pid}-${Date.now()}.mjs`);
  const entry = path.join(os.tmpdir(), `khela-server-entry-${process.pid}-${Date.now()}.ts`);
  const source = path.join(root, 'apps/server/src');
  fs.writeFileSync(
    entry,
    Object.entries(modules)
      .map(([name, file]) => `export { ${name} } from '${source}/${file}';`)
      .join('\n'),
  );
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    // The workspace's packages are TypeScript: bundle them, leave every other package out.
    plugins: [
      {
        name: 'external-dependencies',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@khela/') ? undefined : { external: true },
          );
        },
      },
    ],
    absWorkingDir: path.join(root, 'apps/server'),
    logLevel: 'error',
  });
  const module = await import(outfile);
  fs.rmSync(outfile);
  fs.rmSync(entry);
  return module;
}

/** Members with sessions, money and a vendor wallet each; a pair table for the scripts. */
export async function arrange(databaseUrl) {
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

export function script(name, text) {
  const file = path.join(os.tmpdir(), `khela-${name}-${process.pid}.sql`);
  fs.writeFileSync(file, text);
  return file;
}

/**
 * The pgbench script doing a bet-sized debit in plain SQL: the conditional UPDATE of the balance,
 * the UPDATE of the other side and the INSERT of the transfer with its unique key, one statement.
 */
export function debitScript(merchant) {
  return script(
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
}

export async function measureTransfers(root) {
  const binary = debianTool('pgbench', 'postgresql-client');
  const wrkBinary = debianTool('wrk', 'wrk');
  const server = await startBenchServer(root);
  const { databaseUrl, base } = server;
  try {
    const { merchant, tokens } = await arrange(databaseUrl);
    const init = spawnSync(binary, ['-i', '-s', '1', '-q', databaseUrl], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
    const plain = debitScript(merchant);
    const viaFunction = script(
      'function',
      `\\set k random(1, 9000000000000000000)
SELECT t.* FROM bench_pairs p, ledger_transfer(${merchant.id}, p.debit, p.credit, ${amountMinor},
  'vendor_transfer', NULL, 'pgf-' || :client_id || '-' || :k) t
WHERE p.client = :client_id % ${members};
`,
    );
    const { createDatabase, createLedgerRepository, createLedgerService } = await serverModules(
      root,
      {
        createDatabase: 'db/database',
        createLedgerRepository: 'domains/money/ledger/ledger.repository',
        createLedgerService: 'domains/money/ledger/ledger.service',
      },
    );
    const reader = new pg.Client({ connectionString: databaseUrl });
    await reader.connect();
    const { rows: pairs } = await reader.query(
      'SELECT debit, credit FROM bench_pairs ORDER BY client',
    );
    await reader.end();

    const api = requestScript('api', {
      tokens,
      merchantCode: merchant.code,
      body: `'{"from":"MAIN","to":"${vendor}","amount":"1.00","idempotencyKey":"' .. key .. '"}'`,
    });
    const bareBody = requestScript('bare', { body: `'{"idempotencyKey":"' .. key .. '"}'` });
    const bare = await startBareServer(root, databaseUrl, new URL(base).port - 1);

    const rows = [];
    try {
      for (const clients of concurrencies) {
        const simple = pgbench(binary, databaseUrl, ['-N'], clients);
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

        // A fresh Node server runs at about half pace until its hot code is compiled (some
        // seconds of load); pgbench has nothing to warm. Both servers get an uncounted run first.
        wrk(wrkBinary, `${base}/wps/relay/GCS_walletTransfer`, api, clients, warmUpS);
        wrk(wrkBinary, bare.url, bareBody, clients, warmUpS);

        // The script, the API and the bare server take turns, so each meets the same weather.
        const slices = { script: [], http: [], bare: [] };
        for (let round = 0; round < rounds; round += 1) {
          slices.script.push(pgbench(binary, databaseUrl, ['-f', plain], clients, sliceS));
          slices.http.push(
            wrk(wrkBinary, `${base}/wps/relay/GCS_walletTransfer`, api, clients, sliceS),
          );
          slices.bare.push(wrk(wrkBinary, bare.url, bareBody, clients, sliceS));
        }
        const debit = combine(slices.script);
        const http = combine(slices.http);
        const bareHttp = combine(slices.bare);
        rows.push({
          clients,
          pgbenchSimpleUpdate: { tps: simple.tps, p99Ms: simple.p99Ms },
          pgbenchDebitScript: debit,
          pgbenchLedgerFunction: { tps: fn.tps, p99Ms: fn.p99Ms },
          service,
          http,
          bareHttp,
          httpToScriptRatio: Number((http.tps / debit.tps).toFixed(2)),
          bareToScriptRatio: Number((bareHttp.tps / debit.tps).toFixed(2)),
        });
      }
    } finally {
      await bare.stop();
    }
    // Every answered request moved money once: a repeated key would count without a transfer.
    const answered = (key) => rows.reduce((sum, row) => sum + row[key].count, 0);
    const checker = new pg.Client({ connectionString: databaseUrl });
    await checker.connect();
    const {
      rows: [stored],
    } = await checker.query(`SELECT count(*) FILTER (WHERE idempotency_key LIKE 'vendor:%') AS http,
        count(*) FILTER (WHERE idempotency_key LIKE 'bare:%') AS bare FROM ledger_transfers`);
    await checker.end();
    if (Number(stored.http) < answered('http') || Number(stored.bare) < answered('bareHttp')) {
      throw new Error('some answered debits moved no money (repeated idempotency keys)');
    }
    fs.rmSync(api);
    fs.rmSync(bareBody);
    fs.rmSync(plain);
    fs.rmSync(viaFunction);
    const verify = spawnSync(process.execPath, ['apps/server/dist/ledger-verify.js'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    return {
      durationS,
      slices: `${rounds} × ${sliceS} s alternating, after ${warmUpS} s of uncounted warm-up per server`,
      loadGenerator: 'wrk',
      amount: '1.00',
      rows,
      isLedgerVerified: verify.status === 0,
    };
  } finally {
    await server.stop();
  }
}

/** The value at a fraction of sorted latencies, to the hundredth. */
export function percentile(sorted, fraction) {
  return Number((sorted[Math.floor(sorted.length * fraction)] ?? 0).toFixed(2));
}

/**
 * A service's calls beside the pgbench debit script on the same database, in alternating
 * slices of `sliceS` seconds, `rounds` of each, at each concurrency, after `warmUpS` seconds of
 * uncounted calls: `call(index)` is one call of client `index`. Answers per concurrency the
 * script's and the calls' rates and p99s and their ratio.
 */
export async function besideDebitScript(options) {
  const { binary, databaseUrl, merchant, concurrencies, sliceS, rounds, call } = options;
  const plain = debitScript(merchant);
  const rows = [];
  // Uncounted calls first when asked: fresh Node code runs slower until it is compiled, and
  // pgbench has nothing to warm.
  const warmUpEndAt = performance.now() + (options.warmUpS ?? 0) * 1000;
  const [warmUpClients = 1] = concurrencies;
  await Promise.all(
    Array.from({ length: warmUpClients }, async (_, index) => {
      while (performance.now() < warmUpEndAt) await call(index, warmUpClients);
    }),
  );
  for (const clients of concurrencies) {
    const slices = { script: [], calls: [] };
    for (let round = 0; round < rounds; round += 1) {
      slices.script.push(pgbench(binary, databaseUrl, ['-f', plain], clients, sliceS));
      const latencies = [];
      const endAt = performance.now() + sliceS * 1000;
      await Promise.all(
        Array.from({ length: clients }, async (_, index) => {
          while (performance.now() < endAt) {
            const startedAt = performance.now();
            await call(index, clients);
            latencies.push(performance.now() - startedAt);
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      slices.calls.push({
        count: latencies.length,
        seconds: sliceS,
        p99Ms: percentile(latencies, 0.99),
      });
    }
    const script = combine(slices.script);
    const calls = combine(slices.calls);
    rows.push({ clients, script, calls, ratio: Number((calls.tps / script.tps).toFixed(2)) });
  }
  fs.rmSync(plain);
  return rows;
}
