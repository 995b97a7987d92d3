/**
 * The agent centre's reports on the wire: their paths, their queries without empty filters, and
 * the name a CSV export is saved under.
 */

/** The reports of the agent centre, by the last part of their path. */
export const agentReports = ['betting', 'profit-loss', 'transactions', 'income'] as const;
export type AgentReport = (typeof agentReports)[number];

/** What a report query may hold: a range, a page and filters (strings, numbers or unset). */
export type ReportQuery = Record<string, string | number | undefined>;

/** The path a report answers on. */
export function reportPath(report: AgentReport): string {
  return `/wps/agent/reports/${report}`;
}

/**
 * A query for the wire: an empty or blank filter means "everyone", so it is left out, and a
 * text filter goes without the spaces around it.
 */
export function reportSearch(query: ReportQuery): Record<string, string | number> {
  const search: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const kept = typeof value === 'string' ? value.trim() : value;
    if (kept === '') continue;
    search[name] = kept;
  }
  return search;
}

/** The path and query of a report's whole CSV file (the page is not part of an export). */
export function reportExportUrl(report: AgentReport, query: ReportQuery): string {
  const search = reportSearch({ ...query, page: undefined, format: 'csv' });
  const params = new URLSearchParams(
    Object.entries(search).map(([name, value]) => [name, String(value)]),
  );
  return `${reportPath(report)}?${params.toString()}`;
}

/** The file a CSV export is saved as: the report and its days, e.g. team-betting_2025-05-14_2025-05-20.csv. */
export function reportFileName(report: AgentReport, range: { from: string; to: string }): string {
  const names: Record<AgentReport, string> = {
    betting: 'team-betting',
    'profit-loss': 'team-profit-loss',
    transactions: 'team-transactions',
    income: 'my-income',
  };
  return `${names[report]}_${range.from}_${range.to}.csv`;
}
