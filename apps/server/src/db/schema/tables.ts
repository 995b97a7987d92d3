import type { ColumnType, Generated } from 'kysely';
import type { Identity, Timestamp } from './columns';

// The tables domain's tables (shared rounds), as its migrations made them.

type Minor = ColumnType<string, string | bigint, string | bigint>;

export type GameTableGame =
  | 'baccarat'
  | 'baccaratNoCommission'
  | 'dragonTiger'
  | 'roulette'
  | 'sicBo'
  | 'crash'
  | 'cockfight';

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
  /** Crash: the house edge in basis points and the most a round runs to (hundredths). */
  crashEdgeBp: Generated<number>;
  crashMaxMultiplier: Generated<number>;
  /** Cockfight: fixed odds or pools, the pools' commission, the draw's odds, the video. */
  pricing: Generated<'fixed' | 'pool'>;
  commissionBp: Generated<number>;
  drawOddsMilli: Generated<number>;
  /** The BDD side bet's odds (both cocks die); null: not offered. */
  bddOddsMilli: number | null;
  streamUrl: string | null;
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
  /** None for a declared round (a cockfight's fight). */
  chainId: string | null;
  seedIndex: number | null;
  number: string;
  opensAt: Date;
  closesAt: Date;
  status: Generated<TableRoundStatus>;
  shoeId: string | null;
  cardFrom: number | null;
  seedHash: string | null;
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
  /** Crash: the edge (basis points) and most (hundredths) the round's bust is drawn with. */
  crashEdgeBp: number | null;
  crashMaxMultiplier: number | null;
  /** A cockfight's fight: declared by an operator, not drawn; its name and fixed odds. */
  isDeclared: Generated<boolean>;
  label: string | null;
  meronOddsMilli: number | null;
  walaOddsMilli: number | null;
  drawOddsMilli: number | null;
  bddOddsMilli: number | null;
  commissionBp: number | null;
  declaredBy: string | null;
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
  /** Crash: the automatic cash-out and where the bet cashed out (hundredths), and when. */
  cashoutTarget: number | null;
  cashout: number | null;
  cashedOutAt: Date | null;
  /** A fixed cockfight's bet: the odds it was taken at (thousandths). */
  oddsMilli: number | null;
  createdAt: Date;
  settledAt: Date | null;
}
