import type { ColumnType, Generated } from 'kysely';

/** Column types of every table; mirrors migrations/*.sql. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Identity = Generated<string>;

export interface MerchantsTable {
  id: Identity;
  code: string;
  name: string;
  status: Generated<'active' | 'suspended'>;
  defaultLanguage: Generated<string>;
  languages: Generated<string[]>;
  currency: Generated<string>;
  timezone: Generated<string>;
  brand: Generated<unknown>;
  createdAt: Generated<Date>;
}

export interface MerchantDomainsTable {
  id: Identity;
  merchantId: string;
  domain: string;
  device: Generated<number>;
  isPrimary: Generated<boolean>;
  sortOrder: Generated<number>;
}

/** The page a merchant's page game belongs to. */
export type GamePage = 'seamless' | 'fbsports';

export interface PageGamesTable {
  merchantId: string;
  page: GamePage;
  vassalage: string;
  gameCode: string | null;
  updatedAt: Generated<Date>;
}

export interface MerchantSettingsTable {
  merchantId: string;
  loggedInToHome: Generated<boolean>;
  analyticsGtagId: string | null;
  imageCdns: Generated<string[]>;
  launchGameCdns: Generated<string[]>;
  copyright: Generated<string>;
  updatedAt: Generated<Date>;
}

export interface WhitelabelFlagsTable {
  merchantId: string;
  code: string;
  isEnabled: boolean;
}

export interface MaintenanceWindowsTable {
  id: Identity;
  merchantId: string;
  startsAt: Timestamp;
  endsAt: Timestamp | null;
  reason: Generated<string>;
}

export interface RegionRulesTable {
  id: Identity;
  merchantId: string;
  kind: 'country' | 'cidr';
  action: 'block' | 'allow';
  country: string | null;
  network: string | null;
  note: Generated<string>;
}

export interface RegistrationFieldsTable {
  merchantId: string;
  field: string;
  isEnabled: boolean;
  isRequired: boolean;
  minLength: Generated<number>;
  maxLength: Generated<number>;
  patternId: string | null;
  acceptedPattern: string | null;
  sortOrder: Generated<number>;
}

export interface CustomerServicesTable {
  id: Identity;
  merchantId: string;
  channel: 'livechat' | 'facebook' | 'telegram' | 'whatsapp' | 'email' | 'phone';
  csPosition: Generated<string>;
  csType: number;
  path: string;
  isVip: Generated<boolean>;
  sortOrder: Generated<number>;
}

export interface BannersTable {
  id: Identity;
  merchantId: string;
  groupName: string;
  language: string;
  title: Generated<string>;
  imageUrl: string;
  linkageType: 'route' | 'game' | 'promotion' | 'url' | null;
  linkageValue: string | null;
  sortOrder: Generated<number>;
  startsAt: Timestamp | null;
  endsAt: Timestamp | null;
  isPublished: Generated<boolean>;
  /** The picture's size in pixels, so the site reserves its space. */
  width: Generated<number>;
  height: Generated<number>;
  updatedAt: Generated<Date>;
}

export interface AnnouncementsTable {
  id: Identity;
  merchantId: string;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  language: string;
  title: string;
  content: string;
  sortOrder: Generated<number>;
  startsAt: Timestamp | null;
  endsAt: Timestamp | null;
  isPublished: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  /** Shared by the translations of one announcement; none for a single language. */
  topic: string | null;
}

export interface ResourcesTable {
  id: Identity;
  merchantId: string;
  resourceType: string;
  url: string;
  qrCodeUrl: string | null;
  labelNameEn: Generated<string>;
}

export interface HelpArticlesTable {
  id: Identity;
  merchantId: string;
  language: string;
  category: string;
  slug: string;
  title: string;
  content: string;
  sortOrder: Generated<number>;
  isPublished: Generated<boolean>;
}

export interface LicencesTable {
  id: Identity;
  merchantId: string;
  language: string;
  jurisdiction: string;
  body: string;
  sortOrder: Generated<number>;
}

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
}

/** A round of an in-house slot: its spins, nonces, bet and win (stored with its bet and win). */
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

