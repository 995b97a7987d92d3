import {
  detailChangeOf,
  detailCharCountOf,
  isDetailRecord,
  isLanguage,
  isLoggedFieldName,
  operatorActionCodes,
  type LoggedFieldName,
  type OperatorActionCode,
} from '@khela/contracts';
import { isCurrencyCode, minor, toWire } from '@khela/money';
import type { TFunction } from 'i18next';
import { formatAmount } from '../../ui/format';
import { multiplierText, oddsText, percentText } from '../tables/table-text';

/** The longest a logged value is shown in a row; the whole of it is in the cell's title. */
export const detailValueMaxLength = 160;

/** Whether the log knows this code (entries older than a rename keep their raw code). */
function isActionCode(action: string): action is OperatorActionCode {
  return (operatorActionCodes as readonly string[]).includes(action);
}

/** An action's name in the operator's language, or its code when the log has an unknown one. */
export function actionName(t: TFunction, action: string): string {
  return isActionCode(action) ? t(`actions.codes.${action}`) : action;
}

/** An instant as the server writes it (toISOString). */
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** A whole number of minor units as the log keeps it (a string, or a number for small ones). */
const minorPattern = /^-?\d{1,19}$/;

/**
 * How a detail's values are worded: `formatInstant` shows a logged instant as a time, and
 * `currency` (the merchant's, when the entry has one) turns amounts in minor units into money.
 */
export interface DetailWording {
  t: TFunction;
  formatInstant: (iso: string) => string;
  currency?: string | null;
}

/** An amount in minor units as money of the entry's currency; null when it cannot be one. */
function moneyText(currency: string | null | undefined, value: unknown): string | null {
  if (!currency || !isCurrencyCode(currency)) return null;
  if (typeof value === 'number' && !Number.isSafeInteger(value)) return null;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value);
  if (!minorPattern.test(text)) return null;
  return formatAmount(toWire(minor(BigInt(text)), currency), currency);
}

/** A share in basis points (1050) as a percentage ("10.5%"); null when it is not a number. */
function basisPointsText(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return `${String(value / 100)}%`;
}

/** Decimal odds kept in thousandths as they are read (1800 → "1.80"). */
const oddsWords = (thousandths: number) =>
  Number.isSafeInteger(thousandths) && thousandths >= 0 ? oddsText(thousandths) : null;
/** A percentage as it is read (2.5 → "2.5%"). */
const percentWords = (percent: number) => (Number.isFinite(percent) ? percentText(percent) : null);

/**
 * Fields whose numbers have a unit of their own, with how each is read: a crash table's edge
 * in percent, the most its round runs to in hundredths of a multiplier, a fight's odds in
 * thousandths.
 */
const unitWords: Partial<Record<LoggedFieldName, (value: number) => string | null>> = {
  crashEdgePercent: percentWords,
  crashMaxMultiplier: (hundredths) =>
    Number.isSafeInteger(hundredths) && hundredths >= 0 ? multiplierText(hundredths) : null,
  commissionPercent: percentWords,
  drawOdds: oddsWords,
  meronOdds: oddsWords,
  walaOdds: oddsWords,
};

/**
 * Fields whose values are codes the back office already words elsewhere, with the catalogue
 * group that words them; a code the group lacks shows as it is.
 */
const codeWords: Partial<Record<LoggedFieldName, string>> = {
  role: 'role',
  direction: 'adjustments.direction',
  status: 'games.status',
  tag: 'lottery.tag',
  game: 'tables.games',
  pricing: 'tables.pricing',
  winner: 'tables.areas',
  gameType: 'games.type',
  gameTypes: 'games.type',
  walletMode: 'games.walletMode',
  launchMode: 'games.launchMode',
  language: 'actions.languages',
  languages: 'actions.languages',
  password: 'actions.password',
};

/**
 * Codes inside the records of a logged list, by the list's field and the record's field, with
 * the catalogue group that words them: a table's limits by area name each area's kind.
 */
const listCodeWords: Partial<Record<LoggedFieldName, Record<string, string>>> = {
  areaLimits: { kind: 'tables.areas' },
};

/** A record of a logged list as its fields in words: "Kind: Tie, Min stake: 10.00". */
function recordText(wording: DetailWording, record: Record<string, unknown>, name: string) {
  const codes = isLoggedFieldName(name) ? listCodeWords[name] : undefined;
  return Object.entries(record)
    .map(([key, inner]) => {
      const group = codes?.[key];
      const text =
        group !== undefined && typeof inner === 'string'
          ? wording.t(`${group}.${inner}`, { defaultValue: inner })
          : valueText(wording, inner, key);
      return `${stepWords(wording.t, key)}: ${text}`;
    })
    .join(', ');
}

