import { deskLotteryCancelStatuses, type DeskLotteryCancel, type Operator } from '@khela/contracts';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Field, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDateTime } from '../../ui/format';
import { zoneLabel } from '../../ui/zoned-time';
import { ChoiceChips } from './LotteryControls';
import { DecideCancelDialog } from './LotteryDialogs';
import {
  useLotteryCancels,
  type CancelStatusChoice,
  type LotteryChanges,
  type MerchantChoice,
} from './lottery.api';
import { nameIn } from './lottery-text';

const statusBadges: Record<DeskLotteryCancel['status'], string> = {
  pending: 'ops-badge ops-badge--pending',
  approved: 'ops-badge ops-badge--approved',
  rejected: 'ops-badge ops-badge--off',
  lapsed: 'ops-badge',
};

const filterChoices: readonly CancelStatusChoice[] = ['all', ...deskLotteryCancelStatuses];

type Decision = { cancel: DeskLotteryCancel; decision: 'approve' | 'reject' };

/** Who did a step and when: "anna · 25 Nov 2026, 18:02"; the desk's clock, as other logs. */
function byAt(username: string, iso: string, language: string): string {
  return `${username} · ${formatDateTime(iso, language)}`;
}

/**
 * The draw on its game's clock, as the periods and the site show it, with the zone named: the
 * other times of a card are on the desk's own clock.
 */
function drawText(iso: string, language: string, timeZone: string | undefined): string {
  if (timeZone === undefined) return formatDateTime(iso, language);
  return `${formatDateTime(iso, language, timeZone)} (${zoneLabel(timeZone)})`;
}

/** Who decided it: the operator and when, or that it still waits for one. */
function decidedText(cancel: DeskLotteryCancel, language: string, waiting: string): string {
  if (cancel.decidedBy === null || cancel.decidedAt === null) return waiting;
  return byAt(cancel.decidedBy, cancel.decidedAt, language);
}

/**
 * One cancellation: the period and its figures, who asked and who decided. A pending one asked
 * by someone else shows Approve and Reject to an operator who changes lotteries; the operator
 * who asked sees that it waits for another.
 */
