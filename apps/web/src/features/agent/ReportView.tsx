import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatSignedAmount } from '../../ui/format';
import { netClass } from '../records/bet-round';
import {
  ExportButton,
  ReportBody,
  ReportPager,
  ReportTable,
  type ReportColumn,
} from './report-parts';
import type { AgentReport, ReportQuery } from './report-query';

/** A member's or team's result, signed and coloured as the records show it. */
export function SignedAmount({ amount }: { amount: string }) {
  return <span className={netClass(amount)}>{formatSignedAmount(amount)}</span>;
}

/**
 * A report's answer as a page shows it: its loading, failure or empty state, then a heading
 * (a title or a note), the CSV export, the table with its totals, and the pages.
 */
export function ReportView<Row>({
  result,
  report,
  query,
  heading,
  caption,
  columns,
  rowKey,
  totals,
  onPage,
  testId,
}: {
  result: UseQueryResult<{ rows: Row[]; totalPages: number }>;
  report: AgentReport;
  query: ReportQuery & { from: string; to: string; page: number };
  heading?: ReactNode;
  caption: string;
  columns: ReportColumn<Row>[];
  rowKey: (row: Row) => string;
  totals?: Record<string, ReactNode>;
  onPage: (page: number) => void;
  testId: string;
}) {
  const data = result.data;
  return (
    <ReportBody
      isError={result.isError}
      hasData={data !== undefined}
      isEmpty={data?.rows.length === 0}
      isFetching={result.isFetching}
      onRetry={() => void result.refetch()}
      testId={`${testId}-report`}
    >
      {data && (
        <>
          <div className="report__head">
            {heading}
            <ExportButton report={report} query={query} isDisabled={data.rows.length === 0} />
          </div>
          <ReportTable
            caption={caption}
            columns={columns}
            rows={data.rows}
            rowKey={rowKey}
            totals={totals}
            isStale={result.isPlaceholderData}
            testId={`${testId}-table`}
          />
          <ReportPager page={query.page} totalPages={data.totalPages} onPage={onPage} />
        </>
      )}
    </ReportBody>
  );
}
