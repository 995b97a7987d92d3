import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** The longest a deferred part waits for the browser to become idle. */
const idleWaitMaxMs = 2000;

/**
 * Renders its children once the browser is idle after the first frames (at the latest after
 * 2 s), mounted in a transition so their first render comes in slices; until then `fallback`
 * (nothing by default). For parts below the fold on arrival, which the first screen should not
 * wait or pay for, and for costly upgrades of what it shows (a carousel over its first picture).
 */
export function Deferred({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    if (isShown) return;
    const show = () => startTransition(() => setIsShown(true));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(show, 200);
      return () => window.clearTimeout(timer);
    }
    const request = window.requestIdleCallback(show, { timeout: idleWaitMaxMs });
    return () => window.cancelIdleCallback(request);
  }, [isShown]);
  return isShown ? children : fallback;
}
