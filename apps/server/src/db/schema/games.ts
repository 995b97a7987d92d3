import type { ColumnType, Generated } from 'kysely';
import type { Identity, Timestamp } from './columns';

// The games domain's tables, as its migrations made them.

export interface VendorsTable {
  id: Identity;
  merchantId: string;
  vassalage: string;
  gameType: string;
  displayName: string;
  accountTypeId: Generated<number>;
  logoUrl: string;
  isHot: Generated<boolean>;
  showIcon: Generated<boolean>;
  status: Generated<'active' | 'maintenance' | 'disabled'>;
  sortOrder: Generated<number>;
  walletMode: Generated<'seamless' | 'transfer'>;
}

/** A game in the catalogue (names per language, English always present). */
export interface GamesTable {
  id: Identity;
  merchantId: string;
  vassalage: string;
  code: string;
  gameType: string;
  gameClassify: Generated<string>;
  names: ColumnType<Record<string, string>, string, string>;
  minBetMinor: Generated<string>;
  lineCount: Generated<number>;
  isHot: Generated<boolean>;
  imagePath: string;
  status: Generated<'active' | 'maintenance' | 'disabled'>;
  sortOrder: Generated<number>;
  createdAt: Generated<Timestamp>;
  /** Generated: every name and the code, lower-cased, for the name search. */
  searchText: Generated<string>;
}

/**
 * A vendor's connection: a seamless vendor's public key and our signing key pair for it (all
 * null for a transfer-wallet vendor), where its games open and how.
 */
export interface VendorWalletsTable {
  merchantId: string;
  vassalage: string;
  vendorPublicKeyPem: string | null;
  operatorPrivateKeyPem: string | null;
  operatorPublicKeyPem: string | null;
  createdAt: Generated<Timestamp>;
  launchUrlTemplate: string | null;
  launchMode: Generated<'frame' | 'popup'>;
}

/** The token a launch hands a vendor. */
export interface GameSessionsTable {
  tokenHash: Buffer;
  merchantId: string;
  memberId: string;
  vassalage: string;
  gameCode: string;
  currency: string;
  isPlayMoney: Generated<boolean>;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

export type VendorTransactionKind = 'bet' | 'win' | 'rollback' | 'tombstone';

/** One money call of a vendor, once per transaction_uuid. */
export interface VendorTransactionsTable {
  id: Identity;
  merchantId: string;
  vassalage: string;
  transactionUuid: string;
  kind: VendorTransactionKind;
  memberId: string;
  round: string | null;
  gameCode: string | null;
  currency: string;
  amountMinor: Generated<string>;
  referenceTransactionUuid: string | null;
  supplierTransactionId: string | null;
  isFree: Generated<boolean>;
  transferId: string | null;
  rolledBackBy: string | null;
  createdAt: Generated<Timestamp>;
}

/** A round: total stake and payout of one member in one vendor round. */
export interface GameRoundsTable {
  id: Identity;
  merchantId: string;
  vassalage: string;
  round: string;
  memberId: string;
  gameCode: string;
  currency: string;
  stakeMinor: Generated<string>;
  payoutMinor: Generated<string>;
  isClosed: Generated<boolean>;
  startedAt: Timestamp;
  closedAt: Timestamp | null;
  isPlayMoney: Generated<boolean>;
}

/** A member's saved game. */
export interface GameFavouritesTable {
  merchantId: string;
  memberId: string;
  gameId: string;
  createdAt: Timestamp;
}

/** A member's provably-fair seed pair for the in-house games; one active at a time. */
export interface HouseSeedPairsTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: Generated<number>;
  createdAt: Timestamp;
  rotatedAt: Timestamp | null;
  /** 1: key and commitment of the decoded bytes (the first pairs); 2: Stake's, of the hex text. */
  scheme: 1 | 2;
  /** The seed the next pair takes, its hash shown while this one is in use. */
  nextServerSeed: string | null;
  nextServerSeedHash: string | null;
}

export interface HouseRoundsTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  username: string;
  gameCode: string;
  requestId: string;
  sessionToken: string;
  seedPairId: string;
  firstNonce: number;
  nonceCount: number;
  betMinor: string;
  winMinor: string;
  currency: string;
  isPlayMoney: boolean;
  spins: ColumnType<unknown[], string, string>;
  createdAt: Timestamp;
  /** The paid spin's jackpot draw and the odds it was judged by (null: no jackpot in force). */
  jackpotDraw: ColumnType<string | null, never, never>;
  jackpotOddsOneIn: ColumnType<number | null, never, never>;
  /** Its share for the jackpot in 1/10 000 of a minor unit: stake × basis points. */
  jackpotShareUnits: ColumnType<string, never, never>;
  /** Remote mode: stored, its win not yet answered by the wallet. */
  isWinPending: Generated<boolean>;
}

/**
 * A round's jackpot share the sweep has not moved into the pool yet, in 1/10 000 of a minor
 * unit; a shard's remainder below one minor unit waits with no round.
 */
export interface JackpotContributionsTable {
  merchantId: ColumnType<string, never, never>;
  memberId: ColumnType<string, never, never>;
  currency: ColumnType<string, never, never>;
  roundId: ColumnType<string | null, never, never>;
  shareUnits: ColumnType<string, never, never>;
}

/** A merchant's progressive jackpot settings. */
export interface JackpotsTable {
  merchantId: string;
  currency: string;
  isEnabled: boolean;
  shareBasisPoints: number;
  seedMinor: string;
  oddsOneIn: number;
  displayStartMinor: string;
  displayStartedAt: Timestamp;
  updatedAt: Timestamp;
  /** The notice a change of the odds waits for, in hours (migration 0076). */
  oddsNoticeHours: Generated<number>;
  /** A published change of the odds and when it takes effect (jackpot_odds_now()). */
  nextOddsOneIn: number | null;
  nextOddsAt: Timestamp | null;
}

/** A jackpot award: the winning round and the transfer that paid it. */
export interface JackpotWinsTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  houseRoundId: string;
  gameCode: string;
  amountMinor: string;
  currency: string;
  draw: string;
  oddsOneIn: number;
  transferId: string;
  createdAt: Timestamp;
}
