import type {
  AgentIncome,
  AgentIncomeQuery,
  TeamBetting,
  TeamBettingQuery,
  TeamProfit,
  TeamProfitQuery,
  TeamTransactions,
  TeamTransactionsQuery,
} from '@khela/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiBlob, apiGet } from '../../api/client';
import { sentAtOnce } from '../../api/mutations';
import { useSession } from '../../session/SessionProvider';
import {
  reportExportUrl,
  reportFileName,
  reportPath,
  reportSearch,
  type AgentReport,
  type ReportQuery,
} from './report-query';

/** Query keys of the agent's reports (under 'wallet', so a money action refreshes them). */
export const agentReportKeys = {
  report: (token: string | null, report: AgentReport, query: ReportQuery) =>
    ['wallet', 'agent', 'report', report, token, query] as const,
};

/** A page of a report; the last page stays on screen while the next one loads. */
function useReport<T>(report: AgentReport, query: ReportQuery) {
  const { token, isAgentAccount } = useSession();
  return useQuery({
    queryKey: agentReportKeys.report(token, report, query),
    queryFn: () => apiGet<T>(reportPath(report), reportSearch(query)),
    enabled: token !== null && isAgentAccount,
    placeholderData: keepPreviousData,
    // Reports read folded figures, fresh for about a minute.
    staleTime: 60_000,
  });
}

/** Team betting grouped by member, game type, vendor or day (personalHistoryCopy). */
export function useTeamBetting(query: TeamBettingQuery) {
  return useReport<TeamBetting>('betting', query);
}

/** Profit and loss per member of the team (palStatementsAgentCopy). */
export function useTeamProfit(query: TeamProfitQuery) {
  return useReport<TeamProfit>('profit-loss', query);
}

/** The team's deposits, withdrawals and transfers (agentDownlineTransactionDetailsCopy). */
export function useTeamTransactions(query: TeamTransactionsQuery) {
  return useReport<TeamTransactions>('transactions', query);
}

/** The agent's own income by source and its payments (agentRevenueReport). */
export function useAgentIncome(query: AgentIncomeQuery) {
  return useReport<AgentIncome>('income', query);
}

/** Hands a file to the browser as a download, as a link with `download` would. */
function saveDownload(file: Blob, fileName: string): void {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is then let go.
  window.setTimeout(() => URL.revokeObjectURL(address), 1000);
}

/**
 * A whole report as a CSV file, asked for with the session's headers (a plain link would go
 * without them) and saved as a download named after the report and its days.
 */
export function useReportExport() {
  return useMutation({
    ...sentAtOnce,
    mutationFn: async ({
      report,
      query,
    }: {
      report: AgentReport;
      query: ReportQuery & { from: string; to: string };
    }) => {
      const file = await apiBlob(reportExportUrl(report, query));
      saveDownload(file, reportFileName(report, query));
    },
  });
}
