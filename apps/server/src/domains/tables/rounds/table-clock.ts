import type { RoundEngine } from './round-engine';

/** The clock never sleeps longer than this, so tables made or resumed meanwhile start soon. */
const sleepMaxMs = 2_000;
/** A round closes this long after its time, so the server's clock has surely passed it. */
const lateByMs = 30;

/**
 * Moves the tables' rounds on at their times: sleeps until the next round closes, advances
 * what is due, opens the next rounds, and again. Every server runs one; each step happens once
 * (round-engine.ts). The minute job runs the engine too, should this clock stop.
 */
export function startTableClock(
  engine: Pick<RoundEngine, 'run' | 'nextCloseAt'>,
  onError: (error: unknown) => void,
  nowMs: () => number = Date.now,
): { stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;

  async function tick(): Promise<void> {
    let delayMs = sleepMaxMs;
    try {
      await engine.run();
      const next = await engine.nextCloseAt();
      if (next) delayMs = Math.min(Math.max(next.getTime() - nowMs(), 0) + lateByMs, sleepMaxMs);
    } catch (error) {
      onError(error);
    }
    if (!isStopped) timer = setTimeout(() => void tick(), delayMs);
  }

  void tick();
  return {
    stop() {
      isStopped = true;
      clearTimeout(timer);
    },
  };
}
