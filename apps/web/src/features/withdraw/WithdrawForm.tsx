import type { WithdrawOverview } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { showToast } from '../../ui/toast';
import { newAttemptKey } from '../deposit/deposit.api';
import { checkAmount, isZeroAmount, toWireAmount } from '../wallet/amount';
import { useAmountProblemText, useMoneySubmission } from '../wallet/money-action';
import {
  AmountField,
  ConfirmDialog,
  Money,
  MoneyFormError,
  PaymentPasswordField,
} from '../wallet/money-form';
import { useRefreshWallet } from '../wallet/wallet.api';
import { accountLabel, maskAccountNumber } from './payout-account';
import { useRequestWithdrawal } from './withdraw.api';

type Errors = Record<string, string | undefined>;

/** Why no withdrawal can be asked for right now, if anything stops it. */
function blockedReason(overview: WithdrawOverview): string | null {
  if (!overview.hasPaymentPassword) return 'withdraw.needPassword';
  if (overview.accounts.length === 0) return 'withdraw.needAccount';
  if (!isZeroAmount(overview.turnover.remaining, overview.currency)) return 'withdraw.needTurnover';
  if (overview.limits.usedTodayCount >= overview.limits.dailyCountMax)
    return 'withdraw.needTomorrow';
  return null;
}

/** The withdrawal request: which account, how much, the payment password, then a confirmation. */
export function WithdrawForm({ overview }: { overview: WithdrawOverview }) {
  const { t } = useTranslation();
  const refreshWallet = useRefreshWallet();
  const amountProblemText = useAmountProblemText();
  const [accountId, setAccountId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [attemptKey, setAttemptKey] = useState(newAttemptKey);
  const [errors, setErrors] = useState<Errors>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const submission = useMoneySubmission(setErrors);
  const requestWithdrawal = useRequestWithdrawal();
  const { currency, limits } = overview;
  const account =
    overview.accounts.find((item) => item.id === accountId) ?? overview.accounts[0] ?? null;
  const blocked = blockedReason(overview);

  // Any change of the details makes the next press a new attempt with a key of its own; the
  // same details again (after a lost answer) reuse the key, so nothing is paid twice.
  function changed<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setAttemptKey(newAttemptKey());
      submission.clearError();
    };
  }

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      amount: amountProblemText(
        checkAmount(amount, currency, {
          min: limits.min,
          max: limits.max,
          limit: overview.balance,
        }),
      ),
      paymentPassword: password ? undefined : t('validation.required'),
    };
    setErrors(found);
    if (!account || found.amount || found.paymentPassword) return;
    setIsConfirming(true);
  }

  async function send() {
    if (!account) return;
    const wireAmount = toWireAmount(amount, currency) ?? amount.trim();
    const failure = await submission.run(async () => {
      await requestWithdrawal.mutateAsync({
        accountId: account.id,
        amount: wireAmount,
        paymentPassword: password,
        idempotencyKey: attemptKey,
      });
      showToast(t('withdraw.requested'), 'success');
      setAmount('');
      setPassword('');
      setAttemptKey(newAttemptKey());
      await refreshWallet();
    });
    // A wrong password is typed again; the attempt (and its key) stays the same.
    if (failure === 'payment_password_incorrect') setPassword('');
    setIsConfirming(false);
  }

  return (
    <section className="member-page__section withdraw-request" data-testid="withdraw-request">
      <h3>{t('withdraw.requestTitle')}</h3>
      {blocked && (
        <p className="notice" data-testid="withdraw-blocked">
          {t(blocked)}
        </p>
      )}
      {overview.accounts.length > 0 && (
        <form className="login-form" onSubmit={review} noValidate data-testid="withdraw-form">
          <fieldset className="account-picker">
            <legend className="login-form__label">{t('withdraw.toAccount')}</legend>
            {overview.accounts.map((item) => (
              <label key={item.id} className="account-picker__option">
                <input
                  type="radio"
                  name="accountId"
                  value={item.id}
                  checked={item.id === account?.id}
                  onChange={() => changed(setAccountId)(item.id)}
                />
                <span className="account-picker__text">
                  <strong>{item.methodName}</strong>
                  <span>
                    {item.bankName ? `${item.bankName} · ` : ''}
                    {maskAccountNumber(item.accountNumber)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <AmountField
            value={amount}
            onChange={changed(setAmount)}
            error={errors.amount}
            hint={t('withdraw.amountHint', {
              min: formatAmount(limits.min),
              max: formatAmount(limits.max),
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
            disabled={submission.isBusy || blocked !== null}
          >
            {submission.isBusy ? t('login.busy') : t('withdraw.submit')}
          </button>
          <MoneyFormError text={submission.formError} code={submission.errorCode} />
        </form>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('withdraw.confirmTitle')}
        rows={[
          {
            label: t('money.amount'),
            value: <Money amount={toWireAmount(amount, currency) ?? '0'} currency={currency} />,
          },
          { label: t('withdraw.toAccount'), value: account ? accountLabel(account) : '' },
          { label: t('withdraw.accountName'), value: account?.accountName ?? '' },
        ]}
        note={t('withdraw.confirmNote')}
        confirmLabel={t('withdraw.submit')}
        isBusy={submission.isBusy}
        onConfirm={() => void send()}
        onCancel={() => setIsConfirming(false)}
      />
    </section>
  );
}
