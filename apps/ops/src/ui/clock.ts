import { useEffect, useReducer } from 'react';

/** The longest one browser timer waits (about 24.8 days); a later instant takes more than one. */
const maxTimerMs = 2 ** 31 - 1;

/** The first of these instants still to come, in epoch milliseconds; undefined when none is. */
export function nextInstant(
  instants: readonly (string | null | undefined)[],
  nowMs: number,
): number | undefined {
  let next: number | undefined;
  for (const instant of instants) {
    if (!instant) continue;
    const atMs = new Date(instant).getTime();
    if (Number.isNaN(atMs) || atMs <= nowMs) continue;
    if (next === undefined || atMs < next) next = atMs;
  }
  return next;
}

/**
 * Renders again once the first of these instants still to come has passed: a status worked
 * out from the clock (scheduled, live, ended) changes on screen without a refresh.
 */
export function useRenderWhenPassed(instants: readonly (string | null | undefined)[]): void {
  const [wakes, wake] = useReducer((count: number) => count + 1, 0);
  // One text for the list, so a new array of the same instants starts no new timer.
  const key = instants.map((instant) => instant ?? '').join('|');
  useEffect(() => {
    const next = nextInstant(key.split('|'), Date.now());
    if (next === undefined) return;
    // A little after the instant, so the status read then is the new one.
    const delayMs = Math.min(Math.max(next - Date.now(), 0) + 20, maxTimerMs);
    const timer = window.setTimeout(wake, delayMs);
    return () => window.clearTimeout(timer);
  }, [key, wakes]);
}