/** What a visitor or member told the merchant (PUT /wps/feedback). */
export interface FeedbackTable {
  id: Identity;
  merchantId: string;
  memberId: string | null;
  language: string;
  content: string;
  ip: string;
  createdAt: Generated<Date>;
}

/** An uploaded picture, served at /media/<id>-<hash>.<ext>. */
export interface MediaTable {
  id: Identity;
  merchantId: string;
  purpose: 'banner' | 'promotion' | 'content';
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
  bytes: Buffer;
  sha256: string;
  uploadedBy: string | null;
  createdAt: Generated<Date>;
}

/** A narrower WebP version of an uploaded picture: /media/<id>-<hash>-<width>w.webp. */
export interface MediaVariantsTable {
  mediaId: string;
  width: number;
  height: number;
  bytes: Buffer;
  createdAt: Generated<Date>;
}

export type PromotionKindColumn = 'apply' | 'claim' | 'raffle';
export type PromotionEntryStatus = 'applying' | 'rejected' | 'issued' | 'claimed' | 'joined';

export interface PromotionsTable {
  id: Identity;
  merchantId: string;
  category: 'welcome' | 'deposit' | 'rebate' | 'raffle' | 'vip' | 'event';
  kind: PromotionKindColumn;
  imageUrl: string;
  startsAt: Timestamp;
  endsAt: Timestamp | null;
  isPublished: Generated<boolean>;
  bonusType: 'fixed' | 'percent';
  bonusMinor: string | null;
  bonusBasisPoints: number | null;
  bonusCapMinor: string | null;
  depositMinMinor: string | null;
  prizesMinor: Generated<string[]>;
  prizeWeights: Generated<number[]>;
  turnoverMultiple: Generated<number>;
  sortOrder: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Timestamp;
}

export interface PromotionTextsTable {
  promotionId: string;
  language: string;
  name: string;
  summary: string;
  terms: string;
}

