import { lazy, Suspense, type ReactNode } from 'react';
import type { ShellKind } from '../../app/route-handle';
import { useSession } from '../../session/SessionProvider';
import { BannerSlot } from '../content/BannerSlot';
import { Footer } from './Footer';
import { GameNav } from './GameNav';
import { Header } from './Header';
import { PhoneTabBar } from './PhoneTabBar';
import { ServiceBar } from './ServiceBar';
import { Drawer, SideMenu } from './SideMenu';
import { Toaster } from '../../ui/toast';
import { useLaunchDialog } from '../lobby/launch-store';
import './shell.css';

// The launch dialogs (and the game grid they hold) load with the first one opened.
const LaunchDialogs = lazy(() =>
  import('../lobby/LaunchDialogs').then((module) => ({ default: module.LaunchDialogs })),
);

/** Where a launch's dialog (maintenance, popup blocked, a vendor's games) appears. */
function LaunchDialogSlot() {
  const { dialog } = useLaunchDialog();
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <LaunchDialogs />
    </Suspense>
  );
}

/**
 * The frame around every screen: 'full' has header, game navigation, the page's banner group,
 * side panels and footer; 'header' (lottery) only the header; 'bare' (login, game) nothing.
 */
export function Shell({
  kind,
  bannerGroup,
  children,
}: {
  kind: ShellKind;
  bannerGroup: string | undefined;
  children: ReactNode;
}) {
  const { isLoggedIn } = useSession();
  // Only the full frame has the side menu and the service bar beside its content.
  const hasSideMenu = kind === 'full' && isLoggedIn;
  if (kind === 'bare') {
    return (
      <div className="shell shell--bare">
        {children}
        <LaunchDialogSlot />
        <Toaster />
      </div>
    );
  }
  return (
    <div className={`shell shell--${kind}`}>
      <Header />
      {kind === 'full' && <GameNav />}
      <div
        className={`shell__body shell__body--${kind}${hasSideMenu ? ' shell__body--with-side' : ''}`}
      >
        {hasSideMenu && <SideMenu />}
        <main className="shell__main" id="main">
          {kind === 'full' && bannerGroup && <BannerSlot group={bannerGroup} />}
          {children}
        </main>
        {kind === 'full' && <ServiceBar />}
      </div>
      {kind === 'full' && <Footer />}
      <PhoneTabBar />
      <Drawer />
      <LaunchDialogSlot />
      <Toaster />
    </div>
  );
}
