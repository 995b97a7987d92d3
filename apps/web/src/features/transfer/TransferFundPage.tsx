import { mainWalletCode, type MemberWallet, type TransferOverview } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { LoadFailed } from '../wallet/LoadFailed';
import { Money, PaymentPasswordPrompt } from '../wallet/money-form';
import { MemberTransferForm } from './MemberTransferForm';
import { useMemberWallets, useTransferOverview } from './transfer.api';
import { VendorTransferForm } from './VendorTransferForm';
import './transfer.css';

const statusTones = { active: 'ok', maintenance: 'wait', disabled: 'bad' } as const;

/** One wallet: its name, what it is for, its balance and whether it can be used now. */
function WalletCard({ wallet, currency }: { wallet: MemberWallet; currency: string }) {
  const { t } = useTranslation();
  return (
    <li className={`wallet-card wallet-card--${wallet.kind}`} data-testid={`wallet-${wallet.code}`}>
      <div className="wallet-card__head">
        <span className="wallet-card__icon">
          <Icon name={wallet.kind === 'vendor' ? 'rng' : 'wallet'} size={18} />
        </span>
        <strong className="wallet-card__name">
          {wallet.kind === 'vendor' ? wallet.name : t(`transfer.walletKind.${wallet.kind}`)}
        </strong>
        {wallet.kind === 'vendor' && (
          <span className={`status-chip status-chip--${statusTones[wallet.status]}`}>
            {t(`transfer.walletStatus.${wallet.status}`)}
          </span>
        )}
      </div>
      <span className="wallet-card__balance">
        <Money amount={wallet.balance} currency={currency} />
      </span>
      <span className="wallet-card__note">
        {t(`transfer.walletNote.${wallet.kind}`, { name: wallet.name })}
      </span>
    </li>
  );
}

/** The agent's transfer to a member of the own team. */
function DownlineTransfer({ overview }: { overview: TransferOverview }) {
  const { t } = useTranslation();
  return (
    <section className="member-page__section" data-testid="downline-transfer">
      <h3>{t('transfer.downlineTitle')}</h3>
      <p className="money-note section-lead">
        {t('transfer.downlineLead', { count: overview.downlineCount })}
      </p>
      <MemberTransferForm overview={overview} target="downline" />
    </section>
  );
}

/** transferFund (spec §2 wallet): the member's wallets, moves to and from game wallets. */
export function TransferFundPage() {
  const { t } = useTranslation();
  const wallets = useMemberWallets();
  const overview = useTransferOverview();
  if (!wallets.data || !overview.data) {
    return wallets.isError || overview.isError ? (
      <LoadFailed
        onRetry={() => {
          void wallets.refetch();
          void overview.refetch();
        }}
      />
    ) : (
      <PageSkeleton />
    );
  }
  const { currency } = overview.data;
  const main = wallets.data.find((wallet) => wallet.code === mainWalletCode);
  const vendors = wallets.data.filter((wallet) => wallet.kind === 'vendor');
  return (
    <div className="member-page" data-testid="mc-transferFund">
      {overview.data.isAgent && !overview.data.hasPaymentPassword && <PaymentPasswordPrompt />}
      <section className="member-page__section member-page__section--wide">
        <h3>{t('transfer.wallets')}</h3>
        <ul className="wallet-cards">
          {wallets.data.map((wallet) => (
            <WalletCard key={wallet.code} wallet={wallet} currency={currency} />
          ))}
        </ul>
      </section>
      {vendors.length === 0 ? (
        <section className="member-page__section one-wallet" data-testid="no-vendor-wallets">
          <span className="one-wallet__icon">
            <Icon name="wallet" size={28} />
          </span>
          <div>
            <h3>{t('transfer.oneWalletTitle')}</h3>
            <p>{t('transfer.oneWalletText')}</p>
          </div>
        </section>
      ) : (
        main && <VendorTransferForm main={main} vendors={vendors} currency={currency} />
      )}
      {overview.data.isAgent && <DownlineTransfer overview={overview.data} />}
    </div>
  );
}
