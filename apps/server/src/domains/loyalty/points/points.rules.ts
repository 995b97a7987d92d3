/**
 * The points programme's arithmetic, in whole points and minor units (the SQL trigger
 * points_earn_deposits earns by the same rule; the tests hold the two together).
 */

export interface EarnRule {
  earnUnitMinor: bigint;
  tiers: readonly { minDepositMinor: bigint; points: number }[];
}

/** The tier a deposit earns by: the one of the largest minimum it reaches. */
export function tierOf(rule: EarnRule, depositMinor: bigint) {
  let found: EarnRule['tiers'][number] | undefined;
  for (const tier of rule.tiers) {
    if (
      tier.minDepositMinor <= depositMinor &&
      (!found || tier.minDepositMinor > found.minDepositMinor)
    ) {
      found = tier;
    }
  }
  return found;
}

/** Points a deposit earns: its tier's points per whole and part unit, rounded down. */
export function depositPoints(rule: EarnRule, depositMinor: bigint): bigint {
  const tier = tierOf(rule, depositMinor);
  if (!tier || depositMinor <= 0n) return 0n;
  return (depositMinor * BigInt(tier.points)) / rule.earnUnitMinor;
}

export interface ConvertRule {
  convertPoints: number;
  convertCashMinor: bigint;
  convertMinPoints: number;
}

/**
 * The cash some points convert to, or undefined when they cannot be converted: fewer than the
 * minimum, or not whole steps of the rate (a part step would lose the member points).
 */
export function convertedCash(rule: ConvertRule, points: number): bigint | undefined {
  if (!Number.isSafeInteger(points) || points < rule.convertMinPoints) return undefined;
  if (points % rule.convertPoints !== 0) return undefined;
  return (BigInt(points) / BigInt(rule.convertPoints)) * rule.convertCashMinor;
}

/** What a balance of points is worth at the rate (whole steps only). */
export function pointsValue(rule: ConvertRule, points: number): bigint {
  return (BigInt(Math.max(0, points)) / BigInt(rule.convertPoints)) * rule.convertCashMinor;
}

/** Points per earn unit of valid bets on one game type. */
export interface BetRule {
  earnUnitMinor: bigint;
  points: number;
}

/**
 * Points some valid bets earn with the part carried from before (the SQL points_earn_bets earns
 * by the same rule): rounded down; what the points did not use is carried on, the bets they
 * stand for rounded up, so split runs never earn more than one run of the same bets.
 */
export function betPointsEarned(
  rule: BetRule,
  betMinor: bigint,
  carryMinor: bigint,
): { points: bigint; carryMinor: bigint } {
  const rate = BigInt(rule.points);
  const total = betMinor + carryMinor;
  if (rate <= 0n || total <= 0n) return { points: 0n, carryMinor: total > 0n ? total : 0n };
  const points = (total * rate) / rule.earnUnitMinor;
  const usedMinor = (points * rule.earnUnitMinor + rate - 1n) / rate;
  return { points, carryMinor: total - usedMinor };
}
