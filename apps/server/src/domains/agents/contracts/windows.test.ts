import { describe, expect, it } from 'vitest';
import { closedPeriods, fiveMinuteWindows, hourWindows, windowOf } from './windows';

const days = (windows: ReturnType<typeof closedPeriods>) =>
  windows.map((window) => [window.firstDay, window.lastDay]);

describe('settlement windows', () => {
  it('close days, Monday weeks, half months and months before today', () => {
    // 2026-11-29 is a Sunday.
    expect(days(closedPeriods('2026-11-29', 'daily', 2, 'UTC'))).toEqual([
      ['2026-11-27', '2026-11-27'],
      ['2026-11-28', '2026-11-28'],
    ]);
    expect(days(closedPeriods('2026-11-29', 'weekly', 2, 'UTC'))).toEqual([
      ['2026-11-09', '2026-11-15'],
      ['2026-11-16', '2026-11-22'],
    ]);
    expect(days(closedPeriods('2026-11-29', 'semimonthly', 3, 'UTC'))).toEqual([
      ['2026-10-01', '2026-10-15'],
      ['2026-10-16', '2026-10-31'],
      ['2026-11-01', '2026-11-15'],
    ]);
    expect(days(closedPeriods('2026-03-01', 'monthly', 2, 'UTC'))).toEqual([
      ['2026-01-01', '2026-01-31'],
      ['2026-02-01', '2026-02-28'],
    ]);
  });

  it("start and end at the merchant's midnight", () => {
    const [day] = closedPeriods('2026-11-29', 'daily', 1, 'Asia/Dhaka');
    expect(day?.startsAt.toISOString()).toBe('2026-11-27T18:00:00.000Z');
    expect(day?.endsAt.toISOString()).toBe('2026-11-28T18:00:00.000Z');
    expect(windowOf(day!, 'Asia/Dhaka')).toEqual(day);
  });

  it('cut five minutes and hours that ended by an instant', () => {
    const until = new Date('2026-11-29T10:07:30Z');
    expect(fiveMinuteWindows(until, 2).map((window) => window.endsAt.toISOString())).toEqual([
      '2026-11-29T10:00:00.000Z',
      '2026-11-29T10:05:00.000Z',
    ]);
    const [hour] = hourWindows(until, 1);
    expect([hour?.startsAt.toISOString(), hour?.endsAt.toISOString()]).toEqual([
      '2026-11-29T09:00:00.000Z',
      '2026-11-29T10:00:00.000Z',
    ]);
  });
});
