import { pickIndex } from '../provably-fair';
import { compiled, type CompiledGame, type ReelTables } from './compile';
import { seededFloatSource } from './prng';
import type { FloatSource, SlotGame, SpinMode } from './slot-types';

/**
 * Fast simulation: the same stops (floor(f × length), one float per reel) and the same pays as
 * the spin function, read from precomputed tables in coins, with no allocation per spin.
 */

/** The most spins one simulation runs. */
export const simulationSpinsMax = 1_000_000_000;

/** What a simulation measured. Returns are per base spin, free-spin sessions included. */
export interface SimulationResult {
  spins: number;
  totalBetMinor: number;
  totalWinMinor: number;
  rtp: number;
  /** Share of base spins that win anything. */
  hitRate: number;
  freeSpinTriggers: number;
  freeSpinsPlayed: number;
  /** Standard error of the mean per-spin return (in total bets), for confidence bounds. */
  standardError: number;
}

/** The outcome of the last fast spin, overwritten by the next. */
export interface FastSpinOutcome {
  coins: number;
  freeSpins: number;
}

/** Spins the mode's reels from `nextFloat`, writing coins (before any multiplier) and award. */
export type FastSpin = () => FastSpinOutcome;

function lineSpin(tables: CompiledGame, reelSet: ReelTables, nextFloat: FloatSource): FastSpin {
  const reelCount = tables.game.reels;
  const rows = tables.game.rows;
  const lineCells = tables.lineRows.length;
  // Each line reads window cells; cell = reel × rows + row, filled once per spin below.
  const cellOfLine = Int32Array.from(
    tables.lineRows,
    (row, index) => (index % reelCount) * rows + row,
  );
  const windowDigits = new Int32Array(reelCount * rows);
  const outcome: FastSpinOutcome = { coins: 0, freeSpins: 0 };
  return () => {
    let scatters = 0;
    for (let reel = 0; reel < reelCount; reel += 1) {
      const stop = pickIndex(nextFloat(), reelSet.stripLengths[reel] ?? 0);
      const digits = reelSet.lineKeyDigits[reel] as Int32Array;
      for (let row = 0; row < rows; row += 1)
        windowDigits[reel * rows + row] = digits[stop * rows + row] ?? 0;
      scatters += (reelSet.scatterCounts[reel] as Uint8Array)[stop] ?? 0;
    }
    let coins = tables.scatterPayCoins[scatters] ?? 0;
    for (let cell = 0; cell < lineCells; cell += reelCount) {
      let key = 0;
      for (let reel = 0; reel < reelCount; reel += 1)
        key += windowDigits[cellOfLine[cell + reel] ?? 0] ?? 0;
      coins += tables.linePayCoins[key] ?? 0;
    }
    outcome.coins = coins;
    outcome.freeSpins = tables.freeSpinsAwarded[scatters] ?? 0;
    return outcome;
  };
}

function waysSpin(tables: CompiledGame, reelSet: ReelTables, nextFloat: FloatSource): FastSpin {
  const reelCount = tables.game.reels;
  const symbols = tables.waysPayCoins.length / (reelCount + 1);
  const stops = new Int32Array(reelCount);
  const outcome: FastSpinOutcome = { coins: 0, freeSpins: 0 };
  return () => {
    let scatters = 0;
    for (let reel = 0; reel < reelCount; reel += 1) {
      const stop = pickIndex(nextFloat(), reelSet.stripLengths[reel] ?? 0);
      stops[reel] = stop;
      scatters += (reelSet.scatterCounts[reel] as Uint8Array)[stop] ?? 0;
    }
    let coins = tables.scatterPayCoins[scatters] ?? 0;
    for (let symbol = 0; symbol < symbols; symbol += 1) {
      let ways = 1;
      let count = 0;
      while (count < reelCount) {
        const counts = reelSet.waysCounts[symbol * reelCount + count] as Uint8Array;
        const shown = counts[stops[count] ?? 0] ?? 0;
        if (shown === 0) break;
        ways *= shown;
        count += 1;
      }
      coins += (tables.waysPayCoins[symbol * (reelCount + 1) + count] ?? 0) * ways;
    }
    outcome.coins = coins;
    outcome.freeSpins = tables.freeSpinsAwarded[scatters] ?? 0;
    return outcome;
  };
}

/** A table-driven spin of `game` on the mode's reels; agrees with the spin function's pays. */
export function createFastSpin(game: SlotGame, mode: SpinMode, nextFloat: FloatSource): FastSpin {
  const tables = compiled(game);
  const reelSet = mode === 'base' ? tables.base : tables.free;
  return game.kind === 'lines'
    ? lineSpin(tables, reelSet, nextFloat)
    : waysSpin(tables, reelSet, nextFloat);
}

interface Totals {
  coins: number;
  coinsSquared: number;
  hits: number;
  triggers: number;
  freeSpinsPlayed: number;
}

/** Runs `spins` base spins (and every free-spin session they start) on a seeded generator. */
function runSpins(game: SlotGame, spins: number, nextFloat: FloatSource): Totals {
  const baseSpin = createFastSpin(game, 'base', nextFloat);
  const freeSpin = createFastSpin(game, 'free', nextFloat);
  const capCoins = game.maxWinTotalBets * game.coinsPerBet;
  const multiplier = game.scatter?.freeSpinMultiplier ?? 1;
  const sessionSpinsMax = game.scatter?.freeSpinsPerSessionMax ?? 0;
  const totals: Totals = { coins: 0, coinsSquared: 0, hits: 0, triggers: 0, freeSpinsPlayed: 0 };
  for (let index = 0; index < spins; index += 1) {
    const base = baseSpin();
    let coins = Math.min(base.coins, capCoins);
    if (coins > 0) totals.hits += 1;
    if (base.freeSpins > 0) {
      totals.triggers += 1;
      let awarded = Math.min(base.freeSpins, sessionSpinsMax);
      for (let played = 0; played < awarded; played += 1) {
        const free = freeSpin();
        coins += Math.min(free.coins * multiplier, capCoins);
        awarded += Math.min(free.freeSpins, sessionSpinsMax - awarded);
      }
      totals.freeSpinsPlayed += awarded;
    }
    totals.coins += coins;
    totals.coinsSquared += coins * coins;
  }
  return totals;
}

/**
 * Simulates `spins` base spins at the game's smallest bet from `seed`: measured RTP, hit rate,
 * free-spin triggers and the standard error of the per-spin return.
 */
export function simulate(game: SlotGame, spins: number, seed = 1): SimulationResult {
  if (!Number.isSafeInteger(spins) || spins < 2 || spins > simulationSpinsMax)
    throw new RangeError(`spins must be a whole number in 2..${simulationSpinsMax}`);
  const totals = runSpins(game, spins, seededFloatSource(seed));
  const betMinor = game.betLevelsMinor[0] ?? 0;
  const coinValueMinor = betMinor / game.coinsPerBet;
  const totalWinMinor = totals.coins * coinValueMinor;
  if (!Number.isSafeInteger(totalWinMinor)) throw new Error('simulated win left the safe integers');
  const meanCoins = totals.coins / spins;
  const varianceCoins = (totals.coinsSquared - spins * meanCoins * meanCoins) / (spins - 1);
  return {
    spins,
    totalBetMinor: spins * betMinor,
    totalWinMinor,
    rtp: meanCoins / game.coinsPerBet,
    hitRate: totals.hits / spins,
    freeSpinTriggers: totals.triggers,
    freeSpinsPlayed: totals.freeSpinsPlayed,
    standardError: Math.sqrt(Math.max(varianceCoins, 0) / spins) / game.coinsPerBet,
  };
}
