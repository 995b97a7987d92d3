import { defineLineGame } from '../define-game';
import type { LinePay, ReelStrips, SymbolId } from '../slot-types';

/**
 * Tiger Lotus: a 5×3 video slot with 20 fixed lines. The wild stands in for every symbol but the
 * scatter; 3, 4 or 5 scatters anywhere pay 2, 10 or 50 total bets and award 10, 15 or 20 free
 * spins, where every win is tripled and scatters award more spins up to the session cap.
 * A coin is the line bet (total bet / 20), so every pay is a whole number of minor units.
 */

/** Free spins one session may award, retriggers included; the exact RTP counts this cap. */
export const tigerLotusFreeSpinsPerSessionMax = 100;
const lineCount = 20;

const symbols: SymbolId[] = [
  'tiger',
  'lotus',
  'coin',
  'lantern',
  'ace',
  'king',
  'queen',
  'jack',
  'ten',
  'wild',
  'scatter',
];

/** lines[line][reel] = row: the three straight lines, then Vs, steps and zigzags. */
// prettier-ignore
const lines = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 2, 2, 0],
];

/** Coins per line for 3, 4 and 5 of a kind from the left. */
function ofAKind(symbol: SymbolId, coins: readonly [number, number, number]): LinePay[] {
  return coins.map((pay, index) => ({
    pays: symbol,
    symbols: [symbol],
    count: index + 3,
    coins: pay,
  }));
}

const linePays: LinePay[] = [
  ...ofAKind('wild', [100, 500, 1000]),
  ...ofAKind('tiger', [50, 250, 750]),
  ...ofAKind('lotus', [30, 150, 500]),
  ...ofAKind('coin', [25, 100, 400]),
  ...ofAKind('lantern', [20, 75, 250]),
  ...ofAKind('ace', [15, 50, 200]),
  ...ofAKind('king', [10, 40, 150]),
  ...ofAKind('queen', [10, 40, 150]),
  ...ofAKind('jack', [10, 30, 100]),
  ...ofAKind('ten', [10, 30, 100]),
];

