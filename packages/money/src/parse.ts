import { currencies, type CurrencyCode } from './currency';
import { minor, type Minor } from './minor';

/** Largest magnitude accepted from text, in minor units; guards input, not ledger aggregates. */
export const maxAmountMinor: Minor = minor(10n ** 15n);

export type ParseMoneyFailure = 'empty' | 'format' | 'too_many_decimals' | 'negative' | 'too_large';

export type ParseMoneyResult =
  | { readonly ok: true; readonly value: Minor }
  | { readonly ok: false; readonly reason: ParseMoneyFailure };

export interface ParseMoneyOptions {
  readonly allowNegative?: boolean;
}

// Integer part: plain digits, western groups (1,234,567) or Indian groups (12,34,567), never a
// leading zero. Fraction needs digits on both sides of the dot. ASCII digits only, on purpose.
const PLAIN = '0|[1-9][0-9]*';
const WESTERN = '[1-9][0-9]{0,2}(?:,[0-9]{3})+';
const INDIAN = '[1-9][0-9]?(?:,[0-9]{2})*,[0-9]{3}';
const DECIMAL_TEXT = new RegExp(`^(-?)(${PLAIN}|${WESTERN}|${INDIAN})(?:\\.([0-9]+))?$`);

// maxAmountMinor has 16 digits; anything longer is too large without building a huge bigint.
const MAX_DIGITS = maxAmountMinor.toString().length;

/** Text to exact minor units via string → bigint only, because binary floats cannot hold 0.1. */
export function parseMoney(
  text: string,
  currency: CurrencyCode,
  options: ParseMoneyOptions = {},
): ParseMoneyResult {
  // Failure order is part of the contract: empty, format, negative, too_many_decimals, too_large.
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };

  const match = DECIMAL_TEXT.exec(trimmed);
  if (match === null) return { ok: false, reason: 'format' };
  const [, sign = '', integerText = '', fraction = ''] = match;

  // Any minus is refused, even "-0", so a stake field never silently accepts a sign.
  if (sign === '-' && options.allowNegative !== true) return { ok: false, reason: 'negative' };

  const decimals = currencies[currency].decimals;
  if (fraction.length > decimals) return { ok: false, reason: 'too_many_decimals' };

  const digits = integerText.replaceAll(',', '') + fraction.padEnd(decimals, '0');
  const significant = digits.replace(/^0+(?=[0-9])/, '');
  if (significant.length > MAX_DIGITS) return { ok: false, reason: 'too_large' };

  const magnitude = BigInt(significant);
  if (magnitude > maxAmountMinor) return { ok: false, reason: 'too_large' };
  return { ok: true, value: minor(sign === '-' ? -magnitude : magnitude) };
}

/** Reads an amount from the API or DB, where refunds and adjustments may legitimately be negative. */
export function fromWire(text: string, currency: CurrencyCode): ParseMoneyResult {
  return parseMoney(text, currency, { allowNegative: true });
}
