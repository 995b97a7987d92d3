import { z } from 'zod';
import { plainText } from './plain-text';
import { isLanguage } from './languages';

/**
 * Back-office sign-in (POST /ops/api/session). Only presence and an upper bound are checked: a
 * name or password too short to exist is refused as any wrong pair is (invalid_credentials),
 * telling nothing of the rules.
 */
export const opsLoginSchema = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(128),
  /** The authenticator's six digits, or one of the recovery codes, once two-factor is on. */
  code: z.string().trim().min(1).max(32).optional(),
  /** The captcha (GET /ops/api/captcha) demanded after a few failures. */
  captchaId: z.uuid().optional(),
  captcha: z.string().trim().min(1).max(16).optional(),
});
export type OpsLogin = z.infer<typeof opsLoginSchema>;

export const operatorRoles = ['owner', 'admin', 'finance', 'content', 'support'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/**
 * The roles that move money sign in with an authenticator (TOTP) as well as a password: until
 * they have set one up, the server lets them do nothing else. Other roles may turn it on.
 */
export const twoFactorRoles: readonly OperatorRole[] = ['owner', 'admin', 'finance'];

/** An operator's second factor: on, off by choice, or off and due before any desk opens. */
export const twoFactorStates = ['enabled', 'optional', 'required'] as const;
export type TwoFactorState = (typeof twoFactorStates)[number];

export const operatorSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(operatorRoles),
  merchantCode: z.string().nullable(),
  twoFactor: z.enum(twoFactorStates),
});
export type Operator = z.infer<typeof operatorSchema>;

