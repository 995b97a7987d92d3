// Cold start of the real server (empty data directory, then an existing one) and request
// throughput of /wps/system/status against a bare Fastify hello world in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { load, startBenchServer } from './harness.mjs';

const loadDurationS = 10;
const connections = 50;

/** The load of both measurements: the same connections and duration. */
function loadUrl(url, headers = {}) {
  return load({ url, connections, duration: loadDurationS, headers });
}

async function helloWorld(port) {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port, host: '127.0.0.1' });
  try {
    return await loadUrl(`http://127.0.0.1:${port}/`);
  } finally {
    await app.close();
  }
}

export async function measureServer(root) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const port = 19_000 + Math.floor(Math.random() * 500);
  try {
    const cold = await startBenchServer(root, { dataDir, port });
    await cold.stop();
    const warm = await startBenchServer(root, { dataDir, port });
    let status;
    try {
      status = await loadUrl(`${warm.base}/wps/system/status`, {
        host: 'localhost',
        language: 'bn',
      });
    } finally {
      await warm.stop();
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
