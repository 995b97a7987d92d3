import type { PromotionText, SavePromotion } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { ruleText } from './PromotionCard';

/**
 * How the promotion will look on the site in the chosen language. The terms render inside a
 * sandboxed frame with no scripts allowed, so nothing typed into them can run in the desk.
 */
export function PromotionPreview({
  draft,
  currency,
}: {
  draft: Omit<SavePromotion, 'startsAt' | 'endsAt' | 'texts'> & { text: PromotionText };
  currency: string;
}) {
  const { t } = useTranslation();
  const { text } = draft;
  const frame = `<!doctype html><meta charset="utf-8"><style>body{font:15px/1.5 system-ui,sans-serif;margin:12px;color:#1c2b26}h3,h4{margin:.6em 0 .3em}</style>${text.terms}`;
  return (
    <section className="promo-form__wide promo-preview" aria-label={t('promoDesk.form.preview')}>
      <h3>{t('promoDesk.form.preview')}</h3>
      {text.name ? (
        <div className="promo-preview__card" data-testid="promotion-preview">
          <img src={draft.imageUrl} alt="" width={320} height={180} />
          <div>
            <span className="ops-badge">{t(`promoDesk.category.${draft.category}`)}</span>
            <h4>{text.name}</h4>
            <p>{text.summary}</p>
            <p className="ops-muted">
              {ruleText(
                t,
                {
                  ...draft,
                  bonusAmount: draft.bonusAmount || null,
                  bonusPercent: draft.bonusPercent || null,
                  bonusCap: draft.bonusCap || null,
                  depositMin: draft.depositMin || null,
                },
                currency,
              )}
            </p>
          </div>
          <iframe
            className="promo-preview__terms"
            title={t('promoDesk.form.previewTitle')}
            sandbox=""
            srcDoc={frame}
          />
        </div>
      ) : (
        <p className="ops-hint">{t('promoDesk.form.previewEmpty')}</p>
      )}
    </section>
  );
}
