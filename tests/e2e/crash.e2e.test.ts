import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../apps/server/src/db/database';
import { hashToken, newToken } from '../../apps/server/src/lib/tokens';
import { freePort } from '../../apps/server/test/ports';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-crash-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const pgPort = await freePort();
const databaseUrl = `postgres://khela:khela@127.0.0.1:${pgPort}/khela`;
const environment = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(pgPort),
  SEED_DEMO: 'true',
  OPS_ADMIN_PASSWORD: 'crash-admin-password',
  LOG_LEVEL: 'error',
};
let server: ChildProcess | undefined;
let db: Db | undefined;

/** The built server with its embedded PostgreSQL, in a process group of its own. */
async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: environment,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const isReady = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (isReady) return child;
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become ready');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Kills the server and its PostgreSQL at once, as a power cut would, and waits for both. */
async function killGroup(child: ChildProcess) {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (child.pid) process.kill(-child.pid, 'SIGKILL');
  for (let attempt = 0; attempt < 200 && isAlive(postmaster); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

afterAll(async () => {
  await db?.destroy();
  if (server?.pid && server.exitCode === null && isAlive(server.pid)) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    process.kill(server.pid, 'SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a crash in the middle of a load of transfers', () => {
  it('loses no acknowledged transfer and breaks no invariant', async () => {
    server = await startServer();
    db = createDatabase(databaseUrl);
    const merchant = await db
      .selectFrom('merchants')
      .select(['id', 'code', 'currency'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('vendors')
      .values({
        merchantId: merchant.id,
        vassalage: 'CRASHV',
        gameType: 'SPORTS',
        displayName: 'Crash Sports',
        logoUrl: '/art/vendors/khela-house.svg',
        walletMode: 'transfer',
      })
      .execute();
    const member = await db
      .insertInto('members')
      .values({ merchantId: merchant.id, username: 'crashtest', passwordHash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = newToken();
    const now = new Date();
    await db
      .insertInto('memberSessions')
      .values({
        tokenHash: hashToken(token),
        memberId: member.id,
        merchantId: merchant.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
      })
      .execute();
    const cash = await db
      .insertInto('ledgerAccounts')
      .values({
        merchantId: merchant.id,
        kind: 'house',
        purpose: 'cash',
        currency: merchant.currency,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    const wallet = await db
      .insertInto('ledgerAccounts')
      .values({
        merchantId: merchant.id,
        kind: 'player',
        memberId: member.id,
        currency: merchant.currency,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cashId =
      cash?.id ??
      (
        await db
          .selectFrom('ledgerAccounts')
          .select('id')
          .where('merchantId', '=', merchant.id)
          .where('purpose', '=', 'cash')
          .where('shard', '=', 0)
          .executeTakeFirstOrThrow()
      ).id;
    await sql`SELECT ledger_transfer(${merchant.id}, ${cashId}, ${wallet.id}, 100000000, 'deposit',
      NULL, 'crash-seed')`.execute(db);
    await db.destroy();
    db = undefined;

    // Eight clients move 1.00 at a time into the vendor wallet until the server dies.
    const acknowledged: string[] = [];
    let isDead = false;
    const client = async () => {
      while (!isDead) {
        const key = randomUUID();
        try {
          const answer = await fetch(`http://127.0.0.1:${port}/wps/relay/GCS_walletTransfer`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: token,
              merchant: merchant.code,
            },
            body: JSON.stringify({
              from: 'MAIN',
              to: 'CRASHV',
              amount: '1.00',
              idempotencyKey: key,
            }),
          });
          const body = (await answer.json()) as { success: boolean };
          if (body.success) acknowledged.push(key);
        } catch {
          // The server is gone; what it acknowledged before is what counts.
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    // Killed mid-load: once more than 50 transfers were acknowledged (a loaded machine takes
    // longer to get there), while the clients keep sending.
    for (let waitedMs = 0; acknowledged.length <= 50 && waitedMs < 30_000; waitedMs += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await killGroup(server);
    isDead = true;
    await Promise.all(clients);
    expect(acknowledged.length).toBeGreaterThan(50);

    server = await startServer();
    const verify = spawnSync(process.execPath, ['apps/server/dist/ledger-verify.js'], {
      cwd: root,
      env: { ...environment, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    expect(verify.stderr).toBe('');
    expect(verify.status).toBe(0);
    expect(verify.stdout).toContain('every invariant holds');
    db = createDatabase(databaseUrl);
    const keys = acknowledged.map((key) => `vendor:${member.id}:${key}`);
    const found = await db
      .selectFrom('ledgerTransfers')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('idempotencyKey', 'in', keys)
      .executeTakeFirstOrThrow();
    expect(Number(found.count)).toBe(acknowledged.length);

    // A balance changed behind the ledger's back is a breach: the command says so and exits 1.
    const tamper = (delta: number) =>
      sql`UPDATE ledger_accounts SET balance_minor = balance_minor + ${delta}
          WHERE member_id = ${member.id} AND kind = 'player'`.execute(db!);
    await tamper(1);
    const breached = spawnSync(process.execPath, ['apps/server/dist/ledger-verify.js'], {
      cwd: root,
      env: { ...environment, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    await tamper(-1);
    expect(breached.status).toBe(1);
    expect(breached.stderr).toContain('BREACH a balance equals its credits minus its debits');
  });
});
