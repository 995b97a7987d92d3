import type { ColumnType, Generated } from 'kysely';
import type { Identity, Timestamp } from './columns';

// The tables domain's tables (shared rounds), as its migrations made them.

type Minor = ColumnType<string, string | bigint, string | bigint>;

export type GameTableGame =
  'baccarat' | 'baccaratNoCommission' | 'dragonTiger' | 'roulette' | 'sicBo';

/** A table: its game, schedule and limits. */
export interface GameTablesTable {
  id: Identity;
  merchantId: string;
  code: string;
  game: GameTableGame;
  status: Generated<'active' | 'paused'>;
  bettingMs: number;
  resultMs: number;
  minStakeMinor: Minor;
  maxStakeMinor: Minor;
  /** Per area kind: { minStakeMinor, maxStakeMinor } (numbers). */
  areaLimits: ColumnType<unknown, string | undefined, string>;
  maxRoundPayoutMinor: Minor;
  sortOrder: Generated<number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A table's seed chain of a UTC day (YYYYMMDD), its head published before the day. */
export interface TableSeedChainsTable {
  id: Identity;
  tableId: string;
  day: string;
  length: number;
  headHash: string;
  publishedAt: Generated<Date>;
}

export interface TableShoesTable {
  id: Identity;
  tableId: string;
  chainId: string;
  seedIndex: number;
  number: string;
  seedHash: string;
  cutAt: number;
  cardCount: number;
  cursor: Generated<number>;
  status: Generated<'dealing' | 'ended'>;
  seed: string | null;
  createdAt: Timestamp;
  endedAt: Date | null;
}

export type TableRoundStatus =
  'open' | 'closed' | 'resolved' | 'settled' | 'cancelled' | 'refunded';

export interface TableRoundsTable {
  id: Identity;
  merchantId: string;
  tableId: string;
  chainId: string;
  seedIndex: number;
  number: string;
  opensAt: Date;
  closesAt: Date;
  status: Generated<TableRoundStatus>;
  shoeId: string | null;
  cardFrom: number | null;
  seedHash: string;
  seed: string | null;
  result: ColumnType<unknown | null, string | null, string | null>;
  stakeMinor: Generated<string>;
  payoutMinor: Generated<string>;
  betCount: Generated<number>;
  resolvedAt: Date | null;
  settledAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  cancelledBy: string | null;
}

export interface TableRoundShardsTable {
  roundId: string;
  shard: number;
  exposure: ColumnType<string[], string[], string[]>;
  budget: Minor;
}

export interface TableBetsTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  roundId: string;
  requestId: string;
  area: string;
  stakeMinor: Minor;
  isPlayMoney: boolean;
  status: Generated<'open' | 'won' | 'lost' | 'refunded'>;
  returnMilli: number | null;
  winMinor: ColumnType<string | null, string | bigint | null, string | bigint | null>;
  createdAt: Date;
  settledAt: Date | null;
}
