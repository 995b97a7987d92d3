// Sign-in throughput: argon2id cost per hash, then logins/s and p99 under autocannon -c 20
// against the real server (each login verifies a password and writes a session).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { seal } from '../scripts/seal.mjs';

const loadDurationS = 10;
const connections = 20;
const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

async function hashCostMs() {
  const rounds = 20;
  const startedAtMs = performance.now();
  for (let round = 0; round < rounds; round += 1) await hash(`password-${round}`, argon2Options);
  return Number(((performance.now() - startedAtMs) / rounds).toFixed(1));
}

export async function measureLogin(root) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-bench-login-'));
  fs.chmodSync(dataDir, 0o755);
  const port = 19_600 + Math.floor(Math.random() * 300);
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(port + 40_000),
      LOG_LEVEL: 'error',
      OPS_ADMIN_PASSWORD: 'bench-password',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const headers = { host: 'localhost', 'content-type': 'application/json', encryption: 'RSA' };
  try {
    for (
      let waitedMs = 0;
      !(await fetch(`${base}/readyz`)
        .then((r) => r.ok)
        .catch(() => false));
      waitedMs += 100
    ) {
      if (waitedMs > 120_000) throw new Error('server did not become ready');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const key = (await (await fetch(`${base}/wps/system/publicKey`)).json()).value;
    const account = {
      username: 'benchplayer',
      password: 'bench12345',
      confirmPassword: 'bench12345',
    };
    const registered = await fetch(`${base}/wps/member/register`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(seal(key, account)),
    });
    if (!registered.ok) throw new Error(`register failed: ${await registered.text()}`);
    const body = JSON.stringify(
      seal(key, { username: account.username, password: account.password, type: 'username' }),
    );
    const result = await new Promise((resolve, reject) =>
      autocannon(
        {
          url: `${base}/wps/session/login`,
          method: 'POST',
          headers,
          body,
          connections,
          duration: loadDurationS,
        },
        (error, value) => (error ? reject(error) : resolve(value)),
      ),
    );
    return {
      argon2HashMs: await hashCostMs(),
      loginsPerSecond: Math.round(result.requests.average),
      loginsPerSecondPerCore: Math.round(result.requests.average / os.cpus().length),
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      connections,
      loadDurationS,
    };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
