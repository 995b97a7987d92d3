import type { FieldError } from '@khela/contracts';
import type { z } from 'zod';
import { AppError } from './errors';
import { translate } from './messages';

/** Parses input with a shared contract schema; a refusal names every bad field. */
export function validate<T extends z.ZodType>(
  schema: T,
  input: unknown,
  language: string,
): z.infer<T> {
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
