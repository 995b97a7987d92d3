import type { DepositChannel, DepositOrder } from '@khela/contracts';
import { formatDecimalString } from '@khela/money';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionProvider';
import { useSecondsLeft } from '../../ui/countdown';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { showToast } from '../../ui/toast';
import { FormError } from '../account/FormError';
import { useSubmission } from '../account/form-helpers';
import {
  depositKeys,
  newAttemptKey,
  useDepositMethods,
  useDepositOrders,
  useOpenDepositOrder,
  useSubmitDepositPayment,
} from './deposit.api';
import './deposit.css';
import { useFormatDateTime } from '../system/date-time';

/** Only a web page may be opened as the gateway's (never a javascript: or data: address). */
function isWebAddress(address: string): boolean {
  return /^https?:\/\//i.test(address);
}

/** Where to pay by hand, with a copy button for the number. */
function ReceivingAccount({ account }: { account: { name: string; number: string } }) {
  const { t } = useTranslation();
  return (
    <dl className="deposit-order__account">
      <div>
        <dt>{t('deposit.accountName')}</dt>
        <dd>{account.name}</dd>
      </div>
      <div>
        <dt>{t('deposit.accountNumber')}</dt>
        <dd>
          <strong data-testid="deposit-account-number" data-keep-digits>
            {account.number}
          </strong>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              void navigator.clipboard
                ?.writeText(account.number)
                .then(() => showToast(t('deposit.copied'), 'success'));
            }}
          >
            {t('deposit.copy')}
          </button>
        </dd>
      </div>
    </dl>
  );
}

/**
 * An open order: where to pay (an account by hand with the TrxID form, or the gateway's page
 * when an automatic gateway takes the payment) and the countdown.
 */
function OpenOrder({ order, onDone }: { order: DepositOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const submitPayment = useSubmitDepositPayment();
  const secondsLeft = useSecondsLeft(order.expiresAt);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const submission = useSubmission(setErrors);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const trxId = String(form.get('trxId') ?? '').trim();
    const payingNumber = String(form.get('payingNumber') ?? '').trim();
    const found = {
      trxId: /^[A-Za-z0-9]{6,40}$/.test(trxId) ? undefined : t('deposit.trxIdInvalid'),
      payingNumber: payingNumber.length >= 3 ? undefined : t('validation.required'),
    };
    setErrors(found);
    if (found.trxId || found.payingNumber) return;
    await submission.run(async () => {
      await submitPayment.mutateAsync({ orderId: order.id, payment: { trxId, payingNumber } });
      showToast(t('deposit.submitted'), 'success');
      onDone();
    });
  }

  const minutes = Math.floor(secondsLeft / 60);
  const seconds = String(secondsLeft % 60).padStart(2, '0');
  return (
    <section className="member-page__section deposit-order" data-testid="deposit-order">
      <h3>{t('deposit.payTitle', { method: order.methodName, channel: order.channelName })}</h3>
      <p className="deposit-order__amount">
        {formatDecimalString(order.amount)} <span>{order.currency}</span>
      </p>
      {order.receivingAccount ? (
        <ReceivingAccount account={order.receivingAccount} />
      ) : order.payUrl && isWebAddress(order.payUrl) ? (
        <div className="deposit-order__gateway">
          <a
            className="button button--accent deposit-order__pay"
            href={order.payUrl}
            target="_blank"
            rel="noopener"
            data-testid="deposit-pay-now"
          >
            {t('deposit.payNow')}
            <Icon name="chevron-right" size={18} />
          </a>
          <p className="deposit-order__note">{t('deposit.gatewayText')}</p>
        </div>
      ) : (
        <p className="deposit-order__note">{t('deposit.noPayTarget')}</p>
      )}
      <p
        className={`deposit-order__timer${secondsLeft < 60 ? ' deposit-order__timer--late' : ''}`}
        role="timer"
      >
        {secondsLeft > 0 ? t('deposit.timeLeft', { minutes, seconds }) : t('deposit.expired')}
      </p>
      {secondsLeft > 0 && order.receivingAccount && (
        <form className="login-form" onSubmit={(event) => void submit(event)} noValidate>
          <label className="login-form__field">
            <span className="login-form__label">{t('deposit.trxId')}</span>
            <input name="trxId" autoComplete="off" maxLength={40} autoCapitalize="characters" />
            {errors.trxId && <span className="login-form__error">{errors.trxId}</span>}
          </label>
          <label className="login-form__field">
            <span className="login-form__label">{t('deposit.payingNumber')}</span>
            <input name="payingNumber" inputMode="tel" autoComplete="tel" maxLength={40} />
            {errors.payingNumber && (
              <span className="login-form__error">{errors.payingNumber}</span>
            )}
          </label>
          <button type="submit" className="button button--accent" disabled={submission.isBusy}>
            {t('deposit.confirmPaid')}
          </button>
          <FormError text={submission.formError} />
        </form>
      )}
    </section>
  );
}

