import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../ui/AppLink';
import { NewsTicker } from '../content/NewsTicker';
import { useOpenService } from '../layout/ServiceBar';
import './account.css';

/** Registration keeps a referral code from the address for the form (spec §2 Registration). */
export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const openService = useOpenService();
  const referralCode = search.get('referralCode');
  return (
    <div className="container register-page" data-testid="page-register">
      <NewsTicker />
      <h1 className="page-title">{t('register.title')}</h1>
      <section className="card register-page__panel">
        {referralCode && (
          <p className="register-page__referral">
            {t('register.referral')} <strong>{referralCode}</strong>
          </p>
        )}
        <p>{t('register.intro')}</p>
        <p className="register-page__links">
          <AppLink to="/help#term">{t('footer.terms')}</AppLink>
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
