import {
  startTransition,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { changeLanguage } from '../../i18n/i18n';
import { currentLanguage } from '../../i18n/language';
import { BootSkeleton } from '../../ui/BootSkeleton';
import { StatusPage } from './StatusPage';
import { useGameMenus, usePermission, useSystemStatus } from './system.api';
import { digitSystemOf, useDigitSystem } from '../../ui/digits';

function subscribeToNetwork(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it has a network (TanStack Query pauses queries without). */
function useIsOnline(): boolean {
  return useSyncExternalStore(subscribeToNetwork, () => navigator.onLine);
}

/**
 * Whether the app behind the gate may render: true one transition after the gate first opens,
 * so the first mount of the whole frame and screen is rendered in slices the browser can paint
 * and answer input between, rather than in one long task on a slow phone.
 */
function useIsMountedInSlices(isOpen: boolean): boolean {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => {
    if (isOpen && !isMounted) startTransition(() => setIsMounted(true));
  }, [isOpen, isMounted]);
  return isMounted;
}

/** While the server cannot be reached, the gate asks again this often. */
const unreachableRetryMs = 5000;

/** Whether a query's last try never reached the server (no answer at all, not an error answer). */
function isUnreached(failure: unknown): boolean {
  return failure instanceof ApiError && failure.status === 0;
}

/**
 * Asks again every few seconds while `isActive`: a browser that still believes it is online
 * (a dropped link, a captive portal, an emulated outage) sends no 'online' event to resume by.
 */
function useRetryWhile(isActive: boolean, retry: () => void) {
  useEffect(() => {
    if (!isActive) return undefined;
    const timer = window.setInterval(retry, unreachableRetryMs);
    return () => window.clearInterval(timer);
  }, [isActive, retry]);
}

/** The longest the first frame waits for the navigation's game types. */
const menuWaitMaxMs = 3000;

/** Whether this long has passed since the component first rendered. */
function useIsPast(delayMs: number): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setIsPast(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return isPast;
}

/**
 * Nothing of the app renders until the server says how: the maintenance page (with its end
 * time) or the region-blocked page (with the caller's address) replace it entirely.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  const permission = usePermission();
  const { i18n } = useTranslation();
  const isOnline = useIsOnline();
  const languages = permission.data?.info.languages;
  // Every figure of the page in the digits of its language (the merchant's choice for Bengali).
  useDigitSystem(digitSystemOf(i18n.language, permission.data?.info.digits ?? 'latn'));
  // The navigation's game types come with the first frame (asked for by the page with the
  // other two), so its bar is drawn once, not with every type and then without those the
  // merchant lacks. Only a first try on its way is waited for, and not for long: without an
  // answer the bar shows every type.
  const menus = useGameMenus();
  const isMenuWaitOver = useIsPast(menuWaitMaxMs);
  const isMenuSettled =
    isMenuWaitOver ||
    menus.failureCount > 0 ||
    !(menus.isPending && menus.fetchStatus === 'fetching');
  const isMounted = useIsMountedInSlices(Boolean(status.data && permission.data && isMenuSettled));

  const isWaiting = !status.data || !permission.data;
  const isPaused = status.fetchStatus === 'paused' || permission.fetchStatus === 'paused';
  // The server not reached at all is the network's fault, not the server's: offline, too.
  const isUnreachable = [status.failureReason, permission.failureReason].some(isUnreached);
  const { refetch: refetchStatus } = status;
  const { refetch: refetchPermission } = permission;
  const retryBoth = useCallback(
    () => void Promise.all([refetchStatus(), refetchPermission()]),
    [refetchStatus, refetchPermission],
  );
  useRetryWhile(isWaiting && isUnreachable, retryBoth);

  useEffect(() => {
    // The stored language may be one this merchant does not offer: fall back to its default.
    if (languages && !languages.includes(currentLanguage())) {
      void changeLanguage(currentLanguage(), languages);
    }
  }, [languages, i18n.language]);

  if (status.data?.status === 1) {
    return <StatusPage kind="maintenance" maintenanceEnd={status.data.maintenanceEnd} />;
  }
  if (status.data?.status === 2) return <StatusPage kind="regionBlocked" ip={status.data.ip} />;
  if (isWaiting && (!isOnline || isPaused || isUnreachable)) {
    // Queries resume by themselves when the network returns; the button is for the impatient.
    return <StatusPage kind="offline" onRetry={retryBoth} />;
  }
  if (status.isError || permission.isError) {
    return (
      <StatusPage
        kind="unavailable"
        onRetry={() => void Promise.all([status.refetch(), permission.refetch()])}
      />
    );
  }
  if (!status.data || !permission.data || !isMounted) return <BootSkeleton />;
  return <>{children}</>;
}
