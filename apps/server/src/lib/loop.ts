/**
 * Work done over and over by every server (the draw clock, the table clock, the odds feed's
 * reader): each turn answers how long to rest before the next; a turn that throws is told to
 * `onError` and rests `restAfterErrorMs`. Stopping waits for the turn under way, so nothing it
 * does reaches a database pool that shutdown is about to close.
 */
export function startLoop(
  turn: () => Promise<number>,
  options: { onError: (error: unknown) => void; restAfterErrorMs: number },
): { stop: () => Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  let current: Promise<void> | undefined;

  async function run(): Promise<void> {
    let restMs = options.restAfterErrorMs;
    try {
      restMs = await turn();
    } catch (error) {
      options.onError(error);
    }
    if (!isStopped) timer = setTimeout(next, restMs);
  }

  function next(): void {
    current = run().finally(() => (current = undefined));
  }

  next();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

/** The rest until a moment, and `lateByMs` past it so the clock has surely passed; `maxMs` at most. */
export function restUntil(
  moment: Date | null | undefined,
  nowMs: number,
  limits: { lateByMs: number; maxMs: number },
): number {
  if (!moment) return limits.maxMs;
  return Math.min(Math.max(moment.getTime() - nowMs, 0) + limits.lateByMs, limits.maxMs);
}
