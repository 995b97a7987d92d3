import type { PointConfig, PointReward } from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { Icon, type IconName } from '../../ui/Icon';
import { RealAccountRequired } from '../account/LoginRequired';
import { ConvertDialog } from './ConvertDialog';
import { PointsLoadFailed, PointsNotice } from './list-parts';
import { usePointBalance, usePointConfig } from './points.api';
import { PointsRecordList } from './PointsRecordList';
import { PointsSummary, PointsSummarySkeleton } from './PointsSummary';
import { RedeemDialog } from './RedeemDialog';
import { RedemptionList } from './RedemptionList';
import { RewardGrid, RewardGridSkeleton } from './RewardGrid';

const tabs = ['rewards', 'history', 'record'] as const;
type PointsTab = (typeof tabs)[number];

const tabIcons: Record<PointsTab, IconName> = {
  rewards: 'star',
  history: 'history',
  record: 'calendar',
};

/** The open tab, kept in the address (?tab=) so a list can be linked to and survives a reload. */
function usePointsTab(): [PointsTab, (tab: PointsTab) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab = tabs.find((item) => item === asked) ?? 'rewards';
  const choose = (next: PointsTab) => {
    const params = new URLSearchParams(search);
    if (next === 'rewards') params.delete('tab');
    else params.set('tab', next);
    setSearch(params, { replace: true, preventScrollReset: true });
  };
  return [tab, choose];
}

/** The page's frame while its texts or its figures load. */
export function PointMallSkeleton() {
  return (
    <div aria-busy="true">
      <PointsSummarySkeleton />
      <div className="skeleton points-tabs-skeleton" />
      <RewardGridSkeleton />
    </div>
  );
}

/** The mall switched off by the operator: said plainly, with no rewards to tempt anyone. */
function MallClosed() {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="points-closed"
      art="/art/states/maintenance.svg"
      title={t('points.closed.title')}
      text={t('points.closed.text')}
      action={
        <AppLink to="/" className="button button--primary">
          {t('common.backHome')}
        </AppLink>
      }
    />
  );
}

/** The rules first: a closed mall, a refused account or a failed load each say so. */
export function PointMall() {
  const config = usePointConfig();
  if (config.error instanceof ApiError && config.error.code === 'in_need_true_account') {
    return <RealAccountRequired />;
  }
  if (config.isError) {
    return <PointsLoadFailed error={config.error} onRetry={() => void config.refetch()} />;
  }
  if (!config.data) return <PointMallSkeleton />;
  if (!config.data.isEnabled) return <MallClosed />;
  return <OpenMall config={config.data} />;
}

/** Three lists under one balance: rewards, the redeem history and the points record. */
function PointsTabs({
  baseId,
  tab,
  onChange,
}: {
  baseId: string;
  tab: PointsTab;
  onChange: (tab: PointsTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="points-tabs" role="tablist" aria-label={t('points.tabs.label')}>
      {tabs.map((item) => (
        <button
          key={item}
          id={`${baseId}-${item}`}
          type="button"
          role="tab"
          aria-selected={tab === item}
          aria-controls={`${baseId}-panel`}
          className="points-tab"
          onClick={() => onChange(item)}
          data-testid={`tab-${item}`}
        >
          <Icon name={tabIcons[item]} size={18} />
          <span>{t(`points.tabs.${item}`)}</span>
        </button>
      ))}
    </div>
  );
}

/** The member's points with the convert action, the notice of a result, the tabs, the dialogs. */
function OpenMall({ config }: { config: PointConfig }) {
  const balance = usePointBalance(true);
  const baseId = useId();
  const [tab, setTab] = usePointsTab();
  const [notice, setNotice] = useState<string | null>(null);
  const [redeeming, setRedeeming] = useState<PointReward | null>(null);
  const [isConverting, setIsConverting] = useState(false);
  const finish = (text: string) => {
    setRedeeming(null);
    setIsConverting(false);
    setNotice(text);
  };
  return (
    <>
      {balance.data ? (
        <PointsSummary
          config={config}
          balance={balance.data}
          onConvert={() => {
            setNotice(null);
            setIsConverting(true);
          }}
        />
      ) : balance.isError ? (
        <PointsLoadFailed error={balance.error} onRetry={() => void balance.refetch()} />
      ) : (
        <PointsSummarySkeleton />
      )}
      {notice && <PointsNotice text={notice} onClose={() => setNotice(null)} />}
      <PointsTabs baseId={baseId} tab={tab} onChange={setTab} />
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-${tab}`}
        className="points-panel"
      >
        {tab === 'rewards' && (
          <RewardGrid
            balance={balance.data}
            onRedeem={(reward) => {
              setNotice(null);
              setRedeeming(reward);
            }}
          />
        )}
        {tab === 'history' && <RedemptionList onBrowse={() => setTab('rewards')} />}
        {tab === 'record' && <PointsRecordList />}
      </div>
      {redeeming && balance.data && (
        <RedeemDialog
          key={redeeming.id}
          reward={redeeming}
          balance={balance.data}
          onClose={() => setRedeeming(null)}
          onDone={finish}
        />
      )}
      {isConverting && balance.data && (
        <ConvertDialog
          config={config}
          balance={balance.data}
          onClose={() => setIsConverting(false)}
          onDone={finish}
        />
      )}
    </>
  );
}
