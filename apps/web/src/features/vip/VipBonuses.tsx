import type { VipBonus, VipLevel } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { formatAmount, localeOf } from '../../ui/format';
import { ClaimConfirm, useShownInView } from '../../ui/ClaimConfirm';
import { Icon } from '../../ui/Icon';
import { FormError } from '../account/FormError';
import { useFormatDateTime } from '../system/date-time';
import { useMoneyErrorText } from '../wallet/money-action';
import { Money } from '../wallet/money-form';
import { useRefreshWallet } from '../wallet/wallet.api';
import { useClaimVipBonus } from './vip.api';
import { bonusPeriod, claimableTotal, isNone, levelOf, sortedBonuses } from './vip.rules';
import { VipBadge } from './VipBadge';

/** A month ("2026-11-01") by name in the page's language: "November 2026". */
function monthText(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** A year as the page's language counts it (Thai in the Buddhist era, as its dates are). */
function yearText(year: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, 6, 1)),
  );
}

/** What a bonus is for: its kind, and the level (upgrade), week or month it belongs to. */
function useBonusTitle(levels: readonly VipLevel[]) {
  const { t, i18n } = useTranslation();
  return (bonus: VipBonus): string => {
    const kind = t(`vip.bonuses.kind.${bonus.kind}`);
    const period = bonusPeriod(bonus.period);
    const detail =
      period?.kind === 'week'
        ? t('vip.bonuses.week', { week: period.week, year: yearText(period.year, i18n.language) })
        : period?.kind === 'month'
          ? monthText(period.iso, i18n.language)
          : (levelOf(levels, bonus.rank)?.name ?? t('vip.rankChip', { rank: bonus.rank }));
    return `${kind} · ${detail}`;
  };
}

/** The line under a bonus's amount: its wagering, and until when it may be claimed (or when it was). */
function BonusMeta({ bonus, currency }: { bonus: VipBonus; currency: string }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const turnover = isNone(bonus.turnover, currency)
    ? t('vip.bonuses.noTurnover')
    : t('vip.bonuses.turnover', { amount: formatAmount(bonus.turnover), currency });
  const when =
    bonus.status === 'claimed'
      ? bonus.claimedAt && t('vip.bonuses.claimedAt', { time: formatTime(bonus.claimedAt) })
      : bonus.status === 'expired'
        ? bonus.expiresAt && t('vip.bonuses.expiredAt', { time: formatTime(bonus.expiresAt) })
        : bonus.expiresAt
          ? t('vip.bonuses.claimBy', { time: formatTime(bonus.expiresAt) })
          : t('vip.bonuses.noExpiry');
  return (
    <p className="vip-bonus__meta">
      <span>{turnover}</span>
      {when && <span>{when}</span>}
    </p>
  );
}

