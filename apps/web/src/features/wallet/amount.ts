import {
  compare,
  currencyOf,
  fromWire,
  isCurrencyCode,
  parseMoney,
  subtract,
  toWire,
  type CurrencyCode,
  type Minor,
} from '@khela/money';

/** What is wrong with a typed amount, for the form to translate. */
export type AmountProblem =
  | { kind: 'invalid' }
  | { kind: 'decimals'; places: number }
  | { kind: 'range'; min: string; max: string }
  | { kind: 'over'; limit: string };

/** The merchant's currency as the money package knows it (USD-like 2 places when unknown). */
function currencyCode(currency: string): CurrencyCode {
  return isCurrencyCode(currency) ? currency : 'USD';
}

function wireMinor(text: string, currency: CurrencyCode): Minor | null {
  const parsed = fromWire(text, currency);
  return parsed.ok ? parsed.value : null;
}

/**
 * Checks a typed amount before it is sent: a positive number with no more decimals than the
 * currency has, within [min, max] when given, and not above `limit` (e.g. the balance) when
 * given. The server checks again; this only saves a round trip.
 */
export function checkAmount(
  text: string,
  currency: string,
  bounds: { min?: string; max?: string; limit?: string } = {},
): AmountProblem | null {
  const code = currencyCode(currency);
  const parsed = parseMoney(text, code);
  if (!parsed.ok && parsed.reason === 'too_many_decimals') {
    return { kind: 'decimals', places: currencyOf(code).decimals };
  }
  if (!parsed.ok || parsed.value <= 0n) return { kind: 'invalid' };
  const min = bounds.min === undefined ? null : wireMinor(bounds.min, code);
  const max = bounds.max === undefined ? null : wireMinor(bounds.max, code);
  if (
    (min !== null && compare(parsed.value, min) < 0) ||
    (max !== null && compare(parsed.value, max) > 0)
  ) {
    return { kind: 'range', min: bounds.min ?? '0', max: bounds.max ?? '' };
  }
  const limit = bounds.limit === undefined ? null : wireMinor(bounds.limit, code);
  if (limit !== null && compare(parsed.value, limit) > 0)
    return { kind: 'over', limit: bounds.limit ?? '' };
  return null;
}

/** A typed amount as the wire's decimal string ("1,000" → "1000.00"), or null when invalid. */
export function toWireAmount(text: string, currency: string): string | null {
  const code = currencyCode(currency);
  const parsed = parseMoney(text, code);
  return parsed.ok ? toWire(parsed.value, code) : null;
}

/**
 * What is still missing of `amount` when `received` arrived (amount − received), as a wire
 * string; null while the received amount is not a valid amount between zero and `amount`.
 */
export function remainingAmount(amount: string, received: string, currency: string): string | null {
  const code = currencyCode(currency);
  const total = wireMinor(amount, code);
  const parsed = parseMoney(received, code);
  if (total === null || !parsed.ok || parsed.value < 0n || compare(parsed.value, total) > 0) {
    return null;
  }
  return toWire(subtract(total, parsed.value), code);
}

/** How far `done` has come towards `required`, 0–100 (100 when nothing is required). */
export function progressPercent(done: string, required: string, currency: string): number {
  const code = currencyCode(currency);
  const total = wireMinor(required, code);
  const reached = wireMinor(done, code);
  if (total === null || reached === null || total <= 0n) return 100;
  if (reached >= total) return 100;
  // Whole percent, rounded down, so 'almost' never shows as done.
  return Number((reached * 100n) / total);
}

/** Whether a wire amount is zero (or less). */
export function isZeroAmount(wire: string, currency: string): boolean {
  const value = wireMinor(wire, currencyCode(currency));
  return value !== null && value <= 0n;
}
