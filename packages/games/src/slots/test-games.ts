import { defineLineGame, defineWaysGame } from './define-game';
import type { LineGame, ReelStrips, ScatterFeature, WaysGame } from './slot-types';

/**
 * Small definitions for tests: strips short enough that every stop combination can be spun
 * through the reference spin function and compared with the counting in exact-rtp.
 */

// prettier-ignore
const tinyBaseStrips: ReelStrips = [
  ['a', 'b', 'scatter', 'a', 'b', 'b'],
  ['b', 'wild', 'a', 'scatter', 'b', 'a'],
  ['a', 'scatter', 'b', 'wild', 'a'],
  ['wild', 'a', 'b', 'a', 'scatter', 'b'],
  ['b', 'a', 'scatter', 'b', 'a'],
];

// prettier-ignore
const tinyFreeStrips: ReelStrips = [
  ['a', 'wild', 'scatter', 'b', 'a'],
  ['wild', 'a', 'b', 'scatter', 'wild'],
  ['a', 'scatter', 'wild', 'b'],
  ['wild', 'a', 'scatter', 'b', 'wild'],
  ['b', 'a', 'scatter', 'wild', 'a'],
];

const tinyScatter: ScatterFeature = {
  symbol: 'scatter',
  pays: [
    { count: 3, totalBets: 1 },
    { count: 4, totalBets: 5 },
    { count: 5, totalBets: 20 },
  ],
  freeSpins: [
    { count: 3, spins: 5 },
    { count: 4, spins: 8 },
    { count: 5, spins: 12 },
  ],
  freeSpinMultiplier: 2,
  freeSpinsPerSessionMax: 20,
};

/** The tiny line game's spec, before definition, for tests that change one thing. */
export function tinyLineSpec(maxWinTotalBets = 5_000): Omit<LineGame, 'kind' | 'rules'> {
  return {
    id: 'tiny-lines',
    nameKey: 'slots.tinyLines.name',
    reels: 5,
    rows: 3,
    symbols: ['a', 'b', 'wild', 'scatter'],
    wild: 'wild',
    coinsPerBet: 3,
    betLevelsMinor: [3, 30],
    baseStrips: tinyBaseStrips,
    freeStrips: tinyFreeStrips,
    scatter: tinyScatter,
    maxWinTotalBets,
    declaredRtp: 0.5,
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 1, 0, 1, 2],
    ],
    linePays: [
      { pays: 'a', symbols: ['a'], count: 3, coins: 5 },
      { pays: 'a', symbols: ['a'], count: 4, coins: 10 },
      { pays: 'a', symbols: ['a'], count: 5, coins: 20 },
      { pays: 'b', symbols: ['b'], count: 3, coins: 2 },
      { pays: 'b', symbols: ['b'], count: 5, coins: 8 },
      { pays: 'wild', symbols: ['wild'], count: 4, coins: 50 },
    ],
    wildMultiplier: 1,
  };
}

/** A 5×3, 3-line game with two symbols, a wild and a scatter; `maxWinTotalBets` can be lowered. */
export function tinyLineGame(maxWinTotalBets = 5_000): LineGame {
  return defineLineGame(tinyLineSpec(maxWinTotalBets));
}

/** A 5×3 ways game on the same reels (the wild shows on reel 1 too, to test it there). */
export function tinyWaysGame(): WaysGame {
  return defineWaysGame({
    id: 'tiny-ways',
    nameKey: 'slots.tinyWays.name',
    reels: 5,
    rows: 3,
    symbols: ['a', 'b', 'wild', 'scatter'],
    wild: 'wild',
    coinsPerBet: 10,
    betLevelsMinor: [10],
    baseStrips: tinyBaseStrips,
    freeStrips: tinyFreeStrips,
    scatter: tinyScatter,
    maxWinTotalBets: 5_000,
    declaredRtp: 0.5,
    waysPays: [
      { symbol: 'a', count: 3, coins: 2 },
      { symbol: 'a', count: 4, coins: 4 },
      { symbol: 'a', count: 5, coins: 10 },
      { symbol: 'b', count: 3, coins: 1 },
      { symbol: 'b', count: 5, coins: 6 },
    ],
  });
}
