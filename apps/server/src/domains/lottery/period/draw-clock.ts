import { restUntil, startLoop } from '../../../lib/loop';
import type { LotteryService } from './lottery.service';

/** The clock never sleeps longer than this, so periods made meanwhile are not missed. */
const sleepMaxMs = 30_000;
/** A draw runs this long after its time, so the server's clock has surely passed it. */
const lateByMs = 50;

/**
 * Draws each period at its time and settles it: sleeps until the next open period's draw,
 * draws what is due, pays its tickets, and again. Every server runs one; drawDue() makes sure
 * each period is drawn once. The minute job draws too, should this clock stop.
 */
export function startDrawClock(
  lottery: Pick<LotteryService, 'drawDue' | 'settleDrawn' | 'nextDrawAt'>,
  onError: (error: unknown) => void,
  nowMs: () => number = Date.now,
): { stop: () => Promise<void> } {
  return startLoop(
    async () => {
      if ((await lottery.drawDue()) > 0) await lottery.settleDrawn();
      const next = await lottery.nextDrawAt();
      return restUntil(next, nowMs(), { lateByMs, maxMs: sleepMaxMs });
    },
    { onError, restAfterErrorMs: sleepMaxMs },
  );
}
