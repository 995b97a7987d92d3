import { crashGrowthPerMs } from '@khela/games';

/**
 * The geometry of the curve on its canvas: the axes widen with the run (time across, the
 * multiplier up), so the head of the curve stays inside the picture however long it runs;
 * grid lines fall on round figures.
 */

/** The least the axes show: 10 s across and up to 2.00×. */
export const viewSpanMinMs = 10_000;
export const viewTopMin = 2;

/** The room around the plot, in CSS pixels: labels on the left and below. */
export interface Insets {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface CurveView {
  /** Time across, from the run's start (ms). */
  spanMs: number;
  /** The multiplier at the top (a real number, 2 = 2.00×). */
  top: number;
  width: number;
  height: number;
  insets: Insets;
}

/** The multiplier of the smooth curve `elapsedMs` into a run (the shown one rounds it down). */
export function curveValue(elapsedMs: number, growthPerMs = crashGrowthPerMs): number {
  return Math.exp(growthPerMs * Math.max(0, elapsedMs));
}

/** The axes for a run `elapsedMs` long that has reached `multiplier` (the head at ~85 %). */
export function curveView(
  elapsedMs: number,
  multiplier: number,
  size: { width: number; height: number; insets: Insets },
): CurveView {
  return {
    spanMs: Math.max(viewSpanMinMs, elapsedMs / 0.85),
    top: Math.max(viewTopMin, 1 + (multiplier - 1) / 0.8),
    ...size,
  };
}

/** Where a moment of the run and a multiplier are drawn. */
export function pointAt(view: CurveView, elapsedMs: number, multiplier: number) {
  const { insets } = view;
  const plotWidth = view.width - insets.left - insets.right;
  const plotHeight = view.height - insets.top - insets.bottom;
  return {
    x: insets.left + (elapsedMs / view.spanMs) * plotWidth,
    y: view.height - insets.bottom - ((multiplier - 1) / (view.top - 1)) * plotHeight,
  };
}

/** The curve from the start to `elapsedMs`, as points (the last one exactly at its head). */
export function curvePoints(
  view: CurveView,
  elapsedMs: number,
  growthPerMs = crashGrowthPerMs,
  steps = 80,
): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  for (let index = 0; index <= steps; index += 1) {
    const atMs = (elapsedMs * index) / steps;
    points.push(pointAt(view, atMs, curveValue(atMs, growthPerMs)));
  }
  return points;
}

/** Round steps for grid lines: 1, 2 and 5 times the powers of ten. */
function niceStep(range: number, linesMax: number): number {
  const rough = range / linesMax;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((value) => value >= rough);
  return step ?? 10 * power;
}

/** The multipliers above 1× that get a grid line (round ones), at most `linesMax` of them. */
export function multiplierTicks(top: number, linesMax = 5): number[] {
  const step = niceStep(top - 1, linesMax);
  const ticks: number[] = [];
  for (let index = Math.floor(1 / step + 1e-9) + 1; index * step <= top + 1e-9; index += 1) {
    ticks.push(Math.round(index * step * 100) / 100);
  }
  return ticks;
}

/** The whole seconds that get a mark below the plot, at most `marksMax` of them. */
export function secondTicks(spanMs: number, marksMax = 5): number[] {
  const step = Math.max(1, niceStep(spanMs / 1000, marksMax));
  const ticks: number[] = [];
  for (let second = step; second * 1000 <= spanMs; second += step) ticks.push(second);
  return ticks;
}
