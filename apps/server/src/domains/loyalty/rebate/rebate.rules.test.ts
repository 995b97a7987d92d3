import fc from 'fast-check';
import { catalogueGameTypes } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { hasRebateRate, rebateLines, rebateTotal } from './rebate.rules';

const gameType = fc.constantFrom(...catalogueGameTypes);
const bets = fc.array(fc.record({ gameType, betMinor: fc.bigInt({ min: 0n, max: 10n ** 15n }) }), {
  maxLength: 30,
});
const rates = fc.dictionary(gameType, fc.integer({ min: 0, max: 500 }));

describe('rebate arithmetic', () => {
  it('pays each game type its rate of its valid bets, rounded down, never more', () => {
    fc.assert(
      fc.property(bets, rates, (given, rateOf) => {
        const lines = rebateLines(given, rateOf);
        for (const line of lines) {
          const bet = given
            .filter((entry) => entry.gameType === line.gameType)
            .reduce((sum, entry) => sum + entry.betMinor, 0n);
          expect(line.betMinor).toBe(bet);
          expect(line.amountMinor * 10_000n).toBeLessThanOrEqual(bet * BigInt(line.rate));
          expect((line.amountMinor + 1n) * 10_000n).toBeGreaterThan(bet * BigInt(line.rate));
        }
        expect(new Set(lines.map((line) => line.gameType)).size).toBe(lines.length);
        expect(rebateTotal(lines)).toBe(lines.reduce((sum, line) => sum + line.amountMinor, 0n));
      }),
    );
  });

  it('pays no more for bets split over two claims than for them in one', () => {
    fc.assert(
      fc.property(bets, bets, rates, (first, second, rateOf) => {
        const split =
          rebateTotal(rebateLines(first, rateOf)) + rebateTotal(rebateLines(second, rateOf));
        expect(split).toBeLessThanOrEqual(rebateTotal(rebateLines([...first, ...second], rateOf)));
      }),
    );
  });

  it('knows the exact figures: 1.2 % of 1,234.56 is 14.81, 0.8 % of 99.99 is 0.79', () => {
    const lines = rebateLines(
      [
        { gameType: 'RNG', betMinor: '123456' },
        { gameType: 'LIVE', betMinor: '9999' },
        { gameType: 'SPORTS', betMinor: '5000' },
        { gameType: 'NOT_A_TYPE', betMinor: '5000' },
      ],
      { RNG: 120, LIVE: 80 },
    );
    expect(lines).toEqual([
      { gameType: 'RNG', betMinor: 123456n, rate: 120, amountMinor: 1481n },
      { gameType: 'LIVE', betMinor: 9999n, rate: 80, amountMinor: 79n },
      { gameType: 'SPORTS', betMinor: 5000n, rate: 0, amountMinor: 0n },
    ]);
    expect(rebateTotal(lines)).toBe(1560n);
    expect(hasRebateRate({ RNG: 0 })).toBe(false);
    expect(hasRebateRate({ RNG: 0, LIVE: 1 })).toBe(true);
  });
});
