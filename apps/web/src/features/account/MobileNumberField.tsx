import { defaultDialingCode, dialingCodes } from '@khela/contracts';
import { useTranslation } from 'react-i18next';

/** Country dialing code and mobile number; the dialing code survives a form reset. */
export function MobileNumberField({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="login-form__field">
      <span className="login-form__label">{t('sms.mobile')}</span>
      <div className="mobile-number">
        <select
          name="countryDialingCode"
          defaultValue={defaultDialingCode}
          aria-label={t('sms.dialingCode')}
          data-keep-on-reset
        >
          {dialingCodes.map((code) => (
            <option key={code} value={code}>
              +{code}
            </option>
          ))}
        </select>
        <input
          name="mobileNum"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          placeholder={t('sms.mobilePlaceholder')}
          aria-invalid={error ? true : undefined}
        />
      </div>
      {error && (
        <span className="login-form__error" data-testid="error-mobileNum">
          {error}
        </span>
      )}
    </div>
  );
}
