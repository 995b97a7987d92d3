import { zoneOffsetMs } from '@khela/games';

/** Calendar days of a merchant's time zone (statements, daily limits). */
export const dayMs = 86_400_000;

/** A 'YYYY-MM-DD' day as midnight UTC of that date, or null when it is no real date. */
export function dayOf(text: string): Date | null {
  const day = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text ? null : day;
}

/** One formatter per zone: making one costs far more than using it. en-CA writes YYYY-MM-DD. */
const calendars = new Map<string, Intl.DateTimeFormat>();

/** The date (YYYY-MM-DD) an instant falls on in a time zone. */
export function dateIn(instant: Date, timeZone: string): string {
  let format = calendars.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone });
    calendars.set(timeZone, format);
  }
  return format.format(instant);
}

/** The instant a calendar day (midnight UTC of its date) starts in a time zone. */
export function startOfDay(day: Date, timeZone: string): Date {
  // The zone's offset on that day: the day starts that much before midnight UTC.
  return new Date(day.getTime() - zoneOffsetMs(timeZone, day));
}
