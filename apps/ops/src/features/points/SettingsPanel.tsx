import type { PointsDesk } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote } from '../../ui/controls';
import { BetPointsFields } from './BetPointsFields';
import { errorText, markRefusedFields } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';
import {
  emptyTier,
  settingsDraftOf,
  settingsInputOf,
  tiersMax,
  type SettingsDraft,
  type TierDraft,
} from './points-form';
import { typedAmount, typedPoints } from './points-text';
import type { PointsChanges } from './points.api';

/** The ratio table: a row per tier, each its minimum deposit and its points per unit. */
function TierRows({
  tiers,
  currency,
  isEditable,
  onChange,
}: {
  tiers: TierDraft[];
  currency: string;
  /** Rows may be added and removed (an operator who may change the settings). */
  isEditable: boolean;
  onChange: (tiers: TierDraft[]) => void;
}) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<TierDraft>) =>
    onChange(tiers.map((tier, at) => (at === index ? { ...tier, ...change } : tier)));
  return (
    <div className="points-tiers">
      <table className="ops-table points-tiers__table">
        <thead>
          <tr>
            <th scope="col">{t('pointsDesk.settings.minDeposit', { currency })}</th>
            <th scope="col">{t('pointsDesk.settings.tierPoints')}</th>
            {isEditable && (
              <th scope="col" className="points-tiers__remove">
                <span className="visually-hidden">{t('pointsDesk.rewards.column.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            <tr key={index} data-testid="points-tier-row">
              <td>
                <input
                  name={`tiers.${index}.minDeposit`}
                  aria-label={t('pointsDesk.settings.minDepositOf', { n: index + 1 })}
                  inputMode="decimal"
                  maxLength={30}
                  value={tier.minDeposit}
                  onChange={(event) => set(index, { minDeposit: event.target.value })}
                />
              </td>
              <td>
                <input
                  name={`tiers.${index}.points`}
                  aria-label={t('pointsDesk.settings.tierPointsOf', { n: index + 1 })}
                  inputMode="numeric"
                  maxLength={9}
                  value={tier.points}
                  onChange={(event) => set(index, { points: event.target.value })}
                />
              </td>
              {isEditable && (
                <td className="points-tiers__remove">
                  <button
                    type="button"
                    className="ops-icon-button"
                    aria-label={t('pointsDesk.settings.removeTier', { n: index + 1 })}
                    disabled={tiers.length === 1}
                    onClick={() => onChange(tiers.filter((_, at) => at !== index))}
                  >
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {isEditable && tiers.length < tiersMax && (
        <button
          type="button"
          className="ops-button ops-button--ghost"
          onClick={() => onChange([...tiers, emptyTier])}
          data-testid="points-tier-add"
        >
          {t('pointsDesk.settings.addTier')}
        </button>
      )}
    </div>
  );
}

/** The programme's switch, sent with the rest of the form. */
function EnabledSwitch({ isOn, onChange }: { isOn: boolean; onChange: (isOn: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div className="ops-toggle points-settings__switch">
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby="points-enabled-label"
        className={isOn ? 'ops-switch ops-switch--on' : 'ops-switch'}
        onClick={() => onChange(!isOn)}
        data-testid="points-enabled"
      >
        <span aria-hidden="true" />
      </button>
      <span id="points-enabled-label" className="points-settings__switch-label">
        {t('pointsDesk.settings.enabled')}
      </span>
    </div>
  );
}

/** The conversion's three numbers, and what they mean as a sentence. */
function ConversionFields({
  draft,
  currency,
  update,
}: {
  draft: SettingsDraft;
  currency: string;
  update: (change: Partial<SettingsDraft>) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="points-settings__group">
      <legend>{t('pointsDesk.settings.conversionTitle')}</legend>
      <div className="points-settings__row">
        <label>
          {t('pointsDesk.settings.convertPoints')}
          <input
            name="convertPoints"
            inputMode="numeric"
            maxLength={9}
            value={draft.convertPoints}
            onChange={(event) => update({ convertPoints: event.target.value })}
          />
        </label>
        <label>
          {t('pointsDesk.settings.convertCash', { currency })}
          <input
            name="convertCash"
            inputMode="decimal"
            maxLength={30}
            value={draft.convertCash}
            onChange={(event) => update({ convertCash: event.target.value })}
          />
        </label>
        <label>
          {t('pointsDesk.settings.convertMinPoints')}
          <input
            name="convertMinPoints"
            inputMode="numeric"
            maxLength={12}
            value={draft.convertMinPoints}
            onChange={(event) => update({ convertMinPoints: event.target.value })}
          />
        </label>
      </div>
      <p className="ops-hint">
        {t('pointsDesk.settings.conversionHint', {
          points: typedPoints(draft.convertPoints),
          cash: typedAmount(draft.convertCash, currency),
          min: typedPoints(draft.convertMinPoints),
        })}
      </p>
    </fieldset>
  );
}

/** The settings as typed, sent whole; a refusal marks the fields it names. */
function SettingsForm({
  desk,
  changes,
  onSaved,
}: {
  desk: PointsDesk;
  changes: PointsChanges;
  onSaved: (isSaved: boolean) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => settingsDraftOf(desk.config, desk.betPoints));
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const { currency } = desk.config;
  const update = (change: Partial<SettingsDraft>) => {
    onSaved(false);
    setDraft((current) => ({ ...current, ...change }));
  };
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    setError(null);
    onSaved(false);
    void run(async () => {
      try {
        await changes.saveSettings(settingsInputOf(draft));
        onSaved(true);
      } catch (failure) {
        setError(errorText(failure, t('common.failed'), markRefusedFields(element, failure)));
      }
    });
  }
  return (
    <form
      className="ops-form points-settings"
      noValidate
      onSubmit={submit}
      data-testid="points-settings-form"
    >
      <fieldset className="points-settings__fields" disabled={!desk.canEdit}>
        <EnabledSwitch isOn={draft.isEnabled} onChange={(isEnabled) => update({ isEnabled })} />
        <fieldset className="points-settings__group">
          <legend>{t('pointsDesk.settings.tiersTitle')}</legend>
          <label className="points-settings__unit">
            {t('pointsDesk.settings.earnUnit', { currency })}
            <input
              name="earnUnit"
              inputMode="decimal"
              maxLength={30}
              value={draft.earnUnit}
              onChange={(event) => update({ earnUnit: event.target.value })}
            />
          </label>
          <p className="ops-hint" data-testid="points-tiers-hint">
            {t('pointsDesk.settings.tiersHint', { unit: typedAmount(draft.earnUnit, currency) })}
          </p>
          <TierRows
            tiers={draft.tiers}
            currency={currency}
            isEditable={desk.canEdit}
            onChange={(tiers) => update({ tiers })}
          />
        </fieldset>
        <BetPointsFields
          betPoints={draft.betPoints}
          earnUnit={draft.earnUnit}
          currency={currency}
          onChange={(betPoints) => update({ betPoints })}
        />
        <ConversionFields draft={draft} currency={currency} update={update} />
      </fieldset>
      <ErrorNote text={error} testId="points-settings-error" />
      {desk.canEdit && (
        <div className="ops-form__buttons">
          <BusyButton isBusy={isBusy} type="submit" data-testid="points-settings-save">
            {t('pointsDesk.settings.save')}
          </BusyButton>
        </div>
      )}
    </form>
  );
}

/**
 * How points are earned and converted: the programme's switch, the earn unit with the ratio
 * table, the points on bets by game type, and the conversion to cash; read-only for an operator
 * who may not change them.
 */
export function SettingsPanel({ desk, changes }: { desk: PointsDesk; changes: PointsChanges }) {
  const { t } = useTranslation();
  const [isSaved, setIsSaved] = useState(false);
  return (
    <section className="ops-panel" data-testid="points-settings">
      <h2>{t('pointsDesk.settings.title')}</h2>
      {!desk.canEdit && <p className="ops-hint">{t('pointsDesk.settings.readOnly')}</p>}
      {/* A change on the server (saved here or elsewhere) starts the form again from it. */}
      <SettingsForm
        key={JSON.stringify([desk.config, desk.betPoints])}
        desk={desk}
        changes={changes}
        onSaved={setIsSaved}
      />
      {isSaved && (
        <p className="ops-notice ops-notice--success" role="status" data-testid="points-saved">
          {t('pointsDesk.settings.saved')}
        </p>
      )}
    </section>
  );
}
