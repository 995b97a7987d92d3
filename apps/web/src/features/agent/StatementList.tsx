import type { ContractKind, Statement } from '@khela/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate, formatDateTime } from '../../ui/format';
import { useSiteConfig } from '../system/system.api';
import { percentOf } from './contract-terms';
import { useStatements } from './contracts.api';
import { SignedAmount } from './ReportView';
import { ReportBody, ReportPager } from './report-parts';

/** When a statement's period ran: its days, or its hour or five minutes. */
function PeriodOf({ statement }: { statement: Statement }) {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  const day = (iso: string) => formatDate(iso, i18n.language, info.timezone);
  if (statement.period === '5min' || statement.period === 'hour') {
    return <>{formatDateTime(statement.startsAt, i18n.language, info.timezone)}</>;
  }
  const last = new Date(new Date(statement.endsAt).getTime() - 1).toISOString();
  const first = day(statement.startsAt);
  const lastDay = day(last);
  return <>{first === lastDay ? first : t('agent.contracts.dayRange', { first, last: lastDay })}</>;
}

/** Every figure a statement was computed from, in the order it was computed. */
function StatementFigures({ kind, statement }: { kind: ContractKind; statement: Statement }) {
  const { t } = useTranslation();
  const figures: [string, ReactNode][] =
    kind === 'realtime_salary'
      ? [
          ['lostBet', formatAmount(statement.lostBet)],
          ['wonBet', formatAmount(statement.wonBet)],
          ['lossRate', percentOf(statement.rateBp)],
          ['profitRate', percentOf(statement.profitRateBp ?? 0)],
        ]
      : [
          ...(kind === 'hourly_salary'
            ? []
            : ([['activeMembers', String(statement.activeMembers)]] as [string, string][])),
          ['validBet', formatAmount(statement.validBet)],
          ...(kind === 'dividend'
            ? ([['profitLoss', <SignedAmount key="pl" amount={statement.profitLoss} />]] as [
                string,
                ReactNode,
              ][])
            : []),
          ['rate', statement.tier ? percentOf(statement.rateBp) : t('agent.contracts.noTier')],
        ];
  const money: [string, ReactNode][] = [
    ['own', <SignedAmount key="own" amount={statement.own} />],
    ['downlinesPaid', formatAmount(statement.downlines)],
    ...(kind === 'dividend'
      ? ([
          ['carryIn', formatAmount(statement.carryIn)],
          ['carryOut', formatAmount(statement.carryOut)],
        ] as [string, string][])
      : []),
    ['pay', <strong key="pay">{formatAmount(statement.pay)}</strong>],
    ['paid', formatAmount(statement.paid)],
  ];
  return (
    <dl className="statement__figures">
      {[...figures, ...money].map(([key, value]) => (
        <div key={key}>
          <dt>{t(`agent.contracts.statement.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** My statements of a kind, newest first: what each period paid, and why. */
export function StatementList({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const statements = useStatements(kind, page);
  const data = statements.data;
  return (
    <>
      <h3 className="contract-card__title contracts__records-title">
        {t('agent.contracts.records')}
      </h3>
      <ReportBody
        isError={statements.isError}
        hasData={data !== undefined}
        isEmpty={data?.rows.length === 0}
        isFetching={statements.isFetching}
        onRetry={() => void statements.refetch()}
        testId="contract-statements"
      >
        {data && (
          <>
            <ul className="statements">
              {data.rows.map((statement) => (
                <li key={statement.id} className="statement" data-testid="contract-statement">
                  <details>
                    <summary className="statement__summary">
                      <span className="statement__period">
                        <PeriodOf statement={statement} />
                      </span>
                      <strong className="statement__pay">
                        {formatAmount(statement.pay)} {data.currency}
                      </strong>
                      <span className={`contract-status contract-status--${statement.status}`}>
                        {t(`agent.contracts.statementStatus.${statement.status}`)}
                      </span>
                    </summary>
                    <StatementFigures kind={kind} statement={statement} />
                  </details>
                </li>
              ))}
            </ul>
            <ReportPager page={page} totalPages={data.totalPages} onPage={setPage} />
          </>
        )}
      </ReportBody>
    </>
  );
}
