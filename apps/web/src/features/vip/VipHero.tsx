import type { VipStatus } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { useFormatDateTime } from '../system/date-time';
import { useSiteConfig } from '../system/system.api';
import { Money } from '../wallet/money-form';
import { VipBadge } from './VipBadge';
import {
  keepShortfall,
  levelOf,
  progressToNext,
  sortedLevels,
  type FigureProgress,
} from './vip.rules';

/** One figure's bar toward the next level: done of needed, and what is left (or done). */
function ProgressBar({
  label,
  progress,
  currency,
  testId,
}: {
  label: string;
  progress: FigureProgress;
  currency: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="vip-progress" data-testid={testId}>
      <div className="vip-progress__top">
        <span className="vip-progress__label">{label}</span>
        <span className="vip-progress__figures">
          <strong>{formatAmount(progress.done)}</strong>{' '}
          <span className="vip-progress__of">
            {t('vip.hero.of', { needed: formatAmount(progress.needed) })}
          </span>
        </span>
      </div>
      <div
        className={`vip-progress__bar${progress.isMet ? ' is-met' : ''}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <span style={{ width: `${progress.percent}%` }} />
      </div>
      <p className={`vip-progress__left${progress.isMet ? ' is-met' : ''}`}>
        {progress.isMet ? (
          <>
            <Icon name="shield" size={14} /> {t('vip.hero.met')}
          </>
        ) : (
          t('vip.hero.remaining', { amount: formatAmount(progress.remaining), currency })
        )}
      </p>
    </div>
  );
}

/** The way to the next level: both bars, or the top level's note with the window's figures. */
function NextLevel({ status }: { status: VipStatus }) {
  const { t } = useTranslation();
  const { currency, windowDays } = status.programme;
  const next = progressToNext(status);
  if (!next) {
    return (
      <div className="vip-hero__next vip-hero__next--top" data-testid="vip-top-level">
        <p className="vip-hero__next-title">
          <Icon name="star" size={18} /> {t('vip.hero.top')}
        </p>
        <dl className="vip-hero__window">
          <dt>{t('vip.hero.figures', { count: windowDays })}</dt>
          <dd>
            {t('vip.hero.deposit')} <Money amount={status.deposit} currency={currency} />
          </dd>
          <dd>
            {t('vip.hero.validBet')} <Money amount={status.validBet} currency={currency} />
          </dd>
        </dl>
      </div>
    );
  }
  const title =
    status.rank === 0
      ? t('vip.hero.toFirst', { level: next.level.name })
      : t('vip.hero.toNext', { level: next.level.name });
  return (
    <div className="vip-hero__next" data-testid="vip-next-level">
      <div className="vip-hero__next-head">
        <VipBadge rank={next.level.rank} hasCrown={next.level.hasVipService} size={28} />
        <p className="vip-hero__next-title">{title}</p>
        <span className="vip-hero__percent">{Math.floor(next.percent)}%</span>
      </div>
      <div className="vip-hero__bars">
        <ProgressBar
          label={t('vip.hero.deposit')}
          progress={next.deposit}
          currency={currency}
          testId="vip-progress-deposit"
        />
        <ProgressBar
          label={t('vip.hero.validBet')}
          progress={next.validBet}
          currency={currency}
          testId="vip-progress-bet"
        />
      </div>
    </div>
  );
}

/** While below the level's keep rule: what to add, by when, to keep the level. */
function GraceWarning({ status }: { status: VipStatus }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const shortfall = keepShortfall(status);
  if (!shortfall) return null;
  const { currency } = status.programme;
  const parts = [
    shortfall.deposit &&
      t('vip.grace.deposit', { amount: formatAmount(shortfall.deposit), currency }),
    shortfall.validBet &&
      t('vip.grace.validBet', { amount: formatAmount(shortfall.validBet), currency }),
  ].filter((part): part is string => Boolean(part));
  const [first = '', second] = parts;
  const what = second ? t('vip.grace.both', { first, second }) : first;
  return (
    <div className="vip-grace" role="status" data-testid="vip-grace">
      <Icon name="clock" size={20} />
      <div>
        <p className="vip-grace__title">{t('vip.grace.title', { level: shortfall.level.name })}</p>
        <p className="vip-grace__text">
          {t('vip.grace.text', {
            what,
            date: formatTime(shortfall.until),
            level: shortfall.level.name,
          })}
        </p>
      </div>
    </div>
  );
}

/** The hero card while the status loads: the same box, so nothing below it jumps. */
export function VipHeroSkeleton() {
  return <div className="skeleton vip-hero-skeleton" aria-hidden="true" />;
}

/**
 * The member's level at a glance: its gem, name and rank, since when, the way to the next
 * level (deposits and valid bets against its thresholds) and, in grace, how to keep it.
 */
export function VipHero({ status }: { status: VipStatus }) {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  const { programme } = status;
  const levels = sortedLevels(programme.levels);
  const level = levelOf(levels, status.rank);
  return (
    <section className="vip-hero" aria-label={t('vip.hero.label')} data-testid="vip-hero">
      <div className="vip-hero__head">
        <VipBadge
          rank={level ? level.rank : 0}
          hasCrown={level?.hasVipService ?? false}
          size={76}
          className="vip-hero__badge"
        />
        <div className="vip-hero__who">
          <p className="vip-hero__label">{t('vip.hero.label')}</p>
          <p className="vip-hero__name" data-testid="vip-level-name">
            {level ? level.name : t('vip.hero.none')}
          </p>
          {level && (
            <p className="vip-hero__rank">
              <span className="vip-rank-chip">{t('vip.rankChip', { rank: level.rank })}</span>{' '}
              {t('vip.hero.rankOf', { rank: level.rank, count: levels.length })}
              {status.reachedAt &&
                ` · ${t('vip.hero.since', { date: formatDate(status.reachedAt, i18n.language, info.timezone) })}`}
            </p>
          )}
        </div>
      </div>
      <GraceWarning status={status} />
      <NextLevel status={status} />
      <p className="vip-hero__note">{t('vip.hero.window', { count: programme.windowDays })}</p>
    </section>
  );
}
