import { captchaRefreshMs } from '@khela/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../api/client';

/** A loaded captcha: its id (sent back with the answer) and the picture. */
export interface CaptchaState {
  id: string;
  image: string;
}

/** Loads captchas; a new one at most once a second (spec §4). */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaState | null>(null);
  const lastLoadMs = useRef(0);
  const load = useCallback(async () => {
    const now = Date.now();
    if (now - lastLoadMs.current < captchaRefreshMs) return;
    lastLoadMs.current = now;
    let id = '';
    const image = await apiRequest<string>('GET', '/wps/captcha', {
      onResponse: (response) => {
        id = response.headers.get('captcha-id') ?? '';
      },
    }).catch(() => null);
    if (image && id) setCaptcha({ id, image });
  }, []);
  return { captcha, load };
}

/** The captcha picture (click for a new one) and its input. */
export function CaptchaField({
  captcha,
  onRefresh,
}: {
  captcha: CaptchaState | null;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!captcha) onRefresh();
  }, [captcha, onRefresh]);
  return (
    <label className="login-form__field captcha-field">
      <span className="login-form__label">{t('login.captcha')}</span>
      <span className="captcha-field__row">
        <input name="captcha" inputMode="numeric" maxLength={8} autoComplete="off" />
        <button
          type="button"
          className="captcha-field__image"
          onClick={onRefresh}
          aria-label={t('login.captchaRefresh')}
          title={t('login.captchaRefresh')}
        >
          {captcha ? (
            <img src={`data:image/png;base64,${captcha.image}`} alt="" width={120} height={44} />
          ) : (
            <span className="skeleton" />
          )}
        </button>
      </span>
    </label>
  );
}
