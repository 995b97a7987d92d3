import type { RebatePreview } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { AppLink } from '../../ui/AppLink';
import { useShownInView } from '../../ui/ClaimConfirm';
import { formatAmount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { FormError } from '../account/FormError';
import { useFormatDateTime } from '../system/date-time';
import { isNone } from '../vip/vip.rules';
import { VipBadge } from '../vip/VipBadge';
import { useMoneyErrorText } from '../wallet/money-action';
import { Money } from '../wallet/money-form';
import { useRefreshWallet } from '../wallet/wallet.api';
import { newRebateRequestId, useClaimRebate } from './rebate.api';
import { turnoverOf, type RebateState } from './rebate.rules';

/**
 * The claim: asked, confirmed, sent, and its notice or error. Each confirmation is one press
 * with an id of its own (its retries keep it). Money moved, or the rebate changed under us:
 * every wallet figure is fetched again, the preview and the history with them.
 */
export function useRebateClaimFlow() {
  const { t } = useTranslation();
  const claim = useClaimRebate();
  const refreshWallet = useRefreshWallet();
  const errorTextOf = useMoneyErrorText();
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  async function confirm(currency: string) {
    if (claim.isPending) return;
    setError(null);
    try {
      const { claim: done, balance } = await claim.mutateAsync(newRebateRequestId());
      const amounts = { amount: formatAmount(done.amount), balance: formatAmount(balance) };
      const paid = t('rebate.done', { ...amounts, currency });
      setNotice(
        isNone(done.turnover, currency)
          ? paid
          : `${paid} ${t('rebate.doneTurnover', { turnover: formatAmount(done.turnover), currency })}`,
      );
      void refreshWallet();
    } catch (failure) {
      setError(errorTextOf(failure));
      if (failure instanceof ApiError && failure.code !== 'network_error') void refreshWallet();
    } finally {
      setIsConfirming(false);
    }
  }
  return {
    isConfirming,
    isBusy: claim.isPending,
    error,
    notice,
    confirm,
    ask() {
      setNotice(null);
      setError(null);
      setIsConfirming(true);
    },
    cancel: () => setIsConfirming(false),
    closeNotice: () => setNotice(null),
  };
}

export type RebateClaimFlow = ReturnType<typeof useRebateClaimFlow>;

/** The result of a claim, kept on the page until it is closed. */
export function ClaimNotice({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useShownInView<HTMLDivElement>(text);
  return (
    <div ref={ref} className="rebate-notice" role="status" data-testid="rebate-notice">
      <Icon name="wallet" size={18} />
      <p>{text}</p>
      <button
        type="button"
        className="rebate-notice__close"
        onClick={onClose}
        aria-label={t('common.close')}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

/** What claiming gives and asks, before it is done: the amount now, the wagering after it. */
function ClaimConfirm({ preview, flow }: { preview: RebatePreview; flow: RebateClaimFlow }) {
  const { t } = useTranslation();
  const ref = useShownInView<HTMLDivElement>(preview.total);
  const { currency } = preview;
  const turnover = turnoverOf(preview.total, preview.turnoverMultiple, currency);
  return (
    <div ref={ref} className="rebate-confirm" data-testid="rebate-confirm">
      <p className="rebate-confirm__title">
        {t('rebate.confirm.title', { amount: formatAmount(preview.total), currency })}
      </p>
      <p className="rebate-confirm__text">
        {isNone(turnover, currency)
          ? t('rebate.confirm.plain')
          : t('rebate.confirm.turnover', { turnover: formatAmount(turnover), currency })}
      </p>
      <div className="rebate-confirm__actions">
        <button type="button" className="button" onClick={flow.cancel} disabled={flow.isBusy}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button button--accent"
          onClick={() => void flow.confirm(currency)}
          disabled={flow.isBusy}
          data-testid="rebate-confirm-button"
        >
          {flow.isBusy ? t('rebate.summary.busy') : t('rebate.confirm.confirm')}
        </button>
      </div>
    </div>
  );
}

/** Why the rebate cannot be claimed now, in a line (nothing when it can). */
function StateLine({ state, currency }: { state: RebateState; currency: string }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  switch (state.kind) {
    case 'ready':
    case 'off':
      return null;
    case 'noLevel':
      return (
        <div className="rebate-state" data-testid="rebate-state">
          <p>{t('rebate.state.noLevel')}</p>
          <AppLink to="/vip" className="button button--accent button--small">
            {t('rebate.state.toVip')}
          </AppLink>
        </div>
      );
    case 'claimed':
      return (
        <p className="rebate-state" data-testid="rebate-state">
          {state.nextClaimAt
            ? t('rebate.state.claimed', { time: formatTime(state.nextClaimAt) })
            : t('rebate.state.claimedNext')}
        </p>
      );
    case 'belowMinimum':
      return (
        <p className="rebate-state" data-testid="rebate-state">
          {t(state.hasBets ? 'rebate.state.belowMinimum' : 'rebate.state.noBets', {
            amount: formatAmount(state.minClaim),
            currency,
          })}
        </p>
      );
  }
}

/** The member's level: its gem and name, or that there is none yet. */
function LevelLine({ preview }: { preview: RebatePreview }) {
  const { t } = useTranslation();
  const hasLevel = preview.rank > 0 && preview.levelName !== null;
  return (
    <div className="rebate-summary__level">
      <VipBadge rank={hasLevel ? preview.rank : 0} size={40} />
      <div>
        <span className="rebate-summary__label">{t('rebate.summary.level')}</span>
        <strong data-testid="rebate-level">
          {hasLevel ? preview.levelName : t('rebate.summary.noLevel')}
        </strong>
        {hasLevel && (
          <span className="rebate-summary__rank">
            {t('rebate.summary.rankChip', { rank: preview.rank })}
          </span>
        )}
      </div>
    </div>
  );
}

/** The bets a claim covers (from, to: the merchant's clock) and their rebate in large type. */
function SummaryFigures({ preview, state }: { preview: RebatePreview; state: RebateState }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const through = formatTime(preview.through);
  return (
    <>
      <p className="rebate-summary__window" data-testid="rebate-window">
        <Icon name="clock" size={16} />
        {preview.from
          ? t('rebate.summary.window', { from: formatTime(preview.from), through })
          : t('rebate.summary.windowOpen', { through })}
      </p>
      <div className="rebate-summary__total">
        <span className="rebate-summary__label">
          {t(state.kind === 'claimed' ? 'rebate.summary.totalSince' : 'rebate.summary.total')}
        </span>
        <strong data-testid="rebate-total">
          <Money amount={preview.total} currency={preview.currency} />
        </strong>
      </div>
    </>
  );
}

/**
 * The rebate at a glance: the level, the bets it covers and their total, and Claim or why it
 * cannot be claimed now (without a level: the way to one, nothing to claim).
 */
export function RebateSummary({
  preview,
  state,
  flow,
}: {
  preview: RebatePreview;
  state: RebateState;
  flow: RebateClaimFlow;
}) {
  const { t } = useTranslation();
  const canClaim = state.kind === 'ready';
  return (
    <section className="rebate-summary" data-testid="rebate-summary" data-state={state.kind}>
      <LevelLine preview={preview} />
      {state.kind !== 'noLevel' && <SummaryFigures preview={preview} state={state} />}
      <StateLine state={state} currency={preview.currency} />
      {state.kind !== 'noLevel' && (
        <button
          type="button"
          className={`button rebate-summary__claim${canClaim ? ' button--accent' : ''}`}
          onClick={flow.ask}
          disabled={!canClaim || flow.isConfirming || flow.isBusy}
          data-testid="rebate-claim"
        >
          {t('rebate.summary.claim')}
        </button>
      )}
      {flow.isConfirming && canClaim && <ClaimConfirm preview={preview} flow={flow} />}
      {flow.error && <FormError text={flow.error} testId="rebate-claim-error" />}
    </section>
  );
}
