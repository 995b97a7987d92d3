import { z } from 'zod';

/**
 * Agents' contracts (spec §1 agent programme, §3 contract fields, §4 contracts): what an upline
 * offers a direct downline, the requests the downline answers, and the statements of each
 * settlement. Rates are basis points (100 bp = 1 %); amounts are the wire's decimal strings.
 */
export const contractKinds = [
  'dividend',
  'daily_salary',
  'hourly_salary',
  'realtime_salary',
] as const;
export type ContractKind = (typeof contractKinds)[number];

export const dividendPeriods = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type DividendPeriod = (typeof dividendPeriods)[number];

/** At most this many tiers in a contract. */
export const contractTiersMax = 10;

const rateBp = z.number().int().min(0).max(10_000);
const amountText = z.string().trim().max(30);
const idText = z.string().regex(/^\d{1,18}$/);

/**
 * A tier: the rate earned once every minimum it names is met. A dividend's tiers name active
 * members and the period's profit/loss; a daily salary's the day's valid bet and active members;
 * an hourly salary's the hour's valid bet.
 */
export const contractTierSchema = z.object({
  rateBp,
  activeMembers: z.number().int().min(0).max(10_000_000).optional(),
  validBet: amountText.optional(),
  profitLoss: amountText.optional(),
  hourBet: amountText.optional(),
});
export type ContractTier = z.infer<typeof contractTierSchema>;

/** A contract's terms; which fields apply follows its kind. */
export const contractTermsSchema = z.object({
  /** A dividend's period. */
  period: z.enum(dividendPeriods).optional(),
  tiers: z.array(contractTierSchema).max(contractTiersMax).optional(),
  /** Real-time salary: the rate on the stake of a bet the member won, and of one it lost. */
  profitRateBp: rateBp.optional(),
  lossRateBp: rateBp.optional(),
  /** Real-time salary: the smallest stake of a bet that counts. */
  singleBet: amountText.optional(),
});
export type ContractTerms = z.infer<typeof contractTermsSchema>;

export const contractStatuses = ['offered', 'active', 'rejected', 'withdrawn', 'ended'] as const;
export const contractEndReasons = [
  'replaced',
  'terminated',
  'operator',
  'upline_ended',
  'not_covered',
  'not_agent',
] as const;

export const contractSchema = z.object({
  id: z.string(),
  kind: z.enum(contractKinds),
  status: z.enum(contractStatuses),
  holder: z.string(),
  /** Who offered it: the upline's username, or null for the operator. */
  upline: z.string().nullable(),
  terms: contractTermsSchema,
  offeredAt: z.string(),
  decidedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.enum(contractEndReasons).nullable(),
  /** The upline asked to end it; the holder answers. */
  isTerminationRequested: z.boolean(),
});
export type Contract = z.infer<typeof contractSchema>;

/** What the merchant allows of a kind. */
export const contractKindBoundsSchema = z.object({
  kind: z.enum(contractKinds),
  maxRateBp: z.number().int(),
  periods: z.array(z.enum(dividendPeriods)),
  isCarryingLosses: z.boolean(),
});
export type ContractKindBounds = z.infer<typeof contractKindBoundsSchema>;

export const contractKindQuerySchema = z.object({ kind: z.enum(contractKinds) });
export type ContractKindQuery = z.infer<typeof contractKindQuerySchema>;

/** GET /wps/agent/contracts?kind=: the kind's bounds and my contracts of it. */
export const myContractsSchema = z.object({
  currency: z.string(),
  bounds: contractKindBoundsSchema,
  active: contractSchema.nullable(),
  /** An offer waiting for my answer. */
  offered: contractSchema.nullable(),
  /** The operator's templates of the kind my active contract covers, to start an offer from. */
  templates: z.array(z.object({ id: z.string(), name: z.string(), terms: contractTermsSchema })),
});
export type MyContracts = z.infer<typeof myContractsSchema>;

/** GET /wps/agent/contracts/enabled: the kinds the merchant runs (the centre's pages). */
export const enabledContractKindsSchema = z.object({ kinds: z.array(z.enum(contractKinds)) });
export type EnabledContractKinds = z.infer<typeof enabledContractKindsSchema>;

