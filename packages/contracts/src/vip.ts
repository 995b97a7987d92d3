import { z } from 'zod';
import { catalogueGameTypes } from './constants';
import { deskMerchantQuerySchema } from './game-desk';
import { languages } from './languages';
import { plainText } from './plain-text';

/**
 * VIP (spec §2 /vip, VIP customer service by club rank; §3 member clubLabel and memberLabel;
 * issue 36): levels a member reaches by deposits and valid bets over the merchant's window,
 * kept with a grace period, with upgrade and periodic bonuses and the level's benefits; and the
 * operators' VIP desk. Amounts are decimal strings in the merchant's currency; rank 0 is no
 * level.
 */

const wireAmount = z.string();
const amountInput = z.string().max(30);
const idText = z.string().regex(/^\d{1,18}$/);

/** The most levels a merchant may have. */
export const vipLevelsMax = 20;

/** What a VIP bonus is for: reaching a level (once per level), or each week or month at it. */
export const vipBonusKinds = ['upgrade', 'weekly', 'monthly'] as const;
export type VipBonusKind = (typeof vipBonusKinds)[number];

/** A VIP bonus's state; `expired` is a claimable one whose claim days have passed. */
export const vipBonusStatuses = ['claimable', 'claimed', 'expired'] as const;
export type VipBonusStatus = (typeof vipBonusStatuses)[number];

/** Rebate rates of a level per game type, in basis points of valid bets (100 = 1 %). */
const rebateRates = z.partialRecord(z.enum(catalogueGameTypes), z.number().int().min(0).max(500));

