import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionProvider';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { useMediaQuery, wideLayoutQuery } from '../../ui/media-query';
import { useSiteConfig } from '../system/system.api';
import { AccountMenu } from './AccountMenu';
import { Clock } from './Clock';
import { LanguagePicker } from './LanguagePicker';
import { useAuthModals } from '../account/AuthModals';
import { LoginForm } from '../account/LoginForm';
import { ThemeToggle } from './ThemeToggle';
import { BalanceDisplay } from '../wallet/BalanceDisplay';
import { useDrawer } from './drawer';

/** Signed in: the balance, Deposit at every width, and the account menu. */
function AccountArea() {
  const { t } = useTranslation();
  return (
    <div className="header__account" data-testid="account-area">
      <BalanceDisplay />
      <AppLink
        to="?mc=depositv2"
        className="button button--small button--accent header__deposit"
        data-testid="header-deposit"
      >
        {t('header.deposit')}
      </AppLink>
      <AccountMenu />
    </div>
  );
}

/** The top bar: logo, clock, sign-in or account area, language and theme. */
export function Header() {
  const { t } = useTranslation();
  const authModals = useAuthModals();
  const { info } = useSiteConfig();
  const { isLoggedIn } = useSession();
  const drawer = useDrawer();
  const isWide = useMediaQuery(wideLayoutQuery);
  return (
    <header className={isLoggedIn ? 'header header--member' : 'header'} data-testid="site-header">
      <div className="header__inner container">
        <button
          type="button"
          className="header__icon-button header__menu"
          onClick={drawer.open}
          aria-label={t('header.menu')}
        >
          <Icon name="menu" />
        </button>
        <AppLink to="/" className="header__logo" aria-label={info.brand.name}>
          <img
            className="header__logo-full"
            src={info.brand.logoUrl}
            alt={info.brand.name}
            width={128}
            height={32}
          />
          <img
            className="header__logo-mark"
            src={info.brand.faviconUrl}
            alt={info.brand.name}
            width={32}
            height={32}
          />
        </AppLink>
        <Clock timeZone={info.timezone} />
        <div className="header__actions">
          {isLoggedIn ? (
            <AccountArea />
          ) : (
            <>
              {isWide && (
                <div className="header__inline-login">
                  <LoginForm variant="inline" />
                </div>
              )}
              <div className="header__auth" data-testid="auth-buttons">
                <button
                  type="button"
                  className="button button--small button--ghost header__login"
                  onClick={authModals.openLogin}
                >
                  {t('header.login')}
                </button>
                <button
                  type="button"
                  className="button button--small button--accent"
                  onClick={authModals.openRegister}
                >
                  {t('header.register')}
                </button>
              </div>
            </>
          )}
          <div className="header__settings">
            <LanguagePicker />
            <ThemeToggle />
          </div>
        </div>
      </div>
    </header>
  );
}
