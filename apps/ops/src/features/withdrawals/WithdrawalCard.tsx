import type { QueuedWithdrawal } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, Field } from '../../ui/controls';
import { PromptDialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDateTime } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';
import { ProofGallery } from './ProofGallery';
import { ResolveDialog } from './ResolveDialog';
import {
  approveWithdrawal,
  disburseWithdrawal,
  rejectWithdrawal,
  resolveWithdrawal,
  withdrawalKeys,
} from './withdrawals.api';

const reasonLengthMax = 300;
const payoutReferenceLengthMax = 100;

type OpenDialog = 'reject' | 'disburse' | 'resolve' | null;

const disputedStatuses = new Set(['partially_received', 'not_received']);

/** The player's answer after the payout, with what arrived and what is missing. */
function ReceiptFields({ withdrawal }: { withdrawal: QueuedWithdrawal }) {
  const { t, i18n } = useTranslation();
  const { currency } = withdrawal;
  return (
    <>
      {withdrawal.receiptDueAt && withdrawal.status === 'disbursed' && (
        <Field label={t('withdrawals.receiptDue')}>
          {formatDateTime(withdrawal.receiptDueAt, i18n.language)}
        </Field>
      )}
      {withdrawal.receiptAt && (
        <Field label={t('withdrawals.receipt')}>
          {t(`withdrawals.status.${withdrawal.status}`)} ·{' '}
          {formatDateTime(withdrawal.receiptAt, i18n.language)}
        </Field>
      )}
      {withdrawal.receivedAmount !== null && (
        <Field label={t('withdrawals.received')}>
          <span className="ops-number">{formatAmount(withdrawal.receivedAmount, currency)}</span>
        </Field>
      )}
      {withdrawal.remainingAmount !== null && (
        <Field label={t('withdrawals.remaining')}>
          <span className="ops-number ops-text-danger">
            {formatAmount(withdrawal.remainingAmount, currency)}
          </span>
        </Field>
      )}
      {withdrawal.receiptNote && (
        <Field label={t('withdrawals.playerNote')}>
          <q>{withdrawal.receiptNote}</q>
        </Field>
      )}
    </>
  );
}

/**
 * One withdrawal of a finance queue with the decisions its status allows. A one-click
 * decision that fails reports to the desk (the queue is reloaded, so this card may go);
 * a decision made in a dialog keeps its error in the dialog.
 */
export function WithdrawalCard({
  withdrawal,
  onFailure,
}: {
  withdrawal: QueuedWithdrawal;
  onFailure: (text: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { account, currency, id, status } = withdrawal;
  const amount = formatAmount(withdrawal.amount, currency);
  const refresh = () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });

  /** Sends a decision made in a dialog; its error stays in the dialog. */
  async function decide(action: () => Promise<unknown>): Promise<string | null> {
    try {
      await action();
      await refresh();
      return null;
    } catch (failure) {
      return errorText(failure, t('common.failed'));
    }
  }

  return (
    <article className="ops-item" data-testid={`withdrawal-${id}`} data-status={status}>
      <header className="ops-item__head">
        <div className="ops-item__who">
          <strong>{withdrawal.username}</strong> <small>#{id}</small>
        </div>
        <span className={`ops-badge ops-badge--${status}`}>
          {t(`withdrawals.status.${status}`)}
        </span>
        <span className="ops-item__amount ops-number">{amount}</span>
      </header>
      <dl className="ops-fields">
        <Field label={t('withdrawals.payoutAccount')}>
          {account.methodName} · {account.accountName}
          <br />
          <code>{account.accountNumber}</code>
          {account.bankName && ` · ${account.bankName}`}
        </Field>
        <Field label={t('withdrawals.requested')}>
          {formatDateTime(withdrawal.createdAt, i18n.language)}
        </Field>
        {withdrawal.disbursedAt && (
          <Field label={t('withdrawals.disbursed')}>
            {formatDateTime(withdrawal.disbursedAt, i18n.language)}
            {withdrawal.payoutReference && (
              <>
                <br />
                <code>{withdrawal.payoutReference}</code>
              </>
            )}
          </Field>
        )}
        <ReceiptFields withdrawal={withdrawal} />
      </dl>
      <ProofGallery withdrawalId={id} count={withdrawal.proofCount} />
      <div className="ops-actions">
        {status === 'pending' && (
          <BusyButton
            isBusy={isBusy}
            onClick={() =>
              void run(async () => {
                onFailure(null);
                try {
                  await approveWithdrawal(id);
                } catch (failure) {
                  const text = errorText(failure, t('common.failed'));
                  onFailure(`${withdrawal.username} #${id}: ${text}`);
                }
                await refresh();
              })
            }
          >
            {t('withdrawals.approve')}
          </BusyButton>
        )}
        {status === 'approved' && (
          <button
            type="button"
            className="ops-button"
            disabled={isBusy}
            onClick={() => setDialog('disburse')}
          >
            {t('withdrawals.disburse')}
          </button>
        )}
        {(status === 'pending' || status === 'approved') && (
          <button
            type="button"
            className="ops-button ops-button--ghost"
            disabled={isBusy}
            onClick={() => setDialog('reject')}
          >
            {t('withdrawals.reject')}
          </button>
        )}
        {disputedStatuses.has(status) && (
          <button type="button" className="ops-button" onClick={() => setDialog('resolve')}>
            {t('withdrawals.resolve')}
          </button>
        )}
      </div>
      {dialog === 'reject' && (
        <PromptDialog
          title={t('withdrawals.rejectTitle', { username: withdrawal.username })}
          summary={<p>{t('withdrawals.rejectSummary', { amount })}</p>}
          label={t('withdrawals.reason')}
          submitLabel={t('withdrawals.confirmReject')}
          maxLength={reasonLengthMax}
          isDanger
          onClose={() => setDialog(null)}
          onSubmit={(reason) => decide(() => rejectWithdrawal(id, reason))}
          testId="reject-dialog"
        />
      )}
      {dialog === 'disburse' && (
        <PromptDialog
          title={t('withdrawals.disburseTitle', { username: withdrawal.username })}
          summary={
            <p>
              {t('withdrawals.disburseSummary', {
                amount,
                method: account.methodName,
                number: account.accountNumber,
              })}
            </p>
          }
          label={t('withdrawals.payoutReference')}
          submitLabel={t('withdrawals.confirmDisburse')}
          maxLength={payoutReferenceLengthMax}
          field="line"
          onClose={() => setDialog(null)}
          onSubmit={(reference) => decide(() => disburseWithdrawal(id, reference))}
          testId="disburse-dialog"
        />
      )}
      {dialog === 'resolve' && (
        <ResolveDialog
          withdrawal={withdrawal}
          onClose={() => setDialog(null)}
          onSubmit={(input) => decide(() => resolveWithdrawal(id, input))}
        />
      )}
    </article>
  );
}
