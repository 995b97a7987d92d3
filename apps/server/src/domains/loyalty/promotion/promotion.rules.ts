import type { PromotionStatus } from '@khela/contracts';
import type { PromotionEntryStatus, PromotionKindColumn } from '../../../db/schema';

/** A promotion's schedule and rule, as the rules need them. */
export interface PromotionRule {
  kind: PromotionKindColumn;
  startsAt: Date;
  endsAt: Date | null;
  bonusType: 'fixed' | 'percent';
  bonusMinor: string | null;
  bonusBasisPoints: number | null;
  bonusCapMinor: string | null;
  depositMinMinor: string | null;
}

/** Where a promotion stands on its schedule. */
export function phaseOf(
  promotion: Pick<PromotionRule, 'startsAt' | 'endsAt'>,
  now: Date,
): 'scheduled' | 'running' | 'ended' {
  if (now < promotion.startsAt) return 'scheduled';
  if (promotion.endsAt !== null && now >= promotion.endsAt) return 'ended';
  return 'running';
}

/** A percent bonus needs a deposit; a fixed one (and a raffle) does not. */
export function needsDeposit(promotion: Pick<PromotionRule, 'kind' | 'bonusType'>): boolean {
  return promotion.kind !== 'raffle' && promotion.bonusType === 'percent';
}

/**
 * The member's status on a promotion (spec §4): their own entry first (applying, rejected,
 * issued, claimed, joined); then the schedule (coming soon, close); then what they may do —
 * join (apply, or deposit first), claim, or process (a qualifying deposit is on its way).
 * A rejected member may apply again while the promotion runs: the status stays rejected
 * (with the reason) until they do.
 */
export function statusOf(values: {
  promotion: Pick<PromotionRule, 'kind' | 'bonusType' | 'startsAt' | 'endsAt'>;
  entryStatus: PromotionEntryStatus | null;
  now: Date;
  deposit: { hasQualifying: boolean; isInProcess: boolean } | null;
}): PromotionStatus {
  const { promotion, entryStatus, now } = values;
  if (entryStatus !== null) return entryStatus;
  const phase = phaseOf(promotion, now);
  if (phase === 'scheduled') return 'coming soon';
  if (phase === 'ended') return 'close';
  if (promotion.kind === 'apply') return 'join';
  if (!needsDeposit(promotion) || values.deposit === null) {
    return needsDeposit(promotion) ? 'join' : 'claim';
  }
  if (values.deposit.hasQualifying) return 'claim';
  return values.deposit.isInProcess ? 'process' : 'join';
}

/**
 * The bonus a promotion gives: the fixed amount, or the percentage of the qualifying deposit
 * (rounded down to the minor unit) up to the cap. Null when a percent bonus has no deposit.
 */
export function bonusFor(promotion: PromotionRule, depositMinor: bigint | null): bigint | null {
  if (promotion.bonusType === 'fixed') {
    return promotion.bonusMinor === null ? null : BigInt(promotion.bonusMinor);
  }
  if (depositMinor === null || promotion.bonusBasisPoints === null) return null;
  if (promotion.depositMinMinor !== null && depositMinor < BigInt(promotion.depositMinMinor)) {
    return null;
  }
  const share = (depositMinor * BigInt(promotion.bonusBasisPoints)) / 10_000n;
  const cap = promotion.bonusCapMinor === null ? share : BigInt(promotion.bonusCapMinor);
  const bonus = share < cap ? share : cap;
  return bonus > 0n ? bonus : null;
}

/** The turnover a bonus asks for: the bonus times the promotion's multiple. */
export function turnoverFor(bonusMinor: bigint, multiple: number): bigint {
  return bonusMinor * BigInt(multiple);
}

/**
 * A raffle's prize by weight: `random` is a whole number in [0, total weight). Answers the
 * index of the prize drawn.
 */
export function prizeIndexFor(weights: readonly number[], random: number): number {
  let left = random;
  for (const [index, weight] of weights.entries()) {
    if (left < weight) return index;
    left -= weight;
  }
  throw new Error(`raffle draw ${random} is outside the weights`);
}

/** A typed percent ("12.5") as basis points (1250). */
export function basisPointsOf(percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Basis points (1250) as the percent people read ("12.5"). */
export function percentOf(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
