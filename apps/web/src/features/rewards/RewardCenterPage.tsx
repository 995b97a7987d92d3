import type { Reward } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { FeatureTexts } from '../../i18n/FeatureTexts';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { useMoneyErrorText } from '../wallet/money-action';
import { rewardBundles } from './i18n';
import { useShownInView } from '../../ui/ClaimConfirm';
import { RewardCard, useTextOf } from './RewardCard';
import { newClaimRequestId, useClaimReward, useRewards } from './rewards.api';
import { claimNoticeTexts, rewardKey, splitRewards } from './rewards.rules';
import './rewards.css';

/** The page's frame while its texts or rewards load: the cards' boxes, so nothing jumps. */
function RewardsSkeleton() {
  return (
    <div className="rewards" aria-busy="true" data-testid="rewards-skeleton">
      <div className="skeleton rewards-skeleton__head" />
      <div className="skeleton rewards-skeleton__card" />
      <div className="skeleton rewards-skeleton__card" />
      <div className="skeleton rewards-skeleton__card" />
    </div>
  );
}

/** A load that failed: the server's own words when it gave any, and a way to try again. */
function RewardsLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError && error.message ? error.message : t('errors.network');
  return (
    <EmptyState
      testId="rewards-load-failed"
      art="/art/states/offline.svg"
      title={t('rewards.loadFailed')}
      text={message}
      action={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}

/** Nothing to claim now: where rewards come from, and the way to them. */
function NothingToClaim() {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="rewards-empty"
      title={t('rewards.empty.title')}
      text={t('rewards.empty.text')}
      action={
        <div className="rewards-empty__actions">
          <AppLink to="/vip" className="button button--primary">
            {t('rewards.empty.vip')}
          </AppLink>
          <AppLink to="/promotions" className="button">
            {t('rewards.empty.promotions')}
          </AppLink>
        </div>
      }
    />
  );
}

/** The result of a claim, kept on the page until it is closed. */
function ClaimNotice({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useShownInView<HTMLDivElement>(text);
  return (
    <div ref={ref} className="rewards-notice" role="status" data-testid="reward-notice">
      <Icon name="wallet" size={18} />
      <p>{text}</p>
      <button
        type="button"
        className="rewards-notice__close"
        onClick={onClose}
        aria-label={t('common.close')}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

/**
 * The claim of one reward at a time: which one is being confirmed, the call (with the request
 * id of this press, kept for its retries), its notice or error. The api hook refreshes the
 * wallet and the rewards after it, and after a refusal.
 */
function useClaimFlow(currency: string) {
  const claim = useClaimReward();
  const textOf = useTextOf();
  const errorTextOf = useMoneyErrorText();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<{ key: string; text: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  async function confirm(reward: Reward) {
    if (claim.isPending) return;
    setError(null);
    const { source, id } = reward;
    try {
      const answer = await claim.mutateAsync({ source, id, requestId: newClaimRequestId() });
      setConfirming(null);
      setNotice(claimNoticeTexts(answer, currency).map(textOf).join(' '));
    } catch (failure) {
      setConfirming(null);
      setError({ key: rewardKey(reward), text: errorTextOf(failure) });
    }
  }
  return {
    confirming,
    error,
    notice,
    isBusy: claim.isPending,
    confirm,
    ask(reward: Reward) {
      setNotice(null);
      setError(null);
      setConfirming(rewardKey(reward));
    },
    cancel: () => setConfirming(null),
    closeNotice: () => setNotice(null),
  };
}

type ClaimFlow = ReturnType<typeof useClaimFlow>;

/** A list of reward cards, each wired to the claim flow. */
function RewardCards({
  rewards,
  currency,
  flow,
}: {
  rewards: readonly Reward[];
  currency: string;
  flow: ClaimFlow;
}) {
  return (
    <ul className="rewards__list">
      {rewards.map((reward) => {
        const key = rewardKey(reward);
        const isConfirming = flow.confirming === key;
        return (
          <RewardCard
            key={key}
            reward={reward}
            currency={currency}
            isConfirming={isConfirming}
            isBusy={flow.isBusy && isConfirming}
            isLocked={flow.isBusy}
            error={flow.error?.key === key ? flow.error.text : null}
            onClaim={() => flow.ask(reward)}
            onConfirm={() => void flow.confirm(reward)}
            onCancel={flow.cancel}
          />
        );
      })}
    </ul>
  );
}

/** The rewards: those to claim (or that there are none), then those claimed or expired lately. */
function RewardList() {
  const { t } = useTranslation();
  const rewards = useRewards();
  const flow = useClaimFlow(rewards.data?.currency ?? '');
  if (rewards.isError) {
    return <RewardsLoadFailed error={rewards.error} onRetry={() => void rewards.refetch()} />;
  }
  if (!rewards.data) return <RewardsSkeleton />;
  const { currency } = rewards.data;
  const { open, past } = splitRewards(rewards.data.rewards);
  return (
    <div className="rewards" data-testid="mc-rewardCenter">
      {flow.notice && <ClaimNotice text={flow.notice} onClose={flow.closeNotice} />}
      {open.length === 0 ? (
        <NothingToClaim />
      ) : (
        <section className="rewards__section" aria-labelledby="rewards-open-title">
          <h3 id="rewards-open-title" className="rewards__title">
            {t('rewards.open', { count: open.length })}
          </h3>
          <RewardCards rewards={open} currency={currency} flow={flow} />
        </section>
      )}
      {past.length > 0 && (
        <section
          className="rewards__section rewards__section--past"
          aria-labelledby="rewards-past-title"
        >
          <h3 id="rewards-past-title" className="rewards__title">
            {t('rewards.past')}
          </h3>
          <RewardCards rewards={past} currency={currency} flow={flow} />
        </section>
      )}
    </div>
  );
}

/**
 * rewardCenter (spec §2 member centre): every reward the member may claim now — VIP bonuses,
 * the rebate, promotions — each claimed in place (a raffle on its promotion's page), then those
 * claimed or expired lately.
 */
export function RewardCenterPage() {
  return (
    <FeatureTexts name="rewards" loaders={rewardBundles} fallback={<RewardsSkeleton />}>
      <RewardList />
    </FeatureTexts>
  );
}
