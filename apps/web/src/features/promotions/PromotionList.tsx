import {
  promotionCardSizes,
  promotionCategories,
  srcSetOf,
  type PromotionCategory,
  type PromotionSummary,
} from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { formatDate } from '../../ui/format';
import { usePromotions } from './promotions.api';
import { ruleLines, statusTone } from './rule-text';

/** The list could not be loaded: say so and offer to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="promotions-failed"
      art="/art/states/maintenance.svg"
      title={t('promo.loadFailed')}
      text={t('errors.network')}
      action={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}

/** Cards' shapes while the list loads. */
export function PromotionListSkeleton() {
  return (
    <div aria-busy="true">
      <div className="skeleton" style={{ height: 28, width: '40%', margin: '24px 0 16px' }} />
      <div className="promo-grid">
        {[0, 1, 2].map((index) => (
          <div key={index} className="promo-card card">
            <div className="skeleton promo-card__picture" />
            <div className="promo-card__body">
              <div className="skeleton" style={{ height: 20, width: '70%' }} />
              <div className="skeleton" style={{ height: 16, width: '90%' }} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The status of a promotion as a coloured badge. */
export function StatusBadge({ status }: { status: PromotionSummary['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`promo-status promo-status--${statusTone(status)}`} data-status={status}>
      {t(`promo.status.${status}`)}
    </span>
  );
}

/** The promotion's dates: from the start to the end, or from the start on. */
export function ScheduleText({ promotion }: { promotion: PromotionSummary }) {
  const { t, i18n } = useTranslation();
  const start = formatDate(promotion.startsAt, i18n.language);
  return promotion.endsAt
    ? t('promo.dates', { start, end: formatDate(promotion.endsAt, i18n.language) })
    : t('promo.from', { start });
}

/** The promotion's picture with its narrower versions, when it has them (an uploaded one). */
export function promotionSrcSet(promotion: PromotionSummary): string | undefined {
  return srcSetOf({
    url: promotion.imageUrl,
    width: promotion.imageWidth ?? 0,
    sources: promotion.imageSources,
  });
}

function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation();
  const [headline] = ruleLines(t, promotion.bonus, promotion.kind, null);
  const srcSet = promotionSrcSet(promotion);
  return (
    <li>
      <AppLink
        to={`/promoDetail?id=${promotion.id}`}
        className="promo-card card"
        data-testid={`promotion-${promotion.id}`}
      >
        <img
          className="promo-card__picture"
          src={promotion.imageUrl}
          srcSet={srcSet}
          sizes={srcSet && promotionCardSizes}
          alt=""
          width={640}
          height={360}
          loading="lazy"
        />
        <div className="promo-card__body">
          <div className="promo-card__tags">
            <span className="promo-card__category">
              {t(`promo.category.${promotion.category}`)}
            </span>
            <StatusBadge status={promotion.status} />
          </div>
          <h2 className="promo-card__name">{promotion.name}</h2>
          {promotion.summary && <p className="promo-card__summary">{promotion.summary}</p>}
          {promotion.kind !== 'raffle' && headline && (
            <p className="promo-card__rule">{headline}</p>
          )}
          <p className="promo-card__dates">
            <ScheduleText promotion={promotion} />
          </p>
        </div>
      </AppLink>
    </li>
  );
}

/** /promotions: category tabs (those with promotions), then the promotions as cards. */
export function PromotionList() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('category');
  const category = promotionCategories.find((name) => name === wanted);
  const list = usePromotions(category);
  const all = usePromotions(undefined);
  const categories = all.data?.categories ?? [];
  function choose(next: PromotionCategory | undefined) {
    const params = new URLSearchParams(search);
    if (next) params.set('category', next);
    else params.delete('category');
    setSearch(params, { replace: true });
  }
  if (list.isPending) return <PromotionListSkeleton />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  const promotions = list.data.promotions;
  return (
    <>
      <h1 className="page-title">{t('promo.title')}</h1>
      {categories.length > 1 && (
        <div className="promo-tabs" role="group" aria-label={t('promo.categories')}>
          <button
            type="button"
            className="chip"
            aria-pressed={category === undefined}
            onClick={() => choose(undefined)}
          >
            {t('promo.all')}
          </button>
          {categories.map((name) => (
            <button
              key={name}
              type="button"
              className="chip"
              aria-pressed={category === name}
              onClick={() => choose(name)}
              data-testid={`promo-tab-${name}`}
            >
              {t(`promo.category.${name}`)}
            </button>
          ))}
        </div>
      )}
      {promotions.length === 0 ? (
        <EmptyState
          testId="promotions-empty"
          title={t(category ? 'promo.emptyCategory' : 'promo.empty')}
          text={t('promo.emptyText')}
          action={
            category ? (
              <button
                type="button"
                className="button button--primary"
                onClick={() => choose(undefined)}
              >
                {t('promo.showAll')}
              </button>
            ) : (
              <AppLink to="/noticePage" className="button button--primary">
                {t('side.notices')}
              </AppLink>
            )
          }
        />
      ) : (
        <ul className="promo-grid" data-testid="promotion-list">
          {promotions.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} />
          ))}
        </ul>
      )}
    </>
  );
}
