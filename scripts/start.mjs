// `npm start`: build whatever is missing or stale, then run the server (which starts the
// embedded PostgreSQL when DATABASE_URL is unset, migrates and seeds the demo merchant).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { staleApps } from './build-state.mjs';

const root = path.resolve(import.meta.dirname, '..');
for (const app of staleApps()) {
  console.log(`building ${app} …`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', `apps/${app}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
// The server shuts itself down gracefully on these signals; pass them on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
