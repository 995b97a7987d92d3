import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { staleApps } from '../../scripts/build-state.mjs';
import { freePort } from '../../apps/server/test/ports';

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number;
    e2eDatabaseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const readyTimeoutMs = 120_000;

async function waitForReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become ready');
}

interface Started {
  child: ChildProcess;
  port: number;
  pgPort: number;
  dataDir: string;
}

async function start(): Promise<Started> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const pgPort = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: 'true',
      // The demo's odds provider stays off: the sportsbook's journey runs its own, on a clock it
      // moves, and a live programme would only load the machine for every other suite.
      SPORTS_FEED_SIMULATOR: 'false',
      OPS_ADMIN_PASSWORD: 'e2e-admin-password',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForReady(`http://127.0.0.1:${port}/readyz`, child);
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { child, port, pgPort, dataDir };
}

/**
 * Two suites start side by side, each picking its ports at random: should another process take
 * one between the pick and the bind, the server exits early and a fresh pick starts it again.
 */
async function startWithRetries(): Promise<Started> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (attempt === 3 || !String(error).includes('exited early')) throw error;
    }
  }
}

/**
 * Starts the built app as a user would (npm start's server, embedded PostgreSQL, demo seed)
 * in a temporary data directory, and stops it with SIGTERM at the end: a clean exit is part
 * of the test.
 */
export default async function setup(project: TestProject) {
  if (staleApps().length > 0) {
    // A production build, as npm start makes it (vitest sets NODE_ENV=test).
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('build failed');
  }
  const { child, port, pgPort, dataDir } = await startWithRetries();
  project.provide('e2ePort', port);
  project.provide('e2eDatabaseUrl', `postgres://khela:khela@127.0.0.1:${pgPort}/khela`);

  return async () => {
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    const code = await exited;
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const isPostgresStopped = !fs.existsSync(pidFile);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`server did not shut down cleanly (exit ${code})`);
    if (!isPostgresStopped) throw new Error('embedded PostgreSQL was left running');
  };
}
