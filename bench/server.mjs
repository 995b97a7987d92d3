// Cold start of the real server (empty data directory, then an existing one) and request
// throughput of /wps/system/status against a bare Fastify hello world in the same run, each
// with the CPU its server process spent per answer.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, loadProcess, startBenchServer } from './harness.mjs';

const warmUpDurationS = 3;
const loadDurationS = 10;
const connections = 50;

/**
 * The load of both measurements: the same connections and duration, after a warm-up that is
 * not counted (a server just started is still compiling its hot paths).
 */
async function loadUrl(pid, url, headers = {}) {
  await load({ url, connections, duration: warmUpDurationS, headers });
  return loadProcess(pid, { url, connections, duration: loadDurationS, headers });
}

async function helloWorld(port) {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'hello-server.mjs'), port],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    await once(child.stdout, 'data');
    return await loadUrl(child.pid, `http://127.0.0.1:${port}/`);
  } finally {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
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
      status = await loadUrl(warm.pid, `${warm.base}/wps/system/status`, {
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
      statusCpuToHelloCpu: Number((status.cpuUsPerAnswer / hello.cpuUsPerAnswer).toFixed(3)),
      warmUpDurationS,
      loadDurationS,
      connections,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
