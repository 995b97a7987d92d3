import { currencies, type CurrencyCode } from './currency';
import type { Minor } from './minor';

export type Grouping = 'western' | 'indian';

export interface FormatMoneyOptions {
  /** Prefix the currency symbol; off by default so tables can show the code in a header instead. */
  readonly symbol?: boolean;
  /** 'western' 1,234,567.89 (default) or 'indian' lakh/crore 12,34,567.89. */
  readonly grouping?: Grouping;
}

export interface FormatDecimalStringOptions {
  readonly grouping?: Grouping;
}

const WIRE_TEXT = /^(-?)(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;

/** Canonical text for APIs and storage: exact, locale-free and parseable back by fromWire. */
export function toWire(amount: Minor, currency: CurrencyCode): string {
  const decimals = currencies[currency].decimals;
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  const integerText = digits.slice(0, cut);
  const fraction = digits.slice(cut);
  return `${negative ? '-' : ''}${integerText}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** Display text for people; always full decimals so one amount never renders two ways. */
export function formatMoney(
  amount: Minor,
  currency: CurrencyCode,
  options: FormatMoneyOptions = {},
): string {
  const grouped = formatDecimalString(toWire(amount, currency), options);
  if (options.symbol !== true) return grouped;
  const symbol = currencies[currency].symbol;
  // Letter symbols (Rs, RM, Rp, USDT) would run into the digits without a space.
  const prefix = /[A-Za-z]$/.test(symbol) ? `${symbol} ` : symbol;
  // Minus goes before the symbol ("-$0.05"), matching how statements show debits.
  return grouped.startsWith('-') ? `-${prefix}${grouped.slice(1)}` : `${prefix}${grouped}`;
}

/** Groups a wire string for display without a currency; throws, as bad wire text is a bug. */
export function formatDecimalString(
  text: string,
  options: FormatDecimalStringOptions = {},
): string {
  const match = WIRE_TEXT.exec(text);
  if (match === null) {
    throw new RangeError(`formatDecimalString: not a decimal string: ${JSON.stringify(text)}`);
  }
  const [, sign = '', integerText = '', fraction] = match;
  const grouped = groupDigits(integerText, options.grouping ?? 'western');
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

function groupDigits(integerText: string, grouping: Grouping): string {
  // Western groups by 3 throughout; Indian keeps the last 3, then groups by 2 (lakh, crore).
  const tail = integerText.slice(-3);
  let head = integerText.slice(0, -3);
  const headSize = grouping === 'indian' ? 2 : 3;
  const groups = [tail];
  while (head.length > 0) {
    groups.unshift(head.slice(-headSize));
    head = head.slice(0, -headSize);
  }
  return groups.join(',');
}
