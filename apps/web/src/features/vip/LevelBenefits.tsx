import type { CatalogueGameType, VipLevel } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { Icon, type IconName } from '../../ui/Icon';
import { VipBadge } from './VipBadge';
import { levelBenefits, percentText, type LevelBenefit } from './vip.rules';

const benefitIcons: Record<LevelBenefit['kind'], IconName> = {
  upgrade: 'star',
  weekly: 'calendar',
  monthly: 'calendar',
  rebate: 'refresh',
  withdrawCount: 'withdraw',
  withdrawMax: 'withdraw',
  vipService: 'service',
};

/** Rebate rates in one line: "Slots 0.8%, Live casino 0.5%", with the site's game type names. */
export function useRatesText(key: 'vip.benefits.rate' | 'vip.table.rate' = 'vip.benefits.rate') {
  const { t } = useTranslation();
  return (rates: [CatalogueGameType, number][]) =>
    rates
      .map(([type, basisPoints]) =>
        t(key, { type: t(`vip.gameType.${type}`), percent: percentText(basisPoints) }),
      )
      .join(t('vip.benefits.separator'));
}

/** One benefit of a level in a sentence. */
export function useBenefitText(currency: string) {
  const { t } = useTranslation();
  const ratesText = useRatesText();
  return (benefit: LevelBenefit): string => {
    switch (benefit.kind) {
      case 'upgrade':
      case 'weekly':
      case 'monthly':
      case 'withdrawMax':
        return t(`vip.benefits.${benefit.kind}`, {
          amount: formatAmount(benefit.amount),
          currency,
        });
      case 'rebate':
        return t('vip.benefits.rebate', { rates: ratesText(benefit.rates) });
      case 'withdrawCount':
        return t('vip.benefits.withdrawCount', { count: benefit.count });
      case 'vipService':
        return t('vip.benefits.vipService');
    }
  };
}

/** A level's benefits as a list; a level with none says so. */
function BenefitList({ level, currency }: { level: VipLevel; currency: string }) {
  const { t } = useTranslation();
  const textOf = useBenefitText(currency);
  const benefits = levelBenefits(level, currency);
  if (benefits.length === 0) return <p className="vip-benefits__none">{t('vip.benefits.none')}</p>;
  return (
    <ul className="vip-benefits__list">
      {benefits.map((benefit) => (
        <li key={benefit.kind} data-benefit={benefit.kind}>
          <span className="vip-benefits__icon">
            <Icon name={benefitIcons[benefit.kind]} size={16} />
          </span>
          <span>{textOf(benefit)}</span>
        </li>
      ))}
    </ul>
  );
}

/** One level's benefits under its badge and a heading. */
function BenefitCard({
  level,
  heading,
  currency,
  isNext,
  testId,
}: {
  level: VipLevel;
  heading: string;
  currency: string;
  isNext: boolean;
  testId: string;
}) {
  return (
    <section
      className={`vip-benefits${isNext ? ' vip-benefits--next' : ''}`}
      aria-label={heading}
      data-testid={testId}
    >
      <header className="vip-benefits__head">
        <VipBadge rank={level.rank} hasCrown={level.hasVipService} size={36} />
        <div>
          <h2 className="vip-benefits__title">{heading}</h2>
          <p className="vip-benefits__level">{level.name}</p>
        </div>
      </header>
      <BenefitList level={level} currency={currency} />
    </section>
  );
}

/**
 * What the member has now and what the next level adds, side by side on a wide screen;
 * nothing of a level the member does not have (no level yet, or the top one).
 */
export function BenefitsPair({
  current,
  next,
  currency,
}: {
  current: VipLevel | null;
  next: VipLevel | null;
  currency: string;
}) {
  const { t } = useTranslation();
  if (!current && !next) return null;
  return (
    <div className="vip-benefits-pair">
      {current && (
        <BenefitCard
          level={current}
          heading={t('vip.benefits.current')}
          currency={currency}
          isNext={false}
          testId="vip-benefits-current"
        />
      )}
      {next && (
        <BenefitCard
          level={next}
          heading={t('vip.benefits.next')}
          currency={currency}
          isNext
          testId="vip-benefits-next"
        />
      )}
    </div>
  );
}
