import {
  catalogueGameTypes,
  languages,
  type CatalogueGameType,
  type FieldError,
  type Language,
  type SaveVipLevel,
  type SaveVipSettings,
} from '@khela/contracts';
import { isCurrencyCode, parseMoney } from '@khela/money';

/** The amounts of a level, each typed as a decimal in the merchant's currency. */
export const levelAmountFields = [
  'depositMin',
  'validBetMin',
  'keepDepositMin',
  'keepValidBetMin',
  'upgradeBonus',
  'weeklyBonus',
  'monthlyBonus',
] as const;
export type LevelAmountField = (typeof levelAmountFields)[number];

/** A level as it is typed: every field as text until the table is sent. */
export interface LevelDraft extends Record<LevelAmountField, string> {
  names: Record<Language, string>;
  turnoverMultiple: string;
  /** Rebate rates in percent of valid bets ("0.8"); empty: no rebate on that game type. */
  rebatePercents: Record<CatalogueGameType, string>;
  /** Empty: the merchant's own daily limits apply. */
  withdrawDailyCountMax: string;
  withdrawDailyMax: string;
}

/** The programme's settings as they are typed. */
export interface VipSettingsDraft {
  isEnabled: boolean;
  windowDays: string;
  graceDays: string;
  /** Empty: a bonus may be claimed until it is. */
  claimDays: string;
}

