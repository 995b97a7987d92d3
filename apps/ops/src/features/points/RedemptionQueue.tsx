import { redemptionStatuses, type DeskRedemption, type RedemptionStatus } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsApiError } from '../../api';
import { BusyButton, ErrorNote, Field, Skeleton } from '../../ui/controls';
import { PromptDialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDateTime } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';
import { DeskPager } from '../agents/DeskPager';
import { formatPoints } from './points-text';
import {
  redemptionPageSize,
  useRedemptions,
  useRefreshPoints,
  type MerchantChoice,
  type PointsChanges,
} from './points.api';

/** The longest reason a rejection gives (the server's limit). */
const reasonLengthMax = 140;

const pagerWords = {
  previous: 'pointsDesk.queue.previous',
  next: 'pointsDesk.queue.next',
  page: 'pointsDesk.queue.page',
};

/**
 * A refusal that says the redemption was decided meanwhile (by another operator): its message,
 * for the queue to show while it reloads; null for any other failure.
 */
function closedMessage(failure: unknown): string | null {
  return failure instanceof OpsApiError && failure.code === 'redemption_closed'
    ? failure.message
    : null;
}

/** What the member gave to deliver an item to. */
function AddressField({ address }: { address: NonNullable<DeskRedemption['address']> }) {
  const { t } = useTranslation();
  return (
    <div className="ops-field points-address">
      <dt>{t('pointsDesk.queue.address')}</dt>
      <dd>
        {address.name}
        <br />
        <span className="ops-number">{address.mobile}</span>
        <br />
        <span className="points-address__lines">{address.address}</span>
      </dd>
    </div>
  );
}

