import type { WithdrawOverview } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { showToast } from '../../ui/toast';
import { useMoneySubmission } from '../wallet/money-action';
import { MoneyFormError, PaymentPasswordField } from '../wallet/money-form';
import { useRefreshWallet } from '../wallet/wallet.api';
import { maskAccountNumber } from './payout-account';
import { useBindPayoutAccount } from './withdraw.api';

type Errors = Record<string, string | undefined>;

const accountNumberPattern = /^[A-Za-z0-9 -]{3,60}$/;

/** Names compare as a person reads them: case and repeated spaces do not count. */
function sameName(a: string, b: string): boolean {
  const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(a) === normal(b);
}

/** Binds a payout account in the player's own name, proven by the payment password. */
function BindAccountForm({ overview, onDone }: { overview: WithdrawOverview; onDone: () => void }) {
  const { t } = useTranslation();
  const refreshWallet = useRefreshWallet();
  const [methodCode, setMethodCode] = useState(overview.methods[0]?.code ?? '');
  const [accountName, setAccountName] = useState(overview.payeeName ?? '');
  const [accountNumber, setAccountNumber] = useState('');
  const [bankName, setBankName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submission = useMoneySubmission(setErrors);
  const bindAccount = useBindPayoutAccount();
  const method = overview.methods.find((item) => item.code === methodCode);
  const isBank = method?.kind === 'bank';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payee = overview.payeeName;
    const found: Errors = {
      methodCode: method ? undefined : t('validation.required'),
      accountName: !accountName.trim()
        ? t('validation.required')
        : payee && !sameName(accountName, payee)
          ? t('withdraw.nameMustMatch', { name: payee })
          : undefined,
      accountNumber: accountNumberPattern.test(accountNumber.trim())
        ? undefined
        : t('withdraw.accountNumberInvalid'),
      bankName: isBank && !bankName.trim() ? t('validation.required') : undefined,
      paymentPassword: password ? undefined : t('validation.required'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const failure = await submission.run(async () => {
      await bindAccount.mutateAsync({
        methodCode,
        accountName: accountName.trim(),
        accountNumber: accountNumber.trim(),
        ...(isBank ? { bankName: bankName.trim() } : {}),
        paymentPassword: password,
      });
      showToast(t('withdraw.accountBound'), 'success');
      await refreshWallet();
      onDone();
    });
    if (failure === 'payment_password_incorrect') setPassword('');
  }

  return (
    <form
      className="login-form bind-account"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="bind-account-form"
    >
      <label className="login-form__field">
        <span className="login-form__label">{t('withdraw.method')}</span>
        <select
          name="methodCode"
          value={methodCode}
          onChange={(event) => setMethodCode(event.target.value)}
        >
          {overview.methods.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
        {errors.methodCode && <span className="login-form__error">{errors.methodCode}</span>}
      </label>
      <label className="login-form__field">
        <span className="login-form__label">{t('withdraw.accountName')}</span>
        <input
          name="accountName"
          autoComplete="name"
          maxLength={100}
          value={accountName}
          onChange={(event) => setAccountName(event.target.value)}
          aria-invalid={errors.accountName ? true : undefined}
        />
        {errors.accountName ? (
          <span className="login-form__error" data-testid="error-accountName">
            {errors.accountName}
          </span>
        ) : (
          <span className="login-form__note">
            {overview.payeeName ? t('withdraw.accountNameHint') : t('withdraw.accountNameFirst')}
          </span>
        )}
      </label>
      <label className="login-form__field">
        <span className="login-form__label">{t('withdraw.accountNumber')}</span>
        <input
          name="accountNumber"
          autoComplete="off"
          inputMode={method?.kind === 'mobile_money' ? 'tel' : undefined}
          maxLength={60}
          value={accountNumber}
          onChange={(event) => setAccountNumber(event.target.value)}
          aria-invalid={errors.accountNumber ? true : undefined}
        />
        {errors.accountNumber && (
          <span className="login-form__error" data-testid="error-accountNumber">
            {errors.accountNumber}
          </span>
        )}
      </label>
      {isBank && (
        <label className="login-form__field">
          <span className="login-form__label">{t('withdraw.bankName')}</span>
          <input
            name="bankName"
            autoComplete="off"
            maxLength={100}
            value={bankName}
            onChange={(event) => setBankName(event.target.value)}
            aria-invalid={errors.bankName ? true : undefined}
          />
          {errors.bankName && <span className="login-form__error">{errors.bankName}</span>}
        </label>
      )}
      <PaymentPasswordField
        value={password}
        onChange={setPassword}
        error={errors.paymentPassword}
      />
      <button
        type="submit"
        className="button button--primary money-form__submit"
        disabled={submission.isBusy || !overview.hasPaymentPassword}
      >
        {submission.isBusy ? t('login.busy') : t('withdraw.bind')}
      </button>
      <MoneyFormError text={submission.formError} code={submission.errorCode} />
    </form>
  );
}

/** The bound payout accounts and, while there is room, the form to bind another. */
export function PayoutAccounts({ overview }: { overview: WithdrawOverview }) {
  const { t } = useTranslation();
  const { accounts, accountsMax } = overview;
  const [isAdding, setIsAdding] = useState(false);
  const hasRoom = accounts.length < accountsMax;
  const isFormShown = hasRoom && overview.methods.length > 0 && (isAdding || accounts.length === 0);
  return (
    <section className="member-page__section payout-accounts-section" data-testid="payout-accounts">
      <div className="section-head">
        <h3>{t('withdraw.accounts')}</h3>
        <span className="money-note">
          {t('withdraw.accountsCount', { count: accounts.length, max: accountsMax })}
        </span>
      </div>
      {accounts.length > 0 && (
        <ul className="payout-accounts">
          {accounts.map((account) => (
            <li key={account.id} className="payout-account">
              <span className="payout-account__icon">
                <Icon name="wallet" size={18} />
              </span>
              <div className="payout-account__text">
                <strong>
                  {account.methodName}
                  {account.bankName && <span> · {account.bankName}</span>}
                </strong>
                <span className="payout-account__number" data-keep-digits>
                  {maskAccountNumber(account.accountNumber)}
                </span>
                <span>{account.accountName}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {accounts.length === 0 && <p className="money-note">{t('withdraw.noAccounts')}</p>}
      {!hasRoom && <p className="money-note">{t('withdraw.accountsFull', { max: accountsMax })}</p>}
      {overview.methods.length === 0 && <p className="money-note">{t('withdraw.noMethods')}</p>}
      {hasRoom && accounts.length > 0 && overview.methods.length > 0 && (
        <button
          type="button"
          className="button button--ghost button--small payout-accounts__add"
          aria-expanded={isAdding}
          onClick={() => setIsAdding((current) => !current)}
        >
          {isAdding ? t('common.cancel') : t('withdraw.addAccount')}
        </button>
      )}
      {isFormShown && <BindAccountForm overview={overview} onDone={() => setIsAdding(false)} />}
    </section>
  );
}
