import { checkField, messageKeyFor, messageValuesFor } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionProvider';
import { showToast } from '../../ui/toast';
import { useSiteConfig } from '../system/system.api';
import { useChangePassword } from './account.api';
import { FormError } from './FormError';
import { useSubmission } from './form-helpers';
import './login-form.css';
import { usePatternTexts } from '../../i18n/patterns';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/**
 * Change password (spec §2 changePassModal): the username read-only, the old password unless
 * the change was just demanded at sign-in, the new one twice. The new one follows the
 * merchant's password rule, checked here and on the server.
 */
export function ChangePasswordForm({
  isForced,
  onDone,
}: {
  isForced: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  usePatternTexts();
  const { info } = useSiteConfig();
  const { username, markPasswordChanged } = useSession();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const submission = useSubmission(setErrors);
  const changePassword = useChangePassword();
  const passwordRule = info.register.find((rule) => rule.field === 'password');
  const fields: Field[] = isForced
    ? ['newPassword', 'confirmNewPassword']
    : ['oldPassword', 'newPassword', 'confirmNewPassword'];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      fields.map((name) => [name, String(form.get(name) ?? '')]),
    ) as Record<Field, string>;
    const found: Partial<Record<Field, string>> = {};
    if (!isForced && !values.oldPassword) found.oldPassword = t('validation.required');
    const problem = passwordRule ? checkField(passwordRule, values.newPassword) : null;
    if (problem) found.newPassword = t(messageKeyFor(problem), messageValuesFor(problem));
    if (values.newPassword !== values.confirmNewPassword)
      found.confirmNewPassword = t('validation.confirm_mismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await submission.run(async () => {
      await changePassword.mutateAsync(values);
      markPasswordChanged();
      showToast(t('changePassword.done'), 'success');
      onDone();
    });
  }

  return (
    <form
      className="login-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="change-password-form"
    >
      <label className="login-form__field">
        <span className="login-form__label">{t('login.username')}</span>
        <input name="username" value={username ?? ''} readOnly autoComplete="username" />
      </label>
      {fields.map((name) => (
        <label key={name} className="login-form__field">
          <span className="login-form__label">{t(`changePassword.${name}`)}</span>
          <input
            name={name}
            type="password"
            autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
            maxLength={128}
            aria-invalid={errors[name] ? true : undefined}
          />
          {errors[name] && (
            <span className="login-form__error" data-testid={`error-${name}`}>
              {errors[name]}
            </span>
          )}
        </label>
      ))}
      <button
        type="submit"
        className="button button--accent login-form__submit"
        disabled={submission.isBusy}
      >
        {submission.isBusy ? t('login.busy') : t('changePassword.submit')}
      </button>
      <FormError text={submission.formError} />
    </form>
  );
}
