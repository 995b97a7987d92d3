import { describe, expect, it } from 'vitest';
import { addDays, hasNext, lastDays, nextRange, previousRange, todayIn } from './date-range';

describe('record date ranges', () => {
  it('reads today in the merchant time zone, not the browser one', () => {
    const lateUtc = new Date('2025-03-31T20:30:00Z');
    expect(todayIn('Asia/Dhaka', lateUtc)).toBe('2025-04-01');
    expect(todayIn('UTC', lateUtc)).toBe('2025-03-31');
  });

  it('moves days across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('defaults to the last 7 days ending today', () => {
    expect(lastDays('2025-05-20', 7)).toEqual({ from: '2025-05-14', to: '2025-05-20' });
  });

  it('steps back 7 or 30 days just before the range', () => {
    const range = lastDays('2025-05-20', 7);
    expect(previousRange(range, 7)).toEqual({ from: '2025-05-07', to: '2025-05-13' });
    expect(previousRange(range, 30)).toEqual({ from: '2025-04-14', to: '2025-05-13' });
  });

  it('steps forward but never into the future', () => {
    const today = '2025-05-20';
    const old = { from: '2025-04-01', to: '2025-04-07' };
    expect(nextRange(old, 7, today)).toEqual({ from: '2025-04-08', to: '2025-04-14' });
    expect(nextRange({ from: '2025-05-07', to: '2025-05-13' }, 30, today)).toEqual(
      lastDays(today, 30),
    );
    expect(hasNext(lastDays(today, 7), today)).toBe(false);
    expect(hasNext(old, today)).toBe(true);
  });
});
