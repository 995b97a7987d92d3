import type { MyCrashBet } from './crash-live';
import { betReturnAt, cashoutMinor, type CrashStage } from './crash-round';

/**
 * What the one big button of the crash screen does now: bet while the round takes bets, cash
 * out while it runs and the player's bet is in, and otherwise say where the player's bet
 * stands or why there is nothing to do.
 */
export type CrashAction =
  /** Betting is open and the player has no bet on the round. */
  | { kind: 'bet'; roundId: string; roundNumber: string; isClosing: boolean }
  /** The bet is in; the round has not started. */
  | { kind: 'placed'; bet: MyCrashBet }
  /** The round runs from `startMs` and the bet is still in. */
  | { kind: 'cashout'; bet: MyCrashBet; startMs: number }
  /** The bet got out at `multiplier` (by hand, automatically, or at the table's most). */
  | { kind: 'cashed'; bet: MyCrashBet; multiplier: number; winMinor: bigint; isAuto: boolean }
  /** The round busted with the bet still in. */
  | { kind: 'lost'; bet: MyCrashBet; bust: number }
  /** Nothing to do: a round runs without the player, the next opens soon, or none will. */
  | { kind: 'wait'; reason: 'running' | 'waiting' | 'busted' | 'paused' | 'cancelled' };

/** The player's bet of the stage's round (the one betting, running or just busted). */
export function stageRoundId(stage: CrashStage): string | undefined {
  return stage.kind === 'paused' ? undefined : stage.round.id;
}

/** Where a bet that got out stands: its multiplier and win. */
function cashed(bet: MyCrashBet, multiplier: number, isAuto: boolean): CrashAction {
  const winMinor = bet.winMinor ?? cashoutMinor(bet.stakeMinor, multiplier);
  return { kind: 'cashed', bet, multiplier, winMinor, isAuto };
}

/**
 * The button's action. `autoReached` is where the running round has taken the bet out by
 * itself by the server's clock (its target, or the table's most), else null.
 */
export function crashActionOf(
  stage: CrashStage,
  bet: MyCrashBet | null,
  autoReached: number | null,
  maxMultiplier: number,
): CrashAction {
  switch (stage.kind) {
    case 'paused':
    case 'cancelled':
      return { kind: 'wait', reason: stage.kind };
    case 'waiting':
      return { kind: 'wait', reason: 'waiting' };
    case 'betting':
      if (bet) return { kind: 'placed', bet };
      return {
        kind: 'bet',
        roundId: stage.round.id,
        roundNumber: stage.round.number,
        isClosing: stage.isClosing,
      };
    case 'running':
      if (!bet || bet.status === 'refunded') return { kind: 'wait', reason: 'running' };
      if (bet.cashout !== null) return cashed(bet, bet.cashout, false);
      if (autoReached !== null) return cashed(bet, autoReached, true);
      return { kind: 'cashout', bet, startMs: stage.startMs };
    case 'busted': {
      if (!bet || bet.status === 'refunded') return { kind: 'wait', reason: 'busted' };
      const returned = betReturnAt(bet, stage.bust, true, maxMultiplier) ?? 0;
      if (returned === 0) return { kind: 'lost', bet, bust: stage.bust };
      return cashed(bet, returned, bet.cashout === null);
    }
  }
}

/** Where a running round takes a bet out by itself: its target, else the table's most. */
export function autoCashoutOf(bet: MyCrashBet | null, maxMultiplier: number): number | null {
  if (!bet || bet.cashout !== null) return null;
  return bet.target === null ? maxMultiplier : Math.min(bet.target, maxMultiplier);
}
