import { defineLineGame } from '../define-game';
import type { LinePay, ReelStrips, SymbolId } from '../slot-types';

/**
 * Sevens and Bars: a classic three-reel slot in a 3×3 window with 5 lines (three rows and two
 * diagonals). Blanks sit between the symbols; cherries pay from the left for one, two or three;
 * any three bars pay; the wild stands in for everything and doubles a win each time it does
 * (two wilds quadruple it), while three wilds pay the top prize on their own.
 * A coin is the line bet (total bet / 5), so every pay is a whole number of minor units.
 */

const lineCount = 5;
const bars: SymbolId[] = ['triple-bar', 'double-bar', 'bar'];
const symbols: SymbolId[] = ['seven', ...bars, 'cherry', 'wild', 'blank'];

/** lines[line][reel] = row: middle, top, bottom, then the two diagonals. */
const lines = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Coins per line; the highest pay on a line wins, after the wild multiplier. */
const linePays: LinePay[] = [
  { pays: 'wild', symbols: ['wild'], count: 3, coins: 1000 },
  { pays: 'seven', symbols: ['seven'], count: 3, coins: 100 },
  { pays: 'triple-bar', symbols: ['triple-bar'], count: 3, coins: 50 },
  { pays: 'double-bar', symbols: ['double-bar'], count: 3, coins: 25 },
  { pays: 'bar', symbols: ['bar'], count: 3, coins: 10 },
  { pays: 'any-bar', symbols: bars, count: 3, coins: 5 },
  { pays: 'cherry', symbols: ['cherry'], count: 1, coins: 2 },
  { pays: 'cherry', symbols: ['cherry'], count: 2, coins: 5 },
  { pays: 'cherry', symbols: ['cherry'], count: 3, coins: 20 },
];

/** The reels, base game only (this game has no free spins). */
// prettier-ignore
const reelStrips: ReelStrips = [
  [ // reel 1: 34 stops
    'blank', 'blank', 'double-bar', 'blank', 'bar', 'blank', 'triple-bar', 'blank',
    'seven', 'blank', 'bar', 'blank', 'cherry', 'blank', 'double-bar', 'blank',
    'blank', 'blank', 'triple-bar', 'blank', 'bar', 'blank', 'wild', 'blank',
    'double-bar', 'blank', 'seven', 'blank', 'triple-bar', 'blank', 'bar', 'blank',
    'cherry', 'blank',
  ],
  [ // reel 2: 34 stops
    'triple-bar', 'blank', 'bar', 'blank', 'cherry', 'blank', 'seven', 'blank',
    'blank', 'blank', 'double-bar', 'blank', 'bar', 'blank', 'triple-bar', 'blank',
    'cherry', 'blank', 'bar', 'blank', 'double-bar', 'blank', 'triple-bar', 'blank',
    'seven', 'blank', 'bar', 'blank', 'cherry', 'blank', 'double-bar', 'blank',
    'wild', 'blank',
  ],
  [ // reel 3: 32 stops
    'seven', 'blank', 'bar', 'blank', 'double-bar', 'blank', 'cherry', 'blank',
    'triple-bar', 'blank', 'bar', 'blank', 'double-bar', 'blank', 'seven', 'blank',
    'bar', 'blank', 'triple-bar', 'blank', 'cherry', 'blank', 'double-bar', 'blank',
    'bar', 'blank', 'blank', 'blank', 'triple-bar', 'blank', 'wild', 'blank',
  ],
];

/** Sevens and Bars, the classic three-reel slot. */
export const sevensAndBars = defineLineGame({
  id: 'sevens-and-bars',
  nameKey: 'slots.sevensAndBars.name',
  reels: 3,
  rows: 3,
  symbols,
  wild: 'wild',
  coinsPerBet: lineCount,
  betLevelsMinor: [5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000],
  baseStrips: reelStrips,
  freeStrips: reelStrips,
  scatter: null,
  maxWinTotalBets: 5_000,
  declaredRtp: 0.9505,
  lines,
  linePays,
  wildMultiplier: 2,
});
