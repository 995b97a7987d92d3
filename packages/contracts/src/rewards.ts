import { z } from 'zod';
import { vipBonusKinds } from './vip';

/**
 * The reward centre (spec §2 member centre rewardCenter with its badge; issue 36): every reward
 * a member may claim now, from every programme, in one list, and those claimed or expired
 * lately; each claimed once through the programme it belongs to. Amounts are decimal strings in
 * the merchant's currency.
 */

/** Where a reward comes from. */
export const rewardSources = ['vip_bonus', 'rebate', 'promotion', 'mission', 'referral'] as const;
export type RewardSource = (typeof rewardSources)[number];

export const rewardStatuses = ['claimable', 'claimed', 'expired'] as const;
export type RewardStatus = (typeof rewardStatuses)[number];

/** One reward. `name` is the VIP level's or the promotion's name in the member's language. */
export const rewardSchema = z.object({
  source: z.enum(rewardSources),
  /** The reward's id in its programme (a VIP bonus's, a promotion's, a rebate period's). */
  id: z.string(),
  /** A VIP bonus's kind. */
  kind: z.enum(vipBonusKinds).nullable(),
  name: z.string(),
  /** A VIP bonus's or a rebate's period (2026-W49, 2026-12, 2026-12-10). */
  period: z.string().nullable(),
  /** Null where the amount is known only at the claim (a raffle's prize, a percent of a deposit). */
  amount: z.string().nullable(),
  turnover: z.string().nullable(),
  status: z.enum(rewardStatuses),
  /** Claimed in the reward centre, or only on its own page (a raffle is drawn there). */
  isClaimedHere: z.boolean(),
  createdAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

/** GET /wps/rewards: the claimable first (soonest to expire first), then the rest, newest first. */
export const rewardListSchema = z.object({
  currency: z.string(),
  rewards: z.array(rewardSchema),
  claimableCount: z.number().int(),
});
export type RewardList = z.infer<typeof rewardListSchema>;

/** GET /wps/rewards/count: the badge. */
export const rewardCountSchema = z.object({ count: z.number().int() });
export type RewardCount = z.infer<typeof rewardCountSchema>;

/** POST /wps/rewards/claim: a request id makes a retry answer as the first. */
export const rewardClaimRequestSchema = z.object({
  source: z.enum(rewardSources),
  id: z.string().regex(/^[0-9A-Za-z_-]{1,40}$/),
  requestId: z.uuid(),
});
export type RewardClaimRequest = z.infer<typeof rewardClaimRequestSchema>;

/** What a claim paid, and the wallet after it. */
export const rewardClaimAnswerSchema = z.object({
  source: z.enum(rewardSources),
  id: z.string(),
  amount: z.string(),
  turnover: z.string(),
  balance: z.string().nullable(),
});
export type RewardClaimAnswer = z.infer<typeof rewardClaimAnswerSchema>;
