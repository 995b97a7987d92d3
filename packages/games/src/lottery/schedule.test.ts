import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isFixedOffsetZone,
  periodsBetween,
  scheduleProblem,
  upcomingPeriods,
  zoneOffsetMs,
  type LotterySchedule,
} from './schedule';

const oneMinute: LotterySchedule = {
  kind: 'interval',
  periodSeconds: 60,
  lockSeconds: 10,
  timeZone: 'Asia/Dhaka',
};
const northDaily: LotterySchedule = {
  kind: 'weekly',
  drawDays: [1, 2, 3, 4, 5, 6, 7],
  drawTime: '18:15',
  lockSeconds: 900,
  timeZone: 'Asia/Ho_Chi_Minh',
};
/** A southern province drawing on Mondays (2) and Thursdays (5). */
const mondayThursday: LotterySchedule = {
  kind: 'weekly',
  drawDays: [2, 5],
  drawTime: '16:15',
  lockSeconds: 600,
  timeZone: 'Asia/Ho_Chi_Minh',
};
const iso = (date: Date) => date.toISOString();

describe('lottery schedules', () => {
  it('know the fixed offsets of the zones they run in', () => {
    expect(zoneOffsetMs('Asia/Dhaka', new Date('2026-11-25T00:00:00Z'))).toBe(6 * 3_600_000);
    expect(zoneOffsetMs('Asia/Ho_Chi_Minh', new Date('2026-07-01T00:00:00Z'))).toBe(7 * 3_600_000);
    expect(isFixedOffsetZone('Asia/Bangkok')).toBe(true);
    expect(isFixedOffsetZone('Europe/London')).toBe(false);
    expect(isFixedOffsetZone('Not/AZone')).toBe(false);
  });

  it('draw a one-minute game every local minute, numbered within the local day', () => {
    const [first, second] = upcomingPeriods(oneMinute, new Date('2026-11-25T00:00:30Z'), 2);
    // 06:00:30 in Dhaka: the next draw is 06:01, the day's 361st.
    expect(first!.numero).toBe('20261125-0361');
    expect(iso(first!.drawsAt)).toBe('2026-11-25T00:01:00.000Z');
    expect(iso(first!.opensAt)).toBe('2026-11-25T00:00:00.000Z');
    expect(iso(first!.locksAt)).toBe('2026-11-25T00:00:50.000Z');
    expect(second!.numero).toBe('20261125-0362');
  });

  it('end a local day with its last draw at midnight, then start the next day at 0001', () => {
    const periods = upcomingPeriods(
      { ...oneMinute, periodSeconds: 300 },
      new Date('2026-11-25T17:58:00Z'),
      2,
    );
    // 23:58 in Dhaka: the 288th five-minute draw is at midnight.
    expect(periods.map((period) => period.numero)).toEqual(['20261125-0288', '20261126-0001']);
    expect(iso(periods[0]!.drawsAt)).toBe('2026-11-25T18:00:00.000Z');
    expect(iso(periods[1]!.drawsAt)).toBe('2026-11-25T18:05:00.000Z');
  });

  it('draw a daily game at its local time, the next day once that time has passed', () => {
    const [today] = upcomingPeriods(northDaily, new Date('2026-11-25T11:00:00Z'), 1);
    expect(today!.numero).toBe('20261125');
    expect(iso(today!.drawsAt)).toBe('2026-11-25T11:15:00.000Z');
    expect(iso(today!.locksAt)).toBe('2026-11-25T11:00:00.000Z');
    expect(iso(today!.opensAt)).toBe('2026-11-24T11:15:00.000Z');
    const [tomorrow] = upcomingPeriods(northDaily, new Date('2026-11-25T11:15:00Z'), 1);
    expect(tomorrow!.numero).toBe('20261126');
  });

  it('draw a weekly game only on its weekdays, each period opening at the previous draw', () => {
    // Wednesday 25 November 2026: the next draws are Thursday 26, Monday 30, Thursday 3.
    const periods = upcomingPeriods(mondayThursday, new Date('2026-11-25T12:00:00Z'), 4);
    expect(periods.map((period) => period.numero)).toEqual([
      '20261126',
      '20261130',
      '20261203',
      '20261207',
    ]);
    for (const period of periods) {
      const weekday = new Date(period.drawsAt.getTime() + 7 * 3_600_000).getUTCDay();
      expect([1, 4]).toContain(weekday);
    }
    expect(iso(periods[0]!.opensAt)).toBe('2026-11-23T09:15:00.000Z');
    expect(iso(periods[1]!.opensAt)).toBe(iso(periods[0]!.drawsAt));
  });

  it('lists every period a downtime missed, oldest first, in slices', () => {
    const after = new Date('2026-11-25T00:00:00Z');
    const until = new Date('2026-11-25T00:10:00Z');
    const missed = periodsBetween(oneMinute, after, until, 100);
    expect(missed).toHaveLength(10);
    expect(iso(missed.at(-1)!.drawsAt)).toBe(iso(until));
    expect(periodsBetween(oneMinute, after, until, 4)).toEqual(missed.slice(0, 4));
    expect(periodsBetween(northDaily, after, new Date('2026-11-28T12:00:00Z'), 100)).toHaveLength(
      4,
    );
  });

  it('follow one another without gaps or repeats from any instant', () => {
    const schedules = [
      oneMinute,
      { ...oneMinute, periodSeconds: 180 as const },
      northDaily,
      mondayThursday,
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...schedules),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) }),
        (schedule, atMs) => {
          const at = new Date(atMs);
          const periods = upcomingPeriods(schedule, at, 12);
          expect(periods).toHaveLength(12);
          expect(periods[0]!.drawsAt.getTime()).toBeGreaterThan(atMs);
          expect(periods[0]!.opensAt.getTime()).toBeLessThanOrEqual(atMs);
          expect(new Set(periods.map((period) => period.numero)).size).toBe(12);
          periods.forEach((period, index) => {
            expect(period.locksAt.getTime()).toBeLessThan(period.drawsAt.getTime());
            expect(period.locksAt.getTime()).toBeGreaterThanOrEqual(period.opensAt.getTime());
            const next = periods[index + 1];
            if (next) expect(next.opensAt.getTime()).toBe(period.drawsAt.getTime());
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuse schedules they cannot keep', () => {
    expect(scheduleProblem(oneMinute)).toBeUndefined();
    expect(scheduleProblem({ ...oneMinute, timeZone: 'Europe/London' })).toMatch(/offset/);
    expect(scheduleProblem({ ...oneMinute, lockSeconds: 60 })).toMatch(/lock/);
    expect(scheduleProblem({ ...northDaily, drawTime: '25:00' })).toMatch(/HH:MM/);
    expect(scheduleProblem({ ...northDaily, drawDays: [] })).toMatch(/weekday/);
    expect(scheduleProblem({ ...northDaily, drawDays: [0] })).toMatch(/weekday/);
    expect(() => upcomingPeriods({ ...oneMinute, lockSeconds: -1 }, new Date(), 1)).toThrow();
  });
});
