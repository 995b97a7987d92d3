import {
  betRecordTypes,
  catalogueGameTypes,
  type PointBalance,
  type PointConfig,
  type PointReward,
  type PointsRecordType,
  type PointsTier,
} from '@khela/contracts';
import { fromWire, isCurrencyCode, minor, toWire, type CurrencyCode } from '@khela/money';
import { formatAmount, formatSignedAmount } from '../../ui/format';

/** The largest count of points typed in one conversion (the contract's bound). */
const typedPointsMax = 1_000_000_000_000;

/** The merchant's currency as the money package knows it (USD-like 2 places when unknown). */
function currencyCode(currency: string): CurrencyCode {
  return isCurrencyCode(currency) ? currency : 'USD';
}

function minorOf(wire: string, currency: CurrencyCode): bigint | null {
  const parsed = fromWire(wire, currency);
  return parsed.ok ? parsed.value : null;
}

/** How deposits earn points, for one line of copy: the first tier and those above it. */
export interface EarnSummary {
  /** Every `unit` deposited earns the tier's points. */
  unit: string;
  base: PointsTier;
  /** Tiers of larger deposits, smallest first. */
  higher: PointsTier[];
}

/**
 * The ratio table read for people: tiers ordered by their minimum deposit (the largest one a
 * deposit reaches is the one it earns by). Null when there is no table or no unit to earn by.
 */
export function earnSummary(config: PointConfig): EarnSummary | null {
  const currency = currencyCode(config.currency);
  const unitMinor = minorOf(config.earnUnit, currency);
  if (unitMinor === null || unitMinor <= 0n) return null;
  const tiers = config.tiers
    .map((tier) => ({ tier, minMinor: minorOf(tier.minDeposit, currency) }))
    .filter((item): item is { tier: PointsTier; minMinor: bigint } => item.minMinor !== null)
    .sort((first, second) =>
      first.minMinor < second.minMinor ? -1 : first.minMinor > second.minMinor ? 1 : 0,
    )
    .map((item) => item.tier);
  const [base, ...higher] = tiers;
  if (!base) return null;
  return { unit: config.earnUnit, base, higher };
}

/** What a record type's games earn on valid bets per earn unit: one figure, or a range. */
export interface BetEarning {
  type: PointsRecordType;
  min: number;
  max: number;
}

/** The record types bets earn by, in the order the site lists games. */
const betTypeOrder: readonly PointsRecordType[] = ['slots', 'live', 'pvp', 'sports', 'lottery'];

/**
 * Points on valid bets read for people, by the points record's types (slots: slots and
 * fishing…): the points per earn unit of each type whose games earn, lowest to highest when its
 * games earn differently. Empty when bets earn nothing.
 */
export function betEarnings(config: PointConfig): BetEarning[] {
  const byType = new Map<PointsRecordType, BetEarning>();
  for (const gameType of catalogueGameTypes) {
    const points = config.betPoints[gameType] ?? 0;
    if (points <= 0) continue;
    const type = betRecordTypes[gameType];
    const known = byType.get(type);
    byType.set(type, {
      type,
      min: Math.min(known?.min ?? points, points),
      max: Math.max(known?.max ?? points, points),
    });
  }
  return betTypeOrder.flatMap((type) => byType.get(type) ?? []);
}

/** Whether a tier starts at a deposit of zero (any deposit earns by it). */
export function isFromAnyDeposit(tier: PointsTier, currency: string): boolean {
  const minMinor = minorOf(tier.minDeposit, currencyCode(currency));
  return minMinor !== null && minMinor <= 0n;
}

/** Why a reward cannot be redeemed now, most final first; null when it can. */
export type RewardBlock = 'outOfStock' | 'limitReached' | 'notEnough';

export function rewardBlock(reward: PointReward, balance: PointBalance): RewardBlock | null {
  if (reward.stockLeft !== null && reward.stockLeft <= 0) return 'outOfStock';
  if (reward.memberLimit !== null && reward.memberRedeemed >= reward.memberLimit) {
    return 'limitReached';
  }
  if (balance.points < reward.points) return 'notEnough';
  return null;
}

/**
 * A typed count of points: digits, optionally grouped with commas ("1,000"), as a whole
 * number; null when it is not one.
 */
export function parsePoints(text: string): number | null {
  const trimmed = text.trim();
  if (!/^(0|[1-9][0-9]{0,2}(,[0-9]{3})*|[1-9][0-9]*)$/.test(trimmed)) return null;
  const value = Number(trimmed.replaceAll(',', ''));
  return Number.isSafeInteger(value) && value <= typedPointsMax ? value : null;
}

/** What is wrong with a conversion before it is sent, for the dialog to translate. */
export type ConvertProblem =
  | { kind: 'invalid' }
  | { kind: 'min'; min: number }
  | { kind: 'step'; step: number }
  | { kind: 'over'; balance: number };

/** The outcome of checking a conversion: its cash as a wire amount, or what is wrong. */
export type ConvertCheck =
  { ok: true; points: number; cash: string } | { ok: false; problem: ConvertProblem };

/**
 * The server's rule, checked as the member types: at least the minimum, whole steps of the
 * rate (a part step would lose points), no more than the balance. The cash is
 * points ÷ step × the step's cash, in minor units, never a float.
 */
export function checkConvert(text: string, config: PointConfig, balance: number): ConvertCheck {
  const points = parsePoints(text);
  if (points === null || points <= 0) return { ok: false, problem: { kind: 'invalid' } };
  if (points < config.convertMinPoints) {
    return { ok: false, problem: { kind: 'min', min: config.convertMinPoints } };
  }
  const step = config.convertPoints;
  if (step <= 0 || points % step !== 0) return { ok: false, problem: { kind: 'step', step } };
  if (points > balance) return { ok: false, problem: { kind: 'over', balance } };
  const currency = currencyCode(config.currency);
  const cashMinor = minorOf(config.convertCash, currency);
  if (cashMinor === null) return { ok: false, problem: { kind: 'invalid' } };
  const total = (BigInt(points) / BigInt(step)) * cashMinor;
  return { ok: true, points, cash: toWire(minor(total), currency) };
}

/** The most points that convert at once: whole steps of the balance, or null below the minimum. */
export function convertibleMax(config: PointConfig, balance: number): number | null {
  const step = config.convertPoints;
  if (step <= 0) return null;
  const most = Math.floor(balance / step) * step;
  return most >= config.convertMinPoints && most > 0 ? most : null;
}

/** Whether a balance of points is enough to convert any. */
export function canConvert(config: PointConfig, balance: number): boolean {
  return convertibleMax(config, balance) !== null;
}

/** A whole count of points for people, grouped as amounts are ("12,500"). */
export function pointsText(points: number): string {
  return formatAmount(String(Math.trunc(points)));
}

/** A signed count of points in a record: + when earned, a true minus when spent. */
export function signedPointsText(points: number): string {
  return formatSignedAmount(String(Math.trunc(points)));
}
