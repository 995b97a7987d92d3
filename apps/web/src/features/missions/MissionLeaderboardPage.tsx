import type { Mission } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { FeatureTexts } from '../../i18n/FeatureTexts';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { newClaimRequestId } from '../rewards/rewards.api';
import { useMoneyErrorText } from '../wallet/money-action';
import { missionBundles } from './i18n';
import { LeaderboardPanel } from './LeaderboardPanel';
import { MissionCard } from './MissionCard';
import { useClaimMission, useMissionSummary } from './missions.api';
import { claimNotice, missionGroups } from './missions.rules';
import './missions.css';

function MissionsSkeleton() {
  return (
    <div className="missions" aria-busy="true" data-testid="missions-skeleton">
      <div className="skeleton missions-skeleton__head" />
      <div className="skeleton missions-skeleton__card" />
      <div className="skeleton missions-skeleton__card" />
    </div>
  );
}

/** One claim at a time: which mission is being confirmed, the call, its notice or error. */
function useClaimFlow(currency: string) {
  const { t } = useTranslation();
  const claim = useClaimMission();
  const errorTextOf = useMoneyErrorText();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<{ id: string; text: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  async function confirm(mission: Mission) {
    if (claim.isPending) return;
    setError(null);
    try {
      const answer = await claim.mutateAsync({
        missionId: mission.id,
        requestId: newClaimRequestId(),
      });
      setNotice(
        claimNotice(answer, currency)
          .map((text) => t(text.key, text.values))
          .join(' '),
      );
    } catch (failure) {
      setError({ id: mission.id, text: errorTextOf(failure) });
    }
    setConfirming(null);
  }
  return {
    confirming,
    error,
    notice,
    isBusy: claim.isPending,
    confirm,
    ask(mission: Mission) {
      setNotice(null);
      setError(null);
      setConfirming(mission.id);
    },
    cancel: () => setConfirming(null),
    closeNotice: () => setNotice(null),
  };
}

function MissionList() {
  const { t } = useTranslation();
  const summary = useMissionSummary();
  const flow = useClaimFlow(summary.data?.currency ?? '');
  if (summary.isError) {
    const message =
      summary.error instanceof ApiError && summary.error.message
        ? summary.error.message
        : t('errors.network');
    return (
      <EmptyState
        testId="missions-load-failed"
        art="/art/states/offline.svg"
        title={t('missions.loadFailed')}
        text={message}
        action={
          <button
            type="button"
            className="button button--primary"
            onClick={() => void summary.refetch()}
          >
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  if (!summary.data) return <MissionsSkeleton />;
  const { currency, missions } = summary.data;
  if (missions.length === 0) {
    return (
      <EmptyState
        testId="missions-empty"
        title={t('missions.empty.title')}
        text={t('missions.empty.text')}
      />
    );
  }
  return (
    <>
      {flow.notice && (
        <div className="missions-notice" role="status" data-testid="mission-notice">
          <Icon name="wallet" size={18} />
          <p>{flow.notice}</p>
          <button
            type="button"
            className="missions-notice__close"
            onClick={flow.closeNotice}
            aria-label={t('common.close')}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      )}
      {missionGroups(missions).map((group) => (
        <section
          key={group.period}
          className="missions__group"
          aria-labelledby={`missions-${group.period}`}
        >
          <h3 id={`missions-${group.period}`} className="missions__title">
            {t(`missions.period.${group.period}`)}
          </h3>
          <ul className="missions__list">
            {group.missions.map((mission) => (
              <MissionCard
                key={mission.id}
                mission={mission}
                currency={currency}
                isConfirming={flow.confirming === mission.id}
                isBusy={flow.isBusy && flow.confirming === mission.id}
                isLocked={flow.isBusy}
                error={flow.error?.id === mission.id ? flow.error.text : null}
                onClaim={() => flow.ask(mission)}
                onConfirm={() => void flow.confirm(mission)}
                onCancel={flow.cancel}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

const tabs = ['missions', 'board'] as const;
type Tab = (typeof tabs)[number];

/** The week's standing over both tabs: missions claimed and the score, and what waits. */
function MissionHead() {
  const { t } = useTranslation();
  const summary = useMissionSummary();
  if (!summary.data) return <div className="skeleton missions-skeleton__head" />;
  const { weekClaims, weekScore, claimableCount } = summary.data;
  return (
    <div className="missions-head" data-testid="missions-head">
      <div>
        <span className="missions-head__figure">{weekScore}</span>
        <span className="missions-head__label">{t('missions.head.score')}</span>
      </div>
      <div>
        <span className="missions-head__figure">{weekClaims}</span>
        <span className="missions-head__label">{t('missions.head.claims')}</span>
      </div>
      <div>
        <span className="missions-head__figure missions-head__figure--accent">
          {claimableCount}
        </span>
        <span className="missions-head__label">{t('missions.head.claimable')}</span>
      </div>
    </div>
  );
}

function MissionTabs() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('missions');
  return (
    <div className="missions" data-testid="mc-missionLeaderboard">
      <MissionHead />
      <div className="missions-tabs" role="tablist" aria-label={t('missions.tabs')}>
        {tabs.map((entry) => (
          <button
            key={entry}
            type="button"
            role="tab"
            aria-selected={tab === entry}
            className={`missions-tab ${tab === entry ? 'missions-tab--active' : ''}`}
            onClick={() => setTab(entry)}
            data-testid={`missions-tab-${entry}`}
          >
            <Icon name={entry === 'missions' ? 'flame' : 'star'} size={18} />
            {t(`missions.tab.${entry}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">{tab === 'missions' ? <MissionList /> : <LeaderboardPanel />}</div>
    </div>
  );
}

/**
 * missionLeaderboard (spec §2 member centre, "mission activity"): the daily, weekly and event
 * missions with this period's progress, each claimed once, and the leaderboard of their scores.
 */
export function MissionLeaderboardPage() {
  return (
    <FeatureTexts name="missions" loaders={missionBundles} fallback={<MissionsSkeleton />}>
      <MissionTabs />
    </FeatureTexts>
  );
}
