import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betPointsEarned, convertedCash, depositPoints, pointsValue, tierOf } from './points.rules';

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

  it('earns on bets rounded down, carrying on what the points did not use', () => {
    const bets = { earnUnitMinor: 10_000n, points: 3 };
    // 40.00 at 3 per 100.00: 1 point, which stands for 33.34; 6.66 carried on.
    expect(betPointsEarned(bets, 4_000n, 0n)).toEqual({ points: 1n, carryMinor: 666n });
    expect(betPointsEarned(bets, 4_000n, 666n)).toEqual({ points: 1n, carryMinor: 1_332n });
    expect(betPointsEarned(bets, 999n, 0n)).toEqual({ points: 0n, carryMinor: 999n });
    expect(betPointsEarned({ ...bets, points: 0 }, 5_000n, 10n)).toEqual({
      points: 0n,
      carryMinor: 5_010n,
    });
    const rule = fc.record({
      earnUnitMinor: fc.bigInt({ min: 1n, max: 10n ** 7n }),
      points: fc.integer({ min: 1, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(
        rule,
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 7n }),
        (bet, betMinor, carryMinor) => {
          const earned = betPointsEarned(bet, betMinor, carryMinor);
          const total = (betMinor + carryMinor) * BigInt(bet.points);
          expect(earned.points * bet.earnUnitMinor <= total).toBe(true);
          expect((earned.points + 1n) * bet.earnUnitMinor > total).toBe(true);
          expect(earned.carryMinor >= 0n).toBe(true);
          // The carry is always less than what one more point stands for.
          expect(earned.carryMinor * BigInt(bet.points) < bet.earnUnitMinor).toBe(true);
        },
      ),
    );
  });

  it('never earns more on bets split across runs than on one run, and little less', () => {
    fc.assert(
      fc.property(
        fc.record({
          earnUnitMinor: fc.bigInt({ min: 1n, max: 10n ** 6n }),
          points: fc.integer({ min: 1, max: 1_000 }),
        }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 8n }), { minLength: 1, maxLength: 30 }),
        (bet, runs) => {
          let carryMinor = 0n;
          let points = 0n;
          for (const betMinor of runs) {
            const earned = betPointsEarned(bet, betMinor, carryMinor);
            points += earned.points;
            carryMinor = earned.carryMinor;
          }
          const totalMinor = runs.reduce((sum, betMinor) => sum + betMinor, 0n);
          const rate = BigInt(bet.points);
          expect(points <= (totalMinor * rate) / bet.earnUnitMinor).toBe(true);
          // Each run rounds what it used up by under one minor unit.
          const lostMinor = BigInt(runs.length);
          const floorMinor = totalMinor > lostMinor ? totalMinor - lostMinor : 0n;
          expect(points >= (floorMinor * rate) / bet.earnUnitMinor).toBe(true);
        },
      ),
    );
  });
});
