/** A range of calendar days (YYYY-MM-DD), both ends included, as the records query takes. */
export interface DayRange {
  from: string;
  to: string;
}

const dayMs = 86_400_000;

/** Today's date where the merchant is (its time zone), as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A day moved by a number of days (negative goes back). */
export function addDays(day: string, days: number): string {
  const time = Date.parse(`${day}T00:00:00Z`) + days * dayMs;
  return new Date(time).toISOString().slice(0, 10);
}

/** The `days` days ending today: the default range. */
export function lastDays(today: string, days: number): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The `days` days just before a range. */
export function previousRange(range: DayRange, days: number): DayRange {
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/**
 * The `days` days just after a range, never reaching past today: a pick that would end in the
 * future becomes the `days` days ending today.
 */
export function nextRange(range: DayRange, days: number, today: string): DayRange {
  const to = addDays(range.to, days);
  if (to > today) return lastDays(today, days);
  return { from: addDays(range.to, 1), to };
}

/** Whether any day after the range is already past (so 'next' has somewhere to go). */
export function hasNext(range: DayRange, today: string): boolean {
  return range.to < today;
}
