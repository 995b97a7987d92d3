import type { FieldError } from '@khela/contracts';
import type { z } from 'zod';
import { AppError } from './errors';
import { isMessageKey, translate, translatedFieldError } from './messages';

/** Where the input holds text PostgreSQL cannot store (a NUL character). */
function unstorablePaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.'));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) unstorablePaths(item, [...path, key], found);
  }
  return found;
}

/** The value at a path of the input, or undefined where there is none. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * A field is missing when it is absent, null or empty; a value of the wrong type is invalid,
 * not missing (zod leaves the received value out of its issues).
 */
function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Parses input with a shared contract schema; a refusal names every bad field. */
export function validate<T extends z.ZodType>(
  schema: T,
  input: unknown,
  language: string,
): z.infer<T> {
  const unstorable = unstorablePaths(input);
  if (unstorable.length > 0) {
    throw new AppError('validation_failed', {
      fields: unstorable.map((path) => ({
        path,
        code: 'field_invalid',
        message: translate(language, 'field_invalid'),
      })),
    });
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: FieldError[] = result.error.issues.map((issue) => {
    // Absent, null, or an empty text where one is needed: the field is missing.
    const isAbsent =
      (issue.code === 'invalid_type' || issue.code === 'too_small') &&
      isMissing(valueAt(input, issue.path));
    const path = issue.path.join('.');
    if (isAbsent) return translatedFieldError(language, path, 'field_required');
    // A schema may name its rule's own message (a format, say): contracts' `{ error: key }`.
    if (isMessageKey(issue.message)) return translatedFieldError(language, path, issue.message);
    // A number out of its range names the bound it passed.
    if (issue.code === 'too_big' && issue.origin === 'number') {
      return translatedFieldError(language, path, 'field_at_most', { max: Number(issue.maximum) });
    }
    if (issue.code === 'too_small' && issue.origin === 'number') {
      return translatedFieldError(language, path, 'field_at_least', { min: Number(issue.minimum) });
    }
    // Too many characters or items is too long.
    const code = issue.code === 'too_big' ? 'field_too_long' : 'field_invalid';
    return translatedFieldError(language, path, code);
  });
  throw new AppError('validation_failed', { fields });
}
