import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LegResult } from './markets';
import {
  cashOutValue,
  combinedOdds,
  legFactor,
  potentialReturn,
  ticketReturn,
  type OpenLeg,
  type SettledLeg,
} from './returns';

const results: readonly LegResult[] = ['win', 'lose', 'void', 'halfWin', 'halfLose'];
const oddsArbitrary = fc.integer({ min: 1000, max: 50_000 });
const stakeArbitrary = fc.bigInt({ min: 0n, max: 10n ** 12n });
const legArbitrary: fc.Arbitrary<SettledLeg> = fc.record({
  odds: oddsArbitrary,
  result: fc.constantFrom(...results),
  deadHeat: fc.option(fc.integer({ min: 2, max: 6 }), { nil: null }),
});
const single = (odds: number, result: LegResult, deadHeat: number | null = null) => [
  { odds, result, deadHeat },
];

describe('leg factors', () => {
  it('are d, 0, 1, (1 + d)/2 and 1/2, in lowest terms', () => {
    expect(legFactor(1950, 'win', null)).toEqual({ num: 39n, den: 20n });
    expect(legFactor(1950, 'lose', null)).toEqual({ num: 0n, den: 1n });
    expect(legFactor(1950, 'void', null)).toEqual({ num: 1n, den: 1n });
    expect(legFactor(1950, 'halfWin', null)).toEqual({ num: 59n, den: 40n });
    expect(legFactor(1950, 'halfLose', null)).toEqual({ num: 1n, den: 2n });
  });

  it('divide a win by the places tied, and leave every other result alone', () => {
    expect(legFactor(3000, 'win', 2)).toEqual({ num: 3n, den: 2n });
    expect(legFactor(4000, 'win', 3)).toEqual({ num: 4n, den: 3n });
    expect(legFactor(4000, 'win', 1)).toEqual({ num: 4n, den: 1n });
    expect(legFactor(4000, 'void', 2)).toEqual({ num: 1n, den: 1n });
    expect(legFactor(4000, 'halfWin', 2)).toEqual({ num: 5n, den: 2n });
  });

  it('refuse odds below 1.000 or not in whole thousandths, and bad dead heats', () => {
    expect(() => legFactor(999, 'win', null)).toThrow();
    expect(() => legFactor(1950.5, 'win', null)).toThrow();
    expect(() => legFactor(Number.NaN, 'void', null)).toThrow();
    expect(() => legFactor(2000, 'win', 0)).toThrow();
    expect(() => legFactor(2000, 'win', 1.5)).toThrow();
  });

  it('order the results: lose ≤ half-lose ≤ void ≤ half-win ≤ win', () => {
    fc.assert(
      fc.property(oddsArbitrary, (odds) => {
        const values = (['lose', 'halfLose', 'void', 'halfWin', 'win'] as const).map((result) => {
          const factor = legFactor(odds, result, null);
          return Number(factor.num) / Number(factor.den);
        });
        for (let index = 1; index < values.length; index += 1) {
          expect(values[index]).toBeGreaterThanOrEqual(values[index - 1] ?? 0);
        }
      }),
    );
  });
});

