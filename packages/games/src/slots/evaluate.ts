import type { Cell, LineGame, LinePay, SlotGame, SymbolId, WaysGame } from './slot-types';

/**
 * Paytable evaluation on a visible window, written for reading rather than speed: the spin
 * function uses it for every real spin, and the simulation's lookup tables are built from it.
 */

/** A window: grid[reel][row]. */
export type Grid = readonly (readonly SymbolId[])[];

/** The best pay found on one line, in coins before the bet and any free-spin multiplier. */
export interface LineMatch {
  pay: LinePay;
  wildMultiplier: number;
  coins: number;
}

/** A ways match in coins (per way × ways) before the bet and any free-spin multiplier. */
export interface WaysMatch {
  symbol: SymbolId;
  count: number;
  ways: number;
  coins: number;
  positions: readonly Cell[];
}

// How many wilds stand in for `pay` on the line's first reels, or -1 when it does not match.
function wildsStandingIn(game: LineGame, pay: LinePay, symbols: readonly SymbolId[]): number {
  let wilds = 0;
  for (let reel = 0; reel < pay.count; reel += 1) {
    const symbol = symbols[reel] ?? '';
    if (pay.symbols.includes(symbol)) continue;
    if (symbol !== game.wild) return -1;
    wilds += 1;
  }
  return wilds;
}

/**
 * The highest pay on a line read left to right (symbols[reel]); a wild pays as itself or stands in
 * for any symbol but the scatter, multiplying the win by the wild multiplier each time it does.
 */
export function evaluateLine(game: LineGame, symbols: readonly SymbolId[]): LineMatch | null {
  let best: LineMatch | null = null;
  for (const pay of game.linePays) {
    const wilds = wildsStandingIn(game, pay, symbols);
    if (wilds < 0) continue;
    const wildMultiplier = game.wildMultiplier ** wilds;
    const coins = pay.coins * wildMultiplier;
    const isBetter =
      best === null || coins > best.coins || (coins === best.coins && pay.count > best.pay.count);
    if (isBetter) best = { pay, wildMultiplier, coins };
  }
  return best;
}

/** The symbols a line crosses, left to right. */
export function lineSymbols(game: LineGame, grid: Grid, line: number): SymbolId[] {
  const rows = game.lines[line] ?? [];
  return rows.map((row, reel) => grid[reel]?.[row] ?? '');
}

/** The coins one symbol pays for a run of `count` reels in a ways game (0 when none). */
export function waysPayCoins(game: WaysGame, symbol: SymbolId, count: number): number {
  return game.waysPays.find((pay) => pay.symbol === symbol && pay.count === count)?.coins ?? 0;
}

/** The symbols with a ways pay, in paytable order. */
export function waysSymbols(game: WaysGame): SymbolId[] {
  return [...new Set(game.waysPays.map((pay) => pay.symbol))];
}

/**
 * Every ways win: a symbol counts on a reel where it or the wild shows; it pays for the run of
 * adjacent reels from the left where it counts, once per combination (the product of the counts).
 */
export function evaluateWays(game: WaysGame, grid: Grid): WaysMatch[] {
  const matches: WaysMatch[] = [];
  for (const symbol of waysSymbols(game)) {
    const positions: Cell[] = [];
    let ways = 1;
    let count = 0;
    for (const column of grid) {
      const rows = column.flatMap((cell, row) =>
        cell === symbol || cell === game.wild ? [row] : [],
      );
      if (rows.length === 0) break;
      positions.push(...rows.map((row) => ({ reel: count, row })));
      ways *= rows.length;
      count += 1;
    }
    const coins = waysPayCoins(game, symbol, count) * ways;
    if (coins > 0) matches.push({ symbol, count, ways, coins, positions });
  }
  return matches;
}

/** Where the scatter shows anywhere in the window (none when the game has no scatter). */
export function scatterPositions(game: SlotGame, grid: Grid): Cell[] {
  const scatter = game.scatter;
  if (scatter === null) return [];
  return grid.flatMap((column, reel) =>
    column.flatMap((cell, row) => (cell === scatter.symbol ? [{ reel, row }] : [])),
  );
}

/** The scatter pay in total bets for `count` scatters (0 when that count pays nothing). */
export function scatterPayTotalBets(game: SlotGame, count: number): number {
  return game.scatter?.pays.find((pay) => pay.count === count)?.totalBets ?? 0;
}

/** The free spins `count` scatters award by the table (0 when none). */
export function freeSpinsForScatters(game: SlotGame, count: number): number {
  return game.scatter?.freeSpins.find((award) => award.count === count)?.spins ?? 0;
}
