import { crashBustAfterMs } from '@khela/games';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { digitSystemOf, toDigits } from '../../../ui/digits';
import { usePrefersReducedMotion } from '../../../ui/reduced-motion';
import { useSiteConfig } from '../../system/system.api';
import { curveValue } from './crash-curve';
import {
  bustTier,
  curveRunOf,
  formatMultiplier,
  shownMultiplier,
  type CrashStage as Stage,
} from './crash-round';
import { drawCrash, type CanvasSize, type CrashPalette, type CrashPicture } from './draw-crash';
import { useServerFrames } from './use-crash-clock';

/**
 * The centre of the crash screen: the curve on a canvas sized to its box (sharp on every
 * screen density), the multiplier in big figures over it, the time left to bet, and the
 * player's own outcome. Everything that moves is drawn frame by frame from the server's clock.
 */

/** The burst at a bust plays this long. */
const burstMs = 600;

/** The stage's colours before its styles are read (the same as crash.css sets). */
const fallbackPalette: CrashPalette = {
  line: '#f7c948',
  lineFill: 'rgba(247, 201, 72, 0.28)',
  bust: '#ff4d5e',
  bustFill: 'rgba(255, 77, 94, 0.24)',
  grid: 'rgba(255, 255, 255, 0.1)',
  label: 'rgba(236, 241, 248, 0.62)',
  flame: '#ff8a3d',
  body: '#f4f6fb',
  font: 'sans-serif',
};

/** The stage's colours and font, read from its CSS custom properties. */
function paletteOf(element: HTMLElement): CrashPalette {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    line: read('--crash-line', fallbackPalette.line),
    lineFill: read('--crash-line-fill', fallbackPalette.lineFill),
    bust: read('--crash-bust', fallbackPalette.bust),
    bustFill: read('--crash-bust-fill', fallbackPalette.bustFill),
    grid: read('--crash-grid', fallbackPalette.grid),
    label: read('--crash-label', fallbackPalette.label),
    flame: read('--crash-flame', fallbackPalette.flame),
    body: read('--crash-body', fallbackPalette.body),
    font: style.fontFamily || fallbackPalette.font,
  };
}

/** The canvas's size in CSS pixels and the screen's density, kept up to date. */
function useSizedCanvas() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<CanvasSize | null>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    const measure = () => {
      const box = element.getBoundingClientRect();
      const dpr = Math.min(3, window.devicePixelRatio || 1);
      element.width = Math.round(box.width * dpr);
      element.height = Math.round(box.height * dpr);
      setSize({ width: box.width, height: box.height, dpr });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { canvas, size };
}

/** The picture of a run at `nowMs` (server time), or null while bets are taken. */
function pictureAt(
  stage: Stage,
  nowMs: number,
  table: { maxMultiplier: number; growthPerMs: number },
  burst: number,
): CrashPicture | null {
  const run = curveRunOf(stage);
  if (!run) return null;
  const shown = shownMultiplier(run, nowMs, table.maxMultiplier);
  const isStopped = run.bust !== null || shown >= table.maxMultiplier;
  const elapsedMs = isStopped ? crashBustAfterMs(shown) : Math.max(0, nowMs - run.startMs);
  return {
    elapsedMs,
    multiplier: isStopped ? shown / 100 : curveValue(elapsedMs, table.growthPerMs),
    growthPerMs: table.growthPerMs,
    isBusted: run.bust !== null,
    burst,
    flicker: elapsedMs / 1000,
  };
}

/** The seconds to a moment, to tenths ("4.2"), never below zero. */
function tenthsLeft(atMs: number, nowMs: number): string {
  return (Math.max(0, atMs - nowMs) / 1000).toFixed(1);
}

/**
 * Writes a figure drawn by the frame into its element when it changed. The element's text is
 * never React's (it renders it empty), so the two never fight over it.
 */
function writeText(element: HTMLElement | null, text: string): void {
  if (!element || element.dataset.written === text) return;
  element.textContent = text;
  element.dataset.written = text;
}

/** The words over the curve; null where the frame writes the figure (it moves). */
function readoutOf(t: TFunction, stage: Stage) {
  switch (stage.kind) {
    case 'betting':
      return {
        label: t('tables.crash.stage.betting'),
        value: null,
        sub: t('tables.crash.stage.bettingHint'),
      };
    case 'waiting':
      return stage.last
        ? {
            label: t('tables.crash.stage.busted'),
            value: formatMultiplier(stage.last.bust),
            sub: null,
          }
        : { label: t('tables.crash.stage.next'), value: null, sub: '' };
    case 'running':
      return { label: t('tables.crash.stage.running'), value: null, sub: '' };
    case 'busted':
      return {
        label: t('tables.crash.stage.busted'),
        value: formatMultiplier(stage.bust),
        sub: t('tables.crash.stage.paying'),
      };
    case 'cancelled':
      return {
        label: t('tables.crash.stage.cancelled'),
        value: '',
        sub: t('tables.crash.stage.refunded'),
      };
    case 'paused':
      return { label: '', value: t('tables.phase.paused'), sub: '' };
  }
}

