import type { ColumnType, Generated } from 'kysely';
import type { Identity, Timestamp } from './columns';

// The loyalty domain's tables, as its migrations made them.

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

export interface PointsSettingsTable {
  merchantId: string;
  isEnabled: Generated<boolean>;
  earnUnitMinor: Generated<string>;
  convertPoints: Generated<number>;
  convertCashMinor: Generated<string>;
  convertMinPoints: Generated<number>;
  updatedAt: Generated<Date>;
  /** Rounds closed from here on may earn points on bets; null: bets have never earned. */
  betsFrom: Date | null;
}

export interface PointsTiersTable {
  merchantId: string;
  minDepositMinor: string;
  points: number;
}

/** Points per earn unit of valid bets on a game type. */
export interface PointsBetRatesTable {
  merchantId: string;
  gameType: string;
  points: number;
}

/** A member's place in their rounds: those closed from `betsFrom` on are still to earn. */
export interface PointsBetMarksTable {
  memberId: string;
  merchantId: string;
  betsFrom: Date;
}

/** A member's valid bets on a game type not yet turned into a whole point. */
export interface PointsBetCarriesTable {
  memberId: string;
  gameType: string;
  carryMinor: string;
}

export type PointsAccountKind = 'member' | 'issued' | 'held' | 'redeemed' | 'converted';

export interface PointsAccountsTable {
  id: Identity;
  merchantId: string;
  kind: PointsAccountKind;
  memberId: string | null;
  balance: Generated<string>;
}

export interface PointsTransfersTable {
  id: Identity;
  merchantId: string;
  debitAccountId: string;
  creditAccountId: string;
  points: string;
  memberId: string;
  type: string;
  amountMinor: string | null;
  remark: Generated<string>;
  reference: string;
  idempotencyKey: string;
  debitBalanceAfter: string;
  creditBalanceAfter: string;
  createdAt: Generated<Date>;
}

export type PointRewardKindColumn = 'cash' | 'bonus' | 'item';

/** A reward's words in one language. */
export interface PointRewardText {
  name: string;
  description: string;
}

export interface PointRewardsTable {
  id: Identity;
  merchantId: string;
  kind: PointRewardKindColumn;
  texts: ColumnType<Record<string, PointRewardText>, string, string>;
  points: number;
  amountMinor: string | null;
  turnoverMultiple: Generated<number>;
  stock: number | null;
  memberLimit: number | null;
  isActive: Generated<boolean>;
  sortOrder: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export type RedemptionStatusColumn = 'in_process' | 'approved' | 'rejected';

export interface PointRedemptionsTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  rewardId: string;
  requestId: string;
  kind: PointRewardKindColumn;
  texts: ColumnType<Record<string, PointRewardText>, string, string>;
  points: number;
  amountMinor: string | null;
  turnoverMultiple: number;
  address: ColumnType<
    { name: string; mobile: string; address: string } | null,
    string | null,
    string | null
  >;
  status: Generated<RedemptionStatusColumn>;
  reason: string | null;
  transferId: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  createdAt: Generated<Date>;
}

export interface VipSettingsTable {
  merchantId: string;
  isEnabled: Generated<boolean>;
  windowDays: Generated<number>;
  graceDays: Generated<number>;
  claimDays: number | null;
  updatedAt: Generated<Date>;
}

export interface RoundDaysTable {
  memberId: string;
  day: string;
  vassalage: string;
  gameCode: string;
  merchantId: string;
  plays: string;
  betMinor: string;
}

export interface RoundDayMarksTable {
  merchantId: string;
  foldedUntil: Date;
}

export interface VipLevelsTable {
  merchantId: string;
  rank: number;
  names: ColumnType<Record<string, string>, string, string>;
  depositMinMinor: string;
  validBetMinMinor: string;
  keepDepositMinMinor: string;
  keepValidBetMinMinor: string;
  upgradeBonusMinor: Generated<string>;
  weeklyBonusMinor: Generated<string>;
  monthlyBonusMinor: Generated<string>;
  turnoverMultiple: Generated<number>;
  rebateRates: ColumnType<Record<string, number>, string, string>;
  withdrawDailyCountMax: number | null;
  withdrawDailyMaxMinor: string | null;
}

