import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../apps/server/test/ports';

const root = path.resolve(import.meta.dirname, '../..');

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** `npm start` as a newcomer (or a container's CMD) runs it, on a fresh data directory. */
describe('npm start', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-start-'));
  fs.chmodSync(dataDir, 0o755);
  let stopAll = () => {};
  afterAll(() => {
    stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints where to go and the first password, and a SIGTERM stops the server and PostgreSQL', async () => {
    const port = await freePort();
    const pgPort = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    };
    delete env.OPS_ADMIN_PASSWORD;
    const npm = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
    stopAll = () => npm.kill('SIGTERM');

    expect(await until(() => output.includes('Khela is ready.'), 120_000)).toBe(true);
    expect(output).toContain(`site         http://127.0.0.1:${port}/`);
    expect(output).toContain(`back office  http://127.0.0.1:${port}/ops/`);
    const password = /\|\s+password\s+(\S+)\s+\|/.exec(output)?.[1];
    expect(password, output).toBeDefined();
    expect(output).toMatch(/\|\s+user\s+khelaplayer\s+\|/);

    // A new password from the command line, on the running server's database.
    const reset = spawnSync(process.execPath, ['apps/server/dist/ops-password.js', 'admin'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(reset.status).toBe(0);
    const newPassword = /new password (\S+)/.exec(reset.stdout)?.[1];
    expect(newPassword).toBeDefined();
    const signIn = async (candidate: string | undefined) => {
      const response = await fetch(`http://127.0.0.1:${port}/ops/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: candidate }),
      });
      return ((await response.json()) as { success: boolean }).success;
    };
    expect(await signIn(password)).toBe(false);
    expect(await signIn(newPassword)).toBe(true);

    npm.kill('SIGTERM');
    await exited;
    expect(await until(async () => !(await isListening(port)), 15_000)).toBe(true);
    expect(await until(async () => !(await isListening(pgPort)), 15_000)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });

  it('says when its port is taken, and leaves no PostgreSQL running', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const pgPort = await freePort();
    const server = spawnSync(process.execPath, ['apps/server/dist/server.js'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
      timeout: 120_000,
    });
    taken.close();
    expect(server.status).toBe(1);
    expect(server.stderr).toContain(`127.0.0.1:${port} is already in use: set PORT to a free port`);
    expect(await isListening(pgPort)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });
});
