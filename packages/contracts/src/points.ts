import { z } from 'zod';
import { catalogueGameTypes, type CatalogueGameType } from './constants';
import { deskMerchantQuerySchema } from './game-desk';
import { languages } from './languages';
import { plainText } from './plain-text';

/**
 * Points and the point mall (spec §2 /pointMall with redeem history, §3 points record, §4 redeem
 * statuses, §7 the Points calls, §9 points never expire and are earned by deposit with a ratio
 * table), and the operators' points desk. Points are whole numbers; amounts are decimal strings
 * in the merchant's currency.
 */

/** A points balance or a count of points: a whole number, never a fraction. */
const points = z.number().int().min(0).max(1_000_000_000_000);
const wireAmount = z.string();
const amountInput = z.string().max(30);
const requestId = z.string().min(8).max(100);
const paymentPassword = z.string().min(1).max(64);
const idText = z.string().regex(/^\d{1,18}$/);

/** What a reward gives: cash to the wallet, a bonus with turnover, or an item delivered. */
export const pointRewardKinds = ['cash', 'bonus', 'item'] as const;
export type PointRewardKind = (typeof pointRewardKinds)[number];

/** A redemption's status (spec §4 redeem statuses): in process until an operator decides. */
export const redemptionStatuses = ['in_process', 'approved', 'rejected'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];

/** A points record's type (spec §3): where points came from or went. */
export const pointsRecordTypes = [
  'deposit',
  'live',
  'lottery',
  'pvp',
  'slots',
  'sports',
  'redeem',
  'refund',
  'convert',
  'adjust',
] as const;
export type PointsRecordType = (typeof pointsRecordTypes)[number];

/** A tier of the deposit ratio table: deposits from `minDeposit` earn `points` per unit. */
export const pointsTierSchema = z.object({
  minDeposit: wireAmount,
  points: points.max(1_000_000),
});
export type PointsTier = z.infer<typeof pointsTierSchema>;

/**
 * Points per earn unit of valid bets, by game type: how many points every `earnUnit` of valid
 * bets on games of the type earns. A type left out (or at 0) earns nothing on bets.
 */
export const pointsBetPointsSchema = z.partialRecord(
  z.enum(catalogueGameTypes),
  z.number().int().min(0).max(1_000_000),
);
export type PointsBetPoints = z.infer<typeof pointsBetPointsSchema>;

/** The points record's type of the points a game type's bets earn. */
export const betRecordTypes: Record<CatalogueGameType, PointsRecordType> = {
  RNG: 'slots',
  FISH: 'slots',
  LIVE: 'live',
  COCKFIGHT: 'live',
  PVP: 'pvp',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  LOTT: 'lottery',
  ELOTT: 'lottery',
};