/** One bonus: what it is for, its amount and terms, and Claim (or why it cannot be claimed). */
function BonusRow({
  bonus,
  title,
  currency,
  isConfirming,
  isBusy,
  error,
  onClaim,
  onConfirm,
  onCancel,
}: {
  bonus: VipBonus;
  title: string;
  currency: string;
  isConfirming: boolean;
  isBusy: boolean;
  error: string | null;
  onClaim: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const isClaimable = bonus.status === 'claimable';
  return (
    <li
      className={`vip-bonus vip-bonus--${bonus.status}`}
      data-testid="vip-bonus"
      data-status={bonus.status}
      data-kind={bonus.kind}
    >
      <VipBadge rank={bonus.rank} size={36} className="vip-bonus__badge" />
      <div className="vip-bonus__main">
        <p className="vip-bonus__title">{title}</p>
        <p className="vip-bonus__amount">
          <Money amount={bonus.amount} currency={currency} />
        </p>
        <BonusMeta bonus={bonus} currency={currency} />
      </div>
      <button
        type="button"
        className={`button vip-bonus__claim${isClaimable ? ' button--accent' : ''}`}
        onClick={onClaim}
        disabled={!isClaimable || isConfirming || isBusy}
        data-testid="vip-claim"
      >
        {bonus.status === 'claimed' && <Icon name="shield" size={16} />}
        {t(`vip.bonuses.${isClaimable ? 'claim' : bonus.status}`)}
      </button>
      {isConfirming && (
        <ClaimConfirm
          title={t('vip.bonuses.confirmTitle', { amount: formatAmount(bonus.amount), currency })}
          text={
            isNone(bonus.turnover, currency)
              ? t('vip.bonuses.confirmPlain')
              : t('vip.bonuses.confirmTurnover', {
                  turnover: formatAmount(bonus.turnover),
                  currency,
                })
          }
          confirmLabel={t('vip.bonuses.confirm')}
          busyLabel={t('vip.bonuses.busy')}
          isBusy={isBusy}
          testId="vip-claim-confirm"
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
      {error && (
        <div className="vip-bonus__error">
          <FormError text={error} testId="vip-claim-error" />
        </div>
      )}
    </li>
  );
}

/**
 * The claim of one bonus at a time: which one is being confirmed, the call, its notice or
 * error. Money moved (or the bonus changed under us): every wallet figure is fetched again,
 * the VIP status with them.
 */
function useClaimFlow(currency: string) {
  const { t } = useTranslation();
  const claim = useClaimVipBonus();
  const refreshWallet = useRefreshWallet();
  const errorTextOf = useMoneyErrorText();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<{ id: string; text: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  async function confirm(bonus: VipBonus) {
    if (claim.isPending) return;
    setError(null);
    try {
      const answer = await claim.mutateAsync(bonus.id);
      setConfirming(null);
      setNotice(
        t('vip.bonuses.done', {
          amount: formatAmount(answer.bonus.amount),
          balance: formatAmount(answer.balance),
          currency,
        }),
      );
      void refreshWallet();
    } catch (failure) {
      setConfirming(null);
      setError({ id: bonus.id, text: errorTextOf(failure) });
      if (failure instanceof ApiError && failure.code !== 'network_error') void refreshWallet();
    }
  }
  return {
    confirming,
    error,
    notice,
    isBusy: claim.isPending,
    confirm,
    ask(id: string) {
      setNotice(null);
      setError(null);
      setConfirming(id);
    },
    cancel: () => setConfirming(null),
    closeNotice: () => setNotice(null),
  };
}

/** The result of a claim, kept on the page until it is closed. */
function ClaimNotice({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useShownInView<HTMLDivElement>(text);
  return (
    <div ref={ref} className="vip-notice" role="status" data-testid="vip-notice">
      <Icon name="wallet" size={18} />
      <p>{text}</p>
      <button
        type="button"
        className="vip-notice__close"
        onClick={onClose}
        aria-label={t('common.close')}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

/** The member's VIP bonuses, claimable first, each claimed after a word on what it gives. */
export function VipBonuses({
  bonuses,
  levels,
  currency,
}: {
  bonuses: readonly VipBonus[];
  levels: readonly VipLevel[];
  currency: string;
}) {
  const { t } = useTranslation();
  const titleOf = useBonusTitle(levels);
  const flow = useClaimFlow(currency);
  const waiting = claimableTotal(bonuses, currency);
  return (
    <section className="vip-section vip-bonuses" aria-labelledby="vip-bonuses-title">
      <div className="vip-section__head">
        <h2 id="vip-bonuses-title" className="vip-section__title">
          {t('vip.bonuses.title')}
        </h2>
        {!isNone(waiting, currency) && (
          <span className="vip-bonuses__waiting" data-testid="vip-bonuses-waiting">
            {t('vip.bonuses.waiting', { amount: formatAmount(waiting), currency })}
          </span>
        )}
      </div>
      {flow.notice && <ClaimNotice text={flow.notice} onClose={flow.closeNotice} />}
      {bonuses.length === 0 ? (
        <p className="vip-bonuses__empty">{t('vip.bonuses.empty')}</p>
      ) : (
        <ul className="vip-bonuses__list">
          {sortedBonuses(bonuses).map((bonus) => (
            <BonusRow
              key={bonus.id}
              bonus={bonus}
              title={titleOf(bonus)}
              currency={currency}
              isConfirming={flow.confirming === bonus.id}
              isBusy={flow.isBusy && flow.confirming === bonus.id}
              error={flow.error?.id === bonus.id ? flow.error.text : null}
              onClaim={() => flow.ask(bonus.id)}
              onConfirm={() => void flow.confirm(bonus)}
              onCancel={flow.cancel}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