export const downlineContractsQuerySchema = z.object({
  kind: z.enum(contractKinds),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type DownlineContractsQuery = z.infer<typeof downlineContractsQuerySchema>;

/** GET /wps/agent/contracts/downlines: my direct downline agents and their contracts. */
export const downlineContractsSchema = z.object({
  currency: z.string(),
  page: z.number().int(),
  totalPages: z.number().int(),
  rows: z.array(
    z.object({
      username: z.string(),
      active: contractSchema.nullable(),
      offered: contractSchema.nullable(),
    }),
  ),
});
export type DownlineContracts = z.infer<typeof downlineContractsSchema>;

/** POST /wps/agent/contracts/offers: a contract for a direct downline agent. */
export const contractOfferRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_.@+-]{1,64}$/),
  kind: z.enum(contractKinds),
  terms: contractTermsSchema,
  /** Go on although accepting will end downline contracts the offer does not cover. */
  isEndingDownlines: z.boolean().optional(),
});
export type ContractOfferRequest = z.infer<typeof contractOfferRequestSchema>;

/**
 * The offer made, or (not confirmed yet) the contracts below the downline that accepting it
 * would end: the upline is warned first (spec §4).
 */
export const contractOfferAnswerSchema = z.object({
  offered: contractSchema.nullable(),
  endingDownlines: z.array(z.object({ username: z.string(), contract: contractSchema })),
});
export type ContractOfferAnswer = z.infer<typeof contractOfferAnswerSchema>;

/** A downline answers an offer or a termination request. */
export const contractDecisionRequestSchema = z.object({ isAccepted: z.boolean() });
export type ContractDecisionRequest = z.infer<typeof contractDecisionRequestSchema>;

/** The Home calls MCS2_processDividendReq and the like: answer my pending request of a kind. */
export const contractRequestDecisionSchema = z.object({
  isAccepted: z.boolean(),
  /** The request answered, as the consolidated funds named it (a newer one is not answered). */
  contractId: idText,
});
export type ContractRequestDecision = z.infer<typeof contractRequestDecisionSchema>;

/** A request waiting for the member (the consolidated funds' four fields). */
export const contractRequestSchema = z.object({
  type: z.enum(['new', 'termination']),
  contract: contractSchema,
});
export type ContractRequest = z.infer<typeof contractRequestSchema>;

export const statementSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  period: z.enum(['5min', 'hour', 'daily', 'weekly', 'semimonthly', 'monthly']),
  activeMembers: z.number().int(),
  validBet: z.string(),
  profitLoss: z.string(),
  lostBet: z.string(),
  wonBet: z.string(),
  /** What the rate applies to: the valid bet, the profit/loss, or (real-time) every stake. */
  base: z.string(),
  /** The rate reached; real-time salary: the rate on lost bets, with profitRateBp on won. */
  rateBp: z.number().int(),
  profitRateBp: z.number().int().nullable(),
  tier: contractTierSchema.nullable(),
  own: z.string(),
  downlines: z.string(),
  carryIn: z.string(),
  carryOut: z.string(),
  pay: z.string(),
  paid: z.string(),
  status: z.enum(['due', 'paid', 'held', 'refused']),
});
export type Statement = z.infer<typeof statementSchema>;

export const statementsQuerySchema = downlineContractsQuerySchema;

/** GET /wps/agent/contracts/statements: my statements of a kind, newest first. */
export const statementsSchema = z.object({
  currency: z.string(),
  page: z.number().int(),
  totalPages: z.number().int(),
  rows: z.array(statementSchema),
});
export type Statements = z.infer<typeof statementsSchema>;

// The back office's contracts desk (/ops/api/agent-contracts).

/** A kind's bounds as the desk edits them; `holdAbove` empty: payments never wait. */
export const contractKindSettingsSchema = z.object({
  kind: z.enum(contractKinds),
  isEnabled: z.boolean(),
  maxRateBp: rateBp,
  periods: z.array(z.enum(dividendPeriods)).max(4),
  isCarryingLosses: z.boolean(),
  holdAbove: amountText,
});
export type ContractKindSettings = z.infer<typeof contractKindSettingsSchema>;

