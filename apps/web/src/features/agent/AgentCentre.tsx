import type { ContractKind } from '@khela/contracts';
import { lazy, Suspense, useCallback, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pageBundles } from '../../i18n/pages';
import { useFeatureBundle } from '../../i18n/feature-bundle';
import { useSession } from '../../session/SessionProvider';
import type { IconName } from '../../ui/Icon';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { CentreOverlay } from '../member-centre/CentreOverlay';
import { memberCentreBundles } from '../member-centre/i18n';
import { AgentDashboard } from './AgentDashboard';
import { TeamMembersPage } from './TeamMembersPage';
import { useEnabledContractKinds } from './contracts.api';

// The other pages load when first opened.
const AgentNoticesPage = lazy(() =>
  import('./AgentNoticesPage').then((module) => ({ default: module.AgentNoticesPage })),
);
const RegisterCentrePage = lazy(() =>
  import('./RegisterCentrePage').then((module) => ({ default: module.RegisterCentrePage })),
);
const TeamBettingPage = lazy(() =>
  import('./TeamBettingPage').then((module) => ({ default: module.TeamBettingPage })),
);
const TeamProfitPage = lazy(() =>
  import('./TeamProfitPage').then((module) => ({ default: module.TeamProfitPage })),
);
const AgentIncomePage = lazy(() =>
  import('./AgentIncomePage').then((module) => ({ default: module.AgentIncomePage })),
);
const TeamTransactionsPage = lazy(() =>
  import('./TeamTransactionsPage').then((module) => ({ default: module.TeamTransactionsPage })),
);
/** A contract kind's page, shown only while the merchant runs that kind (spec §2). */
const contractPage = (kind: ContractKind) =>
  lazy(() =>
    import('./ContractsPage').then((module) => ({
      default: () => <module.ContractsPage kind={kind} />,
    })),
  );

/** The agent centre's pages by key, in the spec's order (spec §2; page data agentCenter/<page>). */
const pages: {
  key: string;
  titleKey: string;
  icon: IconName;
  Page: ComponentType;
  kind?: ContractKind;
}[] = [
  {
    key: 'agentAnnouncement',
    titleKey: 'agent.centre.agentAnnouncement',
    icon: 'bell',
    Page: AgentNoticesPage,
  },
  {
    key: 'agentTeamOverview',
    titleKey: 'agent.centre.agentTeamOverview',
    icon: 'home',
    Page: AgentDashboard,
  },
  {
    key: 'registerCenter',
    titleKey: 'agent.centre.registerCenter',
    icon: 'plus',
    Page: RegisterCentrePage,
  },
  {
    key: 'downlineManagmentView',
    titleKey: 'agent.centre.downlineManagmentView',
    icon: 'upline',
    Page: TeamMembersPage,
  },
  {
    key: 'personalHistoryCopy',
    titleKey: 'agent.centre.personalHistoryCopy',
    icon: 'rng',
    Page: TeamBettingPage,
  },
  {
    key: 'palStatementsAgentCopy',
    titleKey: 'agent.centre.palStatementsAgentCopy',
    icon: 'calendar',
    Page: TeamProfitPage,
  },
  {
    key: 'agentRevenueReport',
    titleKey: 'agent.centre.agentRevenueReport',
    icon: 'wallet',
    Page: AgentIncomePage,
  },
  {
    key: 'agentDownlineTransactionDetailsCopy',
    titleKey: 'agent.centre.agentDownlineTransactionDetailsCopy',
    icon: 'history',
    Page: TeamTransactionsPage,
  },
  {
    key: 'agentDividendRecordCopy2',
    titleKey: 'agent.centre.agentDividendRecordCopy2',
    icon: 'star',
    Page: contractPage('dividend'),
    kind: 'dividend',
  },
  {
    key: 'agentDailyWages2',
    titleKey: 'agent.centre.agentDailyWages2',
    icon: 'calendar',
    Page: contractPage('daily_salary'),
    kind: 'daily_salary',
  },
  {
    key: 'agentHourSalary',
    titleKey: 'agent.centre.agentHourSalary',
    icon: 'clock',
    Page: contractPage('hourly_salary'),
    kind: 'hourly_salary',
  },
  {
    key: 'agentRealtimeSalary',
    titleKey: 'agent.centre.agentRealtimeSalary',
    icon: 'flame',
    Page: contractPage('realtime_salary'),
    kind: 'realtime_salary',
  },
];
export const defaultAgentPage = 'agentTeamOverview';

/**
 * The agent centre overlay (title 'Agent'), opened by `?ac=<page>` on any route for agent
 * accounts, like the member centre; anyone else never sees it.
 */
export function AgentCentre() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { isLoggedIn, isAgentAccount } = useSession();
  const key = search.get('ac');
  const isOpen = key !== null && isLoggedIn && isAgentAccount;
  const hasTexts = useFeatureBundle('pages', pageBundles, isOpen);
  // The reports share the member centre's range picker, pager and transfer form, and their texts.
  const hasSharedTexts = useFeatureBundle('member-centre', memberCentreBundles, isOpen);
  const enabledKinds = useEnabledContractKinds(isOpen).data?.kinds;
  const close = useCallback(() => {
    const next = new URLSearchParams(search);
    next.delete('ac');
    setSearch(next);
  }, [search, setSearch]);
  if (!isOpen) return null;
  if (!hasTexts || !hasSharedTexts) return <div className="member-centre" aria-busy="true" />;
  // A contract page asked for before the merchant's kinds are known waits for them.
  const isWaiting =
    enabledKinds === undefined && pages.some((item) => item.key === key && item.kind);
  const shown = pages.filter((item) => !item.kind || enabledKinds?.includes(item.kind));
  const page =
    shown.find((candidate) => candidate.key === key) ??
    shown.find((candidate) => candidate.key === defaultAgentPage);
  const open = (pageKey: string) => {
    const next = new URLSearchParams(search);
    next.set('ac', pageKey);
    setSearch(next, { replace: true });
  };
  return (
    <CentreOverlay
      title={t('agent.title')}
      testId="agent-centre"
      items={shown.map((item) => ({ key: item.key, label: t(item.titleKey), icon: item.icon }))}
      currentKey={page?.key}
      onOpen={open}
      onClose={close}
    >
      {page && !isWaiting && <h2 className="member-centre__title">{t(page.titleKey)}</h2>}
      {isWaiting && <PageSkeleton />}
      {page && !isWaiting && (
        <Suspense fallback={<PageSkeleton />}>
          <page.Page />
        </Suspense>
      )}
    </CentreOverlay>
  );
}
