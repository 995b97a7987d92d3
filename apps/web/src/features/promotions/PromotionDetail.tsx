import { bannerSizes, type PromotionDetail as Detail } from '@khela/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { formatAmount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import RichText from '../content/RichText';
import { PromotionAction } from './PromotionAction';
import { LoadFailed, promotionSrcSet, ScheduleText, StatusBadge } from './PromotionList';
import { usePromotion } from './promotions.api';
import { ruleLines } from './rule-text';

/**
 * The detail while it loads, with the link back in its place: it fills the screen, so neither
 * the footer below nor the picture moves when the promotion arrives.
 */
function DetailSkeleton({ back }: { back: ReactNode }) {
  return (
    <div className="promo-detail page-skeleton" aria-busy="true">
      {back}
      <div className="skeleton promo-detail__picture" />
      <div className="skeleton" style={{ height: 28, width: '60%', margin: '16px 0' }} />
      <div className="skeleton" style={{ height: 160 }} />
    </div>
  );
}

/** A raffle's prizes with each one's chance. */
function Prizes({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const total = detail.prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (detail.prizes.length === 0 || total === 0) return null;
  return (
    <section className="promo-detail__section card">
      <h2>{t('promo.prizes')}</h2>
      <ul className="promo-prizes">
        {detail.prizes.map((prize, index) => (
          <li key={index}>
            <strong className="promo-money">
              {formatAmount(prize.amount)} {detail.bonus.currency}
            </strong>
            <span>
              {t('promo.chance', { percent: Math.round((prize.weight * 1000) / total) / 10 })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /promoDetail?id=: picture, dates, rule, the member's status and action, then the terms. */
export function PromotionDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const promotion = usePromotion(id);
  const isMissing =
    !/^\d{1,18}$/.test(id) ||
    (promotion.error instanceof ApiError &&
      ['not_found', 'validation_failed'].includes(promotion.error.code));
  const back = (
    <AppLink to="/promotions" className="promo-detail__back">
      <Icon name="chevron-left" size={18} />
      {t('promo.back')}
    </AppLink>
  );
  if (isMissing) {
    return (
      <>
        {back}
        <EmptyState
          testId="promotion-missing"
          title={t('promo.notFound')}
          text={t('promo.notFoundText')}
          action={
            <AppLink to="/promotions" className="button button--primary">
              {t('promo.showAll')}
            </AppLink>
          }
        />
      </>
    );
  }
  if (promotion.isError) return <LoadFailed onRetry={() => void promotion.refetch()} />;
  if (!promotion.data) return <DetailSkeleton back={back} />;
  const detail = promotion.data;
  const prizeMax = detail.prizes.reduce<string | null>(
    (max, prize) => (max === null || Number(prize.amount) > Number(max) ? prize.amount : max),
    null,
  );
  const srcSet = promotionSrcSet(detail);
  return (
    <article className="promo-detail" data-testid="promotion-detail">
      {back}
      <img
        className="promo-detail__picture"
        src={detail.imageUrl}
        srcSet={srcSet}
        sizes={srcSet && bannerSizes}
        alt=""
        width={1280}
        height={720}
      />
      <div className="promo-detail__layout">
        <div className="promo-detail__head">
          <div className="promo-card__tags">
            <span className="promo-card__category">{t(`promo.category.${detail.category}`)}</span>
            <StatusBadge status={detail.status} />
          </div>
          <h1 className="page-title promo-detail__title">{detail.name}</h1>
          {detail.summary && <p className="promo-detail__summary">{detail.summary}</p>}
          <p className="promo-card__dates">
            <ScheduleText promotion={detail} />
          </p>
          <ul className="promo-detail__rules">
            {ruleLines(t, detail.bonus, detail.kind, prizeMax).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <aside className="promo-detail__side card" aria-label={t('promo.yourStatus')}>
          <h2>{t('promo.yourStatus')}</h2>
          <PromotionAction detail={detail} />
        </aside>
        <div className="promo-detail__body">
          <Prizes detail={detail} />
          {detail.terms && (
            <section className="promo-detail__section card">
              <h2>{t('promo.terms')}</h2>
              <RichText html={detail.terms} className="promo-detail__terms" />
            </section>
          )}
        </div>
      </div>
    </article>
  );
}
