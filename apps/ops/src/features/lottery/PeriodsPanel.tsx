import type { DeskLotteryCancel, DeskLotteryGame, DeskLotteryPeriod } from '@khela/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDateTime } from '../../ui/format';
import { TimesIn } from '../../ui/ZonedDateTimeField';
import { CancelPeriodDialog } from './LotteryDialogs';
import {
  useLotteryCancels,
  useLotteryPeriods,
  type LotteryChanges,
  type MerchantChoice,
} from './lottery.api';

const statusBadges: Record<DeskLotteryPeriod['status'], string> = {
  open: 'ops-badge ops-badge--ok',
  locked: 'ops-badge ops-badge--pending',
  drawn: 'ops-badge ops-badge--disbursed',
  settled: 'ops-badge',
  cancelled: 'ops-badge ops-badge--off',
};

/** The two lists of a game's periods, each with its heading and its words when empty. */
const periodLists = [
  { kind: 'upcoming', title: 'lottery.upcoming', empty: 'lottery.noUpcoming' },
  { kind: 'past', title: 'lottery.past', empty: 'lottery.noPast' },
] as const;

/** A period not yet drawn can still be cancelled, every stake refunded. */
function isCancellable(period: DeskLotteryPeriod): boolean {
  return period.status === 'open' || period.status === 'locked';
}

/**
 * An upcoming period's action: Cancel while it is not drawn, or that a cancellation is already
 * asked and waits for a second operator (asking twice is refused).
 */
function PeriodAction({
  period,
  isAsked,
  onCancel,
}: {
  period: DeskLotteryPeriod;
  isAsked: boolean;
  onCancel: (period: DeskLotteryPeriod) => void;
}) {
  const { t } = useTranslation();
  if (isAsked) {
    return <span className="ops-badge ops-badge--pending">{t('lottery.cancelAsked')}</span>;
  }
  if (!isCancellable(period)) return null;
  return (
    <button
      type="button"
      className="ops-button ops-button--ghost ld-danger"
      aria-label={t('lottery.cancelTitle', { numero: period.numero })}
      onClick={() => onCancel(period)}
    >
      {t('lottery.cancelPeriod')}
    </button>
  );
}

