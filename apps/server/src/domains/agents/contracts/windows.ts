import { dateIn, dayOf, dayMs, startOfDay } from '../../../lib/days';
import type { AgentSettlementPeriod } from '../../../db/schema/agent-contracts';

/**
 * The periods settlements are made for: five minutes and hours of server time, and days, weeks
 * (Monday first), half months (1st–15th, 16th–end) and months of the merchant's time zone.
 */
export interface SettlementWindow {
  period: AgentSettlementPeriod;
  startsAt: Date;
  endsAt: Date;
  /** The calendar days it covers (day-based periods), first and last included. */
  firstDay: string | null;
  lastDay: string | null;
}

export type DayPeriod = 'daily' | 'weekly' | 'semimonthly' | 'monthly';

const fiveMinutesMs = 300_000;
const hourMs = 3_600_000;

/** The last `count` windows of `lengthMs` that ended at or before `until`, oldest first. */
function timeWindows(
  period: AgentSettlementPeriod,
  lengthMs: number,
  until: Date,
  count: number,
): SettlementWindow[] {
  const lastEnd = Math.floor(until.getTime() / lengthMs) * lengthMs;
  return Array.from({ length: count }, (_, index) => {
    const endsAt = lastEnd - (count - 1 - index) * lengthMs;
    return {
      period,
      startsAt: new Date(endsAt - lengthMs),
      endsAt: new Date(endsAt),
      firstDay: null,
      lastDay: null,
    };
  });
}

export function fiveMinuteWindows(until: Date, count: number): SettlementWindow[] {
  return timeWindows('5min', fiveMinutesMs, until, count);
}

export function hourWindows(until: Date, count: number): SettlementWindow[] {
  return timeWindows('hour', hourMs, until, count);
}

function text(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** The first day of the period of a kind that holds `day` (midnight UTC of its date). */
function periodStart(day: Date, period: DayPeriod): Date {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  switch (period) {
    case 'daily':
      return day;
    case 'weekly':
      return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * dayMs);
    case 'semimonthly':
      return new Date(Date.UTC(year, month, day.getUTCDate() <= 15 ? 1 : 16));
    case 'monthly':
      return new Date(Date.UTC(year, month, 1));
  }
}

/**
 * The last `count` whole periods of a kind that ended before `today` (the merchant's date),
 * oldest first, with the instants they start and end in the merchant's time zone.
 */
export function closedPeriods(
  today: string,
  period: DayPeriod,
  count: number,
  timeZone: string,
): SettlementWindow[] {
  const day = dayOf(today);
  if (!day) throw new RangeError(`not a date: ${today}`);
  const windows: SettlementWindow[] = [];
  let next = periodStart(day, period);
  for (let index = 0; index < count; index += 1) {
    const first = periodStart(new Date(next.getTime() - dayMs), period);
    windows.unshift({
      period,
      startsAt: startOfDay(first, timeZone),
      endsAt: startOfDay(next, timeZone),
      firstDay: text(first),
      lastDay: text(new Date(next.getTime() - dayMs)),
    });
    next = first;
  }
  return windows;
}

/** The window of a settlement kept in the database, its days in the merchant's time zone. */
export function windowOf(
  row: { period: AgentSettlementPeriod; startsAt: Date; endsAt: Date },
  timeZone: string,
): SettlementWindow {
  const isDays = row.period !== '5min' && row.period !== 'hour';
  return {
    period: row.period,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    firstDay: isDays ? dateIn(row.startsAt, timeZone) : null,
    lastDay: isDays ? dateIn(new Date(row.endsAt.getTime() - 1), timeZone) : null,
  };
}
