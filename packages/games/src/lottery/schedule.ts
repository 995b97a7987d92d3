/**
 * When a lottery draws. Fast elott games draw every 1, 3 or 5 minutes from the start of the
 * local day; Vietnamese regional games draw once on each of their weekdays (drawDayOfWeek:
 * Sunday 1 … Saturday 7) at a local time. Times are in the game's time zone, which must keep
 * one UTC offset all year (the zones these lotteries run in do: Asia/Ho_Chi_Minh, Asia/Dhaka,
 * Asia/Bangkok), so a local time names one instant.
 *
 * A period (numero) opens when the game's previous draw happens, stops taking bets lockSeconds
 * before its own draw, and draws at drawsAt. Numeros: `YYYYMMDD` for daily games, `YYYYMMDD-NNNN`
 * (the n-th draw of the local day, from 0001) for elott.
 */

export type LotterySchedule =
  | { kind: 'interval'; periodSeconds: 60 | 180 | 300; lockSeconds: number; timeZone: string }
  | {
      kind: 'weekly';
      /** Sunday 1 … Saturday 7. */
      drawDays: readonly number[];
      /** Local draw time, HH:MM. */
      drawTime: string;
      lockSeconds: number;
      timeZone: string;
    };

export interface PeriodTimes {
  numero: string;
  opensAt: Date;
  locksAt: Date;
  drawsAt: Date;
}

const dayMs = 86_400_000;
const intervalPeriods = [60, 180, 300] as const;
/** A weekly game with no draw day in this many days has none at all. */
const weeklyLookaheadDays = 8;

/** One formatter per zone: making one costs far more than using it (a request asks often). */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC in ms at an instant (local = UTC + offset). */
export function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = wallClockOf(timeZone).formatToParts(at);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** Whether a zone keeps one offset all year (January and July agree), as schedules need. */
export function isFixedOffsetZone(timeZone: string): boolean {
  try {
    const year = new Date().getUTCFullYear();
    return (
      zoneOffsetMs(timeZone, new Date(Date.UTC(year, 0, 15))) ===
      zoneOffsetMs(timeZone, new Date(Date.UTC(year, 6, 15)))
    );
  } catch {
    return false;
  }
}

/** What is wrong with a schedule, if anything (a message for the operator's log, in English). */
export function scheduleProblem(schedule: LotterySchedule): string | undefined {
  if (!isFixedOffsetZone(schedule.timeZone)) return 'time zone must keep one UTC offset';
  if (!Number.isInteger(schedule.lockSeconds) || schedule.lockSeconds < 0) {
    return 'lock seconds must be a whole number ≥ 0';
  }
  if (schedule.kind === 'interval') {
    if (!intervalPeriods.includes(schedule.periodSeconds)) return 'period must be 60, 180 or 300 s';
    if (schedule.lockSeconds >= schedule.periodSeconds)
      return 'lock must be shorter than the period';
    return undefined;
  }
  if (!/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(schedule.drawTime)) return 'draw time must be HH:MM';
  if (
    schedule.drawDays.length === 0 ||
    !schedule.drawDays.every((day) => Number.isInteger(day) && day >= 1 && day <= 7)
  ) {
    return 'draw days must be weekday numbers 1–7';
  }
  if (schedule.lockSeconds >= dayMs / 1000) return 'lock must be shorter than a day';
  return undefined;
}

function assertSchedule(schedule: LotterySchedule): void {
  const problem = scheduleProblem(schedule);
  if (problem) throw new Error(`lottery schedule: ${problem}`);
}

/** `YYYYMMDD` of a local day, given that day's midnight as a UTC-based local timestamp. */
function dayText(localDayStartMs: number): string {
  const day = new Date(localDayStartMs);
  return `${day.getUTCFullYear()}${String(day.getUTCMonth() + 1).padStart(2, '0')}${String(
    day.getUTCDate(),
  ).padStart(2, '0')}`;
}