/** A rate as a percentage with at most two decimals (0.01 % is one basis point). */
const percentPattern = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** Basis points (80) as the percentage an operator reads and types ("0.8"). */
export function percentOfBasisPoints(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = basisPoints % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * A typed percentage ("0.8", "1.25 %") in basis points, by whole numbers only (no float ever
 * holds a rate); NaN when it does not read as one, so the server names the field.
 */
export function basisPointsOfPercent(typed: string): number {
  const match = percentPattern.exec(typed.trim().replace(/\s*%$/, ''));
  if (!match) return Number.NaN;
  const [, whole = '', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A whole number as typed; NaN when empty, so the server names the field instead of taking 0. */
function wholeOf(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value.trim());
}

/** A level of the table in force as the editor's draft. */
export function levelDraftOf(level: SaveVipLevel): LevelDraft {
  const names = Object.fromEntries(
    languages.map((language) => [language, level.names[language] ?? '']),
  ) as Record<Language, string>;
  const rebatePercents = Object.fromEntries(
    catalogueGameTypes.map((type) => {
      const rate = level.rebateRates[type];
      return [type, rate === undefined ? '' : percentOfBasisPoints(rate)];
    }),
  ) as Record<CatalogueGameType, string>;
  return {
    names,
    depositMin: level.depositMin,
    validBetMin: level.validBetMin,
    keepDepositMin: level.keepDepositMin,
    keepValidBetMin: level.keepValidBetMin,
    upgradeBonus: level.upgradeBonus,
    weeklyBonus: level.weeklyBonus,
    monthlyBonus: level.monthlyBonus,
    turnoverMultiple: String(level.turnoverMultiple),
    rebatePercents,
    withdrawDailyCountMax:
      level.withdrawDailyCountMax === null ? '' : String(level.withdrawDailyCountMax),
    withdrawDailyMax: level.withdrawDailyMax ?? '',
  };
}

/**
 * A draft as the server takes it: names of the languages written, amounts as typed (trimmed),
 * rates in basis points (an empty one left out), empty withdrawal limits as the merchant's.
 */
export function levelInputOf(draft: LevelDraft): SaveVipLevel {
  const names: SaveVipLevel['names'] = {};
  for (const language of languages) {
    const name = draft.names[language].trim();
    if (name !== '') names[language] = name;
  }
  const rebateRates: SaveVipLevel['rebateRates'] = {};
  for (const type of catalogueGameTypes) {
    const typed = draft.rebatePercents[type].trim();
    if (typed !== '') rebateRates[type] = basisPointsOfPercent(typed);
  }
  const amounts = Object.fromEntries(
    levelAmountFields.map((field) => [field, draft[field].trim()]),
  ) as Record<LevelAmountField, string>;
  return {
    names,
    ...amounts,
    turnoverMultiple: wholeOf(draft.turnoverMultiple),
    rebateRates,
    withdrawDailyCountMax:
      draft.withdrawDailyCountMax.trim() === '' ? null : wholeOf(draft.withdrawDailyCountMax),
    withdrawDailyMax: draft.withdrawDailyMax.trim() === '' ? null : draft.withdrawDailyMax.trim(),
  };
}

/**
 * A new top level: the one below's thresholds, turnover, rates and limits, so the table stays
 * in order until the operator raises them; no names and no bonuses yet.
 */
export function nextLevelDraft(below: LevelDraft | undefined): LevelDraft {
  const empty = levelDraftOf({
    names: {},
    depositMin: '0',
    validBetMin: '0',
    keepDepositMin: '0',
    keepValidBetMin: '0',
    upgradeBonus: '0',
    weeklyBonus: '0',
    monthlyBonus: '0',
    turnoverMultiple: 1,
    rebateRates: {},
    withdrawDailyCountMax: null,
    withdrawDailyMax: null,
  });
  if (!below) return empty;
  return {
    ...below,
    names: empty.names,
    upgradeBonus: '0',
    weeklyBonus: '0',
    monthlyBonus: '0',
  };
}

/** The settings in force as the form's draft. */
export function settingsDraftOf(settings: SaveVipSettings): VipSettingsDraft {
  return {
    isEnabled: settings.isEnabled,
    windowDays: String(settings.windowDays),
    graceDays: String(settings.graceDays),
    claimDays: settings.claimDays === null ? '' : String(settings.claimDays),
  };
}

/** The settings draft as the server takes it; empty claim days: until claimed. */
export function settingsInputOf(draft: VipSettingsDraft): SaveVipSettings {
  return {
    isEnabled: draft.isEnabled,
    windowDays: wholeOf(draft.windowDays),
    graceDays: wholeOf(draft.graceDays),
    claimDays: draft.claimDays.trim() === '' ? null : wholeOf(draft.claimDays),
  };
}

/** Each refused field's message by its path ("levels.2.keepDepositMin"), the first one kept. */
export function fieldMessagesOf(fields: readonly FieldError[]): Map<string, string> {
  const messages = new Map<string, string>();
  for (const field of fields) {
    if (!messages.has(field.path)) messages.set(field.path, field.message);
  }
  return messages;
}

/** Where a refused path points in the level table: the level's index and the field's path in it. */
export function levelPathOf(path: string): { index: number; field: string } | null {
  const match = /^levels\.(\d{1,2})\.(.+)$/.exec(path);
  if (!match) return null;
  return { index: Number(match[1]), field: match[2] ?? '' };
}

/** The labels longest and most many a member may carry (the server's limits). */
export const labelLengthMax = 20;
export const labelsMax = 10;

/** Labels typed separated by commas: trimmed, empty ones dropped, each once. */
export function labelsOfText(typed: string): string[] {
  const labels = typed
    .split(/[,،、]/)
    .map((label) => label.trim())
    .filter((label) => label !== '');
  return [...new Set(labels)];
}

/** What is wrong with labels before they are sent: too many, or one too long. */
export function labelsProblem(labels: readonly string[]): 'tooMany' | 'tooLong' | null {
  if (labels.length > labelsMax) return 'tooMany';
  if (labels.some((label) => label.length > labelLengthMax)) return 'tooLong';
  return null;
}

/** What a refused field of the level table most likely needs, read from the draft. */
export type RefusalHint =
  | { kind: 'amount' }
  | { kind: 'keepAboveReach'; reach: string }
  | { kind: 'belowLower'; level: number; lower: string }
  | { kind: 'rate' }
  | { kind: 'turnover' }
  | { kind: 'count' }
  | { kind: 'names' };

/** An amount as typed, in minor units; null when it does not read as one. */
function minorOf(typed: string, currency: string): bigint | null {
  if (!isCurrencyCode(currency)) return null;
  const parsed = parseMoney(typed, currency);
  return parsed.ok ? parsed.value : null;
}

/** The hint for a threshold: keeping above reaching, or reaching below the level under it. */
function thresholdHint(
  drafts: readonly LevelDraft[],
  index: number,
  field: LevelAmountField,
  currency: string,
): RefusalHint | null {
  const draft = drafts[index];
  if (!draft) return null;
  const value = minorOf(draft[field], currency);
  if (value === null) return { kind: 'amount' };
  const reachOf = { keepDepositMin: 'depositMin', keepValidBetMin: 'validBetMin' } as const;
  if (field === 'keepDepositMin' || field === 'keepValidBetMin') {
    const reach = draft[reachOf[field]];
    const reachMinor = minorOf(reach, currency);
    return reachMinor !== null && value > reachMinor ? { kind: 'keepAboveReach', reach } : null;
  }
  const below = drafts[index - 1];
  if ((field === 'depositMin' || field === 'validBetMin') && below) {
    const lowerMinor = minorOf(below[field], currency);
    if (lowerMinor !== null && value < lowerMinor)
      return { kind: 'belowLower', level: index, lower: below[field] };
  }
  return null;
}

/**
 * Why the server refused a field of the level table (its path as the server names it), worked
 * out from what was typed, so the message can say what to type instead; null when unknown.
 */
export function refusalHint(
  drafts: readonly LevelDraft[],
  path: string,
  currency: string,
): RefusalHint | null {
  const where = levelPathOf(path);
  if (!where) return null;
  const { index, field } = where;
  if (field === 'names' || field.startsWith('names.')) return { kind: 'names' };
  if (field.startsWith('rebateRates.')) return { kind: 'rate' };
  if (field === 'turnoverMultiple') return { kind: 'turnover' };
  if (field === 'withdrawDailyCountMax') return { kind: 'count' };
  if (field === 'withdrawDailyMax') return { kind: 'amount' };
  const amountField = levelAmountFields.find((each) => each === field);
  return amountField ? thresholdHint(drafts, index, amountField, currency) : null;
}
