import { lazy, Suspense, useCallback, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { withChunkTimeout } from '../../ui/chunk-timeout';
import { EmptyState } from '../../ui/EmptyState';
import type { IconName } from '../../ui/Icon';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { RealAccountRequired } from '../account/LoginRequired';
import { SignOutButton } from '../layout/SignOut';
import { useUnreadCount } from '../messages/messages.api';
import { useMissionCount } from '../missions/missions.api';
import { useRewardCount } from '../rewards/rewards.api';
import { useSiteConfig } from '../system/system.api';
import { useFeatureBundle } from '../../i18n/feature-bundle';
import { memberCentreBundles } from './i18n';
import { CentreOverlay } from './CentreOverlay';
import { defaultMemberPage, memberPageOf, menuPageKeys, type MemberPageKey } from './centre-pages';

/** A page that loads when first opened; its code failing to arrive in time fails it clearly. */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(withChunkTimeout(load));
}

const SecurityCenter = lazyPage(() =>
  import('./SecurityCenter').then((module) => ({ default: module.SecurityCenter })),
);
const DepositPage = lazyPage(() =>
  import('../deposit/DepositPage').then((module) => ({ default: module.DepositPage })),
);
const MessagesPage = lazyPage(() =>
  import('../messages/MessagesPage').then((module) => ({ default: module.MessagesPage })),
);
const TransferFundPage = lazyPage(() =>
  import('../transfer/TransferFundPage').then((module) => ({ default: module.TransferFundPage })),
);
const WithdrawPage = lazyPage(() =>
  import('../withdraw/WithdrawPage').then((module) => ({ default: module.WithdrawPage })),
);
const TransferUplinePage = lazyPage(() =>
  import('../transfer/TransferUplinePage').then((module) => ({
    default: module.TransferUplinePage,
  })),
);
const TransactionHistoryPage = lazyPage(() =>
  import('../records/TransactionHistoryPage').then((module) => ({
    default: module.TransactionHistoryPage,
  })),
);
const BettingRecordPage = lazyPage(() =>
  import('../records/BettingRecordPage').then((module) => ({
    default: module.BettingRecordPage,
  })),
);
const ProfitPage = lazyPage(() =>
  import('../records/ProfitPage').then((module) => ({ default: module.ProfitPage })),
);
const BonusDetailsPage = lazyPage(() =>
  import('../promotions/BonusDetailsPage').then((module) => ({
    default: module.BonusDetailsPage,
  })),
);
const ManualRebatePage = lazyPage(() =>
  import('../rebate/ManualRebatePage').then((module) => ({ default: module.ManualRebatePage })),
);

const RewardCenterPage = lazyPage(() =>
  import('../rewards/RewardCenterPage').then((module) => ({ default: module.RewardCenterPage })),
);
const MissionLeaderboardPage = lazyPage(() =>
  import('../missions/MissionLeaderboardPage').then((module) => ({
    default: module.MissionLeaderboardPage,
  })),
);
const ReferralPage = lazyPage(() =>
  import('../referral/ReferralPage').then((module) => ({ default: module.ReferralPage })),
);

/** The member centre's pages by key (spec §2); the others join with their features. */
const pages: Record<MemberPageKey, { titleKey: string; icon: IconName; Page: ComponentType }> = {
  securityCenter: { titleKey: 'memberCentre.securityCenter', icon: 'shield', Page: SecurityCenter },
  transferFund: { titleKey: 'memberCentre.transferFund', icon: 'transfer', Page: TransferFundPage },
  depositv2: { titleKey: 'memberCentre.depositv2', icon: 'wallet', Page: DepositPage },
  withdraw: { titleKey: 'memberCentre.withdraw', icon: 'withdraw', Page: WithdrawPage },
  transferUpline: {
    titleKey: 'memberCentre.transferUpline',
    icon: 'upline',
    Page: TransferUplinePage,
  },
  personalHistoryCopy: { titleKey: 'bettingRecord.title', icon: 'rng', Page: BettingRecordPage },
  transactionHistory: {
    titleKey: 'memberCentre.transactionHistory',
    icon: 'history',
    Page: TransactionHistoryPage,
  },
  personalProfit: { titleKey: 'profit.title', icon: 'calendar', Page: ProfitPage },
  bonusDetails: {
    titleKey: 'memberCentre.bonusDetails',
    icon: 'promotions',
    Page: BonusDetailsPage,
  },
  messageV2: { titleKey: 'memberCentre.messageV2', icon: 'bell', Page: MessagesPage },
  rewardCenter: { titleKey: 'memberCentre.rewardCenter', icon: 'star', Page: RewardCenterPage },
  referral: { titleKey: 'memberCentre.referral', icon: 'upline', Page: ReferralPage },
  missionLeaderboard: {
    titleKey: 'memberCentre.missionLeaderboard',
    icon: 'flame',
    Page: MissionLeaderboardPage,
  },
  manualRebate: {
    titleKey: 'memberCentre.manualRebate',
    icon: 'refresh',
    Page: ManualRebatePage,
  },
};

