import { useEffect, useState, type RefObject } from 'react';

/** Whether a sideways scroller has more to show before and after what is in view. */
export interface ScrollEdges {
  hasBefore: boolean;
  hasAfter: boolean;
}

/** Half a pixel of rounding is not "more". */
const slackPx = 1;

/** Follows a horizontal scroller's edges as it scrolls and resizes. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ hasBefore: false, hasAfter: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // Right-to-left scrollers count scrollLeft down from zero.
      const start = Math.abs(element.scrollLeft);
      const next = {
        hasBefore: start > slackPx,
        hasAfter: start + element.clientWidth < element.scrollWidth - slackPx,
      };
      setEdges((current) =>
        current.hasBefore === next.hasBefore && current.hasAfter === next.hasAfter ? current : next,
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
}
