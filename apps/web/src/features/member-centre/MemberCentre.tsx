import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { RealAccountRequired } from '../account/LoginRequired';
import { SignOutButton } from '../layout/SignOut';
import { useUnreadCount } from '../messages/messages.api';
import { useFeatureBundle } from '../../i18n/feature-bundle';
import { memberCentreBundles } from './i18n';
import { CentreOverlay } from './CentreOverlay';

// Each page loads when it is first opened.
const SecurityCenter = lazy(() =>
  import('./SecurityCenter').then((module) => ({ default: module.SecurityCenter })),
);
const DepositPage = lazy(() =>
  import('../deposit/DepositPage').then((module) => ({ default: module.DepositPage })),
);
const MessagesPage = lazy(() =>
  import('../messages/MessagesPage').then((module) => ({ default: module.MessagesPage })),
);
const TransferFundPage = lazy(() =>
  import('../transfer/TransferFundPage').then((module) => ({ default: module.TransferFundPage })),
);
const WithdrawPage = lazy(() =>
  import('../withdraw/WithdrawPage').then((module) => ({ default: module.WithdrawPage })),
);
const TransferUplinePage = lazy(() =>
  import('../transfer/TransferUplinePage').then((module) => ({
    default: module.TransferUplinePage,
  })),
);
const TransactionHistoryPage = lazy(() =>
  import('../records/TransactionHistoryPage').then((module) => ({
    default: module.TransactionHistoryPage,
  })),
);
const BettingRecordPage = lazy(() =>
  import('../records/BettingRecordPage').then((module) => ({
    default: module.BettingRecordPage,
  })),
);
const ProfitPage = lazy(() =>
  import('../records/ProfitPage').then((module) => ({ default: module.ProfitPage })),
);
const BonusDetailsPage = lazy(() =>
  import('../promotions/BonusDetailsPage').then((module) => ({
    default: module.BonusDetailsPage,
  })),
);

/** The member centre's pages by key (spec §2); the others join with their features. */
const pages = [
  {
    key: 'securityCenter',
    titleKey: 'memberCentre.securityCenter',
    icon: 'shield',
    Page: SecurityCenter,
  },
  {
    key: 'transferFund',
    titleKey: 'memberCentre.transferFund',
    icon: 'transfer',
    Page: TransferFundPage,
  },
  { key: 'depositv2', titleKey: 'memberCentre.depositv2', icon: 'wallet', Page: DepositPage },
  { key: 'withdraw', titleKey: 'memberCentre.withdraw', icon: 'withdraw', Page: WithdrawPage },
  {
    key: 'transferUpline',
    titleKey: 'memberCentre.transferUpline',
    icon: 'upline',
    Page: TransferUplinePage,
  },
  {
    key: 'personalHistoryCopy',
    titleKey: 'bettingRecord.title',
    icon: 'rng',
    Page: BettingRecordPage,
  },
  {
    key: 'transactionHistory',
    titleKey: 'memberCentre.transactionHistory',
    icon: 'history',
    Page: TransactionHistoryPage,
  },
  { key: 'personalProfit', titleKey: 'profit.title', icon: 'calendar', Page: ProfitPage },
  {
    key: 'bonusDetails',
    titleKey: 'memberCentre.bonusDetails',
    icon: 'promotions',
    Page: BonusDetailsPage,
  },
  { key: 'messageV2', titleKey: 'memberCentre.messageV2', icon: 'bell', Page: MessagesPage },
] as const;
export const defaultMemberPage = 'securityCenter';

/**
 * The member centre overlay, opened by `?mc=<page>` on any route so it can be linked to and
 * closed with the back button. Trial accounts see the real-account warning instead.
 */
export function MemberCentre() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { isLoggedIn, isTrial } = useSession();
  const key = search.get('mc');
  const unread = useUnreadCount().data?.count ?? 0;
  const isOpen = key !== null && isLoggedIn;
  // The pages' texts load with the centre, not with the site.
  const hasTexts = useFeatureBundle('member-centre', memberCentreBundles, isOpen);
  const close = useCallback(() => {
    const next = new URLSearchParams(search);
    next.delete('mc');
    setSearch(next);
  }, [search, setSearch]);
  if (!isOpen) return null;
  if (!hasTexts) return <div className="member-centre" aria-busy="true" />;
  const page = pages.find((candidate) => candidate.key === key) ?? pages[0];
  function open(pageKey: string) {
    const next = new URLSearchParams(search);
    next.set('mc', pageKey);
    setSearch(next, { replace: true });
  }
  return (
    <CentreOverlay
      title={t('memberCentre.title')}
      testId="member-centre"
      items={pages.map((item) => ({
        key: item.key,
        label: t(item.titleKey),
        icon: item.icon,
        badge: item.key === 'messageV2' && unread > 0 && (
          <span className="member-centre__badge" data-testid="badge-messageV2">
            {unread > 99 ? '99+' : unread}
          </span>
        ),
      }))}
      currentKey={page?.key}
      onOpen={open}
      onClose={close}
      menuEnd={<SignOutButton className="button button--ghost member-centre__sign-out" />}
    >
      {page && <h2 className="member-centre__title">{t(page.titleKey)}</h2>}
      {isTrial ? (
        <RealAccountRequired />
      ) : (
        page && (
          <Suspense fallback={<PageSkeleton />}>
            <page.Page />
          </Suspense>
        )
      )}
    </CentreOverlay>
  );
}