export const contractKindSettingsRequestSchema = contractKindSettingsSchema.omit({ kind: true });
export type ContractKindSettingsRequest = z.infer<typeof contractKindSettingsRequestSchema>;

/** Who is an active member of a period: at least this deposit and this valid bet in it. */
export const activeRuleSchema = z.object({ minDeposit: amountText, minValidBet: amountText });
export type ActiveRule = z.infer<typeof activeRuleSchema>;

export const contractDeskSettingsSchema = z.object({
  currency: z.string(),
  kinds: z.array(contractKindSettingsSchema),
  activeRule: activeRuleSchema,
});
export type ContractDeskSettings = z.infer<typeof contractDeskSettingsSchema>;

export const contractKindParamsSchema = z.object({ kind: z.enum(contractKinds) });

export const deskContractsQuerySchema = z.object({
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
  kind: z.enum(contractKinds).optional(),
  /** The start of a holder's username. */
  q: z.string().trim().toLowerCase().max(64).optional(),
  status: z.enum(contractStatuses).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type DeskContractsQuery = z.infer<typeof deskContractsQuerySchema>;

export const deskContractsSchema = z.object({
  currency: z.string(),
  page: z.number().int(),
  totalPages: z.number().int(),
  rows: z.array(contractSchema),
});
export type DeskContracts = z.infer<typeof deskContractsSchema>;

/** At most this many templates of a kind per merchant. */
export const contractTemplatesMax = 20;

/**
 * Terms the operator names and keeps: set as an agent's contract at the top, and — when offered
 * to agents — a starting point for an upline's offer (shown to those whose contract covers it).
 */
export const contractTemplateSchema = z.object({
  id: z.string(),
  kind: z.enum(contractKinds),
  name: z.string(),
  terms: contractTermsSchema,
  isOfferedToAgents: z.boolean(),
  updatedAt: z.string(),
});
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;

export const contractTemplatesSchema = z.object({
  currency: z.string(),
  rows: z.array(contractTemplateSchema),
});
export type ContractTemplates = z.infer<typeof contractTemplatesSchema>;

export const contractTemplateRequestSchema = z.object({
  kind: z.enum(contractKinds),
  name: z.string().trim().min(1).max(60),
  terms: contractTermsSchema,
  isOfferedToAgents: z.boolean(),
});
export type ContractTemplateRequest = z.infer<typeof contractTemplateRequestSchema>;

/** The operator's contract for an agent at the top: active at once. */
export const topContractRequestSchema = contractOfferRequestSchema;

export const contractEndRequestSchema = z.object({ reason: z.string().trim().min(3).max(300) });
export type ContractEndRequest = z.infer<typeof contractEndRequestSchema>;

export const settlementsQuerySchema = z.object({
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
  kind: z.enum(contractKinds),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type SettlementsQuery = z.infer<typeof settlementsQuerySchema>;

export const settlementSchema = z.object({
  id: z.string(),
  kind: z.enum(contractKinds),
  period: statementSchema.shape.period,
  startsAt: z.string(),
  endsAt: z.string(),
  runs: z.number().int(),
  status: z.enum(['computing', 'settled']),
  computedAt: z.string().nullable(),
  agents: z.number().int(),
  pay: z.string(),
  paid: z.string(),
  held: z.string(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const settlementsSchema = z.object({
  currency: z.string(),
  page: z.number().int(),
  totalPages: z.number().int(),
  rows: z.array(settlementSchema),
});
export type Settlements = z.infer<typeof settlementsSchema>;

/** A settlement's statement lines, each with its agent and upline. */
export const settlementDetailSchema = z.object({
  currency: z.string(),
  settlement: settlementSchema,
  lines: z.array(statementSchema.extend({ agent: z.string(), upline: z.string().nullable() })),
});
export type SettlementDetail = z.infer<typeof settlementDetailSchema>;

/** An operator releases a held payment (it is paid) or refuses it. */
export const statementDecisionRequestSchema = z.object({
  isReleased: z.boolean(),
  reason: z.string().trim().min(3).max(300),
});
export type StatementDecisionRequest = z.infer<typeof statementDecisionRequestSchema>;
