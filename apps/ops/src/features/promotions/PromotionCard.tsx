import type { DeskPromotion } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { useRenderWhenPassed } from '../../ui/clock';
import { formatAmount, formatDateTime } from '../../ui/format';
import { Toggle } from '../../ui/Toggle';
import { useDeskTimeZone } from '../../ui/zoned-time';
import { shownPhaseOf } from './promotion-phase';

/** The bonus rule in one line: fixed amount, percent of a deposit, or the raffle's prizes. */
export function ruleText(
  t: (key: string, values?: Record<string, unknown>) => string,
  promotion: Pick<
    DeskPromotion,
    'kind' | 'bonusType' | 'bonusAmount' | 'bonusPercent' | 'bonusCap' | 'depositMin' | 'prizes'
  > & { turnoverMultiple: number },
  currency: string,
): string {
  // Typed amounts may still be half-written in the preview: those show as typed.
  const money = (value: string | null) =>
    value === null
      ? '—'
      : /^\d{1,15}(\.\d{1,2})?$/.test(value)
        ? formatAmount(value, currency)
        : value;
  const rule =
    promotion.kind === 'raffle'
      ? t('promoDesk.rule.prizes', {
          list: promotion.prizes
            .map((prize) => `${money(prize.amount)} ×${prize.weight}`)
            .join(', '),
        })
      : promotion.bonusType === 'percent'
        ? t('promoDesk.rule.percent', {
            percent: promotion.bonusPercent ?? '—',
            min: money(promotion.depositMin),
            cap: money(promotion.bonusCap),
          })
        : t('promoDesk.rule.fixed', { amount: money(promotion.bonusAmount) });
  return `${rule} · ${t('promoDesk.rule.turnover', { multiple: promotion.turnoverMultiple })}`;
}

/** One promotion of the desk: picture, names, schedule, rule, counts, publish switch. */
export function PromotionCard({
  promotion,
  currency,
  isEditor,
  onEdit,
  onPublish,
}: {
  promotion: DeskPromotion;
  currency: string;
  isEditor: boolean;
  onEdit: () => void;
  onPublish: (isPublished: boolean) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const zone = useDeskTimeZone();
  const name =
    promotion.texts[i18n.language as keyof DeskPromotion['texts']]?.name ??
    Object.values(promotion.texts)[0]?.name ??
    '';
  // Drawn again when the start or the end passes, so the phase changes on screen.
  useRenderWhenPassed([promotion.startsAt, promotion.endsAt]);
  const shownPhase = shownPhaseOf(promotion, new Date());
  return (
    <article className="ops-item promo-card" data-testid={`promotion-${promotion.id}`}>
      <img
        className="promo-card__picture"
        src={promotion.imageUrl}
        alt=""
        width={160}
        height={90}
      />
      <div className="promo-card__body">
        <div className="ops-item__head">
          <div className="ops-item__who">
            <strong>{name}</strong>{' '}
            <span className="ops-badge">{t(`promoDesk.category.${promotion.category}`)}</span>{' '}
            <span className={`ops-badge promo-phase--${shownPhase}`}>
              {t(`promoDesk.phase.${shownPhase}`)}
            </span>
          </div>
        </div>
        <p className="promo-card__line">
          {t(`promoDesk.kind.${promotion.kind}`)} · {ruleText(t, promotion, currency)}
        </p>
        <p className="promo-card__line ops-muted">
          {t('promoDesk.schedule', {
            start: formatDateTime(promotion.startsAt, i18n.language, zone),
            end: promotion.endsAt
              ? formatDateTime(promotion.endsAt, i18n.language, zone)
              : t('promoDesk.openEnded'),
          })}
          {' · '}
          {t('promoDesk.counts', { applying: promotion.applying, taken: promotion.taken })}
        </p>
        <div className="ops-inline">
          <Toggle
            isOn={promotion.isPublished}
            label={t('promoDesk.published')}
            isDisabled={!isEditor}
            onChange={onPublish}
            testId={`promotion-publish-${promotion.id}`}
          />
          {isEditor && (
            <button type="button" className="ops-button ops-button--ghost" onClick={onEdit}>
              {t('promoDesk.edit')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