/** A logged value as one short text, read by its field's name (see loggedFieldNames). */
function valueText(wording: DetailWording, value: unknown, name: string): string {
  const { t, formatInstant } = wording;
  const words = isLoggedFieldName(name) ? codeWords[name] : undefined;
  if (value === null || value === undefined || value === '') {
    // A group with a word for none (a lottery game's tag) says it.
    const nothing = t('actions.nothing');
    return words === undefined ? nothing : t(`${words}.none`, { defaultValue: nothing });
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return t('actions.nothing');
    // A list of records (a table's limits by area) reads each record apart.
    const isRecords = value.every(
      (item) => isDetailRecord(item) && detailCharCountOf(item) === null,
    );
    return value
      .map((item) =>
        isRecords && isDetailRecord(item)
          ? recordText(wording, item, name)
          : valueText(wording, item, name),
      )
      .join(isRecords ? '; ' : ', ');
  }
  if (typeof value === 'boolean') return t(value ? 'actions.yes' : 'actions.no');
  const characters = detailCharCountOf(value);
  if (characters !== null) return t('actions.characters', { count: characters });
  if (name.endsWith('Minor')) {
    const money = moneyText(wording.currency, value);
    if (money !== null) return money;
  }
  if (name.endsWith('BasisPoints')) {
    const share = basisPointsText(value);
    if (share !== null) return share;
  }
  const unit = isLoggedFieldName(name) ? unitWords[name] : undefined;
  if (unit !== undefined && typeof value === 'number') {
    const worded = unit(value);
    if (worded !== null) return worded;
  }
  if (words !== undefined && typeof value === 'string') {
    return t(`${words}.${value}`, { defaultValue: value });
  }
  if (typeof value === 'string' && instantPattern.test(value)) return formatInstant(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export interface DetailLine {
  /** The field's path in the detail (`texts.en.name`); empty for a detail that is one value. */
  field: string;
  /** The path in the operator's words ("Texts › English › Name"). */
  label: string;
  text: string;
}

/** A wrapper the game desk logs its changes under, which says nothing itself. */
const silentField = 'changes';

/** One step of a detail's path in words: a language by its name, a field by its label. */
function stepWords(t: TFunction, step: string): string {
  if (isLanguage(step)) return t(`actions.languages.${step}`);
  return isLoggedFieldName(step) ? t(`actions.fields.${step}`) : step;
}

function lineOf(wording: DetailWording, path: readonly string[], text: string): DetailLine {
  const spoken = path.filter((step) => step !== silentField);
  return {
    field: path.join('.'),
    label: spoken.map((step) => stepWords(wording.t, step)).join(' › '),
    text,
  };
}

/** The field a path's value is read by: its last step that is not a language. */
function nameOf(path: readonly string[]): string {
  return path.findLast((step) => !isLanguage(step)) ?? '';
}

function linesOf(wording: DetailWording, value: unknown, path: readonly string[]): DetailLine[] {
  const change = detailChangeOf(value);
  if (change) {
    const changeText = (at: readonly string[], from: unknown, to: unknown) =>
      wording.t('actions.changedTo', {
        from: valueText(wording, from, nameOf(at)),
        to: valueText(wording, to, nameOf(at)),
      });
    // Two versions of a whole record (a jackpot's settings): a line per field that differs.
    // A long text kept by its length is a value, not a record.
    const isRecordSide = (side: unknown): side is Record<string, unknown> =>
      isDetailRecord(side) && detailCharCountOf(side) === null;
    if (isRecordSide(change.from) || isRecordSide(change.to)) {
      const from = isRecordSide(change.from) ? change.from : {};
      const to = isRecordSide(change.to) ? change.to : {};
      return [...new Set([...Object.keys(from), ...Object.keys(to)])]
        .filter((key) => JSON.stringify(from[key] ?? null) !== JSON.stringify(to[key] ?? null))
        .map((key) => {
          const at = [...path, key];
          return lineOf(wording, at, changeText(at, from[key], to[key]));
        });
    }
    return [lineOf(wording, path, changeText(path, change.from, change.to))];
  }
  if (isDetailRecord(value) && detailCharCountOf(value) === null) {
    return Object.entries(value).flatMap(([key, inner]) => linesOf(wording, inner, [...path, key]));
  }
  return [lineOf(wording, path, valueText(wording, value, nameOf(path)))];
}

/**
 * An entry's detail as lines of "field: value", a change as "before → after"; nested records
 * are read through (`texts.en.name`). Nothing for an empty detail.
 */
export function detailLines(wording: DetailWording, detail: unknown): DetailLine[] {
  if (detail === null || detail === undefined) return [];
  return linesOf(wording, detail, []);
}

/** A text cut to the row's length, with an ellipsis when cut. */
export function clipped(text: string): string {
  const characters = [...text];
  return characters.length > detailValueMaxLength
    ? `${characters.slice(0, detailValueMaxLength - 1).join('')}…`
    : text;
}
