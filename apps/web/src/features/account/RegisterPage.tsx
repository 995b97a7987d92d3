import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { NewsTicker } from '../content/NewsTicker';
import { useOpenService } from '../layout/ServiceBar';
import { RegisterMethods } from './RegisterMethods';
import './account.css';

/** Registration keeps a referral code from the address for the form (spec §2 Registration). */
export function Component() {
  const { t } = useTranslation();
  const openService = useOpenService();
  return (
    <div className="container register-page" data-testid="page-register">
      <NewsTicker />
      <h1 className="page-title">{t('register.title')}</h1>
      <section className="card register-page__panel">
        <p className="register-page__intro">{t('register.intro')}</p>
        <RegisterMethods />
        <p className="register-page__links">
          <AppLink to="/login">{t('register.haveAccount')}</AppLink>
        </p>
        <p className="register-page__service">
          {t('register.needHelp')}{' '}
          <button type="button" className="link-button" onClick={() => void openService()}>
            {t('register.contactService')}
          </button>
        </p>
      </section>
    </div>
  );
}
