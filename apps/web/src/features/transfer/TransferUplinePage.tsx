import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { LoadFailed } from '../wallet/LoadFailed';
import { Figure, Money, PaymentPasswordPrompt, useOpenMemberPage } from '../wallet/money-form';
import { MemberTransferForm } from './MemberTransferForm';
import { useTransferOverview } from './transfer.api';
import './transfer.css';

/** transferUpline (spec §2, §6): a member sends money from the main wallet to the upline. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const overview = useTransferOverview();
  const openPage = useOpenMemberPage();
  if (!overview.data) {
    return overview.isError ? (
      <LoadFailed onRetry={() => void overview.refetch()} />
    ) : (
      <PageSkeleton />
    );
  }
  const data = overview.data;
  if (!data.upline) {
    return (
      <EmptyState
        testId="no-upline"
        title={t('transfer.noUplineTitle')}
        text={t('errors.no_upline')}
        action={
          <button
            type="button"
            className="button button--primary"
            onClick={() => openPage('transferFund')}
          >
            {t('transfer.toWallet')}
          </button>
        }
      />
    );
  }
  return (
    <div className="member-page" data-testid="mc-transferUpline">
      {!data.hasPaymentPassword && <PaymentPasswordPrompt />}
      <section className="member-page__section">
        <div className="upline-card">
          <span className="upline-card__icon">
            <Icon name="upline" size={26} />
          </span>
          <div className="upline-card__text">
            <span>{t('transfer.upline')}</span>
            <strong data-testid="upline-username">{data.upline.username}</strong>
          </div>
        </div>
        <dl className="figures">
          <Figure label={t('money.balance')} isStrong testId="transfer-balance">
            <Money amount={data.balance} currency={data.currency} />
          </Figure>
        </dl>
        <p className="money-note transfer-lead">{t('transfer.uplineLead')}</p>
      </section>
      <section className="member-page__section">
        <h3>{t('transfer.uplineTitle')}</h3>
        <MemberTransferForm overview={data} target="upline" />
      </section>
    </div>
  );
}
