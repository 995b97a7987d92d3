import { toWire, minor, type CurrencyCode } from '@khela/money';
import { useEffect, useRef, useState } from 'react';
import { formatAmount } from '../../ui/format';

/** The counter repaints at most this often: smooth to the eye, light on a cheap phone. */
const frameMs = 50;

/** An amount in minor units as people read it ("52,700,000,000.00"). */
export function formatMinor(amountMinor: bigint, currency: string): string {
  return formatAmount(toWire(minor(amountMinor), currency as CurrencyCode));
}

/**
 * A running amount in tabular numerals: `valueAt(now)` is asked every frame and written straight
 * into the text (no re-render per frame); the box keeps the width of its longest text so far, so
 * nothing around it moves. With `isStill` the text changes only when `valueAt` does (reduced
 * motion: the caller answers stepped values).
 */
export function RunningNumber({
  valueAt,
  currency,
  testId,
}: {
  valueAt: (nowMs: number) => bigint;
  currency: string;
  testId?: string;
}) {
  const output = useRef<HTMLSpanElement>(null);
  // React writes the first text only; the frames below own it from then on.
  const [initial] = useState(() => formatMinor(valueAt(Date.now()), currency));
  useEffect(() => {
    let frame = 0;
    let lastPaintMs = 0;
    let shown = '';
    const paint = (nowMs: number) => {
      frame = window.requestAnimationFrame(paint);
      if (nowMs - lastPaintMs < frameMs) return;
      lastPaintMs = nowMs;
      const text = formatMinor(valueAt(Date.now()), currency);
      const element = output.current;
      if (!element || text === shown) return;
      shown = text;
      element.textContent = text;
      // Only ever wider: a shorter text never pulls the layout in and out.
      const widthCh = `${text.length}ch`;
      if (parseFloat(element.style.minWidth || '0') < text.length) element.style.minWidth = widthCh;
    };
    frame = window.requestAnimationFrame(paint);
    return () => window.cancelAnimationFrame(frame);
  }, [valueAt, currency]);
  return (
    <span
      ref={output}
      className="running-number tabular"
      style={{ minWidth: `${initial.length}ch` }}
      data-testid={testId}
    >
      {initial}
    </span>
  );
}
