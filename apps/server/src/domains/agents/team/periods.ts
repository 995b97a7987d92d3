import type { AgentPeriod } from '@khela/contracts';

/** A run of whole days, first and last included, as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

const dayMs = 86_400_000;

function text(day: Date): string {
  return day.toISOString().slice(0, 10);
}

function plusDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * dayMs);
}

/**
 * The dashboard's periods around `today` (YYYY-MM-DD in the merchant's time zone): weeks start
 * on Monday (ISO, as the figures' weekly active counts do), months on the first.
 */
export function periodsAround(today: string): Record<AgentPeriod, DayRange> {
  const day = new Date(`${today}T00:00:00Z`);
  const monday = plusDays(day, -((day.getUTCDay() + 6) % 7));
  const firstOfMonth = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  const firstOfLastMonth = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() - 1, 1));
  return {
    today: { from: today, to: today },
    yesterday: { from: text(plusDays(day, -1)), to: text(plusDays(day, -1)) },
    thisWeek: { from: text(monday), to: today },
    lastWeek: { from: text(plusDays(monday, -7)), to: text(plusDays(monday, -1)) },
    thisMonth: { from: text(firstOfMonth), to: today },
    lastMonth: { from: text(firstOfLastMonth), to: text(plusDays(firstOfMonth, -1)) },
  };
}

/** The `count` days that end with `today`, oldest first. */
export function daysEndingOn(today: string, count: number): string[] {
  const day = new Date(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => text(plusDays(day, index - count + 1)));
}
