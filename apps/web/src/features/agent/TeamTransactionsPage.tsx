import {
  teamTransactionKinds,
  type TeamTransaction,
  type TeamTransactionKind,
} from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../ui/format';
import { useSiteConfig } from '../system/system.api';
import { useTeamTransactions } from './agent-reports.api';
import { ReportView } from './ReportView';
import { ReportRange, TextFilter, useReportRange, type ReportColumn } from './report-parts';

/** A movement's columns: when, whose, what, between whom (transfers) and how much. */
function useTransactionColumns(): ReportColumn<TeamTransaction>[] {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  return [
    {
      key: 'username',
      label: t('agent.report.member'),
      render: (row) => <span data-keep-digits>{row.username}</span>,
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
      key: 'kind',
      label: t('agent.transactions.kind'),
      render: (row) => (
        <span className={`report-kind report-kind--${row.kind}`}>
          {t(`agent.transactions.kinds.${row.kind}`)}
        </span>
      ),
    },
    {
      key: 'between',
      label: t('agent.transactions.between'),
      // Only a transfer is between two members; the cell stays empty for the others.
      render: (row) =>
        row.kind === 'transfer' ? (
          <span data-keep-digits>
            {t('agent.transactions.fromTo', { from: row.from ?? '—', to: row.to ?? '—' })}
          </span>
        ) : null,
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
 * agentDownlineTransactionDetailsCopy (spec §2 Transaction Details): the team's deposits,
 * withdrawals and transfers in a range, of one kind or all and one member or all, with a CSV.
 */
export function TeamTransactionsPage() {
  const { t } = useTranslation();
  const { today, range, setRange, page, setPage } = useReportRange();
  const [kind, setKind] = useState<TeamTransactionKind | ''>('');
  const [member, setMember] = useState('');
  const query = { ...range, page, kind, member };
  const transactions = useTeamTransactions(query);
  const columns = useTransactionColumns();
  return (
    <div className="report" data-testid="ac-agentDownlineTransactionDetailsCopy">
      <section className="member-page__section report__filters">
        <div className="records__types" role="radiogroup" aria-label={t('agent.transactions.kind')}>
          {(['', ...teamTransactionKinds] as const).map((item) => (
            <button
              key={item || 'all'}
              type="button"
              role="radio"
              aria-checked={kind === item}
              className="chip"
              data-testid={`transactions-kind-${item || 'all'}`}
              onClick={() => {
                setKind(item);
                setPage(1);
              }}
            >
              {item ? t(`agent.transactions.kinds.${item}`) : t('agent.report.all')}
            </button>
          ))}
        </div>
        <div className="report-filters">
          <TextFilter
            label={t('agent.report.member')}
            value={member}
            onApply={(next) => {
              setMember(next);
              setPage(1);
            }}
            testId="transactions-member"
          />
        </div>
        <ReportRange today={today} range={range} onChange={setRange} />
      </section>
      <ReportView
        result={transactions}
        report="transactions"
        query={query}
        caption={t('agent.centre.agentDownlineTransactionDetailsCopy')}
        columns={columns}
        rowKey={(row) => row.id}
        onPage={setPage}
        testId="transactions"
      />
    </div>
  );
}
