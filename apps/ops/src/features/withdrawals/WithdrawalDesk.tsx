import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { WithdrawalCard } from './WithdrawalCard';
import { useWithdrawalQueue, withdrawalQueues, type WithdrawalQueue } from './withdrawals.api';

/** How many withdrawals wait in a queue, shown on its tab once known. */
function QueueCount({ status }: { status: WithdrawalQueue }) {
  const queue = useWithdrawalQueue(status);
  if (!queue.data) return null;
  return <span className="ops-count">{queue.data.length}</span>;
}

/**
 * The finance desk for withdrawals: pending ones are approved or rejected (the hold returns),
 * approved ones are paid out with the payment's reference, and disputes after the player's
 * answer are closed with a refund or a confirmation.
 */
export function WithdrawalDesk() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<WithdrawalQueue>('pending');
  const [failure, setFailure] = useState<string | null>(null);
  const queue = useWithdrawalQueue(status);
  const rows = queue.data;
  return (
    <section className="ops-panel" data-testid="ops-withdrawals">
      <div className="ops-section-head">
        <h1>{t('withdrawals.title')}</h1>
        <BusyButton isGhost isBusy={queue.isFetching} onClick={() => void queue.refetch()}>
          {t('common.refresh')}
        </BusyButton>
      </div>
      <div className="ops-tabs" role="group" aria-label={t('withdrawals.queues')}>
        {withdrawalQueues.map((queueStatus) => (
          <button
            key={queueStatus}
            type="button"
            className="ops-tab"
            aria-pressed={queueStatus === status}
            onClick={() => {
              setStatus(queueStatus);
              setFailure(null);
            }}
          >
            {t(`withdrawals.queue.${queueStatus}`)}
            <QueueCount status={queueStatus} />
          </button>
        ))}
      </div>
      <p className="ops-hint">{t(`withdrawals.queueHint.${status}`)}</p>
      <ErrorNote text={failure} testId="withdrawal-failure" />
      <ErrorNote text={queue.error ? errorText(queue.error, t('common.loadFailed')) : null} />
      {queue.isPending && <Skeleton />}
      {rows && rows.length === 0 && <p className="ops-empty">{t('withdrawals.empty')}</p>}
      {rows && rows.length > 0 && (
        <div className="ops-items">
          {rows.map((withdrawal) => (
            <WithdrawalCard key={withdrawal.id} withdrawal={withdrawal} onFailure={setFailure} />
          ))}
        </div>
      )}
    </section>
  );
}
