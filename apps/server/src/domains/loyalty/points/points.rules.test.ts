import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertedCash, depositPoints, pointsValue, tierOf } from './points.rules';

const rule = {
  earnUnitMinor: 10_000n,
  tiers: [
    { minDepositMinor: 500_000n, points: 15 },
    { minDepositMinor: 0n, points: 10 },
  ],
};
const convert = { convertPoints: 100, convertCashMinor: 100n, convertMinPoints: 500 };

describe('points arithmetic', () => {
  it('earns the tier of the largest minimum reached, per unit, rounded down', () => {
    expect(tierOf(rule, 499_999n)?.points).toBe(10);
    expect(tierOf(rule, 500_000n)?.points).toBe(15);
    expect(depositPoints(rule, 9_999n)).toBe(9n);
    expect(depositPoints(rule, 499_999n)).toBe(499n);
    expect(depositPoints(rule, 500_000n)).toBe(750n);
    expect(
      depositPoints({ earnUnitMinor: 10_000n, tiers: [{ minDepositMinor: 100n, points: 5 }] }, 99n),
    ).toBe(0n);
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), (amount) => {
        const points = depositPoints(rule, amount);
        const rate = BigInt(tierOf(rule, amount)!.points);
        // Never more than the exact share, and less by under one point.
        expect(points * rule.earnUnitMinor <= amount * rate).toBe(true);
        expect((points + 1n) * rule.earnUnitMinor > amount * rate).toBe(true);
      }),
    );
  });

  it('never earns less for a larger deposit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 10n }),
        fc.bigInt({ min: 0n, max: 10n ** 8n }),
        (a, more) => {
          expect(depositPoints(rule, a + more) >= depositPoints(rule, a)).toBe(true);
        },
      ),
    );
  });

  it('converts whole steps from the minimum, and values a balance by its whole steps', () => {
    expect(convertedCash(convert, 400)).toBeUndefined();
    expect(convertedCash(convert, 550)).toBeUndefined();
    expect(convertedCash(convert, 500)).toBe(500n);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), (points) => {
        const cash = convertedCash(convert, points);
        const value = pointsValue(convert, points);
        if (cash !== undefined) expect(cash).toBe(value);
        // A balance is never worth more than its points at the rate.
        expect(
          value * BigInt(convert.convertPoints) <= BigInt(points) * convert.convertCashMinor,
        ).toBe(true);
      }),
    );
  });
});
