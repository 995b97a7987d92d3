import { checkField, messageKeyFor, messageValuesFor } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { useSiteConfig } from '../system/system.api';
import { useEmailReset, usePhoneReset, useTokenReset } from './account.api';
import { FormError } from './FormError';
import { errorText, useMobileNumber, useSubmission } from './form-helpers';
import { MobileNumberField } from './MobileNumberField';
import { SmsCodeField } from './SmsCodeField';
import './login-form.css';
import { usePatternTexts } from '../../i18n/patterns';

const newPasswordFields = ['newPassword', 'confirmNewPassword'] as const;

/** The new-password problem under the merchant's password rule, translated, or undefined. */
function usePasswordCheck() {
  const { t } = useTranslation();
  usePatternTexts();
  const { info } = useSiteConfig();
  const rule = info.register.find((field) => field.field === 'password');
  return (password: string) => {
    const problem = rule ? checkField(rule, password) : null;
    return problem ? t(messageKeyFor(problem), messageValuesFor(problem)) : undefined;
  };
}

/**
 * Forgot by e-mail: username and address; a link arrives by mail (spec §2). Sent, it says so
 * here, or hands over to `onSent` (the dialog closes with the same words as a toast).
 */
export function EmailResetForm({ onSent }: { onSent?: () => void }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<{ tone: 'done' | 'error'; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const emailReset = useEmailReset();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const email = String(form.get('email') ?? '').trim();
    if (!username || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      setMessage({ tone: 'error', text: t('forget.emailRequired') });
      return;
    }
    setIsBusy(true);
    try {
      await emailReset.mutateAsync({ username, email });
      if (onSent) {
        onSent();
        return;
      }
      setMessage({ tone: 'done', text: t('forget.emailSent') });
      event.currentTarget?.reset();
    } catch (failure) {
      setMessage({ tone: 'error', text: errorText(failure, t) });
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <form
      className="login-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="forget-email-form"
    >
      <label className="login-form__field">
        <span className="login-form__label">{t('login.username')}</span>
        <input name="username" autoComplete="username" maxLength={64} autoCapitalize="none" />
      </label>
      <label className="login-form__field">
        <span className="login-form__label">{t('register.field.email')}</span>
        <input name="email" type="email" autoComplete="email" maxLength={200} />
      </label>
      <button type="submit" className="button button--accent login-form__submit" disabled={isBusy}>
        {isBusy ? t('login.busy') : t('forget.sendLink')}
      </button>
      {message && (
        <p
          className={message.tone === 'done' ? 'login-form__done' : 'login-form__error'}
          role="status"
          data-testid="forget-message"
        >
          {message.text}
        </p>
      )}
    </form>
  );
}

/** Forgot by phone: number, SMS code and the new password; success signs in (spec §4). */
export function PhoneResetForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const checkPassword = usePasswordCheck();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const submission = useSubmission(setErrors);
  const phoneReset = usePhoneReset();

  const { formRef, numberFromForm } = useMobileNumber(setErrors);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = numberFromForm();
    const verificationCode = String(form.get('verificationCode') ?? '');
    const newPassword = String(form.get('newPassword') ?? '');
    const found = {
      mobileNum: number ? undefined : t('sms.mobileInvalid'),
      verificationCode: verificationCode ? undefined : t('sms.codeRequired'),
      newPassword: checkPassword(newPassword),
    };
    setErrors(found);
    if (!number || Object.values(found).some(Boolean)) return;
    await submission.run(async () => {
      signIn(
        await phoneReset.mutateAsync({
          ...number,
          verificationCode,
          newPassword,
        }),
      );
      onSignedIn?.();
      void navigate('/');
    });
  }

  return (
    <form
      ref={formRef}
      className="login-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="forget-phone-form"
    >
      <MobileNumberField error={errors.mobileNum} />
      <SmsCodeField
        path="/wps/verification/sms/noLogin"
        numberOf={numberFromForm}
        error={errors.verificationCode}
        humanCheck="always"
      />
      <label className="login-form__field">
        <span className="login-form__label">{t('changePassword.newPassword')}</span>
        <input name="newPassword" type="password" autoComplete="new-password" maxLength={128} />
        {errors.newPassword && <span className="login-form__error">{errors.newPassword}</span>}
      </label>
      <button
        type="submit"
        className="button button--accent login-form__submit"
        disabled={submission.isBusy}
      >
        {submission.isBusy ? t('login.busy') : t('forget.setPassword')}
      </button>
      <FormError text={submission.formError} />
    </form>
  );
}

/** The page a mailed link opens: a new password, twice; success signs in. */
export function TokenResetForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const checkPassword = usePasswordCheck();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const submission = useSubmission(setErrors);
  const tokenReset = useTokenReset();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get('newPassword') ?? '');
    const confirmNewPassword = String(form.get('confirmNewPassword') ?? '');
    const found = {
      newPassword: checkPassword(newPassword),
      confirmNewPassword:
        newPassword === confirmNewPassword ? undefined : t('validation.confirm_mismatch'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    await submission.run(async () => {
      signIn(
        await tokenReset.mutateAsync({
          token,
          newPassword,
          confirmNewPassword,
        }),
      );
      void navigate('/');
    });
  }
  return (
    <form
      className="login-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="forget-token-form"
    >
      {newPasswordFields.map((name) => (
        <label key={name} className="login-form__field">
          <span className="login-form__label">{t(`changePassword.${name}`)}</span>
          <input name={name} type="password" autoComplete="new-password" maxLength={128} />
          {errors[name] && <span className="login-form__error">{errors[name]}</span>}
        </label>
      ))}
      <button
        type="submit"
        className="button button--accent login-form__submit"
        disabled={submission.isBusy}
      >
        {submission.isBusy ? t('login.busy') : t('forget.setPassword')}
      </button>
      <FormError text={submission.formError} testId="forget-message" />
    </form>
  );
}
