import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppNavLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { LanguagePicker } from './LanguagePicker';
import { ThemeToggle } from './ThemeToggle';
import { useDrawer } from './drawer';
import { RecentGamesSkeleton } from './RecentGamesSkeleton';
import { useGameMenus, useVendors } from '../system/system.api';
import { shownGameTypeEntries } from './game-types';
import { ServiceLinks } from './ServiceBar';
import { SignOutButton } from './SignOut';
import { useSession } from '../../session/SessionProvider';

// The panel's code (the game lists and launch) loads after the first paint.
const RecentGamesList = lazy(() =>
  import('./RecentGames').then((module) => ({ default: module.RecentGames })),
);

function RecentGames() {
  return (
    <Suspense fallback={<RecentGamesSkeleton />}>
      <RecentGamesList />
    </Suspense>
  );
}

const quickLinks = [
  { to: '/promotions', key: 'nav.promotions' },
  { to: '/noticePage', key: 'side.notices' },
  { to: '/vip', key: 'side.vip' },
  { to: '/pointMall', key: 'side.pointMall' },
  { to: '/help', key: 'side.help' },
  { to: '/down', key: 'nav.download' },
  { to: '/join', key: 'side.join' },
];

/** The left panel on desktop. */
export function SideMenu() {
  return (
    <aside className="side-menu">
      <RecentGames />
    </aside>
  );
}

/** On phones: game types, quick links, recent games and customer service in one drawer. */
export function Drawer() {
  const { t } = useTranslation();
  const drawer = useDrawer();
  // Only the categories that have games: the menu never offers an empty room.
  const menus = useGameMenus();
  const vendors = useVendors();
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const { close } = drawer;
  useEffect(() => close(), [location.pathname, location.search, close]);
  useEffect(() => {
    if (!drawer.isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawer.isOpen, close]);
  if (!drawer.isOpen) return null;
  return (
    <div
      className="drawer"
      role="dialog"
      aria-modal="true"
      aria-label={t('header.menu')}
      data-testid="drawer"
    >
      <button
        type="button"
        className="drawer__backdrop"
        aria-label={t('common.close')}
        onClick={drawer.close}
      />
      <div className="drawer__panel">
        <div className="drawer__head">
          <strong>{t('header.menu')}</strong>
          {/* On phones the header has no room for these; the menu always does. */}
          <div className="drawer__settings">
            <LanguagePicker />
            <ThemeToggle />
          </div>
          <button
            type="button"
            className="header__icon-button"
            onClick={drawer.close}
            aria-label={t('common.close')}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav className="drawer__grid" aria-label={t('nav.label')}>
          {shownGameTypeEntries(menus.data, vendors.data).map((entry) => (
            <AppNavLink key={entry.key} to={entry.path} className="drawer__tile">
              <Icon name={entry.icon} size={26} />
              <span>{t(entry.labelKey)}</span>
            </AppNavLink>
          ))}
        </nav>
        <ul className="drawer__links">
          {quickLinks.map((link) => (
            <li key={link.to}>
              <AppNavLink to={link.to}>{t(link.key)}</AppNavLink>
            </li>
          ))}
        </ul>
        {isLoggedIn && <RecentGames />}
        <h2 className="side-panel__title">{t('service.title')}</h2>
        <ServiceLinks variant="list" />
        {isLoggedIn && <SignOutButton className="button button--ghost drawer__sign-out" />}
      </div>
    </div>
  );
}
