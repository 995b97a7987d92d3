import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** The longest a deferred part waits for the browser to become idle. */
const idleWaitMaxMs = 2000;

/**
 * Renders its children once the browser is idle after the first frames (at the latest after
 * 2 s), mounted in a transition so their first render comes in slices; until then nothing. For
 * parts below the fold on arrival, which the first screen should not wait or pay for.
 */
export function Deferred({ children }: { children: ReactNode }) {
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
  return isShown ? children : null;
}
