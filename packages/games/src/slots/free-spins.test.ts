import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floatSourceFromArray } from './float-source';
import { isFreeSpinSessionOver, playFreeSpin, startFreeSpins } from './free-spins';
import { jadeWays } from './games/jade-ways';
import { sevensAndBars } from './games/sevens-and-bars';
import { tigerLotus, tigerLotusFreeSpinsPerSessionMax } from './games/tiger-lotus';
import { seededFloatSource } from './prng';
import type { FreeSpinSession, SlotGame, SpinMode } from './slot-types';
import { evaluateSpin, spin, stripsFor } from './spin';

const bet = 20;

/** Floats that stop the first `scatterReels` reels on a scatter and the others away from one. */
function floatsWithScatters(game: SlotGame, mode: SpinMode, scatterReels: number): number[] {
  return stripsFor(game, mode).map((strip, reel) => {
    const isScatterAt = (stop: number) =>
      [0, 1, 2].some((row) => strip[(stop + row) % strip.length] === 'scatter');
    const stop =
      reel < scatterReels
        ? strip.indexOf('scatter')
        : strip.findIndex((_, candidate) => !isScatterAt(candidate));
    return (stop + 0.5) / strip.length;
  });
}

function session(overrides: Partial<FreeSpinSession>): FreeSpinSession {
  const base = {
    totalBetMinor: bet,
    multiplier: 3,
    spinsAwarded: 10,
    spinsPlayed: 0,
    spinsRemaining: 10,
    accumulatedWinMinor: 0,
  };
  return { ...base, ...overrides };
}

function freeSpinWithScatters(state: FreeSpinSession, scatters: number) {
  return playFreeSpin(
    tigerLotus,
    state,
    floatSourceFromArray(floatsWithScatters(tigerLotus, 'free', scatters)),
  );
}

describe('free spins', () => {
  it('awards 10, 15 or 20 spins for 3, 4 or 5 scatters', () => {
    const awarded = [2, 3, 4, 5].map((scatters) => {
      const floats = floatsWithScatters(tigerLotus, 'base', scatters);
      const baseSpin = spin(tigerLotus, bet, floatSourceFromArray(floats));
      expect(baseSpin.scatter.count).toBe(scatters);
      return startFreeSpins(tigerLotus, baseSpin)?.spinsRemaining ?? 0;
    });
    expect(awarded).toEqual([0, 10, 15, 20]);
  });

  it('starts a session with the multiplier and nothing won yet', () => {
    const floats = floatsWithScatters(tigerLotus, 'base', 3);
    const baseSpin = spin(tigerLotus, 200, floatSourceFromArray(floats));
    expect(startFreeSpins(tigerLotus, baseSpin)).toEqual({
      totalBetMinor: 200,
      multiplier: 3,
      spinsAwarded: 10,
      spinsPlayed: 0,
      spinsRemaining: 10,
      accumulatedWinMinor: 0,
    });
  });

  it('multiplies every win of a free spin', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 5,
          maxLength: 5,
        }),
        (floats) => {
          const step = playFreeSpin(tigerLotus, session({}), floatSourceFromArray(floats));
          const plain = evaluateSpin(tigerLotus, 'free', bet, 1, floatSourceFromArray(floats));
          expect(step.spin.winMultiplier).toBe(3);
          expect(step.spin.wins.map((win) => win.amountMinor)).toEqual(
            plain.wins.map((win) => win.amountMinor * 3),
          );
          expect(step.spin.scatter.amountMinor).toBe(plain.scatter.amountMinor * 3);
          expect(step.session.accumulatedWinMinor).toBe(step.spin.totalWinMinor);
        },
      ),
    );
  });

  it('adds retriggered spins to the session', () => {
    const step = freeSpinWithScatters(session({ spinsPlayed: 4, spinsRemaining: 6 }), 3);
    expect(step.spinsAdded).toBe(10);
    expect(step.session).toMatchObject({ spinsAwarded: 20, spinsPlayed: 5, spinsRemaining: 15 });
  });

  it('never awards past the free spins per session', () => {
    const cap = tigerLotusFreeSpinsPerSessionMax;
    const nearCap = session({ spinsAwarded: cap - 5, spinsPlayed: cap - 7, spinsRemaining: 2 });
    const step = freeSpinWithScatters(nearCap, 5);
    expect(step.spin.freeSpinsAwarded).toBe(20);
    expect(step.spinsAdded).toBe(5);
    expect(step.session).toMatchObject({ spinsAwarded: cap, spinsRemaining: 6 });
    const atCap = session({ spinsAwarded: cap, spinsPlayed: cap - 1, spinsRemaining: 1 });
    const last = freeSpinWithScatters(atCap, 4);
    expect(last.spinsAdded).toBe(0);
    expect(isFreeSpinSessionOver(last.session)).toBe(true);
  });

  it('plays whole sessions within the cap, adding up every spin', () => {
    fc.assert(
      fc.property(fc.constantFrom(tigerLotus, jadeWays), fc.nat(), (game, seed) => {
        const nextFloat = seededFloatSource(seed);
        const baseSpin = spin(
          game,
          game.betLevelsMinor[0] ?? 0,
          floatSourceFromArray(floatsWithScatters(game, 'base', 3)),
        );
        let state = startFreeSpins(game, baseSpin);
        let total = 0;
        while (state !== null && !isFreeSpinSessionOver(state)) {
          const step = playFreeSpin(game, state, nextFloat);
          total += step.spin.totalWinMinor;
          state = step.session;
        }
        expect(state?.spinsPlayed).toBe(state?.spinsAwarded);
        expect(state?.spinsAwarded).toBeLessThanOrEqual(game.scatter?.freeSpinsPerSessionMax ?? 0);
        expect(state?.accumulatedWinMinor).toBe(total);
      }),
      { numRuns: 30 },
    );
  });

  it('refuses a finished or inconsistent session, and games without free spins', () => {
    const nextFloat = seededFloatSource(1);
    const over = session({ spinsPlayed: 10, spinsRemaining: 0 });
    expect(() => playFreeSpin(tigerLotus, over, nextFloat)).toThrow(/over/);
    const inconsistent = session({ spinsRemaining: 11 });
    expect(() => playFreeSpin(tigerLotus, inconsistent, nextFloat)).toThrow(/inconsistent/);
    const pastCap = session({ spinsAwarded: 101, spinsRemaining: 101 });
    expect(() => playFreeSpin(tigerLotus, pastCap, nextFloat)).toThrow(/inconsistent/);
    expect(() => playFreeSpin(tigerLotus, session({ multiplier: 30 }), nextFloat)).toThrow();
    expect(() => playFreeSpin(sevensAndBars, session({}), nextFloat)).toThrow(/no free spins/);
    const classicSpin = spin(sevensAndBars, 5, nextFloat);
    expect(startFreeSpins(sevensAndBars, classicSpin)).toBeNull();
  });
});
