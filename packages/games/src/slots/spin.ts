import { pickIndex } from '../provably-fair';
import {
  evaluateLine,
  evaluateWays,
  freeSpinsForScatters,
  lineSymbols,
  scatterPayTotalBets,
  scatterPositions,
  type Grid,
} from './evaluate';
import type {
  FloatSource,
  LineGame,
  ReelStrips,
  ScatterResult,
  SlotGame,
  SlotWin,
  SpinMode,
  SpinResult,
  WaysGame,
} from './slot-types';

/** The reel set a mode spins. */
export function stripsFor(game: SlotGame, mode: SpinMode): ReelStrips {
  return mode === 'base' ? game.baseStrips : game.freeStrips;
}

/** One stop per reel: stop = floor(f × strip length), one float per reel in reel order. */
export function pickStops(strips: ReelStrips, nextFloat: FloatSource): number[] {
  return strips.map((strip) => pickIndex(nextFloat(), strip.length));
}

/** The window the stops show: grid[reel][row] = strip[(stop + row) mod length]. */
export function windowAt(strips: ReelStrips, stops: readonly number[], rows: number): Grid {
  return strips.map((strip, reel) =>
    Array.from(
      { length: rows },
      (_, row) => strip[((stops[reel] ?? 0) + row) % strip.length] ?? '',
    ),
  );
}

/** The most any spin of `game` pays at this bet. */
export function maxWinMinor(game: SlotGame, totalBetMinor: number): number {
  return game.maxWinTotalBets * totalBetMinor;
}

function assertBet(game: SlotGame, totalBetMinor: number): void {
  if (!game.betLevelsMinor.includes(totalBetMinor))
    throw new RangeError(`${game.id}: total bet ${totalBetMinor} is not a bet level`);
}

function lineWins(game: LineGame, grid: Grid, coinValueMinor: number): SlotWin[] {
  return game.lines.flatMap((rows, line) => {
    const match = evaluateLine(game, lineSymbols(game, grid, line));
    if (match === null) return [];
    const positions = rows.slice(0, match.pay.count).map((row, reel) => ({ reel, row }));
    return [
      {
        kind: 'line' as const,
        line,
        pays: match.pay.pays,
        count: match.pay.count,
        wildMultiplier: match.wildMultiplier,
        positions,
        amountMinor: match.coins * coinValueMinor,
      },
    ];
  });
}

function waysWins(game: WaysGame, grid: Grid, coinValueMinor: number): SlotWin[] {
  return evaluateWays(game, grid).map((match) => ({
    kind: 'ways' as const,
    pays: match.symbol,
    count: match.count,
    ways: match.ways,
    positions: match.positions,
    amountMinor: match.coins * coinValueMinor,
  }));
}

function scatterResult(game: SlotGame, grid: Grid, totalBetMinor: number): ScatterResult {
  const positions = scatterPositions(game, grid);
  const amountMinor = scatterPayTotalBets(game, positions.length) * totalBetMinor;
  return { count: positions.length, positions, amountMinor };
}

/**
 * Evaluates one spin on the mode's reels. Every amount is already multiplied by `winMultiplier`;
 * the total is capped at the game's max win.
 */
export function evaluateSpin(
  game: SlotGame,
  mode: SpinMode,
  totalBetMinor: number,
  winMultiplier: number,
  nextFloat: FloatSource,
): SpinResult {
  assertBet(game, totalBetMinor);
  if (!Number.isSafeInteger(winMultiplier) || winMultiplier < 1)
    throw new RangeError('win multiplier must be a whole number ≥ 1');
  const strips = stripsFor(game, mode);
  const stops = pickStops(strips, nextFloat);
  const grid = windowAt(strips, stops, game.rows);
  const coinValueMinor = (totalBetMinor / game.coinsPerBet) * winMultiplier;
  const wins =
    game.kind === 'lines'
      ? lineWins(game, grid, coinValueMinor)
      : waysWins(game, grid, coinValueMinor);
  const scatter = scatterResult(game, grid, totalBetMinor * winMultiplier);
  const uncappedWinMinor = wins.reduce((sum, win) => sum + win.amountMinor, scatter.amountMinor);
  const capMinor = maxWinMinor(game, totalBetMinor);
  if (!Number.isSafeInteger(uncappedWinMinor)) throw new Error('slot win must be a safe integer');
  return {
    mode,
    totalBetMinor,
    winMultiplier,
    stops,
    grid,
    wins,
    scatter,
    freeSpinsAwarded: freeSpinsForScatters(game, scatter.count),
    uncappedWinMinor,
    isCapped: uncappedWinMinor > capMinor,
    totalWinMinor: Math.min(uncappedWinMinor, capMinor),
  };
}

/** A base-game spin at `totalBetMinor` (one of the game's bet levels). */
export function spin(game: SlotGame, totalBetMinor: number, nextFloat: FloatSource): SpinResult {
  return evaluateSpin(game, 'base', totalBetMinor, 1, nextFloat);
}
