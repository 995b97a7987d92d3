// `node scripts/rng-battery.mjs`: the outcome RNG stream of the in-house games
// (HMAC-SHA256 keyed by the server seed's hex text, Stake's encoding, over `clientSeed:nonce:0`;
// packages/games/src/provably-fair.ts)
// through a bounded battery: a fixed subset of Debian's dieharder (fails only on FAILED; WEAK is
// reported) and ent on 8 MiB. The seeds are fixed, so every run tests the same bytes and a
// verdict never flickers. Installs dieharder and ent with apt when missing (as root).
import { spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { ensureTools } from './apt.mjs';

const root = path.resolve(import.meta.dirname, '..');
const serverSeedHex = '7f3c9a5e21d84b06c1e9f2a7b3d5c8e04a6b1f9d2c7e3a5b8d0f4c6a2e9b1d73';
const clientSeed = 'khela-battery';
/**
 * Tests all rated 'Good' by dieharder, each with its options. Three of them are the battery's
 * cost and run on fewer samples than dieharder's default: operm5 and rank 6x8 on 40 p-values
 * (not 100), bytedistrib on 10,240,000 bytes (not 51,200,000); their power is still far beyond
 * any bias an outcome map could show. Each reads the stream from nonce 0; they run side by side
 * on one copy of it (making the stream is the battery's cost, not dieharder), about a third of
 * the work of making it once per test.
 */
const dieharderTests = [
  [0],
  [1, '-p', '40'],
  [3, '-p', '40'],
  [4],
  [8],
  [15],
  [100],
  [101],
  [205, '-t', '10240000'],
];
const entBytes = 8 * 1024 * 1024;

/** The stream: 32 bytes per nonce, nonce 0, 1, 2, … (node's native HMAC for speed). */
function* stream(blocksPerChunk = 2048) {
  const key = Buffer.from(serverSeedHex, 'utf8');
  for (let nonce = 0; ; nonce += blocksPerChunk) {
    const chunk = Buffer.allocUnsafe(32 * blocksPerChunk);
    for (let index = 0; index < blocksPerChunk; index += 1) {
      createHmac('sha256', key)
        .update(`${clientSeed}:${nonce + index}:0`)
        .digest()
        .copy(chunk, index * 32);
    }
    yield chunk;
  }
}

/** The native stream must be the games package's stream, byte for byte. */
async function assertSameStream() {
  const outfile = path.join(os.tmpdir(), `khela-games-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(root, 'packages/games/src/provably-fair.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    absWorkingDir: path.join(root, 'packages/games'),
    logLevel: 'error',
  });
  const { streamBytes } = await import(outfile);
  fs.rmSync(outfile, { force: true });
  const native = stream(4).next().value;
  for (let nonce = 0; nonce < 4; nonce += 1) {
    const expected = Buffer.from(
      streamBytes({ serverSeedHex, clientSeed, nonce, scheme: 2 }, 0, 32),
    );
    if (!expected.equals(native.subarray(nonce * 32, nonce * 32 + 32))) {
      throw new Error(`the battery's stream differs from packages/games at nonce ${nonce}`);
    }
  }
}

/** One dieharder test (number and options) reading the raw stream on its standard input. */
function startDieharder([test, ...options]) {
  const child = spawn('dieharder', ['-g', '200', '-d', String(test), ...options], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const startedMs = Date.now();
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  const reader = { child, isDone: false, seconds: 0 };
  // dieharder stops reading when it has what it needs: a write after that fails, as its end.
  child.stdin.on('error', () => (reader.isDone = true));
  reader.lines = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () => {
      reader.isDone = true;
      reader.seconds = (Date.now() - startedMs) / 1000;
      resolve(output.split('\n').filter((line) => /\|\s*(PASSED|WEAK|FAILED)\s*$/.test(line)));
    });
  });
  return reader;
}

