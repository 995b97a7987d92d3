import {
  catalogueGameTypes,
  type CatalogueGameType,
  type VipBonus,
  type VipLevel,
  type VipStatus,
} from '@khela/contracts';
import { fromWire, isCurrencyCode, minor, toWire, type CurrencyCode } from '@khela/money';

/** Basis points in one whole (10,000 = 100 %). */
const basisPointsPerPercent = 100;
/** A progress bar's resolution: tenths of a percent, so a small step still moves it. */
const progressScale = 1000n;

/** The merchant's currency as the money package knows it (a two-place one when unknown). */
function currencyCode(currency: string): CurrencyCode {
  return isCurrencyCode(currency) ? currency : 'USD';
}

/** A wire amount in minor units; a malformed one counts as nothing rather than breaking a page. */
function minorOf(wire: string, currency: CurrencyCode): bigint {
  const parsed = fromWire(wire, currency);
  return parsed.ok ? parsed.value : 0n;
}

/** Whether a wire amount is nothing ("0.00"): a bonus or threshold the level does not have. */
export function isNone(wire: string, currency: string): boolean {
  return minorOf(wire, currencyCode(currency)) <= 0n;
}

/** One figure of a goal (deposits or valid bets): what is done, what is needed, what is left. */
export interface FigureProgress {
  done: string;
  needed: string;
  /** What is still missing, never below zero. */
  remaining: string;
  /** How far along, 0–100 with one decimal; 100 once the goal is met. */
  percent: number;
  isMet: boolean;
}

/** A figure measured against its goal, all in minor units (never a float on money). */
export function figureProgress(done: string, needed: string, currency: string): FigureProgress {
  const code = currencyCode(currency);
  const doneMinor = minorOf(done, code);
  const neededMinor = minorOf(needed, code);
  const isMet = doneMinor >= neededMinor;
  const remainingMinor = isMet ? 0n : neededMinor - doneMinor;
  const scaled =
    isMet || neededMinor <= 0n ? progressScale : (doneMinor * progressScale) / neededMinor;
  const clamped = scaled < 0n ? 0n : scaled > progressScale ? progressScale : scaled;
  return {
    done: toWire(minor(doneMinor), code),
    needed: toWire(minor(neededMinor), code),
    remaining: toWire(minor(remainingMinor), code),
    percent: Number(clamped) / 10,
    isMet,
  };
}

/** The programme's levels, lowest first (the server sends them so; this keeps it true). */
export function sortedLevels(levels: readonly VipLevel[]): VipLevel[] {
  return [...levels].sort((first, second) => first.rank - second.rank);
}

/** The level of a rank; null for rank 0 (no level yet) or a rank the table no longer has. */
export function levelOf(levels: readonly VipLevel[], rank: number): VipLevel | null {
  return levels.find((level) => level.rank === rank) ?? null;
}

/** The level above a rank (the lowest of those higher); null at the top. */
export function nextLevelOf(levels: readonly VipLevel[], rank: number): VipLevel | null {
  return sortedLevels(levels).find((level) => level.rank > rank) ?? null;
}

/** Where a member stands against the next level: both figures and the level they lead to. */
export interface NextLevelProgress {
  level: VipLevel;
  deposit: FigureProgress;
  validBet: FigureProgress;
  /** The slower of the two figures: the level comes when both are met. */
  percent: number;
}

/** The member's window figures against the next level's thresholds; null at the top level. */
export function progressToNext(status: VipStatus): NextLevelProgress | null {
  const { programme } = status;
  const level = nextLevelOf(programme.levels, status.rank);
  if (!level) return null;
  const deposit = figureProgress(status.deposit, level.depositMin, programme.currency);
  const validBet = figureProgress(status.validBet, level.validBetMin, programme.currency);
  return { level, deposit, validBet, percent: Math.min(deposit.percent, validBet.percent) };
}

/** What a member in grace must still add to keep its level, and by when. */
export interface KeepShortfall {
  level: VipLevel;
  until: string;
  /** Missing deposits, or null when the deposits already meet the keep rule. */
  deposit: string | null;
  /** Missing valid bets, or null when the bets already meet the keep rule. */
  validBet: string | null;
}

/**
 * While a member is below its level's keep rule (the server set graceUntil), what is missing;
 * null otherwise. Both figures may already be met when the server's figures moved on since.
 */
