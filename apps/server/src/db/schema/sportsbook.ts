import type { ColumnType, Generated } from 'kysely';
import type { Identity, Timestamp } from './columns';

// The sportsbook domain's tables, as its migrations made them.

type Minor = ColumnType<string, string | bigint, string | bigint>;
type GeneratedMinor = ColumnType<string, string | bigint | undefined, string | bigint>;

export type SbEventStatus = 'scheduled' | 'live' | 'suspended' | 'ended' | 'cancelled';
export type SbMarketStatus = 'open' | 'suspended' | 'settled' | 'void';
export type SbLegResult = 'win' | 'lose' | 'void' | 'halfWin' | 'halfLose';
export type SbTicketStatus = 'open' | 'won' | 'lost' | 'void' | 'cashedOut';

/** A merchant's book: its limits, cash-out and odds feed. */
export interface SbSettingsTable {
  merchantId: string;
  minStakeMinor: GeneratedMinor;
  maxStakeSelectionMinor: GeneratedMinor;
  maxStakeMarketMinor: GeneratedMinor;
  maxStakeEventMinor: GeneratedMinor;
  maxStakeMemberEventMinor: GeneratedMinor;
  maxPayoutMinor: GeneratedMinor;
  maxPayoutDayMinor: GeneratedMinor;
  maxLegs: Generated<number>;
  inPlayDelayS: Generated<number>;
  isCashOutOffered: Generated<boolean>;
  cashOutMarginBp: Generated<number>;
  feedUrl: string | null;
  isFeedOn: Generated<boolean>;
  feedCursor: string | null;
  feedReadAt: Date | null;
  feedError: string | null;
  feedMessages: GeneratedMinor;
  feedRecoveries: Generated<number>;
  feedOwner: string | null;
  feedLeaseUntil: Date | null;
  updatedAt: Timestamp;
}

export interface SbCompetitionsTable {
  id: Identity;
  merchantId: string;
  sport: string;
  name: string;
}

export interface SbEventsTable {
  id: Identity;
  merchantId: string;
  sport: string;
  competitionId: string;
  home: string;
  away: string;
  startsAt: Timestamp;
  status: Generated<SbEventStatus>;
  scoreHome: number | null;
  scoreAway: number | null;
  scoreDetail: string | null;
  /** When it last stopped taking bets (a bet held across it is refused). */
  stoppedAt: Date | null;
  feedRef: string | null;
  feedSeq: Generated<number>;
  cancelReason: string | null;
  endedAt: Date | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SbMarketsTable {
  id: Identity;
  merchantId: string;
  eventId: string;
  kind: string;
  line: number | null;
  period: number | null;
  status: Generated<SbMarketStatus>;
  version: Generated<number>;
  stoppedAt: Date | null;
  feedRef: string | null;
  settlements: Generated<number>;
  paidThrough: Generated<number>;
  settledAt: Date | null;
  sortOrder: Generated<number>;
  createdAt: Timestamp;
}

export interface SbSelectionsTable {
  id: Identity;
  marketId: string;
  key: string;
  name: string | null;
  oddsMilli: number;
  result: SbLegResult | null;
  deadHeat: number | null;
  stakedMinor: GeneratedMinor;
  sortOrder: Generated<number>;
}

export interface SbMemberFactorsTable {
  merchantId: string;
  memberId: string;
  factor: number;
  updatedAt: Timestamp;
}

/** A member's stakes on an event so far: their stake limit's count (sb_place_bet). */
export interface SbMemberStakesTable {
  memberId: string;
  eventId: string;
  stakedMinor: Minor;
}

export interface SbTicketsTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  requestId: string;
  kind: 'single' | 'multiple';
  book: 'sports' | 'esports';
  currency: string;
  stakeMinor: Minor;
  oddsMilli: Minor;
  potentialMinor: Minor;
  status: Generated<SbTicketStatus>;
  paidMinor: GeneratedMinor;
  unrecoveredMinor: GeneratedMinor;
  settlements: Generated<number>;
  isPlayMoney: boolean;
  placedAt: Timestamp;
  settledAt: Date | null;
}

export interface SbLegsTable {
  ticketId: string;
  leg: number;
  selectionId: string;
  marketId: string;
  eventId: string;
  oddsMilli: number;
}

export interface SbSettlementsTable {
  id: Identity;
  merchantId: string;
  marketId: string;
  number: number;
  results: ColumnType<unknown, string, string>;
  operatorId: string | null;
  source: 'console' | 'feed';
  reason: string | null;
  tickets: Generated<number>;
  paidMinor: GeneratedMinor;
  unrecoveredMinor: GeneratedMinor;
  createdAt: Timestamp;
}
