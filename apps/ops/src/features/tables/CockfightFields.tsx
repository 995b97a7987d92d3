import type { DeskTable } from '@khela/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { text } from '../../ui/form-values';
import {
  typedCommissionPercent,
  typedOdds,
  typedStreamUrl,
  type TableSettings,
} from './table-form';
import { HintedField } from './HintedField';
import { acceptedSettings, refusedWhenNull, refusedWhenUndefined } from './settings-form';
import { oddsText } from './table-text';

type ArenaSettings = NonNullable<DeskTable['cockfight']>;

/** A new arena's settings until the operator types others: the server's own. */
export const newCockfightDefaults: ArenaSettings = {
  pricing: 'fixed',
  commissionPercent: 10,
  drawOdds: 9000,
  bddOdds: null,
  streamUrl: null,
};

export type CockfightSettings = Pick<
  TableSettings,
  'pricing' | 'commissionPercent' | 'drawOdds' | 'bddOdds' | 'streamUrl'
>;

const pricings = ['fixed', 'pool'] as const;

/**
 * An arena's pricing, commission (pools only), draw and BDD odds (BDD left empty: not offered)
 * and video as typed, the odds turned into thousandths. A value out of bounds is refused here
 * in the operator's words, each field by its path so the dialog marks it.
 */
export function cockfightSettingsOf(form: FormData, t: TFunction): CockfightSettings {
  const pricing = text(form, 'pricing') === 'pool' ? 'pool' : 'fixed';
  const bddTyped = text(form, 'bddOdds');
  const accepted = acceptedSettings(t, {
    // Fixed odds take no commission: the field is not on the form, so it is not read.
    ...(pricing === 'pool'
      ? {
          commissionPercent: refusedWhenNull(
            typedCommissionPercent(text(form, 'commissionPercent')),
            'tables.form.commissionInvalid',
          ),
        }
      : {}),
    drawOdds: refusedWhenNull(typedOdds(text(form, 'drawOdds')), 'tables.form.drawOddsInvalid'),
    // Left empty, the BDD side bet is not offered (null); typed, it must be odds.
    bddOdds: refusedWhenUndefined(
      bddTyped === '' ? null : (typedOdds(bddTyped) ?? undefined),
      'tables.form.bddOddsInvalid',
    ),
    streamUrl: refusedWhenUndefined(
      typedStreamUrl(text(form, 'streamUrl')),
      'tables.form.streamUrlInvalid',
    ),
  });
  return { pricing, ...accepted };
}

/**
 * A cockfight arena's pricing (fixed odds set per fight, or pari-mutuel pools), the pools'
 * commission, what a Draw bet and the BDD side bet return, and the live video: fields of the
 * table dialog, read back with `cockfightSettingsOf`.
 */
export function CockfightFields({ arena }: { arena: ArenaSettings }) {
  const { t } = useTranslation();
  const [pricing, setPricing] = useState(arena.pricing);
  return (
    <>
      <div className="tb-group__field">
        <label>
          {t('tables.form.pricing')}
          <select
            name="pricing"
            value={pricing}
            onChange={(event) => setPricing(event.target.value === 'pool' ? 'pool' : 'fixed')}
            aria-describedby="pricing-hint"
          >
            {pricings.map((each) => (
              <option key={each} value={each}>
                {t(`tables.pricing.${each}`)}
              </option>
            ))}
          </select>
        </label>
        <small id="pricing-hint" className="ops-hint">
          {t(`tables.form.pricingHint.${pricing}`)}
        </small>
      </div>
      {pricing === 'pool' && (
        <HintedField
          name="commissionPercent"
          label={t('tables.form.commissionPercent')}
          value={String(arena.commissionPercent)}
          hint={t('tables.form.commissionHint')}
        />
      )}
      <HintedField
        name="drawOdds"
        label={t('tables.form.drawOdds')}
        value={oddsText(arena.drawOdds)}
        hint={t('tables.form.drawOddsHint')}
      />
      <HintedField
        name="bddOdds"
        label={t('tables.form.bddOdds')}
        value={arena.bddOdds === null ? '' : oddsText(arena.bddOdds)}
        hint={t('tables.form.bddOddsHint')}
        isRequired={false}
      />
      <HintedField
        name="streamUrl"
        label={t('tables.form.streamUrl')}
        value={arena.streamUrl ?? ''}
        hint={t('tables.form.streamUrlHint')}
        isRequired={false}
        inputMode="url"
      />
    </>
  );
}
