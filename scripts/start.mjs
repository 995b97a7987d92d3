// `npm start`: build whatever is missing or stale, then run the server (which starts the
// embedded PostgreSQL when DATABASE_URL is unset, migrates and seeds the demo merchant).
// package.json runs this with `exec`, so npm's signals reach it rather than a shell in between.
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
  // A person is reading: the server also prints its addresses and first password as plain text.
  env: { ...process.env, KHELA_BANNER: '1' },
});
// The server shuts itself down gracefully on these signals (PostgreSQL last); pass them on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
// Whoever started us gone without a word (npm killed outright): stop the server all the same.
const parent = process.ppid;
const orphanCheck = setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 1000);
orphanCheck.unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
