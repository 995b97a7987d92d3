import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../apps/server/test/ports';
import { closeDb, demoMemberSession, launchBrowser, openContext, opsAdmin } from './support';

const root = path.resolve(import.meta.dirname, '../..');
/** How long a stopping instance fails readiness before it closes. */
const drainDelayMs = 2000;

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
 * A load balancer at its simplest: each connection goes to the first instance that takes it,
 * the next one when that one is gone. It counts the connections each instance got.
 */
function startBalancer(ports: number[]) {
  const taken = new Map<number, number>();
  const server = net.createServer((client) => {
    const tryFrom = (index: number) => {
      const port = ports[index];
      if (port === undefined) {
        client.destroy();
        return;
      }
      const upstream = net.connect(port, '127.0.0.1');
      upstream.once('error', () => {
        if (upstream.bytesWritten === 0) tryFrom(index + 1);
        else client.destroy();
      });
      upstream.once('connect', () => {
        taken.set(port, (taken.get(port) ?? 0) + 1);
        client.pipe(upstream).pipe(client);
        client.on('error', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
    };
    client.pause();
    tryFrom(0);
  });
  return { server, taken };
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
  balancer?.server.close();
  await browser.close();
  await closeDb();
});

describe('two instances behind a load balancer', () => {
  it('drains the one stopping, and the site reconnects its live balance to the other', async () => {
    const first = await startInstance();
    const second = await startInstance();
    instances.push(first, second);
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
    expect(balancer.taken.get(second.port)).toBeUndefined();

    // The first instance is told to stop: it fails readiness while it still serves, then closes.
    first.child.kill('SIGTERM');
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${first.port}/readyz`)).status, {
        timeout: drainDelayMs,
      })
      .toBe(503);
    expect(await first.exited).toBe(0);

    // Money moved by another instance reaches the page through the one left.
    const ops = await opsAdmin();
    await ops('POST', `/ops/api/members/${memberId}/adjustments`, {
      direction: 'credit',
      amount: '75',
      reason: 'Failover check',
      idempotencyKey: `failover-${memberId}`,
    });
    await expect.poll(() => balance.textContent(), { timeout: 20_000 }).toBe('75.00');
    expect(balancer.taken.get(second.port)).toBeGreaterThan(0);
    expect(errors.filter((error) => !error.includes('balance stream'))).toEqual([]);
    await context.close();
  }, 120_000);
});
