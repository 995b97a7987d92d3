import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalOddsMilli,
  fixedOddsPayoutMinor,
  pariMutuelPayouts,
  poolOddsMilli,
  poolsOf,
  type CockfightSide,
} from './cockfight';

const bet = fc.record({
  side: fc.constantFrom<CockfightSide>('meron', 'wala', 'draw', 'bdd'),
  stakeMinor: fc.bigInt({ min: 1n, max: 10n ** 10n }),
});

describe('cockfight pricing', () => {
  it('pays fixed odds in the local per-1 style, and gives side bets back on a draw', () => {
    const meron = {
      side: 'meron' as const,
      stakeMinor: 10_000n,
      decimalOddsMilli: decimalOddsMilli(800),
    };
    expect(fixedOddsPayoutMinor(meron, 'meron')).toBe(18_000n);
    expect(fixedOddsPayoutMinor(meron, 'wala')).toBe(0n);
    expect(fixedOddsPayoutMinor(meron, 'draw')).toBe(10_000n);
    expect(fixedOddsPayoutMinor(meron, 'draw', false)).toBe(0n);
    expect(fixedOddsPayoutMinor(meron, 'cancelled')).toBe(10_000n);
    // Both cocks die: Meron back; the BDD side bet at its odds, the Draw bet lost.
    expect(fixedOddsPayoutMinor(meron, 'bdd')).toBe(10_000n);
    const bdd = { side: 'bdd' as const, stakeMinor: 1_000n, decimalOddsMilli: 51_000 };
    expect(fixedOddsPayoutMinor(bdd, 'bdd')).toBe(51_000n);
    expect(fixedOddsPayoutMinor(bdd, 'draw')).toBe(0n);
    const draw = { side: 'draw' as const, stakeMinor: 1_000n, decimalOddsMilli: 9_000 };
    expect(fixedOddsPayoutMinor(draw, 'bdd')).toBe(0n);
  });

  it('shares the losing pool after commission among the winners', () => {
    const bets = [
      { side: 'meron' as const, stakeMinor: 6_000n },
      { side: 'meron' as const, stakeMinor: 4_000n },
      { side: 'wala' as const, stakeMinor: 20_000n },
      { side: 'draw' as const, stakeMinor: 1_000n },
    ];
    // Wala's 200.00 less 10 %: 180.00 shared 6:4.
    expect(pariMutuelPayouts(bets, 'meron', 1000)).toEqual([16_800n, 11_200n, 0n, 0n]);
    expect(pariMutuelPayouts(bets, 'draw', 1000)).toEqual([6_000n, 4_000n, 20_000n, 9_000n]);
    expect(pariMutuelPayouts(bets, 'cancelled', 1000)).toEqual([6_000n, 4_000n, 20_000n, 1_000n]);
    const withBdd = [...bets, { side: 'bdd' as const, stakeMinor: 500n }];
    expect(pariMutuelPayouts(withBdd, 'bdd', 1000, { draw: 9_000, bdd: 41_000 })).toEqual([
      6_000n,
      4_000n,
      20_000n,
      0n,
      20_500n,
    ]);
    expect(poolOddsMilli(poolsOf(bets), 'meron', 1000)).toBe(2800);
  });

  it('never pays out more than the pools less the commission, nor less than a winner staked', () => {
    fc.assert(
      fc.property(
        fc.array(bet, { maxLength: 40 }),
        fc.constantFrom<'meron' | 'wala'>('meron', 'wala'),
        fc.integer({ min: 0, max: 2000 }),
        (bets, winner, commission) => {
          const paid = pariMutuelPayouts(bets, winner, commission);
          const pools = poolsOf(bets);
          const total = paid.reduce((sum, amount) => sum + amount, 0n);
          const loser = winner === 'meron' ? pools.wala : pools.meron;
          if (pools[winner] > 0n) {
            const cap = pools[winner] + (loser * BigInt(10_000 - commission)) / 10_000n;
            expect(total <= cap).toBe(true);
          }
          bets.forEach((placed, index) => {
            if (placed.side === winner) expect(paid[index]! >= placed.stakeMinor).toBe(true);
            if (placed.side === 'draw' || placed.side === 'bdd') expect(paid[index]).toBe(0n);
          });
        },
      ),
    );
  });
});
