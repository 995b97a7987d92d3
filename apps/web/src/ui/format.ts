/** Date and time formatting in one place, in the active language's conventions. */
const locales: Record<string, string> = { bn: 'bn-BD', en: 'en-GB', th: 'th-TH' };

export function localeOf(language: string): string {
  return locales[language] ?? 'bn-BD';
}

/** A date and time with minutes, e.g. for a maintenance end. */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** A calendar date, e.g. when a notice was published. */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(iso));
}

/** The header clock: date and time with seconds in the merchant's time zone. */
export function formatClock(date: Date, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
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
