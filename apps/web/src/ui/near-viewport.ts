import { lazyImagePreloadViewports } from '@khela/contracts';

/** Visible share of a box that counts as "in view" (spec §9). */
const observerThreshold = 0.1;
// One distance for all that waits to come near the screen: the lazy game art's preload
// distance (spec §9), which also leaves a placeholder time to be built before it is seen.
// Preloading 1.3 viewports means watching 30% of the viewport's height beyond each edge.
const preloadMarginPercent = Math.round((lazyImagePreloadViewports - 1) * 100);
export const observerRootMargin = `${preloadMarginPercent}% 0px`;

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const onNear = waiting.get(entry.target);
        self.unobserve(entry.target);
        waiting.delete(entry.target);
        onNear?.();
      }
    },
    { rootMargin: observerRootMargin, threshold: observerThreshold },
  );
  return observer;
}

/**
 * Calls onNear once the element comes within the preload distance of the viewport. One
 * observer serves every box (each game card's art among them). Returns the way to stop watching.
 */
export function whenNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const watcher = sharedObserver();
  waiting.set(element, onNear);
  watcher.observe(element);
  return () => {
    waiting.delete(element);
    watcher.unobserve(element);
  };
}
