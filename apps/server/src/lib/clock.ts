/** Time source, injected so tests can freeze it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** An hour in milliseconds, the window of the hourly limits. */
export const hourMs = 60 * 60_000;
