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
