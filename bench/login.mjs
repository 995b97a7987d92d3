// Sign-in throughput: argon2id cost per hash, then logins/s and p99 under autocannon -c 20
// against the real server (each login verifies a password and writes a session).
import os from 'node:os';
import { hash } from '@node-rs/argon2';
import { seal } from '../scripts/seal.mjs';
import { load, setDemoFlag, startBenchServer } from './harness.mjs';

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
  const server = await startBenchServer(root);
  const { base } = server;
  const headers = { host: 'localhost', 'content-type': 'application/json', encryption: 'RSA' };
  try {
    // The slider check is single-use by design and measured apart (bench/accounts.mjs); this
    // measures the password and session path that every sign-in pays.
    await setDemoFlag(server.databaseUrl, 'HUMANCHECK', false);
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
    const result = await load({
      url: `${base}/wps/session/login`,
      method: 'POST',
      headers,
      body,
      connections,
      duration: loadDurationS,
    });
    return {
      argon2HashMs: await hashCostMs(),
      loginsPerSecond: result.requestsPerSecond,
      loginsPerSecondPerCore: Math.round(result.requestsPerSecond / os.cpus().length),
      p99Ms: result.p99Ms,
      non2xx: result.non2xx,
      connections,
      loadDurationS,
    };
  } finally {
    await server.stop();
  }
}
