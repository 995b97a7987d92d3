import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaState } from './account.api';

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
