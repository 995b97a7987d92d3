import { defineWaysGame } from '../define-game';
import type { ReelStrips, SymbolId, WaysPay } from '../slot-types';

/**
 * Jade Ways: a 5×3 slot paying 243 ways. A symbol pays when it (or the wild) shows on adjacent
 * reels from the left, once for every combination of its cells. The wild appears on reels 2–4
 * only. 3, 4 or 5 scatters anywhere pay 2, 5 or 20 total bets and award 10, 15 or 25 free spins
 * with every win doubled; scatters in free spins award more, up to the session cap.
 * A coin is the total bet / 25, so every pay is a whole number of minor units.
 */

/** Free spins one session may award, retriggers included; the exact RTP counts this cap. */
export const jadeWaysFreeSpinsPerSessionMax = 100;
const coinsPerBet = 25;

const symbols: SymbolId[] = [
  'dragon',
  'koi',
  'fan',
  'jade',
  'ace',
  'king',
  'queen',
  'jack',
  'ten',
  'wild',
  'scatter',
];

/** Coins per way for 3, 4 and 5 adjacent reels. */
function ofAKind(symbol: SymbolId, coins: readonly [number, number, number]): WaysPay[] {
  return coins.map((pay, index) => ({ symbol, count: index + 3, coins: pay }));
}

const waysPays: WaysPay[] = [
  ...ofAKind('dragon', [40, 100, 400]),
  ...ofAKind('koi', [30, 75, 250]),
  ...ofAKind('fan', [25, 50, 200]),
  ...ofAKind('jade', [20, 40, 150]),
  ...ofAKind('ace', [10, 25, 100]),
  ...ofAKind('king', [10, 25, 100]),
  ...ofAKind('queen', [10, 20, 75]),
  ...ofAKind('jack', [5, 15, 50]),
  ...ofAKind('ten', [5, 15, 50]),
];

/** Base-game reels. */
// prettier-ignore
const baseStrips: ReelStrips = [
  [ // reel 1: 51 stops
    'jade', 'ace', 'koi', 'dragon', 'king', 'queen', 'queen', 'ten',
    'ten', 'jack', 'jack', 'fan', 'scatter', 'jade', 'ace', 'king',
    'koi', 'queen', 'queen', 'ten', 'ten', 'ace', 'jade', 'jack',
    'jack', 'fan', 'dragon', 'king', 'ace', 'koi', 'jade', 'king',
    'queen', 'queen', 'ten', 'ten', 'jack', 'jack', 'fan', 'scatter',
    'ace', 'dragon', 'king', 'jade', 'koi', 'queen', 'ten', 'ace',
    'jack', 'fan', 'king',
  ],
  [ // reel 2: 52 stops
    'fan', 'jack', 'jack', 'jade', 'queen', 'queen', 'king', 'koi',
    'ace', 'ten', 'ten', 'dragon', 'jade', 'king', 'fan', 'jack',
    'jack', 'ace', 'queen', 'queen', 'koi', 'ten', 'ten', 'king',
    'wild', 'jade', 'ace', 'fan', 'jack', 'jack', 'dragon', 'queen',
    'queen', 'king', 'koi', 'ace', 'jade', 'ten', 'ten', 'scatter',
    'king', 'fan', 'jack', 'ace', 'queen', 'jade', 'koi', 'dragon',
    'ten', 'king', 'wild', 'ace',
  ],
  [ // reel 3: 53 stops
    'fan', 'dragon', 'ten', 'ten', 'wild', 'koi', 'king', 'jack',
    'jack', 'queen', 'queen', 'ace', 'jade', 'fan', 'king', 'ten',
    'ten', 'ace', 'koi', 'dragon', 'jade', 'jack', 'jack', 'scatter',
    'queen', 'queen', 'king', 'ace', 'fan', 'jade', 'ten', 'ten',
    'wild', 'koi', 'king', 'jack', 'jack', 'queen', 'queen', 'ace',
    'dragon', 'fan', 'jade', 'king', 'ten', 'ace', 'koi', 'jack',
    'scatter', 'queen', 'king', 'jade', 'ace',
  ],
  [ // reel 4: 52 stops
    'queen', 'queen', 'jack', 'jack', 'dragon', 'ace', 'koi', 'king',
    'jade', 'ten', 'ten', 'fan', 'ace', 'king', 'jade', 'queen',
    'queen', 'jack', 'jack', 'koi', 'ten', 'ten', 'dragon', 'fan',
    'wild', 'ace', 'king', 'jade', 'queen', 'queen', 'jack', 'jack',
    'ace', 'koi', 'king', 'ten', 'ten', 'fan', 'jade', 'dragon',
    'ace', 'king', 'queen', 'jack', 'koi', 'ten', 'jade', 'fan',
    'scatter', 'wild', 'ace', 'king',
  ],
  [ // reel 5: 51 stops
    'jack', 'jack', 'fan', 'koi', 'ten', 'ten', 'king', 'ace',
    'jade', 'scatter', 'dragon', 'queen', 'queen', 'king', 'jack', 'jack',
    'fan', 'ace', 'koi', 'ten', 'ten', 'jade', 'king', 'queen',
    'queen', 'ace', 'dragon', 'jack', 'jack', 'jade', 'fan', 'koi',
    'ten', 'ten', 'king', 'ace', 'scatter', 'queen', 'queen', 'jade',
    'king', 'jack', 'fan', 'ace', 'koi', 'ten', 'dragon', 'king',
    'jade', 'queen', 'ace',
  ],
];

