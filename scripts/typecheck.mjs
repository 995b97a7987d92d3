// Type-checks every workspace with its own tsconfig (each has its own libs: DOM or Node),
// two at a time, and reports every failing project rather than stopping at the first.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const projects = [
  'packages/money',
  'packages/contracts',
  'packages/games',
  'apps/server',
  'apps/web',
  'apps/ops',
  'tests',
].filter((project) => existsSync(path.join(root, project, 'tsconfig.json')));
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const results = [];
const queue = [...projects];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length > 0) results.push(await check(queue.shift()));
  }),
);
for (const result of results) {
  console.log(`typecheck ${result.project}: ${result.ok ? 'ok' : 'FAILED'}`);
  if (!result.ok) process.stdout.write(result.output);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
