import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';

/** Terms (ticked by default) and the 18+ confirmation of both registration forms. */
export function AgreementChecks({
  termsError,
  ageError,
}: {
  termsError?: string;
  ageError?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="login-form__check">
        <input type="checkbox" name="terms" defaultChecked />
        <span>
          {t('register.agree')} <AppLink to="/help#term">{t('footer.terms')}</AppLink>
        </span>
      </label>
      {termsError && <span className="login-form__error">{termsError}</span>}
      <label className="login-form__check">
        <input type="checkbox" name="age" />
        {t('register.age')}
      </label>
      {ageError && <span className="login-form__error">{ageError}</span>}
    </>
  );
}

/** The agreement errors of a submitted registration form. */
export function agreementErrors(form: FormData, t: (key: string) => string) {
  const found: { terms?: string; age?: string } = {};
  if (form.get('terms') !== 'on') found.terms = t('register.termsRequired');
  if (form.get('age') !== 'on') found.age = t('register.ageRequired');
  return found;
}