/** Upcoming periods show what is at stake (exposure); past ones what was paid (wins). */
function PeriodTable({
  periods,
  kind,
  currency,
  timeZone,
  canCancel,
  pendingPeriodIds,
  onCancel,
}: {
  periods: DeskLotteryPeriod[];
  kind: 'upcoming' | 'past';
  currency: string | undefined;
  /** The game's own zone, its schedule's: draw times are shown on its clock. */
  timeZone: string;
  canCancel: boolean;
  /** Periods whose cancellation waits for a second operator. */
  pendingPeriodIds: ReadonlySet<string>;
  onCancel: (period: DeskLotteryPeriod) => void;
}) {
  const { t, i18n } = useTranslation();
  const figure = kind === 'upcoming' ? 'exposure' : 'wins';
  // Past periods keep an empty actions column, so both tables line up for managers.
  const hasActions = canCancel;
  return (
    <div className="ops-table-wrap">
      <table className="ops-table ops-table--stack ld-periods" data-testid={`periods-${kind}`}>
        <thead>
          <tr>
            <th>{t('lottery.period')}</th>
            <th>{t('lottery.periodStatus')}</th>
            <th>{t('lottery.drawsAt')}</th>
            <th className="ops-align-end">{t('lottery.tickets')}</th>
            <th className="ops-align-end">{t('lottery.stakes')}</th>
            <th className="ops-align-end">{t(`lottery.${figure}`)}</th>
            {hasActions && (
              <th>
                <span className={kind === 'past' ? 'visually-hidden' : undefined}>
                  {t('lottery.actions')}
                </span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => (
            <tr key={period.id} data-testid={`period-${period.numero}`}>
              <td data-label={t('lottery.period')} className="ops-number">
                {period.numero}
              </td>
              <td data-label={t('lottery.periodStatus')}>
                <span className={statusBadges[period.status]}>
                  {t(`lottery.periodStatuses.${period.status}`)}
                </span>
              </td>
              <td data-label={t('lottery.drawsAt')}>
                {formatDateTime(period.drawsAt, i18n.language, timeZone)}
              </td>
              <td data-label={t('lottery.tickets')} className="ops-number ops-align-end">
                {period.tickets}
              </td>
              <td data-label={t('lottery.stakes')} className="ops-number ops-align-end">
                {formatAmount(period.stakes, currency)}
              </td>
              <td data-label={t(`lottery.${figure}`)} className="ops-number ops-align-end">
                {formatAmount(period[figure], currency)}
              </td>
              {hasActions && (
                <td data-label={t('lottery.actions')} className="ld-periods__actions">
                  {kind === 'upcoming' && (
                    <PeriodAction
                      period={period}
                      isAsked={pendingPeriodIds.has(period.id)}
                      onCancel={onCancel}
                    />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What a cancellation came to: done (every stake goes back), or asked, waiting for another
 * operator before the draw — never worded as done when it is not.
 */
function CancelResult({ cancel }: { cancel: DeskLotteryCancel }) {
  const { t } = useTranslation();
  const isDone = cancel.status === 'approved';
  return (
    <p
      className={isDone ? 'ops-notice ops-notice--success' : 'ops-notice'}
      role="status"
      data-testid="cancel-period-result"
      data-status={cancel.status}
    >
      {t(isDone ? 'lottery.cancelDone' : 'lottery.cancelPending', { numero: cancel.numero })}
    </p>
  );
}

/** A game's next and latest periods with their figures; managers cancel one not yet drawn. */
export function PeriodsPanel({
  game,
  merchant,
  currency,
  changes,
  isManager,
}: {
  game: DeskLotteryGame;
  merchant: MerchantChoice;
  currency: string | undefined;
  changes: LotteryChanges;
  isManager: boolean;
}) {
  const { t } = useTranslation();
  const periods = useLotteryPeriods(merchant, game.gameId);
  const cancels = useLotteryCancels(merchant);
  const [cancelling, setCancelling] = useState<DeskLotteryPeriod | null>(null);
  const [done, setDone] = useState<DeskLotteryCancel | null>(null);
  const pendingPeriodIds = new Set(
    (cancels.data?.items ?? [])
      .filter((cancel) => cancel.status === 'pending')
      .map((cancel) => cancel.periodId),
  );
  const data = periods.data;
  return (
    <div className="ld-section" data-testid="lottery-periods">
      <div className="ops-section-head">
        <h3>{t('lottery.periods')}</h3>
        <BusyButton isGhost isBusy={periods.isFetching} onClick={() => void periods.refetch()}>
          {t('common.refresh')}
        </BusyButton>
      </div>
      <p className="ops-hint">
        {t('lottery.periodsIntro')}
        <TimesIn zone={game.schedule.timeZone} />
      </p>
      <ErrorNote text={periods.error ? errorText(periods.error, t('common.loadFailed')) : null} />
      {done && <CancelResult cancel={done} />}
      {periods.isPending && <Skeleton rows={3} />}
      {data &&
        periodLists.map(({ kind, title, empty }) => (
          <Fragment key={kind}>
            <h4>{t(title)}</h4>
            {data[kind].length === 0 ? (
              <p className="ops-empty">{t(empty)}</p>
            ) : (
              <PeriodTable
                periods={data[kind]}
                kind={kind}
                currency={currency}
                timeZone={game.schedule.timeZone}
                canCancel={isManager}
                pendingPeriodIds={pendingPeriodIds}
                onCancel={(period) => {
                  setDone(null);
                  setCancelling(period);
                }}
              />
            )}
          </Fragment>
        ))}
      {cancelling && (
        <CancelPeriodDialog
          period={cancelling}
          currency={currency}
          changes={changes}
          onDone={setDone}
          onClose={() => setCancelling(null)}
        />
      )}
    </div>
  );
}
