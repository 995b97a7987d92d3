import type {
  FieldError,
  RebatePeriod,
  RebateReport,
  RebateSettings,
  SaveRebateSettings,
} from '@khela/contracts';
import { fromWire, isCurrencyCode } from '@khela/money';

/** The fields of the settings form, named as the server names them in a refusal. */
export const settingsFields = ['period', 'minClaim', 'turnoverMultiple'] as const;
export type SettingsField = (typeof settingsFields)[number];

/** The settings as they are typed. */
export interface RebateSettingsDraft {
  period: RebatePeriod;
  minClaim: string;
  turnoverMultiple: string;
}

/** A multiple as typed that reads as a whole number of at most three digits. */
const wholePattern = /^\d{1,3}$/;

/** The settings in force (or the defaults of a programme not saved yet) as the form's draft. */
export function settingsDraftOf(
  settings: Pick<RebateSettings, 'period' | 'minClaim' | 'turnoverMultiple'>,
): RebateSettingsDraft {
  return {
    period: settings.period,
    minClaim: settings.minClaim,
    turnoverMultiple: String(settings.turnoverMultiple),
  };
}

/**
 * The draft as the server takes it: the amount as typed (trimmed); the multiple as a whole
 * number, or NaN when it does not read as one (sent as null, for the server to refuse), never
 * 0 or a fraction the operator did not type. The form checks the multiple first (draftProblems).
 */
export function settingsInputOf(draft: RebateSettingsDraft): SaveRebateSettings {
  const typed = draft.turnoverMultiple.trim();
  return {
    period: draft.period,
    minClaim: draft.minClaim.trim(),
    turnoverMultiple: wholePattern.test(typed) ? Number(typed) : Number.NaN,
  };
}

/**
 * The fields the desk can refuse before sending: a multiple that is no whole number (empty,
 * a fraction, text), which the server could only call missing or not valid. The server names
 * the rest (a multiple above 100, an amount of 0).
 */
export function draftProblems(draft: RebateSettingsDraft): SettingsField[] {
  return wholePattern.test(draft.turnoverMultiple.trim()) ? [] : ['turnoverMultiple'];
}

/** A refusal split for the form: each field's first message, and what names no field of it. */
export interface SettingsRefusal {
  byField: Partial<Record<SettingsField, string>>;
  others: string[];
}

/** The form's field a refused path names (by the whole path or its last part), if any. */
function fieldOf(path: string): SettingsField | undefined {
  const last = path.split('.').at(-1) ?? path;
  return settingsFields.find((field) => field === path || field === last);
}

/** Each refused field's message, to show under the field; the rest for the note by the button. */
export function settingsRefusalOf(fields: readonly FieldError[]): SettingsRefusal {
  const byField: SettingsRefusal['byField'] = {};
  const others: string[] = [];
  for (const { path, message } of fields) {
    const field = fieldOf(path);
    if (field === undefined) others.push(message);
    else byField[field] ??= message;
  }
  return { byField, others };
}

/** Days a report covers, both included ("2026-11-01" to "2026-11-30"). */
export interface DayRange {
  from: string;
  to: string;
}

/** The most days one report reads (the server's limit). */
export const reportDaysMax = 366;

const dayMs = 86_400_000;

/** Whether a text is a real day: 2026-02-30 would parse as 2 March, so it must read back. */
function isDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

/** What keeps a range from being asked for: a day missing, the end first, or too many days. */
export function dayRangeProblem(range: DayRange): 'day' | 'order' | 'tooLong' | null {
  if (!isDay(range.from) || !isDay(range.to)) return 'day';
  const days = (Date.parse(range.to) - Date.parse(range.from)) / dayMs + 1;
  if (days < 1) return 'order';
  return days > reportDaysMax ? 'tooLong' : null;
}

/**
 * The share of valid bets a game type's rebate paid, in basis points rounded down (the rates of
 * members' levels mixed); null when no valid bet counted or an amount cannot be read. Whole
 * numbers only: a rate never passes through a float.
 */
export function paidShareOf(
  line: Pick<RebateReport['byGameType'][number], 'validBet' | 'amount'>,
  currency: string,
): number | null {
  if (!isCurrencyCode(currency)) return null;
  const validBet = fromWire(line.validBet, currency);
  const amount = fromWire(line.amount, currency);
  if (!validBet.ok || !amount.ok || validBet.value <= 0n) return null;
  return Number((amount.value * 10_000n) / validBet.value);
}

/**
 * What is still missing before members can claim: the REBATE flag switched on, the settings
 * saved; none when they can.
 */
export function missingSteps(settings: Pick<RebateSettings, 'isSaved' | 'isToggledOn'>) {
  const steps: ('toggle' | 'save')[] = [];
  if (!settings.isToggledOn) steps.push('toggle');
  if (!settings.isSaved) steps.push('save');
  return steps;
}
