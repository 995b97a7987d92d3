import {
  tablesVendorCode,
  type TableBet,
  type TableMyRound,
  type TableProof,
  type TableResultWire,
  type TableRoundStatus,
} from '@khela/contracts';
import { roundLabel, shoeLabel, tableDayChainLength } from '@khela/games';
import { wire } from '../../lib/amounts';

/** The in-house tables' vendor code: their bets and wins are this vendor's calls. */
export const tablesVassalage = tablesVendorCode;

/** Where a table's client opens (the site serves it at this route, in its /game frame). */
export const tablesLaunchUrlTemplate = '/house/table/{game}?token={token}&lang={lang}';

/** The kind of an area: its text before any `:` (`straight:17` → `straight`). */
export function areaKind(area: string): string {
  return area.split(':')[0] ?? area;
}

export interface StakeLimits {
  minMinor: bigint;
  maxMinor: bigint;
}

/** A table's stake limits of an area kind: its own where the table sets them, else the table's. */
export function stakeLimitsOf(
  table: { minStakeMinor: string; maxStakeMinor: string; areaLimits: unknown },
  kind: string,
): StakeLimits {
  const own = (
    table.areaLimits as Record<string, { minStakeMinor: number; maxStakeMinor: number }>
  )[kind];
  return own
    ? { minMinor: BigInt(own.minStakeMinor), maxMinor: BigInt(own.maxStakeMinor) }
    : { minMinor: BigInt(table.minStakeMinor), maxMinor: BigInt(table.maxStakeMinor) };
}

/** The chips a table offers: its minimum times 1, 5, 10, 50, 100, 500, 1000, under its maximum. */
export function chipsOf(minMinor: bigint, maxMinor: bigint): bigint[] {
  return [1n, 5n, 10n, 50n, 100n, 500n, 1000n]
    .map((times) => minMinor * times)
    .filter((chip) => chip <= maxMinor)
    .slice(0, 6);
}

/** A bet as its player sees it. */
export function betOf(
  row: {
    area: string;
    stakeMinor: string;
    status: TableBet['status'];
    winMinor: string | null;
    cashoutTarget?: number | null;
    cashout?: number | null;
    oddsMilli?: number | null;
  },
  currency: string,
): TableBet {
  return {
    area: row.area,
    stake: wire(row.stakeMinor, currency),
    status: row.status,
    win: row.winMinor === null ? null : wire(row.winMinor, currency),
    ...(row.area === 'crash'
      ? { target: row.cashoutTarget ?? null, cashout: row.cashout ?? null }
      : {}),
    ...(row.oddsMilli ? { odds: row.oddsMilli } : {}),
  };
}

/** What proves a round: the chain its seed is in, and the seed once it may be shown. */
export function proofOf(values: {
  code: string;
  number: string;
  day: string;
  chainHead: string;
  seedIndex: number;
  seedHash: string;
  seed: string | null;
  shoe: { number: string; seedIndex: number; seed: string | null } | null;
  cardFrom: number | null;
  /** Crash: the edge (basis points) and most (hundredths) its bust was drawn with. */
  crash: { edgeBp: number; maxMultiplier: number } | null;
}): TableProof {
  const { shoe, crash } = values;
  return {
    day: values.day,
    chainHead: values.chainHead,
    chainLength: tableDayChainLength,
    seedIndex: shoe ? shoe.seedIndex : values.seedIndex,
    seedHash: values.seedHash,
    seed: shoe ? shoe.seed : values.seed,
    label: shoe ? shoeLabel(values.code, shoe.number) : roundLabel(values.code, values.number),
    cardFrom: values.cardFrom,
    crash: crash ? { edgePercent: crash.edgeBp / 100, maxMultiplier: crash.maxMultiplier } : null,
  };
}

/** What proves a round of the player's: none for a declared one (a fight). */
export function proofOfRound(
  code: string,
  round: {
    number: string;
    day: string | null;
    headHash: string | null;
    seedIndex: number | null;
    seedHash: string | null;
    seed: string | null;
    shoeNumber: string | null;
    shoeSeedIndex: number | null;
    shoeSeed: string | null;
    cardFrom: number | null;
    crashEdgeBp: number | null;
    crashMaxMultiplier: number | null;
  },
): TableProof | null {
  const { day, headHash, seedIndex, seedHash } = round;
  if (day === null || headHash === null || seedIndex === null || seedHash === null) return null;
  return proofOf({
    code,
    number: round.number,
    day,
    chainHead: headHash,
    seedIndex,
    seedHash,
    seed: round.seed,
    shoe:
      round.shoeNumber === null || round.shoeSeedIndex === null
        ? null
        : { number: round.shoeNumber, seedIndex: round.shoeSeedIndex, seed: round.shoeSeed },
    cardFrom: round.cardFrom,
    crash:
      round.crashEdgeBp === null || round.crashMaxMultiplier === null
        ? null
        : { edgeBp: round.crashEdgeBp, maxMultiplier: round.crashMaxMultiplier },
  });
}

type MyRoundRow = Parameters<typeof proofOfRound>[1] & {
  id: string;
  status: TableRoundStatus;
  result: unknown;
  opensAt: Date;
  closesAt: Date;
};
type MyBetRow = Parameters<typeof betOf>[0] & { roundId: string };

/** A round of the player's at a table, with their bets on it, the result and its proof. */
export function myRoundOf(
  code: string,
  currency: string,
  round: MyRoundRow,
  bets: readonly MyBetRow[],
): TableMyRound {
  const own = bets.filter((bet) => bet.roundId === round.id);
  const stakeMinor = own.reduce((sum, bet) => sum + BigInt(bet.stakeMinor), 0n);
  const isSettled = own.every((bet) => bet.winMinor !== null);
  const winMinor = own.reduce((sum, bet) => sum + BigInt(bet.winMinor ?? 0), 0n);
  return {
    id: round.id,
    number: round.number,
    status: round.status,
    result: resultOf(round.status, round.result),
    stake: wire(stakeMinor, currency),
    win: isSettled && round.status === 'settled' ? wire(winMinor, currency) : null,
    bets: own.map((bet) => betOf(bet, currency)),
    opensAt: round.opensAt.toISOString(),
    closesAt: round.closesAt.toISOString(),
    proof: proofOfRound(code, round),
  };
}

/** A round's status and result as the wire carries them. */
export function resultOf(status: TableRoundStatus, result: unknown): TableResultWire | null {
  return status === 'resolved' || status === 'settled' ? (result as TableResultWire) : null;
}
