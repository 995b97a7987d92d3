// The real server for a benchmark: built dist, embedded PostgreSQL in a temporary data
// directory, demo seed; stopped with SIGTERM and cleaned up by stop().
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const readyTimeoutMs = 120_000;

/**
 * Starts the server; answers its base URL, database URL, how long it took to become ready,
 * and stop(). With `dataDir` and `port` the caller keeps the data directory across starts
 * (cold start with existing data); otherwise a temporary one goes away at stop(). With
 * `isLowPriority` the server and its database run at the lowest CPU priority.
 */
export async function startBenchServer(root, options = {}) {
  const { env = {} } = options;
  const isOwnDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'khela-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const port = options.port ?? 19_600 + Math.floor(Math.random() * 300);
  // Below the kernel's ephemeral range (32768 up): a port there may be any connection's own.
  const pgPort = port + 10_000;
  const startedAtMs = performance.now();
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), 'apps/server/dist/server.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        LOG_LEVEL: 'error',
        OPS_ADMIN_PASSWORD: 'bench-password',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // The lowest priority, for the server and the PostgreSQL it starts (children inherit it):
  // a benchmark of the browser's work then measures the page, not the server sharing its cores.
  if (options.isLowPriority) os.setPriority(child.pid, 19);
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    if (isOwnDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  while (
    !(await fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (performance.now() - startedAtMs > readyTimeoutMs) {
      await stop();
      throw new Error('server did not become ready');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    base,
    pid: child.pid,
    databaseUrl: `postgres://khela:khela@127.0.0.1:${pgPort}/khela`,
    readyMs: Math.round(performance.now() - startedAtMs),
    stop,
  };
}

/** Turns a whitelabel flag of the demo merchant on or off (the server hears it by NOTIFY). */
export async function setDemoFlag(databaseUrl, code, isEnabled) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `UPDATE whitelabel_flags SET is_enabled = $2
         WHERE code = $1 AND merchant_id = (SELECT id FROM merchants WHERE code = 'KHELA')`,
      [code, isEnabled],
    );
  } finally {
    await client.end();
  }
  // The config cache listens for the change; give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const clockTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** CPU time (user and system, ms) a process has used so far, from /proc (Linux). */
export function cpuMsOf(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
}

/**
 * Load on a server in another process, with the CPU that process spent per answer: on a
 * machine whose cores the load generator shares, requests per second measure the generator as
 * much as the server, while CPU per answer is the server's own cost.
 */
export async function loadProcess(pid, options) {
  const cpuBeforeMs = cpuMsOf(pid);
  const result = await load(options);
  const cpuMs = cpuMsOf(pid) - cpuBeforeMs;
  return { ...result, cpuUsPerAnswer: Math.round((cpuMs * 1000) / result.total) };
}

/** autocannon as a promise, with the figures the results keep. */
export function load(options) {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) =>
      error
        ? reject(error)
        : resolve({
            requestsPerSecond: Math.round(result.requests.average),
            p99Ms: result.latency.p99,
            non2xx: result.non2xx,
            errors: result.errors,
            total: result.requests.total,
          }),
    ),
  );
}
