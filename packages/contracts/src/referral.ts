import { z } from 'zod';
import { deskMerchantQuerySchema } from './game-desk';

/**
 * Referral, "invite friends" (spec §2 member centre referral, §3 the register page's
 * referralCode; issue 36): a member's personal code and link, the friends who registered with
 * it, and the rewards their first deposits and valid bets earn by the merchant's tiers, each
 * claimed once; the operators' referral desk. Amounts are decimal strings in the merchant's
 * currency; rates are basis points (100 = 1 %).
 */

const wireAmount = z.string();
const amountInput = z.string().max(30);

/** The most tiers a merchant sets. */
export const referralTiersMax = 10;
/** A reward not claimed in this many days expires, at most (none: never). */
export const referralClaimDaysMax = 365;
/** The highest rate on friends' valid bets: 5 %. */
export const referralBetRateMax = 500;

/** A personal code: upper-case letters and digits. */
export const referralCodePattern = /^[A-Z0-9]{6,16}$/;

/**
 * A friend as the member sees them: registered (no qualifying deposit yet), qualified (made
 * one), withheld (shares an address, number or device with the member: an operator checks),
 * rejected (an operator refused the friend's rewards).
 */
export const referralInviteeStatuses = ['registered', 'qualified', 'withheld', 'rejected'] as const;
export type ReferralInviteeStatus = (typeof referralInviteeStatuses)[number];

/** What earned a reward: the friend's first deposit, or a day of the friend's valid bets. */
export const referralRewardKinds = ['first_deposit', 'bets'] as const;
export type ReferralRewardKind = (typeof referralRewardKinds)[number];

/** A reward's status; expired is a claimable one past its time. */
export const referralRewardStatuses = [
  'withheld',
  'claimable',
  'claimed',
  'expired',
  'rejected',
] as const;
export type ReferralRewardStatus = (typeof referralRewardStatuses)[number];

/** What the anti-abuse check found a friend shares with the member. */
export const referralSignals = ['address', 'mobile', 'device'] as const;
export type ReferralSignal = (typeof referralSignals)[number];

/** A tier: from so many qualified friends, the first-deposit reward and the rate on bets. */
export const referralTierSchema = z.object({
  inviteesMin: z.number().int(),
  firstDepositReward: wireAmount,
  betRate: z.number().int(),
});
export type ReferralTier = z.infer<typeof referralTierSchema>;

/** A friend, the username masked. */
export const referralInviteeSchema = z.object({
  username: z.string(),
  registeredAt: z.string(),
  status: z.enum(referralInviteeStatuses),
  qualifiedAt: z.string().nullable(),
  /** What the friend has earned the member so far (claimed or not). */
  earned: wireAmount,
});
export type ReferralInvitee = z.infer<typeof referralInviteeSchema>;

/** GET /wps/referral?pageNo&pageSize (the invitees' page). */
export const referralQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type ReferralQuery = z.infer<typeof referralQuerySchema>;

