import type { DeskTable, DeskTableRound } from '@khela/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDay, formatTimeOfDay } from '../../ui/format';
import { browserTimeZone, zoneLabel } from '../../ui/zoned-time';
import { DeskPager } from '../agents/DeskPager';
import { RoundResult } from './RoundResult';
import { CancelRoundDialog } from './TableDialogs';
import { roundBadges } from './TablesList';
import { tableName } from './table-text';
import { useTableRounds, type MerchantChoice, type TableChanges } from './tables.api';

/** A round still taking bets, or closed and not drawn yet, can be cancelled (stakes refunded). */
function isCancellable(round: DeskTableRound): boolean {
  return round.status === 'open' || round.status === 'closed';
}

/** Reason a round was cancelled by the engine itself: no server ran it in its window. */
const missedReason = 'missed';

/** Why and by whom a round was cancelled, under its status. */
function Cancellation({ round }: { round: DeskTableRound }) {
  const { t, i18n } = useTranslation();
  if (round.cancelReason === null) return null;
  const reason =
    round.cancelReason === missedReason ? t('tables.rounds.missed') : round.cancelReason;
  const by = round.cancelledBy ?? t('tables.rounds.system');
  const at = round.cancelledAt ? formatTimeOfDay(round.cancelledAt, i18n.language) : '';
  return (
    <small className="tb-cancelled" data-testid="round-cancellation">
      <q>{reason}</q>
      <br />
      {t('tables.rounds.cancelledBy', { by, at })}
    </small>
  );
}

/** When the round took bets: "22:01:05 – 22:01:20", its day under it. */
function Times({ round }: { round: DeskTableRound }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <span className="ops-number">
        {t('tables.rounds.window', {
          opens: formatTimeOfDay(round.opensAt, i18n.language),
          closes: formatTimeOfDay(round.closesAt, i18n.language),
        })}
      </span>
      <br />
      <small className="ops-muted">{formatDay(round.opensAt, i18n.language)}</small>
    </>
  );
}

/** The headings of the money columns, which name the currency. */
interface MoneyLabels {
  stake: string;
  payout: string;
}

function RoundRow({
  round,
  money,
  canCancel,
  onCancel,
}: {
  round: DeskTableRound;
  money: MoneyLabels;
  canCancel: boolean;
  onCancel: (round: DeskTableRound) => void;
}) {
  const { t } = useTranslation();
  return (
    <tr data-testid={`round-${round.number}`} data-status={round.status}>
      <td data-label={t('tables.rounds.number')} className="ops-number">
        {round.number}
      </td>
      <td data-label={t('tables.rounds.status')}>
        <span className={roundBadges[round.status]}>{t(`tables.roundStatus.${round.status}`)}</span>
        <Cancellation round={round} />
      </td>
      <td data-label={t('tables.rounds.times')}>
        <Times round={round} />
      </td>
      <td data-label={t('tables.rounds.result')}>
        <RoundResult result={round.result} />
      </td>
      <td data-label={t('tables.column.bets')} className="ops-number ops-align-end">
        {round.bets}
      </td>
      <td data-label={t('tables.column.players')} className="ops-number ops-align-end">
        {round.players}
      </td>
      <td data-label={money.stake} className="ops-number ops-align-end">
        {formatAmount(round.stake)}
      </td>
      <td data-label={money.payout} className="ops-number ops-align-end">
        {formatAmount(round.payout)}
      </td>
      {canCancel && (
        <td data-label={t('tables.column.actions')} className="tb-rounds__actions">
          {isCancellable(round) && (
            <button
              type="button"
              className="ops-button ops-button--ghost tb-danger"
              aria-label={t('tables.cancel.title', { number: round.number })}
              onClick={() => onCancel(round)}
            >
              {t('tables.cancel.action')}
            </button>
          )}
        </td>
      )}
    </tr>
  );
}

/** How the rounds' pager words its ends: newer and older rounds. */
const roundPages = {
  previous: 'tables.rounds.newer',
  next: 'tables.rounds.older',
  page: 'tables.rounds.page',
};

/**
 * A table's rounds, newest first, a page at a time: status (and why and by whom a cancelled
 * one was), when it took bets, its result, bets, players, stakes and payouts. Managers cancel a
 * round not yet drawn. Brought into view when it opens.
 */
export function RoundsPanel({
  table,
  merchant,
  currency,
  changes,
  isManager,
  onClose,
}: {
  table: DeskTable;
  merchant: MerchantChoice;
  currency: string | undefined;
  changes: TableChanges;
  isManager: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const rounds = useTableRounds(merchant, table.code, page);
  const [cancelling, setCancelling] = useState<DeskTableRound | null>(null);
  const [cancelled, setCancelled] = useState<DeskTableRound | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    panelRef.current?.scrollIntoView({ block: 'start' });
  }, []);
  const name = tableName(table, i18n.language);
  const data = rounds.data;
  const inCurrency = (label: string) =>
    currency ? t('tables.column.inCurrency', { label, currency }) : label;
  const money = {
    stake: inCurrency(t('tables.column.stake')),
    payout: inCurrency(t('tables.column.payout')),
  };
  return (
    <section ref={panelRef} className="ops-panel tb-panel" data-testid="table-rounds">
      <div className="ops-section-head">
        <h2>
          {t('tables.rounds.title', { name })} <code>{table.code}</code>
        </h2>
        <div className="ops-inline">
          <BusyButton isGhost isBusy={rounds.isFetching} onClick={() => void rounds.refetch()}>
            {t('common.refresh')}
          </BusyButton>
          <button type="button" className="ops-button ops-button--ghost" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      </div>
      <p className="ops-hint">
        {t('tables.rounds.intro')}{' '}
        {t('tables.rounds.clock', { zone: zoneLabel(browserTimeZone()) })}
      </p>
      {cancelled && (
        <p className="ops-notice ops-notice--success" role="status" data-testid="cancel-round-done">
          {t('tables.cancel.done', { number: cancelled.number })}
        </p>
      )}
      <ErrorNote text={rounds.error ? errorText(rounds.error, t('common.loadFailed')) : null} />
      {rounds.isPending && <Skeleton rows={4} />}
      {data && data.rounds.length === 0 && <p className="ops-empty">{t('tables.rounds.empty')}</p>}
      {data && data.rounds.length > 0 && (
        <div className="ops-table-wrap">
          <table className="ops-table ops-table--stack tb-rounds" data-testid="rounds-list">
            <thead>
              <tr>
                <th>{t('tables.rounds.number')}</th>
                <th>{t('tables.rounds.status')}</th>
                <th>{t('tables.rounds.times')}</th>
                <th>{t('tables.rounds.result')}</th>
                <th className="ops-align-end">{t('tables.column.bets')}</th>
                <th className="ops-align-end">{t('tables.column.players')}</th>
                <th className="ops-align-end">{money.stake}</th>
                <th className="ops-align-end">{money.payout}</th>
                {isManager && (
                  <th>
                    <span className="visually-hidden">{t('tables.column.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {data.rounds.map((round) => (
                <RoundRow
                  key={round.id}
                  round={round}
                  money={money}
                  canCancel={isManager}
                  onCancel={(chosen) => {
                    setCancelled(null);
                    setCancelling(chosen);
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <DeskPager
          words={roundPages}
          className="tb-pager"
          page={data.page}
          totalPages={data.totalPages}
          onPage={setPage}
        />
      )}
      {cancelling && (
        <CancelRoundDialog
          table={table}
          round={cancelling}
          currency={currency ?? ''}
          changes={changes}
          onDone={setCancelled}
          onClose={() => setCancelling(null)}
        />
      )}
    </section>
  );
}