/** Resolves when the reader's pipe takes more, or when it has stopped reading. */
function drained(reader) {
  return new Promise((resolve) => {
    const done = () => {
      reader.child.stdin.off('drain', done);
      reader.child.stdin.off('error', done);
      reader.child.off('exit', done);
      resolve();
    };
    reader.child.stdin.on('drain', done);
    reader.child.stdin.on('error', done);
    reader.child.on('exit', done);
  });
}

/**
 * Writes each chunk of the stream to every reader still reading, in step: a chunk is made once
 * and every test sees the same bytes from nonce 0 on, as it would reading a stream of its own.
 */
async function feedAll(readers) {
  const chunks = stream();
  let reading = readers;
  while (reading.length > 0) {
    const chunk = chunks.next().value;
    const full = reading.filter((reader) => !reader.child.stdin.write(chunk));
    await Promise.all(full.filter((reader) => !reader.isDone).map(drained));
    // A turn of the event loop per chunk: a test that has ended is seen to have ended.
    await new Promise((resolve) => setImmediate(resolve));
    reading = reading.filter((reader) => !reader.isDone);
  }
  for (const reader of readers) reader.child.stdin.destroy();
}

function ent() {
  const file = path.join(os.tmpdir(), `khela-ent-${process.pid}.bin`);
  const chunks = stream();
  const parts = [];
  for (let size = 0; size < entBytes;) {
    const chunk = chunks.next().value;
    parts.push(chunk);
    size += chunk.length;
  }
  fs.writeFileSync(file, Buffer.concat(parts).subarray(0, entBytes));
  const result = spawnSync('ent', ['-t', file], { encoding: 'utf8' });
  fs.rmSync(file, { force: true });
  // Terse: header line, then 0,File-bytes,Entropy,Chi-square,Mean,Monte-Carlo-Pi,Serial-Correlation
  const values = result.stdout.trim().split('\n')[1]?.split(',').map(Number) ?? [];
  const [, , entropy, chiSquare, mean, pi, serial] = values;
  // 255 degrees of freedom: the 0.1 % and 99.9 % points of chi-square are about 190 and 330.
  const checks = [
    ['entropy (bits per byte) > 7.9999', entropy, entropy > 7.9999],
    [
      'chi-square within its 0.1 %–99.9 % range (190–330)',
      chiSquare,
      chiSquare > 190 && chiSquare < 330,
    ],
    ['mean within 127.5 ± 0.1', mean, Math.abs(mean - 127.5) < 0.1],
    ['Monte Carlo π within 0.2 %', pi, Math.abs(pi - Math.PI) / Math.PI < 0.002],
    ['serial correlation within ± 0.002', serial, Math.abs(serial) < 0.002],
  ];
  for (const [label, value, isOk] of checks) {
    console.log(`  ent ${isOk ? 'ok    ' : 'FAILED'} ${label}: ${value}`);
  }
  return checks.every(([, , isOk]) => isOk);
}

ensureTools([
  ['dieharder', 'dieharder'],
  ['ent', 'ent'],
]);
await assertSameStream();
const startedAtMs = Date.now();
let failed = 0;
let weak = 0;
const readers = dieharderTests.map(startDieharder);
await feedAll(readers);
for (const [index, test] of dieharderTests.entries()) {
  const reader = readers[index];
  const lines = await reader.lines;
  const name = `dieharder -d ${test.join(' ')}`;
  console.log(`  ${name}: ${reader.seconds.toFixed(1)} s`);
  if (lines.length === 0) {
    console.log(`  ${name}: no result`);
    failed += 1;
  }
  for (const line of lines) {
    console.log(`  ${line.trim()}`);
    if (/FAILED\s*$/.test(line)) failed += 1;
    if (/WEAK\s*$/.test(line)) weak += 1;
  }
}
const isEntOk = ent();
console.log(
  `rng battery: ${failed} failed, ${weak} weak, ent ${isEntOk ? 'ok' : 'FAILED'} in ${((Date.now() - startedAtMs) / 1000).toFixed(0)} s`,
);
process.exit(failed === 0 && isEntOk ? 0 : 1);