/** The draws of an interval game in order, the first one after `after`. */
function* intervalDraws(
  schedule: Extract<LotterySchedule, { kind: 'interval' }>,
  after: Date,
): Generator<{ numero: string; drawsAtMs: number }> {
  const offset = zoneOffsetMs(schedule.timeZone, after);
  const periodMs = schedule.periodSeconds * 1000;
  const localAfter = after.getTime() + offset;
  let dayStart = Math.floor(localAfter / dayMs) * dayMs;
  let index = Math.floor((localAfter - dayStart) / periodMs) + 1;
  const perDay = dayMs / periodMs;
  for (;;) {
    if (index > perDay) {
      dayStart += dayMs;
      index = 1;
    }
    // The last draw of a day is at its midnight, numbered as that day's last.
    yield {
      numero: `${dayText(dayStart)}-${String(index).padStart(4, '0')}`,
      drawsAtMs: dayStart + index * periodMs - offset,
    };
    index += 1;
  }
}

/** The draws of a weekly game in order, the first one after `after`. */
function* weeklyDraws(
  schedule: Extract<LotterySchedule, { kind: 'weekly' }>,
  after: Date,
): Generator<{ numero: string; drawsAtMs: number }> {
  const offset = zoneOffsetMs(schedule.timeZone, after);
  const [hours, minutes] = schedule.drawTime.split(':').map(Number) as [number, number];
  const timeMs = (hours * 60 + minutes) * 60_000;
  let dayStart = Math.floor((after.getTime() + offset) / dayMs) * dayMs;
  let empty = 0;
  for (;;) {
    const weekday = new Date(dayStart).getUTCDay() + 1;
    const drawsAtMs = dayStart + timeMs - offset;
    if (schedule.drawDays.includes(weekday) && drawsAtMs > after.getTime()) {
      empty = 0;
      yield { numero: dayText(dayStart), drawsAtMs };
    } else if ((empty += 1) > weeklyLookaheadDays) {
      return;
    }
    dayStart += dayMs;
  }
}

function draws(schedule: LotterySchedule, after: Date) {
  return schedule.kind === 'interval'
    ? intervalDraws(schedule, after)
    : weeklyDraws(schedule, after);
}

/** The draw at or before `at` (the one a period after it opens with), if any within a week. */
function previousDrawMs(schedule: LotterySchedule, drawsAtMs: number): number {
  if (schedule.kind === 'interval') return drawsAtMs - schedule.periodSeconds * 1000;
  // Weekly: the latest draw day before this one, at most a week back.
  for (let back = 1; back <= 7; back += 1) {
    const candidate = drawsAtMs - back * dayMs;
    const local = new Date(candidate + zoneOffsetMs(schedule.timeZone, new Date(candidate)));
    if (schedule.drawDays.includes(local.getUTCDay() + 1)) return candidate;
  }
  return drawsAtMs - 7 * dayMs;
}

function periodOf(
  schedule: LotterySchedule,
  draw: { numero: string; drawsAtMs: number },
): PeriodTimes {
  return {
    numero: draw.numero,
    opensAt: new Date(previousDrawMs(schedule, draw.drawsAtMs)),
    locksAt: new Date(draw.drawsAtMs - schedule.lockSeconds * 1000),
    drawsAt: new Date(draw.drawsAtMs),
  };
}

/** The next `count` periods drawing after `after` (the ones to create ahead). */
export function upcomingPeriods(
  schedule: LotterySchedule,
  after: Date,
  count: number,
): PeriodTimes[] {
  assertSchedule(schedule);
  const periods: PeriodTimes[] = [];
  for (const draw of draws(schedule, after)) {
    if (periods.length >= count) break;
    periods.push(periodOf(schedule, draw));
  }
  return periods;
}

/**
 * Every period drawing in (after, until], oldest first: what a server that was down must
 * still create and draw. At most `limit`, so a long outage catches up in slices.
 */
export function periodsBetween(
  schedule: LotterySchedule,
  after: Date,
  until: Date,
  limit: number,
): PeriodTimes[] {
  assertSchedule(schedule);
  const periods: PeriodTimes[] = [];
  for (const draw of draws(schedule, after)) {
    if (draw.drawsAtMs > until.getTime() || periods.length >= limit) break;
    periods.push(periodOf(schedule, draw));
  }
  return periods;
}
