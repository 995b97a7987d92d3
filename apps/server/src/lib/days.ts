import { zoneOffsetMs } from '@khela/games';

/** Calendar days of a merchant's time zone (statements, daily limits). */
export const dayMs = 86_400_000;

/** A 'YYYY-MM-DD' day as midnight UTC of that date, or null when it is no real date. */
export function dayOf(text: string): Date | null {
  const day = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text ? null : day;
}

/** The date (YYYY-MM-DD) an instant falls on in a time zone. */
export function dateIn(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
}

/** The instant a calendar day (midnight UTC of its date) starts in a time zone. */
export function startOfDay(day: Date, timeZone: string): Date {
  // The zone's offset on that day: the day starts that much before midnight UTC.
  return new Date(day.getTime() - zoneOffsetMs(timeZone, day));
}