/** GET /wps/relay/MCS2_getPointConfig: how points are earned and what they are worth. */
export const pointConfigSchema = z.object({
  isEnabled: z.boolean(),
  currency: z.string(),
  /** Every `earnUnit` deposited earns the points of the deposit's tier. */
  earnUnit: wireAmount,
  tiers: z.array(pointsTierSchema),
  /** `convertPoints` points convert to `convertCash`, at least `convertMinPoints` at a time. */
  convertPoints: z.number().int(),
  convertCash: wireAmount,
  convertMinPoints: z.number().int(),
  /** Every `earnUnit` of valid bets on games of a type earns its points (types that earn). */
  betPoints: pointsBetPointsSchema,
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

/** GET /wps/relay/MCS2_getPointBalance. */
export const pointBalanceSchema = z.object({
  points: z.number().int(),
  /** Points held by redemptions in process. */
  held: z.number().int(),
  /** What the balance converts to now. */
  value: wireAmount,
  currency: z.string(),
});
export type PointBalance = z.infer<typeof pointBalanceSchema>;

/** A reward of the point mall as a member sees it (GET /wps/relay/MCS2_getPointReward). */
export const pointRewardSchema = z.object({
  id: z.string(),
  kind: z.enum(pointRewardKinds),
  name: z.string(),
  description: z.string(),
  points: z.number().int(),
  /** The cash or bonus paid; null for an item. */
  amount: wireAmount.nullable(),
  turnoverMultiple: z.number().int(),
  /** Left in stock; null when unlimited. */
  stockLeft: z.number().int().nullable(),
  /** Redemptions a member may make; null when unlimited. */
  memberLimit: z.number().int().nullable(),
  memberRedeemed: z.number().int(),
});
export type PointReward = z.infer<typeof pointRewardSchema>;

/** Where an item is delivered. */
export const deliveryAddressSchema = z.object({
  name: plainText(60).min(1),
  mobile: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/),
  address: plainText(200).min(5),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** POST /wps/relay/passwordCheck/MCS2_redeemPointReward. */
export const redeemRequestSchema = z.object({
  rewardId: idText,
  requestId,
  paymentPassword,
  address: deliveryAddressSchema.optional(),
});
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

/** A redemption as its member sees it (the redeem history). */
export const redemptionSchema = z.object({
  id: z.string(),
  rewardId: z.string(),
  rewardName: z.string(),
  kind: z.enum(pointRewardKinds),
  points: z.number().int(),
  amount: wireAmount.nullable(),
  status: z.enum(redemptionStatuses),
  reason: z.string().nullable(),
  address: deliveryAddressSchema.nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

/** GET /wps/relay/MCS2_getRedeemPointList. */
export const redemptionListQuerySchema = z.object({
  ...pageQuery,
  status: z.enum(redemptionStatuses).optional(),
});
export const redemptionListSchema = z.object({
  list: z.array(redemptionSchema),
  total: z.number().int(),
});
export type RedemptionList = z.infer<typeof redemptionListSchema>;

/** POST /wps/relay/passwordCheck/MCS2_convertPoint. */
export const convertPointsRequestSchema = z.object({
  points: z.number().int().min(1).max(1_000_000_000_000),
  requestId,
  paymentPassword,
});
export type ConvertPointsRequest = z.infer<typeof convertPointsRequestSchema>;
export const convertPointsAnswerSchema = z.object({
  points: z.number().int(),
  cash: wireAmount,
  /** The member's points and wallet after it. */
  pointsLeft: z.number().int(),
  balance: wireAmount,
});
export type ConvertPointsAnswer = z.infer<typeof convertPointsAnswerSchema>;

/** GET /wps/relay/ODSFE2_MemTransDet: the points record, newest first. */
export const pointsRecordQuerySchema = z.object({
  ...pageQuery,
  type: z.enum(pointsRecordTypes).optional(),
});
export const pointsRecordSchema = z.object({
  id: z.string(),
  /** Signed: earned above zero, spent below. */
  points: z.number().int(),
  amount: wireAmount.nullable(),
  type: z.enum(pointsRecordTypes),
  remark: z.string(),
  time: z.string(),
  status: z.enum(['completed', ...redemptionStatuses]),
});
export type PointsRecord = z.infer<typeof pointsRecordSchema>;
export const pointsRecordListSchema = z.object({
  list: z.array(pointsRecordSchema),
  total: z.number().int(),
});
export type PointsRecordList = z.infer<typeof pointsRecordListSchema>;

// ---- The operators' points desk (/ops/api/points…, the merchant in the query) ----

export const pointsDeskQuerySchema = deskMerchantQuerySchema;

/** A reward's name and description in one language. */
const rewardText = z.object({
  name: plainText(60).min(1),
  description: plainText(300),
});

/** A reward as the desk writes it. */
export const saveRewardSchema = z.object({
  kind: z.enum(pointRewardKinds),
  texts: z.partialRecord(z.enum(languages), rewardText),
  points: z.number().int().min(1).max(1_000_000_000),
  /** Cash or bonus; ignored for an item. */
  amount: amountInput.optional(),
  turnoverMultiple: z.number().int().min(0).max(100).default(0),
  stock: z.number().int().min(0).max(1_000_000_000).nullable(),
  memberLimit: z.number().int().min(1).max(1_000_000).nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export type SaveReward = z.infer<typeof saveRewardSchema>;

/** A reward on the desk: what it is, its stock and what it has given. */
export const deskRewardSchema = z.object({
  id: z.string(),
  kind: z.enum(pointRewardKinds),
  texts: z.partialRecord(z.enum(languages), rewardText),
  points: z.number().int(),
  amount: wireAmount.nullable(),
  turnoverMultiple: z.number().int(),
  stock: z.number().int().nullable(),
  memberLimit: z.number().int().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  redeemed: z.number().int(),
  inProcess: z.number().int(),
});
export type DeskReward = z.infer<typeof deskRewardSchema>;

/** PUT /ops/api/points/settings: the ratio table and the conversion. */
export const savePointsSettingsSchema = z.object({
  isEnabled: z.boolean(),
  earnUnit: amountInput,
  tiers: z
    .array(z.object({ minDeposit: amountInput, points: z.number().int().min(0).max(1_000_000) }))
    .min(1)
    .max(20),
  convertPoints: z.number().int().min(1).max(1_000_000),
  convertCash: amountInput,
  convertMinPoints: z.number().int().min(1).max(1_000_000_000),
  /** Points on valid bets by game type; left out: as they are. */
  betPoints: pointsBetPointsSchema.optional(),
});
export type SavePointsSettings = z.infer<typeof savePointsSettingsSchema>;

/** What the programme owes and has cost. */
export const pointsLiabilitySchema = z.object({
  /** Points in members' balances and held by redemptions in process. */
  outstanding: z.number().int(),
  held: z.number().int(),
  /** Their worth at the conversion rate. */
  outstandingValue: wireAmount,
  issued: z.number().int(),
  redeemed: z.number().int(),
  converted: z.number().int(),
  inProcess: z.number().int(),
  /** Paid in cash (rewards and conversions) and in bonuses. */
  cashPaid: wireAmount,
  bonusPaid: wireAmount,
  itemsApproved: z.number().int(),
});
export type PointsLiability = z.infer<typeof pointsLiabilitySchema>;

/** GET /ops/api/points. */
export const pointsDeskSchema = z.object({
  config: pointConfigSchema,
  /** Points on valid bets by game type (only those that earn). */
  betPoints: pointsBetPointsSchema,
  rewards: z.array(deskRewardSchema),
  liability: pointsLiabilitySchema,
  canEdit: z.boolean(),
  canReview: z.boolean(),
});
export type PointsDesk = z.infer<typeof pointsDeskSchema>;

/** GET /ops/api/points/redemptions. */
export const deskRedemptionQuerySchema = deskMerchantQuerySchema.extend({
  status: z.enum(redemptionStatuses).default('in_process'),
  page: pageQuery.page,
});
export const deskRedemptionSchema = redemptionSchema.extend({
  memberId: z.string(),
  username: z.string(),
  decidedBy: z.string().nullable(),
});
export type DeskRedemption = z.infer<typeof deskRedemptionSchema>;
export const deskRedemptionListSchema = z.object({
  list: z.array(deskRedemptionSchema),
  total: z.number().int(),
});
export type DeskRedemptionList = z.infer<typeof deskRedemptionListSchema>;

/** POST /ops/api/points/redemptions/:id/reject. */
export const rejectRedemptionSchema = z.object({ reason: plainText(140).min(1) });