export function keepShortfall(status: VipStatus): KeepShortfall | null {
  if (status.graceUntil === null) return null;
  const level = levelOf(status.programme.levels, status.rank);
  if (!level) return null;
  const { currency } = status.programme;
  const deposit = figureProgress(status.deposit, level.keepDepositMin, currency);
  const validBet = figureProgress(status.validBet, level.keepValidBetMin, currency);
  if (deposit.isMet && validBet.isMet) return null;
  return {
    level,
    until: status.graceUntil,
    deposit: deposit.isMet ? null : deposit.remaining,
    validBet: validBet.isMet ? null : validBet.remaining,
  };
}

/** A rate in basis points as a percentage for people: 80 → "0.8", 100 → "1", 125 → "1.25". */
export function percentText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / basisPointsPerPercent);
  const fraction = String(Math.abs(basisPoints % basisPointsPerPercent))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A level's rebate rates above zero, in the catalogue's order of game types. */
export function rebateEntries(level: VipLevel): [CatalogueGameType, number][] {
  return catalogueGameTypes.flatMap((type): [CatalogueGameType, number][] => {
    const rate = level.rebateRates[type];
    return rate !== undefined && rate > 0 ? [[type, rate]] : [];
  });
}

/** What a level gives, for a list of benefits; each kind at most once. */
export type LevelBenefit =
  | { kind: 'upgrade' | 'weekly' | 'monthly'; amount: string }
  | { kind: 'rebate'; rates: [CatalogueGameType, number][] }
  | { kind: 'withdrawCount'; count: number }
  | { kind: 'withdrawMax'; amount: string }
  | { kind: 'vipService' };

/** The benefits a level actually has (no empty bonus, no rate of zero), most valued first. */
export function levelBenefits(level: VipLevel, currency: string): LevelBenefit[] {
  const benefits: LevelBenefit[] = [];
  if (!isNone(level.upgradeBonus, currency)) {
    benefits.push({ kind: 'upgrade', amount: level.upgradeBonus });
  }
  if (!isNone(level.weeklyBonus, currency)) {
    benefits.push({ kind: 'weekly', amount: level.weeklyBonus });
  }
  if (!isNone(level.monthlyBonus, currency)) {
    benefits.push({ kind: 'monthly', amount: level.monthlyBonus });
  }
  const rates = rebateEntries(level);
  if (rates.length > 0) benefits.push({ kind: 'rebate', rates });
  if (level.withdrawDailyCountMax !== null) {
    benefits.push({ kind: 'withdrawCount', count: level.withdrawDailyCountMax });
  }
  if (level.withdrawDailyMax !== null) {
    benefits.push({ kind: 'withdrawMax', amount: level.withdrawDailyMax });
  }
  if (level.hasVipService) benefits.push({ kind: 'vipService' });
  return benefits;
}

/** A bonus's period read for people: the week or month it is for; null for an upgrade. */
export type BonusPeriod =
  { kind: 'week'; year: number; week: number } | { kind: 'month'; iso: string };

/** Reads "2026-W48" and "2026-11"; anything else (an upgrade's "rank-3") is null. */
export function bonusPeriod(period: string): BonusPeriod | null {
  const week = /^(\d{4})-W(\d{1,2})$/.exec(period);
  if (week) return { kind: 'week', year: Number(week[1]), week: Number(week[2]) };
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) return { kind: 'month', iso: `${period}-01` };
  return null;
}

/** Claimable bonuses first (those expiring soonest first), then the rest newest first. */
export function sortedBonuses(bonuses: readonly VipBonus[]): VipBonus[] {
  const expiry = (bonus: VipBonus) => bonus.expiresAt ?? '9999';
  return [...bonuses].sort((first, second) => {
    const firstOpen = first.status === 'claimable';
    const secondOpen = second.status === 'claimable';
    if (firstOpen !== secondOpen) return firstOpen ? -1 : 1;
    if (firstOpen) return expiry(first).localeCompare(expiry(second));
    return second.createdAt.localeCompare(first.createdAt);
  });
}

/** The sum of the bonuses waiting to be claimed, as a wire amount. */
export function claimableTotal(bonuses: readonly VipBonus[], currency: string): string {
  const code = currencyCode(currency);
  const total = bonuses
    .filter((bonus) => bonus.status === 'claimable')
    .reduce((sum, bonus) => sum + minorOf(bonus.amount, code), 0n);
  return toWire(minor(total), code);
}