/** Approve and reject of a redemption in process, with what approving will pay. */
function Decision({
  redemption,
  currency,
  changes,
  onClosed,
}: {
  redemption: DeskRedemption;
  currency: string;
  changes: PointsChanges;
  onClosed: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const [isRejecting, setIsRejecting] = useState(false);
  const amount = formatAmount(redemption.amount ?? '0', currency);
  const approve = () =>
    void run(async () => {
      setError(null);
      try {
        await changes.approve(redemption.id);
      } catch (failure) {
        const closed = closedMessage(failure);
        if (closed === null) setError(errorText(failure, t('common.failed')));
        else onClosed(closed);
      }
    });
  return (
    <>
      <p className="ops-hint">{t(`pointsDesk.queue.pays.${redemption.kind}`, { amount })}</p>
      <ErrorNote text={error} testId="redemption-row-error" />
      <div className="ops-actions">
        <BusyButton isBusy={isBusy} onClick={approve} data-testid="redemption-approve">
          {t('pointsDesk.queue.approve')}
        </BusyButton>
        <button
          type="button"
          className="ops-button ops-button--ghost"
          disabled={isBusy}
          onClick={() => setIsRejecting(true)}
          data-testid="redemption-reject"
        >
          {t('pointsDesk.queue.reject')}
        </button>
      </div>
      {isRejecting && (
        <PromptDialog
          title={t('pointsDesk.queue.rejectTitle', { username: redemption.username })}
          summary={
            <p>
              {t('pointsDesk.queue.rejectSummary', { points: formatPoints(redemption.points) })}
            </p>
          }
          label={t('pointsDesk.queue.reason')}
          submitLabel={t('pointsDesk.queue.confirmReject')}
          maxLength={reasonLengthMax}
          isDanger
          onClose={() => setIsRejecting(false)}
          onSubmit={async (reason) => {
            try {
              await changes.reject(redemption.id, reason);
              return null;
            } catch (failure) {
              const closed = closedMessage(failure);
              if (closed === null) return errorText(failure, t('common.failed'));
              onClosed(closed);
              return null;
            }
          }}
          testId="reject-dialog"
          fieldTestId="reject-reason"
          submitTestId="reject-confirm"
        />
      )}
    </>
  );
}

/** One redemption: who, which reward, its points and amount, where to deliver, and when. */
function RedemptionRow({
  redemption,
  currency,
  canReview,
  changes,
  onClosed,
}: {
  redemption: DeskRedemption;
  currency: string;
  canReview: boolean;
  changes: PointsChanges;
  onClosed: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <article
      className="ops-item"
      data-testid="redemption-row"
      data-redemption-id={redemption.id}
      data-status={redemption.status}
    >
      <header className="ops-item__head">
        <div className="ops-item__who">
          <strong>{redemption.username}</strong> <small>#{redemption.id}</small>
          <br />
          <small>{redemption.rewardName}</small>
        </div>
        <span className={`ops-badge points-kind--${redemption.kind}`}>
          {t(`pointsDesk.rewards.kind.${redemption.kind}`)}
        </span>
      </header>
      <dl className="ops-fields">
        <Field label={t('pointsDesk.queue.points')}>
          <span className="ops-number">{formatPoints(redemption.points)}</span>
        </Field>
        {redemption.amount !== null && (
          <Field label={t('pointsDesk.queue.amount')}>
            <span className="ops-number">{formatAmount(redemption.amount, currency)}</span>
          </Field>
        )}
        <Field label={t('pointsDesk.queue.requested')}>{time(redemption.createdAt)}</Field>
        {redemption.decidedAt && (
          <Field label={t('pointsDesk.queue.decided')}>
            {time(redemption.decidedAt)}
            {redemption.decidedBy && ` · ${redemption.decidedBy}`}
          </Field>
        )}
        {redemption.reason && (
          <Field label={t('pointsDesk.queue.reason')}>{redemption.reason}</Field>
        )}
        {redemption.address && <AddressField address={redemption.address} />}
      </dl>
      {canReview && redemption.status === 'in_process' && (
        <Decision
          redemption={redemption}
          currency={currency}
          changes={changes}
          onClosed={onClosed}
        />
      )}
    </article>
  );
}

/**
 * The redemptions of the point mall by status: those in process wait for a reviewer to approve
 * (the reward is paid) or reject them (the points go back); those decided, newest first.
 */
export function RedemptionQueue({
  merchant,
  currency,
  waiting,
  canReview,
  changes,
}: {
  merchant: MerchantChoice;
  currency: string;
  /** Redemptions in process, for the first tab's count. */
  waiting: number;
  canReview: boolean;
  changes: PointsChanges;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RedemptionStatus>('in_process');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const redemptions = useRedemptions(merchant, status, page);
  const refresh = useRefreshPoints();
  const rows = redemptions.data?.list;
  const totalPages = Math.ceil((redemptions.data?.total ?? 0) / redemptionPageSize);
  const showClosed = (message: string) => {
    setNotice(message || t('common.failed'));
    void refresh();
  };
  return (
    <section className="ops-panel" data-testid="points-redemptions">
      <div className="ops-section-head">
        <h2>{t('pointsDesk.queue.title')}</h2>
        <BusyButton
          isGhost
          isBusy={redemptions.isFetching}
          onClick={() => void redemptions.refetch()}
        >
          {t('common.refresh')}
        </BusyButton>
      </div>
      <div className="ops-tabs" role="group" aria-label={t('pointsDesk.queue.title')}>
        {redemptionStatuses.map((each) => (
          <button
            key={each}
            type="button"
            className="ops-tab"
            aria-pressed={each === status}
            onClick={() => {
              setStatus(each);
              setPage(1);
              setNotice(null);
            }}
            data-testid={`redemptions-tab-${each}`}
          >
            {t(`pointsDesk.queue.tabs.${each}`)}
            {each === 'in_process' && waiting > 0 && (
              <span className="ops-count ops-number">{formatPoints(waiting)}</span>
            )}
          </button>
        ))}
      </div>
      <p className="ops-hint">{t(`pointsDesk.queue.hint.${status}`)}</p>
      <ErrorNote text={notice} testId="redemption-error" />
      <ErrorNote
        text={redemptions.error ? errorText(redemptions.error, t('common.loadFailed')) : null}
      />
      {redemptions.isPending && <Skeleton />}
      {rows && rows.length === 0 && <p className="ops-empty">{t('pointsDesk.queue.empty')}</p>}
      {rows && rows.length > 0 && (
        <div className="ops-items">
          {rows.map((redemption) => (
            <RedemptionRow
              key={redemption.id}
              redemption={redemption}
              currency={currency}
              canReview={canReview}
              changes={changes}
              onClosed={showClosed}
            />
          ))}
        </div>
      )}
      <DeskPager page={page} totalPages={totalPages} onPage={setPage} words={pagerWords} />
    </section>
  );
}
