import { toWire, minor, type CurrencyCode } from '@khela/money';
import { useEffect, useRef, useState } from 'react';
import { formatAmount } from '../../ui/format';
import { whenSettled } from '../../ui/motion';

/** The counter repaints this often while on screen: smooth to the eye, light on a cheap phone. */
const frameMs = 50;
/** Off screen it only keeps its text current, for when it scrolls back into view. */
const offScreenFrameMs = 1000;

/** An amount in minor units as people read it ("52,700,000,000.00"). */
export function formatMinor(amountMinor: bigint, currency: string): string {
  return formatAmount(toWire(minor(amountMinor), currency as CurrencyCode));
}

/**
 * A running amount in tabular numerals: `valueAt(now)` is asked every frame and written straight
 * into the text (no re-render per frame); the box keeps the width of its longest text so far, so
 * nothing around it moves. Frames come from a timer at the counter's own pace, slower while it is
 * off screen and none while the page is hidden, rather than from every display refresh; they
 * start once the page has settled after its start (`whenSettled`), the text until then following
 * each new `valueAt`. For reduced motion the caller answers stepped values, so the text changes
 * only when the value steps.
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
    const element = output.current;
    if (!element) return;
    let shown = '';
    let timer = 0;
    let isOnScreen = true;
    let isSettled = false;
    const paint = () => {
      const text = formatMinor(valueAt(Date.now()), currency);
      if (text === shown) return;
      shown = text;
      element.textContent = text;
      // Only ever wider: a shorter text never pulls the layout in and out.
      if (parseFloat(element.style.minWidth || '0') < text.length) {
        element.style.minWidth = `${text.length}ch`;
      }
    };
    const run = () => {
      window.clearInterval(timer);
      if (document.hidden) return;
      paint();
      // Until the page has settled the text follows each new `valueAt` only, without frames.
      if (isSettled) timer = window.setInterval(paint, isOnScreen ? frameMs : offScreenFrameMs);
    };
    const observer = new IntersectionObserver((entries) => {
      isOnScreen = entries.some((entry) => entry.isIntersecting);
      run();
    });
    observer.observe(element);
    document.addEventListener('visibilitychange', run);
    run();
    let isMounted = true;
    void whenSettled().then(() => {
      isSettled = true;
      if (isMounted) run();
    });
    return () => {
      isMounted = false;
      window.clearInterval(timer);
      observer.disconnect();
      document.removeEventListener('visibilitychange', run);
    };
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
