import type { TableRoundView, TableSnapshot } from '@khela/contracts';

/**
 * The table's time as the server keeps it. Every snapshot carries the server's time when it was
 * read, so `serverTime − the moment it arrived here` is never more than the true offset of the
 * server's clock to ours (the snapshot took time to arrive, and the stream may hand a new
 * player the last snapshot it wrote, seconds old). The best estimate is the largest of the
 * recent samples; the local clock alone is never trusted.
 */

/** Samples kept for the estimate. */
export const offsetSamplesMax = 20;
/** Betting stops on screen this long before the window closes: the slip must reach the server. */
export const closingMarginMs = 250;

/** One sample of the offset (server − local, ms): a lower bound of the true one. */
export function offsetSample(serverTimeIso: string, receivedAtMs: number): number {
  return new Date(serverTimeIso).getTime() - receivedAtMs;
}

/** The recent samples with a new one (the oldest dropped past the limit). */
export function withSample(samples: readonly number[], sample: number): number[] {
  return [...samples, sample].slice(-offsetSamplesMax);
}

/** The offset to add to the local clock to read the server's: the largest recent sample. */
export function estimateOffset(samples: readonly number[]): number {
  return samples.length === 0 ? 0 : Math.max(...samples);
}

/** What the table is doing at a moment of the server's clock. */
export type TablePhase =
  /** The round takes bets for `msLeft` more of its `windowMs`. */
  | { kind: 'betting'; round: TableRoundView; msLeft: number; windowMs: number }
  /** The last result is shown; the next round opens in `msLeft`. */
  | { kind: 'waiting'; round: TableRoundView; msLeft: number }
  /** The window has passed; the result is on its way. */
  | { kind: 'closed'; round: TableRoundView }
  /** The table is paused, or has no round yet. */
  | { kind: 'paused' };

/** The phase of the table at `nowMs` (server time). */
export function phaseOf(snapshot: TableSnapshot, nowMs: number): TablePhase {
  const { round } = snapshot;
  if (!round || snapshot.status === 'paused') return { kind: 'paused' };
  const opensAtMs = new Date(round.opensAt).getTime();
  const closesAtMs = new Date(round.closesAt).getTime();
  if (round.status !== 'open') return { kind: 'closed', round };
  if (nowMs < opensAtMs) return { kind: 'waiting', round, msLeft: opensAtMs - nowMs };
  if (nowMs >= closesAtMs - closingMarginMs) return { kind: 'closed', round };
  return {
    kind: 'betting',
    round,
    msLeft: closesAtMs - nowMs,
    windowMs: closesAtMs - opensAtMs,
  };
}

/**
 * How long until the phase can next change by the clock alone (a window opening or closing),
 * or null when only the server can move it on.
 */
export function msToNextChange(snapshot: TableSnapshot, nowMs: number): number | null {
  const { round } = snapshot;
  if (!round || snapshot.status === 'paused' || round.status !== 'open') return null;
  const moments = [
    new Date(round.opensAt).getTime(),
    new Date(round.closesAt).getTime() - closingMarginMs,
  ].filter((moment) => moment > nowMs);
  return moments.length === 0 ? null : Math.min(...moments) - nowMs;
}

/** Whole seconds left, as a countdown shows them (rounded up, never below zero). */
export function secondsLeft(msLeft: number): number {
  return Math.max(0, Math.ceil(msLeft / 1000));
}

/**
 * Whether a snapshot is at least as new as the one shown: by the server's time it was read
 * (a stream's first snapshot may be older than the session's).
 */
export function isNewer(next: TableSnapshot, shown: TableSnapshot | undefined): boolean {
  if (!shown) return true;
  return new Date(next.serverTime).getTime() >= new Date(shown.serverTime).getTime();
}

/** The newest round with a result: the current one once drawn, else the one before it. */
export function latestResultRound(snapshot: TableSnapshot): TableRoundView | null {
  if (snapshot.round?.result) return snapshot.round;
  if (snapshot.previous?.result) return snapshot.previous;
  return null;
}
