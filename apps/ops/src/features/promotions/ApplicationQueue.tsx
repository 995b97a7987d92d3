import type { ApplicationQueue, DeskApplication } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, CancelButton, ErrorNote, Field, Skeleton } from '../../ui/controls';
import { Dialog, PromptDialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDateTime } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';
import { ApplicationImages } from './ApplicationImages';
import {
  useApplications,
  usePromotionChanges,
  type MerchantChoice,
  type PromotionChanges,
} from './promotions.api';

const reasonLengthMax = 300;

/** Approving shows what will be paid and asked for, and pays once the operator confirms. */
function ApproveDialog({
  application,
  changes,
  onClose,
}: {
  application: DeskApplication;
  changes: PromotionChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const money = (value: string | null) => formatAmount(value ?? '0', application.currency);
  return (
    <Dialog
      title={t('promoDesk.queue.approveTitle', { username: application.username })}
      onClose={onClose}
      isLocked={isBusy}
      testId="approve-dialog"
    >
      <div className="ops-form">
        <p>
          {t('promoDesk.queue.approveSummary', {
            username: application.username,
            bonus: money(application.bonus),
            turnover: money(application.turnover),
          })}
        </p>
        <ErrorNote text={error} />
        <div className="ops-form__buttons">
          <CancelButton isBusy={isBusy} onClick={onClose} />
          <BusyButton
            isBusy={isBusy}
            data-testid="approve-confirm"
            onClick={() =>
              void run(async () => {
                try {
                  await changes.approve(application.id);
                  onClose();
                } catch (failure) {
                  setError(errorText(failure, t('common.failed')));
                }
              })
            }
          >
            {t('promoDesk.queue.confirmApprove')}
          </BusyButton>
        </div>
      </div>
    </Dialog>
  );
}

/** One application: who, which promotion, the remark and images, and the bonus at stake. */
function ApplicationCard({
  application,
  changes,
}: {
  application: DeskApplication;
  changes: PromotionChanges;
}) {
  const { t, i18n } = useTranslation();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const money = (value: string) => formatAmount(value, application.currency);
  const isWaiting = application.status === 'applying';
  return (
    <article
      className="ops-item"
      data-testid={`application-${application.id}`}
      data-status={application.status}
    >
      <header className="ops-item__head">
        <div className="ops-item__who">
          <strong>{application.username}</strong> <small>#{application.id}</small>
          <br />
          <small>{application.promotionName}</small>
        </div>
        <span className={`ops-badge promo-status--${application.status}`}>
          {t(`promoDesk.queue.status.${application.status}`)}
        </span>
        {application.bonus && (
          <span className="ops-item__amount ops-number">{money(application.bonus)}</span>
        )}
      </header>
      <dl className="ops-fields">
        <Field label={t('promoDesk.queue.remark')}>
          {application.remark ? <q>{application.remark}</q> : t('promoDesk.queue.noRemark')}
        </Field>
        <Field label={t('promoDesk.queue.applied')}>
          {formatDateTime(application.createdAt, i18n.language)}
        </Field>
        {application.deposit && (
          <Field label={t('promoDesk.queue.deposit')}>
            <span className="ops-number">{money(application.deposit)}</span>
          </Field>
        )}
        {application.turnover && (
          <Field label={t('promoDesk.queue.turnover')}>
            <span className="ops-number">{money(application.turnover)}</span>
          </Field>
        )}
        {application.decidedAt && (
          <Field label={t('promoDesk.queue.decided')}>
            {formatDateTime(application.decidedAt, i18n.language)}
            {application.decidedBy && ` · ${application.decidedBy}`}
          </Field>
        )}
        {application.rejectReason && (
          <Field label={t('promoDesk.queue.reason')}>{application.rejectReason}</Field>
        )}
      </dl>
      <ApplicationImages applicationId={application.id} count={application.imageCount} />
      {isWaiting && application.bonus === null && (
        <p className="ops-hint">{t('promoDesk.queue.noDeposit')}</p>
      )}
      {isWaiting && (
        <div className="ops-actions">
          <button
            type="button"
            className="ops-button"
            disabled={application.bonus === null}
            onClick={() => setDialog('approve')}
            data-testid={`approve-${application.id}`}
          >
            {t('promoDesk.queue.approve')}
          </button>
          <button
            type="button"
            className="ops-button ops-button--ghost"
            onClick={() => setDialog('reject')}
          >
            {t('promoDesk.queue.reject')}
          </button>
        </div>
      )}
      {dialog === 'approve' && (
        <ApproveDialog
          application={application}
          changes={changes}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'reject' && (
        <PromptDialog
          title={t('promoDesk.queue.rejectTitle', { username: application.username })}
          summary={<p>{t('promoDesk.queue.rejectSummary')}</p>}
          label={t('promoDesk.queue.reason')}
          submitLabel={t('promoDesk.queue.confirmReject')}
          minLength={2}
          maxLength={reasonLengthMax}
          isDanger
          onClose={() => setDialog(null)}
          onSubmit={async (reason) => {
            try {
              await changes.reject(application.id, reason);
              return null;
            } catch (failure) {
              return errorText(failure, t('common.failed'));
            }
          }}
          testId="reject-dialog"
        />
      )}
    </article>
  );
}

/** The review queue of one status: waiting applications, or those decided lately. */
export function ApplicationQueuePanel({
  merchant,
  queue,
}: {
  merchant: MerchantChoice;
  queue: ApplicationQueue;
}) {
  const { t } = useTranslation();
  const applications = useApplications(merchant, queue);
  const changes = usePromotionChanges(merchant);
  const rows = applications.data;
  return (
    <section className="ops-panel" data-testid={`promo-queue-${queue}`}>
      <div className="ops-section-head">
        <h2>{t(`promoDesk.tabs.${queue}`)}</h2>
        <BusyButton
          isGhost
          isBusy={applications.isFetching}
          onClick={() => void applications.refetch()}
        >
          {t('common.refresh')}
        </BusyButton>
      </div>
      <p className="ops-hint">
        {t(queue === 'applying' ? 'promoDesk.queue.hint' : 'promoDesk.queue.decidedHint')}
      </p>
      <ErrorNote
        text={applications.error ? errorText(applications.error, t('common.loadFailed')) : null}
      />
      {applications.isPending && <Skeleton />}
      {rows && rows.length === 0 && <p className="ops-empty">{t('promoDesk.queue.empty')}</p>}
      {rows && rows.length > 0 && (
        <div className="ops-items">
          {rows.map((application) => (
            <ApplicationCard key={application.id} application={application} changes={changes} />
          ))}
        </div>
      )}
    </section>
  );
}
