import type { MissionKind, MissionStatus } from '@khela/contracts';

/**
 * Missions' arithmetic, pure: what counts towards a mission and how far a member has come.
 * Progress is the fold of the member's events in the mission's window, in the order they
 * happened; the repository reads the same figures from the tables with aggregates, and the two
 * must agree (a replay of the events equals the live progress).
 */

/** What a mission counts, as the desk set it. */
export interface MissionGoal {
  kind: MissionKind;
  /** bet: the game type counted (null: every type). */
  gameType: string | null;
  /** play: the game counted (null: any game). */
  game: { vassalage: string; code: string } | null;
}

/** Something that happened to a member, as a mission sees it. */
export type MissionEvent =
  | { type: 'deposit'; amountMinor: bigint }
  | {
      type: 'round';
      gameType: string;
      vassalage: string;
      code: string;
      stakeMinor: bigint;
      payoutMinor: bigint;
    }
  | { type: 'invite' };

/** A mission's progress so far: the total, and a win streak's current run. */
export interface MissionTally {
  total: bigint;
  run: bigint;
}

export const emptyTally: MissionTally = { total: 0n, run: 0n };

/** A round with a stake that did not pay its stake back (a push or a void pays no valid bet). */
export function isValidBet(stakeMinor: bigint, payoutMinor: bigint): boolean {
  return stakeMinor > 0n && payoutMinor !== stakeMinor;
}

function isGame(goal: MissionGoal, event: { vassalage: string; code: string }) {
  return (
    goal.game === null || (goal.game.vassalage === event.vassalage && goal.game.code === event.code)
  );
}

/**
 * One event folded into a mission's tally. A win streak counts winning rounds in a row: a loss
 * ends the run, a push (the stake paid back) or a round without a stake neither adds nor ends
 * it; its total is the longest run.
 */
export function foldMission(goal: MissionGoal, tally: MissionTally, event: MissionEvent) {
  switch (goal.kind) {
    case 'deposit':
      return event.type === 'deposit'
        ? { ...tally, total: tally.total + event.amountMinor }
        : tally;
    case 'invite':
      return event.type === 'invite' ? { ...tally, total: tally.total + 1n } : tally;
    case 'bet':
      if (event.type !== 'round' || !isValidBet(event.stakeMinor, event.payoutMinor)) return tally;
      if (goal.gameType !== null && goal.gameType !== event.gameType) return tally;
      return { ...tally, total: tally.total + event.stakeMinor };
    case 'play':
      if (event.type !== 'round' || event.stakeMinor <= 0n || !isGame(goal, event)) return tally;
      return { ...tally, total: tally.total + 1n };
    case 'win_streak': {
      if (event.type !== 'round' || !isValidBet(event.stakeMinor, event.payoutMinor)) return tally;
      const run = event.payoutMinor > event.stakeMinor ? tally.run + 1n : 0n;
      return { run, total: run > tally.total ? run : tally.total };
    }
  }
}

/** A mission's progress over events in the order they happened. */
export function replayMission(goal: MissionGoal, events: readonly MissionEvent[]): bigint {
  return events.reduce((tally, event) => foldMission(goal, tally, event), emptyTally).total;
}

/** Where a member stands: claimed this period, or done (claimable), or still on the way. */
export function missionStatus(progress: bigint, target: bigint, isClaimed: boolean): MissionStatus {
  if (isClaimed) return 'claimed';
  return progress >= target ? 'claimable' : 'in_progress';
}

/** A shown progress never passes its target (the bar is full). */
export function shownProgress(progress: bigint, target: bigint): bigint {
  return progress > target ? target : progress;
}

/** The half-open window [from, to) a mission's period and its own bounds leave, if any. */
export function missionWindow(
  period: { startAt: Date; endAt: Date },
  bounds: { startsAt: Date | null; endsAt: Date | null },
): { from: Date; to: Date } | null {
  const from =
    bounds.startsAt && bounds.startsAt > period.startAt ? bounds.startsAt : period.startAt;
  const to = bounds.endsAt && bounds.endsAt < period.endAt ? bounds.endsAt : period.endAt;
  return from < to ? { from, to } : null;
}
