import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { useSiteConfig } from '../system/system.api';
import { Clock } from './Clock';
import { LanguagePicker } from './LanguagePicker';
import { ThemeToggle } from './ThemeToggle';
import { useDrawer } from './drawer';

/** Sign out asks first (spec §4 Logout), then clears the session and goes home. */
function AccountArea() {
  const { t } = useTranslation();
  const { username, signOut } = useSession();
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <div className="header__account" data-testid="account-area">
      <span className="header__user">
        <Icon name="user" size={18} />
        <span className="header__username">{username}</span>
      </span>
      <button
        type="button"
        className="button button--small button--ghost"
        onClick={() => setIsConfirming(true)}
      >
        {t('header.signOut')}
      </button>
      <Modal
        isOpen={isConfirming}
        title={t('header.signOut')}
        onClose={() => setIsConfirming(false)}
        width={400}
        footer={
          <>
            <button type="button" className="button" onClick={() => setIsConfirming(false)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setIsConfirming(false);
                signOut();
                void navigate('/');
              }}
            >
              {t('common.confirm')}
            </button>
          </>
        }
      >
        <p>{t('header.signOutConfirm')}</p>
      </Modal>
    </div>
  );
}

/** The top bar: logo, clock, sign-in or account area, language and theme. */
export function Header() {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const { isLoggedIn } = useSession();
  const drawer = useDrawer();
  return (
    <header className="header" data-testid="site-header">
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
          <img src={info.brand.logoUrl} alt={info.brand.name} width={128} height={32} />
        </AppLink>
        <Clock timeZone={info.timezone} />
        <div className="header__actions">
          {isLoggedIn ? (
            <AccountArea />
          ) : (
            <div className="header__auth" data-testid="auth-buttons">
              <AppLink to="/login" className="button button--small button--ghost header__login">
                {t('header.login')}
              </AppLink>
              <AppLink to="/register" className="button button--small button--accent">
                {t('header.register')}
              </AppLink>
            </div>
          )}
          <LanguagePicker />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
