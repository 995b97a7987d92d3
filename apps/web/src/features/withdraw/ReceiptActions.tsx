import type { Withdrawal, WithdrawReceiptFields } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration, useSecondsLeft } from '../../ui/countdown';
import { formatAmount, formatDateTime } from '../../ui/format';
import { showToast } from '../../ui/toast';
import { useSiteConfig } from '../system/system.api';
import { checkAmount, isZeroAmount, remainingAmount, toWireAmount } from '../wallet/amount';
import { useAmountProblemText, useMoneySubmission } from '../wallet/money-action';
import { AmountField, ConfirmDialog, Money, MoneyFormError } from '../wallet/money-form';
import { useRefreshWallet } from '../wallet/wallet.api';
import { ProofPicker, useProofs } from './ProofPicker';
import { useSendReceipt } from './withdraw.api';

type Outcome = WithdrawReceiptFields['outcome'];
type Errors = Record<string, string | undefined>;

const outcomes: Outcome[] = ['received', 'partially_received', 'not_received'];
const noteLengthMax = 300;

/** The time left to confirm a payout, ticking; once past, the payout counts as received. */
function ReceiptDeadline({ dueAt }: { dueAt: string }) {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  const secondsLeft = useSecondsLeft(dueAt);
  const isLate = secondsLeft < 5 * 60;
  return (
    <p
      className={`receipt__deadline${isLate ? ' receipt__deadline--late' : ''}`}
      role="timer"
      data-testid="receipt-deadline"
    >
      {secondsLeft > 0
        ? t('withdraw.receiptDue', {
            time: formatDateTime(dueAt, i18n.language, info.timezone),
            left: formatDuration(secondsLeft),
          })
        : t('withdraw.receiptPast')}
    </p>
  );
}

/**
 * The player's answer to a payout: received, partially received (how much arrived; the rest
 * is shown as it is typed) or not received (proof images required). Sent as multipart/form-data.
 */
export function ReceiptActions({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const refreshWallet = useRefreshWallet();
  const amountProblemText = useAmountProblemText();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [received, setReceived] = useState('');
  const [note, setNote] = useState('');
  const [proofs, setProofs] = useProofs();
  const [errors, setErrors] = useState<Errors>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const submission = useMoneySubmission(setErrors);
  const sendReceipt = useSendReceipt();
  const { currency } = withdrawal;
  const remaining = remainingAmount(withdrawal.amount, received, currency);

  async function send(chosen: Outcome) {
    const form = new FormData();
    form.append('outcome', chosen);
    if (chosen === 'partially_received') {
      form.append('receivedAmount', toWireAmount(received, currency) ?? received.trim());
    }
    if (chosen !== 'received' && note.trim()) form.append('note', note.trim());
    if (chosen !== 'received') for (const { file } of proofs) form.append('proof', file, file.name);
    await submission.run(async () => {
      await sendReceipt.mutateAsync({ withdrawalId: withdrawal.id, form });
      showToast(t('withdraw.receiptSent'), 'success');
      await refreshWallet();
    });
    setIsConfirming(false);
  }

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!outcome) return;
    const found: Errors = {};
    if (outcome === 'partially_received') {
      // Partly received is more than nothing and less than the whole amount.
      const problem = checkAmount(received, currency, { limit: withdrawal.amount });
      found.receivedAmount =
        amountProblemText(problem) ??
        (remaining !== null && isZeroAmount(remaining, currency)
          ? t('withdraw.partialIsWhole')
          : undefined);
    }
    if (outcome === 'not_received' && proofs.length === 0)
      found.proof = t('errors.proof_image_required');
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    void send(outcome);
  }

  return (
    <div className="receipt" data-testid="receipt-actions">
      {withdrawal.receiptDueAt && <ReceiptDeadline dueAt={withdrawal.receiptDueAt} />}
      <p className="receipt__question">{t('withdraw.receiptQuestion')}</p>
      <div className="receipt__choices" role="group" aria-label={t('withdraw.receiptQuestion')}>
        {outcomes.map((item) => (
          <button
            key={item}
            type="button"
            className="chip receipt__choice"
            aria-pressed={outcome === item}
            onClick={() => {
              setOutcome(item);
              setErrors({});
              submission.clearError();
              if (item === 'received') setIsConfirming(true);
            }}
          >
            {t(`withdraw.outcome.${item}`)}
          </button>
        ))}
      </div>
      {outcome && outcome !== 'received' && (
        <form className="login-form receipt__form" onSubmit={review} noValidate>
          {outcome === 'partially_received' && (
            <>
              <AmountField
                name="receivedAmount"
                label={t('withdraw.receivedAmount')}
                value={received}
                onChange={setReceived}
                error={errors.receivedAmount}
              />
              <p className="receipt__remaining" data-testid="receipt-remaining">
                <span>{t('withdraw.remainingAmount')}</span>
                <strong>{remaining === null ? '—' : formatAmount(remaining)}</strong>
              </p>
            </>
          )}
          <ProofPicker
            proofs={proofs}
            onChange={setProofs}
            isRequired={outcome === 'not_received'}
            error={errors.proof}
          />
          <label className="login-form__field">
            <span className="login-form__label">{t('withdraw.noteOptional')}</span>
            <textarea
              name="note"
              rows={2}
              maxLength={noteLengthMax}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
          <button
            type="submit"
            className="button button--accent money-form__submit"
            disabled={submission.isBusy}
          >
            {submission.isBusy ? t('login.busy') : t('withdraw.receiptSend')}
          </button>
        </form>
      )}
      <MoneyFormError text={submission.formError} code={submission.errorCode} />
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('withdraw.outcome.received')}
        rows={[
          {
            label: t('money.amount'),
            value: <Money amount={withdrawal.amount} currency={currency} />,
          },
        ]}
        note={t('withdraw.receivedNote')}
        confirmLabel={t('withdraw.outcome.received')}
        isBusy={submission.isBusy}
        onConfirm={() => void send('received')}
        onCancel={() => {
          setIsConfirming(false);
          setOutcome(null);
        }}
      />
    </div>
  );
}
