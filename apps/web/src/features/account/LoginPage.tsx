import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { BannerSlot } from '../content/BannerSlot';
import { LanguagePicker } from '../layout/LanguagePicker';
import { ThemeToggle } from '../layout/ThemeToggle';
import { useSiteConfig } from '../system/system.api';
import { LoginMethods } from './LoginMethods';
import { VendorMenu } from './VendorMenu';
import './account.css';

/** The login page: brand, banner group w_login, vendor menu and the 'no account' prompt. */
export function Component() {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  return (
    <div className="login-page" data-testid="page-login">
      <header className="login-page__top">
        <div className="login-page__top-inner container">
          <AppLink to="/" aria-label={info.brand.name}>
            <img src={info.brand.logoUrl} alt={info.brand.name} width={128} height={32} />
          </AppLink>
          <div className="login-page__tools">
            <LanguagePicker />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <BannerSlot group="w_login" />
      <div className="login-page__grid container">
        <section className="card login-page__panel">
          <h1 className="login-page__title">{t('login.pageTitle')}</h1>
          <LoginMethods />
        </section>
        <section className="card login-page__panel login-page__signup">
          <h2>{t('login.noAccount')}</h2>
          <p>{t('login.noAccountText')}</p>
          <AppLink to="/register" className="button button--accent">
            {t('header.register')}
          </AppLink>
          <AppLink to="/" className="button button--ghost">
            {t('common.backHome')}
          </AppLink>
        </section>
        <section className="card login-page__panel login-page__vendors">
          <h2 className="login-page__title">{t('login.title')}</h2>
          <VendorMenu />
        </section>
      </div>
    </div>
  );
}
