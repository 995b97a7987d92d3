import type { Card } from './cards';

/**
 * Punto banco from an 8-deck shoe (../shared/reference/tables.md): the deal, the third-card
 * rules, what each bet returns, and every bet's exact house edge by enumerating the first six
 * cards of a full shoe without replacement.
 */

export const baccaratDecks = 8;
export const baccaratBets = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratBet = (typeof baccaratBets)[number];
/** Commission: Banker pays 1:1 less 5 %; no commission: a Banker win on 6 pays 1:2. */
export type BaccaratVariant = 'commission' | 'noCommission';

/** A card's points: ace 1, 2–9 their face, tens and faces 0. */
export const pointsOf = (rank: number) => (rank >= 10 ? 0 : rank);
const totalOf = (points: readonly number[]) => points.reduce((sum, p) => sum + p, 0) % 10;

/** Whether the Banker draws a third card, given its total and the Player's third card. */
export function bankerDraws(bankerTotal: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * The hand dealt from cards in shoe order: Player, Banker, Player, Banker, then each side's
 * third card by the rules. Answers the points of each side's cards (how many were used is
 * their count together).
 */
export function dealPoints(next: () => number): { player: number[]; banker: number[] } {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const [playerTotal, bankerTotal] = [totalOf(player), totalOf(banker)];
  if (playerTotal >= 8 || bankerTotal >= 8) return { player, banker };
  let playerThird: number | undefined;
  if (playerTotal <= 5) {
    playerThird = next();
    player.push(playerThird);
  }
  if (bankerDraws(bankerTotal, playerThird)) banker.push(next());
  return { player, banker };
}

/** A dealt hand: its cards and what it decided. */
export interface BaccaratHand {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
}

/** Deals a hand from a shoe at `cursor`; answers it and the cursor after it. */
export function dealHand(
  shoe: readonly Card[],
  cursor: number,
): { hand: BaccaratHand; next: number } {
  let at = cursor;
  const used: Card[] = [];
  const next = () => {
    const card = shoe[at];
    if (!card) throw new Error('the shoe ran out');
    at += 1;
    used.push(card);
    return pointsOf(card.rank);
  };
  const points = dealPoints(next);
  // Dealt in order P, B, P, B, then Player's third (if any), then Banker's.
  const [p1, b1, p2, b2, ...rest] = used as [Card, Card, Card, Card, ...Card[]];
  const player = [p1, p2];
  const banker = [b1, b2];
  if (points.player.length === 3) player.push(rest.shift() as Card);
  if (points.banker.length === 3) banker.push(rest.shift() as Card);
  const playerTotal = totalOf(points.player);
  const bankerTotal = totalOf(points.banker);
  return {
    hand: {
      player,
      banker,
      playerTotal,
      bankerTotal,
      winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
      playerPair: p1.rank === p2.rank,
      bankerPair: b1.rank === b2.rank,
    },
    next: at,
  };
}

/** What a bet returns per unit staked, in thousandths (stake included; 0 loses, 1000 pushes). */
export function baccaratReturnMilli(
  bet: BaccaratBet,
  hand: Pick<BaccaratHand, 'winner' | 'bankerTotal' | 'playerPair' | 'bankerPair'>,
  variant: BaccaratVariant,
): number {
  switch (bet) {
    case 'player':
      return hand.winner === 'player' ? 2000 : hand.winner === 'tie' ? 1000 : 0;
    case 'banker':
      if (hand.winner === 'tie') return 1000;
      if (hand.winner !== 'banker') return 0;
      if (variant === 'commission') return 1950;
      return hand.bankerTotal === 6 ? 1500 : 2000;
    case 'tie':
      return hand.winner === 'tie' ? 9000 : 0;
    case 'playerPair':
      return hand.playerPair ? 12000 : 0;
    case 'bankerPair':
      return hand.bankerPair ? 12000 : 0;
  }
}

/** Weights of the hands' results over every order of a full shoe's first six cards. */
interface BaccaratWeights {
  total: number;
  player: number;
  banker: number;
  bankerOnSix: number;
  tie: number;
}

/**
 * The exact chances of a hand's results from a full 8-deck shoe: every sequence of the first
 * six card points, weighted by how many card orders give it (tens and faces are 128 of 416).
 * The weights are whole numbers below 2^53, so the sums are exact.
 */
export function baccaratWeights(decks = baccaratDecks): BaccaratWeights {
  const counts = Array.from({ length: 10 }, (_, points) => (points === 0 ? 16 : 4) * decks);
  const weights: BaccaratWeights = { total: 0, player: 0, banker: 0, bankerOnSix: 0, tie: 0 };
  const sequence: number[] = [];
  const visit = (depth: number, weight: number) => {
    if (depth === 6) {
      let at = 0;
      const { player, banker } = dealPoints(() => sequence[at++] ?? 0);
      const [p, b] = [totalOf(player), totalOf(banker)];
      weights.total += weight;
      if (p > b) weights.player += weight;
      else if (b > p) {
        weights.banker += weight;
        if (b === 6) weights.bankerOnSix += weight;
      } else weights.tie += weight;
      return;
    }
    for (let points = 0; points < 10; points += 1) {
      const count = counts[points] ?? 0;
      if (count === 0) continue;
      counts[points] = count - 1;
      sequence[depth] = points;
      visit(depth + 1, weight * count);
      counts[points] = count;
    }
  };
  visit(0, 1);
  return weights;
}

/**
 * A bet's house edge as an exact fraction (numerator / denominator of the stake) and in
 * percent: 1 − its expected return.
 */
export function baccaratEdge(
  bet: BaccaratBet,
  variant: BaccaratVariant,
  weights: BaccaratWeights = baccaratWeights(),
): { numerator: bigint; denominator: bigint; percent: number } {
  if (bet === 'playerPair' || bet === 'bankerPair') {
    // Two cards of one rank: 4 × decks − 1 of the 52 × decks − 1 cards left match the first.
    const same = BigInt(4 * baccaratDecks - 1);
    const rest = BigInt(52 * baccaratDecks - 1);
    const numerator = rest * 1000n - same * 12_000n;
    return edgeOf(numerator, rest * 1000n);
  }
  const returned = (winner: BaccaratHand['winner'], bankerTotal: number) =>
    BigInt(
      baccaratReturnMilli(
        bet,
        { winner, bankerTotal, playerPair: false, bankerPair: false },
        variant,
      ),
    );
  const expected =
    BigInt(weights.player) * returned('player', 0) +
    BigInt(weights.banker - weights.bankerOnSix) * returned('banker', 7) +
    BigInt(weights.bankerOnSix) * returned('banker', 6) +
    BigInt(weights.tie) * returned('tie', 0);
  const denominator = BigInt(weights.total) * 1000n;
  return edgeOf(denominator - expected, denominator);
}

function edgeOf(numerator: bigint, denominator: bigint) {
  return { numerator, denominator, percent: Number((numerator * 10n ** 12n) / denominator) / 1e10 };
}
