import type { MemberProfileDetails, ProfileFieldName } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatternTexts } from '../../i18n/patterns';
import { showToast } from '../../ui/toast';
import { FormError } from '../account/FormError';
import { useSubmission } from '../account/form-helpers';
import { useProfileTexts } from '../account/profile-i18n';
import { useSiteConfig } from '../system/system.api';
import '../account/login-form.css';
import './profile-details.css';
import {
  isoDate,
  latestAdultBirthday,
  profileFormCheck,
  profileGroups,
  shownFields,
  type ShownField,
} from './profile-form';
import { useProfileDetails, useSaveProfileDetails } from './profile.api';

type Errors = Partial<Record<string, string>>;

const inputTypes: Partial<Record<ProfileFieldName, string>> = { birthday: 'date', whatsapp: 'tel' };
const autoCompletes: Partial<Record<ProfileFieldName, string>> = {
  nickname: 'nickname',
  fullName: 'name',
  birthday: 'bday',
  address: 'street-address',
  nationality: 'country-name',
};

/** One input with its label, its required mark or lock, and its error. */
function ProfileInput({
  shown,
  value,
  error,
  today,
}: {
  shown: ShownField;
  value: string | null;
  error: string | undefined;
  today: string;
}) {
  const { t } = useTranslation();
  const { field, rule, isLocked } = shown;
  const hintId = `profile-${field}-hint`;
  const errorId = `profile-${field}-error`;
  const describedBy = [isLocked ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const isDigits = rule.patternId === 'DIGITS_ONLY';
  return (
    <label className="login-form__field profile-details__field">
      <span className="login-form__label">
        {t(`profile.field.${field}`)}
        {rule.required && !isLocked && (
          <span className="register-form__required" aria-hidden="true">
            *
          </span>
        )}
      </span>
      <input
        name={field}
        type={inputTypes[field] ?? 'text'}
        defaultValue={value ?? ''}
        readOnly={isLocked}
        autoComplete={autoCompletes[field] ?? 'off'}
        inputMode={isDigits ? 'numeric' : undefined}
        maxLength={field === 'birthday' ? undefined : rule.maxLength}
        max={field === 'birthday' ? latestAdultBirthday(today) : undefined}
        required={rule.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-testid={`profile-${field}`}
      />
      {isLocked && (
        <span id={hintId} className="login-form__note">
          {t('profile.lockedHint')}
        </span>
      )}
      {error && (
        <span id={errorId} className="login-form__error" data-testid={`error-${field}`}>
          {error}
        </span>
      )}
    </label>
  );
}

/** The form of a loaded profile; it starts again from the saved values after each save. */
function ProfileForm({ details }: { details: MemberProfileDetails }) {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const [errors, setErrors] = useState<Errors>({});
  const submission = useSubmission(setErrors);
  const save = useSaveProfileDetails();
  const today = isoDate(new Date());
  const groups = (['about', 'messaging'] as const).map((group) => ({
    group,
    fields: shownFields(info.register, profileGroups[group], details.lockedFields),
  }));
  const shown = groups.flatMap((entry) => entry.fields);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      shown.map(({ field }) => [field, String(form.get(field) ?? '')]),
    );
    const { request, errors: found } = profileFormCheck(shown, details.fields, values, today);
    setErrors(
      Object.fromEntries(
        Object.entries(found).map(([field, message]) => [field, t(message.key, message.values)]),
      ),
    );
    const firstInvalid = shown.find(({ field }) => found[field]);
    if (firstInvalid) {
      (event.currentTarget.elements.namedItem(firstInvalid.field) as HTMLElement | null)?.focus();
      return;
    }
    if (Object.keys(request).length === 0) {
      showToast(t('profile.unchanged'), 'info');
      return;
    }
    await submission.run(async () => {
      await save.mutateAsync(request);
      showToast(t('profile.saved'), 'success');
    });
  }

  return (
    <form
      className="login-form profile-details"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="profile-form"
    >
      {groups
        .filter((entry) => entry.fields.length > 0)
        .map(({ group, fields }) => (
          <fieldset key={group} className="profile-details__group">
            <legend>{t(`profile.${group}`)}</legend>
            <div className="profile-details__grid">
              {fields.map((entry) => (
                <ProfileInput
                  key={entry.field}
                  shown={entry}
                  value={details.fields[entry.field]}
                  error={errors[entry.field]}
                  today={today}
                />
              ))}
            </div>
          </fieldset>
        ))}
      <button
        type="submit"
        className="button button--accent profile-details__save"
        disabled={submission.isBusy}
        data-testid="profile-save"
      >
        {submission.isBusy ? t('login.busy') : t('profile.save')}
      </button>
      <FormError text={submission.formError} testId="profile-error" />
    </form>
  );
}

/** My account's personal details (spec §3 profile fields), under the merchant's rules. */
export function ProfileDetails() {
  const { t } = useTranslation();
  const hasTexts = useProfileTexts();
  usePatternTexts();
  const { data } = useProfileDetails();
  return (
    <section className="member-page__section profile-details-section" data-testid="profile-details">
      <h3>{hasTexts ? t('profile.title') : '\u00A0'}</h3>
      {data && hasTexts ? (
        <>
          <p className="profile-details__intro">{t('profile.intro')}</p>
          <ProfileForm key={JSON.stringify(data)} details={data} />
        </>
      ) : (
        <div className="skeleton profile-details__loading" aria-busy="true" />
      )}
    </section>
  );
}
