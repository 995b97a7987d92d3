import type { TableRoundView, TableSnapshot } from '@khela/contracts';
import { crashMultiplierAt } from '@khela/games';
import { closingMarginMs } from '../clock';

/**
 * A crash table's rounds as the screen shows them: taking bets, waiting for the next round,
 * running (the multiplier rising on the server's clock from the moment betting closed),
 * busted, or cancelled. Multipliers are whole hundredths (250 = 2.50×), as on the wire.
 */

/** The last bust of the table, and when its run began: its curve stays on screen. */
export interface LastRun {
  round: TableRoundView;
  startMs: number;
  bust: number;
}

export type CrashStage =
  /** The table is paused, or has no round yet. */
  | { kind: 'paused' }
  /** The round takes bets until `closesAtMs` (the button closes `closingMarginMs` before). */
  | {
      kind: 'betting';
      round: TableRoundView;
      closesAtMs: number;
      windowMs: number;
      isClosing: boolean;
      last: LastRun | null;
    }
  /** The next round is made but opens for bets only at `opensAtMs`. */
  | { kind: 'waiting'; round: TableRoundView; opensAtMs: number; last: LastRun | null }
  /** The multiplier rises from `startMs` (server clock). */
  | { kind: 'running'; round: TableRoundView; startMs: number }
  /** The round busted at `bust`; its wins are paid a moment later. */
  | { kind: 'busted'; round: TableRoundView; startMs: number; bust: number }
  /** The round was cancelled before it ran; its stakes are refunded. */
  | { kind: 'cancelled'; round: TableRoundView };

const timeOf = (iso: string) => new Date(iso).getTime();

/** A round's bust, when it has one. */
export function bustOf(round: TableRoundView | null | undefined): number | null {
  return round?.result?.game === 'crash' ? round.result.bust : null;
}

function lastRunOf(round: TableRoundView | null): LastRun | null {
  const bust = bustOf(round);
  return round && bust !== null ? { round, startMs: timeOf(round.closesAt), bust } : null;
}

/** What a crash table is doing at `nowMs` of the server's clock. */
export function crashStageAt(snapshot: TableSnapshot, nowMs: number): CrashStage {
  const { round, previous } = snapshot;
  // A round whose betting closed runs until its bust, whatever the round after it is doing.
  const running = [round, previous].find((item) => item?.status === 'closed' && !item.result);
  if (running) return { kind: 'running', round: running, startMs: timeOf(running.closesAt) };
  if (!round) return { kind: 'paused' };
  const bust = bustOf(round);
  if (bust !== null) return { kind: 'busted', round, startMs: timeOf(round.closesAt), bust };
  if (round.status === 'cancelled' || round.status === 'refunded') {
    return { kind: 'cancelled', round };
  }
  if (snapshot.status === 'paused' || round.status !== 'open') return { kind: 'paused' };
  const opensAtMs = timeOf(round.opensAt);
  const closesAtMs = timeOf(round.closesAt);
  const last = lastRunOf(previous);
  if (nowMs < opensAtMs) return { kind: 'waiting', round, opensAtMs, last };
  // Betting is over by the clock before the server's `closed` arrives: the run has begun.
  if (nowMs >= closesAtMs) return { kind: 'running', round, startMs: closesAtMs };
  return {
    kind: 'betting',
    round,
    closesAtMs,
    windowMs: closesAtMs - opensAtMs,
    isClosing: nowMs >= closesAtMs - closingMarginMs,
    last,
  };
}

/** What a stage is keyed by: it changes when the kind, the round or the closing does. */
export function stageKey(stage: CrashStage): string {
  if (stage.kind === 'paused') return 'paused';
  const closing = stage.kind === 'betting' && stage.isClosing ? ':closing' : '';
  return `${stage.kind}:${stage.round.id}${closing}`;
}

/** The curve on screen: the running round's, else the last bust's (frozen), else none. */
export function curveRunOf(stage: CrashStage): { startMs: number; bust: number | null } | null {
  if (stage.kind === 'running') return { startMs: stage.startMs, bust: null };
  if (stage.kind === 'busted') return { startMs: stage.startMs, bust: stage.bust };
  if (stage.kind === 'waiting' && stage.last) {
    return { startMs: stage.last.startMs, bust: stage.last.bust };
  }
  return null;
}

/**
 * The multiplier shown `nowMs` into a run: the curve's, never past the table's most, and never
 * past the bust once it is known (the bust arrives a moment after the curve reached it).
 */
export function shownMultiplier(
  run: { startMs: number; bust: number | null },
  nowMs: number,
  maxMultiplier: number,
): number {
  const rising = Math.min(crashMultiplierAt(nowMs - run.startMs), maxMultiplier);
  return run.bust === null ? rising : run.bust;
}

/** A multiplier for people: 2.37×, 1,250.00× (Latin figures; the page writes its own). */
export function formatMultiplier(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100).padStart(2, '0');
  return `${whole.toLocaleString('en-US')}.${fraction}×`;
}

/** How a bust is coloured in the history: low below 2×, high from 2×, huge from 10×. */
export function bustTier(bust: number): 'low' | 'high' | 'huge' {
  if (bust >= 1_000) return 'huge';
  return bust >= 200 ? 'high' : 'low';
}

/** What a stake returns cashed out at `hundredths`, in minor units (rounded down). */
export function cashoutMinor(stakeMinor: bigint, hundredths: number): bigint {
  return (stakeMinor * BigInt(hundredths)) / 100n;
}

/**
 * Where a bet gets to, once known: where it cashed out, else its automatic target when the
 * round reached it, else the table's most when the round got there; 0 when it busted first.
 * `reached` is the bust, or the multiplier so far while the round runs (null: not yet run).
 */
export function betReturnAt(
  bet: { cashout: number | null; target: number | null },
  reached: number | null,
  isBusted: boolean,
  maxMultiplier: number,
): number | null {
  if (bet.cashout !== null) return bet.cashout;
  if (reached === null) return null;
  if (bet.target !== null && bet.target <= reached) return bet.target;
  if (reached >= maxMultiplier) return maxMultiplier;
  return isBusted ? 0 : null;
}
