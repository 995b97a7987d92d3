import { checkField, messageKeyFor, messageValuesFor } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { useHumanCheck } from '../human-check/HumanCheck';
import { useSiteConfig } from '../system/system.api';
import { AgreementChecks, agreementErrors } from './AgreementChecks';
import { useMobileRegister } from './account.api';
import { FormError } from './FormError';
import { InvitationWarning, useInvitation } from './invitation';
import { useMobileNumber, useSubmission } from './form-helpers';
import { MobileNumberField } from './MobileNumberField';
import { SmsCodeField } from './SmsCodeField';
import './login-form.css';
import { usePatternTexts } from '../../i18n/patterns';

const passwordFields = ['password', 'confirmPassword'] as const;

type Errors = Partial<
  Record<
    'mobileNum' | 'verificationCode' | 'password' | 'confirmPassword' | 'terms' | 'age',
    string
  >
>;

/**
 * Mobile registration (spec §2, §4): dialing code and number, the SMS code when the merchant
 * verifies numbers (REGMOBVERF3), a password when it asks for one (MOBILENUMPASSREG3).
 * The username becomes the mobile number. Reset keeps the dialing code.
 */
export function MobileRegisterForm() {
  const { t } = useTranslation();
  usePatternTexts();
  const { info } = useSiteConfig();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [errors, setErrors] = useState<Errors>({});
  const submission = useSubmission(setErrors);
  const isCodeAsked = info.whitelabel.REGMOBVERF3 === true;
  const isPasswordAsked = info.whitelabel.MOBILENUMPASSREG3 === true;
  const passwordRule = info.register.find((rule) => rule.field === 'password');

  const { formRef, numberFromForm } = useMobileNumber(setErrors);
  const checkHuman = useHumanCheck();
  const invitation = useInvitation();
  const register = useMobileRegister();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = numberFromForm();
    const found: Errors = { ...agreementErrors(form, t) };
    if (!number) found.mobileNum = t('sms.mobileInvalid');
    const code = String(form.get('verificationCode') ?? '');
    if (isCodeAsked && !/^\d{4,8}$/.test(code)) found.verificationCode = t('sms.codeRequired');
    const password = String(form.get('password') ?? '');
    if (isPasswordAsked) {
      const problem = passwordRule ? checkField(passwordRule, password) : null;
      if (problem) found.password = t(messageKeyFor(problem), messageValuesFor(problem));
      if (password !== String(form.get('confirmPassword') ?? ''))
        found.confirmPassword = t('validation.confirm_mismatch');
    }
    setErrors(found);
    if (Object.values(found).some(Boolean) || !number) return;
    // With an SMS code the check ran before the code was sent.
    const human = isCodeAsked ? {} : await checkHuman();
    if (!human) return;
    await submission.run(async () => {
      const payload = {
        ...number,
        ...human,
        verificationCode: isCodeAsked ? code : undefined,
        password: isPasswordAsked ? password : undefined,
        confirmPassword: isPasswordAsked ? String(form.get('confirmPassword') ?? '') : undefined,
        referralCode: search.get('referralCode') ?? undefined,
        affiliateCode: invitation.validUrlCode,
        registerMethod: 'WEB' as const,
      };
      signIn(await register.mutateAsync(payload));
      void navigate('/');
    });
  }

  function reset() {
    const form = formRef.current;
    const dialingCode = (form?.elements.namedItem('countryDialingCode') as HTMLSelectElement | null)
      ?.value;
    form?.reset();
    const select = form?.elements.namedItem('countryDialingCode') as HTMLSelectElement | null;
    if (select && dialingCode) select.value = dialingCode;
    setErrors({});
  }

  return (
    <form
      ref={formRef}
      className="login-form register-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="mobile-register-form"
    >
      <MobileNumberField error={errors.mobileNum} />
      {isCodeAsked && (
        <SmsCodeField
          path="/wps/verification/sms/register"
          numberOf={() => {
            const number = numberFromForm();
            return number
              ? {
                  countryDialingCode: number.countryDialingCode,
                  mobileNo: number.mobileNum,
                  regType: 'registerMobile',
                }
              : null;
          }}
          error={errors.verificationCode}
          humanCheck="merchant"
        />
      )}
      {isPasswordAsked &&
        passwordFields.map((name) => (
          <label key={name} className="login-form__field">
            <span className="login-form__label">{t(`register.field.${name}`)}</span>
            <input
              name={name}
              type="password"
              autoComplete="new-password"
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
      <AgreementChecks termsError={errors.terms} ageError={errors.age} />
      <div className="register-form__actions">
        <button type="button" className="button button--ghost" onClick={reset}>
          {t('register.reset')}
        </button>
        <button type="submit" className="button button--accent" disabled={submission.isBusy}>
          {submission.isBusy ? t('login.busy') : t('header.register')}
        </button>
      </div>
      <FormError text={submission.formError} testId="register-error" />
      <InvitationWarning isOpen={invitation.isWarningOpen} onClose={invitation.dismiss} />
    </form>
  );
}