describe('ticket returns', () => {
  it('pay a single as the book says: s × d, 0, s, s/2 × d + s/2, s/2', () => {
    expect(ticketReturn(1000n, single(1950, 'win'))).toBe(1950n);
    expect(ticketReturn(1000n, single(1950, 'lose'))).toBe(0n);
    expect(ticketReturn(1000n, single(1950, 'void'))).toBe(1000n);
    expect(ticketReturn(1000n, single(1950, 'halfWin'))).toBe((500n * 1950n) / 1000n + 500n);
    expect(ticketReturn(1000n, single(1950, 'halfLose'))).toBe(500n);
  });

  it('pay a dead heat of n as s/n at the odds, the rest lost', () => {
    expect(ticketReturn(1000n, single(3000, 'win', 2))).toBe(1500n);
    expect(ticketReturn(900n, single(4000, 'win', 3))).toBe(1200n);
  });

  it('multiply a multiple: a void leg 1.0, a half-win (1 + d)/2, a half-lose 1/2', () => {
    const legs: SettledLeg[] = [
      { odds: 2000, result: 'win', deadHeat: null },
      { odds: 1500, result: 'void', deadHeat: null },
      { odds: 3000, result: 'halfWin', deadHeat: null },
    ];
    expect(ticketReturn(1000n, legs)).toBe(1000n * 2n * 1n * 2n);
    const withHalfLose = [...legs, { odds: 1800, result: 'halfLose' as const, deadHeat: null }];
    expect(ticketReturn(1000n, withHalfLose)).toBe(2000n);
    const withLoss = [...legs, { odds: 1800, result: 'lose' as const, deadHeat: null }];
    expect(ticketReturn(1000n, withLoss)).toBe(0n);
  });

  it('floor once, at the end', () => {
    expect(ticketReturn(1n, single(1950, 'win'))).toBe(1n);
    expect(ticketReturn(3n, single(1950, 'halfLose'))).toBe(1n);
    const legs = [1333, 1333, 1333].map((odds) => ({
      odds,
      result: 'win' as const,
      deadHeat: null,
    }));
    // 1.333³ = 2.368593037: floored per leg it would be 2.366.
    expect(ticketReturn(1_000_000_000n, legs)).toBe(2_368_593_037n);
  });

  it('refuse a negative stake and a ticket without legs', () => {
    expect(() => ticketReturn(-1n, single(2000, 'win'))).toThrow();
    expect(() => ticketReturn(100n, [])).toThrow();
  });

  it('with every leg winning, equal the potential return', () => {
    fc.assert(
      fc.property(
        stakeArbitrary,
        fc.array(oddsArbitrary, { minLength: 1, maxLength: 12 }),
        (stake, odds) => {
          const legs = odds.map((legOdds) => ({
            odds: legOdds,
            result: 'win' as const,
            deadHeat: null,
          }));
          expect(ticketReturn(stake, legs)).toBe(potentialReturn(stake, odds));
        },
      ),
    );
  });

  it('count a void leg as if it were not there', () => {
    fc.assert(
      fc.property(
        stakeArbitrary,
        fc.array(legArbitrary, { minLength: 1, maxLength: 8 }),
        oddsArbitrary,
        fc.nat(),
        (stake, legs, voidOdds, at) => {
          const index = at % (legs.length + 1);
          const voidLeg: SettledLeg = { odds: voidOdds, result: 'void', deadHeat: null };
          const withVoid = [...legs.slice(0, index), voidLeg, ...legs.slice(index)];
          expect(ticketReturn(stake, withVoid)).toBe(ticketReturn(stake, legs));
        },
      ),
    );
  });

  it('never exceed the potential return', () => {
    fc.assert(
      fc.property(
        stakeArbitrary,
        fc.array(legArbitrary, { minLength: 1, maxLength: 10 }),
        (stake, legs) => {
          const returned = ticketReturn(stake, legs);
          expect(returned).toBeGreaterThanOrEqual(0n);
          expect(returned).toBeLessThanOrEqual(
            potentialReturn(
              stake,
              legs.map((leg) => leg.odds),
            ),
          );
          if (legs.some((leg) => leg.result === 'lose')) expect(returned).toBe(0n);
        },
      ),
    );
  });
});

describe('combined odds and potential returns', () => {
  it('multiply in thousandths, floored', () => {
    expect(combinedOdds([1500, 2000])).toBe(3000);
    expect(combinedOdds([1333, 1333])).toBe(1776);
    expect(combinedOdds([1950])).toBe(1950);
    expect(combinedOdds([])).toBe(1000);
  });

  it('compute the potential return exactly, not from the floored combined odds', () => {
    expect(potentialReturn(1_000_000n, [1333, 1333])).toBe(1_776_889n);
    expect((1_000_000n * BigInt(combinedOdds([1333, 1333]))) / 1000n).toBe(1_776_000n);
    expect(potentialReturn(1000n, [1950])).toBe(1950n);
    expect(potentialReturn(7n, [1500])).toBe(10n);
    expect(potentialReturn(500n, [])).toBe(500n);
  });

  it('refuse odds below 1.000 and combined odds beyond a safe integer', () => {
    expect(() => combinedOdds([2000, 999])).toThrow();
    expect(() => potentialReturn(100n, [500])).toThrow();
    expect(() => combinedOdds(Array.from({ length: 12 }, () => 1_000_000))).toThrow();
  });

  it('never put the combined odds above the exact product', () => {
    fc.assert(
      fc.property(
        stakeArbitrary,
        fc.array(oddsArbitrary, { minLength: 1, maxLength: 6 }),
        (stake, odds) => {
          const viaCombined = (stake * BigInt(combinedOdds(odds))) / 1000n;
          expect(viaCombined).toBeLessThanOrEqual(potentialReturn(stake, odds));
        },
      ),
    );
  });
});

const open = (placedOdds: number, currentOdds: number | null): OpenLeg => ({
  placedOdds,
  currentOdds,
  result: null,
  deadHeat: null,
});
const settled = (
  placedOdds: number,
  result: LegResult,
  deadHeat: number | null = null,
): OpenLeg => ({
  placedOdds,
  currentOdds: null,
  result,
  deadHeat,
});

