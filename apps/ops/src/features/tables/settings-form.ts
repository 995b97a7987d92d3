import type { FieldError } from '@khela/contracts';
import type { TFunction } from 'i18next';
import { OpsApiError } from '../../api';

/** A settings field as read from its form: the parsed value, or the message key it is refused with. */
export type FieldReading<Value> = { value: Value } | { refusedKey: string };

/** A parsed value, refused with the message key when its parser answered null (out of bounds). */
export function refusedWhenNull<Value>(value: Value | null, key: string): FieldReading<Value> {
  return value === null ? { refusedKey: key } : { value };
}

/**
 * A parsed value, refused with the message key when its parser answered undefined: for fields
 * where null is a value of its own (left empty: not offered).
 */
export function refusedWhenUndefined<Value>(
  value: Value | undefined,
  key: string,
): FieldReading<Value> {
  return value === undefined ? { refusedKey: key } : { value };
}

/**
 * The settings a form's fields were read as, when every one is accepted. Otherwise every refused
 * field is thrown at once, in the order given and in the operator's words, each by its path so
 * the dialog marks it. A field left out (undefined) is not part of this form and stays out.
 */
export function acceptedSettings<Settings extends Record<string, unknown>>(
  t: TFunction,
  readings: { [Path in keyof Settings]: FieldReading<Settings[Path]> },
  invalidKey = 'tables.form.invalid',
): Settings {
  const settings: Record<string, unknown> = {};
  const refused: FieldError[] = [];
  for (const [path, reading] of Object.entries<FieldReading<unknown> | undefined>(readings)) {
    if (reading === undefined) continue;
    if ('refusedKey' in reading) {
      refused.push({ path, code: 'field_invalid', message: t(reading.refusedKey) });
    } else {
      settings[path] = reading.value;
    }
  }
  if (refused.length > 0) throw new OpsApiError('validation_failed', t(invalidKey), refused);
  // Every reading was accepted, so each path holds the value its reading promised.
  return settings as Settings;
}
