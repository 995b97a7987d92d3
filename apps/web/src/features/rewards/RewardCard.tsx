import type { Reward, RewardSource } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { ClaimConfirm } from '../../ui/ClaimConfirm';
import { Icon, type IconName } from '../../ui/Icon';
import { FormError } from '../account/FormError';
import { useFormatDateTime } from '../system/date-time';
import { Money } from '../wallet/money-form';
import {
  confirmTexts,
  promotionPath,
  rewardAction,
  rewardDateLine,
  rewardTitle,
  turnoverLine,
  type Text,
} from './rewards.rules';

/** The icon of each programme a reward comes from. */
const sourceIcons: Record<RewardSource, IconName> = {
  vip_bonus: 'star',
  rebate: 'refresh',
  promotion: 'promotions',
  mission: 'flame',
  referral: 'user',
};

/** The site's `t` for texts the rules composed. */
export function useTextOf() {
  const { t } = useTranslation();
  return (text: Text): string => t(text.key, text.values);
}

/** A reward's title in the page's language. */
export function useRewardTitle() {
  const { t, i18n } = useTranslation();
  return (reward: Reward): string =>
    rewardTitle(reward, i18n.language, (key, values) => t(key, values));
}

/** The line under a reward's amount: its wagering, and until when to claim it (or when it was). */
function RewardMeta({ reward, currency }: { reward: Reward; currency: string }) {
  const { t } = useTranslation();
  const textOf = useTextOf();
  const formatTime = useFormatDateTime();
  const turnover = turnoverLine(reward, currency);
  const date = rewardDateLine(reward);
  if (!turnover && !date) return null;
  return (
    <p className="reward-card__meta">
      {turnover && <span>{textOf(turnover)}</span>}
      {date && (
        <span data-testid="reward-date">
          {date.kind === 'noExpiry'
            ? t('rewards.card.noExpiry')
            : t(`rewards.card.${date.kind}`, { time: formatTime(date.at) })}
        </span>
      )}
    </p>
  );
}

/** The button of a reward: Claim, Open promotion (a raffle), or what became of it. */
function RewardButton({
  reward,
  isDisabled,
  onClaim,
}: {
  reward: Reward;
  isDisabled: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation();
  const action = rewardAction(reward);
  if (action === 'open') {
    return (
      <AppLink
        to={promotionPath(reward.id)}
        className="button button--primary reward-card__action"
        data-testid="reward-open"
      >
        {t('rewards.card.open')}
      </AppLink>
    );
  }
  if (action === 'claim') {
    return (
      <button
        type="button"
        className="button button--accent reward-card__action"
        onClick={onClaim}
        disabled={isDisabled}
        data-testid="reward-claim"
      >
        {t('rewards.card.claim')}
      </button>
    );
  }
  return (
    <span className="reward-card__state" data-testid="reward-state">
      {action === 'claimed' && <Icon name="shield" size={16} />}
      {t(`rewards.card.${action}`)}
    </span>
  );
}

/** One reward: where it comes from, what it is, its amount and terms, and its button. */
export function RewardCard({
  reward,
  currency,
  isConfirming,
  isBusy,
  isLocked,
  error,
  onClaim,
  onConfirm,
  onCancel,
}: {
  reward: Reward;
  currency: string;
  isConfirming: boolean;
  /** This reward's claim is on its way. */
  isBusy: boolean;
  /** A claim (of any reward) is on its way: one at a time. */
  isLocked: boolean;
  error: string | null;
  onClaim: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const titleOf = useRewardTitle();
  const textOf = useTextOf();
  const confirm = confirmTexts(reward, currency);
  return (
    <li
      className={`reward-card reward-card--${reward.status}`}
      data-testid="reward"
      data-source={reward.source}
      data-status={reward.status}
    >
      <span className={`reward-card__icon reward-card__icon--${reward.source}`}>
        <Icon name={sourceIcons[reward.source]} size={22} />
      </span>
      <p className="reward-card__title">{titleOf(reward)}</p>
      <p className="reward-card__amount">
        {reward.amount === null ? (
          <span className="reward-card__amount-open">{t('rewards.card.amountAtClaim')}</span>
        ) : (
          <Money amount={reward.amount} currency={currency} />
        )}
      </p>
      <div className="reward-card__button">
        <RewardButton reward={reward} isDisabled={isConfirming || isLocked} onClaim={onClaim} />
      </div>
      <RewardMeta reward={reward} currency={currency} />
      {isConfirming && (
        <ClaimConfirm
          title={textOf(confirm[0])}
          text={textOf(confirm[1])}
          confirmLabel={t('rewards.card.confirm')}
          busyLabel={t('rewards.card.busy')}
          isBusy={isBusy}
          testId="reward-claim-confirm"
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
      {error && (
        <div className="reward-card__error">
          <FormError text={error} testId="reward-claim-error" />
        </div>
      )}
    </li>
  );
}
