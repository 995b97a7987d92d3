import { restUntil, startLoop } from '../../../lib/loop';
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
): { stop: () => Promise<void> } {
  return startLoop(
    async () => {
      await engine.run();
      const next = await engine.nextCloseAt();
      return restUntil(next, nowMs(), { lateByMs, maxMs: sleepMaxMs });
    },
    { onError, restAfterErrorMs: sleepMaxMs },
  );
}
