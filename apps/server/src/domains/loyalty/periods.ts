import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** A period of the merchant's calendar: its key, when it started and when the next starts. */
export interface CalendarPeriod {
  key: string;
  startAt: Date;
  nextAt: Date;
}

export type CalendarPeriods = Record<'day' | 'week' | 'month', CalendarPeriod>;

/** The periods last read for each time zone: any instant of the same local day has the same. */
const lastRead = new Map<string, CalendarPeriods>();

/**
 * The day (2026-12-01), the ISO week (2026-W49) and the month (2026-12) that `at` falls in, in
 * the merchant's time zone, with their bounds: the periods rebates, missions and their
 * leaderboard run by. PostgreSQL's time zone rules reckon them once a day per zone: a week and a
 * month begin and end with a day, so every instant of the day last read gives the same answer.
 */
export async function calendarPeriods(
  executor: Executor,
  timezone: string,
  at: Date,
): Promise<CalendarPeriods> {
  const known = lastRead.get(timezone);
  if (known && known.day.startAt <= at && at < known.day.nextAt) return known;
  const periods = await readPeriods(executor, timezone, at);
  lastRead.set(timezone, periods);
  return periods;
}

async function readPeriods(
  executor: Executor,
  timezone: string,
  at: Date,
): Promise<CalendarPeriods> {
  const result = await sql<{
    day: string;
    dayStart: Date;
    dayNext: Date;
    week: string;
    weekStart: Date;
    weekNext: Date;
    month: string;
    monthStart: Date;
    monthNext: Date;
  }>`
    SELECT to_char(l.at, 'YYYY-MM-DD') AS day,
        date_trunc('day', l.at) AT TIME ZONE ${timezone} AS "dayStart",
        (date_trunc('day', l.at) + interval '1 day') AT TIME ZONE ${timezone} AS "dayNext",
        to_char(l.at, 'IYYY-"W"IW') AS week,
        date_trunc('week', l.at) AT TIME ZONE ${timezone} AS "weekStart",
        (date_trunc('week', l.at) + interval '1 week') AT TIME ZONE ${timezone} AS "weekNext",
        to_char(l.at, 'YYYY-MM') AS month,
        date_trunc('month', l.at) AT TIME ZONE ${timezone} AS "monthStart",
        (date_trunc('month', l.at) + interval '1 month') AT TIME ZONE ${timezone} AS "monthNext"
      FROM (SELECT ${at}::timestamptz AT TIME ZONE ${timezone} AS at) l`.execute(executor);
  const [found] = result.rows;
  if (!found) throw new Error('calendar: no period');
  return {
    day: { key: found.day, startAt: found.dayStart, nextAt: found.dayNext },
    week: { key: found.week, startAt: found.weekStart, nextAt: found.weekNext },
    month: { key: found.month, startAt: found.monthStart, nextAt: found.monthNext },
  };
}
