import type { RouteObject } from 'react-router';

/**
 * How long a screen's code may take to arrive (spec §9, chunk time-out 120000 ms). On a stalled
 * connection a dynamic import can wait for ever; past this the screen says so and offers a retry.
 */
export const chunkTimeoutMs = 120_000;

/** A screen's code that did not arrive in time; named as bundlers name a chunk that failed. */
export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`Loading chunk failed: no answer within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/** Whether a failure is a chunk that did not arrive in time (not one that failed outright). */
export function isChunkTimeout(error: unknown): error is ChunkTimeoutError {
  return error instanceof ChunkTimeoutError;
}

type TimerHandle = ReturnType<typeof globalThis.setTimeout>;

/** The timer functions a time-out uses; injected by tests. */
export interface Timers {
  setTimeout: (callback: () => void, delayMs: number) => TimerHandle;
  clearTimeout: (handle: TimerHandle) => void;
}

const browserTimers: Timers = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

/**
 * The loading's own outcome, or ChunkTimeoutError once `timeoutMs` pass first. The timer is
 * cleared as soon as the loading settles, so a loaded screen leaves nothing running.
 */
export function withTimeout<T>(
  loading: Promise<T>,
  timeoutMs: number = chunkTimeoutMs,
  timers: Timers = browserTimers,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timers.setTimeout(() => reject(new ChunkTimeoutError(timeoutMs)), timeoutMs);
    const stop = () => timers.clearTimeout(timer);
    loading.then(
      (value) => {
        stop();
        resolve(value);
      },
      (error: unknown) => {
        stop();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A loader (a route's `lazy`, or what `React.lazy` is given) that gives up after the chunk
 * time-out; every call starts its own clock, so a retry gets the whole time again.
 */
export function withChunkTimeout<L extends (() => Promise<unknown>) | undefined>(
  load: L,
  timeoutMs: number = chunkTimeoutMs,
  timers: Timers = browserTimers,
): L {
  if (load === undefined) return load;
  const timed = () => withTimeout(load(), timeoutMs, timers);
  // The same call signature as the loader it wraps: only the moment it may fail changes.
  return timed as L;
}

type RouteLazy = RouteObject['lazy'];

/**
 * A route's `lazy` that gives up after the chunk time-out: the function form as a whole, the
 * object form (one loader per route property) each loader on its own.
 */
export function withRouteChunkTimeout(
  lazy: RouteLazy,
  timeoutMs: number = chunkTimeoutMs,
  timers: Timers = browserTimers,
): RouteLazy {
  if (lazy === undefined) return undefined;
  if (typeof lazy === 'function') return () => withTimeout(lazy(), timeoutMs, timers);
  const timed: Record<string, unknown> = {};
  for (const [key, load] of Object.entries(lazy)) {
    timed[key] =
      typeof load === 'function'
        ? () => withTimeout(Promise.resolve(load() as unknown), timeoutMs, timers)
        : load;
  }
  return timed as RouteLazy;
}