/** Base-game reels. */
// prettier-ignore
const baseStrips: ReelStrips = [
  [ // reel 1: 64 stops
    'jack', 'jack', 'tiger', 'coin', 'king', 'lantern', 'ten', 'ten',
    'queen', 'queen', 'ace', 'king', 'lotus', 'jack', 'jack', 'lantern',
    'coin', 'scatter', 'ace', 'tiger', 'king', 'ten', 'ten', 'queen',
    'queen', 'lotus', 'lantern', 'ace', 'king', 'jack', 'jack', 'coin',
    'ten', 'ten', 'tiger', 'king', 'ace', 'lantern', 'lotus', 'queen',
    'queen', 'jack', 'jack', 'coin', 'king', 'ace', 'ten', 'ten',
    'lantern', 'scatter', 'lotus', 'tiger', 'king', 'jack', 'coin', 'ace',
    'queen', 'queen', 'lantern', 'ten', 'king', 'lotus', 'ace', 'wild',
  ],
  [ // reel 2: 67 stops
    'coin', 'lantern', 'ace', 'ten', 'ten', 'lotus', 'queen', 'queen',
    'king', 'jack', 'jack', 'tiger', 'wild', 'ace', 'coin', 'lantern',
    'king', 'scatter', 'ten', 'ten', 'lotus', 'queen', 'queen', 'jack',
    'jack', 'ace', 'king', 'lantern', 'coin', 'tiger', 'wild', 'ten',
    'ten', 'king', 'lotus', 'ace', 'jack', 'jack', 'lantern', 'queen',
    'queen', 'king', 'coin', 'ace', 'ten', 'ten', 'lotus', 'tiger',
    'wild', 'lantern', 'king', 'scatter', 'jack', 'jack', 'ace', 'coin',
    'queen', 'queen', 'king', 'ten', 'lotus', 'lantern', 'ace', 'tiger',
    'jack', 'wild', 'king',
  ],
  [ // reel 3: 66 stops
    'ace', 'wild', 'jack', 'jack', 'lotus', 'lantern', 'coin', 'scatter',
    'queen', 'queen', 'king', 'ten', 'ten', 'ace', 'king', 'lantern',
    'jack', 'jack', 'lotus', 'tiger', 'coin', 'ace', 'ten', 'ten',
    'queen', 'queen', 'king', 'wild', 'lantern', 'jack', 'jack', 'lotus',
    'coin', 'ace', 'king', 'tiger', 'ten', 'ten', 'lantern', 'scatter',
    'queen', 'queen', 'king', 'ace', 'jack', 'jack', 'lotus', 'coin',
    'wild', 'king', 'lantern', 'ten', 'ten', 'tiger', 'ace', 'jack',
    'queen', 'queen', 'lotus', 'king', 'coin', 'ace', 'lantern', 'ten',
    'king', 'tiger',
  ],
  [ // reel 4: 67 stops
    'lantern', 'ace', 'lotus', 'ten', 'ten', 'coin', 'king', 'tiger',
    'jack', 'jack', 'lantern', 'ace', 'queen', 'queen', 'wild', 'king',
    'lotus', 'scatter', 'ten', 'ten', 'coin', 'ace', 'jack', 'jack',
    'lantern', 'king', 'tiger', 'queen', 'queen', 'lotus', 'wild', 'ace',
    'ten', 'ten', 'king', 'coin', 'lantern', 'jack', 'jack', 'ace',
    'king', 'tiger', 'lotus', 'lantern', 'ten', 'ten', 'queen', 'queen',
    'coin', 'wild', 'jack', 'jack', 'king', 'ace', 'scatter', 'lantern',
    'lotus', 'king', 'tiger', 'ten', 'ace', 'coin', 'jack', 'queen',
    'queen', 'wild', 'king',
  ],
  [ // reel 5: 65 stops
    'queen', 'queen', 'ten', 'ten', 'tiger', 'ace', 'lantern', 'king',
    'scatter', 'coin', 'lotus', 'jack', 'jack', 'king', 'ten', 'ten',
    'ace', 'queen', 'queen', 'lantern', 'tiger', 'coin', 'lotus', 'king',
    'jack', 'jack', 'ace', 'lantern', 'ten', 'ten', 'wild', 'king',
    'queen', 'queen', 'coin', 'ace', 'lotus', 'tiger', 'jack', 'jack',
    'lantern', 'king', 'scatter', 'ten', 'ten', 'ace', 'coin', 'king',
    'lotus', 'queen', 'queen', 'lantern', 'jack', 'jack', 'tiger', 'ace',
    'ten', 'king', 'coin', 'lotus', 'lantern', 'wild', 'ace', 'jack',
    'king',
  ],
];

