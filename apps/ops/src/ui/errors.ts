import { OpsApiError } from '../api';

/**
 * What to show for a failed call: the server's translated message (with the fields it
 * refused), or the desk's own fallback when the server could not be reached.
 */
export function errorText(failure: unknown, fallback: string): string {
  if (!(failure instanceof OpsApiError) || !failure.message) return fallback;
  const fields = failure.fields.map((field) => field.message).filter(Boolean);
  return fields.length > 0 ? `${failure.message} ${fields.join(' ')}` : failure.message;
}
