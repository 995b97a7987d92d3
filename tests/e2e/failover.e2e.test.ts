import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../apps/server/test/ports';
import { closeDb, demoMemberSession, launchBrowser, openContext } from './support';
import { opsAdmin } from './desk';

const root = path.resolve(import.meta.dirname, '../..');
/** How long a stopping instance fails readiness before it closes. */
const drainDelayMs = 4000;

interface Instance {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** One more instance of the built server on the suite's database, as a deployment runs it. */
async function startInstance(): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: inject('e2eDatabaseUrl'),
      SEED_DEMO: 'false',
      DRAIN_DELAY_MS: String(drainDelayMs),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const isReady = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (isReady) return { port, child, exited };
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('instance did not become ready');
}

/**
 * A load balancer as a deployment has one: it polls each instance's readiness and sends each
 * new connection to the first ready instance (the next one that takes it, should that refuse).
 * It counts the connections each instance got.
 */
function startBalancer(ports: number[]) {
  const taken = new Map<number, number>();
  const isReady = new Map<number, boolean>(ports.map((port) => [port, true]));
  // Only the latest answer counts: on a loaded machine an older check can answer after a newer.
  const asked = new Map<number, number>(ports.map((port) => [port, 0]));
  const heard = new Map<number, number>(ports.map((port) => [port, 0]));
  const hear = (port: number, check: number, ready: boolean) => {
    if (check < (heard.get(port) ?? 0)) return;
    heard.set(port, check);
    isReady.set(port, ready);
  };
  const poll = setInterval(() => {
    for (const port of ports) {
      const check = (asked.get(port) ?? 0) + 1;
      asked.set(port, check);
      fetch(`http://127.0.0.1:${port}/readyz`).then(
        (answer) => hear(port, check, answer.ok),
        () => hear(port, check, false),
      );
    }
  }, 100);
  const server = net.createServer((client) => {
    client.on('error', () => client.destroy());
    client.pause();
    const candidates = [
      ...ports.filter((port) => isReady.get(port)),
      ...ports.filter((port) => !isReady.get(port)),
    ];
    const tryFrom = (index: number) => {
      const port = candidates[index];
      if (port === undefined) {
        client.destroy();
        return;
      }
      const upstream = net.connect(port, '127.0.0.1');
      upstream.on('error', () => {
        if (upstream.bytesWritten === 0 && !client.destroyed) tryFrom(index + 1);
        else client.destroy();
      });
      upstream.once('connect', () => {
        taken.set(port, (taken.get(port) ?? 0) + 1);
        client.pipe(upstream).pipe(client);
        client.resume();
        upstream.on('close', () => client.destroy());
        client.on('close', () => upstream.destroy());
      });
    };
    tryFrom(0);
  });
  return { server, taken, isReady, stop: () => clearInterval(poll) };
}

let browser: Browser;
const instances: Instance[] = [];
let balancer: ReturnType<typeof startBalancer> | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const instance of instances) {
    if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
    await instance.exited;
  }
  balancer?.stop();
  balancer?.server.close();
  await browser.close();
  await closeDb();
});

describe('two instances behind a load balancer', () => {
  it('drains the one stopping, and the site reconnects its live balance to the other', async () => {
    const first = await startInstance();
    instances.push(first);
    const second = await startInstance();
    instances.push(second);
    balancer = startBalancer([first.port, second.port]);
    const balancerPort = await freePort();
    await new Promise<void>((resolve) =>
      balancer?.server.listen(balancerPort, '127.0.0.1', resolve),
    );

    const { memberId, session } = await demoMemberSession('fo');
    const { context, errors } = await openContext(browser, {
      storage: { hisLang: 'en' },
      session,
    });
    const page = await context.newPage();
    await page.goto(`http://localhost:${balancerPort}/`);
    const balance = page.getByTestId('balance-value');
    await expect.poll(() => balance.textContent(), { timeout: 15_000 }).toBe('0.00');

    // The first instance is told to stop: it fails readiness while it still serves (its streams
    // too), so the balancer sends what is new to the other one; then it closes.
    first.child.kill('SIGTERM');
    await expect
      .poll(() => balancer?.isReady.get(first.port), { timeout: drainDelayMs })
      .toBe(false);
    expect(first.child.exitCode).toBeNull();
    const takenByFirst = balancer.taken.get(first.port);
    // (An address no merchant claims: the demo answers it.)
    const during = await fetch(`http://127.0.0.1:${balancerPort}/wps/system/status`);
    expect(during.status).toBe(200);
    expect(balancer.taken.get(second.port)).toBeGreaterThan(0);
    expect(await first.exited).toBe(0);
    expect(balancer.taken.get(first.port)).toBe(takenByFirst);

    // Money moved by another instance reaches the page through the one left.
    const ops = await opsAdmin();
    await ops('POST', `/ops/api/members/${memberId}/adjustments`, {
      direction: 'credit',
      amount: '75',
      reason: 'Failover check',
      idempotencyKey: `failover-${memberId}`,
    });
    await expect.poll(() => balance.textContent(), { timeout: 20_000 }).toBe('75.00');
    expect(errors.filter((error) => !error.includes('balance stream'))).toEqual([]);
    await context.close();
  }, 120_000);
});
