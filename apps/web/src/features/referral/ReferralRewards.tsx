import type { ReferralReward } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { ClaimConfirm } from '../../ui/ClaimConfirm';
import { formatAmount, formatCalendarDay } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { FormError } from '../account/FormError';
import { useFormatDateTime } from '../system/date-time';
import { useMoneyErrorText } from '../wallet/money-action';
import { useRefreshWallet } from '../wallet/wallet.api';
import { newReferralRequestId, useClaimReferral, useReferralRewards } from './referral.api';
import { percentOf } from './referral.rules';

/**
 * A claim: asked for one reward, confirmed, sent, and its notice or error. Each confirmation is
 * one press with an id of its own (its retries keep it). Money moved, or the reward changed
 * under us: every wallet figure is fetched again, this page's with them.
 */
function useReferralClaimFlow() {
  const { t } = useTranslation();
  const claim = useClaimReferral();
  const refreshWallet = useRefreshWallet();
  const errorTextOf = useMoneyErrorText();
  const [askedId, setAskedId] = useState<string | null>(null);
  const [error, setError] = useState<{ id: string; text: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  async function confirm(reward: ReferralReward, currency: string) {
    if (claim.isPending) return;
    setError(null);
    try {
      const answer = await claim.mutateAsync({ id: reward.id, requestId: newReferralRequestId() });
      const { amount, turnover } = answer.reward;
      const paid = t('referral.done', {
        amount: formatAmount(amount),
        balance: formatAmount(answer.balance),
        currency,
      });
      const wager = t('referral.doneTurnover', { turnover: formatAmount(turnover), currency });
      setNotice(Number(turnover) > 0 ? `${paid} ${wager}` : paid);
      void refreshWallet();
    } catch (failure) {
      setError({ id: reward.id, text: errorTextOf(failure) });
      if (failure instanceof ApiError && failure.code !== 'network_error') void refreshWallet();
    } finally {
      setAskedId(null);
    }
  }
  return {
    askedId,
    isBusy: claim.isPending,
    error,
    notice,
    confirm,
    ask(id: string) {
      setNotice(null);
      setError(null);
      setAskedId(id);
    },
    cancel: () => setAskedId(null),
    closeNotice: () => setNotice(null),
  };
}

type ClaimFlow = ReturnType<typeof useReferralClaimFlow>;

/** One reward: what earned it, the amount, its status and (claimable) the claim. */
function RewardRow(props: { reward: ReferralReward; currency: string; flow: ClaimFlow }) {
  const { reward, currency, flow } = props;
  const { t, i18n } = useTranslation();
  const formatTime = useFormatDateTime();
  const title =
    reward.kind === 'bets'
      ? t('referral.rewards.kind.bets', {
          name: reward.invitee,
          day: formatCalendarDay(reward.period, i18n.language),
        })
      : t('referral.rewards.kind.first_deposit', { name: reward.invitee });
  const base =
    reward.kind === 'bets'
      ? t('referral.rewards.baseBets', {
          amount: formatAmount(reward.base),
          rate: percentOf(reward.rate),
        })
      : t('referral.rewards.base', { amount: formatAmount(reward.base) });
  const when =
    reward.status === 'claimed' && reward.claimedAt
      ? t('referral.rewards.claimedAt', { time: formatTime(reward.claimedAt) })
      : reward.status === 'claimable' && reward.expiresAt
        ? t('referral.rewards.expires', { time: formatTime(reward.expiresAt) })
        : null;
  return (
    <li className="referral-reward" data-testid="referral-reward" data-status={reward.status}>
      <div className="referral-row">
        <div className="referral-row__main">
          <strong>{title}</strong>
          <span className="referral-row__sub">{base}</span>
          {when && <span className="referral-row__sub">{when}</span>}
        </div>
        <div className="referral-row__side">
          <strong className="referral-amount referral-reward__amount">
            {formatAmount(reward.amount)}
          </strong>
          {reward.status === 'claimable' ? (
            <button
              type="button"
              className="button button--accent button--small"
              onClick={() => flow.ask(reward.id)}
              disabled={flow.isBusy || flow.askedId === reward.id}
              data-testid="referral-claim"
            >
              {t('referral.rewards.claim')}
            </button>
          ) : (
            <span className={`referral-status referral-status--${reward.status}`}>
              {t(`referral.rewards.status.${reward.status}`)}
            </span>
          )}
        </div>
      </div>
      {flow.askedId === reward.id && (
        <ClaimConfirm
          title={t('referral.confirm.title', { amount: formatAmount(reward.amount), currency })}
          text={
            Number(reward.turnover) > 0
              ? t('referral.confirm.turnover', {
                  turnover: formatAmount(reward.turnover),
                  currency,
                })
              : t('referral.confirm.plain')
          }
          confirmLabel={t('referral.confirm.yes')}
          busyLabel={t('referral.rewards.busy')}
          isBusy={flow.isBusy}
          testId="referral-confirm"
          onConfirm={() => void flow.confirm(reward, currency)}
          onCancel={flow.cancel}
        />
      )}
      {flow.error?.id === reward.id && <FormError text={flow.error.text} />}
    </li>
  );
}

/** The member's rewards, claimable first, with the claim and its notice; more on request. */
export function ReferralRewards({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const rewards = useReferralRewards();
  const flow = useReferralClaimFlow();
  const list = rewards.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className="referral-section" aria-labelledby="referral-rewards-title">
      <div className="referral-section__head">
        <h3 id="referral-rewards-title" className="referral-section__title">
          {t('referral.rewards.title')}
        </h3>
        <span className="referral-section__note">{currency}</span>
      </div>
      {flow.notice && (
        <div className="referral-notice" role="status" data-testid="referral-notice">
          <Icon name="wallet" size={18} />
          <p>{flow.notice}</p>
          <button
            type="button"
            className="referral-notice__close"
            onClick={flow.closeNotice}
            aria-label={t('common.close')}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      )}
      {!rewards.data ? (
        <div className="skeleton referral-skeleton__list" />
      ) : list.length === 0 ? (
        <p className="referral-section__hint" data-testid="referral-rewards-empty">
          {t('referral.rewards.empty')}
        </p>
      ) : (
        <ul className="referral-list" data-testid="referral-rewards">
          {list.map((reward) => (
            <RewardRow key={reward.id} reward={reward} currency={currency} flow={flow} />
          ))}
        </ul>
      )}
      {rewards.hasNextPage && (
        <button
          type="button"
          className="button referral-more"
          onClick={() => void rewards.fetchNextPage()}
          disabled={rewards.isFetchingNextPage}
        >
          {t('referral.rewards.more')}
        </button>
      )}
    </section>
  );
}
