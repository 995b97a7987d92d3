import type { PointBalance, PointConfig } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { Money } from '../wallet/money-form';
import { PointsCoin } from './RewardArt';
import { betEarnings, canConvert, earnSummary, isFromAnyDeposit, pointsText } from './points.rules';

/** How deposits earn points, in one sentence from the ratio table; nothing without a table. */
function EarnLine({ config }: { config: PointConfig }) {
  const { t } = useTranslation();
  const summary = earnSummary(config);
  if (!summary) return null;
  const { base, higher } = summary;
  const values = {
    unit: formatAmount(summary.unit),
    currency: config.currency,
    points: pointsText(base.points),
    min: formatAmount(base.minDeposit),
  };
  const first = isFromAnyDeposit(base, config.currency)
    ? t('points.earn.every', values)
    : t('points.earn.everyFrom', values);
  const more = higher
    .map((tier) =>
      t('points.earn.tier', {
        min: formatAmount(tier.minDeposit),
        points: pointsText(tier.points),
      }),
    )
    .join(t('points.earn.separator'));
  return (
    <li data-testid="points-earn">
      <Icon name="plus" size={16} />
      <span>{higher.length > 0 ? t('points.earn.withTiers', { first, more }) : first}</span>
    </li>
  );
}

/** How valid bets earn points, by game type, in one sentence; nothing when bets earn none. */
function BetEarnLine({ config }: { config: PointConfig }) {
  const { t } = useTranslation();
  const earnings = betEarnings(config);
  if (earnings.length === 0) return null;
  const list = earnings
    .map((earning) =>
      t('points.earn.betItem', {
        type: t(`points.type.${earning.type}`),
        points:
          earning.min === earning.max
            ? pointsText(earning.min)
            : `${pointsText(earning.min)}–${pointsText(earning.max)}`,
      }),
    )
    .join(t('points.earn.listSeparator'));
  return (
    <li data-testid="points-earn-bets">
      <Icon name="plus" size={16} />
      <span>
        {t('points.earn.bets', {
          unit: formatAmount(config.earnUnit),
          currency: config.currency,
          list,
        })}
      </span>
    </li>
  );
}

/** The balance card while it loads: the same box, so nothing below it jumps. */
export function PointsSummarySkeleton() {
  return <div className="skeleton points-card-skeleton" aria-hidden="true" />;
}

/**
 * The member's points (big), those held by redemptions in process, their worth now, the convert
 * action with its rule, and how points are earned; points never expire (spec §9), so it says so.
 */
export function PointsSummary({
  config,
  balance,
  onConvert,
}: {
  config: PointConfig;
  balance: PointBalance;
  onConvert: () => void;
}) {
  const { t } = useTranslation();
  const isConvertible = canConvert(config, balance.points);
  const rate = t('points.summary.rate', {
    points: pointsText(config.convertPoints),
    cash: formatAmount(config.convertCash),
    currency: config.currency,
  });
  const minimum = pointsText(config.convertMinPoints);
  return (
    <section className="points-card" aria-label={t('points.summary.title')}>
      <PointsCoin />
      <div className="points-card__main">
        <p className="points-card__label">{t('points.summary.title')}</p>
        <p className="points-card__points">
          <span data-testid="points-balance">{pointsText(balance.points)}</span>
          <span className="points-card__unit">{t('points.unit', { count: balance.points })}</span>
        </p>
        <dl className="points-card__figures">
          <div>
            <dt>{t('points.summary.held')}</dt>
            <dd data-testid="points-held">{pointsText(balance.held)}</dd>
          </div>
          <div>
            <dt>{t('points.summary.value')}</dt>
            <dd data-testid="points-value">
              <Money amount={balance.value} currency={balance.currency} />
            </dd>
          </div>
        </dl>
      </div>
      <div className="points-card__convert">
        <button
          type="button"
          className="button button--accent points-card__button"
          onClick={onConvert}
          disabled={!isConvertible}
          data-testid="convert-open"
        >
          <Icon name="wallet" size={18} />
          {t('points.convert.open')}
        </button>
        <p className="points-card__rate">
          {rate}
          <br />
          {isConvertible
            ? t('points.summary.minimum', { min: minimum })
            : t('points.summary.needMinimum', { min: minimum })}
        </p>
      </div>
      <ul className="points-card__facts">
        <EarnLine config={config} />
        <BetEarnLine config={config} />
        <li>
          <Icon name="shield" size={16} />
          <span>{t('points.summary.neverExpire')}</span>
        </li>
      </ul>
    </section>
  );
}
