import type { Card } from './cards';

/**
 * Dragon Tiger from an 8-deck shoe: one card each, the higher rank wins (ace low, king high,
 * suits equal); on a tie Dragon and Tiger bets lose half.
 */

export const dragonTigerDecks = 8;
export const dragonTigerBets = ['dragon', 'tiger', 'tie'] as const;
export type DragonTigerBet = (typeof dragonTigerBets)[number];
export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

export function dragonTigerWinner(dragon: Card, tiger: Card): DragonTigerWinner {
  if (dragon.rank === tiger.rank) return 'tie';
  return dragon.rank > tiger.rank ? 'dragon' : 'tiger';
}

/** What a bet returns per unit staked, in thousandths (tie pays `tieOdds`:1). */
export function dragonTigerReturnMilli(
  bet: DragonTigerBet,
  winner: DragonTigerWinner,
  tieOdds = 8,
): number {
  if (bet === 'tie') return winner === 'tie' ? (tieOdds + 1) * 1000 : 0;
  if (winner === 'tie') return 500;
  return bet === winner ? 2000 : 0;
}

/**
 * A bet's exact house edge: the second card matches the first's rank in 4 × decks − 1 of the
 * 52 × decks − 1 cards left; otherwise either side wins equally often.
 */
export function dragonTigerEdge(bet: DragonTigerBet, tieOdds = 8) {
  const same = BigInt(4 * dragonTigerDecks - 1);
  const all = BigInt(52 * dragonTigerDecks - 1);
  const each = (all - same) * 1000n; // half of it each side, doubled below to stay whole
  const returnMilli = (winner: DragonTigerWinner) =>
    BigInt(dragonTigerReturnMilli(bet, winner, tieOdds));
  const expected =
    (each * (returnMilli('dragon') + returnMilli('tiger'))) / 2n +
    same * 1000n * returnMilli('tie');
  const denominator = all * 1000n * 1000n;
  const numerator = denominator - expected;
  return { numerator, denominator, percent: Number((numerator * 10n ** 12n) / denominator) / 1e10 };
}
