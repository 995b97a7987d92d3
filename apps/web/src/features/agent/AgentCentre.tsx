import { useCallback, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pageBundles } from '../../i18n/pages';
import { useFeatureBundle } from '../../i18n/feature-bundle';
import { useSession } from '../../session/SessionProvider';
import type { IconName } from '../../ui/Icon';
import { CentreOverlay } from '../member-centre/CentreOverlay';
import { AgentDashboard } from './AgentDashboard';
import { TeamMembersPage } from './TeamMembersPage';

/**
 * The agent centre's pages by key (spec §2; page data keys agentCenter/<page>). The contract
 * pages join with the contracts; a page the platform does not have yet is not listed.
 */
const pages: { key: string; titleKey: string; icon: IconName; Page: ComponentType }[] = [
  {
    key: 'agentTeamOverview',
    titleKey: 'agent.centre.agentTeamOverview',
    icon: 'home',
    Page: AgentDashboard,
  },
  {
    key: 'downlineManagmentView',
    titleKey: 'agent.centre.downlineManagmentView',
    icon: 'upline',
    Page: TeamMembersPage,
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
  const close = useCallback(() => {
    const next = new URLSearchParams(search);
    next.delete('ac');
    setSearch(next);
  }, [search, setSearch]);
  if (!isOpen) return null;
  if (!hasTexts) return <div className="member-centre" aria-busy="true" />;
  const page = pages.find((candidate) => candidate.key === key) ?? pages[0];
  const open = (pageKey: string) => {
    const next = new URLSearchParams(search);
    next.set('ac', pageKey);
    setSearch(next, { replace: true });
  };
  return (
    <CentreOverlay
      title={t('agent.title')}
      testId="agent-centre"
      items={pages.map((item) => ({ key: item.key, label: t(item.titleKey), icon: item.icon }))}
      currentKey={page?.key}
      onOpen={open}
      onClose={close}
    >
      {page && <h2 className="member-centre__title">{t(page.titleKey)}</h2>}
      {page && <page.Page />}
    </CentreOverlay>
  );
}