export interface PromotionEntriesTable {
  id: Identity;
  merchantId: string;
  promotionId: string;
  memberId: string;
  status: PromotionEntryStatus;
  remark: Generated<string>;
  depositMinor: string | null;
  bonusMinor: string | null;
  turnoverMinor: string | null;
  currency: string;
  transferId: string | null;
  rejectReason: string | null;
  decidedBy: string | null;
  decidedAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface PromotionEntryImagesTable {
  id: Identity;
  merchantId: string;
  entryId: string;
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  createdAt: Timestamp;
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
  seed: string;
  seedHash: string;
  status: Generated<LotteryPeriodStatus>;
  sheet: ColumnType<unknown, string | null, string | null> | null;
  drawnAt: Timestamp | null;
  settledAt: Timestamp | null;
  exposureMinor: ColumnType<string, string | undefined, string>;
  cancelReason: string | null;
  cancelledAt: Timestamp | null;
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

export interface OperatorsTable {
  id: Identity;
  merchantId: string | null;
  username: string;
  passwordHash: string;
  role: 'owner' | 'admin' | 'finance' | 'content' | 'support';
  isActive: Generated<boolean>;
  passwordChangedAt: Generated<Date>;
  createdAt: Generated<Date>;
}

export interface OperatorSessionsTable {
  tokenHash: Buffer;
  operatorId: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
}

export interface MembersTable {
  id: Identity;
  merchantId: string;
  username: string;
  passwordHash: string;
  isAgent: Generated<number>;
  nickname: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  payeeName: string | null;
  uplineId: string | null;
  referralCode: string | null;
  status: Generated<'active' | 'disabled'>;
  mustChangePassword: Generated<boolean>;
  passwordChangedAt: Timestamp;
  registeredIp: string | null;
  createdAt: Timestamp;
  lastLoginAt: Timestamp | null;
  lastLoginIp: string | null;
  affiliateCode: string | null;
  emailVerifiedAt: Timestamp | null;
  paymentPasswordHash: string | null;
  paymentPasswordChangedAt: Timestamp | null;
  avatarId: number | null;
}

export interface MemberSessionsTable {
  tokenHash: Buffer;
  memberId: string;
  merchantId: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
  ip: string | null;
  userAgent: string | null;
  proof: Generated<SessionProof>;
}

/** How a session was opened (member_sessions.proof). */
export type SessionProof =
  'password' | 'code' | 'remember' | 'social' | 'trial' | 'registration' | 'reset';

export interface LoginFailuresTable {
  merchantId: string;
  subject: string;
  failures: number;
  firstFailedAt: Timestamp;
  lastFailedAt: Timestamp;
}

export interface ServerKeysTable {
  id: Generated<number>;
  keyId: string;
  publicKeyDer: Buffer;
  privateKeyPem: string;
  createdAt: Generated<Date>;
}

/** What an SMS code is for (the CHECK of sms_codes.purpose). */
export type SmsPurpose = 'register' | 'login' | 'reset' | 'bind';

export interface SmsCodesTable {
  id: Identity;
  merchantId: string;
  purpose: SmsPurpose;
  countryDialingCode: string;
  mobileNum: string;
  codeHash: Buffer;
  attempts: Generated<number>;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
  requestedIp: string | null;
}

export interface SmsOutboxTable {
  id: Identity;
  merchantId: string;
  recipient: string;
  body: string;
  provider: string;
  status: 'stored' | 'sent' | 'failed';
  providerRef: string | null;
  error: string | null;
  createdAt: Timestamp;
}

export interface MailOutboxTable {
  id: Identity;
  merchantId: string;
  recipient: string;
  subject: string;
  bodyText: string;
  provider: string;
  status: 'stored' | 'sent' | 'failed';
  providerRef: string | null;
  error: string | null;
  createdAt: Timestamp;
}

export interface PasswordResetsTable {
  tokenHash: Buffer;
  merchantId: string;
  memberId: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface CaptchaChallengesTable {
  id: string;
  merchantId: string;
  answerHash: Buffer;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface HumanChallengesTable {
  id: string;
  merchantId: string;
  targetLeft: number;
  targetTop: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  attemptedAt: Timestamp | null;
  passHash: Buffer | null;
  passExpiresAt: Timestamp | null;
  passUsedAt: Timestamp | null;
}

export interface RememberTokensTable {
  tokenHash: Buffer;
  memberId: string;
  merchantId: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface MemberKnownAddressesTable {
  memberId: string;
  ip: string;
  firstSeenAt: Timestamp;
  lastSeenAt: Timestamp;
}

export interface TrialAccountsTable {
  memberId: string;
  createdIp: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

export interface SocialProvidersTable {
  id: Identity;
  merchantId: string;
  key: string;
  displayName: string;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: Generated<string>;
  isEnabled: Generated<boolean>;
  sortOrder: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface SocialIdentitiesTable {
  merchantId: string;
  providerKey: string;
  subject: string;
  issuer: string;
  memberId: string;
  email: string | null;
  createdAt: Timestamp;
}

export interface SocialLoginsTable {
  stateHash: Buffer;
  merchantId: string;
  providerKey: string;
  codeVerifier: string;
  nonce: string;
  returnPath: string;
  requestedIp: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

export interface SocialTicketsTable {
  codeHash: Buffer;
  merchantId: string;
  memberId: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  browserHash: Buffer | null;
}

export interface EmailCodesTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  email: string;
  codeHash: Buffer;
  attempts: Generated<number>;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
}

export interface LedgerAccountsTable {
  id: Identity;
  merchantId: string;
  kind: 'player' | 'play_money' | 'pending_withdrawal' | 'vendor_wallet' | 'house';
  purpose: Generated<string>;
  memberId: string | null;
  shard: Generated<number>;
  currency: string;
  balanceMinor: Generated<string>;
  createdAt: Generated<Timestamp>;
}

export interface LedgerTransfersTable {
  id: Identity;
  merchantId: string;
  debitAccountId: string;
  creditAccountId: string;
  amountMinor: string;
  kind: string;
  reference: string | null;
  idempotencyKey: string;
  debitBalanceAfter: string;
  creditBalanceAfter: string;
  createdAt: Generated<Timestamp>;
}

export interface RateLimitsTable {
  merchantId: string;
  bucket: string;
  subject: string;
  windowStart: Timestamp;
  hits: number;
}

export interface PaymentMethodsTable {
  id: Identity;
  merchantId: string;
  code: string;
  name: string;
  kind: 'mobile_money' | 'bank' | 'crypto';
  iconUrl: string | null;
  isEnabled: Generated<boolean>;
  sortOrder: Generated<number>;
  allowsWithdrawal: Generated<boolean>;
}

export interface PaymentChannelsTable {
  id: Identity;
  merchantId: string;
  methodId: string;
  code: string;
  name: string;
  minMinor: string;
  maxMinor: string;
  chipsMinor: Generated<string[]>;
  orderMinutes: Generated<number>;
  isEnabled: Generated<boolean>;
  sortOrder: Generated<number>;
  gatewayId: string | null;
}

export interface ReceivingAccountsTable {
  id: Identity;
  merchantId: string;
  channelId: string;
  accountName: string;
  accountNumber: string;
  isEnabled: Generated<boolean>;
  lastUsedAt: Timestamp | null;
}

export type DepositStatus = 'awaiting_payment' | 'submitted' | 'approved' | 'rejected' | 'expired';

export interface DepositOrdersTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  channelId: string;
  receivingAccountId: string | null;
  amountMinor: string;
  currency: string;
  status: Generated<DepositStatus>;
  idempotencyKey: string;
  trxId: string | null;
  payingNumber: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  submittedAt: Timestamp | null;
  decidedAt: Timestamp | null;
  decidedBy: string | null;
  rejectReason: string | null;
  transferId: string | null;
  gatewayReference: string | null;
}

export interface MemberMessagesTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  kind: string;
  /** A value, or one per language (a promotion's or a game's name) picked for the reader. */
  params: Generated<Record<string, string | Record<string, string>>>;
  title: string | null;
  body: string | null;
  createdAt: Timestamp;
  readAt: Timestamp | null;
}

export interface OperatorActionsTable {
  id: Identity;
  operatorId: string;
  merchantId: string | null;
  action: string;
  target: string;
  detail: Generated<unknown>;
  createdAt: Timestamp;
  previousHash: Generated<Buffer | null>;
  hash: Generated<Buffer>;
  chainPosition: Generated<string>;
}

export interface WalletRulesTable {
  merchantId: string;
  withdrawMinMinor: Generated<string>;
  withdrawMaxMinor: Generated<string>;
  withdrawDailyCountMax: Generated<number>;
  withdrawDailyMaxMinor: Generated<string>;
  depositTurnoverPercent: Generated<number>;
  receiptMinutes: Generated<number>;
  payoutAccountsMax: Generated<number>;
  transferMinMinor: Generated<string>;
  transferMaxMinor: Generated<string>;
  adjustmentDualMinor: Generated<string>;
  updatedAt: Generated<Date>;
}

export interface TurnoverRequirementsTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  source: 'deposit' | 'bonus' | 'adjustment';
  reference: string;
  requiredMinor: string;
  createdAt: Timestamp;
  metAt: Timestamp | null;
}

export interface PayoutAccountsTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  methodId: string;
  accountName: string;
  accountNumber: string;
  bankName: string | null;
  createdAt: Timestamp;
}

export type WithdrawalStatus =
  | 'pending'
  | 'approved'
  | 'rejected'
  | 'disbursed'
  | 'received'
  | 'partially_received'
  | 'not_received'
  | 'auto_received'
  | 'resolved';

export interface WithdrawalsTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  payoutAccountId: string;
  amountMinor: string;
  currency: string;
  status: Generated<WithdrawalStatus>;
  idempotencyKey: string;
  createdAt: Timestamp;
  approvedAt: Timestamp | null;
  approvedBy: string | null;
  rejectedAt: Timestamp | null;
  rejectedBy: string | null;
  rejectReason: string | null;
  disbursedAt: Timestamp | null;
  disbursedBy: string | null;
  payoutReference: string | null;
  receiptDueAt: Timestamp | null;
  receiptAt: Timestamp | null;
  receivedMinor: string | null;
  receiptNote: string | null;
  resolution: 'refunded' | 'paid_confirmed' | null;
  refundMinor: string | null;
  resolvedAt: Timestamp | null;
  resolvedBy: string | null;
  resolutionNote: string | null;
  holdTransferId: string;
  releaseTransferId: string | null;
  refundTransferId: string | null;
}

export interface WithdrawalProofsTable {
  id: Identity;
  merchantId: string;
  withdrawalId: string;
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  createdAt: Timestamp;
}

export interface BalanceAdjustmentsTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  direction: 'credit' | 'debit';
  amountMinor: string;
  currency: string;
  reason: string;
  status: 'awaiting_approval' | 'applied' | 'rejected';
  idempotencyKey: string;
  requestedBy: string;
  requestedAt: Timestamp;
  decidedBy: string | null;
  decidedAt: Timestamp | null;
  transferId: string | null;
}

export interface PaymentGatewaysTable {
  id: Identity;
  merchantId: string;
  code: string;
  adapter: string;
  payUrl: string;
  secret: string;
  isEnabled: Generated<boolean>;
}

export interface Database {
  merchants: MerchantsTable;
  merchantDomains: MerchantDomainsTable;
  merchantSettings: MerchantSettingsTable;
  pageGames: PageGamesTable;
  whitelabelFlags: WhitelabelFlagsTable;
  maintenanceWindows: MaintenanceWindowsTable;
  regionRules: RegionRulesTable;
  registrationFields: RegistrationFieldsTable;
  customerServices: CustomerServicesTable;
  banners: BannersTable;
  announcements: AnnouncementsTable;
  resources: ResourcesTable;
  helpArticles: HelpArticlesTable;
  licences: LicencesTable;
  vendors: VendorsTable;
  operators: OperatorsTable;
  operatorSessions: OperatorSessionsTable;
  members: MembersTable;
  memberSessions: MemberSessionsTable;
  loginFailures: LoginFailuresTable;
  serverKeys: ServerKeysTable;
  smsCodes: SmsCodesTable;
  smsOutbox: SmsOutboxTable;
  mailOutbox: MailOutboxTable;
  passwordResets: PasswordResetsTable;
  captchaChallenges: CaptchaChallengesTable;
  humanChallenges: HumanChallengesTable;
  rememberTokens: RememberTokensTable;
  memberKnownAddresses: MemberKnownAddressesTable;
  trialAccounts: TrialAccountsTable;
  emailCodes: EmailCodesTable;
  ledgerAccounts: LedgerAccountsTable;
  ledgerTransfers: LedgerTransfersTable;
  rateLimits: RateLimitsTable;
  paymentMethods: PaymentMethodsTable;
  paymentChannels: PaymentChannelsTable;
  receivingAccounts: ReceivingAccountsTable;
  depositOrders: DepositOrdersTable;
  memberMessages: MemberMessagesTable;
  operatorActions: OperatorActionsTable;
  walletRules: WalletRulesTable;
  turnoverRequirements: TurnoverRequirementsTable;
  payoutAccounts: PayoutAccountsTable;
  withdrawals: WithdrawalsTable;
  withdrawalProofs: WithdrawalProofsTable;
  balanceAdjustments: BalanceAdjustmentsTable;
  paymentGateways: PaymentGatewaysTable;
  socialProviders: SocialProvidersTable;
  socialIdentities: SocialIdentitiesTable;
  socialLogins: SocialLoginsTable;
  socialTickets: SocialTicketsTable;
  games: GamesTable;
  vendorWallets: VendorWalletsTable;
  gameSessions: GameSessionsTable;
  vendorTransactions: VendorTransactionsTable;
  gameRounds: GameRoundsTable;
  gameFavourites: GameFavouritesTable;
  houseSeedPairs: HouseSeedPairsTable;
  houseRounds: HouseRoundsTable;
  jackpotContributions: JackpotContributionsTable;
  jackpots: JackpotsTable;
  jackpotWins: JackpotWinsTable;
  lotteryGames: LotteryGamesTable;
  lotteryMenus: LotteryMenusTable;
  media: MediaTable;
  mediaVariants: MediaVariantsTable;
  promotions: PromotionsTable;
  promotionTexts: PromotionTextsTable;
  promotionEntries: PromotionEntriesTable;
  promotionEntryImages: PromotionEntryImagesTable;
  feedback: FeedbackTable;
  lotteryPeriods: LotteryPeriodsTable;
  lotteryTickets: LotteryTicketsTable;
}
