import {
  evaluateLine,
  freeSpinsForScatters,
  scatterPayTotalBets,
  waysPayCoins,
  waysSymbols,
} from './evaluate';
import { stripsFor } from './spin';
import type { LineGame, SlotGame, SpinMode, SymbolId, WaysGame } from './slot-types';

/**
 * Lookup tables for counting and simulation, built once per game from the same evaluation the
 * spin function uses: symbols become small codes, and what a reel shows at each stop is
 * precomputed so the hot loops only index typed arrays.
 */

/** A line-pay table larger than this (symbols^reels entries) is refused. */
const linePayTableEntriesMax = 1 << 22;
const int32Max = 2 ** 31 - 1;

/** What each reel shows at each stop, in the forms the hot loops read. */
export interface ReelTables {
  stripLengths: Int32Array;
  /** Per reel, at stop × rows + row: the symbol code × symbolCount^reel (a digit of a line key). */
  lineKeyDigits: Int32Array[];
  /** Per reel, at stop: the scatters visible in the window. */
  scatterCounts: Uint8Array[];
  /** Per ways symbol and reel (index symbol × reels + reel), at stop: its cells or wilds shown. */
  waysCounts: Uint8Array[];
  /** Per reel, at symbol code: how many stops of the strip carry that symbol. */
  symbolCounts: Int32Array[];
}

/** A game turned into tables. */
export interface CompiledGame {
  game: SlotGame;
  symbolCount: number;
  base: ReelTables;
  free: ReelTables;
  /** lines × reels: the row each line crosses on each reel. */
  lineRows: Int32Array;
  /** For a line game, at the line key Σ code × symbolCount^reel: the coins that line pays. */
  linePayCoins: Int32Array;
  /** For a ways game, at symbol × (reels + 1) + run length: coins per way. */
  waysPayCoins: Int32Array;
  /** At scatter count: the scatter pay in coins. */
  scatterPayCoins: Int32Array;
  /** At scatter count: the free spins awarded. */
  freeSpinsAwarded: Int32Array;
}

// The symbol at `position` on a strip, wrapping round.
function symbolAt(strip: readonly SymbolId[], position: number): SymbolId {
  return strip[position % strip.length] ?? '';
}

// At each stop: how many of the window's cells `counts` accepts.
function cellsPerStop(
  strip: readonly SymbolId[],
  rows: number,
  counts: (symbol: SymbolId) => boolean,
): Uint8Array {
  return Uint8Array.from({ length: strip.length }, (_, stop) => {
    let cells = 0;
    for (let row = 0; row < rows; row += 1) cells += counts(symbolAt(strip, stop + row)) ? 1 : 0;
    return cells;
  });
}

// At stop × rows + row: the code of the symbol shown there, times symbolCount^reel.
function lineKeyDigits(
  strip: readonly SymbolId[],
  rows: number,
  codes: ReadonlyMap<SymbolId, number>,
  reel: number,
): Int32Array {
  const scale = codes.size ** reel;
  return Int32Array.from({ length: strip.length * rows }, (_, cell) => {
    const symbol = symbolAt(strip, Math.floor(cell / rows) + (cell % rows));
    return (codes.get(symbol) ?? 0) * scale;
  });
}

function symbolCounts(
  strip: readonly SymbolId[],
  codes: ReadonlyMap<SymbolId, number>,
): Int32Array {
  const counts = new Int32Array(codes.size);
  for (const symbol of strip) {
    const code = codes.get(symbol) ?? 0;
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

function reelTables(
  game: SlotGame,
  mode: SpinMode,
  codes: ReadonlyMap<SymbolId, number>,
): ReelTables {
  const strips = stripsFor(game, mode);
  const payingSymbols = game.kind === 'ways' ? waysSymbols(game) : [];
  const isScatter = (symbol: SymbolId) => symbol === game.scatter?.symbol;
  return {
    stripLengths: Int32Array.from(strips, (strip) => strip.length),
    lineKeyDigits: strips.map((strip, reel) => lineKeyDigits(strip, game.rows, codes, reel)),
    scatterCounts: strips.map((strip) => cellsPerStop(strip, game.rows, isScatter)),
    waysCounts: payingSymbols.flatMap((paying) =>
      strips.map((strip) =>
        cellsPerStop(strip, game.rows, (symbol) => symbol === paying || symbol === game.wild),
      ),
    ),
    symbolCounts: strips.map((strip) => symbolCounts(strip, codes)),
  };
}

function linePayTable(game: LineGame, symbolCount: number): Int32Array {
  const entries = symbolCount ** game.reels;
  if (entries > linePayTableEntriesMax) throw new Error(`${game.id}: too many symbols for a table`);
  const table = new Int32Array(entries);
  const symbols: SymbolId[] = new Array<SymbolId>(game.reels).fill('');
  for (let key = 0; key < entries; key += 1) {
    let rest = key;
    for (let reel = 0; reel < game.reels; reel += 1) {
      symbols[reel] = game.symbols[rest % symbolCount] ?? '';
      rest = Math.floor(rest / symbolCount);
    }
    const coins = evaluateLine(game, symbols)?.coins ?? 0;
    // An Int32Array wraps silently, which would corrupt every count built on it.
    if (coins > int32Max) throw new Error(`${game.id}: a line pay is too large for the table`);
    table[key] = coins;
  }
  return table;
}

function waysPayTable(game: WaysGame): Int32Array {
  const symbols = waysSymbols(game);
  const table = new Int32Array(symbols.length * (game.reels + 1));
  symbols.forEach((symbol, index) => {
    for (let count = 0; count <= game.reels; count += 1)
      table[index * (game.reels + 1) + count] = waysPayCoins(game, symbol, count);
  });
  return table;
}

function byScatterCount(game: SlotGame, value: (count: number) => number): Int32Array {
  return Int32Array.from({ length: game.reels * game.rows + 1 }, (_, count) => value(count));
}

function compileGame(game: SlotGame): CompiledGame {
  const codes = new Map(game.symbols.map((symbol, code) => [symbol, code]));
  const symbolCount = game.symbols.length;
  return {
    game,
    symbolCount,
    base: reelTables(game, 'base', codes),
    free: reelTables(game, 'free', codes),
    lineRows: Int32Array.from(game.kind === 'lines' ? game.lines.flat() : []),
    linePayCoins: game.kind === 'lines' ? linePayTable(game, symbolCount) : new Int32Array(0),
    waysPayCoins: game.kind === 'ways' ? waysPayTable(game) : new Int32Array(0),
    scatterPayCoins: byScatterCount(
      game,
      (count) => scatterPayTotalBets(game, count) * game.coinsPerBet,
    ),
    freeSpinsAwarded: byScatterCount(game, (count) => freeSpinsForScatters(game, count)),
  };
}

const compiledGames = new WeakMap<SlotGame, CompiledGame>();

/** The game's tables, built on first use and kept while the definition lives. */
export function compiled(game: SlotGame): CompiledGame {
  const existing = compiledGames.get(game);
  if (existing !== undefined) return existing;
  const tables = compileGame(game);
  compiledGames.set(game, tables);
  return tables;
}
