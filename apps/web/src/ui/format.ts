import { formatDecimalString } from '@khela/money';

/**
 * Date, time and amount formatting in one place, in the active language's conventions. Figures
 * come out in Latin digits; the page then writes every figure in the digits of its language
 * (ui/digits.ts: Bengali's are the merchant's choice), the same for our copy and for content.
 */
const locales: Record<string, string> = { bn: 'bn-BD-u-nu-latn', en: 'en-GB', th: 'th-TH' };

export function localeOf(language: string): string {
  return locales[language] ?? 'bn-BD';
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date formatter, made once per language and options: making one costs far more than using
 * it, and a list formats many dates.
 */
function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A date and time with minutes in a named time zone: the merchant's, as the header clock
 * (features/system/date-time.ts), wherever the site's configuration is known.
 */
export function formatDateTime(iso: string, language: string, timeZone: string): string {
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/**
 * A calendar day in a list (notices, as the winners' days of spec §9: YYYY.MM.DD), in the
 * visitor's time zone. It needs no Intl formatter: a page's first one costs a phone's main thread
 * 150 ms or more (the browser loads its date data then), which home should not pay while loading.
 */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}.${two(date.getMonth() + 1)}.${two(date.getDate())}`;
}

/** A calendar date in a sentence, e.g. when a promotion starts; in a zone when given. */
export function formatDate(iso: string, language: string, timeZone?: string): string {
  return dateFormat(language, { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(
    new Date(iso),
  );
}

/** The header clock: date and time with seconds in the merchant's time zone. */
export function formatClock(date: Date, language: string, timeZone: string): string {
  return dateFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
    timeZone,
  }).format(date);
}

/** An amount from the API ("1234.50") for people: grouped, all its decimals kept. */
export function formatAmount(wire: string): string {
  return formatDecimalString(wire);
}

/**
 * A signed ledger amount ("-20.00") with an explicit sign: + for money in, a true minus
 * (U+2212) for money out, so a column of them lines up and reads at a glance.
 */
export function formatSignedAmount(wire: string): string {
  if (wire.startsWith('-')) return `\u2212${formatDecimalString(wire.slice(1))}`;
  return /^0(\.0+)?$/.test(wire) ? formatDecimalString(wire) : `+${formatDecimalString(wire)}`;
}

/** A calendar day (YYYY-MM-DD, already in the merchant's time zone), e.g. a range's ends. */
export function formatCalendarDay(day: string, language: string): string {
  return dateFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
