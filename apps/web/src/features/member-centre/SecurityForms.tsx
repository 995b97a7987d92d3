import {
  checkField,
  emailFallbackRule,
  messageKeyFor,
  messageValuesFor,
  paymentPasswordFallbackRule,
  requiredRule,
  type FieldRule,
} from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../ui/toast';
import { FormError } from '../account/FormError';
import { errorText, useMobileNumber, useSubmission } from '../account/form-helpers';
import { MobileNumberField } from '../account/MobileNumberField';
import { SmsCodeField } from '../account/SmsCodeField';
import { useSiteConfig } from '../system/system.api';
import '../account/login-form.css';
import { usePatternTexts } from '../../i18n/patterns';
import {
  useBindEmail,
  useBindMobile,
  useSendEmailCode,
  useSetPaymentPassword,
} from './member-centre.api';

type Errors = Record<string, string | undefined>;

const paymentPasswordFields = ['paymentPassword', 'confirmPaymentPassword'] as const;

/** A labelled input with its error, as every account form shows them. */
function Field({
  name,
  label,
  error,
  type = 'text',
  autoComplete = 'off',
  inputMode,
  maxLength = 128,
}: {
  name: string;
  label: string;
  error: string | undefined;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email';
  maxLength?: number;
}) {
  return (
    <label className="login-form__field">
      <span className="login-form__label">{label}</span>
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
      />
      {error && (
        <span className="login-form__error" data-testid={`error-${name}`}>
          {error}
        </span>
      )}
    </label>
  );
}

/** The login password that proves a change, the submit button and the form's error. */
function PasswordAndSubmit({
  error,
  isBusy,
  formError,
  submitLabel,
}: {
  error: string | undefined;
  isBusy: boolean;
  formError: string | null;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        name="password"
        label={t('security.loginPassword')}
        type="password"
        autoComplete="current-password"
        error={error}
      />
      <button type="submit" className="button button--accent" disabled={isBusy}>
        {isBusy ? t('login.busy') : submitLabel}
      </button>
      <FormError text={formError} />
    </>
  );
}

/** The translated problem of a value against a rule, or undefined. */
function useRuleMessage() {
  const { t } = useTranslation();
  usePatternTexts();
  return (rule: FieldRule, value: string) => {
    const problem = checkField(rule, value);
    return problem ? t(messageKeyFor(problem), messageValuesFor(problem)) : undefined;
  };
}

/** After a change (the profile already fetched again): a toast says so, the form closes. */
function useSaved(onDone: () => void) {
  const { t } = useTranslation();
  return () => {
    showToast(t('security.saved'), 'success');
    onDone();
  };
}

/** Bind (or replace) the mobile number: a code to the number, and the login password. */
export function BindMobileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Errors>({});
  const submission = useSubmission(setErrors);
  const { formRef, numberFromForm } = useMobileNumber(setErrors);
  const saved = useSaved(onDone);
  const bindMobile = useBindMobile();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = numberFromForm();
    const verificationCode = String(form.get('verificationCode') ?? '');
    const password = String(form.get('password') ?? '');
    const found: Errors = {
      mobileNum: number ? undefined : t('sms.mobileInvalid'),
      verificationCode: verificationCode ? undefined : t('sms.codeRequired'),
      password: password ? undefined : t('validation.required'),
    };
    setErrors(found);
    if (!number || Object.values(found).some(Boolean)) return;
    await submission.run(async () => {
      await bindMobile.mutateAsync({ ...number, verificationCode, password });
      saved();
    });
  }

  return (
    <form
      ref={formRef}
      className="login-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="bind-mobile-form"
    >
      <MobileNumberField error={errors.mobileNum} />
      <SmsCodeField
        path="/wps/member/bind/mobile/code"
        numberOf={numberFromForm}
        error={errors.verificationCode}
      />
      <PasswordAndSubmit
        error={errors.password}
        isBusy={submission.isBusy}
        formError={submission.formError}
        submitLabel={t('security.bind')}
      />
    </form>
  );
}

