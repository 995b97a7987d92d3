import { lotteryRefreshFallbackMs, lotteryRefreshMaxMs, type LotteryItem } from '@khela/contracts';

/** When an answer arrived and how long its request took, both by the browser's clock. */
export interface AnswerTiming {
  receivedAtMs: number;
  latencyMs: number;
}

/** A period's moments on the browser's clock: betting closes, then the draw. */
export interface DrawPoint {
  gameId: string;
  numero: string;
  closesAtMs: number;
  drawsAtMs: number;
}

/** Items with an open period (a numero and a time to its draw). */
function openDraws(items: readonly LotteryItem[]) {
  return items.filter(
    (item): item is LotteryItem & { numero: string; remainTime: number } =>
      item.numero !== null && item.remainTime !== null,
  );
}

/**
 * The lottery list's next refresh (spec §4): the smallest time left to a draw among the open
 * ones, at most lotteryRefreshMaxMs; lotteryRefreshFallbackMs when that smallest time is zero
 * or less (a draw is due and its result not in yet). With no open draw, the cap.
 */
export function refreshDelayMs(items: readonly LotteryItem[]): number {
  const remaining = openDraws(items).map((item) => item.remainTime);
  if (remaining.length === 0) return lotteryRefreshMaxMs;
  const smallest = Math.min(...remaining);
  if (smallest <= 0) return lotteryRefreshFallbackMs;
  return Math.min(smallest, lotteryRefreshMaxMs);
}

/**
 * An item's draw point (spec §4): its remaining time, less half the measured latency (the
 * answer is that old when it arrives), less lockTime seconds — when betting on it closes,
 * in milliseconds from the answer's arrival.
 */
export function drawPointMs(item: Pick<LotteryItem, 'remainTime' | 'lockTime'>, latencyMs: number) {
  if (item.remainTime === null) return null;
  return item.remainTime - latencyMs / 2 - item.lockTime * 1000;
}

/** Each open period's close and draw as instants of the browser's clock. */
export function drawPointsOf(
  items: readonly LotteryItem[],
  timing: AnswerTiming,
): Map<string, DrawPoint> {
  const points = new Map<string, DrawPoint>();
  for (const item of openDraws(items)) {
    const closesInMs = drawPointMs(item, timing.latencyMs) ?? 0;
    const closesAtMs = timing.receivedAtMs + closesInMs;
    points.set(item.gameId, {
      gameId: item.gameId,
      numero: item.numero,
      closesAtMs,
      drawsAtMs: closesAtMs + item.lockTime * 1000,
    });
  }
  return points;
}

/** A refetch moving a period's moments by less than this keeps the moments already shown. */
export const driftToleranceMs = 1000;

/**
 * The points to show after a refetch: a period already on screen keeps its moments unless the
 * new answer moves them by a second or more, so a countdown never jumps back and forth by the
 * jitter of request latencies; a new period (or a real correction) takes the new moments.
 */
export function steadyDrawPoints(
  previous: ReadonlyMap<string, DrawPoint>,
  next: ReadonlyMap<string, DrawPoint>,
): Map<string, DrawPoint> {
  const steady = new Map<string, DrawPoint>();
  for (const [gameId, point] of next) {
    const shown = previous.get(gameId);
    const isSame =
      shown !== undefined &&
      shown.numero === point.numero &&
      Math.abs(shown.closesAtMs - point.closesAtMs) < driftToleranceMs;
    steady.set(gameId, isSame ? shown : point);
  }
  return steady;
}
