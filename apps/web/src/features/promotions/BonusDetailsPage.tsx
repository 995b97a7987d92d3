import type { MemberBonus } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { FeatureTexts } from '../../i18n/FeatureTexts';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Money } from '../wallet/money-form';
import { LoadFailed } from './PromotionList';
import { promotionBundles } from './i18n';
import { useBonuses } from './promotions.api';
import './promotions.css';
import { useFormatDateTime } from '../system/date-time';

function BonusCard({ bonus }: { bonus: MemberBonus }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const isMet = bonus.status === 'met';
  return (
    <li className="bonus card" data-testid={`bonus-${bonus.id}`} data-status={bonus.status}>
      <div className="bonus__head">
        <strong className="bonus__name">{bonus.promotionName}</strong>
        <span className={`promo-status promo-status--${isMet ? 'done' : 'wait'}`}>
          {t(`promo.bonusDetails.status.${bonus.status}`)}
        </span>
      </div>
      <dl className="bonus__figures">
        <div>
          <dt>{t('promo.bonusDetails.amount')}</dt>
          <dd>
            <Money amount={bonus.amount} currency={bonus.currency} />
          </dd>
        </div>
        <div>
          <dt>{t('promo.bonusDetails.required')}</dt>
          <dd>
            <Money amount={bonus.turnoverRequired} currency={bonus.currency} />
          </dd>
        </div>
        <div>
          <dt>{t('promo.bonusDetails.wagered')}</dt>
          <dd>
            <Money amount={bonus.turnoverWagered} currency={bonus.currency} />
          </dd>
        </div>
        <div>
          <dt>{t('promo.bonusDetails.credited')}</dt>
          <dd>{formatTime(bonus.creditedAt)}</dd>
        </div>
      </dl>
      <div
        className="bonus__progress"
        role="progressbar"
        aria-label={t('promo.bonusDetails.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bonus.progressPercent}
      >
        <span style={{ width: `${bonus.progressPercent}%` }} />
      </div>
      <p className="bonus__percent">{bonus.progressPercent}%</p>
    </li>
  );
}

function BonusList() {
  const { t } = useTranslation();
  const bonuses = useBonuses();
  if (bonuses.isPending) return <PageSkeleton />;
  if (bonuses.isError) return <LoadFailed onRetry={() => void bonuses.refetch()} />;
  return (
    <div className="bonus-details" data-testid="mc-bonusDetails">
      <p className="bonus-details__rule" role="note">
        {t('promo.bonusDetails.rule')}
      </p>
      {bonuses.data.length === 0 ? (
        <EmptyState
          title={t('promo.bonusDetails.empty')}
          text={t('promo.bonusDetails.emptyText')}
          action={
            <AppLink to="/promotions" className="button button--primary">
              {t('promo.bonusDetails.browse')}
            </AppLink>
          }
        />
      ) : (
        <ul className="bonus-list">
          {bonuses.data.map((bonus) => (
            <BonusCard key={bonus.id} bonus={bonus} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** bonusDetails (spec §2 member centre): every bonus with its turnover and progress. */
export function BonusDetailsPage() {
  return (
    <FeatureTexts name="promotions" loaders={promotionBundles} fallback={<PageSkeleton />}>
      <BonusList />
    </FeatureTexts>
  );
}
