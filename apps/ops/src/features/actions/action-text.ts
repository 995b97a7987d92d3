import { operatorActionCodes, type OperatorActionCode } from '@khela/contracts';
import type { TFunction } from 'i18next';

/** The longest a logged value is shown in a row; the whole of it is in the cell's title. */
export const detailValueMaxLength = 160;

/** Whether the log knows this code (entries older than a rename keep their raw code). */
export function isActionCode(action: string): action is OperatorActionCode {
  return (operatorActionCodes as readonly string[]).includes(action);
}

/** An action's name in the operator's language, or its code when the log has an unknown one. */
export function actionName(t: TFunction, action: string): string {
  return isActionCode(action) ? t(`actions.codes.${action}`) : action;
}

/** A logged value as one short text: empty values say so, booleans are words. */
export function valueText(t: TFunction, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('actions.nothing');
  if (typeof value === 'boolean') return t(value ? 'actions.yes' : 'actions.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** A change as the desks log it (changesOf on the server): a field's value before and after. */
function isChange(value: unknown): value is { from: unknown; to: unknown } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes('from') && keys.includes('to');
}

export interface DetailLine {
  field: string;
  text: string;
}

/**
 * An entry's detail as lines of "field: value", a change as "before → after"; a detail that is
 * not an object of fields is one line with no field. Nothing for an empty detail.
 */
export function detailLines(t: TFunction, detail: unknown): DetailLine[] {
  if (detail === null || detail === undefined) return [];
  if (typeof detail !== 'object' || Array.isArray(detail)) {
    return [{ field: '', text: valueText(t, detail) }];
  }
  return Object.entries(detail).map(([field, value]) => ({
    field,
    text: isChange(value)
      ? t('actions.changedTo', { from: valueText(t, value.from), to: valueText(t, value.to) })
      : valueText(t, value),
  }));
}

/** A text cut to the row's length, with an ellipsis when cut. */
export function clipped(text: string): string {
  const characters = [...text];
  return characters.length > detailValueMaxLength
    ? `${characters.slice(0, detailValueMaxLength - 1).join('')}…`
    : text;
}
