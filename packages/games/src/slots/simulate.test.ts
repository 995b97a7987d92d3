import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactRtp } from './exact-rtp';
import { floatSourceFromArray } from './float-source';
import { slotGames } from './games';
import { tigerLotus } from './games/tiger-lotus';
import { seededFloatSource } from './prng';
import type { SpinMode } from './slot-types';
import { createFastSpin, simulate } from './simulate';
import { evaluateSpin } from './spin';
import { tinyLineGame, tinyWaysGame } from './test-games';

const games = Object.values(slotGames);
/** A 99.9 % two-sided bound is ± 3.29 standard errors. */
const confidenceZ = 3.29;
const rtpSpins = 1_000_000;

describe('fast spin', () => {
  it('pays exactly what the spin function pays for the same floats', () => {
    const cases = fc.record({
      game: fc.constantFrom(...games, tinyLineGame(), tinyWaysGame()),
      mode: fc.constantFrom<SpinMode>('base', 'free'),
      seed: fc.nat(),
    });
    fc.assert(
      fc.property(cases, ({ game, mode, seed }) => {
        const floats = Array.from({ length: game.reels * 20 }, seededFloatSource(seed));
        const reference = floatSourceFromArray(floats);
        const fast = createFastSpin(game, mode, floatSourceFromArray(floats));
        const coinValue = (game.betLevelsMinor[0] ?? 0) / game.coinsPerBet;
        for (let index = 0; index < 20; index += 1) {
          const expected = evaluateSpin(game, mode, game.betLevelsMinor[0] ?? 0, 1, reference);
          const outcome = fast();
          expect(outcome.coins * coinValue).toBe(expected.uncappedWinMinor);
          expect(outcome.freeSpins).toBe(expected.freeSpinsAwarded);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('simulate', () => {
  it('is reproducible from its seed', () => {
    expect(simulate(tigerLotus, 20_000, 9)).toEqual(simulate(tigerLotus, 20_000, 9));
    expect(simulate(tigerLotus, 20_000, 9)).not.toEqual(simulate(tigerLotus, 20_000, 10));
  });

  it('counts bets and wins in whole minor units', () => {
    const result = simulate(tigerLotus, 50_000, 3);
    expect(result.totalBetMinor).toBe(50_000 * 20);
    expect(Number.isSafeInteger(result.totalWinMinor)).toBe(true);
    expect(result.rtp).toBeCloseTo(result.totalWinMinor / result.totalBetMinor, 12);
  });

  it('refuses a spin count out of range', () => {
    expect(() => simulate(tigerLotus, 1)).toThrow(RangeError);
    expect(() => simulate(tigerLotus, 1.5)).toThrow(RangeError);
    expect(() => simulate(tigerLotus, 2_000_000_000)).toThrow(RangeError);
  });

  it.each(games.map((game) => [game.id, game] as const))(
    '%s returns its declared RTP within the 99.9 % bound over a million spins',
    (_, game) => {
      const result = simulate(game, rtpSpins, 20_240_601);
      const bound = confidenceZ * result.standardError;
      expect(Math.abs(result.rtp - game.declaredRtp)).toBeLessThanOrEqual(bound);
      expect(Math.abs(exactRtp(game) - game.declaredRtp)).toBeLessThanOrEqual(0.00005);
      expect(result.hitRate).toBeGreaterThan(0.2);
      expect(result.hitRate).toBeLessThan(0.4);
    },
    // A million spins: seconds alone, longer beside the RNG battery on a busy machine.
    60_000,
  );
});