/** GET /wps/referral: the member's code, tiers, figures and a page of friends. */
export const referralSummarySchema = z.object({
  isOffered: z.boolean(),
  currency: z.string(),
  code: z.string(),
  /** The register page with the code: the site puts its own origin before it. */
  registerPath: z.string(),
  tiers: z.array(referralTierSchema),
  /** The index in `tiers` the member is at now; -1: none. */
  tierIndex: z.number().int(),
  qualifyDepositMin: wireAmount,
  turnoverMultiple: z.number().int(),
  claimDays: z.number().int().nullable(),
  invitedCount: z.number().int(),
  qualifiedCount: z.number().int(),
  claimable: wireAmount,
  claimableCount: z.number().int(),
  withheld: wireAmount,
  claimed: wireAmount,
  invitees: z.array(referralInviteeSchema),
  totalPages: z.number().int(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** One reward. */
export const referralRewardSchema = z.object({
  id: z.string(),
  kind: z.enum(referralRewardKinds),
  invitee: z.string(),
  /** 'first' or the day (YYYY-MM-DD) of the bets. */
  period: z.string(),
  /** The deposit, or the day's valid bets. */
  base: wireAmount,
  rate: z.number().int(),
  amount: wireAmount,
  turnover: wireAmount,
  status: z.enum(referralRewardStatuses),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type ReferralReward = z.infer<typeof referralRewardSchema>;

/** GET /wps/referral/rewards?status&pageNo&pageSize: claimable first, then newest first. */
export const referralRewardsQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type ReferralRewardsQuery = z.infer<typeof referralRewardsQuerySchema>;
export const referralRewardsPageSchema = z.object({
  list: z.array(referralRewardSchema),
  totalPages: z.number().int(),
});
export type ReferralRewardsPage = z.infer<typeof referralRewardsPageSchema>;

/** POST /wps/referral/claim: a request id makes a retry answer as the first. */
export const referralClaimRequestSchema = z.object({
  id: z.string().regex(/^[0-9]{1,18}$/),
  requestId: z.uuid(),
});
export type ReferralClaimRequest = z.infer<typeof referralClaimRequestSchema>;

/** The answer to a claim: the reward and the wallet after it. */
export const referralClaimAnswerSchema = z.object({
  reward: referralRewardSchema,
  balance: wireAmount,
});
export type ReferralClaimAnswer = z.infer<typeof referralClaimAnswerSchema>;

// ——— The desk ———

/** A merchant's referral settings as the desk shows them. */
export const referralSettingsSchema = z.object({
  isSaved: z.boolean(),
  isEnabled: z.boolean(),
  qualifyDepositMin: wireAmount,
  turnoverMultiple: z.number().int(),
  claimDays: z.number().int().nullable(),
  tiers: z.array(referralTierSchema),
  /** Bets settled before this never count (when the settings were first saved). */
  startedAt: z.string().nullable(),
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

/** PUT /ops/api/referral/settings: the whole programme, tiers included. */
export const saveReferralSettingsSchema = z.object({
  isEnabled: z.boolean(),
  qualifyDepositMin: amountInput,
  turnoverMultiple: z.number().int().min(0).max(100),
  claimDays: z.number().int().min(1).max(referralClaimDaysMax).nullable(),
  tiers: z
    .array(
      z.object({
        inviteesMin: z.number().int().min(0).max(100_000),
        firstDepositReward: amountInput,
        betRate: z.number().int().min(0).max(referralBetRateMax),
      }),
    )
    .min(1)
    .max(referralTiersMax),
});
export type SaveReferralSettings = z.infer<typeof saveReferralSettingsSchema>;

/** A friend whose rewards are withheld, as an operator reviews them. */
export const referralWithheldSchema = z.object({
  inviteeId: z.string(),
  invitee: z.string(),
  referrerId: z.string(),
  referrer: z.string(),
  signals: z.array(z.enum(referralSignals)),
  registeredAt: z.string(),
  rewards: z.number().int(),
  amount: wireAmount,
});
export type ReferralWithheld = z.infer<typeof referralWithheldSchema>;

/** What the programme paid over days (the merchant's time zone) and what it still owes. */
export const referralReportSchema = z.object({
  settings: referralSettingsSchema,
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  byDay: z.array(
    z.object({ day: z.string(), firstDeposit: wireAmount, bets: wireAmount, claims: z.number() }),
  ),
  claims: z.number().int(),
  referrers: z.number().int(),
  total: wireAmount,
  /** Rewards claimable now (a liability) and withheld for review. */
  owed: wireAmount,
  withheld: wireAmount,
  withheldInvitees: z.array(referralWithheldSchema),
  /** Whether this operator may change the settings (owner, admin) and decide (and finance). */
  canEdit: z.boolean(),
  canReview: z.boolean(),
});
export type ReferralReport = z.infer<typeof referralReportSchema>;

/** GET /ops/api/referral?merchant=&from=&to= (days, the merchant's time zone). */
export const referralReportQuerySchema = deskMerchantQuerySchema.extend({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type ReferralReportQuery = z.infer<typeof referralReportQuerySchema>;

/** POST /ops/api/referral/invitees/:inviteeId/{release,reject}. */
export const referralDecisionParamsSchema = z.object({
  inviteeId: z.string().regex(/^[0-9]{1,18}$/),
  decision: z.enum(['release', 'reject']),
});
export type ReferralDecisionParams = z.infer<typeof referralDecisionParamsSchema>;
export const referralDecisionSchema = z.object({ reason: z.string().max(300).default('') });
export type ReferralDecision = z.infer<typeof referralDecisionSchema>;
