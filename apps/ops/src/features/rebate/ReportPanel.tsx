import type { RebateReport } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../ui/controls';
import { formatAmount, formatDay } from '../../ui/format';
import { formatCount, formatPercent, sumAmounts } from '../vip/vip-text';
import {
  dayRangeProblem,
  missingSteps,
  paidShareOf,
  reportDaysMax,
  type DayRange,
} from './rebate-form';

/** A report's day ("2026-11-30") as the operator reads it; the day itself, not an instant. */
function useDayWords() {
  const { i18n } = useTranslation();
  return (day: string) => formatDay(`${day}T00:00:00Z`, i18n.language, 'UTC');
}

/**
 * The days the report covers: two dates asked for together, or the last 30 days (the server's
 * default). A range the server would refuse (the end first, too many days) is named instead.
 */
function DaysForm({
  report,
  range,
  onRange,
}: {
  report: RebateReport;
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
    <form className="rb-days" noValidate onSubmit={submit} data-testid="rebate-days">
      <div className="rb-days__fields" role="group" aria-label={t('rebateDesk.report.days')}>
        <label>
          {t('rebateDesk.report.from')}
          <input
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            data-testid="rebate-from"
          />
        </label>
        <label>
          {t('rebateDesk.report.to')}
          <input
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            data-testid="rebate-to"
          />
        </label>
      </div>
      <div className="rb-days__buttons">
        <button type="submit" className="ops-button" disabled={problem !== null}>
          {t('rebateDesk.report.show')}
        </button>
        <button
          type="button"
          className="ops-button ops-button--ghost"
          aria-pressed={range === undefined}
          onClick={() => onRange(undefined)}
        >
          {t('rebateDesk.report.last30')}
        </button>
      </div>
      <p className="ops-hint rb-days__hint">{t('rebateDesk.report.daysHint')}</p>
      <ErrorNote
        text={problem ? t(`rebateDesk.report.problem.${problem}`, { max: reportDaysMax }) : null}
      />
    </form>
  );
}

/** The days' big figures: what was paid, to how many claims and members, on how much betting. */
function Figures({ report }: { report: RebateReport }) {
  const { t } = useTranslation();
  const { currency } = report;
  const validBet = sumAmounts(
    report.byGameType.map((line) => line.validBet),
    currency,
  );
  const figures = [
    { name: 'total', value: formatAmount(report.total, currency) },
    { name: 'claims', value: formatCount(report.claims) },
    { name: 'members', value: formatCount(report.members) },
    { name: 'validBet', value: validBet === null ? '–' : formatAmount(validBet, currency) },
  ];
  return (
    <dl
      className="rb-figures"
      aria-label={t('rebateDesk.report.figures')}
      data-testid="rebate-figures"
    >
      {figures.map((figure) => (
        <div key={figure.name} className="rb-figures__figure" data-figure={figure.name}>
          <dt>{t(`rebateDesk.report.${figure.name}`)}</dt>
          <dd className="ops-number">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A share of valid bets as a percentage, or a dash where nothing counted. */
function shareText(share: number | null): string {
  return share === null ? '–' : formatPercent(share);
}

/** Per game type: valid bets counted, rebate paid and its share of them; all types last. */
function GameTypeTable({ report }: { report: RebateReport }) {
  const { t } = useTranslation();
  const { currency } = report;
  const validBet = sumAmounts(
    report.byGameType.map((line) => line.validBet),
    currency,
  );
  const column = {
    gameType: t('rebateDesk.report.column.gameType'),
    validBet: t('rebateDesk.report.column.validBet'),
    amount: t('rebateDesk.report.column.amount'),
    share: t('rebateDesk.report.column.share'),
  };
  const rows = [
    ...report.byGameType.map((line) => ({
      key: line.gameType,
      name: t(`games.type.${line.gameType}`),
      validBet: line.validBet,
      amount: line.amount,
      isTotal: false,
    })),
    {
      key: 'all',
      name: t('rebateDesk.report.allTypes'),
      validBet: validBet ?? '',
      amount: report.total,
      isTotal: true,
    },
  ];
  return (
    <div className="rb-types-wrap">
      <h3 className="rb-caption" id="rebate-types-title">
        {t('rebateDesk.report.byGameType')}
      </h3>
      <div className="ops-table-wrap">
        <table
          className="ops-table ops-table--stack rb-types"
          aria-labelledby="rebate-types-title"
          data-testid="rebate-by-game-type"
        >
          <thead>
            <tr>
              <th scope="col">{column.gameType}</th>
              <th scope="col" className="ops-align-end">
                {column.validBet}
              </th>
              <th scope="col" className="ops-align-end">
                {column.amount}
              </th>
              <th scope="col" className="ops-align-end">
                {column.share}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.key}
                className={row.isTotal ? 'rb-types__total' : undefined}
                data-game-type={row.key}
              >
                <th scope="row">{row.name}</th>
                <td data-label={column.validBet} className="ops-align-end">
                  <span className="ops-number">
                    {row.validBet === '' ? '–' : formatAmount(row.validBet, currency)}
                  </span>
                </td>
                <td data-label={column.amount} className="ops-align-end">
                  <span className="ops-number">{formatAmount(row.amount, currency)}</span>
                </td>
                <td data-label={column.share} className="ops-align-end">
                  <span className="ops-number">
                    {shareText(row.validBet === '' ? null : paidShareOf(row, currency))}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="ops-hint">{t('rebateDesk.report.shareHint')}</p>
    </div>
  );
}

/**
 * What the programme paid over the days asked for (by the day a rebate was claimed): the big
 * figures and each game type's part, or a note that nothing was paid and what members need.
 */
export function ReportPanel({
  report,
  range,
  onRange,
  isLoading,
}: {
  report: RebateReport;
  range: DayRange | undefined;
  onRange: (range: DayRange | undefined) => void;
  /** Other days are being fetched; the ones shown are the last answer's. */
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  const day = useDayWords();
  const days = { from: day(report.from), to: day(report.to) };
  const isReady = missingSteps(report.settings).length === 0;
  return (
    <section className="ops-panel" data-testid="rebate-report">
      <h2>{t('rebateDesk.report.title')}</h2>
      {/* A new answer (other days) starts the fields again from the days it covers. */}
      <DaysForm
        key={`${report.from}/${report.to}`}
        report={report}
        range={range}
        onRange={onRange}
      />
      <div className="rb-report" aria-busy={isLoading}>
        <p className="rb-covering" data-testid="rebate-covering">
          {t('rebateDesk.report.covering', days)}
        </p>
        {report.claims === 0 ? (
          <div className="ops-empty" data-testid="rebate-empty">
            <p>{t('rebateDesk.report.empty', days)}</p>
            <p>{t(`rebateDesk.report.${isReady ? 'emptyNext' : 'emptyBlocked'}`)}</p>
          </div>
        ) : (
          <>
            <Figures report={report} />
            <GameTypeTable report={report} />
          </>
        )}
      </div>
    </section>
  );
}
