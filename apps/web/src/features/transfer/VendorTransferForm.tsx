import { mainWalletCode, type MemberWallet } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { showToast } from '../../ui/toast';
import { newAttemptKey } from '../deposit/deposit.api';
import { checkAmount, isZeroAmount, toWireAmount } from '../wallet/amount';
import { useAmountProblemText, useMoneySubmission } from '../wallet/money-action';
import { AmountField, ConfirmDialog, Money, MoneyFormError } from '../wallet/money-form';
import { useRefreshWallet } from '../wallet/wallet.api';
import { useWalletTransfer } from './transfer.api';

type Direction = 'in' | 'out';

const directions: Direction[] = ['in', 'out'];
type Errors = Record<string, string | undefined>;

/** Moves money between the main wallet and a transfer vendor's wallet, either way. */
export function VendorTransferForm({
  main,
  vendors,
  currency,
}: {
  main: MemberWallet;
  vendors: MemberWallet[];
  currency: string;
}) {
  const { t } = useTranslation();
  const refreshWallet = useRefreshWallet();
  const amountProblemText = useAmountProblemText();
  const [direction, setDirection] = useState<Direction>('in');
  const [vendorCode, setVendorCode] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [attemptKey, setAttemptKey] = useState(newAttemptKey);
  const [errors, setErrors] = useState<Errors>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const submission = useMoneySubmission(setErrors);
  const walletTransfer = useWalletTransfer();
  // Money goes into an open game wallet only, but comes back from any (even under maintenance).
  const usable =
    direction === 'in' ? vendors.filter((wallet) => wallet.status === 'active') : vendors;
  const vendor = usable.find((wallet) => wallet.code === vendorCode) ?? usable[0] ?? null;
  const source = direction === 'in' ? main : vendor;
  const destination = direction === 'in' ? vendor : main;

  function fresh() {
    setAttemptKey(newAttemptKey());
    submission.clearError();
  }

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!source || !destination) return;
    const found: Errors = {
      amount: amountProblemText(checkAmount(amount, currency, { limit: source.balance })),
    };
    setErrors(found);
    if (found.amount) return;
    setIsConfirming(true);
  }

  async function send() {
    if (!source || !destination) return;
    await submission.run(async () => {
      await walletTransfer.mutateAsync({
        from: source.code,
        to: destination.code,
        amount: toWireAmount(amount, currency) ?? amount.trim(),
        idempotencyKey: attemptKey,
      });
      showToast(t('transfer.moved'), 'success');
      setAmount('');
      setAttemptKey(newAttemptKey());
      await refreshWallet();
    });
    setIsConfirming(false);
  }

  const walletName = (wallet: MemberWallet) =>
    wallet.code === mainWalletCode ? t('transfer.walletKind.main') : wallet.name;
  return (
    <section className="member-page__section" data-testid="vendor-transfer">
      <h3>{t('transfer.vendorTitle')}</h3>
      <form className="login-form" onSubmit={review} noValidate data-testid="vendor-transfer-form">
        <div className="segmented" role="radiogroup" aria-label={t('transfer.direction')}>
          {directions.map((item) => (
            <button
              key={item}
              type="button"
              role="radio"
              aria-checked={direction === item}
              className="segmented__option"
              onClick={() => {
                setDirection(item);
                fresh();
              }}
            >
              {t(`transfer.directionOption.${item}`)}
            </button>
          ))}
        </div>
        {usable.length === 0 ? (
          <p className="notice">{t('transfer.vendorsUnavailable')}</p>
        ) : (
          <>
            <label className="login-form__field">
              <span className="login-form__label">{t('transfer.gameWallet')}</span>
              <select
                name="vendor"
                value={vendor?.code ?? ''}
                onChange={(event) => {
                  setVendorCode(event.target.value);
                  fresh();
                }}
              >
                {usable.map((wallet) => (
                  <option key={wallet.code} value={wallet.code}>
                    {wallet.name}
                  </option>
                ))}
              </select>
            </label>
            {source && destination && (
              <p className="transfer-route" data-testid="transfer-route">
                <span>{walletName(source)}</span>
                <Icon name="chevron-right" size={18} className="transfer-route__arrow" />
                <span>{walletName(destination)}</span>
              </p>
            )}
            <AmountField
              value={amount}
              onChange={(value) => {
                setAmount(value);
                fresh();
              }}
              error={errors.amount}
              hint={
                source
                  ? t('transfer.available', { amount: formatAmount(source.balance), currency })
                  : undefined
              }
            />
            {source && !isZeroAmount(source.balance, currency) && (
              <button
                type="button"
                className="chip transfer-all"
                onClick={() => {
                  setAmount(source.balance);
                  fresh();
                }}
              >
                {t('transfer.all')}
              </button>
            )}
            <button
              type="submit"
              className="button button--accent money-form__submit"
              disabled={submission.isBusy}
            >
              {submission.isBusy ? t('login.busy') : t('transfer.move')}
            </button>
            <MoneyFormError text={submission.formError} code={submission.errorCode} />
          </>
        )}
      </form>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('transfer.move')}
        rows={[
          { label: t('transfer.from'), value: source ? walletName(source) : '' },
          { label: t('transfer.to'), value: destination ? walletName(destination) : '' },
          {
            label: t('money.amount'),
            value: <Money amount={toWireAmount(amount, currency) ?? '0'} currency={currency} />,
          },
        ]}
        confirmLabel={t('transfer.move')}
        isBusy={submission.isBusy}
        onConfirm={() => void send()}
        onCancel={() => setIsConfirming(false)}
      />
    </section>
  );
}
