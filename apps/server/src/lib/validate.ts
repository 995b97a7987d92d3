import type { FieldError } from '@khela/contracts';
import type { z } from 'zod';
import { AppError } from './errors';
import { translate } from './messages';

/** Where the input holds text PostgreSQL cannot store (a NUL character). */
function unstorablePaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.'));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) unstorablePaths(item, [...path, key], found);
  }
  return found;
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
    const isMissing = issue.code === 'invalid_type' && issue.input === undefined;
    const isTooLong = issue.code === 'too_big';
    const code = isMissing ? 'field_required' : isTooLong ? 'field_too_long' : 'field_invalid';
    return { path: issue.path.join('.'), code, message: translate(language, code) };
  });
  throw new AppError('validation_failed', { fields });
}
