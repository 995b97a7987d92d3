import { currencyOf, minor, parseMoney, toWire, type CurrencyCode } from '@khela/money';
import type { RequestContext } from '../plugins/context';
import { AppError } from './errors';
import { translate, translateWith } from './messages';

/** Minor units as the wire's decimal string in a currency ("1234.50"). */
export function wire(amountMinor: string | bigint, currency: string): string {
  return toWire(minor(BigInt(amountMinor)), currency as CurrencyCode);
}

/** An amount typed as a minimum or a threshold (0 or more; at least `minMinor`), or null. */
export function parseMinimum(raw: string, currency: string, minMinor = 0n): bigint | null {
  const parsed = parseMoney(raw, currency as CurrencyCode);
  return parsed.ok && parsed.value >= minMinor ? parsed.value : null;
}

/**
 * A positive amount typed by a person, in the merchant's currency, within bounds when given.
 * Anything else (empty, letters, negative, zero, more decimals than the currency has, huge,
 * outside the bounds) is refused as a field error of `path`, translated, with nothing done.
 */
export function parseAmount(
  context: Pick<RequestContext, 'language'> & { merchant: { currency: string } },
  raw: string | undefined,
  options: { path?: string; minMinor?: bigint; maxMinor?: bigint } = {},
): bigint {
  const path = options.path ?? 'amount';
  const currency = context.merchant.currency as CurrencyCode;
  const refuse = (code: string, message: string, params?: Record<string, string | number>) =>
    new AppError('validation_failed', {
      fields: [{ path, code, message, ...(params ? { params } : {}) }],
    });
  const parsed = parseMoney(raw ?? '', currency);
  if (!parsed.ok && parsed.reason === 'too_many_decimals') {
    const places = currencyOf(currency).decimals;
    throw refuse(
      'validation.amountDecimals',
      translateWith(context.language, 'amount_decimals', { places }),
      {
        places,
      },
    );
  }
  if (!parsed.ok || parsed.value <= 0n) {
    throw refuse('validation.amount', translate(context.language, 'amount_invalid'));
  }
  const { minMinor, maxMinor } = options;
  if (
    (minMinor !== undefined && parsed.value < minMinor) ||
    (maxMinor !== undefined && parsed.value > maxMinor)
  ) {
    const bounds = {
      min: wire(minMinor ?? 1n, currency),
      max: wire(maxMinor ?? 10n ** 15n, currency),
    };
    throw refuse(
      'validation.amountRange',
      translateWith(context.language, 'amount_range', bounds),
      bounds,
    );
  }
  return parsed.value;
}