function CancelItem({
  cancel,
  operator,
  isManager,
  currency,
  timeZone,
  onDecide,
}: {
  cancel: DeskLotteryCancel;
  operator: Operator;
  isManager: boolean;
  currency: string | undefined;
  /** The game's zone, when the desk knows the game. */
  timeZone: string | undefined;
  onDecide: (decision: Decision) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const game = nameIn(cancel.gameNames, language, cancel.gameId);
  const isPending = cancel.status === 'pending';
  const isOwn = cancel.requestedBy === operator.username;
  return (
    <article
      className="ops-item ld-cancel"
      data-testid={`lottery-cancel-${cancel.id}`}
      data-status={cancel.status}
    >
      <header className="ops-item__head">
        <div className="ops-item__who">
          <strong>{t('lottery.cancels.periodOf', { game, numero: cancel.numero })}</strong>
          <br />
          <small>
            {t(cancel.isAfterLock ? 'lottery.cancels.afterLock' : 'lottery.cancels.beforeLock')}
          </small>
        </div>
        <span className={statusBadges[cancel.status]}>
          {t(`lottery.cancels.statuses.${cancel.status}`)}
        </span>
      </header>
      <dl className="ops-fields ld-cancel__facts">
        <Field label={t('lottery.cancels.reason')}>
          <q>{cancel.reason}</q>
        </Field>
        <Field label={t('lottery.cancels.requestedBy')}>
          {byAt(cancel.requestedBy, cancel.requestedAt, language)}
        </Field>
        <Field label={t('lottery.cancels.decidedBy')}>
          {decidedText(cancel, language, t('lottery.cancels.notDecided'))}
        </Field>
        <Field label={t('lottery.drawsAt')}>{drawText(cancel.drawsAt, language, timeZone)}</Field>
      </dl>
      <dl className="ops-fields ld-cancel__figures">
        <Field label={t('lottery.tickets')}>
          <span className="ops-number">{cancel.tickets}</span>
        </Field>
        <Field label={t('lottery.stakes')}>
          <span className="ops-number">{formatAmount(cancel.stakes, currency)}</span>
        </Field>
        <Field label={t('lottery.exposure')}>
          <span className="ops-number">{formatAmount(cancel.exposure, currency)}</span>
        </Field>
      </dl>
      {isPending && isOwn && <p className="ops-hint">{t('lottery.cancels.yoursWaiting')}</p>}
      {isPending && isManager && !isOwn && (
        <div className="ops-actions">
          <button
            type="button"
            className="ops-button"
            onClick={() => onDecide({ cancel, decision: 'approve' })}
          >
            {t('lottery.cancels.approve')}
          </button>
          <button
            type="button"
            className="ops-button ops-button--ghost"
            onClick={() => onDecide({ cancel, decision: 'reject' })}
          >
            {t('lottery.cancels.reject')}
          </button>
        </div>
      )}
    </article>
  );
}

/**
 * The merchant's period cancellations, pending first: made at once before betting closed, or
 * asked after it and decided by a second operator (or lapsed at the draw). Everyone on the
 * lottery desk sees them; owners and administrators decide the pending ones of others.
 */
export function CancelsPanel({
  merchant,
  operator,
  currency,
  timeZones,
  changes,
  isManager,
  ref,
}: {
  merchant: MerchantChoice;
  operator: Operator;
  currency: string | undefined;
  /** Each game's zone by its code, for the draw times. */
  timeZones: Readonly<Record<string, string>>;
  changes: LotteryChanges;
  isManager: boolean;
  ref?: Ref<HTMLElement>;
}) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<CancelStatusChoice>('all');
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const cancels = useLotteryCancels(merchant, status);
  const items = cancels.data?.items;
  return (
    <section ref={ref} className="ops-panel ld-panel" data-testid="lottery-cancels">
      <div className="ops-section-head">
        <h2>{t('lottery.cancels.title')}</h2>
        <BusyButton isGhost isBusy={cancels.isFetching} onClick={() => void cancels.refetch()}>
          {t('common.refresh')}
        </BusyButton>
      </div>
      <p className="ops-hint">{t('lottery.cancels.intro')}</p>
      <div className="ld-setting">
        <span className="ld-setting__label">{t('lottery.cancels.show')}</span>
        <ChoiceChips
          value={status}
          choices={filterChoices}
          textOf={(choice) =>
            choice === 'all' ? t('lottery.cancels.all') : t(`lottery.cancels.statuses.${choice}`)
          }
          isBusy={false}
          label={t('lottery.cancels.show')}
          testId="lottery-cancels-filter"
          onChange={setStatus}
        />
      </div>
      <ErrorNote text={cancels.error ? errorText(cancels.error, t('common.loadFailed')) : null} />
      {cancels.isPending && <Skeleton rows={2} />}
      {items && items.length === 0 && <p className="ops-empty">{t('lottery.cancels.empty')}</p>}
      {items && items.length > 0 && (
        <div className="ops-items">
          {items.map((cancel) => (
            <CancelItem
              key={cancel.id}
              cancel={cancel}
              operator={operator}
              isManager={isManager}
              currency={currency}
              timeZone={timeZones[cancel.gameId]}
              onDecide={setDeciding}
            />
          ))}
        </div>
      )}
      {deciding && (
        <DecideCancelDialog
          cancel={deciding.cancel}
          decision={deciding.decision}
          gameName={nameIn(deciding.cancel.gameNames, i18n.language, deciding.cancel.gameId)}
          currency={currency}
          changes={changes}
          onClose={() => setDeciding(null)}
        />
      )}
    </section>
  );
}

/**
 * How many cancellations wait for a second operator, at the top of the desk: the list is below
 * every game, a long way down on a phone.
 */
export function PendingCancelsNote({
  merchant,
  onShow,
}: {
  merchant: MerchantChoice;
  onShow: () => void;
}) {
  const { t } = useTranslation();
  const cancels = useLotteryCancels(merchant);
  const count = (cancels.data?.items ?? []).filter((cancel) => cancel.status === 'pending').length;
  if (count === 0) return null;
  return (
    <div className="ops-notice ld-waiting" role="status" data-testid="lottery-cancels-waiting">
      <span>{t('lottery.cancels.waitingCount', { count })}</span>
      <button type="button" className="ops-button ops-button--ghost" onClick={onShow}>
        {t('lottery.cancels.goTo')}
      </button>
    </div>
  );
}
