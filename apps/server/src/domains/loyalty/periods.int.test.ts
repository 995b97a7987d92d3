import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import type { Db, Executor } from '../../db/database';
import { calendarPeriods } from './periods';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(() => drop());

/** An executor any read of which fails the test: the answer must come from what was read. */
const noDatabase = new Proxy(
  {},
  {
    get() {
      throw new Error('read the database');
    },
  },
) as Executor;

describe('calendar periods', () => {
  it('reads a day once: any instant of it answers the same, the next day is read anew', async () => {
    // New York's 1 November 2026 lasts 25 hours (summer time ends at 02:00).
    const zone = 'America/New_York';
    const first = await calendarPeriods(db, zone, new Date('2026-11-01T04:00:00Z'));
    expect(first.day).toEqual({
      key: '2026-11-01',
      startAt: new Date('2026-11-01T04:00:00Z'),
      nextAt: new Date('2026-11-02T05:00:00Z'),
    });
    expect(first.week.key).toBe('2026-W44');
    expect(first.month.nextAt).toEqual(new Date('2026-12-01T05:00:00Z'));

    const late = await calendarPeriods(noDatabase, zone, new Date('2026-11-02T04:59:59.999Z'));
    expect(late).toEqual(first);

    const next = await calendarPeriods(db, zone, new Date('2026-11-02T05:00:00Z'));
    expect(next.day.key).toBe('2026-11-02');
    expect(next.week).toEqual({
      key: '2026-W45',
      startAt: new Date('2026-11-02T05:00:00Z'),
      nextAt: new Date('2026-11-09T05:00:00Z'),
    });
    // An instant before the day read (a claim's clock behind another's) is read again.
    const earlier = await calendarPeriods(db, zone, new Date('2026-11-01T03:59:59Z'));
    expect(earlier.day.key).toBe('2026-10-31');
  });

  it('keeps each time zone apart', async () => {
    const at = new Date('2026-12-01T20:00:00Z');
    const dhaka = await calendarPeriods(db, 'Asia/Dhaka', at);
    const london = await calendarPeriods(db, 'Europe/London', at);
    expect(dhaka.day.key).toBe('2026-12-02');
    expect(london.day.key).toBe('2026-12-01');
    expect(await calendarPeriods(noDatabase, 'Asia/Dhaka', at)).toEqual(dhaka);
  });
});
