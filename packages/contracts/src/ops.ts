import { z } from 'zod';

/**
 * Back-office sign-in (POST /ops/api/session). Only presence and an upper bound are checked: a
 * name or password too short to exist is refused as any wrong pair is (invalid_credentials),
 * telling nothing of the rules.
 */
export const opsLoginSchema = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(128),
});
export type OpsLogin = z.infer<typeof opsLoginSchema>;

export const operatorSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(['owner', 'admin', 'finance', 'content', 'support']),
  merchantCode: z.string().nullable(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorRoles = ['owner', 'admin', 'finance', 'content', 'support'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/** An operator account as the admin screen lists it. */
export const operatorAccountSchema = operatorSchema.extend({
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

/** POST /ops/api/operators. */
export const createOperatorSchema = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z0-9_.]{2,31}$/),
  password: z.string().min(10).max(128),
  role: z.enum(operatorRoles),
});
export type CreateOperator = z.infer<typeof createOperatorSchema>;

/** PATCH /ops/api/operators/:id: a new role, (de)activation, or a new password. */
export const updateOperatorSchema = z
  .object({
    role: z.enum(operatorRoles).optional(),
    isActive: z.boolean().optional(),
    password: z.string().min(10).max(128).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined));
export type UpdateOperator = z.infer<typeof updateOperatorSchema>;

/**
 * Every kind of decision the action log records, grouped by desk. The server logs only these,
 * and the back office words each one in the operator's language.
 */
export const operatorActionCodes = [
  'operator_create',
  'operator_update',
  'adjustment_request',
  'adjustment_apply',
  'adjustment_reject',
  'deposit_approve',
  'deposit_reject',
  'withdrawal_approve',
  'withdrawal_reject',
  'withdrawal_disburse',
  'withdrawal_resolve',
  'payment_method_create',
  'payment_method_update',
  'payment_channel_create',
  'payment_channel_update',
  'receiving_account_create',
  'receiving_account_update',
  'payment_gateway_create',
  'payment_gateway_update',
  'wallet_rules_update',
  'vendor_connect',
  'vendor_update',
  'page_game_update',
  'game_update',
  'games_import',
  'lottery_game_update',
  'lottery_offer_set',
  'lottery_offer_remove',
  'lottery_period_cancel',
  'jackpot_open',
  'jackpot_update',
  'promotion_create',
  'promotion_update',
  'promotion_publish',
  'promotion_application_approve',
  'promotion_application_reject',
  'banner_create',
  'banner_update',
  'banner_delete',
  'notice_create',
  'notice_update',
  'notice_delete',
  'help_create',
  'help_update',
  'help_delete',
  'customer_service_create',
  'customer_service_update',
  'customer_service_delete',
  'licence_create',
  'licence_update',
  'licence_delete',
  'resource_save',
  'resource_delete',
  'flag_update',
  'registration_rule_update',
  'media_upload',
] as const;
export type OperatorActionCode = (typeof operatorActionCodes)[number];

/** One entry of the audited action log. */
export const operatorActionSchema = z.object({
  id: z.string(),
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.unknown(),
  createdAt: z.string(),
});
export type OperatorActionEntry = z.infer<typeof operatorActionSchema>;

/** Member lookup: a row of the search. */
export const memberSummarySchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  username: z.string(),
  mobile: z.string().nullable(),
  payeeName: z.string().nullable(),
  isAgent: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
  balance: z.string(),
  held: z.string(),
  currency: z.string(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/** A ledger movement of a member's account, for the back office. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  time: z.string(),
  account: z.string(),
  kind: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
  reference: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** POST /ops/api/members/:id/adjustments. */
export const adjustmentRequestSchema = z.object({
  direction: z.enum(['credit', 'debit']),
  amount: z.string().max(30),
  reason: z.string().trim().min(3).max(300),
  idempotencyKey: z.string().min(8).max(100),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

export const adjustmentSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.string(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(['awaiting_approval', 'applied', 'rejected']),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** POST /ops/api/withdrawals/:id/disburse. */
export const disburseRequestSchema = z.object({
  payoutReference: z.string().trim().min(1).max(100),
});
/** POST /ops/api/withdrawals/:id/resolve: a dispute closed by refund or confirmed paid. */
export const resolveWithdrawalSchema = z.object({
  resolution: z.enum(['refunded', 'paid_confirmed']),
  note: z.string().trim().min(3).max(300),
});
export type ResolveWithdrawal = z.infer<typeof resolveWithdrawalSchema>;
