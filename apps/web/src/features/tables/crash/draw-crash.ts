import {
  curvePoints,
  curveView,
  multiplierTicks,
  pointAt,
  secondTicks,
  type CurveView,
  type Insets,
} from './crash-curve';

/**
 * The crash curve painted on its canvas: the grid with its figures, the area under the curve,
 * the curve with a glow, and at its head a rocket climbing, or the burst where it busted.
 * Pure drawing: what to draw comes in, nothing is kept here.
 */

/** The colours, read from the stage's CSS custom properties (the brand's, in either theme). */
export interface CrashPalette {
  line: string;
  /** The line's colour, see-through, under the curve. */
  lineFill: string;
  bust: string;
  bustFill: string;
  grid: string;
  label: string;
  flame: string;
  body: string;
  font: string;
}

/** What the picture shows: a run so far (or at its bust), or nothing (betting). */
export interface CrashPicture {
  elapsedMs: number;
  /** The head's multiplier as a real number (2.37). */
  multiplier: number;
  growthPerMs: number;
  isBusted: boolean;
  /** How far the bust's burst has gone, 0 to 1 (1: done, drawn still). */
  burst: number;
  /** Seconds since the run began, for the rocket's flame to flicker. */
  flicker: number;
}

export interface CanvasSize {
  width: number;
  height: number;
  dpr: number;
}

const insets: Insets = { left: 44, right: 18, top: 16, bottom: 22 };

/** A grid line's multiplier as a label: 1.5×, 2×, 20×. */
function tickText(value: number): string {
  return `${Number(value.toFixed(2))}×`;
}

function drawGrid(
  context: CanvasRenderingContext2D,
  view: CurveView,
  palette: CrashPalette,
  write: { multiplier: (text: string) => string; seconds: (seconds: number) => string },
) {
  const right = view.width - insets.right;
  context.font = `600 12px ${palette.font}`;
  context.textBaseline = 'middle';
  context.lineWidth = 1;
  const base = pointAt(view, 0, 1);
  for (const tick of multiplierTicks(view.top)) {
    const { y } = pointAt(view, 0, tick);
    context.strokeStyle = palette.grid;
    context.setLineDash([3, 5]);
    context.beginPath();
    context.moveTo(insets.left, Math.round(y) + 0.5);
    context.lineTo(right, Math.round(y) + 0.5);
    context.stroke();
    context.fillStyle = palette.label;
    context.textAlign = 'right';
    context.fillText(write.multiplier(tickText(tick)), insets.left - 8, y);
  }
  context.setLineDash([]);
  context.strokeStyle = palette.label;
  context.globalAlpha = 0.5;
  context.beginPath();
  context.moveTo(insets.left, Math.round(base.y) + 0.5);
  context.lineTo(right, Math.round(base.y) + 0.5);
  context.stroke();
  context.globalAlpha = 1;
  context.textAlign = 'center';
  context.textBaseline = 'top';
  context.fillStyle = palette.label;
  for (const second of secondTicks(view.spanMs)) {
    const { x } = pointAt(view, second * 1000, 1);
    const text = write.seconds(second);
    // The last mark stays inside the picture, however wide its words.
    const half = context.measureText(text).width / 2;
    context.fillText(text, Math.min(x, view.width - half - 10), base.y + 6);
  }
}

function drawCurve(
  context: CanvasRenderingContext2D,
  view: CurveView,
  picture: CrashPicture,
  colours: { line: string; fill: string },
) {
  const points = curvePoints(view, picture.elapsedMs, picture.growthPerMs);
  const first = points[0];
  const head = points.at(-1);
  if (!first || !head) return;
  const baseY = pointAt(view, 0, 1).y;
  const fill = context.createLinearGradient(0, head.y, 0, baseY);
  fill.addColorStop(0, colours.fill);
  fill.addColorStop(1, 'rgba(0, 0, 0, 0)');
  context.beginPath();
  context.moveTo(first.x, baseY);
  for (const point of points) context.lineTo(point.x, point.y);
  context.lineTo(head.x, baseY);
  context.closePath();
  context.fillStyle = fill;
  context.fill();
  context.beginPath();
  context.moveTo(first.x, first.y);
  for (const point of points) context.lineTo(point.x, point.y);
  context.lineWidth = 4;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = colours.line;
  context.shadowColor = colours.line;
  context.shadowBlur = 14;
  context.stroke();
  context.shadowBlur = 0;
}

