import { describe, expect, it } from 'vitest';
import { exactRtp, expectedFreeSpinsPlayed, rtpBreakdown } from './exact-rtp';
import { floatSourceFromArray } from './float-source';
import { slotGames } from './games';
import { sevensAndBars } from './games/sevens-and-bars';
import type { SlotGame, SpinMode } from './slot-types';
import { evaluateSpin, stripsFor } from './spin';
import { tinyLineGame, tinyWaysGame } from './test-games';

/** Every stop combination of the mode's reels, as the floats that land on them. */
function everyStopCombination(game: SlotGame, mode: SpinMode): number[][] {
  let combinations: number[][] = [[]];
  for (const strip of stripsFor(game, mode)) {
    const floats = strip.map((_, stop) => (stop + 0.5) / strip.length);
    combinations = combinations.flatMap((prefix) => floats.map((float) => [...prefix, float]));
  }
  return combinations;
}

/** Brute force through the spin function: mean return in total bets, and the trigger chance. */
function enumerate(game: SlotGame, mode: SpinMode) {
  const bet = game.betLevelsMinor[0] ?? 0;
  const combinations = everyStopCombination(game, mode);
  let winMinor = 0;
  let triggers = 0;
  for (const floats of combinations) {
    const result = evaluateSpin(game, mode, bet, 1, floatSourceFromArray(floats));
    winMinor += result.totalWinMinor;
    triggers += result.freeSpinsAwarded > 0 ? 1 : 0;
  }
  return {
    returnTotalBets: winMinor / bet / combinations.length,
    triggerProbability: triggers / combinations.length,
  };
}

describe('exact RTP', () => {
  it('declares each game’s exact RTP rounded to four decimals, within 94–97 %', () => {
    for (const game of Object.values(slotGames)) {
      const rtp = exactRtp(game);
      expect(Math.round(rtp * 10_000) / 10_000).toBe(game.declaredRtp);
      expect(rtp).toBeGreaterThan(0.94);
      expect(rtp).toBeLessThan(0.97);
    }
  });

  it('adds up its parts and keeps the max win out of reach', () => {
    for (const game of Object.values(slotGames)) {
      const parts = rtpBreakdown(game);
      expect(parts.rtp).toBeCloseTo(
        parts.baseWinsRtp + parts.baseScatterRtp + parts.freeSpinsRtp,
        12,
      );
      expect(parts.maxWinBoundTotalBets).toBeLessThanOrEqual(game.maxWinTotalBets);
    }
  });

  it('triggers free spins about once in 100–250 spins where the game has them', () => {
    for (const game of Object.values(slotGames)) {
      const { triggerProbability } = rtpBreakdown(game);
      if (game.scatter === null) {
        expect(triggerProbability).toBe(0);
        continue;
      }
      expect(1 / triggerProbability).toBeGreaterThan(100);
      expect(1 / triggerProbability).toBeLessThan(250);
    }
  });

  it('matches brute force over every stop combination of small games', () => {
    for (const game of [tinyLineGame(), tinyWaysGame()]) {
      const parts = rtpBreakdown(game);
      const base = enumerate(game, 'base');
      const free = enumerate(game, 'free');
      expect(parts.baseWinsRtp + parts.baseScatterRtp).toBeCloseTo(base.returnTotalBets, 12);
      expect(parts.triggerProbability).toBeCloseTo(base.triggerProbability, 12);
      const multiplier = game.scatter?.freeSpinMultiplier ?? 1;
      expect(parts.freeSpinReturnTotalBets).toBeCloseTo(free.returnTotalBets * multiplier, 12);
    }
  });

  it('matches brute force over every stop combination of the classic game', () => {
    const rtp = exactRtp(sevensAndBars);
    expect(rtp).toBeCloseTo(enumerate(sevensAndBars, 'base').returnTotalBets, 12);
  });

  it('refuses a game whose max win could bind', () => {
    expect(() => exactRtp(tinyLineGame(1))).toThrow(/max win could bind/);
  });
});

describe('expected free spins played', () => {
  it('is the initial award when nothing retriggers', () => {
    expect(expectedFreeSpinsPlayed(10, new Map(), 100)).toBe(10);
  });

  it('approaches initial ÷ (1 − expected award per spin) when the cap is far', () => {
    const awards = new Map([
      [10, 0.02],
      [15, 0.004],
    ]);
    const perSpin = 10 * 0.02 + 15 * 0.004;
    expect(expectedFreeSpinsPlayed(10, awards, 500)).toBeCloseTo(10 / (1 - perSpin), 9);
  });

  it('stops at the cap', () => {
    // Five spins, then five more if any of the first five retriggers; the cap takes no more.
    const retrigger = 0.3;
    const expected = 5 + 5 * (1 - (1 - retrigger) ** 5);
    expect(expectedFreeSpinsPlayed(5, new Map([[5, retrigger]]), 10)).toBeCloseTo(expected, 12);
    expect(expectedFreeSpinsPlayed(50, new Map([[5, retrigger]]), 10)).toBeCloseTo(10, 12);
    expect(expectedFreeSpinsPlayed(5, new Map([[5, 1]]), 10)).toBeCloseTo(10, 12);
  });
});
