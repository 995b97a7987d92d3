/**
 * Runs `action` at most once per `waitMs`: the first call at once, and the last call of a burst
 * once the wait is over (so the final scroll position is always looked at). `cancel` drops a
 * pending call, for when the caller goes away.
 */
export function throttle(
  action: () => void,
  waitMs: number,
  now: () => number = () => Date.now(),
): { run: () => void; cancel: () => void } {
  let lastRunAt = -Infinity;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    pending = undefined;
    lastRunAt = now();
    action();
  };
  return {
    run() {
      const waitedMs = now() - lastRunAt;
      if (waitedMs >= waitMs) {
        if (pending !== undefined) clearTimeout(pending);
        fire();
      } else if (pending === undefined) {
        pending = setTimeout(fire, waitMs - waitedMs);
      }
    },
    cancel() {
      if (pending !== undefined) clearTimeout(pending);
      pending = undefined;
    },
  };
}
