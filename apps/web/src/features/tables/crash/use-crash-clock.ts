import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { TableFeed } from '../tables.api';
import { crashStageAt, stageKey, type CrashStage } from './crash-round';

/**
 * The crash screen's time, always the server's (the table's offset added to the local clock):
 * the stage, redrawn only when it changes; frames for what moves with every frame (the curve,
 * the multiplier, the cash-out amount), written straight to the canvas and the text, so the
 * screen itself does not redraw sixty times a second.
 */

/** How often the clock is looked at for the stage changing on its own (betting opening, closing). */
const stageCheckMs = 100;

/** What the crash table is doing now, redrawn when the stage changes. */
export function useCrashStage(feed: TableFeed): CrashStage {
  const { snapshot, offsetMs, receivedAtMs } = feed;
  const [tickedAtMs, setTickedAtMs] = useState(() => Date.now());
  const stage = crashStageAt(snapshot, Math.max(tickedAtMs, receivedAtMs) + offsetMs);
  useEffect(() => {
    const timer = window.setInterval(() => {
      const localMs = Date.now();
      const next = stageKey(crashStageAt(snapshot, localMs + offsetMs));
      setTickedAtMs((current) => {
        const shown = stageKey(crashStageAt(snapshot, Math.max(current, receivedAtMs) + offsetMs));
        return shown === next ? current : localMs;
      });
    }, stageCheckMs);
    return () => window.clearInterval(timer);
  }, [snapshot, offsetMs, receivedAtMs]);
  return stage;
}

/**
 * Calls `draw` with the server's time on every animation frame while `isActive`, and once
 * whenever `drawKey` changes while it is not (a still picture changed).
 */
export function useServerFrames(
  draw: (serverNowMs: number) => void,
  offsetMs: number,
  isActive: boolean,
  drawKey: string,
): void {
  const drawRef = useRef(draw);
  useLayoutEffect(() => {
    drawRef.current = draw;
  });
  useEffect(() => {
    if (!isActive) {
      drawRef.current(Date.now() + offsetMs);
      return undefined;
    }
    let frame = 0;
    const tick = () => {
      drawRef.current(Date.now() + offsetMs);
      frame = window.requestAnimationFrame(tick);
    };
    frame = window.requestAnimationFrame(tick);
    return () => window.cancelAnimationFrame(frame);
  }, [offsetMs, isActive, drawKey]);
}

/** Whether the server's clock has reached `atMs` (null: never), turning true on time. */
export function useIsReached(atMs: number | null, offsetMs: number): boolean {
  const [reachedAtMs, setReachedAtMs] = useState<number | null>(null);
  useEffect(() => {
    if (atMs === null) return undefined;
    const waitMs = atMs - (Date.now() + offsetMs);
    const timer = window.setTimeout(() => setReachedAtMs(atMs), Math.max(0, waitMs));
    return () => window.clearTimeout(timer);
  }, [atMs, offsetMs]);
  return atMs !== null && reachedAtMs === atMs;
}

/** The server's time now, read again every `everyMs` while `isActive` (for lists, not frames). */
export function useServerNow(offsetMs: number, everyMs: number, isActive: boolean): number {
  const [localMs, setLocalMs] = useState(() => Date.now());
  useEffect(() => {
    if (!isActive) return undefined;
    const timer = window.setInterval(() => setLocalMs(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs, isActive]);
  return localMs + offsetMs;
}
