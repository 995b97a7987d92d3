import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SystemGate } from '../features/system/SystemGate';
import { useSiteConfig } from '../features/system/system.api';
import { AuthModalProvider } from '../features/account/AuthModals';
import { ForcedPasswordChange } from '../features/account/ForcedPasswordChange';
import { RealAccountDialog } from '../features/account/RealAccountDialog';
import { HumanCheckProvider } from '../features/human-check/HumanCheck';
import { AgentCentre } from '../features/agent/AgentCentre';
import { MemberCentre } from '../features/member-centre/MemberCentre';
import { Shell } from '../features/layout/Shell';
import { SocialReturn } from '../features/social/SocialReturn';
import { useSession } from '../session/SessionProvider';
import { PageSkeleton } from '../ui/PageSkeleton';
import { useRouteHandle } from './route-handle';

// Only agents are asked about contracts: the others never load it.
const ContractRequests = lazy(() =>
  import('../features/agent/ContractRequests').then((module) => ({
    default: module.ContractRequests,
  })),
);

/** A contract request waiting for a signed-in agent, as a dialog (spec §4, §7 Home). */
function AgentRequests() {
  const { isAgentAccount } = useSession();
  if (!isAgentAccount) return null;
  return (
    <Suspense fallback={null}>
      <ContractRequests />
    </Suspense>
  );
}

/** Scrolls to the hash target when there is one, else to the top, on every navigation. */
function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/**
 * When the merchant turns on logged-in-to-home, every route but the public ones needs a
 * session token; others are sent to /login (spec §2 guard).
 */
function Guarded() {
  const config = useSiteConfig();
  const { isLoggedIn } = useSession();
  const handle = useRouteHandle();
  if (config.info.loggedInToHome && !isLoggedIn && !handle.isPublic) {
    return <Navigate to="/login" replace />;
  }
  return (
    <Shell kind={handle.shell} bannerGroup={handle.bannerGroup}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </Shell>
  );
}

/** Status gate (maintenance / region block), then the guard, then the frame and the screen. */
export function RootLayout() {
  return (
    <SystemGate>
      <HumanCheckProvider>
        <AuthModalProvider>
          <ScrollManager />
          <SocialReturn />
          <Guarded />
          {/* Outside the frame, so it survives the switch from the login page to the site. */}
          <ForcedPasswordChange />
          <RealAccountDialog />
          <MemberCentre />
          <AgentCentre />
          <AgentRequests />
        </AuthModalProvider>
      </HumanCheckProvider>
    </SystemGate>
  );
}
