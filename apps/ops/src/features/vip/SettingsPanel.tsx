import type { VipDesk } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote } from '../../ui/controls';
import { errorText, markRefusedFields } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';
import { settingsDraftOf, settingsInputOf, type VipSettingsDraft } from './vip-form';
import type { VipChanges } from './vip.api';

/** The programme's switch, sent with the rest of the form. */
function EnabledSwitch({ isOn, onChange }: { isOn: boolean; onChange: (isOn: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div className="ops-toggle">
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby="vip-enabled-label"
        className={isOn ? 'ops-switch ops-switch--on' : 'ops-switch'}
        onClick={() => onChange(!isOn)}
        data-testid="vip-enabled"
      >
        <span aria-hidden="true" />
      </button>
      <span id="vip-enabled-label" className="vip-switch-label">
        {t('vipDesk.settings.enabled')}
      </span>
    </div>
  );
}

/** A count of days with what it means under it. */
function DaysField({
  name,
  value,
  maxLength,
  onChange,
}: {
  name: 'windowDays' | 'graceDays' | 'claimDays';
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label>
      {t(`vipDesk.settings.${name}`)}
      <input
        name={name}
        inputMode="numeric"
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`vip-${name}-hint`}
        data-testid={`vip-${name}`}
      />
      <span id={`vip-${name}-hint`} className="vip-field-hint">
        {t(`vipDesk.settings.${name}Hint`)}
      </span>
    </label>
  );
}

/** The settings as typed, sent whole; a refusal marks the fields it names. */
function SettingsForm({
  desk,
  changes,
  onSaved,
}: {
  desk: VipDesk;
  changes: VipChanges;
  onSaved: (isSaved: boolean) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => settingsDraftOf(desk.settings));
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const update = (change: Partial<VipSettingsDraft>) => {
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
    <form className="ops-form" noValidate onSubmit={submit} data-testid="vip-settings-form">
      <fieldset className="vip-fieldset" disabled={!desk.canEdit}>
        <EnabledSwitch isOn={draft.isEnabled} onChange={(isEnabled) => update({ isEnabled })} />
        <div className="vip-grid">
          <DaysField
            name="windowDays"
            value={draft.windowDays}
            maxLength={3}
            onChange={(windowDays) => update({ windowDays })}
          />
          <DaysField
            name="graceDays"
            value={draft.graceDays}
            maxLength={3}
            onChange={(graceDays) => update({ graceDays })}
          />
          <DaysField
            name="claimDays"
            value={draft.claimDays}
            maxLength={3}
            onChange={(claimDays) => update({ claimDays })}
          />
        </div>
      </fieldset>
      <ErrorNote text={error} testId="vip-settings-error" />
      {desk.canEdit && (
        <div className="ops-form__buttons">
          <BusyButton isBusy={isBusy} type="submit" data-testid="vip-settings-save">
            {t('vipDesk.settings.save')}
          </BusyButton>
        </div>
      )}
    </form>
  );
}

/**
 * The programme's switch and its clock: the window deposits and valid bets count over, the
 * grace a member below its level's keep rule has, and how long a bonus may be claimed.
 */
export function SettingsPanel({ desk, changes }: { desk: VipDesk; changes: VipChanges }) {
  const { t } = useTranslation();
  const [isSaved, setIsSaved] = useState(false);
  return (
    <section className="ops-panel" data-testid="vip-settings">
      <h2>{t('vipDesk.settings.title')}</h2>
      {!desk.canEdit && <p className="ops-hint">{t('vipDesk.readOnly')}</p>}
      {/* A change on the server (saved here or elsewhere) starts the form again from it. */}
      <SettingsForm
        key={JSON.stringify(desk.settings)}
        desk={desk}
        changes={changes}
        onSaved={setIsSaved}
      />
      {isSaved && (
        <p
          className="ops-notice ops-notice--success"
          role="status"
          data-testid="vip-settings-saved"
        >
          {t('vipDesk.settings.saved')}
        </p>
      )}
    </section>
  );
}
