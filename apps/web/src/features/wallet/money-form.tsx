import { paymentPasswordFallbackRule, requiredRule } from '@khela/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatAmount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { FormError } from '../account/FormError';
import { useSiteConfig } from '../system/system.api';
import '../account/login-form.css';
import './money.css';

/** Opens another page of the member centre (it is addressed by ?mc=<page>). */
export function useOpenMemberPage(): (page: string) => void {
  const [search, setSearch] = useSearchParams();
  return (page) => {
    const next = new URLSearchParams(search);
    next.set('mc', page);
    setSearch(next, { replace: true });
  };
}

/** An amount with its currency, as every wallet figure is shown. */
export function Money({ amount, currency }: { amount: string; currency: string }) {
  return (
    <span className="money">
      {formatAmount(amount)} <span className="money__currency">{currency}</span>
    </span>
  );
}

/** A labelled figure of an overview (balance, held, ...). */
export function Figure({
  label,
  children,
  isStrong = false,
  testId,
}: {
  label: string;
  children: ReactNode;
  isStrong?: boolean;
  testId?: string;
}) {
  return (
    <div className={isStrong ? 'figure figure--strong' : 'figure'} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The amount input with its bounds as a hint and its error. */
export function AmountField({
  value,
  onChange,
  error,
  hint,
  label,
  name = 'amount',
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string;
  label?: string;
  name?: string;
}) {
  const { t } = useTranslation();
  return (
    <label className="login-form__field">
      <span className="login-form__label">{label ?? t('money.amount')}</span>
      <input
        name={name}
        inputMode="decimal"
        autoComplete="off"
        maxLength={30}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        className="money-input"
      />
      {error ? (
        <span className="login-form__error" data-testid={`error-${name}`}>
          {error}
        </span>
      ) : (
        hint && <span className="login-form__note">{hint}</span>
      )}
    </label>
  );
}

/** The payment password that authorises a money action. */
export function PaymentPasswordField({
  value,
  onChange,
  error,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** The input's test id, where a screen has more than one money action. */
  testId?: string;
}) {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const rule = requiredRule(info.register, paymentPasswordFallbackRule);
  return (
    <label className="login-form__field">
      <span className="login-form__label">{t('money.paymentPassword')}</span>
      <input
        name="paymentPassword"
        type="password"
        autoComplete="off"
        inputMode={rule.patternId === 'DIGITS_ONLY' ? 'numeric' : undefined}
        maxLength={64}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        data-testid={testId}
      />
      {error && (
        <span className="login-form__error" data-testid="error-paymentPassword">
          {error}
        </span>
      )}
    </label>
  );
}

/** No payment password yet: money cannot move until one is set in My account. */
export function PaymentPasswordPrompt() {
  const { t } = useTranslation();
  const openPage = useOpenMemberPage();
  return (
    <section
      className="member-page__section member-page__section--wide money-prompt"
      data-testid="payment-password-prompt"
    >
      <span className="money-prompt__icon">
        <Icon name="shield" size={22} />
      </span>
      <div className="money-prompt__text">
        <h3>{t('money.passwordPromptTitle')}</h3>
        <p>{t('money.passwordPromptText')}</p>
      </div>
      <button
        type="button"
        className="button button--accent"
        onClick={() => openPage('securityCenter')}
      >
        {t('money.setPaymentPassword')}
      </button>
    </section>
  );
}

/** A form's failure, with the way out when the cure is elsewhere (no payment password yet). */
export function MoneyFormError({ text, code }: { text: string | null; code: string | null }) {
  const { t } = useTranslation();
  const openPage = useOpenMemberPage();
  if (!text) return null;
  return (
    <div className="money-error">
      <FormError text={text} testId="money-error" />
      {code === 'payment_password_unset' && (
        <button
          type="button"
          className="button button--small button--primary"
          onClick={() => openPage('securityCenter')}
        >
          {t('money.setPaymentPassword')}
        </button>
      )}
    </div>
  );
}

/** One line of what a money action will do. */
export interface SummaryRow {
  label: string;
  value: ReactNode;
}

/** Money actions show what will happen and ask before they run (DESIGN: Trust). */
export function ConfirmDialog({
  isOpen,
  title,
  rows,
  note,
  confirmLabel,
  isBusy,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  title: string;
  rows: SummaryRow[];
  note?: string;
  confirmLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      title={title}
      onClose={onCancel}
      isDismissable={!isBusy}
      width={420}
      onConfirm={onConfirm}
      isConfirmBusy={isBusy}
      testId="confirm-dialog"
      footer={
        <>
          <button type="button" className="button" onClick={onCancel} disabled={isBusy}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--accent"
            onClick={onConfirm}
            disabled={isBusy}
            data-testid="confirm-action"
          >
            {isBusy ? t('login.busy') : confirmLabel}
          </button>
        </>
      }
    >
      <dl className="confirm-summary">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {note && <p className="confirm-summary__note">{note}</p>}
    </Modal>
  );
}
