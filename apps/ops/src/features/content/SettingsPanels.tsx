import {
  digitSystems,
  patternIds,
  popupRepeats,
  profileFallbackRules,
  profileOnlyFieldNames,
  registrationFieldNames,
  registrationFixedFields,
  registrationLengthMax,
  type ContentDesk,
} from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../ui/controls';
import { Toggle } from '../../ui/Toggle';
import { text, whole } from '../../ui/form-values';
import type { ContentChanges } from './content.api';
import { SaveOutcome, useSavedForm } from './ContentControls';

/** How the site shows itself: when a closed news popup comes back, and Bengali's digits. */
export function DisplayPanel({
  display,
  changes,
}: {
  display: ContentDesk['display'];
  changes: ContentChanges;
}) {
  const { t } = useTranslation();
  const { isBusy, submit, error, saved } = useSavedForm(async (form) => {
    const popupRepeat = popupRepeats.find((rule) => rule === form.get('popupRepeat'));
    const digits = digitSystems.find((system) => system === form.get('digits'));
    await changes.saveDisplay({
      popupRepeat: popupRepeat ?? display.popupRepeat,
      digits: digits ?? display.digits,
    });
  });
  return (
    <form className="ops-panel ops-form" noValidate onSubmit={submit} data-testid="content-display">
      <h2>{t('content.display.title')}</h2>
      <label>
        {t('content.display.popupRepeat')}
        <select name="popupRepeat" defaultValue={display.popupRepeat}>
          {popupRepeats.map((rule) => (
            <option key={rule} value={rule}>
              {t(`content.display.popupRepeats.${rule}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('content.display.digits')}
        <select name="digits" defaultValue={display.digits}>
          {digitSystems.map((system) => (
            <option key={system} value={system}>
              {t(`content.display.digitSystems.${system}`)}
            </option>
          ))}
        </select>
      </label>
      <SaveOutcome error={error} saved={saved} />
      <BusyButton isBusy={isBusy}>{t('common.save')}</BusyButton>
    </form>
  );
}

/** Whitelabel flags and feature toggles (spec §3), each with what it changes on the site. */
export function FlagsPanel({
  flags,
  changes,
}: {
  flags: ContentDesk['flags'];
  changes: ContentChanges;
}) {
  const { t } = useTranslation();
  return (
    <section className="ops-panel" data-testid="content-flags">
      <h2>{t('content.sections.flags')}</h2>
      <p className="ops-hint">{t('content.flags.intro')}</p>
      <ul className="cd-flags">
        {flags
          .filter((flag) => flag.isKnown)
          .map((flag) => (
            <li key={flag.code}>
              <Toggle
                isOn={flag.isEnabled}
                label={flag.code}
                testId={`flag-${flag.code}`}
                onChange={(isEnabled) => changes.saveFlag(flag.code, isEnabled)}
              />
              <small className="ops-muted">{t(`content.flags.about.${flag.code}`)}</small>
            </li>
          ))}
      </ul>
    </section>
  );
}

type Rule = ContentDesk['registration'][number];

/** One field's rule: enabled, required, bounds, pattern, saved on its own. */
function RuleRow({
  field,
  rule,
  changes,
}: {
  field: string;
  rule: Rule | undefined;
  changes: ContentChanges;
}) {
  const { t } = useTranslation();
  // Registration cannot do without these: they stay shown and required.
  const isFixed = (registrationFixedFields as readonly string[]).includes(field);
  const { isBusy, submit, error, saved } = useSavedForm(async (form) => {
    const pattern = text(form, 'patternId');
    await changes.saveRule(field, {
      enabled: isFixed || form.get('enabled') === 'on',
      required: isFixed || form.get('required') === 'on',
      minLength: whole(form, 'minLength'),
      maxLength: whole(form, 'maxLength'),
      patternId: pattern ? (pattern as (typeof patternIds)[number]) : null,
      acceptedPattern: form.get('acceptAny') === 'on' ? '*' : null,
    });
  });
  return (
    <form
      className="ops-item ops-form cd-rule"
      noValidate
      onSubmit={submit}
      data-testid={`rule-${field}`}
    >
      <strong>{t(`content.registration.fields.${field}`)}</strong>
      <code>{field}</code>
      <div className="cd-rule__checks">
        <label className="ops-check">
          <input
            type="checkbox"
            name="enabled"
            defaultChecked={isFixed || (rule?.enabled ?? false)}
            disabled={isFixed}
          />
          {t('content.registration.enabled')}
        </label>
        <label className="ops-check">
          <input
            type="checkbox"
            name="required"
            defaultChecked={isFixed || (rule?.required ?? false)}
            disabled={isFixed}
          />
          {t('content.registration.required')}
        </label>
        <label className="ops-check">
          <input type="checkbox" name="acceptAny" defaultChecked={rule?.acceptedPattern === '*'} />
          {t('content.registration.acceptAny')}
        </label>
      </div>
      <div className="cd-rule__bounds">
        <label>
          {t('content.registration.min')}
          <input
            name="minLength"
            inputMode="numeric"
            maxLength={3}
            defaultValue={rule?.minLength ?? 0}
          />
        </label>
        <label>
          {t('content.registration.max')}
          <input
            name="maxLength"
            inputMode="numeric"
            maxLength={3}
            defaultValue={rule?.maxLength ?? registrationLengthMax}
          />
        </label>
      </div>
      <label>
        {t('content.registration.pattern')}
        <select name="patternId" defaultValue={rule?.patternId ?? ''}>
          <option value="">{t('content.registration.noPattern')}</option>
          {patternIds.map((id) => (
            <option key={id} value={id}>
              {t(`content.registration.patterns.${id}`)}
            </option>
          ))}
        </select>
      </label>
      <SaveOutcome error={error} saved={saved} />
      <BusyButton isBusy={isBusy} type="submit">
        {t('common.save')}
      </BusyButton>
    </form>
  );
}

/** Per-field registration rules, the same catalogue the site's form validates with. */
export function RegistrationPanel({
  rules,
  changes,
}: {
  rules: ContentDesk['registration'];
  changes: ContentChanges;
}) {
  const { t } = useTranslation();
  const isProfileOnly = (field: string) =>
    (profileOnlyFieldNames as readonly string[]).includes(field);
  // A profile field without a rule of the merchant's follows its fallback: show that one.
  const ruleOf = (field: string) =>
    rules.find((rule) => rule.field === field) ??
    (isProfileOnly(field)
      ? profileFallbackRules[field as keyof typeof profileFallbackRules]
      : undefined);
  const rows = (fields: readonly string[]) =>
    fields.map((field) => (
      <RuleRow
        key={`${field}-${JSON.stringify(ruleOf(field) ?? null)}`}
        field={field}
        rule={ruleOf(field)}
        changes={changes}
      />
    ));
  return (
    <section className="ops-panel" data-testid="content-registration">
      <h2>{t('content.sections.registration')}</h2>
      <p className="ops-hint">{t('content.registration.intro')}</p>
      <div className="ops-items">
        {rows(registrationFieldNames.filter((field) => !isProfileOnly(field)))}
      </div>
      <h3 data-testid="content-profile-rules">{t('content.registration.profileTitle')}</h3>
      <p className="ops-hint">{t('content.registration.profileIntro')}</p>
      <div className="ops-items">{rows(profileOnlyFieldNames)}</div>
    </section>
  );
}
