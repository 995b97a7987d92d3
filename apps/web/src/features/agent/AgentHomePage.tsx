import { FeatureTexts } from '../../i18n/FeatureTexts';
import { pageBundles } from '../../i18n/pages';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionProvider';
import { EmptyState } from '../../ui/EmptyState';
import { LoginRequired } from '../account/LoginRequired';
import { AppLink } from '../../ui/AppLink';
import { AgentDashboard } from './AgentDashboard';

/** Agent home: only agent accounts (isAgent 1, 2, 41, 42) enter; they see their team's dashboard. */
function AgentHomeScreen() {
  const { t } = useTranslation();
  const { isLoggedIn, isAgentAccount } = useSession();
  return (
    <div className="container" data-testid="page-agent-home">
      <h1 className="page-title">{t('agent.title')}</h1>
      {!isLoggedIn ? (
        <LoginRequired textKey="agent.guest" />
      ) : !isAgentAccount ? (
        <EmptyState testId="agent-only" title={t('agent.nonAgent')} />
      ) : (
        <>
          <nav className="agent-shortcuts" aria-label={t('agent.shortcuts')}>
            <AppLink to="?ac=agentTeamOverview" className="button" data-testid="agent-centre-open">
              {t('agent.centre.open')}
            </AppLink>
            <AppLink to="?ac=downlineManagmentView" className="button button--ghost">
              {t('agent.centre.downlineManagmentView')}
            </AppLink>
          </nav>
          <AgentDashboard />
        </>
      )}
    </div>
  );
}

export function Component() {
  return (
    <FeatureTexts name="pages" loaders={pageBundles} fallback={<PageSkeleton />}>
      <AgentHomeScreen />
    </FeatureTexts>
  );
}
