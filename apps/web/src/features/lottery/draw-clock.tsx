import { useEffect, useState } from 'react';
import { formatDuration } from '../../ui/countdown';
import type { LotteryItem } from '@khela/contracts';
import { drawPointsOf, steadyDrawPoints, type AnswerTiming, type DrawPoint } from './refresh-timer';

/** Where a period is by the browser's clock: betting open, closed before the draw, drawing. */
export type DrawPhase = 'open' | 'closed' | 'drawing';

export function phaseAt(
  point: Pick<DrawPoint, 'closesAtMs' | 'drawsAtMs'>,
  nowMs: number,
): DrawPhase {
  if (nowMs < point.closesAtMs) return 'open';
  return nowMs < point.drawsAtMs ? 'closed' : 'drawing';
}

/** A render this far behind the clock is brought up to date at once. */
const staleRenderMs = 250;
/** Wakes this long after a second turns, so the shown second has surely changed. */
const wakeLateMs = 20;

/**
 * A period's phase and the seconds to its next moment (the close while betting is open, then
 * the draw). The clock wakes exactly as the remaining time crosses a whole second, so every
 * second shows once — a drifting one-second interval would now and then skip one.
 */
export function useDrawClock(point: DrawPoint | null): {
  phase: DrawPhase | null;
  seconds: number;
} {
  const [nowMs, setNowMs] = useState(() => Date.now());
  const closesAtMs = point?.closesAtMs ?? null;
  const drawsAtMs = point?.drawsAtMs ?? null;
  useEffect(() => {
    if (closesAtMs === null || drawsAtMs === null) return;
    const currentMs = Date.now();
    const untilMs = currentMs < closesAtMs ? closesAtMs : drawsAtMs;
    const leftMs = untilMs - currentMs;
    const isStale = currentMs - nowMs > staleRenderMs;
    if (leftMs <= 0 && !isStale) return;
    const delayMs = isStale ? 0 : (leftMs % 1000 || 1000) + wakeLateMs;
    const timer = window.setTimeout(() => setNowMs(Date.now()), delayMs);
    return () => window.clearTimeout(timer);
  }, [closesAtMs, drawsAtMs, nowMs]);
  if (point === null) return { phase: null, seconds: 0 };
  const phase = phaseAt(point, nowMs);
  const untilMs = phase === 'open' ? point.closesAtMs : point.drawsAtMs;
  return { phase, seconds: Math.max(0, Math.ceil((untilMs - nowMs) / 1000)) };
}

const daySeconds = 86_400;

/** Seconds as a fixed-width timer: mm:ss, h:mm:ss, and whole days first for a far draw. */
export function CountdownText({
  seconds,
  daysText,
}: {
  seconds: number;
  /** "{{count}} days" in the reader's language. */
  daysText: (count: number) => string;
}) {
  if (seconds < daySeconds) return <span className="tabular">{formatDuration(seconds)}</span>;
  return (
    <span className="tabular">
      {daysText(Math.floor(seconds / daySeconds))} {formatDuration(seconds % daySeconds)}
    </span>
  );
}

/**
 * The moments of every open period of an answer, kept steady across refetches (see
 * steadyDrawPoints): recomputed only when a new answer arrives.
 */
export function useDrawPoints(
  items: readonly LotteryItem[],
  timing: AnswerTiming | null,
): ReadonlyMap<string, DrawPoint> {
  const [shown, setShown] = useState<{
    timing: AnswerTiming | null;
    points: ReadonlyMap<string, DrawPoint>;
  }>({ timing: null, points: new Map() });
  if (timing !== shown.timing) {
    const points = timing ? steadyDrawPoints(shown.points, drawPointsOf(items, timing)) : new Map();
    // Derived from the new answer during render, as React recommends for state from props.
    setShown({ timing, points });
    return points;
  }
  return shown.points;
}