/** Method, channel and amount; answers the order the server opened. */
function NewDeposit({ onOpened }: { onOpened: (order: DepositOrder) => void }) {
  const { t } = useTranslation();
  const methods = useDepositMethods();
  const [methodCode, setMethodCode] = useState<string | null>(null);
  const [channelId, setChannelId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [attemptKey, setAttemptKey] = useState(newAttemptKey);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const submission = useSubmission(setErrors);
  const openOrder = useOpenDepositOrder();
  if (!methods.data) return <PageSkeleton />;
  if (methods.data.length === 0) {
    return <EmptyState title={t('deposit.noMethods')} text={t('deposit.noMethodsText')} />;
  }
  const method = methods.data.find((item) => item.code === methodCode) ?? methods.data[0];
  const channel: DepositChannel | undefined =
    method?.channels.find((item) => item.id === channelId) ?? method?.channels[0];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!channel) return;
    setErrors({});
    await submission.run(async () => {
      const order = await openOrder.mutateAsync({
        channelId: channel.id,
        amount: amount.trim(),
        idempotencyKey: attemptKey,
      });
      // The next order is a new attempt; a retry of this one would have reused the key.
      setAttemptKey(newAttemptKey());
      onOpened(order);
    });
  }

  return (
    <form
      className="member-page__section deposit-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="deposit-form"
    >
      <h3>{t('deposit.method')}</h3>
      <div className="deposit-form__methods" role="radiogroup" aria-label={t('deposit.method')}>
        {methods.data.map((item) => (
          <button
            key={item.code}
            type="button"
            role="radio"
            aria-checked={item.code === method?.code}
            className="deposit-tile"
            onClick={() => {
              setMethodCode(item.code);
              setChannelId(null);
            }}
          >
            {item.iconUrl && <img src={item.iconUrl} alt="" width={32} height={32} />}
            <span>{item.name}</span>
          </button>
        ))}
      </div>
      {method && method.channels.length > 1 && (
        <div className="deposit-form__channels" role="radiogroup" aria-label={t('deposit.channel')}>
          {method.channels.map((item) => (
            <button
              key={item.id}
              type="button"
              role="radio"
              aria-checked={item.id === channel?.id}
              className="chip"
              onClick={() => {
                setChannelId(item.id);
                setAttemptKey(newAttemptKey());
              }}
            >
              {item.name}
            </button>
          ))}
        </div>
      )}
      {channel && (
        <>
          <label className="login-form__field">
            <span className="login-form__label">{t('deposit.amount')}</span>
            <input
              name="amount"
              inputMode="decimal"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setAttemptKey(newAttemptKey());
              }}
              placeholder={t('deposit.range', {
                min: formatDecimalString(channel.min),
                max: formatDecimalString(channel.max),
              })}
              aria-invalid={errors.amount ? true : undefined}
            />
            {errors.amount && (
              <span className="login-form__error" data-testid="error-amount">
                {errors.amount}
              </span>
            )}
          </label>
          <div className="deposit-form__chips">
            {channel.chips.map((chip) => (
              <button
                key={chip}
                type="button"
                className="chip"
                aria-pressed={amount === chip}
                onClick={() => {
                  setAmount(chip);
                  setAttemptKey(newAttemptKey());
                }}
              >
                {formatDecimalString(chip).replace(/\.00$/, '')}
              </button>
            ))}
          </div>
          <button type="submit" className="button button--accent" disabled={submission.isBusy}>
            {t('deposit.submit')}
          </button>
          <FormError text={submission.formError} />
        </>
      )}
    </form>
  );
}

/** depositv2 (spec §2): the deposit desk and the player's recent orders. */
export function DepositPage() {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const orders = useDepositOrders();
  const [openedId, setOpenedId] = useState<string | null>(null);
  const opened = orders.data?.find(
    (order) => order.id === openedId && order.status === 'awaiting_payment',
  );
  return (
    <div className="member-page" data-testid="mc-depositv2">
      {opened ? (
        <OpenOrder order={opened} onDone={() => setOpenedId(null)} />
      ) : (
        <NewDeposit
          onOpened={(order) => {
            // The new order shows at once, whatever becomes of the refetch.
            queryClient.setQueryData<DepositOrder[]>(depositKeys.orders(token), (current) => [
              order,
              ...(current ?? []).filter((row) => row.id !== order.id),
            ]);
            setOpenedId(order.id);
          }}
        />
      )}
      <section className="member-page__section">
        <h3>{t('deposit.history')}</h3>
        {orders.data && orders.data.length > 0 ? (
          <ul className="deposit-history" data-testid="deposit-history">
            {orders.data.map((order) => (
              <li key={order.id} className="deposit-history__row">
                <div>
                  <strong>
                    {formatDecimalString(order.amount)} {order.currency}
                  </strong>
                  <span>
                    {order.methodName} · {formatTime(order.createdAt)}
                  </span>
                </div>
                <span className={`status status--${order.status}`}>
                  {t(`deposit.status.${order.status}`)}
                </span>
                {order.status === 'awaiting_payment' && order.id !== openedId && (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setOpenedId(order.id)}
                  >
                    {t('deposit.continue')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="profile-list__missing">{t('common.noData')}</p>
        )}
      </section>
    </div>
  );
}
