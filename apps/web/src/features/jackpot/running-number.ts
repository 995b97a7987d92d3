/**
 * The jackpot counter's numbers, pure: what it shows at an instant. Amounts are whole minor
 * units (bigint); time is milliseconds. The screen only formats what these answer.
 */

/** How long the pool's counter takes to run from the shown value to a new one. */
export const poolRunMs = 1200;

/**
 * The operator's display counter (spec §4): `startMinor` at `startedAtMs`, `stepMinor` more
 * every `tickMs`. Smooth (`isStepped` false) it runs continuously and meets every tick's value
 * exactly on the tick; stepped (reduced motion) it moves once a tick.
 */
export function displayCounterMinor(values: {
  startMinor: bigint;
  startedAtMs: number;
  nowMs: number;
  stepMinor: bigint;
  tickMs: number;
  isStepped: boolean;
}): bigint {
  const elapsedMs = Math.max(0, Math.floor(values.nowMs - values.startedAtMs));
  const { startMinor, stepMinor, tickMs } = values;
  if (values.isStepped) return startMinor + stepMinor * BigInt(Math.floor(elapsedMs / tickMs));
  return startMinor + (stepMinor * BigInt(elapsedMs)) / BigInt(tickMs);
}

/** Ease-out (cubic): quick at first, settling gently; 0 at 0, 1 at 1, never beyond. */
export function easeOut(progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return 1 - (1 - clamped) ** 3;
}

/** A run of the pool's counter from the value shown to a new target. */
export interface PoolRun {
  fromMinor: bigint;
  toMinor: bigint;
  startedAtMs: number;
}

/**
 * The pool's counter at an instant: running up from `fromMinor` to `toMinor` over poolRunMs,
 * never past it. A smaller target (the pool was won and started again) and reduced motion show
 * the target at once: a counter never runs backwards.
 */
export function poolCounterMinor(run: PoolRun, nowMs: number, isStepped: boolean): bigint {
  if (isStepped || run.toMinor <= run.fromMinor) return run.toMinor;
  const permille = BigInt(Math.round(easeOut((nowMs - run.startedAtMs) / poolRunMs) * 1000));
  return run.fromMinor + ((run.toMinor - run.fromMinor) * permille) / 1000n;
}

/** The next run when a new pool amount arrives: from whatever the counter shows now. */
export function nextPoolRun(
  current: PoolRun | null,
  toMinor: bigint,
  nowMs: number,
  isStepped: boolean,
): PoolRun {
  const shown = current ? poolCounterMinor(current, nowMs, isStepped) : toMinor;
  return { fromMinor: shown, toMinor, startedAtMs: nowMs };
}
