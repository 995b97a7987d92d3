import type { MissionReport } from '@khela/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDay } from '../../ui/format';
import { dayRangeProblem, reportDaysMax, type DayRange } from '../rebate/rebate-form';
import { formatCount } from '../vip/vip-text';

/**
 * The days the report covers: two dates asked for together, or the last 30 days (the server's
 * default). A range the server would refuse (the end first, too many days) is named instead.
 */
function DaysForm({
  report,
  range,
  onRange,
}: {
  report: MissionReport;
  range: DayRange | undefined;
  onRange: (range: DayRange | undefined) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DayRange>({ from: report.from, to: report.to });
  const problem = dayRangeProblem(draft);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (problem === null) onRange(draft);
  }
  return (
    <form className="ms-days" noValidate onSubmit={submit} data-testid="missions-days">
      <div className="ms-days__fields" role="group" aria-label={t('missionsDesk.report.days')}>
        <label>
          {t('missionsDesk.report.from')}
          <input
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            data-testid="missions-from"
          />
        </label>
        <label>
          {t('missionsDesk.report.to')}
          <input
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            data-testid="missions-to"
          />
        </label>
      </div>
      <div className="ms-days__buttons">
        <button type="submit" className="ops-button" disabled={problem !== null}>
          {t('missionsDesk.report.show')}
        </button>
        <button
          type="button"
          className="ops-button ops-button--ghost"
          aria-pressed={range === undefined}
          onClick={() => onRange(undefined)}
        >
          {t('missionsDesk.report.last30')}
        </button>
      </div>
      <ErrorNote
        text={problem ? t(`missionsDesk.report.problem.${problem}`, { max: reportDaysMax }) : null}
      />
    </form>
  );
}

/** The days' big figures: what missions paid, in how many claims, to how many members. */
function Figures({ report }: { report: MissionReport }) {
  const { t } = useTranslation();
  const figures = [
    { name: 'total', value: formatAmount(report.total, report.currency) },
    { name: 'claims', value: formatCount(report.claims) },
    { name: 'members', value: formatCount(report.members) },
  ];
  return (
    <dl
      className="ms-figures"
      aria-label={t('missionsDesk.report.figures')}
      data-testid="missions-figures"
    >
      {figures.map((figure) => (
        <div key={figure.name} className="ms-figures__figure" data-figure={figure.name}>
          <dt>{t(`missionsDesk.report.${figure.name}`)}</dt>
          <dd className="ops-number">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Per mission: its claims, the members who claimed and what it paid. */
function MissionTable({ report }: { report: MissionReport }) {
  const { t } = useTranslation();
  const column = {
    mission: t('missionsDesk.report.column.mission'),
    claims: t('missionsDesk.report.column.claims'),
    members: t('missionsDesk.report.column.members'),
    amount: t('missionsDesk.report.column.amount'),
  };
  return (
    <div className="ops-table-wrap">
      <table
        className="ops-table ops-table--stack ms-report-table"
        aria-label={t('missionsDesk.report.byMission')}
        data-testid="missions-by-mission"
      >
        <thead>
          <tr>
            <th scope="col">{column.mission}</th>
            <th scope="col" className="ops-align-end">
              {column.claims}
            </th>
            <th scope="col" className="ops-align-end">
              {column.members}
            </th>
            <th scope="col" className="ops-align-end">
              {column.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.byMission.map((line) => (
            <tr key={line.id} data-mission={line.id}>
              <th scope="row">{line.name}</th>
              <td data-label={column.claims} className="ops-align-end">
                <span className="ops-number">{formatCount(line.claims)}</span>
              </td>
              <td data-label={column.members} className="ops-align-end">
                <span className="ops-number">{formatCount(line.members)}</span>
              </td>
              <td data-label={column.amount} className="ops-align-end">
                <span className="ops-number">{formatAmount(line.amount, report.currency)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What missions paid over the days asked for (by the day a reward was claimed): the big figures
 * and each mission's part, or a note that nothing was claimed.
 */
export function ReportPanel({
  query,
  range,
  onRange,
}: {
  query: UseQueryResult<MissionReport>;
  range: DayRange | undefined;
  onRange: (range: DayRange | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const report = query.data;
  const day = (value: string) => formatDay(`${value}T00:00:00Z`, i18n.language, 'UTC');
  const days = report ? { from: day(report.from), to: day(report.to) } : null;
  return (
    <section className="ops-panel" data-testid="missions-report">
      <div className="ops-section-head">
        <h2>{t('missionsDesk.report.title')}</h2>
        <BusyButton isGhost isBusy={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.refresh')}
        </BusyButton>
      </div>
      <p className="ops-hint">{t('missionsDesk.report.intro')}</p>
      <ErrorNote text={query.error ? errorText(query.error, t('common.loadFailed')) : null} />
      {query.isPending && <Skeleton rows={3} />}
      {report && days && (
        <>
          {/* A new answer (other days) starts the fields again from the days it covers. */}
          <DaysForm
            key={`${report.from}/${report.to}`}
            report={report}
            range={range}
            onRange={onRange}
          />
          <div className="ms-report" aria-busy={query.isPlaceholderData}>
            <p className="ms-covering" data-testid="missions-covering">
              {t('missionsDesk.report.covering', days)}
            </p>
            {report.claims === 0 ? (
              <div className="ops-empty" data-testid="missions-report-empty">
                <p>{t('missionsDesk.report.empty', days)}</p>
              </div>
            ) : (
              <>
                <Figures report={report} />
                <MissionTable report={report} />
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
