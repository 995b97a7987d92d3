import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { Pager } from '../../ui/Pager';
import { showToast } from '../../ui/toast';
import { errorText } from '../account/form-helpers';
import { lastDays, todayIn, type DayRange } from '../records/date-range';
import { RangePicker } from '../records/RangePicker';
import { useSiteConfig } from '../system/system.api';
import { LoadFailed } from '../wallet/LoadFailed';
import { useReportExport } from './agent-reports.api';
import type { AgentReport, ReportQuery } from './report-query';
import '../records/records.css';
import './agent-reports.css';

/** A report opens on the last 7 of the merchant's days, today included. */
const defaultDays = 7;
const skeletonRows = [0, 1, 2, 3];

/**
 * A report's days and page: the last week by default; a new range goes back to the first page.
 */
export function useReportRange() {
  const { info } = useSiteConfig();
  const today = todayIn(info.timezone);
  const [range, setRange] = useState<DayRange>(() => lastDays(today, defaultDays));
  const [page, setPage] = useState(1);
  return {
    today,
    range,
    page,
    setPage,
    setRange: (next: DayRange) => {
      setRange(next);
      setPage(1);
    },
  };
}

/** The days of a report and the buttons that move them. */
export function ReportRange({
  today,
  range,
  onChange,
}: {
  today: string;
  range: DayRange;
  onChange: (range: DayRange) => void;
}) {
  return <RangePicker range={range} today={today} onChange={onChange} testId="report-range" />;
}

/** One column of a report table: its heading, how a row fills it, and its alignment. */
export interface ReportColumn<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** Figures line up on the right. */
  isNumber?: boolean;
  /** The cell that names the row: it heads the row's card on a phone. */
  isTitle?: boolean;
}

/**
 * A report as a real table where there is room; on a phone each row becomes a card of
 * label–value lines (the labels come from the column headings). Totals close it.
 */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  totals,
  isStale = false,
  testId,
}: {
  caption: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The totals' cells by column key; the title column says "Total". */
  totals?: Record<string, ReactNode>;
  isStale?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const cellClass = (column: ReportColumn<Row>) =>
    [
      column.isNumber ? 'report-table__number' : '',
      column.isTitle ? 'report-table__title' : '',
    ].join(' ');
  return (
    <div className={`report-table__scroll${isStale ? ' records__rows--stale' : ''}`}>
      <table className="report-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={`${testId}-row`}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)} data-label={column.label}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr data-testid={`${testId}-totals`}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)} data-label={column.label}>
                  {column.isTitle ? t('agent.report.total') : (totals[column.key] ?? '')}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/**
 * What a report's list shows: a retry when it failed, skeleton lines while it first loads (as
 * tall as rows, so nothing jumps), "Nothing in this period" when empty, else the rows.
 */
export function ReportBody({
  isError,
  hasData,
  isEmpty,
  isFetching,
  onRetry,
  testId,
  children,
}: {
  isError: boolean;
  hasData: boolean;
  isEmpty: boolean;
  isFetching: boolean;
  onRetry: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="member-page__section report__body"
      aria-busy={isFetching}
      data-testid={testId}
    >
      {isError && !hasData ? (
        <LoadFailed onRetry={onRetry} />
      ) : !hasData ? (
        <div className="records__skeleton" aria-hidden="true" data-testid={`${testId}-loading`}>
          {skeletonRows.map((index) => (
            <div key={index} className="skeleton report__skeleton-row" />
          ))}
        </div>
      ) : isEmpty ? (
        <EmptyState
          testId={`${testId}-empty`}
          title={t('agent.report.empty')}
          text={t('agent.report.emptyText')}
        />
      ) : (
        children
      )}
    </section>
  );
}

/** Previous and next page of a report, and where we are. */
export function ReportPager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, totalPages);
  return (
    <Pager
      className="report-pager"
      page={page}
      totalPages={pages}
      onPage={onPage}
      labels={{
        region: t('records.pages'),
        previous: t('records.previousPage'),
        next: t('records.nextPage'),
        position: t('records.pageOf', { page: Math.min(page, pages), pages }),
      }}
    />
  );
}

/** Saves the whole report (every page, its filters and days) as a CSV file. */
export function ExportButton({
  report,
  query,
  isDisabled,
}: {
  report: AgentReport;
  query: ReportQuery & { from: string; to: string };
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const exporter = useReportExport();
  const save = () =>
    exporter.mutate(
      { report, query },
      {
        onSuccess: () => showToast(t('agent.report.exported'), 'success'),
        onError: (failure) => showToast(errorText(failure, t), 'danger'),
      },
    );
  return (
    <button
      type="button"
      className="button button--ghost button--small report__export"
      disabled={isDisabled || exporter.isPending}
      onClick={save}
      data-testid="report-export"
    >
      <Icon name="download" size={16} />
      {exporter.isPending ? t('agent.report.exporting') : t('agent.report.export')}
    </button>
  );
}

/** A text filter applied on its button (or Enter), so a list is not asked for at each letter. */
export function TextFilter({
  label,
  value,
  onApply,
  testId,
}: {
  label: string;
  value: string;
  onApply: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [draft, setDraft] = useState(value);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.trim().toLowerCase());
  };
  return (
    <div className="bet-filter">
      <span className="bet-filter__label" id={labelId}>
        {label}
      </span>
      <form className="report-filter__text" role="search" onSubmit={apply} data-testid={testId}>
        <input
          type="search"
          value={draft}
          maxLength={64}
          autoCapitalize="none"
          aria-labelledby={labelId}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--ghost report-filter__find">
          <Icon name="search" size={18} />
          <span className="visually-hidden">{t('agent.members.find')}</span>
        </button>
      </form>
    </div>
  );
}
