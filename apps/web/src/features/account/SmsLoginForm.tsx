import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { useLogin } from './account.api';
import { FormError } from './FormError';
import { useMobileNumber, useSubmission } from './form-helpers';
import { MobileNumberField } from './MobileNumberField';
import { SmsCodeField } from './SmsCodeField';
import './login-form.css';

/** Sign-in by mobile number and SMS code (spec §2 Login, sms form). */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [errors, setErrors] = useState<{ mobileNum?: string; verificationCode?: string }>({});
  const submission = useSubmission();
  const login = useLogin();
  const { formRef, numberFromForm } = useMobileNumber(setErrors);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const number = numberFromForm();
    // The code is not trimmed (spec §5): what was typed is what is checked.
    const code = String(new FormData(event.currentTarget).get('verificationCode') ?? '');
    const found = {
      mobileNum: number ? undefined : t('sms.mobileInvalid'),
      verificationCode: code ? undefined : t('sms.codeRequired'),
    };
    setErrors(found);
    if (!number || !code) return;
    await submission.run(async () => {
      const value = await login.mutateAsync({
        username: number.mobileNum,
        password: code,
        countryDialingCode: number.countryDialingCode,
        type: 'sms',
      });
      signIn(value);
      void navigate(pathname === '/agentHome' ? '/agentHome' : '/');
    });
  }

  return (
    <form
      ref={formRef}
      className="login-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="login-form-sms"
    >
      <MobileNumberField error={errors.mobileNum} />
      <SmsCodeField
        path="/wps/verification/sms/noLogin"
        numberOf={numberFromForm}
        error={errors.verificationCode}
        humanCheck="always"
      />
      <button
        type="submit"
        className="button button--accent login-form__submit"
        disabled={submission.isBusy}
      >
        {submission.isBusy ? t('login.busy') : t('header.login')}
      </button>
      <FormError text={submission.formError} testId="login-error" />
    </form>
  );
}
