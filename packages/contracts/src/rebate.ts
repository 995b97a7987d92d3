import { z } from 'zod';
import { catalogueGameTypes } from './constants';
import { deskMerchantQuerySchema } from './game-desk';

/**
 * Manual rebate (spec §2 member centre manualRebate; §3 the REBATE toggle; issue 36): a member
 * claims, once per period, a share of the valid bets settled since the last claim, per game
 * type at the rate of the member's VIP level; and the operators' rebate desk. Amounts are
 * decimal strings in the merchant's currency; rates are basis points (100 = 1 %).
 */

const wireAmount = z.string();
const amountInput = z.string().max(30);

/** How often a member may claim: once a day or once an ISO week (the merchant's time zone). */
export const rebatePeriods = ['day', 'week'] as const;
export type RebatePeriod = (typeof rebatePeriods)[number];

/**
 * Why a member cannot claim now: the merchant offers no rebate (the REBATE toggle is off or no
 * settings were saved), the member has no VIP level with a rate, already claimed this period,
 * or the rebate is below the minimum.
 */
export const rebateBlocks = ['off', 'no_level', 'claimed', 'below_minimum'] as const;
export type RebateBlock = (typeof rebateBlocks)[number];

/** One game type's part of a rebate. */
export const rebateLineSchema = z.object({
  gameType: z.enum(catalogueGameTypes),
  validBet: wireAmount,
  rate: z.number().int(),
  amount: wireAmount,
});
export type RebateLine = z.infer<typeof rebateLineSchema>;

/** GET /wps/rebate: what a claim now would pay, line by line. */
export const rebatePreviewSchema = z.object({
  isOffered: z.boolean(),
  currency: z.string(),
  period: z.enum(rebatePeriods),
  minClaim: wireAmount,
  turnoverMultiple: z.number().int(),
  rank: z.number().int(),
  levelName: z.string().nullable(),
  /** Bets settled after `from` and up to `through` count (a minute's margin before now). */
  from: z.string().nullable(),
  through: z.string(),
  lines: z.array(rebateLineSchema),
  total: wireAmount,
  block: z.enum(rebateBlocks).nullable(),
  /** When a member who claimed this period may claim again. */
  nextClaimAt: z.string().nullable(),
});
export type RebatePreview = z.infer<typeof rebatePreviewSchema>;

/** A claimed rebate. */
export const rebateClaimSchema = z.object({
  id: z.string(),
  period: z.string(),
  rank: z.number().int(),
  from: z.string().nullable(),
  through: z.string(),
  lines: z.array(rebateLineSchema),
  amount: wireAmount,
  turnover: wireAmount,
  createdAt: z.string(),
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

/** POST /wps/rebate/claim: a request id makes a retry answer as the first. */
export const rebateClaimRequestSchema = z.object({ requestId: z.uuid() });
export type RebateClaimRequest = z.infer<typeof rebateClaimRequestSchema>;

/** The answer to a claim: the rebate and the wallet after it. */
export const rebateClaimAnswerSchema = z.object({
  claim: rebateClaimSchema,
  balance: wireAmount,
});
export type RebateClaimAnswer = z.infer<typeof rebateClaimAnswerSchema>;

/** GET /wps/rebate/claims: the member's claims, newest first. */
export const rebateClaimsQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const rebateClaimsPageSchema = z.object({
  list: z.array(rebateClaimSchema),
  totalPages: z.number().int(),
});
export type RebateClaimsPage = z.infer<typeof rebateClaimsPageSchema>;

// ——— The desk ———

/** A merchant's rebate settings as the desk shows them. */
export const rebateSettingsSchema = z.object({
  isSaved: z.boolean(),
  /** The REBATE toggle of the merchant's flags (switched on the content desk). */
  isToggledOn: z.boolean(),
  period: z.enum(rebatePeriods),
  minClaim: wireAmount,
  turnoverMultiple: z.number().int(),
  /** Bets settled before this never count (when the settings were first saved). */
  startedAt: z.string().nullable(),
});
export type RebateSettings = z.infer<typeof rebateSettingsSchema>;

/** PUT /ops/api/rebate/settings. */
export const saveRebateSettingsSchema = z.object({
  period: z.enum(rebatePeriods),
  minClaim: amountInput,
  turnoverMultiple: z.number().int().min(0).max(100),
});
export type SaveRebateSettings = z.infer<typeof saveRebateSettingsSchema>;

/** What the programme paid per game type over days, and claims over them. */
export const rebateReportSchema = z.object({
  settings: rebateSettingsSchema,
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  byGameType: z.array(
    z.object({ gameType: z.enum(catalogueGameTypes), validBet: wireAmount, amount: wireAmount }),
  ),
  claims: z.number().int(),
  members: z.number().int(),
  total: wireAmount,
  /** Whether this operator may change the settings (owner, admin). */
  canEdit: z.boolean(),
});
export type RebateReport = z.infer<typeof rebateReportSchema>;

/** GET /ops/api/rebate?merchant=&from=&to= (days, the merchant's time zone). */
export const rebateReportQuerySchema = deskMerchantQuerySchema.extend({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type RebateReportQuery = z.infer<typeof rebateReportQuerySchema>;