/** A level as the site shows it: what reaching and keeping it takes, and what it gives. */
export const vipLevelSchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  depositMin: wireAmount,
  validBetMin: wireAmount,
  keepDepositMin: wireAmount,
  keepValidBetMin: wireAmount,
  upgradeBonus: wireAmount,
  weeklyBonus: wireAmount,
  monthlyBonus: wireAmount,
  turnoverMultiple: z.number().int(),
  rebateRates,
  /** The level's own daily withdrawal limits; null keeps the merchant's. */
  withdrawDailyCountMax: z.number().int().nullable(),
  withdrawDailyMax: wireAmount.nullable(),
  /** Dedicated (VIP) customer service from this rank (spec §2: above 4). */
  hasVipService: z.boolean(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** GET /wps/vip/levels (anyone): the programme and its level table. */
export const vipProgrammeSchema = z.object({
  isEnabled: z.boolean(),
  currency: z.string(),
  /** Deposits and valid bets count over this many days, today included. */
  windowDays: z.number().int(),
  /** A member below its level's keep rule keeps it this many days. */
  graceDays: z.number().int(),
  /** A bonus may be claimed this many days; null: until claimed. */
  claimDays: z.number().int().nullable(),
  levels: z.array(vipLevelSchema),
});
export type VipProgramme = z.infer<typeof vipProgrammeSchema>;

/** A VIP bonus of the member's. */
export const vipBonusSchema = z.object({
  id: z.string(),
  kind: z.enum(vipBonusKinds),
  rank: z.number().int(),
  /** upgrade: the rank; weekly: 2026-W48; monthly: 2026-11. */
  period: z.string(),
  amount: wireAmount,
  turnover: wireAmount,
  status: z.enum(vipBonusStatuses),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type VipBonus = z.infer<typeof vipBonusSchema>;

/** GET /wps/vip (a member): the level, the window's figures and the bonuses. */
export const vipStatusSchema = z.object({
  programme: vipProgrammeSchema,
  rank: z.number().int(),
  /** The window's deposits and valid bets, as folded (a minute behind at most). */
  deposit: wireAmount,
  validBet: wireAmount,
  /** Set while below the level's keep rule: the level is kept until then. */
  graceUntil: z.string().nullable(),
  reachedAt: z.string().nullable(),
  bonuses: z.array(vipBonusSchema),
});
export type VipStatus = z.infer<typeof vipStatusSchema>;

/** POST /wps/vip/bonuses/:id/claim. */
export const vipClaimAnswerSchema = z.object({ bonus: vipBonusSchema, balance: wireAmount });
export type VipClaimAnswer = z.infer<typeof vipClaimAnswerSchema>;

// ---- The operators' VIP desk (/ops/api/vip…, the merchant in the query) ----

export const vipDeskQuerySchema = deskMerchantQuerySchema;

/** PUT /ops/api/vip/settings. */
export const saveVipSettingsSchema = z.object({
  isEnabled: z.boolean(),
  windowDays: z.number().int().min(1).max(730),
  graceDays: z.number().int().min(0).max(365),
  claimDays: z.number().int().min(1).max(365).nullable(),
});
export type SaveVipSettings = z.infer<typeof saveVipSettingsSchema>;

/** A level as the desk writes it (its rank is its place in the table, from 1). */
export const saveVipLevelSchema = z.object({
  names: z.partialRecord(z.enum(languages), plainText(30).min(1)),
  depositMin: amountInput,
  validBetMin: amountInput,
  keepDepositMin: amountInput,
  keepValidBetMin: amountInput,
  upgradeBonus: amountInput,
  weeklyBonus: amountInput,
  monthlyBonus: amountInput,
  turnoverMultiple: z.number().int().min(0).max(100),
  rebateRates,
  withdrawDailyCountMax: z.number().int().min(1).max(1_000).nullable(),
  withdrawDailyMax: amountInput.nullable(),
});
export type SaveVipLevel = z.infer<typeof saveVipLevelSchema>;

/** PUT /ops/api/vip/levels: the whole table, lowest level first. */
export const saveVipLevelsSchema = z.object({
  levels: z.array(saveVipLevelSchema).max(vipLevelsMax),
});
export type SaveVipLevels = z.infer<typeof saveVipLevelsSchema>;

/** A level on the desk: its names in every language and how many members hold it. */
export const deskVipLevelSchema = saveVipLevelSchema.extend({
  rank: z.number().int(),
  members: z.number().int(),
});
export type DeskVipLevel = z.infer<typeof deskVipLevelSchema>;

/** What the programme owes and has cost, per bonus kind. */
export const vipCostSchema = z.object({
  kind: z.enum(vipBonusKinds),
  /** Claimable and not expired: what the merchant owes. */
  unclaimed: wireAmount,
  unclaimedCount: z.number().int(),
  paid: wireAmount,
  paidCount: z.number().int(),
});

/** GET /ops/api/vip. */
export const vipDeskSchema = z.object({
  settings: saveVipSettingsSchema,
  currency: z.string(),
  levels: z.array(deskVipLevelSchema),
  costs: z.array(vipCostSchema),
  canEdit: z.boolean(),
});
export type VipDesk = z.infer<typeof vipDeskSchema>;

/** GET /ops/api/vip/members: members at a level (or any), or by username. */
export const vipMembersQuerySchema = deskMerchantQuerySchema.extend({
  rank: z.coerce.number().int().min(0).max(vipLevelsMax).optional(),
  q: z.string().trim().max(32).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const deskVipMemberSchema = z.object({
  memberId: z.string(),
  username: z.string(),
  rank: z.number().int(),
  deposit: wireAmount,
  validBet: wireAmount,
  graceUntil: z.string().nullable(),
  reachedAt: z.string().nullable(),
  labels: z.array(z.string()),
});
export type DeskVipMember = z.infer<typeof deskVipMemberSchema>;
export const deskVipMemberListSchema = z.object({
  list: z.array(deskVipMemberSchema),
  total: z.number().int(),
});
export type DeskVipMemberList = z.infer<typeof deskVipMemberListSchema>;

/** PUT /ops/api/vip/members/:memberId: an operator sets a member's level and labels. */
export const vipMemberParamsSchema = z.object({ memberId: idText });
export const saveVipMemberSchema = z.object({
  rank: z.number().int().min(0).max(vipLevelsMax),
  labels: z.array(plainText(20).min(1)).max(10),
});
export type SaveVipMember = z.infer<typeof saveVipMemberSchema>;
