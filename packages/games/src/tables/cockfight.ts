/**
 * Cockfight pricing (operator-run fights, ../shared/reference/tables.md): Meron and Wala, a
 * Draw, and the two ways houses price them — fixed odds set per fight, or pari-mutuel pools
 * where the winning side shares the losing side's pool after a commission. Beside them the
 * house's side bet where it offers one: both cocks die (BDD), at fixed odds. Amounts are minor
 * units (bigint); what a division leaves over (breakage) stays with the house.
 */

export const cockfightSides = ['meron', 'wala', 'draw', 'bdd'] as const;
export type CockfightSide = (typeof cockfightSides)[number];
export type CockfightResult = CockfightSide | 'cancelled';

export const isCockfightSide = (area: string): area is CockfightSide =>
  (cockfightSides as readonly string[]).includes(area);

/** The results where neither cock wins: Meron and Wala bets come back. */
export const isNoWinner = (result: CockfightResult) => result === 'draw' || result === 'bdd';
/** Draw and BDD: always at fixed odds, whatever the fight's pricing. */
export const isFixedSideBet = (side: CockfightSide) => side === 'draw' || side === 'bdd';

/** Local "per 1" odds (0.80 wins 0.80 a unit) as decimal odds in thousandths (1.80 → 1800). */
export function decimalOddsMilli(perOneMilli: number): number {
  if (!Number.isInteger(perOneMilli) || perOneMilli <= 0) throw new Error('odds must be > 0');
  return perOneMilli + 1000;
}

/**
 * What a fixed-odds bet pays back: stake × decimal odds on its side's win; a Meron or Wala bet
 * back on a draw or both dying (`isDrawRefund`, the usual rule) and on a cancelled fight;
 * nothing otherwise.
 */
export function fixedOddsPayoutMinor(
  bet: { side: CockfightSide; stakeMinor: bigint; decimalOddsMilli: number },
  result: CockfightResult,
  isDrawRefund = true,
): bigint {
  if (result === 'cancelled') return bet.stakeMinor;
  if (result === bet.side) return (bet.stakeMinor * BigInt(bet.decimalOddsMilli)) / 1000n;
  if (isNoWinner(result) && !isFixedSideBet(bet.side) && isDrawRefund) return bet.stakeMinor;
  return 0n;
}

/** A pari-mutuel fight's pools: the stakes on each side. */
export type Pools = Record<CockfightSide, bigint>;

/**
 * Pari-mutuel payouts of a fight, bet by bet (same order): on a Meron or Wala win each winning
 * bet gets its stake back and its share of the losing side's pool less the commission
 * (commission in basis points); a draw or both dying pays its own side bets at their fixed
 * odds (`sideOddsMilli`) and gives Meron and Wala bets back; a cancelled fight gives every
 * stake back, and a win nobody backed the Meron and Wala stakes (side bets lose: their result
 * did not come).
 */
export function pariMutuelPayouts(
  bets: readonly { side: CockfightSide; stakeMinor: bigint }[],
  result: CockfightResult,
  commissionBasisPoints: number,
  sideOddsMilli: { draw: number; bdd: number } = { draw: 9000, bdd: 51_000 },
): bigint[] {
  if (
    !Number.isInteger(commissionBasisPoints) ||
    commissionBasisPoints < 0 ||
    commissionBasisPoints >= 10_000
  )
    throw new Error('commission must be 0–9,999 basis points');
  const pools = poolsOf(bets);
  if (result === 'cancelled') return bets.map((bet) => bet.stakeMinor);
  if (result === 'draw' || result === 'bdd') {
    const odds = BigInt(sideOddsMilli[result]);
    return bets.map((bet) => {
      if (bet.side === result) return (bet.stakeMinor * odds) / 1000n;
      return isFixedSideBet(bet.side) ? 0n : bet.stakeMinor;
    });
  }
  const losing = result === 'meron' ? pools.wala : pools.meron;
  const winning = pools[result];
  if (winning === 0n) {
    return bets.map((bet) => (isFixedSideBet(bet.side) ? 0n : bet.stakeMinor));
  }
  const shared = (losing * BigInt(10_000 - commissionBasisPoints)) / 10_000n;
  return bets.map((bet) =>
    bet.side === result ? bet.stakeMinor + (bet.stakeMinor * shared) / winning : 0n,
  );
}

export function poolsOf(bets: readonly { side: CockfightSide; stakeMinor: bigint }[]): Pools {
  const pools: Pools = { meron: 0n, wala: 0n, draw: 0n, bdd: 0n };
  for (const bet of bets) pools[bet.side] += bet.stakeMinor;
  return pools;
}

/**
 * The decimal odds a pari-mutuel side shows now, in thousandths: what a unit on it would get
 * back if it won with the pools as they stand (no bets on it yet: none to show).
 */
export function poolOddsMilli(pools: Pools, side: 'meron' | 'wala', commissionBasisPoints: number) {
  const winning = pools[side];
  if (winning === 0n) return null;
  const losing = side === 'meron' ? pools.wala : pools.meron;
  const shared = (losing * BigInt(10_000 - commissionBasisPoints)) / 10_000n;
  return Number(((winning + shared) * 1000n) / winning);
}
