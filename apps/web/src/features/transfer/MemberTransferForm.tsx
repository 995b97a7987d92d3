import type { TransferOverview } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { showToast } from '../../ui/toast';
import { newAttemptKey } from '../deposit/deposit.api';
import { checkAmount, toWireAmount } from '../wallet/amount';
import { useAmountProblemText, useMoneySubmission } from '../wallet/money-action';
import {
  AmountField,
  ConfirmDialog,
  Money,
  MoneyFormError,
  PaymentPasswordField,
} from '../wallet/money-form';
import { useRefreshWallet } from '../wallet/wallet.api';
import { useMemberTransfer } from './transfer.api';

type Errors = Record<string, string | undefined>;

const usernameLengthMax = 64;

/**
 * Sends money from the main wallet to another member: the upline (named by the server) or,
 * for agents, a downline the agent types (or one chosen on its team page, `username`). Amount
 * and payment password, then a confirmation.
 */
export function MemberTransferForm({
  overview,
  target,
  username: chosenUsername = '',
}: {
  overview: TransferOverview;
  target: 'upline' | 'downline';
  /** The downline to fill in, when the agent picked it elsewhere. */
  username?: string;
}) {
  const { t } = useTranslation();
  const refreshWallet = useRefreshWallet();
  const amountProblemText = useAmountProblemText();
  const [username, setUsername] = useState(chosenUsername);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [attemptKey, setAttemptKey] = useState(newAttemptKey);
  const [errors, setErrors] = useState<Errors>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const submission = useMoneySubmission(setErrors);
  const transfer = useMemberTransfer();
  const { currency } = overview;
  const recipient = target === 'upline' ? (overview.upline?.username ?? '') : username.trim();

  // Any change of the details makes the next press a new attempt with a key of its own; the
  // same details again (after a lost answer) reuse the key, so nothing is paid twice.
  function changed(set: (value: string) => void) {
    return (value: string) => {
      set(value);
      setAttemptKey(newAttemptKey());
      submission.clearError();
    };
  }

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      username: target === 'downline' && !recipient ? t('validation.required') : undefined,
      amount: amountProblemText(
        checkAmount(amount, currency, {
          min: overview.min,
          max: overview.max,
          limit: overview.balance,
        }),
      ),
      paymentPassword: password ? undefined : t('validation.required'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setIsConfirming(true);
  }

  async function send() {
    const body = {
      amount: toWireAmount(amount, currency) ?? amount.trim(),
      paymentPassword: password,
      idempotencyKey: attemptKey,
      ...(target === 'downline' ? { username: recipient } : {}),
    };
    const failure = await submission.run(async () => {
      const result = await transfer.mutateAsync({ target, body });
      showToast(
        t('transfer.sent', { name: recipient, balance: formatAmount(result.balance), currency }),
        'success',
      );
      setAmount('');
      setUsername(chosenUsername);
      setPassword('');
      setAttemptKey(newAttemptKey());
      await refreshWallet();
    });
    // A wrong password is typed again; the attempt (and its key) stays the same.
    if (failure === 'payment_password_incorrect') setPassword('');
    setIsConfirming(false);
  }

  return (
    <>
      <form
        className="login-form"
        onSubmit={review}
        noValidate
        data-testid={`transfer-${target}-form`}
      >
        {target === 'downline' && (
          <label className="login-form__field">
            <span className="login-form__label">{t('transfer.downlineUsername')}</span>
            <input
              name="username"
              autoComplete="off"
              autoCapitalize="none"
              maxLength={usernameLengthMax}
              value={username}
              onChange={(event) => changed(setUsername)(event.target.value)}
              aria-invalid={errors.username ? true : undefined}
            />
            {errors.username && (
              <span className="login-form__error" data-testid="error-username">
                {errors.username}
              </span>
            )}
          </label>
        )}
        <AmountField
          value={amount}
          onChange={changed(setAmount)}
          error={errors.amount}
          hint={t('transfer.amountHint', {
            min: formatAmount(overview.min),
            max: formatAmount(overview.max),
            balance: formatAmount(overview.balance),
          })}
        />
        <PaymentPasswordField
          value={password}
          onChange={(value) => {
            setPassword(value);
            submission.clearError();
          }}
          error={errors.paymentPassword}
        />
        <button
          type="submit"
          className="button button--accent money-form__submit"
          disabled={submission.isBusy || !overview.hasPaymentPassword}
        >
          {submission.isBusy ? t('login.busy') : t(`transfer.submit.${target}`)}
        </button>
        <MoneyFormError text={submission.formError} code={submission.errorCode} />
      </form>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t(`transfer.confirmTitle.${target}`)}
        rows={[
          { label: t('transfer.to'), value: recipient },
          {
            label: t('money.amount'),
            value: <Money amount={toWireAmount(amount, currency) ?? '0'} currency={currency} />,
          },
        ]}
        note={t('transfer.confirmNote')}
        confirmLabel={t(`transfer.submit.${target}`)}
        isBusy={submission.isBusy}
        onConfirm={() => void send()}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
