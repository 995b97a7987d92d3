import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkTimeoutError,
  chunkTimeoutMs,
  isChunkTimeout,
  withChunkTimeout,
  withRouteChunkTimeout,
  withTimeout,
  type Timers,
} from './chunk-timeout';

/** Fake timers that count what is still pending. */
function countingTimers(): Timers & { pending: () => number } {
  const live = new Set<ReturnType<typeof setTimeout>>();
  return {
    setTimeout: (callback, delayMs) => {
      const handle = setTimeout(() => {
        live.delete(handle);
        callback();
      }, delayMs);
      live.add(handle);
      return handle;
    },
    clearTimeout: (handle) => {
      live.delete(handle);
      clearTimeout(handle);
    },
    pending: () => live.size,
  };
}

/** A load that never answers: a stalled connection. */
const never = () => new Promise<never>(() => undefined);

describe('chunk time-out', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the spec’s 120 seconds', () => {
    expect(chunkTimeoutMs).toBe(120_000);
  });

  it('fails a load still waiting after 120 s with a ChunkLoadError, not before', async () => {
    const timers = countingTimers();
    const outcome = withTimeout(never(), chunkTimeoutMs, timers).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkTimeoutError);
    expect(isChunkTimeout(error)).toBe(true);
    expect((error as Error).name).toBe('ChunkLoadError');
    expect((error as ChunkTimeoutError).timeoutMs).toBe(120_000);
  });

  it('answers a load that arrives in time and leaves no timer behind', async () => {
    const timers = countingTimers();
    const loaded = withTimeout(Promise.resolve({ Component: 'page' }), chunkTimeoutMs, timers);
    await expect(loaded).resolves.toEqual({ Component: 'page' });
    expect(timers.pending()).toBe(0);
  });

  it('passes a load’s own failure through unchanged, and clears its timer', async () => {
    const timers = countingTimers();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(withTimeout(Promise.reject(failure), chunkTimeoutMs, timers)).rejects.toBe(
      failure,
    );
    expect(timers.pending()).toBe(0);
    expect(isChunkTimeout(failure)).toBe(false);
  });

  it('wraps a route’s lazy loader, each call with a clock of its own', async () => {
    let calls = 0;
    const lazy = withChunkTimeout(() => {
      calls += 1;
      return calls === 1 ? never() : Promise.resolve({ Component: 'second' });
    });
    const first = lazy().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs);
    expect(await first).toBeInstanceOf(ChunkTimeoutError);
    // A retry starts again: it is not failed by the first call's time.
    await expect(lazy()).resolves.toEqual({ Component: 'second' });
    expect(calls).toBe(2);
  });

  it('leaves a route without a loader without one', () => {
    expect(withChunkTimeout(undefined)).toBeUndefined();
  });

  it('times out a route’s lazy in its function form and in its per-property form', async () => {
    const whole = withRouteChunkTimeout(() => never());
    const parts = withRouteChunkTimeout({ Component: () => never() });
    if (typeof whole !== 'function' || typeof parts !== 'object') throw new Error('lost its form');
    const wholeOutcome = whole().catch((error: unknown) => error);
    const partOutcome = Promise.resolve(parts.Component?.()).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs);
    expect(await wholeOutcome).toBeInstanceOf(ChunkTimeoutError);
    expect(await partOutcome).toBeInstanceOf(ChunkTimeoutError);
    expect(withRouteChunkTimeout(undefined)).toBeUndefined();
  });
});
