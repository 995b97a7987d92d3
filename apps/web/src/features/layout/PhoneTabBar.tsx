import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionProvider';
import { AppNavLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { useDrawer } from './drawer';

/** The fixed bottom bar on phones: five thumb-sized destinations. */
export function PhoneTabBar() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const drawer = useDrawer();
  return (
    <nav className="tab-bar" aria-label={t('nav.label')} data-testid="tab-bar">
      <AppNavLink to="/" end className="tab-bar__item">
        <Icon name="home" />
        <span>{t('nav.home')}</span>
      </AppNavLink>
      <AppNavLink to="/rng" className="tab-bar__item">
        <Icon name="rng" />
        <span>{t('nav.games')}</span>
      </AppNavLink>
      <AppNavLink to="/promotions" className="tab-bar__item">
        <Icon name="promotions" />
        <span>{t('nav.promotions')}</span>
      </AppNavLink>
      {isLoggedIn ? (
        <AppNavLink to="/noticePage" className="tab-bar__item">
          <Icon name="bell" />
          <span>{t('side.notices')}</span>
        </AppNavLink>
      ) : (
        <AppNavLink to="/login" className="tab-bar__item">
          <Icon name="user" />
          <span>{t('header.login')}</span>
        </AppNavLink>
      )}
      <button type="button" className="tab-bar__item" onClick={drawer.open}>
        <Icon name="menu" />
        <span>{t('header.menu')}</span>
      </button>
    </nav>
  );
}
