import type { AddressVerificationValue } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { rememberedUsername, rememberLogin } from '../../session/remembered';
import { useSession } from '../../session/SessionProvider';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { useCaptcha, useLogin } from './account.api';
import { useAuthModals } from './AuthModals';
import { CaptchaField } from './CaptchaField';
import { useHumanCheck } from '../human-check/HumanCheck';
import { errorText } from './form-helpers';
import './login-form.css';

/**
 * Username sign-in (spec §2 Login): trimmed username, password with show/hide, the slider
 * check, remember-me (the username and a one-day server token, never the password), and an SMS
 * code when the server asks to confirm a new address. After sign-in: home, or the agent home
 * when signing in there.
 */
export function LoginForm({ variant }: { variant: 'inline' | 'page' }) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const initialUsername = rememberedUsername();
  const [isCaptchaShown, setIsCaptchaShown] = useState(false);
  const { captcha, load: loadCaptcha } = useCaptcha();
  const login = useLogin();
  const checkHuman = useHumanCheck();
  const [addressCheck, setAddressCheck] = useState<AddressVerificationValue | null>(null);
  const authModals = useAuthModals();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!username || !password) {
      setError(t('login.required'));
      return;
    }
    const verificationCode = String(form.get('verificationCode') ?? '');
    if (addressCheck && !verificationCode) {
      setError(t('sms.codeRequired'));
      return;
    }
    const human = await checkHuman();
    if (!human) return;
    const isRemembered = form.get('remember') === 'on';
    setIsBusy(true);
    setError(null);
    try {
      const value = await login.mutateAsync({
        username,
        password,
        type: 'username',
        remember: isRemembered,
        ...human,
        ...(addressCheck ? { verificationCode } : {}),
        ...(isCaptchaShown && captcha
          ? { captcha: String(form.get('captcha') ?? ''), captchaId: captcha.id }
          : {}),
      });
      // The header's form has no remember-me box: it leaves what is remembered alone.
      if (variant === 'page') {
        rememberLogin(isRemembered ? { username, token: value.rememberToken ?? null } : null);
      }
      signIn(value);
      void navigate(pathname === '/agentHome' ? '/agentHome' : '/');
    } catch (failure) {
      setError(errorText(failure, t));
      // After failures the server demands a captcha; each one is good for one try.
      const value =
        failure instanceof ApiError
          ? (failure.value as { captchaRequired?: boolean } | undefined)
          : undefined;
      if (failure instanceof ApiError && failure.code === 'address_verification_required') {
        if (variant === 'inline') void navigate('/login');
        else setAddressCheck(failure.value as AddressVerificationValue);
      } else if (value?.captchaRequired && variant === 'inline') {
        // The header has no room for a captcha: continue on the login page.
        void navigate('/login');
      } else if (value?.captchaRequired) {
        if (isCaptchaShown) void loadCaptcha();
        setIsCaptchaShown(true);
      }
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form
      className={`login-form login-form--${variant}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid={`login-form-${variant}`}
    >
      <label className="login-form__field">
        <span className={variant === 'inline' ? 'visually-hidden' : 'login-form__label'}>
          {t('login.username')}
        </span>
        <input
          name="username"
          autoComplete="username"
          defaultValue={initialUsername}
          maxLength={64}
          placeholder={t('login.username')}
          autoCapitalize="none"
          spellCheck={false}
        />
      </label>
      <label className="login-form__field login-form__field--password">
        <span className={variant === 'inline' ? 'visually-hidden' : 'login-form__label'}>
          {t('login.password')}
        </span>
        <input
          name="password"
          type={isPasswordShown ? 'text' : 'password'}
          autoComplete="current-password"
          maxLength={128}
          placeholder={t('login.password')}
        />
        <button
          type="button"
          className="login-form__eye"
          onClick={() => setIsPasswordShown((shown) => !shown)}
          aria-label={isPasswordShown ? t('login.hidePassword') : t('login.showPassword')}
        >
          <Icon name={isPasswordShown ? 'eye-off' : 'eye'} size={18} />
        </button>
      </label>
      {isCaptchaShown && <CaptchaField captcha={captcha} onRefresh={() => void loadCaptcha()} />}
      {addressCheck && (
        <label className="login-form__field" data-testid="address-check">
          <span className="login-form__label">{t('sms.code')}</span>
          <span className="login-form__note">
            {t('login.newAddress', { mobile: addressCheck.mobileNum })}
          </span>
          <input
            name="verificationCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
          />
        </label>
      )}
      {variant === 'page' && (
        <div className="login-form__row">
          <label className="login-form__check">
            <input type="checkbox" name="remember" defaultChecked={initialUsername !== ''} />
            {t('login.remember')}
          </label>
          <AppLink
            to="/forget"
            data-testid="login-forgot"
            onClick={(event) => {
              // In the sign-in dialog the link opens forgetPassModal in its place; on the
              // login page it goes to /forget.
              if (!authModals.isOpen) return;
              event.preventDefault();
              authModals.openForget();
            }}
          >
            {t('login.forgot')}
          </AppLink>
        </div>
      )}
      <button type="submit" className="button button--accent login-form__submit" disabled={isBusy}>
        {isBusy ? t('login.busy') : t('header.login')}
      </button>
      {error && (
        <p className="login-form__error" role="alert" data-testid="login-error">
          {error}
        </p>
      )}
    </form>
  );
}
