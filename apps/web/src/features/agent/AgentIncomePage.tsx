import type { AgentIncome } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../ui/format';
import { useSiteConfig } from '../system/system.api';
import { useAgentIncome } from './agent-reports.api';
import './agent.css';
import { ReportView } from './ReportView';
import { ReportRange, useReportRange, type ReportColumn } from './report-parts';

type IncomeRow = AgentIncome['rows'][number];

/** What each source brought in the range, how many payments, and the whole. */
function IncomeSources({ income }: { income: AgentIncome }) {
  const { t } = useTranslation();
  return (
    <dl className="income-sources" data-testid="income-sources">
      {income.sources.map((item) => (
        <div key={item.source} className="agent-figure" data-testid={`income-${item.source}`}>
          <dt>{t(`agent.income.sources.${item.source}`)}</dt>
          <dd>
            {formatAmount(item.amount)}
            <small>{t('agent.income.payments', { count: item.count })}</small>
          </dd>
        </div>
      ))}
      <div className="agent-figure agent-figure--total" data-testid="income-total">
        <dt>{t('agent.income.total')}</dt>
        <dd>
          {formatAmount(income.total)}
          <small>{income.currency}</small>
        </dd>
      </div>
    </dl>
  );
}

/** A payment's columns: its source, when it came and how much. */
function useIncomeColumns(): ReportColumn<IncomeRow>[] {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  return [
    {
      key: 'source',
      label: t('agent.income.source'),
      render: (row) => t(`agent.income.sources.${row.source}`),
      isTitle: true,
    },
    {
      key: 'at',
      label: t('agent.report.time'),
      render: (row) => (
        <time dateTime={row.at}>{formatDateTime(row.at, i18n.language, info.timezone)}</time>
      ),
    },
    {
      key: 'amount',
      label: t('money.amount'),
      render: (row) => <strong>{formatAmount(row.amount)}</strong>,
      isNumber: true,
    },
  ];
}

/**
 * agentRevenueReport (spec §2 My Income): the agent's own pay in a range — dividends, salaries
 * and transfers from its members and its upline — summed per source, then each payment, with a
 * CSV.
 */
export function AgentIncomePage() {
  const { t } = useTranslation();
  const { today, range, setRange, page, setPage } = useReportRange();
  const query = { ...range, page };
  const income = useAgentIncome(query);
  const data = income.data;
  const columns = useIncomeColumns();
  return (
    <div className="report" data-testid="ac-agentRevenueReport">
      <section className="member-page__section report__filters">
        <ReportRange today={today} range={range} onChange={setRange} />
      </section>
      <section className="member-page__section" aria-busy={!data}>
        <h3>{t('agent.income.bySource')}</h3>
        {data ? (
          <IncomeSources income={data} />
        ) : (
          <div className="income-sources income-sources--loading" aria-hidden="true" />
        )}
      </section>
      <ReportView
        result={income}
        report="income"
        query={query}
        heading={<h3>{t('agent.income.paymentsTitle')}</h3>}
        caption={t('agent.income.paymentsTitle')}
        columns={columns}
        rowKey={(row) => row.id}
        onPage={setPage}
        testId="income"
      />
    </div>
  );
}
