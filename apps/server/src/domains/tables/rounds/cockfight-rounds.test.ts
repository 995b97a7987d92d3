import { pariMutuelPayouts, type CockfightSide } from '@khela/games';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cockfightSettlement, fightPayouts, type SideStakes } from './cockfight-rounds';

// A declared fight's settlement, as table_settle_round applies it: each bet
// floor(stake × return / 1000), the area's return or (oddsArea) the bet's own odds.

const side = fc.constantFrom<CockfightSide>('meron', 'wala', 'draw', 'bdd');
const bet = fc.record({
  side,
  stakeMinor: fc.bigInt({ min: 1n, max: 10n ** 9n }),
  oddsMilli: fc.integer({ min: 1001, max: 20_000 }),
});

function settle(
  fight: { meronOddsMilli: number | null; commissionBp: number | null },
  bets: { side: CockfightSide; stakeMinor: bigint; oddsMilli: number }[],
  winner: CockfightSide,
): bigint[] {
  const pools = { meron: 0n, wala: 0n, draw: 0n, bdd: 0n };
  for (const one of bets) pools[one.side] += one.stakeMinor;
  const { areas, oddsArea } = cockfightSettlement(fight, winner, pools);
  return bets.map((one) => {
    const ret =
      one.side === oddsArea
        ? one.oddsMilli
        : (areas.find((area) => area.area === one.side)?.returnMilli ?? 0);
    return (one.stakeMinor * BigInt(ret)) / 1000n;
  });
}

function stakesOf(bets: { side: CockfightSide; stakeMinor: bigint; oddsMilli: number }[]) {
  const sides: Record<CockfightSide, SideStakes> = {
    meron: { stakeMinor: 0n, atOddsMinor: 0n },
    wala: { stakeMinor: 0n, atOddsMinor: 0n },
    draw: { stakeMinor: 0n, atOddsMinor: 0n },
    bdd: { stakeMinor: 0n, atOddsMinor: 0n },
  };
  for (const one of bets) {
    sides[one.side].stakeMinor += one.stakeMinor;
    sides[one.side].atOddsMinor += (one.stakeMinor * BigInt(one.oddsMilli)) / 1000n;
  }
  return sides;
}

describe('a declared fight', () => {
  it('pays fixed bets stake × their own odds on their side, back on a draw or BDD, nothing on a loss', () => {
    fc.assert(
      fc.property(fc.array(bet, { maxLength: 30 }), side, (bets, winner) => {
        const paid = settle({ meronOddsMilli: 1800, commissionBp: null }, bets, winner);
        bets.forEach((one, index) => {
          const expected =
            one.side === winner
              ? (one.stakeMinor * BigInt(one.oddsMilli)) / 1000n
              : (winner === 'draw' || winner === 'bdd') &&
                  (one.side === 'meron' || one.side === 'wala')
                ? one.stakeMinor
                : 0n;
          expect(paid[index]).toBe(expected);
        });
        // The console's "payout if it wins" is exactly what the settlement pays.
        const total = paid.reduce((sum, amount) => sum + amount, 0n);
        expect(
          fightPayouts({ meronOddsMilli: 1800, commissionBp: null }, stakesOf(bets))[winner],
        ).toBe(total);
      }),
    );
  });

  it('pays a pool no more than the reference share of each bet, and no more than the console says', () => {
    fc.assert(
      fc.property(
        fc.array(bet, { maxLength: 30 }),
        fc.constantFrom<CockfightSide>('meron', 'wala'),
        fc.integer({ min: 0, max: 3000 }),
        (raw, winner, commissionBp) => {
          // A pool's side bets are taken at their odds (Draw, BDD), its Meron and Wala at none.
          const sideOdds = { meron: 1001, wala: 1001, draw: 9000, bdd: 51_000 };
          const bets = raw.map((one) => ({ ...one, oddsMilli: sideOdds[one.side] }));
          const fight = { meronOddsMilli: null, commissionBp };
          const paid = settle(fight, bets, winner);
          const reference = pariMutuelPayouts(bets, winner, commissionBp);
          bets.forEach((one, index) => {
            expect(paid[index]).toBeLessThanOrEqual(reference[index] ?? 0n);
            // Rounding the share per unit loses at most a unit's thousandth per bet.
            expect((reference[index] ?? 0n) - (paid[index] ?? 0n)).toBeLessThanOrEqual(
              one.stakeMinor / 1000n + 1n,
            );
          });
          const total = paid.reduce((sum, amount) => sum + amount, 0n);
          expect(total).toBeLessThanOrEqual(fightPayouts(fight, stakesOf(bets))[winner]);
        },
      ),
    );
  });
});
