import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDay } from './format';

describe('formatDay', () => {
  it('writes a day as YYYY.MM.DD with two-digit month and day, in local time', () => {
    const local = new Date(2026, 0, 5, 23, 59);
    expect(formatDay(local.toISOString())).toBe('2026.01.05');
    expect(formatDay(new Date(2026, 10, 26, 0, 0).toISOString())).toBe('2026.11.26');
  });
});

describe('figures in Bengali', () => {
  it('writes dates and the clock in Latin digits, as amounts are, with Bengali month names', () => {
    const at = new Date('2026-11-27T04:05:06Z');
    expect(formatClock(at, 'bn', 'Asia/Dhaka')).toBe('27/11/2026, 10:05:06');
    expect(formatDate(at.toISOString(), 'bn')).toMatch(/^27 \S+, 2026$/);
    expect(formatDate(at.toISOString(), 'bn')).toMatch(/\p{Script=Bengali}/u);
  });
});