/** The rocket at the curve's head, pointing along it, its flame flickering. */
function drawRocket(
  context: CanvasRenderingContext2D,
  at: { x: number; y: number },
  angle: number,
  flicker: number,
  palette: CrashPalette,
) {
  context.save();
  context.translate(at.x, at.y);
  context.rotate(angle);
  const flame = 9 + 4 * Math.abs(Math.sin(flicker * 18));
  context.fillStyle = palette.flame;
  context.shadowColor = palette.flame;
  context.shadowBlur = 12;
  context.beginPath();
  context.moveTo(-8, -4);
  context.lineTo(-8 - flame, 0);
  context.lineTo(-8, 4);
  context.closePath();
  context.fill();
  context.shadowBlur = 0;
  context.fillStyle = palette.body;
  context.beginPath();
  context.moveTo(12, 0);
  context.quadraticCurveTo(6, -6, -8, -5);
  context.lineTo(-8, 5);
  context.quadraticCurveTo(6, 6, 12, 0);
  context.fill();
  context.fillStyle = palette.line;
  context.beginPath();
  context.moveTo(-4, -5);
  context.lineTo(-10, -10);
  context.lineTo(-8, -4);
  context.moveTo(-4, 5);
  context.lineTo(-10, 10);
  context.lineTo(-8, 4);
  context.fill();
  context.beginPath();
  context.arc(3, 0, 2.2, 0, Math.PI * 2);
  context.fill();
  context.restore();
}

/** The burst where the curve busted: rays flying out, then a still star. */
function drawBurst(
  context: CanvasRenderingContext2D,
  at: { x: number; y: number },
  progress: number,
  palette: CrashPalette,
) {
  const reach = 8 + 16 * progress;
  context.save();
  context.translate(at.x, at.y);
  context.strokeStyle = palette.bust;
  context.lineWidth = 2.5;
  context.lineCap = 'round';
  context.globalAlpha = 1 - 0.5 * progress;
  for (let ray = 0; ray < 10; ray += 1) {
    const angle = (ray / 10) * Math.PI * 2;
    context.beginPath();
    context.moveTo(Math.cos(angle) * (reach - 7), Math.sin(angle) * (reach - 7));
    context.lineTo(Math.cos(angle) * reach, Math.sin(angle) * reach);
    context.stroke();
  }
  context.globalAlpha = 1;
  context.fillStyle = palette.bust;
  context.shadowColor = palette.bust;
  context.shadowBlur = 16;
  context.beginPath();
  context.arc(0, 0, 5, 0, Math.PI * 2);
  context.fill();
  context.restore();
}

/** Paints the whole picture: the grid, and the run when there is one. */
export function drawCrash(
  context: CanvasRenderingContext2D,
  size: CanvasSize,
  picture: CrashPicture | null,
  palette: CrashPalette,
  write: { multiplier: (text: string) => string; seconds: (seconds: number) => string },
): void {
  context.setTransform(size.dpr, 0, 0, size.dpr, 0, 0);
  context.clearRect(0, 0, size.width, size.height);
  const view = curveView(picture?.elapsedMs ?? 0, picture?.multiplier ?? 1, {
    width: size.width,
    height: size.height,
    insets,
  });
  drawGrid(context, view, palette, write);
  if (!picture) {
    // Betting: the rocket waits on the start line.
    drawRocket(context, pointAt(view, 0, 1), -0.35, 0, palette);
    return;
  }
  drawCurve(
    context,
    view,
    picture,
    picture.isBusted
      ? { line: palette.bust, fill: palette.bustFill }
      : { line: palette.line, fill: palette.lineFill },
  );
  const head = pointAt(view, picture.elapsedMs, picture.multiplier);
  if (picture.isBusted) {
    drawBurst(context, head, picture.burst, palette);
    return;
  }
  // The rocket points along the curve: from a moment before its head to the head.
  const beforeMs = Math.max(0, picture.elapsedMs - view.spanMs / 40);
  const before = pointAt(view, beforeMs, Math.exp(picture.growthPerMs * beforeMs));
  const angle = Math.atan2(head.y - before.y, Math.max(1, head.x - before.x));
  drawRocket(context, head, Math.min(0, angle), picture.flicker, palette);
}
