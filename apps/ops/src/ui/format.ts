import { formatDecimalString } from '@khela/money';

/** Money and dates in one place for the back office, in the active language's conventions. */
// Bengali dates in Latin digits, as every amount and number on the desk is.
const locales: Record<string, string> = { bn: 'bn-BD-u-nu-latn', en: 'en-GB', th: 'th-TH' };

/** A wire amount ("1234.50") grouped for reading, with its currency code when given. */
export function formatAmount(amount: string, currency?: string): string {
  const grouped = formatDecimalString(amount);
  return currency ? `${grouped} ${currency}` : grouped;
}

/** A signed wire amount with an explicit plus for money coming in. */
export function formatSignedAmount(amount: string): string {
  return amount.startsWith('-') ? formatDecimalString(amount) : `+${formatDecimalString(amount)}`;
}

/** A date and time to the minute, in a zone when given (else the browser's). */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locales[language] ?? 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(new Date(iso));
}

/** A time of day to the second ("22:01:05"), for things that last seconds (a table's round). */
export function formatTimeOfDay(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locales[language] ?? 'en-GB', {
    timeStyle: 'medium',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(new Date(iso));
}

/** A day without its time ("25 Nov 2026"). */
export function formatDay(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locales[language] ?? 'en-GB', {
    dateStyle: 'medium',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(new Date(iso));
}
