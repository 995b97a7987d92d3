import { agentSearchMatchCap, type TeamProfit, type TeamProfitRow } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { useTeamProfit } from './agent-reports.api';
import { ReportView, SignedAmount } from './ReportView';
import { ReportRange, TextFilter, useReportRange, type ReportColumn } from './report-parts';

/** The money columns of a member's line, in the order they are read. */
const amountColumns = ['deposit', 'withdrawal', 'validBet', 'payout', 'bonus'] as const;

/** A member's line: who, at what depth, what moved and the member's profit. */
function useProfitColumns(): ReportColumn<TeamProfitRow>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'username',
      label: t('agent.report.member'),
      render: (row) => <span data-keep-digits>{row.username}</span>,
      isTitle: true,
    },
    {
      key: 'level',
      label: t('agent.members.level'),
      render: (row) => row.level,
      isNumber: true,
    },
    ...amountColumns.map((name) => ({
      key: name,
      label: t(`agent.figures.${name}`),
      render: (row: TeamProfitRow) => formatAmount(row[name]),
      isNumber: true,
    })),
    {
      key: 'profit',
      label: t('agent.profit.profit'),
      render: (row) => <SignedAmount amount={row.profit} />,
      isNumber: true,
    },
  ];
}

/** The totals' cells of the profit report (the level has none). */
function profitTotals(totals: TeamProfit['totals']) {
  return {
    ...Object.fromEntries(amountColumns.map((name) => [name, formatAmount(totals[name])])),
    profit: <SignedAmount amount={totals.profit} />,
  };
}

/**
 * palStatementsAgentCopy (spec §2 User Profit and Loss): each member of the team with its
 * deposits, withdrawals, valid bets, payouts, bonuses and profit in a range, found by the start
 * of a username; totals of the range and a CSV of it.
 */
export function TeamProfitPage() {
  const { t } = useTranslation();
  const { today, range, setRange, page, setPage } = useReportRange();
  const [q, setQ] = useState('');
  const query = { ...range, page, q };
  const profit = useTeamProfit(query);
  const data = profit.data;
  const columns = useProfitColumns();
  return (
    <div className="report" data-testid="ac-palStatementsAgentCopy">
      <section className="member-page__section report__filters">
        <div className="report-filters">
          <TextFilter
            label={t('agent.members.search')}
            value={q}
            onApply={(next) => {
              setQ(next);
              setPage(1);
            }}
            testId="profit-search"
          />
        </div>
        <ReportRange today={today} range={range} onChange={setRange} />
      </section>
      <ReportView
        result={profit}
        report="profit-loss"
        query={query}
        heading={
          <>
            <p className="report__note">{t('agent.profit.note')}</p>
            {data?.hasMoreMatches && (
              <p className="report__note" role="status" data-testid="profit-more-matches">
                {t('agent.members.moreMatches', { count: agentSearchMatchCap })}
              </p>
            )}
          </>
        }
        caption={t('agent.centre.palStatementsAgentCopy')}
        columns={columns}
        rowKey={(row) => row.username}
        totals={data && profitTotals(data.totals)}
        onPage={setPage}
        testId="profit"
      />
    </div>
  );
}