/** A menu entry's count (spec §2: unread messages, rewards to claim), shown above 0. */
function menuBadge(key: MemberPageKey, counts: Partial<Record<MemberPageKey, number>>) {
  const count = counts[key] ?? 0;
  if (count <= 0) return false;
  return (
    <span className="member-centre__badge" data-testid={`badge-${key}`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** A page key the centre does not have: said plainly, with the way to My account. */
function PageNotFound({ onOpen }: { onOpen: (key: MemberPageKey) => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      art="/art/states/not-found.svg"
      title={t('centrePage.notFoundTitle')}
      text={t('centrePage.notFoundText')}
      testId="member-centre-not-found"
      action={
        <button
          type="button"
          className="button button--primary"
          onClick={() => onOpen(defaultMemberPage)}
        >
          {t('centrePage.toMyAccount')}
        </button>
      }
    />
  );
}

/** The open page, or the real-account warning for a trial account. */
function PageBody({ pageKey, isTrial }: { pageKey: MemberPageKey; isTrial: boolean }) {
  const { t } = useTranslation();
  const page = pages[pageKey];
  return (
    <>
      <h2 className="member-centre__title">{t(page.titleKey)}</h2>
      {isTrial ? (
        <RealAccountRequired />
      ) : (
        <Suspense fallback={<PageSkeleton />}>
          <page.Page />
        </Suspense>
      )}
    </>
  );
}

/**
 * The member centre overlay, opened by `?mc=<page>` on any route so it can be linked to and
 * closed with the back button. Trial accounts see the real-account warning instead; a key the
 * centre has no page for says so (never another page in its place). The menu leaves out what
 * the merchant's flags switch off (rebate); such a page still opens by its key.
 */
export function MemberCentre() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { isLoggedIn, isTrial } = useSession();
  const { info } = useSiteConfig();
  const key = search.get('mc');
  const unread = useUnreadCount().data?.count ?? 0;
  const isOpen = key !== null && isLoggedIn;
  const claimable = useRewardCount(isOpen && !isTrial).data?.count ?? 0;
  const missionsDone = useMissionCount(isOpen && !isTrial).data?.count ?? 0;
  // The pages' texts load with the centre, not with the site.
  const hasTexts = useFeatureBundle('member-centre', memberCentreBundles, isOpen);
  const close = useCallback(() => {
    const next = new URLSearchParams(search);
    next.delete('mc');
    setSearch(next);
  }, [search, setSearch]);
  if (!isOpen) return null;
  if (!hasTexts) return <div className="member-centre" aria-busy="true" />;
  const page = memberPageOf(key);
  function open(pageKey: string) {
    const next = new URLSearchParams(search);
    next.set('mc', pageKey);
    setSearch(next, { replace: true });
  }
  return (
    <CentreOverlay
      title={t('memberCentre.title')}
      testId="member-centre"
      items={menuPageKeys(info.whitelabel).map((itemKey) => ({
        key: itemKey,
        label: t(pages[itemKey].titleKey),
        icon: pages[itemKey].icon,
        badge: menuBadge(itemKey, {
          messageV2: unread,
          rewardCenter: claimable,
          missionLeaderboard: missionsDone,
        }),
      }))}
      currentKey={page.kind === 'page' ? page.key : undefined}
      onOpen={open}
      onClose={close}
      menuEnd={<SignOutButton className="button button--ghost member-centre__sign-out" />}
    >
      {page.kind === 'page' ? (
        <PageBody pageKey={page.key} isTrial={isTrial} />
      ) : (
        <PageNotFound onOpen={open} />
      )}
    </CentreOverlay>
  );
}