describe('cash-out', () => {
  it('offers a single s × d_placed / d_now less the margin', () => {
    // 1000 × 2.00 / 1.60 = 1250; less 5 %: 1187.5, floored.
    expect(cashOutValue(1000n, [open(2000, 1600)], 500)).toBe(1187n);
    expect(cashOutValue(1000n, [open(2000, 2000)], 0)).toBe(1000n);
    expect(cashOutValue(1000n, [open(2000, 4000)], 0)).toBe(500n);
  });

  it('counts the settled legs of a multiple by their factor', () => {
    // Won 1.50, void, then 2.00 now at 1.25: 1000 × 1.5 × 1 × 1.6 = 2400; less 2.5 %: 2340.
    const legs = [settled(1500, 'win'), settled(3000, 'void'), open(2000, 1250)];
    expect(cashOutValue(1000n, legs, 250)).toBe(2340n);
    const halves = [settled(3000, 'halfWin'), settled(2000, 'halfLose'), open(2000, 2000)];
    expect(cashOutValue(1000n, halves, 0)).toBe(1000n);
    expect(cashOutValue(1000n, [settled(3000, 'win', 2), open(2000, 2000)], 0)).toBe(1500n);
  });

  it('offers nothing once a leg has lost or while a leg is suspended', () => {
    expect(cashOutValue(1000n, [settled(1500, 'lose'), open(2000, 1500)], 0)).toBeNull();
    expect(cashOutValue(1000n, [settled(1500, 'win'), open(2000, null)], 0)).toBeNull();
    expect(cashOutValue(1000n, [open(2000, null)], 0)).toBeNull();
  });

  it('offers nothing when the offer would be 0', () => {
    expect(cashOutValue(1n, [open(1001, 5000)], 0)).toBeNull();
    expect(cashOutValue(0n, [open(2000, 1500)], 0)).toBeNull();
  });

  it('refuses margins outside [0, 100 %) and a ticket without legs', () => {
    expect(() => cashOutValue(1000n, [open(2000, 1500)], -1)).toThrow();
    expect(() => cashOutValue(1000n, [open(2000, 1500)], 10_000)).toThrow();
    expect(() => cashOutValue(1000n, [open(2000, 1500)], 2.5)).toThrow();
    expect(() => cashOutValue(1000n, [open(2000, 900)], 0)).toThrow();
    expect(() => cashOutValue(1000n, [], 0)).toThrow();
  });

  const openLegArbitrary: fc.Arbitrary<OpenLeg> = fc.record({
    placedOdds: oddsArbitrary,
    currentOdds: fc.option(oddsArbitrary, { nil: null, freq: 8 }),
    result: fc.option(fc.constantFrom(...results), { nil: null, freq: 2 }),
    deadHeat: fc.option(fc.integer({ min: 2, max: 4 }), { nil: null, freq: 4 }),
  });
  const marginArbitrary = fc.integer({ min: 0, max: 3000 });

  it('never offers above the potential return or the best the ticket can still return', () => {
    fc.assert(
      fc.property(
        stakeArbitrary,
        fc.array(openLegArbitrary, { minLength: 1, maxLength: 8 }),
        marginArbitrary,
        (stake, legs, margin) => {
          const value = cashOutValue(stake, legs, margin);
          if (value === null) return;
          expect(value).toBeGreaterThan(0n);
          expect(value).toBeLessThanOrEqual(
            potentialReturn(
              stake,
              legs.map((leg) => leg.placedOdds),
            ),
          );
          const best = legs.map((leg) => ({
            odds: leg.placedOdds,
            result: leg.result ?? ('win' as const),
            deadHeat: leg.result === null ? null : leg.deadHeat,
          }));
          expect(value).toBeLessThanOrEqual(ticketReturn(stake, best));
        },
      ),
    );
  });

  it('is null whenever a leg has lost or an unsettled leg is suspended', () => {
    fc.assert(
      fc.property(
        stakeArbitrary,
        fc.array(openLegArbitrary, { minLength: 1, maxLength: 8 }),
        marginArbitrary,
        (stake, legs, margin) => {
          const isLost = legs.some((leg) => leg.result === 'lose');
          const isSuspended = legs.some((leg) => leg.result === null && leg.currentOdds === null);
          if (isLost || isSuspended) expect(cashOutValue(stake, legs, margin)).toBeNull();
        },
      ),
    );
  });

  it('offers less as the margin grows', () => {
    fc.assert(
      fc.property(
        stakeArbitrary,
        fc.array(fc.tuple(oddsArbitrary, oddsArbitrary), { minLength: 1, maxLength: 6 }),
        marginArbitrary,
        marginArbitrary,
        (stake, prices, first, second) => {
          const legs = prices.map(([placed, current]) => open(placed, current));
          const low = cashOutValue(stake, legs, Math.min(first, second)) ?? 0n;
          const high = cashOutValue(stake, legs, Math.max(first, second)) ?? 0n;
          expect(high).toBeLessThanOrEqual(low);
        },
      ),
    );
  });
});
