// Cold start of the real server (empty data directory, then an existing one) and request
// throughput of /wps/system/status against a bare Fastify hello world in the same run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const readyTimeoutMs = 120_000;
const loadDurationS = 10;
const connections = 50;

async function startServer(root, dataDir, port, pgPort) {
  const startedAtMs = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'error',
      OPS_ADMIN_PASSWORD: 'bench-password',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  while (performance.now() - startedAtMs < readyTimeoutMs) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { child, readyMs: Math.round(performance.now() - startedAtMs) };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: loadDurationS, headers }, (error, result) =>
      error
        ? reject(error)
        : resolve({
            requestsPerSecond: Math.round(result.requests.average),
            p99Ms: result.latency.p99,
            non2xx: result.non2xx,
            errors: result.errors,
          }),
    );
  });
}

async function helloWorld(port) {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port, host: '127.0.0.1' });
  try {
    return await load(`http://127.0.0.1:${port}/`);
  } finally {
    await app.close();
  }
}

export async function measureServer(root) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const port = 19_000 + Math.floor(Math.random() * 500);
  const pgPort = 57_000 + Math.floor(Math.random() * 500);
  try {
    const cold = await startServer(root, dataDir, port, pgPort);
    await stopServer(cold.child);
    const warm = await startServer(root, dataDir, port, pgPort);
    let status;
    try {
      status = await load(`http://127.0.0.1:${port}/wps/system/status`, {
        host: 'localhost',
        language: 'bn',
      });
    } finally {
      await stopServer(warm.child);
    }
    const hello = await helloWorld(port + 1);
    return {
      coldStartEmptyDataDirMs: cold.readyMs,
      coldStartExistingDataDirMs: warm.readyMs,
      status,
      helloWorld: hello,
      statusToHelloRatio: Number((status.requestsPerSecond / hello.requestsPerSecond).toFixed(3)),
      loadDurationS,
      connections,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
