import type { ColumnType, Generated } from 'kysely';
import type { Identity, Timestamp } from './columns';

// The lottery domain's tables, as its migrations made them.

/** A lottery game: its sheet, schedule (LotterySchedule), play types and limits. */
export interface LotteryGamesTable {
  id: Identity;
  merchantId: string;
  gameId: string;
  names: ColumnType<Record<string, string>, string, string>;
  prizeMode: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  sheetFormat: 'vn-north' | 'vn-south' | 'elott-5';
  menuTag: string;
  tag: 'hot' | 'new' | null;
  isHot: Generated<boolean>;
  schedule: ColumnType<unknown, string, string>;
  playTypes: ColumnType<unknown, string, string>;
  maxPayoutPerPeriodMinor: ColumnType<string, string | bigint, string | bigint>;
  isCancellable: Generated<boolean>;
  status: Generated<'active' | 'maintenance' | 'disabled'>;
  sortOrder: Generated<number>;
  createdAt: Timestamp;
}

/** A menu of the lottery list: its tag, names per language and place. */
export interface LotteryMenusTable {
  id: Identity;
  merchantId: string;
  tag: string;
  names: ColumnType<Record<string, string>, string, string>;
  sortOrder: Generated<number>;
}

export type LotteryPeriodStatus = 'open' | 'drawn' | 'settled' | 'cancelled';

/** A period (numero) of a lottery game. */
export interface LotteryPeriodsTable {
  id: Identity;
  lotteryGameId: string;
  merchantId: string;
  numero: string;
  opensAt: Timestamp;
  locksAt: Timestamp;
  drawsAt: Timestamp;
  /** Scheme 2 (chained): null until the period is drawn, or cancelled and due. */
  seed: string | null;
  seedHash: string | null;
  status: Generated<LotteryPeriodStatus>;
  sheet: ColumnType<unknown, string | null, string | null> | null;
  drawnAt: Timestamp | null;
  settledAt: Timestamp | null;
  exposureMinor: ColumnType<string, string | undefined, string>;
  cancelReason: string | null;
  cancelledAt: Timestamp | null;
  scheme: 1 | 2;
  chainId: string | null;
  chainIndex: number | null;
  ticketsDigest: string | null;
  ticketCount: number | null;
  /** What a cancelled period would have drawn, revealed at its draw time. */
  voidSheet: ColumnType<unknown, string | null, string | null> | null;
}

/** A game's day of seeds: the hash chain whose head is published before the day starts. */
export interface LotterySeedChainsTable {
  id: Identity;
  lotteryGameId: string;
  merchantId: string;
  /** The local day, YYYYMMDD (a numero's first part). */
  day: string;
  length: number;
  headHash: string;
  publishedAt: Generated<Date>;
}

export type LotteryCancelStatus = 'pending' | 'approved' | 'rejected' | 'lapsed';

/** A period's cancellation: made at once before lock, asked and approved by two after it. */
export interface LotteryPeriodCancelsTable {
  id: Identity;
  merchantId: string;
  periodId: string;
  reason: string;
  isAfterLock: boolean;
  status: LotteryCancelStatus;
  requestedBy: string;
  requestedAt: Timestamp;
  decidedBy: string | null;
  decidedAt: Timestamp | null;
}

export type LotteryTicketStatus = 'open' | 'won' | 'lost' | 'cancelled';

/** A lottery bet on one period. */
export interface LotteryTicketsTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  periodId: string;
  requestId: string;
  playType: string;
  selection: string;
  stakeMinor: ColumnType<string, string | bigint, string | bigint>;
  oddsMilli: ColumnType<string, string | number, string | number>;
  maxPayoutMinor: ColumnType<string, string | bigint, string | bigint>;
  status: Generated<LotteryTicketStatus>;
  hits: number | null;
  winMinor: ColumnType<string, string | bigint | undefined, string | bigint>;
  createdAt: Timestamp;
  settledAt: Timestamp | null;
}
