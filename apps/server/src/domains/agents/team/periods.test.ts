import { describe, expect, it } from 'vitest';
import { daysEndingOn, periodsAround } from './periods';

describe("an agent dashboard's periods", () => {
  it('start weeks on Monday and months on the first, across a year', () => {
    // Sunday 2026-01-04: this week began on Monday 2025-12-29, last month was December.
    expect(periodsAround('2026-01-04')).toEqual({
      today: { from: '2026-01-04', to: '2026-01-04' },
      yesterday: { from: '2026-01-03', to: '2026-01-03' },
      thisWeek: { from: '2025-12-29', to: '2026-01-04' },
      lastWeek: { from: '2025-12-22', to: '2025-12-28' },
      thisMonth: { from: '2026-01-01', to: '2026-01-04' },
      lastMonth: { from: '2025-12-01', to: '2025-12-31' },
    });
  });

  it('know a leap February and a Monday', () => {
    const periods = periodsAround('2028-03-06');
    expect(periods.thisWeek).toEqual({ from: '2028-03-06', to: '2028-03-06' });
    expect(periods.lastMonth).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('list the chart days oldest first', () => {
    expect(daysEndingOn('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });
});