/** Bind an e-mail address with the code mailed to it. */
export function BindEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const [errors, setErrors] = useState<Errors>({});
  const [note, setNote] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const submission = useSubmission(setErrors);
  const ruleMessage = useRuleMessage();
  const emailRule = requiredRule(info.register, emailFallbackRule);
  const saved = useSaved(onDone);
  const sendEmailCode = useSendEmailCode();
  const bindEmail = useBindEmail();

  function emailOf(form: HTMLFormElement | null): string | null {
    const email = String(new FormData(form ?? undefined).get('email') ?? '').trim();
    const problem = ruleMessage(emailRule, email);
    setErrors((current) => ({ ...current, email: problem }));
    return problem ? null : email;
  }

  async function sendCode(form: HTMLFormElement | null) {
    const email = emailOf(form);
    if (!email || isSending) return;
    setIsSending(true);
    try {
      const value = await sendEmailCode.mutateAsync(email);
      setNote(t('security.emailCodeSent', { email, minutes: value.expiredMinutes }));
    } catch (failure) {
      setNote(errorText(failure, t));
    } finally {
      setIsSending(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = emailOf(event.currentTarget);
    const form = new FormData(event.currentTarget);
    const verificationCode = String(form.get('verificationCode') ?? '');
    const password = String(form.get('password') ?? '');
    setErrors((current) => ({
      ...current,
      verificationCode: verificationCode ? undefined : t('sms.codeRequired'),
      password: password ? undefined : t('validation.required'),
    }));
    if (!email || !verificationCode || !password) return;
    await submission.run(async () => {
      await bindEmail.mutateAsync({ email, verificationCode, password });
      saved();
    });
  }

  return (
    <form
      className="login-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="bind-email-form"
    >
      <Field
        name="email"
        label={t('memberCentre.field.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={emailRule.maxLength}
        error={errors.email}
      />
      <div className="login-form__field">
        <span className="login-form__label">{t('sms.code')}</span>
        <div className="sms-code">
          <input
            name="verificationCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            aria-invalid={errors.verificationCode ? true : undefined}
          />
          <button
            type="button"
            className="button button--primary sms-code__send"
            onClick={(event) => void sendCode(event.currentTarget.form)}
            disabled={isSending}
            data-testid="email-send"
          >
            {t('sms.getCode')}
          </button>
        </div>
        {(errors.verificationCode ?? note) && (
          <span
            className={errors.verificationCode ? 'login-form__error' : 'login-form__note'}
            data-testid="email-note"
          >
            {errors.verificationCode ?? note}
          </span>
        )}
      </div>
      <PasswordAndSubmit
        error={errors.password}
        isBusy={submission.isBusy}
        formError={submission.formError}
        submitLabel={t('security.bind')}
      />
    </form>
  );
}

/** Set or replace the payment password, proven by the login password. */
export function PaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const [errors, setErrors] = useState<Errors>({});
  const submission = useSubmission(setErrors);
  const ruleMessage = useRuleMessage();
  const rule = requiredRule(info.register, paymentPasswordFallbackRule);
  const saved = useSaved(onDone);
  const setPaymentPassword = useSetPaymentPassword();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      password: String(form.get('password') ?? ''),
      paymentPassword: String(form.get('paymentPassword') ?? ''),
      confirmPaymentPassword: String(form.get('confirmPaymentPassword') ?? ''),
    };
    const found: Errors = {
      password: values.password ? undefined : t('validation.required'),
      paymentPassword: ruleMessage(rule, values.paymentPassword),
      confirmPaymentPassword:
        values.paymentPassword === values.confirmPaymentPassword
          ? undefined
          : t('validation.confirm_mismatch'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    await submission.run(async () => {
      await setPaymentPassword.mutateAsync(values);
      saved();
    });
  }

  const isDigits = rule.patternId === 'DIGITS_ONLY';
  return (
    <form
      className="login-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="payment-password-form"
    >
      <Field
        name="password"
        label={t('security.loginPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      {paymentPasswordFields.map((name) => (
        <Field
          key={name}
          name={name}
          label={t(`security.${name}`)}
          type="password"
          autoComplete="new-password"
          inputMode={isDigits ? 'numeric' : undefined}
          maxLength={rule.maxLength}
          error={errors[name]}
        />
      ))}
      <button type="submit" className="button button--accent" disabled={submission.isBusy}>
        {submission.isBusy ? t('login.busy') : t('security.save')}
      </button>
      <FormError text={submission.formError} />
    </form>
  );
}
