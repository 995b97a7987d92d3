// `npm run rtp -- [--game ID] [--spins N] [--rounds N] [--seed S]`: simulates each slot (or one)
// and checks the measured RTP against the declared one at 99.9 % confidence, beside the exact
// RTP counted from the reels; then each table game's areas (--rounds rounds each), their
// measured return against the exact one their rules give. Runs the TypeScript source: packages/games is bundled with esbuild on the fly.
// Exits 1 when a game falls outside its bound, 2 on bad arguments.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const spinsDefault = 1_000_000;
const roundsDefault = 200_000;
const seedDefault = 1;
/** A 99.9 % two-sided bound is ± 3.29 standard errors. */
const confidenceZ = 3.29;

/** The games package, bundled from source for this process. */
async function loadGames() {
  // Inside the repository, so the bundle finds the workspace's dependencies.
  const cacheDir = path.join(root, 'node_modules/.cache/khela-rtp');
  fs.mkdirSync(cacheDir, { recursive: true });
  const outfile = path.join(cacheDir, `games-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(root, 'packages/games/src/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    packages: 'external',
    absWorkingDir: path.join(root, 'packages/games'),
    logLevel: 'error',
  });
  try {
    return await import(outfile);
  } finally {
    fs.rmSync(outfile);
  }
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

function options() {
  const { values } = parseArgs({
    options: {
      game: { type: 'string' },
      spins: { type: 'string', default: String(spinsDefault) },
      rounds: { type: 'string', default: String(roundsDefault) },
      seed: { type: 'string', default: String(seedDefault) },
    },
  });
  const spins = Number(values.spins);
  const rounds = Number(values.rounds);
  const seed = Number(values.seed);
  if (!Number.isSafeInteger(spins) || spins < 2) fail('--spins must be a whole number ≥ 2');
  if (!Number.isSafeInteger(rounds) || rounds < 2) fail('--rounds must be a whole number ≥ 2');
  if (!Number.isSafeInteger(seed)) fail('--seed must be a whole number');
  return { gameId: values.game, spins, rounds, seed };
}

const percent = (value, decimals = 3) => `${(value * 100).toFixed(decimals)} %`;

/** Simulates one game and prints what it measured against what it declares. */
function report(games, game, spins, seed) {
  // Counting first also builds the game's tables, so the timing below is the simulation alone.
  const exact = games.exactRtp(game);
  const startedAtMs = performance.now();
  const result = games.simulate(game, spins, seed);
  const elapsedS = (performance.now() - startedAtMs) / 1000;
  const boundRtp = confidenceZ * result.standardError;
  const isWithin = Math.abs(result.rtp - game.declaredRtp) <= boundRtp;
  const triggerRate = result.freeSpinTriggers / result.spins;
  console.log(`\n${game.id} (${spins.toLocaleString('en')} spins, seed ${seed})`);
  console.log(`  measured RTP   ${percent(result.rtp)}`);
  console.log(`  declared RTP   ${percent(game.declaredRtp)}`);
  console.log(`  exact RTP      ${percent(exact, 5)}`);
  console.log(`  99.9 % bound   ± ${percent(boundRtp)}: ${isWithin ? 'within' : 'OUTSIDE'}`);
  console.log(`  hit rate       ${percent(result.hitRate)}`);
  console.log(
    `  free spins     ${result.freeSpinTriggers} triggers` +
      (triggerRate > 0 ? ` (1 in ${(1 / triggerRate).toFixed(0)} spins)` : ''),
  );
  console.log(`  speed          ${Math.round(spins / elapsedS).toLocaleString('en')} spins/s`);
  return isWithin;
}

/** Simulates one table game and prints each area's measured return against the exact one. */
function reportTable(games, game, rounds, seed) {
  const startedAtMs = performance.now();
  const measures = games.simulateTable(game, rounds, seed);
  const elapsedS = (performance.now() - startedAtMs) / 1000;
  console.log(`\n${game} (${rounds.toLocaleString('en')} rounds, seed ${seed})`);
  let isWithin = true;
  for (const measure of measures) {
    const bound = confidenceZ * measure.standardError;
    const within = Math.abs(measure.meanReturn - measure.exactReturn) <= bound;
    isWithin &&= within;
    console.log(
      `  ${measure.area.padEnd(12)} measured ${percent(measure.meanReturn)}  exact ${percent(
        measure.exactReturn,
        4,
      )}  ± ${percent(bound)}: ${within ? 'within' : 'OUTSIDE'}`,
    );
  }
  console.log(`  speed          ${Math.round(rounds / elapsedS).toLocaleString('en')} rounds/s`);
  return isWithin;
}

const { gameId, spins, rounds, seed } = options();
const games = await loadGames();
const all = Object.values(games.slotGames);
const tables = games.tableGames;
const chosen = gameId === undefined ? all : all.filter((game) => game.id === gameId);
const chosenTables = gameId === undefined ? tables : tables.filter((game) => game === gameId);
if (chosen.length + chosenTables.length === 0) {
  const known = [...all.map((game) => game.id), ...tables].join(', ');
  fail(`unknown game '${gameId}'; games: ${known}`);
}
const outside = [
  ...chosen.filter((game) => !report(games, game, spins, seed)).map((game) => game.id),
  ...chosenTables.filter((game) => !reportTable(games, game, rounds, seed)),
];
console.log(
  outside.length === 0
    ? '\nrtp: every game within its bound'
    : `\nrtp: outside the bound: ${outside.join(', ')}`,
);
process.exit(outside.length === 0 ? 0 : 1);
