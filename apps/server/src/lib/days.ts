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
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(day);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asLocal = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  // The zone's offset on that day: the day starts that much before midnight UTC.
  return new Date(day.getTime() - (asLocal - day.getTime()));
}