/** Free-spin reels: the same symbols with more wilds on the middle reels. */
// prettier-ignore
const freeStrips: ReelStrips = [
  [ // reel 1: 66 stops
    'ace', 'coin', 'lantern', 'ten', 'ten', 'wild', 'king', 'queen',
    'queen', 'jack', 'jack', 'ace', 'lotus', 'tiger', 'king', 'lantern',
    'coin', 'scatter', 'ten', 'ten', 'ace', 'king', 'jack', 'jack',
    'queen', 'queen', 'lotus', 'lantern', 'wild', 'tiger', 'coin', 'ten',
    'ten', 'king', 'ace', 'jack', 'jack', 'lantern', 'lotus', 'king',
    'ace', 'queen', 'queen', 'coin', 'ten', 'ten', 'tiger', 'king',
    'lantern', 'wild', 'jack', 'jack', 'ace', 'scatter', 'lotus', 'king',
    'coin', 'ten', 'queen', 'queen', 'lantern', 'ace', 'tiger', 'jack',
    'king', 'lotus',
  ],
  [ // reel 2: 68 stops
    'scatter', 'ace', 'lotus', 'king', 'coin', 'wild', 'jack', 'jack',
    'ten', 'ten', 'lantern', 'ace', 'king', 'queen', 'queen', 'tiger',
    'lotus', 'coin', 'wild', 'king', 'ace', 'lantern', 'jack', 'jack',
    'ten', 'ten', 'lotus', 'king', 'queen', 'queen', 'ace', 'tiger',
    'coin', 'wild', 'lantern', 'scatter', 'jack', 'jack', 'ten', 'ten',
    'king', 'ace', 'lotus', 'lantern', 'coin', 'wild', 'king', 'queen',
    'queen', 'tiger', 'jack', 'jack', 'ten', 'ten', 'ace', 'king',
    'lantern', 'lotus', 'coin', 'wild', 'ace', 'jack', 'ten', 'king',
    'queen', 'queen', 'tiger', 'lantern',
  ],
  [ // reel 3: 69 stops
    'ace', 'lotus', 'queen', 'queen', 'ten', 'ten', 'wild', 'king',
    'jack', 'jack', 'lantern', 'tiger', 'coin', 'ace', 'king', 'wild',
    'lotus', 'ten', 'ten', 'lantern', 'jack', 'jack', 'ace', 'queen',
    'queen', 'coin', 'king', 'tiger', 'scatter', 'wild', 'lantern', 'lotus',
    'ace', 'king', 'ten', 'ten', 'jack', 'jack', 'coin', 'queen',
    'queen', 'wild', 'king', 'ace', 'lantern', 'tiger', 'lotus', 'ten',
    'ten', 'jack', 'jack', 'king', 'coin', 'ace', 'wild', 'lantern',
    'queen', 'queen', 'king', 'lotus', 'tiger', 'ten', 'scatter', 'ace',
    'jack', 'wild', 'coin', 'lantern', 'king',
  ],
  [ // reel 4: 68 stops
    'wild', 'tiger', 'coin', 'king', 'lantern', 'ace', 'jack', 'jack',
    'lotus', 'queen', 'queen', 'ten', 'ten', 'wild', 'coin', 'king',
    'tiger', 'ace', 'lantern', 'scatter', 'king', 'jack', 'jack', 'lotus',
    'ten', 'ten', 'wild', 'ace', 'coin', 'queen', 'queen', 'lantern',
    'king', 'tiger', 'ace', 'jack', 'jack', 'lotus', 'ten', 'ten',
    'wild', 'king', 'coin', 'lantern', 'queen', 'queen', 'ace', 'king',
    'tiger', 'jack', 'jack', 'lotus', 'ten', 'ten', 'lantern', 'wild',
    'coin', 'ace', 'scatter', 'king', 'queen', 'queen', 'lantern', 'jack',
    'lotus', 'king', 'ten', 'ace',
  ],
  [ // reel 5: 66 stops
    'tiger', 'ten', 'ten', 'ace', 'lantern', 'queen', 'queen', 'king',
    'wild', 'lotus', 'jack', 'jack', 'ace', 'coin', 'ten', 'ten',
    'king', 'lantern', 'tiger', 'ace', 'lotus', 'jack', 'jack', 'queen',
    'queen', 'king', 'coin', 'ten', 'ten', 'scatter', 'lantern', 'ace',
    'wild', 'king', 'tiger', 'lotus', 'jack', 'jack', 'coin', 'lantern',
    'ace', 'queen', 'queen', 'king', 'ten', 'ten', 'ace', 'king',
    'lotus', 'lantern', 'jack', 'jack', 'tiger', 'coin', 'wild', 'ten',
    'queen', 'queen', 'king', 'ace', 'scatter', 'lantern', 'lotus', 'jack',
    'coin', 'king',
  ],
];

/** Tiger Lotus, the 20-line video slot. */
export const tigerLotus = defineLineGame({
  id: 'tiger-lotus',
  nameKey: 'slots.tigerLotus.name',
  reels: 5,
  rows: 3,
  symbols,
  wild: 'wild',
  coinsPerBet: lineCount,
  betLevelsMinor: [20, 40, 100, 200, 400, 1_000, 2_000, 4_000, 10_000],
  baseStrips,
  freeStrips,
  scatter: {
    symbol: 'scatter',
    pays: [
      { count: 3, totalBets: 2 },
      { count: 4, totalBets: 10 },
      { count: 5, totalBets: 50 },
    ],
    freeSpins: [
      { count: 3, spins: 10 },
      { count: 4, spins: 15 },
      { count: 5, spins: 20 },
    ],
    freeSpinMultiplier: 3,
    freeSpinsPerSessionMax: tigerLotusFreeSpinsPerSessionMax,
  },
  maxWinTotalBets: 5_000,
  declaredRtp: 0.961,
  lines,
  linePays,
  wildMultiplier: 1,
});
