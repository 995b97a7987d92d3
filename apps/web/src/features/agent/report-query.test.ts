import { describe, expect, it } from 'vitest';
import { reportExportUrl, reportFileName, reportPath, reportSearch } from './report-query';

describe('agent report queries', () => {
  it('leaves empty and blank filters out and trims text', () => {
    expect(
      reportSearch({
        from: '2025-05-14',
        to: '2025-05-20',
        page: 2,
        member: '  ali ',
        gameType: '',
        vassalage: '   ',
        groupBy: undefined,
      }),
    ).toEqual({ from: '2025-05-14', to: '2025-05-20', page: 2, member: 'ali' });
  });

  it('keeps a zero, which is a value and not an empty filter', () => {
    expect(reportSearch({ page: 0 })).toEqual({ page: 0 });
  });

  it('asks an export for the whole report as CSV, without a page', () => {
    expect(
      reportExportUrl('betting', { from: '2025-05-14', to: '2025-05-20', page: 3, groupBy: 'day' }),
    ).toBe('/wps/agent/reports/betting?from=2025-05-14&to=2025-05-20&groupBy=day&format=csv');
  });

  it('escapes filters in an export address', () => {
    expect(reportExportUrl('profit-loss', { from: 'a', to: 'b', q: 'x&y' })).toBe(
      '/wps/agent/reports/profit-loss?from=a&to=b&q=x%26y&format=csv',
    );
  });

  it('names the path and the saved file after the report', () => {
    expect(reportPath('income')).toBe('/wps/agent/reports/income');
    expect(reportFileName('transactions', { from: '2025-05-14', to: '2025-05-20' })).toBe(
      'team-transactions_2025-05-14_2025-05-20.csv',
    );
  });
});
