import type { VipProgramme } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { FeatureTexts } from '../../i18n/FeatureTexts';
import { useSession } from '../../session/SessionProvider';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { useAuthModals } from '../account/AuthModals';
import { useRegisterInstead } from '../account/LoginRequired';
import { vipBundles } from './i18n';
import { BenefitsPair } from './LevelBenefits';
import { LevelTable } from './LevelTable';
import { useVipProgramme, useVipStatus } from './vip.api';
import { levelOf, nextLevelOf, sortedLevels } from './vip.rules';
import { VipBadge } from './VipBadge';
import { VipBonuses } from './VipBonuses';
import { VipHero, VipHeroSkeleton } from './VipHero';
import './vip.css';

/** The page's frame while its texts or figures load: the boxes of what comes, so nothing jumps. */
function VipSkeleton() {
  return (
    <div aria-busy="true">
      <VipHeroSkeleton />
      <div className="skeleton vip-section-skeleton" />
      <div className="skeleton vip-section-skeleton vip-section-skeleton--tall" />
    </div>
  );
}

/** A load that failed: the server's own words when it gave any, and a way to try again. */
function VipLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError && error.message ? error.message : t('errors.network');
  return (
    <EmptyState
      testId="vip-load-failed"
      art="/art/states/offline.svg"
      title={t('vip.loadFailed')}
      text={message}
      action={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}

/** The programme switched off (or without levels): said plainly, no levels invented. */
function VipClosed() {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="vip-closed"
      art="/art/states/maintenance.svg"
      title={t('vip.closed.title')}
      text={t('vip.closed.text')}
      action={
        <AppLink to="/" className="button button--primary">
          {t('common.backHome')}
        </AppLink>
      }
    />
  );
}

/** The rules of the programme in a few lines: the window, the grace, the claim days. */
function VipRules({ programme }: { programme: VipProgramme }) {
  const { t } = useTranslation();
  const { windowDays, graceDays, claimDays } = programme;
  return (
    <section className="vip-section vip-rules" aria-labelledby="vip-rules-title">
      <h2 id="vip-rules-title" className="vip-section__title">
        {t('vip.rules.title')}
      </h2>
      <ul className="vip-rules__list">
        <li>{t('vip.rules.window', { count: windowDays })}</li>
        <li>
          {graceDays > 0 ? t('vip.rules.grace', { count: graceDays }) : t('vip.rules.graceNone')}
        </li>
        <li>
          {claimDays === null
            ? t('vip.rules.claimNone')
            : t('vip.rules.claim', { count: claimDays })}
        </li>
        <li>{t('vip.rules.upgradeOnce')}</li>
        <li>{t('vip.rules.turnover')}</li>
      </ul>
    </section>
  );
}

/** A visitor's invitation: the climb of gems, what it brings, and sign-in (or, on trial, register). */
function VisitorHero({ programme, isTrial }: { programme: VipProgramme; isTrial: boolean }) {
  const { t } = useTranslation();
  const { openLogin, openRegister } = useAuthModals();
  const registerInstead = useRegisterInstead();
  const levels = sortedLevels(programme.levels);
  return (
    <section className="vip-hero vip-hero--visitor" data-testid="vip-visitor">
      <div className="vip-hero__climb" aria-hidden="true">
        {levels.map((level) => (
          <VipBadge key={level.rank} rank={level.rank} hasCrown={level.hasVipService} size={40} />
        ))}
      </div>
      <h2 className="vip-hero__name">{t('vip.guest.title')}</h2>
      <p className="vip-hero__intro">{t('vip.guest.text')}</p>
      <p className="vip-hero__intro vip-hero__intro--strong">
        {isTrial ? t('vip.guest.trial') : t('vip.guest.login')}
      </p>
      <div className="vip-hero__actions">
        {isTrial ? (
          <button type="button" className="button button--accent" onClick={registerInstead}>
            {t('account.realAccount.confirm')}
          </button>
        ) : (
          <>
            <button type="button" className="button button--accent" onClick={openLogin}>
              {t('header.login')}
            </button>
            <button type="button" className="button vip-hero__register" onClick={openRegister}>
              {t('header.register')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}

/** What a visitor or a trial account sees: the open programme's levels, or that it is closed. */
function VisitorVip({ isTrial }: { isTrial: boolean }) {
  const programme = useVipProgramme();
  if (programme.isError) {
    return <VipLoadFailed error={programme.error} onRetry={() => void programme.refetch()} />;
  }
  if (!programme.data) return <VipSkeleton />;
  const { data } = programme;
  if (!data.isEnabled || data.levels.length === 0) return <VipClosed />;
  return (
    <>
      <VisitorHero programme={data} isTrial={isTrial} />
      <LevelTable levels={data.levels} currency={data.currency} />
      <VipRules programme={data} />
    </>
  );
}

/** A member's VIP: the level and the way up, the bonuses, the benefits, every level, the rules. */
function MemberVip() {
  const status = useVipStatus();
  if (status.error instanceof ApiError && status.error.code === 'in_need_true_account') {
    return <VisitorVip isTrial />;
  }
  if (status.isError) {
    return <VipLoadFailed error={status.error} onRetry={() => void status.refetch()} />;
  }
  if (!status.data) return <VipSkeleton />;
  const { programme, rank, bonuses } = status.data;
  if (!programme.isEnabled || programme.levels.length === 0) return <VipClosed />;
  const { levels, currency } = programme;
  return (
    <>
      <VipHero status={status.data} />
      <VipBonuses bonuses={bonuses} levels={levels} currency={currency} />
      <BenefitsPair
        current={levelOf(levels, rank)}
        next={nextLevelOf(levels, rank)}
        currency={currency}
      />
      <LevelTable levels={levels} currency={currency} rank={rank} />
      <VipRules programme={programme} />
    </>
  );
}

/**
 * /vip (spec §2; issue 36): the level table and its benefits for anyone; for a member, their
 * level, the progress to the next one, the grace to keep it, and their bonuses to claim.
 */
export function Component() {
  const { t } = useTranslation();
  const { isLoggedIn, isTrial } = useSession();
  return (
    <div className="container vip-page" data-testid="page-vip">
      <h1 className="page-title">{t('side.vip')}</h1>
      <FeatureTexts name="vip" loaders={vipBundles} fallback={<VipSkeleton />}>
        {isLoggedIn && !isTrial ? <MemberVip /> : <VisitorVip isTrial={isTrial} />}
      </FeatureTexts>
    </div>
  );
}
