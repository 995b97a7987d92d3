import { operatorActionCodes, type OperatorActionCode } from '@khela/contracts';
import type { TFunction } from 'i18next';

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

/** How a detail's values are worded: `formatInstant` shows a logged instant as a time. */
export interface DetailWording {
  t: TFunction;
  formatInstant: (iso: string) => string;
}

/** A logged value as one short text: empty values say so, booleans are words, instants times. */
function valueText({ t, formatInstant }: DetailWording, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('actions.nothing');
  if (typeof value === 'boolean') return t(value ? 'actions.yes' : 'actions.no');
  if (typeof value === 'string' && instantPattern.test(value)) return formatInstant(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The two names the services log a change under: `{ from, to }` (changesOf) or `{ before, after }`. */
const changeSides = [
  ['from', 'to'],
  ['before', 'after'],
] as const;

/**
 * A logged change's two sides, when the value is one; a side may be missing (a first setting
 * has nothing before, and JSON keeps no undefined).
 */
function changeOf(value: unknown): { from: unknown; to: unknown } | null {
  if (!isRecord(value)) return null;
  const keys = Object.keys(value);
  if (keys.length === 0) return null;
  for (const [before, after] of changeSides) {
    if (keys.every((key) => key === before || key === after)) {
      return { from: value[before], to: value[after] };
    }
  }
  return null;
}

export interface DetailLine {
  /** The field's path in the detail (`texts.en.name`); empty for a detail that is one value. */
  field: string;
  text: string;
}

function pathOf(parent: string, key: string): string {
  return parent ? `${parent}.${key}` : key;
}

function linesOf(wording: DetailWording, value: unknown, field: string): DetailLine[] {
  const change = changeOf(value);
  if (change) {
    const changeText = (from: unknown, to: unknown) =>
      wording.t('actions.changedTo', {
        from: valueText(wording, from),
        to: valueText(wording, to),
      });
    // Two versions of a whole record (a jackpot's settings): a line per field that differs.
    if (isRecord(change.from) || isRecord(change.to)) {
      const from = isRecord(change.from) ? change.from : {};
      const to = isRecord(change.to) ? change.to : {};
      return [...new Set([...Object.keys(from), ...Object.keys(to)])]
        .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
        .map((key) => ({ field: pathOf(field, key), text: changeText(from[key], to[key]) }));
    }
    return [{ field, text: changeText(change.from, change.to) }];
  }
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, inner]) =>
      linesOf(wording, inner, pathOf(field, key)),
    );
  }
  return [{ field, text: valueText(wording, value) }];
}

/**
 * An entry's detail as lines of "field: value", a change as "before → after"; nested records
 * are read through (`texts.en.name`). Nothing for an empty detail.
 */
export function detailLines(wording: DetailWording, detail: unknown): DetailLine[] {
  if (detail === null || detail === undefined) return [];
  return linesOf(wording, detail, '');
}

/** A text cut to the row's length, with an ellipsis when cut. */
export function clipped(text: string): string {
  const characters = [...text];
  return characters.length > detailValueMaxLength
    ? `${characters.slice(0, detailValueMaxLength - 1).join('')}…`
    : text;
}