export interface VipMembersTable {
  memberId: string;
  merchantId: string;
  rank: Generated<number>;
  bestRank: Generated<number>;
  reachedAt: Date | null;
  graceUntil: Date | null;
  pinnedRank: number | null;
  labels: Generated<string[]>;
  depositMinor: Generated<string>;
  validBetMinor: Generated<string>;
  evaluatedAt: Date | null;
}

export type VipBonusKindColumn = 'upgrade' | 'weekly' | 'monthly';

export interface VipBonusesTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  kind: VipBonusKindColumn;
  rank: number;
  period: string;
  amountMinor: string;
  turnoverMultiple: number;
  status: Generated<'claimable' | 'claimed'>;
  createdAt: Date;
  expiresAt: Date | null;
  claimedAt: Date | null;
  transferId: string | null;
}

export interface RebateSettingsTable {
  merchantId: string;
  period: Generated<'day' | 'week'>;
  minClaimMinor: Generated<string>;
  turnoverMultiple: Generated<number>;
  startedAt: Date;
  updatedAt: Date;
}

export interface RebateClaimsTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  period: string;
  requestId: string;
  rank: number;
  fromAt: Date | null;
  throughAt: Date;
  betMinor: string;
  amountMinor: string;
  turnoverMultiple: number;
  transferId: string;
  createdAt: Date;
}

export interface RebateClaimLinesTable {
  claimId: string;
  gameType: string;
  betMinor: string;
  rate: number;
  amountMinor: string;
}

export interface ReferralSettingsTable {
  merchantId: string;
  isEnabled: Generated<boolean>;
  qualifyDepositMinor: Generated<string>;
  turnoverMultiple: Generated<number>;
  claimDays: number | null;
  startedAt: Date;
  updatedAt: Date;
}

export interface ReferralTiersTable {
  merchantId: string;
  inviteesMin: number;
  firstDepositMinor: string;
  betRate: number;
}

export interface ReferralCodesTable {
  memberId: string;
  merchantId: string;
  code: string;
  createdAt: Date;
}

export type ReferralReviewColumn = 'clear' | 'flagged' | 'released' | 'rejected';

export interface ReferralLinksTable {
  inviteeId: string;
  merchantId: string;
  referrerId: string;
  code: string;
  review: Generated<ReferralReviewColumn>;
  signals: Generated<string[]>;
  qualifiedAt: Date | null;
  firstDepositMinor: string | null;
  betsFrom: Date;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
  decisionReason: string | null;
}

export type ReferralRewardStatusColumn = 'withheld' | 'claimable' | 'claimed' | 'rejected';

export interface ReferralRewardsTable {
  id: Identity;
  merchantId: string;
  referrerId: string;
  inviteeId: string;
  kind: 'first_deposit' | 'bets';
  period: string;
  tierInviteesMin: number;
  baseMinor: string;
  rate: number;
  amountMinor: string;
  turnoverMultiple: number;
  status: ReferralRewardStatusColumn;
  createdAt: Date;
  expiresAt: Date | null;
  requestId: string | null;
  transferId: string | null;
  claimedAt: Date | null;
}

export type MissionPeriodColumn = 'day' | 'week' | 'event';
export type MissionKindColumn = 'deposit' | 'bet' | 'play' | 'win_streak' | 'invite';

export interface MissionsTable {
  id: Identity;
  merchantId: string;
  names: ColumnType<Record<string, string>, string, string>;
  period: MissionPeriodColumn;
  kind: MissionKindColumn;
  gameType: string | null;
  vassalage: string | null;
  gameCode: string | null;
  target: string;
  rewardMinor: string;
  turnoverMultiple: Generated<number>;
  score: Generated<number>;
  startsAt: Date | null;
  endsAt: Date | null;
  sortOrder: Generated<number>;
  isActive: Generated<boolean>;
  createdAt: Date;
  updatedAt: Date;
}

export interface MissionClaimsTable {
  id: Identity;
  merchantId: string;
  missionId: string;
  memberId: string;
  period: string;
  requestId: string;
  progress: string;
  amountMinor: string;
  turnoverMultiple: number;
  score: number;
  transferId: string;
  createdAt: Date;
}
