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
): { stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;

  async function tick(): Promise<void> {
    let delayMs = sleepMaxMs;
    try {
      if ((await lottery.drawDue()) > 0) await lottery.settleDrawn();
      const next = await lottery.nextDrawAt();
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
