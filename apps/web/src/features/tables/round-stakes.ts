import type { TableMineAnswer } from '@khela/contracts';
import { mergeStakes, type AreaStake } from './slip';
import { wireToMinor } from './table-money';

/** A slip the server took, as this screen remembers it. */
export interface TakenSlip {
  requestId: string;
  roundId: string;
  roundNumber: string;
  bets: AreaStake[];
  atMs: number;
}

/**
 * The player's stakes on a round: those the player's rounds list (read from the server, so a
 * reload keeps them) and the slips taken since that list was read.
 */
export function stakesOnRound(
  roundId: string | undefined,
  mine: { data: TableMineAnswer | undefined; dataUpdatedAt: number },
  slips: readonly TakenSlip[],
  currency: string,
): Map<string, bigint> {
  if (!roundId) return new Map();
  const listed = mine.data?.rounds.find((round) => round.id === roundId);
  const fromList = (listed?.bets ?? []).map((bet) => ({
    area: bet.area,
    stakeMinor: wireToMinor(bet.stake, currency),
  }));
  const since = slips.filter(
    (slip) => slip.roundId === roundId && (!listed || slip.atMs > mine.dataUpdatedAt),
  );
  return mergeStakes([...fromList, ...since.flatMap((slip) => slip.bets)]);
}
