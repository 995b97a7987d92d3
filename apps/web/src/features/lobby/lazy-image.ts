import { lazyImageAttempts, lazyImageThrottleMs } from '@khela/contracts';

/** Tries per image before the neutral placeholder shows (spec §9). */
export const imageAttemptsMax = lazyImageAttempts;
/** Images remembered as loaded, so a card shown again paints at once (spec §9: cache 200). */
export const loadedImagesMax = 200;

/** How long to wait before attempt number `attempt` (2, 3, ...): a little longer each time. */
export function retryDelayMs(attempt: number): number {
  return lazyImageThrottleMs * Math.max(1, attempt - 1);
}

/** A least-recently-used set of strings with a size limit. */
export class RecentSet {
  private readonly items = new Map<string, true>();

  constructor(private readonly sizeMax: number) {}

  has(item: string): boolean {
    if (!this.items.has(item)) return false;
    // Touch: move to the newest end.
    this.items.delete(item);
    this.items.set(item, true);
    return true;
  }

  add(item: string): void {
    this.items.delete(item);
    this.items.set(item, true);
    while (this.items.size > this.sizeMax) {
      const oldest = this.items.keys().next().value;
      if (oldest === undefined) break;
      this.items.delete(oldest);
    }
  }

  get size(): number {
    return this.items.size;
  }
}

/** Image addresses this page already loaded (the browser has them in its cache). */
export const loadedImages = new RecentSet(loadedImagesMax);
