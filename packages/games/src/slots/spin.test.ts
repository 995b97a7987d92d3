import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickIndex, streamFloats, type SeedPair } from '../provably-fair';
import { floatSourceFromArray, floatSourceFromSeedPair, floatsNeededPerSpin } from './float-source';
import { slotGames } from './games';
import { tigerLotus } from './games/tiger-lotus';
import { seededFloatSource } from './prng';
import type { SlotGame, SpinMode, SpinResult } from './slot-types';
import { evaluateSpin, maxWinMinor, spin, stripsFor } from './spin';
import { tinyLineGame } from './test-games';

const games = Object.values(slotGames);
const modes: SpinMode[] = ['base', 'free'];
const float = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

/** One spin's floats, a game, a mode and a bet level. */
const spinCase = fc.constantFrom(...games).chain((game) =>
  fc.record({
    game: fc.constant(game),
    mode: fc.constantFrom(...modes),
    totalBetMinor: fc.constantFrom(...game.betLevelsMinor),
    floats: fc.array(float, { minLength: game.reels, maxLength: game.reels }),
  }),
);

function spinWith(game: SlotGame, mode: SpinMode, totalBetMinor: number, floats: number[]) {
  const multiplier = mode === 'free' ? (game.scatter?.freeSpinMultiplier ?? 1) : 1;
  return evaluateSpin(game, mode, totalBetMinor, multiplier, floatSourceFromArray(floats));
}

function partsMinor(result: SpinResult): number {
  return result.wins.reduce((sum, win) => sum + win.amountMinor, result.scatter.amountMinor);
}

describe('spin', () => {
  it('shows only what the strips hold: cell = strip[(stop + row) mod length]', () => {
    fc.assert(
      fc.property(spinCase, ({ game, mode, totalBetMinor, floats }) => {
        const result = spinWith(game, mode, totalBetMinor, floats);
        const strips = stripsFor(game, mode);
        strips.forEach((strip, reel) => {
          const stop = result.stops[reel] ?? -1;
          expect(stop).toBe(pickIndex(floats[reel] ?? 0, strip.length));
          result.grid[reel]?.forEach((cell, row) => {
            expect(cell).toBe(strip[(stop + row) % strip.length]);
          });
        });
      }),
    );
  });

  it('pays whole minor units that add up to the total, never past the max win', () => {
    fc.assert(
      fc.property(spinCase, ({ game, mode, totalBetMinor, floats }) => {
        const result = spinWith(game, mode, totalBetMinor, floats);
        for (const amount of [
          ...result.wins.map((win) => win.amountMinor),
          result.scatter.amountMinor,
        ]) {
          expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        }
        expect(result.uncappedWinMinor).toBe(partsMinor(result));
        expect(result.totalWinMinor).toBe(
          Math.min(result.uncappedWinMinor, maxWinMinor(game, totalBetMinor)),
        );
        expect(result.totalWinMinor).toBeLessThanOrEqual(game.maxWinTotalBets * totalBetMinor);
      }),
    );
  });

  it('scales every amount exactly with the bet level', () => {
    fc.assert(
      fc.property(spinCase, ({ game, mode, totalBetMinor, floats }) => {
        const smallest = game.betLevelsMinor[0] ?? 0;
        const atSmallest = spinWith(game, mode, smallest, floats);
        const atBet = spinWith(game, mode, totalBetMinor, floats);
        expect(atBet.uncappedWinMinor * smallest).toBe(atSmallest.uncappedWinMinor * totalBetMinor);
      }),
    );
  });

  it('caps a spin at the max win and says so', () => {
    const game = tinyLineGame(1);
    const nextFloat = seededFloatSource(5);
    const results = Array.from({ length: 2_000 }, () => spin(game, 30, nextFloat));
    const capped = results.filter((result) => result.isCapped);
    expect(capped.length).toBeGreaterThan(0);
    for (const result of capped) {
      expect(result.uncappedWinMinor).toBeGreaterThan(30);
      expect(result.totalWinMinor).toBe(30);
    }
    for (const result of results) expect(result.totalWinMinor).toBeLessThanOrEqual(30);
  });

  it('refuses a bet that is not a bet level, and floats outside [0, 1)', () => {
    const floats = [0.1, 0.2, 0.3, 0.4, 0.5];
    expect(() => spin(tigerLotus, 30, floatSourceFromArray(floats))).toThrow(/bet level/);
    expect(() => spin(tigerLotus, 0, floatSourceFromArray(floats))).toThrow(/bet level/);
    for (const bad of [1, -0.1, Number.NaN])
      expect(() => spin(tigerLotus, 20, floatSourceFromArray([bad, ...floats]))).toThrow();
    expect(() => spin(tigerLotus, 20, floatSourceFromArray(floats.slice(1)))).toThrow(/exhausted/);
  });
});

describe('provably fair spins', () => {
  const pair: SeedPair = {
    serverSeedHex: 'b7'.repeat(32),
    clientSeed: 'lucky',
    nonce: 3,
    scheme: 2,
  };

  it('reads one float per reel', () => {
    for (const game of games) expect(floatsNeededPerSpin(game)).toBe(game.reels);
  });

  it('gives the same spin for the same seed pair', () => {
    for (const game of games) {
      const first = spin(game, game.betLevelsMinor[0] ?? 0, floatSourceFromSeedPair(game, pair));
      const again = spin(game, game.betLevelsMinor[0] ?? 0, floatSourceFromSeedPair(game, pair));
      expect(again).toEqual(first);
    }
  });

  it('matches the stops a player recomputes from streamFloats', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...games),
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.nat({ max: 1_000_000 }),
        (game, clientSeed, nonce) => {
          const seeds = { ...pair, clientSeed, nonce };
          const floats = streamFloats(seeds, floatsNeededPerSpin(game));
          const bet = game.betLevelsMinor[0] ?? 0;
          const fromPair = spin(game, bet, floatSourceFromSeedPair(game, seeds));
          expect(fromPair).toEqual(spin(game, bet, floatSourceFromArray(floats)));
          expect(fromPair.stops).toEqual(
            game.baseStrips.map((strip, reel) => Math.floor((floats[reel] ?? 0) * strip.length)),
          );
        },
      ),
      { numRuns: 50 },
    );
  });

  it('moves to new stops with the next nonce', () => {
    const stops = new Set(
      Array.from({ length: 20 }, (_, nonce) =>
        spin(tigerLotus, 20, floatSourceFromSeedPair(tigerLotus, { ...pair, nonce })).stops.join(),
      ),
    );
    expect(stops.size).toBe(20);
  });
});
