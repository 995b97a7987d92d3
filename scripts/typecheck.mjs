// Type-checks every workspace with its own tsconfig (each has different libs: DOM or node).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/money',
  'packages/contracts',
  'packages/games',
  'apps/server',
  'apps/web',
  'apps/ops',
  'tests',
  'bench',
];
for (const project of projects) {
  if (!existsSync(`${project}/tsconfig.json`)) continue;
  process.stdout.write(`typecheck ${project}\n`);
  execFileSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
}
