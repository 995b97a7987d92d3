import {
  cockfightSides,
  isFixedSideBet,
  poolOddsMilli,
  type CockfightSide,
  type Pools,
} from '@khela/games';

/**
 * How a declared fight settles its areas (Meron, Wala, Draw, BDD), by its pricing (fixed when
 * it was announced with odds):
 * - fixed odds: the winning side's bets at the odds each was taken at; on a draw or both
 *   dying, Meron and Wala bets back and that result's side bets at theirs;
 * - pools: the winning side's bets share the losing side's pool after the commission (each
 *   unit getting what poolOddsMilli says, rounded down: the breakage stays with the house); on
 *   a draw as with fixed odds; a win nobody backed gives Meron and Wala bets back.
 * `oddsArea`'s bets return their own odds (table_settle_round); the others what `areas` says.
 */
export function cockfightSettlement(
  fight: { meronOddsMilli: number | null; commissionBp: number | null },
  winner: CockfightSide,
  pools: Pools,
): { areas: { area: string; returnMilli: number }[]; oddsArea: string | null } {
  const arena = {
    pricing: fight.meronOddsMilli === null ? 'pool' : 'fixed',
    commissionBp: fight.commissionBp ?? 0,
  };
  const areas = (returns: Partial<Record<CockfightSide, number>>) =>
    cockfightSides.map((area) => ({ area, returnMilli: returns[area] ?? 0 }));
  if (winner === 'draw' || winner === 'bdd') {
    return { areas: areas({ meron: 1000, wala: 1000 }), oddsArea: winner };
  }
  if (arena.pricing === 'fixed') return { areas: areas({}), oddsArea: winner };
  const odds = poolOddsMilli(pools, winner, arena.commissionBp);
  if (odds === null) return { areas: areas({ meron: 1000, wala: 1000 }), oddsArea: null };
  return { areas: areas({ [winner]: odds }), oddsArea: null };
}

/**
 * What a cockfight bet pays on each outcome class (Meron wins, Wala wins, Draw, BDD), for the
 * fight's payout cap: a fixed bet its stake × its odds on its side's win and its stake back
 * on a draw or both dying; a pool bet its stake on its side (its share of the other pool comes
 * from the other players' stakes) and back on those; a side bet (Draw, BDD) its stake × its
 * odds on its result.
 */
export function cockfightPayoutByClass(
  area: CockfightSide,
  stakeMinor: bigint,
  oddsMilli: number | null,
): bigint[] {
  const onWin = oddsMilli === null ? stakeMinor : (stakeMinor * BigInt(oddsMilli)) / 1000n;
  if (area === 'draw') return [0n, 0n, onWin, 0n];
  if (area === 'bdd') return [0n, 0n, 0n, onWin];
  return area === 'meron'
    ? [onWin, 0n, stakeMinor, stakeMinor]
    : [0n, onWin, stakeMinor, stakeMinor];
}

/** A fight's side as its bets stand: their stakes, and (odds bets) their stakes × their odds. */
export interface SideStakes {
  stakeMinor: bigint;
  atOddsMinor: bigint;
}

/**
 * What the house pays on each result of a fight as its bets stand (stakes included): fixed
 * Meron or Wala at the odds taken; a pool side its pool and its share of the other after the
 * commission (none backed: both pools back); a draw (both dying) the Draw (BDD) bets at their
 * odds and Meron and Wala back.
 */
export function fightPayouts(
  fight: { meronOddsMilli: number | null; commissionBp: number | null },
  sides: Record<CockfightSide, SideStakes>,
): Record<CockfightSide, bigint> {
  const backOnDraw = sides.meron.stakeMinor + sides.wala.stakeMinor;
  const draw = sides.draw.atOddsMinor + backOnDraw;
  const bdd = sides.bdd.atOddsMinor + backOnDraw;
  if (fight.meronOddsMilli !== null) {
    return { meron: sides.meron.atOddsMinor, wala: sides.wala.atOddsMinor, draw, bdd };
  }
  const keep = BigInt(10_000 - (fight.commissionBp ?? 0));
  const pool = (side: SideStakes, other: SideStakes) =>
    side.stakeMinor === 0n ? backOnDraw : side.stakeMinor + (other.stakeMinor * keep) / 10_000n;
  return { meron: pool(sides.meron, sides.wala), wala: pool(sides.wala, sides.meron), draw, bdd };
}

/**
 * The sides a fight takes no more bets on: those where even the smallest bet at the odds now
 * would take the fight's payout on a result past its cap (exposure by class: Meron, Wala,
 * Draw, BDD). A side bet the fight does not offer is not among them: it has no odds at all.
 */
export function closedSidesOf(
  exposure: readonly bigint[],
  values: {
    minStakeMinor: bigint;
    capMinor: bigint;
    odds: Record<CockfightSide, number | null>;
    isFixed: boolean;
  },
): CockfightSide[] {
  return cockfightSides.filter((side) => {
    const isSideBet = isFixedSideBet(side);
    if (isSideBet && values.odds[side] === null) return false;
    const odds = isSideBet || values.isFixed ? values.odds[side] : null;
    const smallest = cockfightPayoutByClass(side, values.minStakeMinor, odds);
    return smallest.some((payout, index) => (exposure[index] ?? 0n) + payout > values.capMinor);
  });
}
