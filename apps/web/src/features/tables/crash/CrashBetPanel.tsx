import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StakeChips } from '../StakeChips';
import { formatMinor } from '../table-money';
import type { CrashAction } from './crash-action';
import { CrashButton } from './CrashButton';
import { formatMultiplier } from './crash-round';
import {
  doubledStake,
  halvedStake,
  multiplierText,
  parseMultiplier,
  parseStake,
  stakeText,
} from './crash-stake';

/**
 * The bet at the thumb: the stake (typed, set from a chip, halved or doubled within the
 * table's limits), the automatic cash-out (on or off, its multiplier typed), and the big
 * button. The fields stay editable all round, for the next bet.
 */

/** The bet as the player is typing it. */
export interface CrashForm {
  stake: string;
  isAuto: boolean;
  auto: string;
}

export function CrashBetPanel({
  form,
  onForm,
  chips,
  limits,
  currency,
  action,
  offsetMs,
  maxMultiplier,
  isSending,
  onBet,
  onCashOut,
}: {
  form: CrashForm;
  onForm: (form: CrashForm) => void;
  chips: bigint[];
  limits: { minMinor: bigint; maxMinor: bigint };
  currency: string;
  action: CrashAction;
  offsetMs: number;
  maxMultiplier: number;
  isSending: boolean;
  onBet: () => void;
  onCashOut: () => void;
}) {
  const { t } = useTranslation();
  const stakeId = useId();
  const autoId = useId();
  const stakeMinor = parseStake(form.stake, currency);
  const autoCashout = form.isAuto ? parseMultiplier(form.auto) : null;
  const setStake = (minor: bigint) => onForm({ ...form, stake: stakeText(minor, currency) });
  return (
    <div className="crash-panel" data-testid="crash-panel">
      <StakeChips
        chips={chips}
        currency={currency}
        stakeMinor={stakeMinor}
        onChip={setStake}
        testIdPrefix="crash-chip"
      />
      <div className="crash-panel__fields">
        <div className="crash-field">
          <label className="crash-field__label" htmlFor={stakeId}>
            {t('tables.crash.panel.stake')}
          </label>
          <div className="crash-field__row">
            <button
              type="button"
              className="crash-field__step"
              aria-label={t('tables.crash.panel.half')}
              onClick={() => setStake(halvedStake(stakeMinor, limits.minMinor))}
              data-testid="crash-half"
            >
              {t('tables.crash.panel.halfShort')}
            </button>
            <input
              id={stakeId}
              className="crash-field__input tabular"
              inputMode="decimal"
              autoComplete="off"
              value={form.stake}
              onChange={(event) => onForm({ ...form, stake: event.target.value })}
              onBlur={() => stakeMinor !== null && setStake(stakeMinor)}
              aria-invalid={stakeMinor === null}
              data-testid="crash-stake"
            />
            <button
              type="button"
              className="crash-field__step"
              aria-label={t('tables.crash.panel.double')}
              onClick={() => setStake(doubledStake(stakeMinor, limits.minMinor, limits.maxMinor))}
              data-testid="crash-double"
            >
              {t('tables.crash.panel.doubleShort')}
            </button>
          </div>
        </div>
        <div className={`crash-field ${form.isAuto ? '' : 'crash-field--off'}`}>
          <label className="crash-field__label crash-field__toggle">
            <input
              type="checkbox"
              checked={form.isAuto}
              onChange={(event) => onForm({ ...form, isAuto: event.target.checked })}
              data-testid="crash-auto-toggle"
            />
            {t('tables.crash.panel.auto')}
          </label>
          <div className="crash-field__row">
            <input
              id={autoId}
              className="crash-field__input tabular"
              inputMode="decimal"
              autoComplete="off"
              value={form.auto}
              disabled={!form.isAuto}
              onChange={(event) => onForm({ ...form, auto: event.target.value })}
              onBlur={() =>
                autoCashout !== null && onForm({ ...form, auto: multiplierText(autoCashout) })
              }
              aria-label={t('tables.crash.panel.autoLabel')}
              aria-invalid={form.isAuto && autoCashout === null}
              data-testid="crash-auto"
            />
            <span className="crash-field__unit" aria-hidden="true">
              {t('tables.crash.panel.times')}
            </span>
          </div>
        </div>
      </div>
      <CrashButton
        action={action}
        offsetMs={offsetMs}
        maxMultiplier={maxMultiplier}
        currency={currency}
        stakeText={stakeMinor === null ? form.stake : formatMinor(stakeMinor, currency)}
        autoText={autoCashout === null ? null : formatMultiplier(autoCashout)}
        isSending={isSending}
        onBet={onBet}
        onCashOut={onCashOut}
      />
    </div>
  );
}
