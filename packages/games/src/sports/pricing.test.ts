import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marginBp, spreadOdds } from './pricing';

/** Probabilities in basis points summing to 10000, from 1 to 8 selections. */
const probabilitiesArbitrary = fc
  .uniqueArray(fc.integer({ min: 1, max: 9_999 }), { minLength: 1, maxLength: 7 })
  .map((cuts) => {
    const points = [0, ...cuts.sort((a, b) => a - b), 10_000];
    return points.slice(1).map((point, index) => point - (points[index] ?? 0));
  });

describe('market margins', () => {
  it('are Σ 1/d − 1 in basis points', () => {
    expect(marginBp([2000, 2000])).toBe(0);
    // 2 / 1.95 − 1 = 2.564 %.
    expect(marginBp([1950, 1950])).toBe(256);
    // 1/1.90 + 1/3.50 + 1/4.00 − 1 = 6.203 %.
    expect(marginBp([1900, 3500, 4000])).toBe(620);
    // Prices above fair: an arbitrage, a negative margin.
    expect(marginBp([2100, 2100])).toBe(-476);
  });

  it('round a half basis point upwards', () => {
    // 1/1.000 + 1/32.000 − 1 = 312.5 bp; 1/32.000 − 1 = −9687.5 bp.
    expect(marginBp([1000, 32_000])).toBe(313);
    expect(marginBp([32_000])).toBe(-9_687);
  });

  it('refuse an empty market and odds below 1.000', () => {
    expect(() => marginBp([])).toThrow();
    expect(() => marginBp([2000, 900])).toThrow();
  });
});

describe('spread odds', () => {
  it('are 1 / (p × (1 + m)) in thousandths, floored', () => {
    // 1 / (0.5 × 1.05) = 1.90476.
    expect(spreadOdds([5000, 5000], 500)).toEqual([1904, 1904]);
    // 1 / (0.45 × 1.06) = 2.0964; 1 / (0.3 × 1.06) = 3.1446; 1 / (0.25 × 1.06) = 3.7735.
    expect(spreadOdds([4500, 3000, 2500], 600)).toEqual([2096, 3144, 3773]);
    expect(spreadOdds([5000, 5000], 0)).toEqual([2000, 2000]);
    expect(spreadOdds([1], 0)).toEqual([10_000_000]);
  });

  it('never go below 1.001', () => {
    expect(spreadOdds([10_000], 0)).toEqual([1001]);
    expect(spreadOdds([9_900, 100], 500)).toEqual([1001, 95_238]);
  });

  it('do not require the probabilities to sum to 100 %', () => {
    expect(spreadOdds([4000, 4000], 0)).toEqual([2500, 2500]);
  });

  it('refuse probabilities outside (0, 10000] and margins outside [0, 100 %)', () => {
    expect(() => spreadOdds([0, 10_000], 500)).toThrow();
    expect(() => spreadOdds([10_001], 500)).toThrow();
    expect(() => spreadOdds([5000.5, 4999.5], 500)).toThrow();
    expect(() => spreadOdds([5000, 5000], -1)).toThrow();
    expect(() => spreadOdds([5000, 5000], 10_000)).toThrow();
  });

  it('give the market at least the margin asked, and at most the flooring more', () => {
    fc.assert(
      fc.property(
        probabilitiesArbitrary,
        fc.integer({ min: 0, max: 3000 }),
        (probabilities, margin) => {
          const odds = spreadOdds(probabilities, margin);
          expect(odds).toHaveLength(probabilities.length);
          for (const price of odds) expect(price).toBeGreaterThanOrEqual(1001);
          // A price raised to 1.001 gives back margin: the bound holds for the prices spread freely.
          const isClamped = probabilities.some(
            (p) => 100_000_000_000 / (p * (10_000 + margin)) < 1001,
          );
          if (isClamped) return;
          const actual = marginBp(odds);
          expect(actual).toBeGreaterThanOrEqual(margin);
          // Flooring a price x to o raises 1/x by less than 1/(o(o − 1)) a selection.
          const slackBp = odds.reduce((sum, price) => sum + 10_000_000 / (price * (price - 1)), 0);
          expect(actual).toBeLessThanOrEqual(margin + Math.ceil(slackBp) + 1);
        },
      ),
    );
  });

  it('price a likelier selection no higher', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 3000 }),
        (first, second, margin) => {
          const [low = 0, high = 0] = [Math.min(first, second), Math.max(first, second)];
          const [lowOdds = 0, highOdds = 0] = spreadOdds([low, high], margin);
          expect(highOdds).toBeLessThanOrEqual(lowOdds);
        },
      ),
    );
  });
});
