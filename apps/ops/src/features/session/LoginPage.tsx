import type { Operator, OpsLogin } from '@khela/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCaptcha, OpsApiError, setOpsToken, signIn } from '../../api';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { errorText } from '../../ui/errors';

/** What a refused sign-in asks of the next try. */
interface NextTry {
  captchaRequired?: boolean;
  twoFactorRequired?: boolean;
  retryAfterSeconds?: number;
}

function nextTryOf(failure: unknown): NextTry {
  if (!(failure instanceof OpsApiError) || typeof failure.value !== 'object') return {};
  return (failure.value ?? {}) as NextTry;
}

/** Seconds left until a moment, counted down once a second (0 when it has passed). */
function useSecondsUntil(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** The captcha picture with a button for another one. */
function CaptchaField({
  captcha,
  onRenew,
}: {
  captcha: { id: string; image: string } | 'loading';
  onRenew: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="ops-login__captcha">
      <label>
        {t('login.captcha')}
        <input
          name="captcha"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          required
          data-testid="ops-login-captcha"
        />
      </label>
      {captcha === 'loading' ? (
        <span className="ops-login__captcha-image" aria-busy="true" />
      ) : (
        <img
          className="ops-login__captcha-image"
          src={`data:image/png;base64,${captcha.image}`}
          alt={t('login.captchaPicture')}
          width={120}
          height={44}
        />
      )}
      <button type="button" className="ops-button ops-button--ghost" onClick={onRenew}>
        {t('login.captchaRenew')}
      </button>
    </div>
  );
}

/**
 * The back-office sign-in: name and password, then the authenticator's code for those who
 * have one; a captcha once the server asks for it, and a countdown while it makes tries wait.
 */
export function LoginPage({ onSignedIn }: { onSignedIn: (operator: Operator) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const [captcha, setCaptcha] = useState<{ id: string; image: string } | 'loading' | null>(null);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const secondsLeft = useSecondsUntil(waitUntil);
  const codeRef = useRef<HTMLInputElement>(null);

  function renewCaptcha() {
    setCaptcha('loading');
    fetchCaptcha()
      .then(setCaptcha)
      .catch((failure: unknown) => setError(errorText(failure, t('login.failed'))));
  }

  useEffect(() => {
    if (needsCode) codeRef.current?.focus();
  }, [needsCode]);

  function refused(failure: unknown, form: HTMLFormElement) {
    const next = nextTryOf(failure);
    const isAskingCode = next.twoFactorRequired === true;
    if (isAskingCode) setNeedsCode(true);
    setError(isAskingCode ? null : errorText(failure, t('login.failed')));
    if (next.retryAfterSeconds) setWaitUntil(Date.now() + next.retryAfterSeconds * 1000);
    // A captcha is used up by every try: a new one whenever one is (still) asked.
    if (next.captchaRequired || captcha !== null) renewCaptcha();
    const code = form.elements.namedItem('code');
    if (code instanceof HTMLInputElement && !isAskingCode) code.value = '';
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy || secondsLeft > 0) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const input: OpsLogin = {
      username: text('username'),
      password: String(data.get('password') ?? ''),
    };
    if (!input.username || !input.password) {
      setError(t('login.required'));
      return;
    }
    if (needsCode && text('code')) input.code = text('code');
    if (captcha !== null && captcha !== 'loading' && text('captcha')) {
      input.captchaId = captcha.id;
      input.captcha = text('captcha');
    }
    setIsBusy(true);
    setError(null);
    try {
      const result = await signIn(input);
      setOpsToken(result.token);
      onSignedIn(result.operator);
    } catch (failure) {
      refused(failure, form);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <main className="ops-login">
      <form
        className="ops-card ops-login__form"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <img src="/art/brand/logo.svg" alt="" width={160} height={40} className="ops-login__logo" />
        <h1>{t('login.title')}</h1>
        <label>
          {t('login.username')}
          <input name="username" autoComplete="username" required maxLength={32} />
        </label>
        <label>
          {t('login.password')}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
          />
        </label>
        {needsCode && (
          <label>
            {t('login.code')}
            <input
              ref={codeRef}
              name="code"
              autoComplete="one-time-code"
              maxLength={32}
              required
              data-testid="ops-login-code"
            />
            <small className="ops-login__hint">{t('login.codeHint')}</small>
          </label>
        )}
        {captcha !== null && <CaptchaField captcha={captcha} onRenew={renewCaptcha} />}
        {error && (
          <p className="ops-error" role="alert" data-testid="ops-login-error">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="ops-button"
          disabled={isBusy || secondsLeft > 0}
          aria-busy={isBusy}
        >
          {secondsLeft > 0 ? t('login.waitSeconds', { count: secondsLeft }) : t('login.submit')}
        </button>
        <LanguageSelect />
      </form>
    </main>
  );
}
