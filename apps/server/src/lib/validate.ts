import type { FieldError } from '@khela/contracts';
import type { z } from 'zod';
import { AppError } from './errors';
import { isSchemaMessageKey, translate, translatedFieldError } from './messages';

/** Text PostgreSQL cannot store: a NUL character, or half of a surrogate pair (ill-formed). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what PostgreSQL cannot store
const unstorableText = /[\u0000\p{Cs}]/u;

/** Where a value sits in the input: its key and the place of its parent (none at the top). */
interface Place {
  key: string;
  parent: Place | undefined;
}

/** A field's path as the refusal names it, with any unstorable character replaced. */
function pathText(place: Place | undefined): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.').replace(new RegExp(unstorableText.source, 'gu'), '\uFFFD');
}

/**
 * Where the input holds text PostgreSQL cannot store, in a value or a key. The walk keeps its own
 * stack and shares paths, so no nesting can exhaust the call stack or copy paths over and over
 * (bodies are bounded at parse time as well).
 */
function unstorablePaths(input: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; place: Place | undefined }[] = [
    { value: input, place: undefined },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, place } = next;
    if (typeof value === 'string') {
      if (unstorableText.test(value)) found.push(pathText(place));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value).reverse()) {
        const itemPlace = { key, parent: place };
        if (unstorableText.test(key)) found.push(pathText(itemPlace));
        else pending.push({ value: item, place: itemPlace });
      }
    }
  }
  return found;
}

/** Whether any value or key of the input holds text PostgreSQL cannot store. */
export function holdsUnstorableText(input: unknown): boolean {
  return unstorablePaths(input).length > 0;
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

/** The kinds of number whose bounds a refusal names. */
const numberOrigins = new Set(['number', 'int', 'bigint']);

/** A field's refusal for one issue, in the caller's language. */
function fieldErrorOf(
  issue: z.core.$ZodIssue,
  path: string,
  input: unknown,
  language: string,
): FieldError {
  // Absent, null, or an empty text where one is needed: the field is missing.
  const isAbsent =
    (issue.code === 'invalid_type' || issue.code === 'too_small') &&
    isMissing(valueAt(input, issue.path));
  if (isAbsent) return translatedFieldError(language, path, 'field_required');
  // A schema may name its rule's own message (a format, say): contracts' `{ error: key }`.
  if (isSchemaMessageKey(issue.message)) {
    return translatedFieldError(language, path, issue.message);
  }
  // A number out of its range names the bound it passed (a bound it may not reach is only
  // "not valid": "at least 0" would be wrong for a number that must be above 0).
  if (issue.code === 'too_big' && numberOrigins.has(issue.origin) && issue.inclusive !== false) {
    return translatedFieldError(language, path, 'field_at_most', { max: Number(issue.maximum) });
  }
  if (issue.code === 'too_small' && numberOrigins.has(issue.origin) && issue.inclusive !== false) {
    return translatedFieldError(language, path, 'field_at_least', { min: Number(issue.minimum) });
  }
  // Too many characters or items is too long.
  const isTooLong = issue.code === 'too_big' && !numberOrigins.has(issue.origin);
  return translatedFieldError(language, path, isTooLong ? 'field_too_long' : 'field_invalid');
}

/** What parsing an input gave: the parsed data, or the refusal of each bad field. */
export type InputParse<T> =
  { isValid: true; data: T } | { isValid: false; fieldsIn: (language: string) => FieldError[] };

/**
 * Parses input with a shared contract schema. A refusal names every bad field, worded later in
 * the language of whoever asked (a route's schema is checked before that is known).
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): InputParse<z.infer<T>> {
  const unstorable = unstorablePaths(input);
  if (unstorable.length > 0) {
    return {
      isValid: false,
      fieldsIn: (language) =>
        unstorable.map((path) => ({
          path,
          code: 'field_invalid',
          message: translate(language, 'field_invalid'),
        })),
    };
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return { isValid: true, data: result.data };
  // One message per field, for the first rule it broke; the safe-integer check zod adds to
  // .int() speaks only when the number's own range did not.
  const isSafeIntegerCheck = (issue: z.core.$ZodIssue) =>
    'origin' in issue && issue.origin === 'int';
  const issues = [...result.error.issues].sort(
    (a, b) => Number(isSafeIntegerCheck(a)) - Number(isSafeIntegerCheck(b)),
  );
  return {
    isValid: false,
    fieldsIn: (language) => {
      const fields = new Map<string, FieldError>();
      for (const issue of issues) {
        const path = issue.path.join('.');
        if (!fields.has(path)) fields.set(path, fieldErrorOf(issue, path, input, language));
      }
      return [...fields.values()];
    },
  };
}

/** Input a route's schema refused; the error handler words its fields in the asker's language. */
export class InputRefusal extends AppError {
  constructor(readonly fieldsIn: (language: string) => FieldError[]) {
    super('validation_failed');
  }
}

/** Parses input with a shared contract schema; a refusal names every bad field. */
export function validate<T extends z.ZodType>(
  schema: T,
  input: unknown,
  language: string,
): z.infer<T> {
  const parsed = parseInput(schema, input);
  if (parsed.isValid) return parsed.data;
  throw new AppError('validation_failed', { fields: parsed.fieldsIn(language) });
}
