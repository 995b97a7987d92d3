import type { Withdrawal, WithdrawalStatus } from '@khela/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import { PrivateImages } from '../../ui/PrivateImages';
import { useSiteConfig } from '../system/system.api';
import { Money } from '../wallet/money-form';
import { accountLabel } from './payout-account';
import { ReceiptActions } from './ReceiptActions';
import { useWithdrawals } from './withdraw.api';

/** The chip's tone: waiting on finance, the player's turn, done, or refused. */
const tones: Record<WithdrawalStatus, 'wait' | 'act' | 'ok' | 'bad'> = {
  pending: 'wait',
  approved: 'wait',
  disbursed: 'act',
  received: 'ok',
  auto_received: 'ok',
  partially_received: 'wait',
  not_received: 'bad',
  resolved: 'ok',
  rejected: 'bad',
};

/** A withdrawal's status as a translated chip. */
export function WithdrawalStatusChip({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-chip status-chip--${tones[status]}`} data-testid="withdrawal-status">
      {t(`withdraw.status.${status}`)}
    </span>
  );
}

/** The proof images the member sent with a receipt, as thumbnails that open large. */
function ProofImages({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  return (
    <PrivateImages
      count={withdrawal.proofCount}
      pathOf={(n) => `/wps/v2/withdraw/requests/${withdrawal.id}/proofs/${n}`}
      testId="withdrawal-proofs"
      labels={{
        image: (index) => t('withdraw.proofImage', { index }),
        open: (index) => t('withdraw.proofOpen', { index }),
        failed: (index) => t('withdraw.proofFailed', { index }),
      }}
    />
  );
}

/** The facts of a withdrawal worth showing at its stage. */
/** Times as the header clock shows them: in the merchant's time zone. */
interface Clock {
  language: string;
  timeZone: string;
}

function details(withdrawal: Withdrawal, t: (key: string) => string, clock: Clock) {
  const { currency } = withdrawal;
  const rows: [string, ReactNode][] = [];
  if (withdrawal.payoutReference) {
    rows.push([t('withdraw.payoutReference'), withdrawal.payoutReference]);
  }
  if (withdrawal.disbursedAt) {
    rows.push([
      t('withdraw.disbursedAt'),
      formatDateTime(withdrawal.disbursedAt, clock.language, clock.timeZone),
    ]);
  }
  if (withdrawal.receivedAmount !== null && withdrawal.status !== 'received') {
    rows.push([
      t('withdraw.receivedAmount'),
      <Money amount={withdrawal.receivedAmount} currency={currency} />,
    ]);
  }
  if (withdrawal.remainingAmount !== null) {
    rows.push([
      t('withdraw.remainingAmount'),
      <Money amount={withdrawal.remainingAmount} currency={currency} />,
    ]);
  }
  if (withdrawal.proofCount > 0) {
    rows.push([t('withdraw.proofsSent'), <ProofImages withdrawal={withdrawal} />]);
  }
  if (withdrawal.receiptNote) rows.push([t('withdraw.receiptNote'), withdrawal.receiptNote]);
  if (withdrawal.rejectReason) rows.push([t('withdraw.rejectReason'), withdrawal.rejectReason]);
  if (withdrawal.resolution) {
    rows.push([t('withdraw.resolutionLabel'), t(`withdraw.resolution.${withdrawal.resolution}`)]);
  }
  if (withdrawal.refundAmount !== null) {
    rows.push([
      t('withdraw.refundAmount'),
      <Money amount={withdrawal.refundAmount} currency={currency} />,
    ]);
  }
  if (withdrawal.resolutionNote)
    rows.push([t('withdraw.resolutionNote'), withdrawal.resolutionNote]);
  return rows;
}

function WithdrawalRow({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  const clock = { language: i18n.language, timeZone: info.timezone };
  const rows = details(withdrawal, t, clock);
  return (
    <li
      className={`withdrawal${withdrawal.status === 'disbursed' ? ' withdrawal--act' : ''}`}
      data-testid="withdrawal"
      data-status={withdrawal.status}
    >
      <div className="withdrawal__head">
        <strong className="withdrawal__amount">
          <Money amount={withdrawal.amount} currency={withdrawal.currency} />
        </strong>
        <WithdrawalStatusChip status={withdrawal.status} />
      </div>
      <p className="withdrawal__meta">
        {accountLabel(withdrawal.account)} ·{' '}
        <time dateTime={withdrawal.createdAt}>
          {formatDateTime(withdrawal.createdAt, clock.language, clock.timeZone)}
        </time>
      </p>
      <p className="withdrawal__hint">{t(`withdraw.statusText.${withdrawal.status}`)}</p>
      {rows.length > 0 && (
        <dl className="withdrawal__details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {withdrawal.status === 'disbursed' && <ReceiptActions withdrawal={withdrawal} />}
    </li>
  );
}

/** The latest withdrawals; a paid-out one asks the player whether the money arrived. */
export function WithdrawalList() {
  const { t } = useTranslation();
  const withdrawals = useWithdrawals();
  return (
    <section
      className="member-page__section member-page__section--wide withdrawal-list"
      data-testid="withdrawal-list"
    >
      <h3>{t('withdraw.history')}</h3>
      {!withdrawals.data ? (
        <div className="skeleton" style={{ height: 96 }} aria-busy="true" />
      ) : withdrawals.data.length === 0 ? (
        <p className="money-note">{t('withdraw.noWithdrawals')}</p>
      ) : (
        <ul className="withdrawals">
          {withdrawals.data.map((withdrawal) => (
            <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />
          ))}
        </ul>
      )}
    </section>
  );
}
