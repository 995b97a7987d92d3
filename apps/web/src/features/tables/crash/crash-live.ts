import type { CrashLiveBet, TableBet, TableMyRound } from '@khela/contracts';
import { wireToMinor } from '../table-money';
import { betReturnAt, cashoutMinor } from './crash-round';

/**
 * The bets of a crash round as the table lists them: every player's stake (masked names),
 * their automatic cash-out once betting closed, where each got out and what it won. The
 * player's own bet is known from the answers to their bet and cash-out, and from their rounds.
 */

/** The player's bet on a round, as this screen knows it. */
export interface MyCrashBet {
  roundId: string;
  roundNumber: string;
  stakeMinor: bigint;
  target: number | null;
  cashout: number | null;
  winMinor: bigint | null;
  status: TableBet['status'];
  /** When this screen placed it (local clock), when it did. */
  placedAtMs?: number;
}

/** One line of the live list. */
export interface LiveRow {
  key: string;
  /** The masked name, or null for the player's own bet. */
  player: string | null;
  stakeMinor: bigint;
  target: number | null;
  /** Where the bet got out (hundredths), 0 when it busted, null while it is still in. */
  returned: number | null;
  /** What it returns, once known. */
  winMinor: bigint | null;
  isOwn: boolean;
}

/** The player's crash bet in their rounds list, with what the server last said of it. */
export function myBetFromRound(round: TableMyRound, currency: string): MyCrashBet | null {
  const bet = round.bets.find((item) => item.area === 'crash');
  if (!bet) return null;
  return {
    roundId: round.id,
    roundNumber: round.number,
    stakeMinor: wireToMinor(bet.stake, currency),
    target: bet.target ?? null,
    cashout: bet.cashout ?? null,
    winMinor: bet.win === null ? null : wireToMinor(bet.win, currency),
    status: bet.status,
  };
}

/**
 * The player's bet on a round from both sources: the answers given here since (a cash-out
 * the list has not seen yet) and the rounds list (the settlement's win and status).
 */
export function mergeMyBet(
  answered: MyCrashBet | undefined,
  listed: MyCrashBet | null,
): MyCrashBet | null {
  if (!answered) return listed;
  if (!listed) return answered;
  return {
    ...listed,
    placedAtMs: answered.placedAtMs,
    target: listed.target ?? answered.target,
    cashout: listed.cashout ?? answered.cashout,
    winMinor: listed.winMinor ?? answered.winMinor,
  };
}

/** Whether a listed bet can be the player's own: the same stake and nothing that differs. */
function isOwnCandidate(bet: CrashLiveBet, mine: MyCrashBet, currency: string): boolean {
  const agrees = (left: number | null, right: number | null) =>
    left === null || right === null || left === right;
  return (
    wireToMinor(bet.stake, currency) === mine.stakeMinor &&
    agrees(bet.target, mine.target) &&
    agrees(bet.cashout, mine.cashout)
  );
}

/**
 * The round's list: the player's own bet first, then every other by stake (largest first),
 * each with where it got out. `reached` is the bust, or the multiplier so far while the
 * round runs (null before it ran).
 */
export function liveRows(values: {
  bets: readonly CrashLiveBet[];
  roundId: string;
  mine: MyCrashBet | null;
  reached: number | null;
  isBusted: boolean;
  maxMultiplier: number;
  currency: string;
}): LiveRow[] {
  const { mine, currency } = values;
  const ofRound = values.bets.filter((bet) => bet.roundId === values.roundId);
  const ownIndex =
    mine && mine.roundId === values.roundId
      ? ofRound.findIndex((bet) => isOwnCandidate(bet, mine, currency))
      : -1;
  const ownListed = ownIndex === -1 ? undefined : ofRound[ownIndex];
  const rowOf = (
    key: string,
    bet: { stakeMinor: bigint; target: number | null; cashout: number | null },
    winMinor: bigint | null,
  ) => {
    const returned = betReturnAt(bet, values.reached, values.isBusted, values.maxMultiplier);
    const known = winMinor ?? (returned === null ? null : cashoutMinor(bet.stakeMinor, returned));
    return { key, stakeMinor: bet.stakeMinor, target: bet.target, returned, winMinor: known };
  };
  const others: LiveRow[] = ofRound
    .filter((_, index) => index !== ownIndex)
    .map((bet, index) => ({
      ...rowOf(
        `${index}:${bet.player}`,
        {
          stakeMinor: wireToMinor(bet.stake, currency),
          target: bet.target,
          cashout: bet.cashout,
        },
        bet.win === null ? null : wireToMinor(bet.win, currency),
      ),
      player: bet.player,
      isOwn: false,
    }))
    .sort(
      (left, right) =>
        Number(right.stakeMinor - left.stakeMinor) ||
        (left.player ?? '').localeCompare(right.player ?? ''),
    );
  if (!mine || mine.roundId !== values.roundId || mine.status === 'refunded') return others;
  const own = rowOf(
    'own',
    {
      stakeMinor: mine.stakeMinor,
      target: mine.target ?? ownListed?.target ?? null,
      cashout: mine.cashout ?? ownListed?.cashout ?? null,
    },
    mine.winMinor ??
      (ownListed?.win === null || ownListed === undefined
        ? null
        : wireToMinor(ownListed.win, currency)),
  );
  return [{ ...own, player: null, isOwn: true }, ...others];
}

/** The list's heading figures: players, their stakes, and how many got out. */
export function liveSummary(rows: readonly LiveRow[]): {
  players: number;
  stakeMinor: bigint;
  cashedOut: number;
} {
  return {
    players: rows.length,
    stakeMinor: rows.reduce((sum, row) => sum + row.stakeMinor, 0n),
    cashedOut: rows.filter((row) => row.returned !== null && row.returned > 0).length,
  };
}
