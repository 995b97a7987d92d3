import type { PointBalance, PointReward } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { Money } from '../wallet/money-form';
import { PointsLoadFailed } from './list-parts';
import { usePointRewards } from './points.api';
import { pointsText, rewardBlock, type RewardBlock } from './points.rules';
import { RewardArt } from './RewardArt';

/** What a reward pays, in a line: cash to the wallet, a bonus with its turnover, or an item. */
export function RewardPayout({ reward, currency }: { reward: PointReward; currency: string }) {
  const { t } = useTranslation();
  if (reward.kind === 'item' || reward.amount === null) {
    return <span>{t('points.reward.itemPayout')}</span>;
  }
  const money = <Money amount={reward.amount} currency={currency} />;
  if (reward.kind === 'cash') {
    return (
      <span>
        {money} {t('points.reward.toWallet')}
      </span>
    );
  }
  return (
    <span>
      {money}{' '}
      {reward.turnoverMultiple > 0
        ? t('points.reward.bonusTurnover', { multiple: reward.turnoverMultiple })
        : t('points.reward.bonusNoTurnover')}
    </span>
  );
}

/** Why a blocked Redeem button cannot be pressed: its text key and values. */
function blockText(
  block: RewardBlock,
  reward: PointReward,
  balance: PointBalance,
): [string, Record<string, string>] {
  if (block === 'outOfStock') return ['points.reward.outOfStock', {}];
  if (block === 'limitReached') return ['points.reward.limitReached', {}];
  return ['points.reward.needMore', { points: pointsText(reward.points - balance.points) }];
}

/** One reward: its art, what it gives, what it costs, what is left, and the Redeem button. */
function RewardCard({
  reward,
  balance,
  onRedeem,
}: {
  reward: PointReward;
  balance: PointBalance;
  onRedeem: (reward: PointReward) => void;
}) {
  const { t } = useTranslation();
  const block = rewardBlock(reward, balance);
  return (
    <li
      className={`card reward-card${block ? ' reward-card--blocked' : ''}`}
      data-testid="reward-card"
      data-reward-id={reward.id}
    >
      <div className="reward-card__art">
        <RewardArt kind={reward.kind} />
        <span className={`reward-card__kind reward-card__kind--${reward.kind}`}>
          {t(`points.kind.${reward.kind}`)}
        </span>
      </div>
      <div className="reward-card__body">
        <h3 className="reward-card__name">{reward.name}</h3>
        {reward.description && <p className="reward-card__description">{reward.description}</p>}
        <p className="reward-card__payout">
          <RewardPayout reward={reward} currency={balance.currency} />
        </p>
        <ul className="reward-card__limits">
          {reward.stockLeft !== null && (
            <li data-testid="reward-stock">
              {reward.stockLeft > 0
                ? t('points.reward.stockLeft', { left: reward.stockLeft })
                : t('points.reward.outOfStock')}
            </li>
          )}
          {reward.memberLimit !== null && (
            <li data-testid="reward-limit">
              {t('points.reward.redeemedOf', {
                used: reward.memberRedeemed,
                limit: reward.memberLimit,
              })}
            </li>
          )}
        </ul>
        <p className="reward-card__cost">
          <strong>{pointsText(reward.points)}</strong> {t('points.unit', { count: reward.points })}
        </p>
        <button
          type="button"
          className={`button ${block ? '' : 'button--primary'} reward-card__redeem`}
          disabled={block !== null}
          onClick={() => onRedeem(reward)}
          data-testid="reward-redeem"
        >
          {block ? t(...blockText(block, reward, balance)) : t('points.reward.redeem')}
        </button>
      </div>
    </li>
  );
}

/** The grid's shape while the rewards load. */
export function RewardGridSkeleton() {
  return (
    <ul className="reward-grid" aria-hidden="true">
      {[0, 1, 2, 3].map((index) => (
        <li key={index} className="skeleton reward-card-skeleton" />
      ))}
    </ul>
  );
}

/** The mall's rewards; each says at once whether the member can redeem it, and if not, why. */
export function RewardGrid({
  balance,
  onRedeem,
}: {
  balance: PointBalance | undefined;
  onRedeem: (reward: PointReward) => void;
}) {
  const { t } = useTranslation();
  const rewards = usePointRewards(true);
  if (rewards.isError && !rewards.data) {
    return <PointsLoadFailed error={rewards.error} onRetry={() => void rewards.refetch()} />;
  }
  if (!rewards.data || !balance) return <RewardGridSkeleton />;
  if (rewards.data.length === 0) {
    return (
      <EmptyState
        testId="rewards-empty"
        title={t('points.reward.empty')}
        text={t('points.reward.emptyText')}
      />
    );
  }
  return (
    <ul className="reward-grid" aria-label={t('points.tabs.rewards')}>
      {rewards.data.map((reward) => (
        <RewardCard key={reward.id} reward={reward} balance={balance} onRedeem={onRedeem} />
      ))}
    </ul>
  );
}
