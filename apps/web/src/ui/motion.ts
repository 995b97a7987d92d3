/** How long the page must go without a long task before its decoration starts moving. */
const quietMs = 1000;
/** Decoration moves after this long at the latest, quiet or not (then at once, not when idle). */
const holdMaxMs = 8000;
/** Without long task timing, the app's start is given this long. */
const assumedStartMs = 1500;
/** The shortest wait before looking again. */
const checkMinMs = 100;
/** The longest the release waits for an idle moment once the page is quiet. */
const idleWaitMaxMs = 1000;

/**
 * What the hold does next: let go now (it held too long), at the browser's next idle moment (the
 * page has settled), or look again in a while. Without long task timing (`lastBusyAtMs` null),
 * the start is taken to be busy for its first 1.5 s.
 */
export function nextHoldStep(state: {
  nowMs: number;
  startedAtMs: number;
  lastBusyAtMs: number | null;
  isLoaded: boolean;
}): { release: 'now' | 'when-idle' } | { checkInMs: number } {
  const { nowMs, startedAtMs, lastBusyAtMs, isLoaded } = state;
  const heldForMs = nowMs - startedAtMs;
  if (heldForMs >= holdMaxMs) return { release: 'now' };
  const quietForMs = nowMs - (lastBusyAtMs ?? startedAtMs + assumedStartMs);
  if (isLoaded && quietForMs >= quietMs) return { release: 'when-idle' };
  return { checkInMs: Math.max(checkMinMs, Math.min(quietMs - quietForMs, holdMaxMs - heldForMs)) };
}

let settled: Promise<void> | undefined;

/**
 * Resolves once the page has settled after its start: loaded, then a second without a long task,
 * then an idle moment (after 8 s, and at most a second more for that moment, at the latest).
 * Until then the page's `<html data-motion="held">` keeps its running decoration still (the
 * ticker, the skeletons' shimmer, the jackpot's shine; see the styles that name it), and the
 * running jackpot takes no frames. Each moving thing costs a frame on every display refresh,
 * drawn on the processor on a cheap phone; during the start those frames compete with the first
 * screen's code for its one or two cores. The carousels are not held: they move once in 5 s.
 * Asked once per page.
 */
export function whenSettled(): Promise<void> {
  settled ??= new Promise((resolve) => {
    const startedAtMs = performance.now();
    const types = window.PerformanceObserver?.supportedEntryTypes ?? [];
    let lastBusyAtMs: number | null = types.includes('longtask') ? startedAtMs : null;
    const observer =
      lastBusyAtMs === null
        ? undefined
        : new PerformanceObserver((list) => {
            for (const task of list.getEntries()) {
              lastBusyAtMs = Math.max(lastBusyAtMs ?? 0, task.startTime + task.duration);
            }
          });
    observer?.observe({ type: 'longtask', buffered: true });
    const release = () => {
      observer?.disconnect();
      delete document.documentElement.dataset.motion;
      resolve();
    };
    const check = () => {
      const step = nextHoldStep({
        nowMs: performance.now(),
        startedAtMs,
        lastBusyAtMs,
        isLoaded: document.readyState === 'complete',
      });
      if ('checkInMs' in step) window.setTimeout(check, step.checkInMs);
      else if (step.release === 'now' || typeof window.requestIdleCallback !== 'function')
        release();
      else window.requestIdleCallback(release, { timeout: idleWaitMaxMs });
    };
    check();
  });
  return settled;
}