/** Free-spin reels: the same symbols with more wilds on the middle reels. */
// prettier-ignore
const freeStrips: ReelStrips = [
  [ // reel 1: 51 stops
    'koi', 'jade', 'jack', 'jack', 'ace', 'king', 'dragon', 'queen',
    'queen', 'jade', 'fan', 'ten', 'ten', 'koi', 'ace', 'king',
    'jack', 'jack', 'scatter', 'jade', 'queen', 'queen', 'ace', 'king',
    'fan', 'ten', 'ten', 'dragon', 'koi', 'jack', 'jack', 'jade',
    'ace', 'king', 'queen', 'queen', 'fan', 'ten', 'ten', 'koi',
    'ace', 'king', 'jack', 'dragon', 'scatter', 'jade', 'queen', 'ace',
    'king', 'fan', 'ten',
  ],
  [ // reel 2: 56 stops
    'fan', 'queen', 'queen', 'dragon', 'jade', 'koi', 'ace', 'king',
    'wild', 'jack', 'jack', 'ten', 'ten', 'jade', 'fan', 'queen',
    'queen', 'ace', 'king', 'wild', 'koi', 'dragon', 'jack', 'jack',
    'ten', 'ten', 'jade', 'ace', 'king', 'wild', 'fan', 'queen',
    'queen', 'koi', 'ace', 'king', 'wild', 'jade', 'jack', 'jack',
    'ten', 'ten', 'dragon', 'fan', 'queen', 'ace', 'king', 'wild',
    'koi', 'jade', 'jack', 'ten', 'ace', 'king', 'wild', 'scatter',
  ],
  [ // reel 3: 56 stops
    'ten', 'ten', 'king', 'ace', 'koi', 'jade', 'fan', 'wild',
    'king', 'jack', 'jack', 'queen', 'queen', 'ten', 'ten', 'dragon',
    'scatter', 'ace', 'jade', 'king', 'wild', 'koi', 'fan', 'jack',
    'jack', 'ace', 'queen', 'queen', 'ten', 'ten', 'king', 'jade',
    'dragon', 'wild', 'ace', 'koi', 'fan', 'king', 'jack', 'jack',
    'queen', 'queen', 'ten', 'jade', 'wild', 'scatter', 'ace', 'king',
    'koi', 'dragon', 'fan', 'jade', 'jack', 'ace', 'queen', 'wild',
  ],
  [ // reel 4: 56 stops
    'fan', 'ace', 'king', 'wild', 'koi', 'ten', 'ten', 'jade',
    'scatter', 'ace', 'queen', 'queen', 'jack', 'jack', 'dragon', 'king',
    'wild', 'fan', 'koi', 'ace', 'king', 'wild', 'jade', 'ten',
    'ten', 'queen', 'queen', 'jack', 'jack', 'fan', 'ace', 'dragon',
    'king', 'wild', 'koi', 'jade', 'ten', 'ten', 'ace', 'queen',
    'queen', 'jack', 'jack', 'king', 'wild', 'fan', 'jade', 'koi',
    'ace', 'dragon', 'king', 'wild', 'ten', 'queen', 'jack', 'jade',
  ],
  [ // reel 5: 51 stops
    'king', 'ace', 'scatter', 'dragon', 'fan', 'koi', 'jade', 'queen',
    'queen', 'king', 'jack', 'jack', 'ten', 'ten', 'ace', 'jade',
    'fan', 'koi', 'king', 'ace', 'queen', 'queen', 'dragon', 'jack',
    'jack', 'ten', 'ten', 'jade', 'king', 'ace', 'scatter', 'fan',
    'koi', 'queen', 'queen', 'king', 'jack', 'jack', 'ten', 'ten',
    'ace', 'jade', 'dragon', 'fan', 'koi', 'king', 'ace', 'queen',
    'jade', 'jack', 'ten',
  ],
];

/** Jade Ways, the 243-ways slot. */
export const jadeWays = defineWaysGame({
  id: 'jade-ways',
  nameKey: 'slots.jadeWays.name',
  reels: 5,
  rows: 3,
  symbols,
  wild: 'wild',
  coinsPerBet,
  betLevelsMinor: [25, 50, 125, 250, 500, 1_250, 2_500, 5_000, 12_500],
  baseStrips,
  freeStrips,
  scatter: {
    symbol: 'scatter',
    pays: [
      { count: 3, totalBets: 2 },
      { count: 4, totalBets: 5 },
      { count: 5, totalBets: 20 },
    ],
    freeSpins: [
      { count: 3, spins: 10 },
      { count: 4, spins: 15 },
      { count: 5, spins: 25 },
    ],
    freeSpinMultiplier: 2,
    freeSpinsPerSessionMax: jadeWaysFreeSpinsPerSessionMax,
  },
  maxWinTotalBets: 5_000,
  declaredRtp: 0.963,
  waysPays,
});
