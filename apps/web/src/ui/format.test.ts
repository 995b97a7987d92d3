import { describe, expect, it } from 'vitest';
import { formatDay } from './format';

describe('formatDay', () => {
  it('writes a day as YYYY.MM.DD with two-digit month and day, in local time', () => {
    const local = new Date(2026, 0, 5, 23, 59);
    expect(formatDay(local.toISOString())).toBe('2026.01.05');
    expect(formatDay(new Date(2026, 10, 26, 0, 0).toISOString())).toBe('2026.11.26');
  });
});
