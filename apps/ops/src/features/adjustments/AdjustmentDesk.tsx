import type { Adjustment, Operator } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Field, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDateTime } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';
import { memberKeys } from '../members/members.api';
import { adjustmentKeys, decideAdjustment, useAwaitingAdjustments } from './adjustments.api';

function AdjustmentItem({ adjustment, operator }: { adjustment: Adjustment; operator: Operator }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [pending, setPending] = useState<'approve' | 'reject' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isOwn = adjustment.requestedBy === operator.username;

  function decide(decision: 'approve' | 'reject') {
    void run(async () => {
      setPending(decision);
      setError(null);
      try {
        await decideAdjustment(adjustment.id, decision);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: adjustmentKeys.all }),
          queryClient.invalidateQueries({ queryKey: memberKeys.detail(adjustment.memberId) }),
        ]);
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      } finally {
        setPending(null);
      }
    });
  }

  const isDebit = adjustment.direction === 'debit';
  return (
    <article className="ops-item" data-testid={`adjustment-${adjustment.id}`}>
      <header className="ops-item__head">
        <div className="ops-item__who">
          <strong>{adjustment.username}</strong> <small>#{adjustment.id}</small>
        </div>
        {isOwn && <span className="ops-badge">{t('adjustments.yours')}</span>}
        <span
          className={`ops-item__amount ops-number ${isDebit ? 'ops-text-danger' : 'ops-text-success'}`}
        >
          {t(`adjustments.direction.${adjustment.direction}`)}{' '}
          {formatAmount(adjustment.amount, adjustment.currency)}
        </span>
      </header>
      <dl className="ops-fields">
        <Field label={t('adjustments.reason')}>
          <q>{adjustment.reason}</q>
        </Field>
        <Field label={t('adjustments.requestedBy')}>
          {adjustment.requestedBy} · {formatDateTime(adjustment.requestedAt, i18n.language)}
        </Field>
      </dl>
      {isOwn && <p className="ops-hint">{t('adjustments.ownHint')}</p>}
      <div className="ops-actions">
        <BusyButton
          isBusy={pending === 'approve'}
          disabled={isBusy}
          onClick={() => decide('approve')}
        >
          {t('adjustments.approve')}
        </BusyButton>
        <BusyButton
          isGhost
          isBusy={pending === 'reject'}
          disabled={isBusy}
          onClick={() => decide('reject')}
        >
          {t('adjustments.reject')}
        </BusyButton>
      </div>
      <ErrorNote text={error} testId="adjustment-error" />
    </article>
  );
}

/**
 * Adjustments at or above the merchant's threshold wait here until an operator other than
 * the one who asked approves (the money moves) or rejects them.
 */
export function AdjustmentDesk({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const queue = useAwaitingAdjustments();
  const rows = queue.data;
  return (
    <section className="ops-panel" data-testid="ops-adjustments">
      <div className="ops-section-head">
        <h1>{t('adjustments.title')}</h1>
        <BusyButton isGhost isBusy={queue.isFetching} onClick={() => void queue.refetch()}>
          {t('common.refresh')}
        </BusyButton>
      </div>
      <p className="ops-hint">{t('adjustments.hint')}</p>
      <ErrorNote text={queue.error ? errorText(queue.error, t('common.loadFailed')) : null} />
      {queue.isPending && <Skeleton />}
      {rows && rows.length === 0 && <p className="ops-empty">{t('adjustments.empty')}</p>}
      {rows && rows.length > 0 && (
        <div className="ops-items">
          {rows.map((adjustment) => (
            <AdjustmentItem key={adjustment.id} adjustment={adjustment} operator={operator} />
          ))}
        </div>
      )}
    </section>
  );
}
