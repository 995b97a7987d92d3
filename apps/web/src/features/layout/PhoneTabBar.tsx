import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { Icon } from '../../ui/Icon';
import { useDrawer } from './drawer';

/** The fixed bottom bar on phones: five thumb-sized destinations. */
export function PhoneTabBar() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const drawer = useDrawer();
  return (
    <nav className="tab-bar" aria-label={t('nav.label')} data-testid="tab-bar">
      <NavLink to="/" end className="tab-bar__item">
        <Icon name="home" />
        <span>{t('nav.home')}</span>
      </NavLink>
      <NavLink to="/rng" className="tab-bar__item">
        <Icon name="rng" />
        <span>{t('nav.games')}</span>
      </NavLink>
      <NavLink to="/promotions" className="tab-bar__item tab-bar__item--accent">
        <Icon name="promotions" />
        <span>{t('nav.promotions')}</span>
      </NavLink>
      {isLoggedIn ? (
        <NavLink to="/noticePage" className="tab-bar__item">
          <Icon name="bell" />
          <span>{t('side.notices')}</span>
        </NavLink>
      ) : (
        <NavLink to="/login" className="tab-bar__item">
          <Icon name="user" />
          <span>{t('header.login')}</span>
        </NavLink>
      )}
      <button type="button" className="tab-bar__item" onClick={drawer.open}>
        <Icon name="menu" />
        <span>{t('header.menu')}</span>
      </button>
    </nav>
  );
}
