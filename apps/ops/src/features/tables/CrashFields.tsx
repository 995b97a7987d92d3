import type { DeskTable } from '@khela/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { text } from '../../ui/form-values';
import {
  multiplierTyped,
  typedEdgePercent,
  typedMaxMultiplier,
  type TableSettings,
} from './table-form';
import { HintedField } from './HintedField';
import { acceptedSettings, refusedWhenNull } from './settings-form';

/** A new crash table's edge and most until the operator types others: the server's own. */
export const newCrashDefaults: NonNullable<DeskTable['crash']> = {
  edgePercent: 1,
  maxMultiplier: 100_000,
};

export type CrashSettings = Pick<TableSettings, 'crashEdgePercent' | 'crashMaxMultiplier'>;

/**
 * A crash table's edge and most as typed, the most a multiplier turned into hundredths. A value
 * out of bounds is refused here, in the operator's words: the server would name the most in
 * hundredths, which is not what was typed.
 */
export function crashSettingsOf(form: FormData, t: TFunction): CrashSettings {
  return acceptedSettings(t, {
    crashEdgePercent: refusedWhenNull(
      typedEdgePercent(text(form, 'crashEdgePercent')),
      'tables.form.crashEdgeInvalid',
    ),
    crashMaxMultiplier: refusedWhenNull(
      typedMaxMultiplier(text(form, 'crashMaxMultiplier')),
      'tables.form.crashMaxInvalid',
    ),
  });
}

/**
 * A crash table's house edge and the most a round runs to, typed as a multiplier: fields of the
 * table dialog, read back with `crashSettingsOf`.
 */
export function CrashFields({ crash }: { crash: NonNullable<DeskTable['crash']> }) {
  const { t } = useTranslation();
  return (
    <>
      <HintedField
        name="crashEdgePercent"
        label={t('tables.form.crashEdgePercent')}
        value={String(crash.edgePercent)}
        hint={t('tables.form.crashEdgeHint')}
      />
      <HintedField
        name="crashMaxMultiplier"
        label={t('tables.form.crashMaxMultiplier')}
        value={multiplierTyped(crash.maxMultiplier)}
        hint={t('tables.form.crashMaxHint')}
      />
    </>
  );
}
