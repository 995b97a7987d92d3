import { spawn } from 'node:child_process';
import { ensureTools } from '../../../scripts/apt.mjs';
import { freePort } from './ports';

/** A throwaway redis-server on 127.0.0.1 (Debian's, installed when missing), kept in memory. */
export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  ensureTools([['redis-server', 'redis-server']]);
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('Ready to accept connections')) return;
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
