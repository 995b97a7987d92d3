import type { LotteryResult } from '@khela/contracts';
import type { Verification } from '../lottery/verify';

/**
 * Where a cancelled period's proof stands: its seed and would-be sheet public ('revealed'),
 * waiting for its draw time ('awaiting'), or past it and about to be revealed by the server's
 * next draw run ('revealing').
 */
export type ProofState = 'revealed' | 'awaiting' | 'revealing';

/** Past its draw time the next draw run reveals a cancelled period within moments. */
const revealLagMs = 5_000;
/** How often the list asks again while a reveal whose time has come is not in yet. */
const revealPollMs = 15_000;
/** A reveal further away than this is not waited for by polling (the reader may reload). */
const revealWatchMs = 10 * 60_000;
/** Past its draw time by this much, a reveal still missing is no longer polled for. */
const revealWaitMaxMs = 5 * 60_000;

type Revealable = Pick<LotteryResult, 'seed' | 'voidPrizes' | 'drawsAt'>;

/** Where a cancelled period's proof stands at `nowMs`. */
export function proofStateOf(item: Revealable, nowMs: number): ProofState {
  if (item.seed !== null && item.voidPrizes !== null) return 'revealed';
  return Date.parse(item.drawsAt) > nowMs ? 'awaiting' : 'revealing';
}

/**
 * How long the cancelled list waits before asking again: just after the nearest reveal it
 * shows coming (within ten minutes), every few seconds once one is due; false when none is.
 */
export function cancelledRefreshMs(items: readonly Revealable[], nowMs: number): number | false {
  let delayMs: number | false = false;
  for (const item of items) {
    if (proofStateOf(item, nowMs) === 'revealed') continue;
    const untilMs = Date.parse(item.drawsAt) - nowMs;
    if (untilMs > revealWatchMs || untilMs < -revealWaitMaxMs) continue;
    const next = untilMs > 0 ? untilMs + revealLagMs : revealPollMs;
    delayMs = delayMs === false ? next : Math.min(delayMs, next);
  }
  return delayMs;
}

/**
 * Whether a browser check verified a draw: the sheet redrawn is the published one, and every
 * commitment there was to check (the seed's hash, its day chain) holds — at least one.
 */
export function isVerified(
  checked: Pick<Verification, 'isHashMatch' | 'isChainMatch' | 'isSheetMatch'>,
): boolean {
  const { isHashMatch, isChainMatch, isSheetMatch } = checked;
  const hasCommitment = isHashMatch !== null || isChainMatch !== null;
  return isSheetMatch && hasCommitment && isHashMatch !== false && isChainMatch !== false;
}

/** A long hex value cut to its first characters, for a line that links to the whole. */
export function shortHex(hex: string, length = 12): string {
  return hex.length > length ? `${hex.slice(0, length)}…` : hex;
}
