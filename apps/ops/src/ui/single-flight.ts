import { useCallback, useRef, useState } from 'react';

/**
 * One action at a time for a button or form: a second click while the first call is still
 * in flight is ignored (a ref, so even two clicks before the next render cannot both pass),
 * and isBusy drives the disabled, busy-looking button.
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const [isBusy, setIsBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsBusy(true);
    try {
      await action();
    } finally {
      inFlight.current = false;
      setIsBusy(false);
    }
  }, []);
  return { isBusy, run };
}

/** A fresh idempotency key for one money attempt (works outside secure contexts too). */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
