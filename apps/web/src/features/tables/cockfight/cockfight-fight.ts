import type { TableMyRound, TableSnapshot } from '@khela/contracts';
import { cockfightSides, isFixedSideBet, type CockfightSide } from '@khela/games';

/**
 * An arena's fight as the player reads it, from the table's state: where the fight stands
 * (betting, fight on, declared, cancelled, or none under way), each side's odds, stakes and
 * whether it still takes bets, and what a bet on a side must carry to be taken.
 */

type Rule = NonNullable<TableSnapshot['cockfight']>;
type Round = NonNullable<TableSnapshot['round']>;

/** Where the arena's fight stands. */
export type FightStage =
  /** No fight announced yet at this arena. */
  | { kind: 'none' }
  /** The fight takes bets. */
  | { kind: 'betting'; round: Round }
  /** Betting is over: the fight is on. */
  | { kind: 'fighting'; round: Round }
  /** The operator declared the winner (`isOver`: paid, the next fight not announced yet). */
  | { kind: 'declared'; round: Round; winner: CockfightSide; isOver: boolean }
  /** The fight was cancelled (`isOver`: every stake given back). */
  | { kind: 'cancelled'; round: Round; isOver: boolean };

/** The fight's stage from the table's state. */
export function fightStageOf(snapshot: TableSnapshot): FightStage {
  const { round } = snapshot;
  if (!round) return { kind: 'none' };
  switch (round.status) {
    case 'open':
      return { kind: 'betting', round };
    case 'closed':
      return { kind: 'fighting', round };
    case 'resolved':
    case 'settled': {
      const winner = round.result?.game === 'cockfight' ? round.result.winner : null;
      // A declared fight always carries its winner; without one it is still on, as far as the
      // player can tell.
      if (!winner) return { kind: 'fighting', round };
      return { kind: 'declared', round, winner, isOver: round.status === 'settled' };
    }
    case 'cancelled':
    case 'refunded':
      return { kind: 'cancelled', round, isOver: round.status === 'refunded' };
  }
}

/** The fight's name on the card: the arena's label, else the round's, else its number. */
export function fightLabelOf(snapshot: TableSnapshot): string | null {
  return snapshot.cockfight?.label ?? snapshot.round?.label ?? null;
}

/** Decimal odds in thousandths as the card shows them, two decimals: 1900 → "1.90". */
export function formatOdds(thousandths: number): string {
  const hundredths = Math.floor(thousandths / 10);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** One side of the fight card. */
export interface FightSide {
  side: CockfightSide;
  /** Decimal odds in thousandths now; null: a pool side nobody has backed yet. */
  odds: number | null;
  /** Every player's stakes on the side (wire amount). */
  pool: string;
  /** The side takes no more bets (its payout reached the fight's cap). */
  isClosed: boolean;
  /** The odds are a pool's estimate, not a price the bet is taken at. */
  isEstimate: boolean;
}

/** The sides of the card, from the arena's rule now (BDD only where the fight offers it). */
export function fightSides(rule: Rule | null | undefined): FightSide[] {
  return cockfightSides
    .filter((side) => side !== 'bdd' || (rule?.odds.bdd ?? null) !== null)
    .map((side) => ({
      side,
      odds: rule?.odds[side] ?? null,
      pool: rule?.pools[side] ?? '0',
      isClosed: rule?.closedSides.includes(side) ?? false,
      isEstimate: rule?.pricing === 'pool' && !isFixedSideBet(side),
    }));
}

/**
 * Whether a bet on a side must carry the odds the player saw: fixed-odds fights' Meron and
 * Wala, and the side bets at either pricing (a pool's Meron and Wala are paid from the pools).
 */
export function isPricedBet(pricing: Rule['pricing'], side: CockfightSide): boolean {
  return pricing === 'fixed' || isFixedSideBet(side);
}

/** A bet on a side as it is sent, or why it cannot be. */
export type FightBet =
  | { kind: 'ready'; area: CockfightSide; odds: number | undefined }
  | { kind: 'refused'; reason: 'notBetting' | 'closedSide' | 'noOdds' };

/** The bet on a side of the fight now: its area, and the odds it carries when it must. */
export function fightBetOf(
  stage: FightStage,
  rule: Rule | null | undefined,
  side: CockfightSide,
): FightBet {
  if (stage.kind !== 'betting' || !rule) return { kind: 'refused', reason: 'notBetting' };
  if (rule.closedSides.includes(side)) return { kind: 'refused', reason: 'closedSide' };
  if (!isPricedBet(rule.pricing, side)) return { kind: 'ready', area: side, odds: undefined };
  const odds = rule.odds[side];
  if (odds === null) return { kind: 'refused', reason: 'noOdds' };
  return { kind: 'ready', area: side, odds };
}

/** The past fights' winners for the strip, oldest first. */
export function fightResults(snapshot: TableSnapshot): { number: string; winner: CockfightSide }[] {
  return snapshot.results.flatMap((past) =>
    past.result.game === 'cockfight' ? [{ number: past.number, winner: past.result.winner }] : [],
  );
}

/** The player's round of this fight from their rounds, if they bet on it. */
export function myFightRound(
  rounds: readonly TableMyRound[] | undefined,
  roundId: string | undefined,
): TableMyRound | undefined {
  if (!roundId) return undefined;
  return rounds?.find((round) => round.id === roundId);
}
