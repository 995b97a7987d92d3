import type { ReferralSummary } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { FeatureTexts } from '../../i18n/FeatureTexts';
import { EmptyState } from '../../ui/EmptyState';
import { formatAmount } from '../../ui/format';
import { referralBundles } from './i18n';
import { useReferralSummary } from './referral.api';
import { ReferralInvitees } from './ReferralInvitees';
import { ReferralLink } from './ReferralLink';
import { ReferralRewards } from './ReferralRewards';
import { ReferralRules, ReferralTiers } from './ReferralTiers';
import './referral.css';

/** The page's frame while its texts or figures load: the boxes of what comes, so nothing jumps. */
function ReferralSkeleton() {
  return (
    <div className="referral" aria-busy="true" data-testid="referral-skeleton">
      <div className="skeleton referral-skeleton__link" />
      <div className="skeleton referral-skeleton__figures" />
      <div className="skeleton referral-skeleton__list" />
    </div>
  );
}

/** A load that failed: the server's own words when it gave any, and a way to try again. */
function ReferralLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError && error.message ? error.message : t('errors.network');
  return (
    <EmptyState
      testId="referral-load-failed"
      art="/art/states/offline.svg"
      title={t('referral.loadFailed')}
      text={message}
      action={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}

/** The member's figures: friends registered and qualified, rewards to claim and claimed. */
function ReferralFigures({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation();
  const { currency } = summary;
  const figures = [
    { key: 'invited', value: String(summary.invitedCount) },
    { key: 'qualified', value: String(summary.qualifiedCount) },
    { key: 'claimable', value: formatAmount(summary.claimable), isMoney: true },
    { key: 'claimed', value: formatAmount(summary.claimed), isMoney: true },
  ];
  return (
    <section className="referral-figures" data-testid="referral-figures">
      <dl>
        {figures.map((figure) => (
          <div key={figure.key} className="referral-figure">
            <dt>{t(`referral.figures.${figure.key}`)}</dt>
            <dd className={figure.isMoney ? 'referral-amount' : undefined}>
              {figure.value}
              {figure.isMoney && <small> {currency}</small>}
            </dd>
          </div>
        ))}
      </dl>
      {Number(summary.withheld) > 0 && (
        <p className="referral-figures__withheld">
          {t('referral.figures.withheld', { amount: formatAmount(summary.withheld), currency })}
        </p>
      )}
    </section>
  );
}

/** The link, the figures, the tiers, the friends and the rewards, once the summary is in. */
function ReferralBody() {
  const [pageNo, setPageNo] = useState(1);
  const summary = useReferralSummary(pageNo);
  const { t } = useTranslation();
  if (summary.isError && !summary.data) {
    return <ReferralLoadFailed error={summary.error} onRetry={() => void summary.refetch()} />;
  }
  if (!summary.data) return <ReferralSkeleton />;
  const { data } = summary;
  if (!data.isOffered) {
    return (
      <div className="referral" data-testid="mc-referral" data-state="off">
        <EmptyState
          testId="referral-off"
          art="/art/states/maintenance.svg"
          title={t('referral.off.title')}
          text={t('referral.off.text')}
        />
        <ReferralRewards currency={data.currency} />
      </div>
    );
  }
  return (
    <div className="referral" data-testid="mc-referral" data-state="on">
      <ReferralLink summary={data} />
      <ReferralFigures summary={data} />
      <div className="referral__columns">
        <ReferralRewards currency={data.currency} />
        <ReferralInvitees summary={data} pageNo={pageNo} onPage={setPageNo} />
      </div>
      <div className="referral__columns">
        <ReferralTiers summary={data} />
        <ReferralRules summary={data} />
      </div>
    </div>
  );
}

/**
 * referral (spec §2 member centre, "invite friends"): the member's link and QR code, the tiers
 * of rewards, the friends who registered with the link and the rewards they earned, claimed
 * here with their wagering.
 */
export function ReferralPage() {
  return (
    <FeatureTexts name="referral" loaders={referralBundles} fallback={<ReferralSkeleton />}>
      <ReferralBody />
    </FeatureTexts>
  );
}
