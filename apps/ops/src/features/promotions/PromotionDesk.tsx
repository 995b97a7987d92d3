import { hasCapability } from '@khela/contracts';
import type { ApplicationQueue, DeskPromotion, Operator } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { MerchantPicker, useMerchantChoice } from '../../ui/MerchantPicker';
import { DeskTimeZone } from '../../ui/zoned-time';
import { TimesIn } from '../../ui/ZonedDateTimeField';
import { ApplicationQueuePanel } from './ApplicationQueue';
import { addPromotionTexts } from './i18n';
import { PromotionCard } from './PromotionCard';
import { PromotionDialog } from './PromotionDialog';
import { usePromotionChanges, usePromotionDesk, type MerchantChoice } from './promotions.api';
import './promotions.css';

addPromotionTexts();

type Tab = 'promotions' | ApplicationQueue;

/** Owners, administrators and the content team write promotions. */
function canEdit(operator: Operator): boolean {
  return hasCapability(operator.role, 'promotionEdit');
}

/** Owners, administrators and finance review applications: approving pays a bonus. */
function canReview(operator: Operator): boolean {
  return hasCapability(operator.role, 'promotionReview');
}

function PromotionsPanel({ merchant, isEditor }: { merchant: MerchantChoice; isEditor: boolean }) {
  const { t } = useTranslation();
  const desk = usePromotionDesk(merchant);
  const changes = usePromotionChanges(merchant);
  const [editing, setEditing] = useState<DeskPromotion | 'new' | null>(null);
  const data = desk.data;
  return (
    <DeskTimeZone value={data?.merchant.timeZone}>
      <section className="ops-panel" data-testid="ops-promotions">
        <div className="ops-section-head">
          <h2>{t('promoDesk.tabs.promotions')}</h2>
          <div className="ops-inline">
            <BusyButton isGhost isBusy={desk.isFetching} onClick={() => void desk.refetch()}>
              {t('common.refresh')}
            </BusyButton>
            {isEditor && data && (
              <button
                type="button"
                className="ops-button"
                onClick={() => setEditing('new')}
                data-testid="promotion-add"
              >
                {t('promoDesk.add')}
              </button>
            )}
          </div>
        </div>
        <p className="ops-hint">
          {data ? t('promoDesk.intro', { name: data.merchant.name }) : t('promoDesk.introLoading')}
          {data && <TimesIn zone={data.merchant.timeZone} />}
        </p>
        <ErrorNote text={desk.error ? errorText(desk.error, t('common.loadFailed')) : null} />
        {desk.isPending && <Skeleton rows={4} />}
        {data && data.promotions.length === 0 && (
          <p className="ops-empty">{t('promoDesk.empty')}</p>
        )}
        {data && data.promotions.length > 0 && (
          <div className="ops-items promo-cards">
            {data.promotions.map((promotion) => (
              <PromotionCard
                key={promotion.id}
                promotion={promotion}
                currency={data.merchant.currency}
                isEditor={isEditor}
                onEdit={() => setEditing(promotion)}
                onPublish={(isPublished) => changes.publish(promotion.id, isPublished)}
              />
            ))}
          </div>
        )}
        {editing && data && (
          <PromotionDialog
            merchant={merchant}
            desk={data}
            promotion={editing === 'new' ? null : editing}
            changes={changes}
            onClose={() => setEditing(null)}
          />
        )}
      </section>
    </DeskTimeZone>
  );
}

function MerchantPromotions({
  merchant,
  operator,
}: {
  merchant: MerchantChoice;
  operator: Operator;
}) {
  const { t } = useTranslation();
  const tabs: Tab[] = [
    ...(canEdit(operator) || canReview(operator) ? (['promotions'] as const) : []),
    ...(canReview(operator) ? (['applying', 'decided'] as const) : []),
  ];
  const [tab, setTab] = useState<Tab>(
    canReview(operator) && !canEdit(operator) ? 'applying' : 'promotions',
  );
  return (
    <>
      <div className="ops-tabs" role="group" aria-label={t('promoDesk.title')}>
        {tabs.map((item) => (
          <button
            key={item}
            type="button"
            className="ops-tab"
            aria-pressed={item === tab}
            onClick={() => setTab(item)}
            data-testid={`promo-tab-${item}`}
          >
            {t(`promoDesk.tabs.${item}`)}
          </button>
        ))}
      </div>
      {tab === 'promotions' ? (
        <PromotionsPanel merchant={merchant} isEditor={canEdit(operator)} />
      ) : (
        <ApplicationQueuePanel key={tab} merchant={merchant} queue={tab} />
      )}
    </>
  );
}

/**
 * The promotions desk: promotions written in every language of the merchant, scheduled and
 * published, with a preview; and the review queue where finance approves an application (the
 * bonus is paid with its turnover) or rejects it with a reason.
 */
export function PromotionDesk({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const isPlatform = operator.merchantCode === null;
  const choice = useMerchantChoice(isPlatform);
  const { merchant } = choice;
  return (
    <div className="ops-stack promotion-desk">
      <h1 className="promo-desk__title">{t('promoDesk.title')}</h1>
      {isPlatform && <MerchantPicker choice={choice} />}
      {(!isPlatform || merchant) && (
        <MerchantPromotions key={merchant ?? ''} merchant={merchant} operator={operator} />
      )}
    </div>
  );
}