/** The big figures: the multiplier, the bust, or the seconds to the start. */
function StageReadout({
  stage,
  valueRef,
  subRef,
}: {
  stage: Stage;
  valueRef: RefObject<HTMLElement | null>;
  subRef: RefObject<HTMLSpanElement | null>;
}) {
  const { t } = useTranslation();
  const readout = readoutOf(t, stage);
  const bust =
    stage.kind === 'busted' ? stage.bust : stage.kind === 'waiting' ? stage.last?.bust : undefined;
  return (
    <div className={`crash-readout crash-readout--${stage.kind}`}>
      <span className="crash-readout__label">{readout.label}</span>
      <strong
        key={`value:${stage.kind}`}
        ref={readout.value === null ? valueRef : undefined}
        className="crash-readout__value tabular"
        data-testid="crash-multiplier"
        data-level={bust === undefined ? undefined : bustTier(bust)}
        aria-hidden="true"
      >
        {readout.value}
      </strong>
      <span
        key={`sub:${stage.kind}`}
        ref={readout.sub === null ? subRef : undefined}
        className="crash-readout__sub tabular"
      >
        {readout.sub}
      </span>
      <p className="visually-hidden" aria-live="polite">
        {bust === undefined
          ? readout.label
          : t('tables.crash.bustedAt', { multiplier: formatMultiplier(bust) })}
      </p>
    </div>
  );
}

export function CrashStage({
  stage,
  offsetMs,
  maxMultiplier,
  growthPerMs,
  mine,
}: {
  stage: Stage;
  offsetMs: number;
  maxMultiplier: number;
  growthPerMs: number;
  /** The player's own outcome, shown under the figures. */
  mine: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  const isReducedMotion = usePrefersReducedMotion();
  const box = useRef<HTMLDivElement>(null);
  const { canvas, size } = useSizedCanvas();
  const value = useRef<HTMLElement>(null);
  const sub = useRef<HTMLSpanElement>(null);
  const bar = useRef<HTMLSpanElement>(null);
  const bustSeen = useRef<{ key: string; atMs: number } | null>(null);
  const painted = useRef<{ size: CanvasSize | null; palette: CrashPalette; stillKey: string }>({
    size: null,
    palette: fallbackPalette,
    stillKey: '',
  });
  const digits = digitSystemOf(i18n.language, info.digits);
  const run = curveRunOf(stage);
  const runKey = run ? `${run.startMs}:${run.bust ?? ''}` : 'none';
  const isMoving = stage.kind === 'running' || stage.kind === 'busted' || stage.kind === 'betting';

  /** The figures that change by the frame. */
  const writeTexts = (nowMs: number) => {
    if (stage.kind === 'running' && run) {
      const shown = shownMultiplier(run, nowMs, maxMultiplier);
      writeText(value.current, formatMultiplier(shown));
      if (value.current) value.current.dataset.level = bustTier(shown);
    } else if (stage.kind === 'betting') {
      writeText(
        value.current,
        t('tables.crash.seconds', { seconds: tenthsLeft(stage.closesAtMs, nowMs) }),
      );
      const left = Math.max(0, stage.closesAtMs - nowMs) / stage.windowMs;
      if (bar.current) bar.current.style.transform = `scaleX(${Math.min(1, left)})`;
    } else if (stage.kind === 'waiting') {
      const seconds = tenthsLeft(stage.opensAtMs, nowMs);
      writeText(sub.current, t('tables.crash.stage.nextIn', { seconds }));
      writeText(value.current, t('tables.crash.seconds', { seconds }));
    }
  };

  const draw = (nowMs: number) => {
    writeTexts(nowMs);
    const context = canvas.current?.getContext('2d');
    if (!context || !size || !box.current) return;
    // The colours are read once per size (not every frame: reading styles costs a layout).
    if (painted.current.size !== size) {
      painted.current = { size, palette: paletteOf(box.current), stillKey: '' };
    }
    // A still picture (bets being taken) is painted once, however often the figures move.
    const stillKey = run ? '' : `${stage.kind}:${digits}`;
    if (stillKey !== '' && painted.current.stillKey === stillKey) return;
    painted.current.stillKey = stillKey;
    // The burst plays when the bust arrives while the page is open, once.
    if (run && run.bust !== null && bustSeen.current?.key !== runKey) {
      const isFresh = stage.kind === 'busted' && !isReducedMotion;
      bustSeen.current = { key: runKey, atMs: isFresh ? performance.now() : -burstMs };
    }
    const burst = Math.min(1, (performance.now() - (bustSeen.current?.atMs ?? 0)) / burstMs);
    const picture = pictureAt(stage, nowMs, { maxMultiplier, growthPerMs }, burst);
    drawCrash(context, size, picture, painted.current.palette, {
      multiplier: (text) => toDigits(text, digits),
      seconds: (seconds) => toDigits(t('tables.crash.axisSeconds', { seconds }), digits),
    });
  };

  useServerFrames(
    draw,
    offsetMs,
    isMoving,
    `${stage.kind}:${runKey}:${size?.width ?? 0}x${size?.height ?? 0}:${digits}`,
  );
  useEffect(() => {
    if (stage.kind !== 'waiting') return undefined;
    // Waiting: the picture stands still, only the time to the next round moves.
    const timer = window.setInterval(() => writeTexts(Date.now() + offsetMs), 100);
    return () => window.clearInterval(timer);
  });

  return (
    <div
      ref={box}
      className={`crash-stage crash-stage--${stage.kind}`}
      data-testid="crash-stage"
      data-kind={stage.kind}
      data-bust={run?.bust ?? undefined}
    >
      <canvas ref={canvas} className="crash-stage__canvas" aria-hidden="true" />
      <StageReadout stage={stage} valueRef={value} subRef={sub} />
      {stage.kind === 'betting' && (
        <span className="crash-stage__bar" aria-hidden="true">
          <span ref={bar} className="crash-stage__fill" />
        </span>
      )}
      <div className="crash-stage__mine">{mine}</div>
    </div>
  );
}
