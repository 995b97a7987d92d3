import {
  checkField,
  messageKeyFor,
  messageValuesFor,
  type FieldRule,
  type RegistrationField,
} from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { useHumanCheck } from '../human-check/HumanCheck';
import { useSiteConfig } from '../system/system.api';
import { AgreementChecks, agreementErrors } from './AgreementChecks';
import { FormError } from './FormError';
import { InvitationWarning, useInvitation } from './invitation';
import { useCheckInvitation, useRegister } from './account.api';
import { useSubmission } from './form-helpers';
import './login-form.css';
import { usePatternTexts } from '../../i18n/patterns';
import { useProfileTexts } from './profile-i18n';

/** Fields of username registration, in form order; each shows only when its rule enables it. */
const formFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'whatsapp',
  'line',
  'facebook',
  'wechat',
  'qqNum',
  'idNumber',
  'paymentPassword',
  'recommenderId',
  'affiliateCode',
] as const;
type FormField = (typeof formFields)[number];

/** The extras of spec §3, labelled by the profile texts (loaded with this form). */
const extraFields: ReadonlySet<FormField> = new Set<FormField>([
  'whatsapp',
  'line',
  'facebook',
  'wechat',
  'qqNum',
  'idNumber',
  'paymentPassword',
  'recommenderId',
]);

const inputTypes: Partial<Record<FormField, string>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
  whatsapp: 'tel',
};
const autoCompletes: Partial<Record<FormField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'new-password',
  email: 'email',
  payeeName: 'name',
};

type Errors = Partial<Record<FormField | 'terms' | 'age', string>>;

function toRule(field: RegistrationField): FieldRule {
  return field;
}

/**
 * Username registration (spec §2, §5): fields and rules from the merchant's configuration,
 * checked here with the same catalogue the server uses; terms ticked by default; 18+ to be
 * confirmed; a referral code from the address is kept. Success signs in and goes home.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  usePatternTexts();
  const hasExtraTexts = useProfileTexts();
  const { info } = useSiteConfig();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [errors, setErrors] = useState<Errors>({});
  const submission = useSubmission(setErrors);
  const checkHuman = useHumanCheck();
  const invitation = useInvitation();
  const checkInvitation = useCheckInvitation();
  const register = useRegister();
  const rules = new Map(info.register.map((field) => [field.field, field]));
  const shown = formFields.filter(
    (name) => rules.get(name)?.enabled && (name !== 'affiliateCode' || invitation.isFieldShown),
  );
  const referralCode = search.get('referralCode') ?? undefined;

  function validate(values: Record<FormField, string>, form: FormData): Errors {
    const found: Errors = {};
    for (const name of shown) {
      const rule = rules.get(name);
      const problem = rule ? checkField(toRule(rule), values[name]) : null;
      if (problem) found[name] = t(messageKeyFor(problem), messageValuesFor(problem));
    }
    if (!found.confirmPassword && values.password !== values.confirmPassword) {
      found.confirmPassword = t('validation.confirm_mismatch');
    }
    return { ...found, ...agreementErrors(form, t) };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      formFields.map((name) => [name, String(form.get(name) ?? '')]),
    ) as Record<FormField, string>;
    const found = validate(values, form);
    setErrors(found);
    const firstInvalid = formFields.find((name) => found[name]);
    if (firstInvalid)
      (event.currentTarget.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
    if (Object.keys(found).length > 0) return;
    const typedCode = shown.includes('affiliateCode') ? values.affiliateCode.trim() : '';
    if (typedCode && !(await checkInvitation.mutateAsync(typedCode).catch(() => true))) {
      invitation.warn();
      return;
    }
    const human = await checkHuman();
    if (!human) return;
    await submission.run(async () => {
      const payload = {
        ...Object.fromEntries(shown.map((name) => [name, values[name]])),
        ...(invitation.validUrlCode ? { affiliateCode: invitation.validUrlCode } : {}),
        ...human,
        referralCode,
        registerMethod: 'WEB',
      };
      signIn(await register.mutateAsync(payload));
      void navigate('/');
    });
  }

  return (
    <form
      className="login-form register-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="register-form"
    >
      {shown.map((name) => {
        const rule = rules.get(name);
        const isLabelled = hasExtraTexts || !extraFields.has(name);
        return (
          <label key={name} className="login-form__field">
            <span className="login-form__label">
              {isLabelled ? t(`register.field.${name}`) : '\u00A0'}
              {rule?.required && (
                <span className="register-form__required" aria-hidden="true">
                  *
                </span>
              )}
            </span>
            <input
              name={name}
              type={inputTypes[name] ?? 'text'}
              autoComplete={autoCompletes[name] ?? 'off'}
              maxLength={rule?.maxLength ?? 255}
              required={rule?.required}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? `${name}-error` : undefined}
              autoCapitalize={name === 'username' ? 'none' : undefined}
              inputMode={rule?.patternId === 'DIGITS_ONLY' ? 'numeric' : undefined}
              data-testid={extraFields.has(name) ? `register-${name}` : undefined}
            />
            {errors[name] && (
              <span
                id={`${name}-error`}
                className="login-form__error"
                data-testid={`error-${name}`}
              >
                {errors[name]}
              </span>
            )}
          </label>
        );
      })}
      {(invitation.validUrlCode ?? referralCode) && (
        <p className="register-page__referral" data-testid="invitation-code" data-keep-digits>
          {t('register.referral')} <strong>{invitation.validUrlCode ?? referralCode}</strong>
        </p>
      )}
      <AgreementChecks termsError={errors.terms} ageError={errors.age} />
      <div className="register-form__actions">
        <button type="reset" className="button button--ghost" onClick={() => setErrors({})}>
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
