import { contractKinds, type ContractKind } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { FeatureTexts } from '../../i18n/FeatureTexts';
import { pageBundles } from '../../i18n/pages';
import { useSession } from '../../session/SessionProvider';
import { AppLink } from '../../ui/AppLink';
import { Icon, type IconName } from '../../ui/Icon';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ServiceLinks } from '../layout/ServiceBar';
import { useMyAgentApplication } from '../agent/agent.api';
import { useAgentProgramme } from '../agent/contracts.api';
import { AgentApplicationCard } from './AgentApplication';
import './join.css';

const steps = ['join.step1', 'join.step2', 'join.step3', 'join.step4'];

/** Each kind of contract's picture, as the agent centre's menu shows it. */
const earningIcons: Record<ContractKind, IconName> = {
  dividend: 'star',
  daily_salary: 'calendar',
  hourly_salary: 'clock',
  realtime_salary: 'flame',
};

/**
 * The hero's buttons by who looks: a visitor registers or signs in, an agent opens its agent
 * centre, a player goes to its application below.
 */
function JoinActions({ isApplicant }: { isApplicant: boolean }) {
  const { t } = useTranslation();
  const { isAgentAccount, isLoggedIn } = useSession();
  const application = useMyAgentApplication().data?.application;
  // A rejected player may apply again; any other answer is its application to look at.
  const hasApplied =
    application !== undefined && application !== null && application.status !== 'rejected';
  if (isLoggedIn && isAgentAccount) {
    return (
      <div className="join-page__actions">
        <p className="join-page__agent">{t('join.isAgent')}</p>
        <AppLink
          to="?ac=agentTeamOverview"
          className="button button--accent"
          data-testid="join-agent-centre"
        >
          {t('join.openCentre')}
        </AppLink>
      </div>
    );
  }
  if (isApplicant) {
    return (
      <div className="join-page__actions">
        <a href="#join-apply" className="button button--accent" data-testid="join-apply-link">
          {t(hasApplied ? 'join.application.mine' : 'join.application.title')}
        </a>
      </div>
    );
  }
  return (
    <div className="join-page__actions">
      <AppLink to="/register" className="button button--accent" data-testid="join-register">
        {t('join.register')}
      </AppLink>
      <AppLink to="/agentHome" className="button button--ghost">
        {t('join.signIn')}
      </AppLink>
    </div>
  );
}

/** What an agent earns here: only the kinds of contract the merchant runs (none: no section). */
function JoinEarnings() {
  const { t } = useTranslation();
  const kinds = useAgentProgramme().data?.kinds ?? [];
  if (kinds.length === 0) return null;
  return (
    <section className="join-page__section" aria-labelledby="join-earn" data-testid="join-earn">
      <h2 id="join-earn">{t('join.earnTitle')}</h2>
      <p className="join-page__muted">{t('join.earnText')}</p>
      <ul className="join-page__earnings">
        {contractKinds
          .filter((kind) => kinds.includes(kind))
          .map((kind) => (
            <li key={kind} className="card">
              <Icon name={earningIcons[kind]} />
              <h3>{t(`join.earn.${kind}.title`)}</h3>
              <p>{t(`join.earn.${kind}.text`)}</p>
            </li>
          ))}
      </ul>
    </section>
  );
}

/** How to become an agent, what an agent does, and whom to contact (or where to apply). */
function JoinScreen() {
  const { t } = useTranslation();
  const { isLoggedIn, isAgentAccount, isTrial } = useSession();
  // A signed-in player (not a trial account) applies here; an agent already is one.
  const isApplicant = isLoggedIn && !isAgentAccount && !isTrial;
  return (
    <div className="container join-page" data-testid="page-join">
      <section className="card join-page__hero">
        <h1 className="page-title">{t('join.title')}</h1>
        <p>{t('join.intro')}</p>
        <JoinActions isApplicant={isApplicant} />
      </section>

      {isApplicant && <AgentApplicationCard />}

      <section className="join-page__section" aria-labelledby="join-how">
        <h2 id="join-how">{t('join.howTitle')}</h2>
        <ol className="join-page__steps">
          {steps.map((key) => (
            <li key={key} className="card">
              {t(key)}
            </li>
          ))}
        </ol>
      </section>

      <JoinEarnings />

      <section
        className="join-page__section card join-page__contact"
        aria-labelledby="join-contact"
      >
        <h2 id="join-contact">{t('join.contact')}</h2>
        <p className="join-page__muted">{t('join.contactText')}</p>
        <ServiceLinks variant="list" />
      </section>
    </div>
  );
}

export function Component() {
  return (
    <FeatureTexts name="pages" loaders={pageBundles} fallback={<PageSkeleton />}>
      <JoinScreen />
    </FeatureTexts>
  );
}
