// Decides whether the apps need building: a dist output older than any of its sources is stale.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtimeMs(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtimeMs(path.join(target, entry.name)));
  }
  return newest;
}

const shared = [
  'packages/contracts/src',
  'packages/money/src',
  'packages/games/src',
  'package-lock.json',
];

/** Each app: its output file and the sources it is built from. */
export const outputs = [
  {
    name: 'web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/build',
      ...shared,
    ],
  },
  {
    name: 'ops',
    output: 'apps/ops/dist/index.html',
    sources: ['apps/ops/src', 'apps/ops/index.html', 'apps/ops/vite.config.ts', ...shared],
  },
  {
    name: 'server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', ...shared],
  },
];

/** The apps whose build output is missing or older than a source. */
export function staleApps() {
  return outputs
    .filter(({ output, sources }) => {
      const builtAtMs = newestMtimeMs(output);
      return builtAtMs === 0 || sources.some((source) => newestMtimeMs(source) > builtAtMs);
    })
    .map(({ name }) => name);
}