/** POST /ops/api/two-factor: a new authenticator secret to confirm, with its QR address. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** GET /ops/api/two-factor: the operator's second factor and its recovery codes left. */
export const twoFactorStatusSchema = z.object({
  state: z.enum(twoFactorStates),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A code proving the authenticator (or a recovery code where the call says so). */
export const twoFactorCodeSchema = z.object({ code: z.string().trim().min(1).max(32) });
export type TwoFactorCode = z.infer<typeof twoFactorCodeSchema>;

/** Fresh one-time recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

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

/**
 * PATCH /ops/api/operators/:id: a new role, (de)activation, a new password, or the
 * authenticator taken off (a lost phone: the operator sets up a new one at the next sign-in).
 */
export const updateOperatorSchema = z
  .object({
    role: z.enum(operatorRoles).optional(),
    isActive: z.boolean().optional(),
    password: z.string().min(10).max(128).optional(),
    resetTwoFactor: z.literal(true).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined));
export type UpdateOperator = z.infer<typeof updateOperatorSchema>;

/**
 * Every kind of decision the action log records, grouped by desk. The server logs only these,
 * and the back office words each one in the operator's language.
 */
export const operatorActionCodes = [
  'operator_create',
  'operator_sign_in',
  'operator_sign_in_failed',
  'operator_update',
  'operator_two_factor_on',
  'operator_two_factor_off',
  'operator_recovery_codes',
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
  'lottery_period_cancel_request',
  'lottery_period_cancel_approve',
  'lottery_period_cancel_reject',
  'table_create',
  'table_update',
  'table_round_cancel',
  'cockfight_announce',
  'cockfight_odds',
  'cockfight_close',
  'cockfight_declare',
  'sportsbook_event_create',
  'sportsbook_event_update',
  'sportsbook_market_create',
  'sportsbook_market_update',
  'sportsbook_settle',
  'sportsbook_void',
  'sportsbook_settings',
  'sportsbook_stake_factor',
  'jackpot_open',
  'jackpot_update',
  'promotion_create',
  'promotion_update',
  'promotion_publish',
  'promotion_application_approve',
  'promotion_application_reject',
  'points_settings_save',
  'point_reward_create',
  'point_reward_update',
  'point_redemption_approve',
  'point_redemption_reject',
  'vip_settings_save',
  'vip_levels_save',
  'vip_member_save',
  'rebate_settings_save',
  'mission_create',
  'mission_update',
  'referral_settings_save',
  'referral_release',
  'referral_reject',
  'member_profile_correct',
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
  'display_update',
  'registration_rule_update',
  'media_upload',
  'merchant_create',
  'merchant_update',
  'agent_type_change',
  'agent_move',
  'agent_move_request',
  'agent_move_approve',
  'agent_move_reject',
  'agent_create',
  'agent_application_approve',
  'agent_application_reject',
  'agent_settings_update',
  'agent_contract_kind_update',
  'agent_contract_rule_update',
  'agent_contract_set',
  'agent_contract_end',
  'agent_contract_template_save',
  'agent_contract_template_delete',
  'agent_settlement_rerun',
  'agent_statement_release',
  'agent_statement_refuse',
] as const;
export type OperatorActionCode = (typeof operatorActionCodes)[number];

/**
 * Every field name the action log's details use, at any depth (a change's `from`/`to` and a
 * language code are not fields). The back office words each one; a test fails when a service
 * logs a name not listed here. By convention a name ending in `Minor` holds an amount in the
 * merchant's minor units and one ending in `BasisPoints` a share in hundredths of a percent.
 */
export const loggedFieldNames = [
  'acceptedPattern',
  'accountName',
  'accountNumber',
  'activeMinDepositMinor',
  'activeMinValidBetMinor',
  'adapter',
  'address',
  'adjustmentDualMinor',
  'adjustmentId',
  'allowsWithdrawal',
  'amount',
  'amountMinor',
  'applicationId',
  'areaLimits',
  'bddOdds',
  'betPoints',
  'betRate',
  'bettingSeconds',
  'body',
  'bonusBasisPoints',
  'bonusCapMinor',
  'bonusMinor',
  'bonusType',
  'by',
  'bytes',
  'cancelId',
  'category',
  'changes',
  'channel',
  'channelId',
  'chipsMinor',
  'claimDays',
  'code',
  'colorAccent',
  'colorPrimary',
  'commissionPercent',
  'content',
  'contractId',
  'convertCashMinor',
  'convertMinPoints',
  'convertPoints',
  'crashEdgePercent',
  'crashMaxMultiplier',
  'createdAt',
  'csPosition',
  'csType',
  'currency',
  'defaultLanguage',
  'depositMin',
  'depositMinMinor',
  'depositTurnoverPercent',
  'description',
  'digits',
  'direction',
  'displayName',
  'displayStart',
  'domains',
  'drawOdds',
  'earnUnitMinor',
  'endsAt',
  'field',
  'firstDepositReward',
  'game',
  'gameCode',
  'gameType',
  'gameTypes',
  'gatewayCode',
  'gatewayId',
  'graceDays',
  'groupName',
  'height',
  'holdAboveMinor',
  'iconUrl',
  'id',
  'imageUrl',
  'inserted',
  'invitee',
  'inviteesMin',
  'isActive',
  'isAgent',
  'isCancellable',
  'isCarryingLosses',
  'isDefault',
  'isEnabled',
  'isHot',
  'isOfferedToAgents',
  'isPublished',
  'isReconnection',
  'isRequired',
  'isVip',
  'jurisdiction',
  'keepDepositMin',
  'keepValidBetMin',
  'keyFingerprint',
  'kind',
  'label',
  'labelNameEn',
  'labels',
  'language',
  'languages',
  'lastUsedAt',
  'launchMode',
  'launchUrlTemplate',
  'levels',
  'linkageType',
  'linkageValue',
  'logoUrl',
  'maxLength',
  'maxMinor',
  'maxPayoutPerPeriod',
  'maxRateBasisPoints',
  'maxRoundPayout',
  'maxStake',
  'memberId',
  'memberLimit',
  'merchantId',
  'meronOdds',
  'methodId',
  'minBetMinor',
  'minDepositMinor',
  'minLength',
  'minMinor',
  'minStake',
  'monthlyBonus',
  'moveDualTeamSize',
  'moveId',
  'name',
  'names',
  'note',
  'number',
  'odds',
  'oddsNoticeHours',
  'oddsOneIn',
  'orderMinutes',
  'owner',
  'parts',
  'password',
  'path',
  'patternId',
  'payUrl',
  'payoutAccountsMax',
  'payoutReference',
  'periodStake',
  'periods',
  'playType',
  'points',
  'popupRepeat',
  'pricing',
  'prizeWeights',
  'prizesMinor',
  'promotionId',
  'purpose',
  'qrCodeUrl',
  'qualifyDepositMin',
  'rank',
  'reason',
  'rebateRates',
  'receiptMinutes',
  'referrer',
  'refundTransferId',
  'resolution',
  'resourceType',
  'resultSeconds',
  'returnPercent',
  'role',
  'rowCount',
  'secretFingerprint',
  'seed',
  'sharePercent',
  'signals',
  'slug',
  'sortOrder',
  'startsAt',
  'status',
  'stock',
  'streamUrl',
  'summary',
  'tag',
  'teamSize',
  'template',
  'templateId',
  'terms',
  'texts',
  'tiers',
  'timeZone',
  'title',
  'toUpline',
  'topic',
  'transferId',
  'transferMaxMinor',
  'transferMinMinor',
  'turnoverMinor',
  'turnoverMultiple',
  'twoFactor',
  'type',
  'updated',
  'updatedAt',
  'upgradeBonus',
  'upline',
  'url',
  'userAgent',
  'username',
  'validBetMin',
  'vassalage',
  'walaOdds',
  'walletMode',
  'weeklyBonus',
  'width',
  'windowDays',
  'winner',
  'withdrawDailyCountMax',
  'withdrawDailyMax',
  'withdrawDailyMaxMinor',
  'withdrawMaxMinor',
  'withdrawMinMinor',
  'minClaim',
  'period',
  'target',
  'reward',
  'score',
  'fullName',
  'birthday',
] as const;
export type LoggedFieldName = (typeof loggedFieldNames)[number];

/** Whether a detail's field name has words in the back office. */
export function isLoggedFieldName(name: string): name is LoggedFieldName {
  return (loggedFieldNames as readonly string[]).includes(name);
}

export function isDetailRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The two names the services log a change under: `{ from, to }` or `{ before, after }`. */
const changeSides = [
  ['from', 'to'],
  ['before', 'after'],
] as const;

/**
 * A logged change's two sides, when the value is one; a side may be missing (a first setting
 * has nothing before, and JSON keeps no undefined).
 */
export function detailChangeOf(value: unknown): { from: unknown; to: unknown } | null {
  if (!isDetailRecord(value)) return null;
  const keys = Object.keys(value);
  if (keys.length === 0) return null;
  for (const [before, after] of changeSides) {
    if (keys.every((key) => key === before || key === after)) {
      return { from: value[before], to: value[after] };
    }
  }
  return null;
}

/** A long text the log keeps by its length only: `{ chars: 5120 }`. */
export function detailCharCountOf(value: unknown): number | null {
  if (!isDetailRecord(value)) return null;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === 'chars' && typeof value.chars === 'number'
    ? value.chars
    : null;
}

/** The field names a detail uses at any depth, as the back office reads them (see above). */
export function detailFieldNames(value: unknown): string[] {
  if (detailCharCountOf(value) !== null) return [];
  if (Array.isArray(value)) return value.flatMap(detailFieldNames);
  const change = detailChangeOf(value);
  if (change) return [...detailFieldNames(change.from), ...detailFieldNames(change.to)];
  if (!isDetailRecord(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(isLanguage(key) ? [] : [key]),
    ...detailFieldNames(inner),
  ]);
}

/** One entry of the audited action log. */
export const operatorActionSchema = z.object({
  id: z.string(),
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.unknown(),
  /** The merchant's currency, for the detail's amounts in minor units; null off any merchant. */
  currency: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorActionEntry = z.infer<typeof operatorActionSchema>;

/** GET /ops/api/members?q=: a username, mobile number or payee name (part of one). */
export const memberSearchQuerySchema = z.object({ q: z.string().trim().min(2).max(64) });

/** GET /ops/api/members/:id?beforeId=: the member's ledger, older than an entry for the next page. */
export const memberLedgerQuerySchema = z.object({
  beforeId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

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
  reason: plainText(300).min(3),
  idempotencyKey: z.string().min(8).max(100),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

export const adjustmentStatuses = ['awaiting_approval', 'applied', 'rejected'] as const;
export type AdjustmentStatus = (typeof adjustmentStatuses)[number];

/** GET /ops/api/adjustments?status=: those waiting for a second operator, or decided ones. */
export const adjustmentsQuerySchema = z.object({
  status: z.enum(adjustmentStatuses).default('awaiting_approval'),
});

export const adjustmentSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.string(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(adjustmentStatuses),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** GET /ops/api/members/:id: the member and a page of its ledger, newest first. */
export const memberDetailSchema = z.object({
  member: memberSummarySchema,
  ledger: z.array(ledgerEntrySchema),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** POST /ops/api/withdrawals/:id/disburse. */
export const disburseRequestSchema = z.object({
  payoutReference: z.string().trim().min(1).max(100),
});
/** POST /ops/api/withdrawals/:id/resolve: a dispute closed by refund or confirmed paid. */
export const resolveWithdrawalSchema = z.object({
  resolution: z.enum(['refunded', 'paid_confirmed']),
  note: plainText(300).min(3),
});
export type ResolveWithdrawal = z.infer<typeof resolveWithdrawalSchema>;

/** GET /ops/api/actions: the action log, filtered, older than an id for the next page. */
export const actionsQuerySchema = z.object({
  target: z.string().max(100).optional(),
  action: z.enum(operatorActionCodes).optional(),
  beforeId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

/** POST /ops/api/session: the operator and the token of the new back-office session. */
export const opsSessionSchema = z.object({ token: z.string(), operator: operatorSchema });

/**
 * Who may do what in the back office: each capability and the roles that have it. The server
 * checks it on every call; the back office shows a desk, and a desk's controls, only to them.
 */
export const roleTable = {
  /** Operator accounts and the action log. */
  manageOperators: ['owner', 'admin'],
  /** Money decisions: deposits, withdrawals and balance adjustments. */
  finance: ['owner', 'admin', 'finance'],
  /** Looking members up with their balances and ledger (support answers players). */
  lookUpMembers: ['owner', 'admin', 'finance', 'support'],
  /** Payment methods, channels, gateways and receiving accounts set up. */
  paymentSetup: ['owner', 'admin'],
  /** The payment desk seen, and receiving accounts added or paused (finance rotates them). */
  paymentDesk: ['owner', 'admin', 'finance'],
  /** Lottery games, odds and stakes changed, periods cancelled. */
  lotterySetup: ['owner', 'admin'],
  /** The lottery desk seen (finance follows the periods' stakes and wins). */
  lotteryDesk: ['owner', 'admin', 'finance'],
  /** Vendors connected and games imported or changed. */
  gameDesk: ['owner', 'admin'],
  /** The progressive jackpot's settings. */
  jackpot: ['owner', 'admin'],
  /** Pictures uploaded for banners, promotions and content. */
  media: ['owner', 'admin', 'content'],
  /** What players read and the site's configuration. */
  content: ['owner', 'admin', 'content'],
  /** Players' feedback read. */
  feedback: ['owner', 'admin', 'support'],
  /** Promotions written and published. */
  promotionEdit: ['owner', 'admin', 'content'],
  /** Applications for promotions reviewed: approving pays a bonus. */
  promotionReview: ['owner', 'admin', 'finance'],
  /** The agent network seen: the tree and each agent's team. */
  agentDesk: ['owner', 'admin', 'finance', 'support'],
  /** Agents made or unmade and members moved to another upline. */
  agentSetup: ['owner', 'admin'],
  /** The points programme set: the ratio table, the conversion and the mall's rewards. */
  pointsEdit: ['owner', 'admin'],
  /** Redemptions of the point mall approved or rejected: approving pays a cash reward. */
  redemptionReview: ['owner', 'admin', 'finance'],
  /** The VIP programme set (levels, benefits, bonuses) and members' levels and labels. */
  vipEdit: ['owner', 'admin'],
  /** The rebate desk seen: what manual rebates paid (finance follows the cost). */
  rebateDesk: ['owner', 'admin', 'finance'],
  /** The rebate's period, minimum claim and turnover set. */
  rebateEdit: ['owner', 'admin'],
  /** The missions desk seen: missions and what they paid (finance follows the cost). */
  missionDesk: ['owner', 'admin', 'finance'],
  /** Missions written: their goals, rewards, scores and schedules. */
  missionEdit: ['owner', 'admin'],
  /** The referral desk seen: what referral rewards paid and owe (finance follows the cost). */
  referralDesk: ['owner', 'admin', 'finance'],
  /** The referral programme set: its tiers, qualifying deposit, turnover and expiry. */
  referralEdit: ['owner', 'admin'],
  /** Withheld friends released (their rewards become claimable: money) or rejected. */
  referralReview: ['owner', 'admin', 'finance'],
  /** A member's locked profile fields (full name, birthday) corrected from their documents. */
  correctProfiles: ['owner', 'admin'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type Capability = keyof typeof roleTable;

/** Whether an operator of this role has the capability. */
export function hasCapability(role: OperatorRole, capability: Capability): boolean {
  return (roleTable[capability] as readonly OperatorRole[]).includes(role);
}
