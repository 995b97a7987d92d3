import { z } from 'zod';
import { catalogueGameTypes } from './constants';
import { plainText } from './plain-text';

/**
 * The agent centre's reports and actions (spec §2): team betting, profit and loss per member,
 * the team's transactions, my income, notices for agents, the register centre and a downline's
 * detail. Days are the merchant's calendar days, both ends included, at most
 * recordsRangeDaysMax apart; a report's member is counted in the team of the upline it had at
 * the end of that day. Amounts are decimal strings.
 */

const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const usernameParam = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_.@+-]{1,64}$/);

/** How many rows a report page shows, and how many rows its CSV export holds at most. */
export const agentReportPageSize = 20;
export const agentReportExportMax = 10_000;

const reportRange = {
  from: calendarDay,
  to: calendarDay,
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  /** `csv` answers the whole report (up to agentReportExportMax rows) as a CSV file. */
  format: z.enum(['csv']).optional(),
};

/** Team betting (personalHistoryCopy) grouped one way. */
export const teamBettingGroups = ['member', 'gameType', 'vendor', 'day'] as const;
export type TeamBettingGroup = (typeof teamBettingGroups)[number];

export const teamBettingQuerySchema = z.object({
  ...reportRange,
  groupBy: z.enum(teamBettingGroups).optional(),
  /** Only this member of the team (a username); '' is everyone. */
  member: usernameParam.optional().or(z.literal('')),
  gameType: z.enum(catalogueGameTypes).optional().or(z.literal('')),
  vassalage: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/)
    .optional()
    .or(z.literal('')),
});
export type TeamBettingQuery = z.infer<typeof teamBettingQuerySchema>;

export const teamBettingRowSchema = z.object({
  /** The group's key: a username, a game type, a vendor code or a day. */
  key: z.string(),
  /** How the group is shown: the vendor's name for a vendor, else the key. */
  label: z.string(),
  betCount: z.number().int(),
  validBet: z.string(),
  payout: z.string(),
  /** The members' result: payout less valid bet. */
  winLoss: z.string(),
});
export type TeamBettingRow = z.infer<typeof teamBettingRowSchema>;

const reportTotals = {
  page: z.number().int(),
  totalPages: z.number().int(),
  currency: z.string(),
};

export const teamBettingSchema = z.object({
  rows: z.array(teamBettingRowSchema),
  totals: teamBettingRowSchema.omit({ key: true, label: true }),
  /** The vendors the team played in the range, for the filter. */
  vendors: z.array(z.object({ vassalage: z.string(), name: z.string() })),
  ...reportTotals,
});
export type TeamBetting = z.infer<typeof teamBettingSchema>;

/** Profit and loss per member (palStatementsAgentCopy). */
export const teamProfitQuerySchema = z.object({
  ...reportRange,
  /** The start of a username. */
  q: z.string().trim().toLowerCase().max(64).optional(),
});
export type TeamProfitQuery = z.infer<typeof teamProfitQuerySchema>;

export const teamProfitRowSchema = z.object({
  username: z.string(),
  level: z.number().int(),
  deposit: z.string(),
  withdrawal: z.string(),
  validBet: z.string(),
  payout: z.string(),
  bonus: z.string(),
  /** The member's profit: payout and bonus less valid bet (below zero: the member lost). */
  profit: z.string(),
});
export type TeamProfitRow = z.infer<typeof teamProfitRowSchema>;

export const teamProfitSchema = z.object({
  rows: z.array(teamProfitRowSchema),
  totals: teamProfitRowSchema.omit({ username: true, level: true }),
  /** A search matched more than agentSearchMatchCap members: only so many are paged. */
  hasMoreMatches: z.boolean(),
  ...reportTotals,
});
export type TeamProfit = z.infer<typeof teamProfitSchema>;

/** The team's money movements (agentDownlineTransactionDetailsCopy). */
export const teamTransactionKinds = ['deposit', 'withdrawal', 'transfer'] as const;
export type TeamTransactionKind = (typeof teamTransactionKinds)[number];

export const teamTransactionsQuerySchema = z.object({
  ...reportRange,
  kind: z.enum(teamTransactionKinds).optional().or(z.literal('')),
  member: usernameParam.optional().or(z.literal('')),
});
export type TeamTransactionsQuery = z.infer<typeof teamTransactionsQuerySchema>;

export const teamTransactionSchema = z.object({
  id: z.string(),
  at: z.string(),
  username: z.string(),
  kind: z.enum(teamTransactionKinds),
  /** For a transfer: who sent it and who received it. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  amount: z.string(),
});
export type TeamTransaction = z.infer<typeof teamTransactionSchema>;

export const teamTransactionsSchema = z.object({
  rows: z.array(teamTransactionSchema),
  ...reportTotals,
});
export type TeamTransactions = z.infer<typeof teamTransactionsSchema>;

/**
 * Where an agent's own income comes from (agentRevenueReport), as ledger kinds credited to its
 * wallet: the contracts' settlements (issue 32) pay dividends and salaries under the first
 * four; then what its members sent it (transfer_upline) and what its upline sent it
 * (transfer_downline).
 */
export const agentIncomeSources = [
  'agent_dividend',
  'agent_daily_salary',
  'agent_hourly_salary',
  'agent_realtime_salary',
  'transfer_upline',
  'transfer_downline',
] as const;
export type AgentIncomeSource = (typeof agentIncomeSources)[number];

export const agentIncomeQuerySchema = z.object(reportRange);
export type AgentIncomeQuery = z.infer<typeof agentIncomeQuerySchema>;

export const agentIncomeSchema = z.object({
  /** Every source, each with its sum in the range (zero when nothing came from it). */
  sources: z.array(
    z.object({ source: z.enum(agentIncomeSources), count: z.number().int(), amount: z.string() }),
  ),
  /** The payments, newest first. */
  rows: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      source: z.enum(agentIncomeSources),
      amount: z.string(),
    }),
  ),
  total: z.string(),
  ...reportTotals,
});
export type AgentIncome = z.infer<typeof agentIncomeSchema>;

/** Notices addressed to agents (agentAnnouncement), newest first. */
export const agentNoticesSchema = z.object({
  notices: z.array(
    z.object({ id: z.string(), title: z.string(), content: z.string(), at: z.string() }),
  ),
});
export type AgentNotices = z.infer<typeof agentNoticesSchema>;

// The register centre (registerCenter).

/**
 * The agent's invitation: its code and the registration path with the code
 * (`/register?affiliateCode=…`), which the site shares as a link on its own address.
 */
export const agentInvitationSchema = z.object({
  code: z.string(),
  link: z.string(),
});
export type AgentInvitation = z.infer<typeof agentInvitationSchema>;

/** Whom an agent opens an account for: a player of its team, or a sub-agent. */
export const downlineKinds = ['member', 'agent'] as const;
export type DownlineKind = (typeof downlineKinds)[number];

export const downlineCreateRequestSchema = z.object({
  kind: z.enum(downlineKinds),
  username: z.string().max(64),
  password: z.string().max(64),
  confirmPassword: z.string().max(64),
  payeeName: plainText(100).optional(),
  email: z.string().max(200).optional(),
});
export type DownlineCreateRequest = z.infer<typeof downlineCreateRequestSchema>;

export const downlineCreatedSchema = z.object({
  username: z.string(),
  isAgent: z.number().int(),
});
export type DownlineCreated = z.infer<typeof downlineCreatedSchema>;

// A downline's detail and its suspension (downlineManagmentView).

export const downlineParamsSchema = z.object({ username: usernameParam });

export const downlineDetailSchema = z.object({
  username: z.string(),
  isAgent: z.number().int(),
  level: z.number().int(),
  upline: z.string(),
  status: z.string(),
  /** Whether an agent above it suspended it (and so may restore it). */
  isSuspendedByAgent: z.boolean(),
  /** Whether the signed-in agent is its direct upline. */
  isDirect: z.boolean(),
  teamSize: z.number().int(),
  joinedAt: z.string(),
  lastLoginAt: z.string().nullable(),
  balance: z.string(),
  currency: z.string(),
  /** This month so far, from the folded figures. */
  month: z.object({ deposit: z.string(), withdrawal: z.string(), validBet: z.string() }),
});
export type DownlineDetail = z.infer<typeof downlineDetailSchema>;

export const downlineStatusRequestSchema = z.object({
  isSuspended: z.boolean(),
  reason: plainText(300).min(3),
});
export type DownlineStatusRequest = z.infer<typeof downlineStatusRequestSchema>;

// Applications to become an agent (/join) and their review on the desk.

export const agentApplicationRequestSchema = z.object({
  contact: plainText(100).min(3),
  message: plainText(1000).min(10),
});
export type AgentApplicationRequest = z.infer<typeof agentApplicationRequestSchema>;

export const agentApplicationStatuses = ['pending', 'approved', 'rejected'] as const;

export const agentApplicationSchema = z.object({
  id: z.string(),
  username: z.string(),
  contact: z.string(),
  message: z.string(),
  status: z.enum(agentApplicationStatuses),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type AgentApplication = z.infer<typeof agentApplicationSchema>;

/** The member's own application, if any (the latest). */
export const myAgentApplicationSchema = z.object({
  application: agentApplicationSchema.nullable(),
});

export const agentApplicationsQuerySchema = z.object({
  status: z.enum(agentApplicationStatuses),
});

export const agentApplicationDecisionSchema = z.object({
  note: plainText(300).optional(),
});
export type AgentApplicationDecision = z.infer<typeof agentApplicationDecisionSchema>;

/** The desk's new agent: an account made by an operator, at the top or under an agent. */
export const agentCreateRequestSchema = z.object({
  username: z.string().max(64),
  password: z.string().max(64),
  isAgent: z.union([z.literal(1), z.literal(2), z.literal(41), z.literal(42)]),
  /** The upline's username; empty: at the top. */
  upline: z.string().trim().toLowerCase().max(64),
});
export type AgentCreateRequest = z.infer<typeof agentCreateRequestSchema>;

/** The desk's agent settings: above which team size a move needs a second operator. */
export const agentSettingsSchema = z.object({
  moveDualTeamSize: z.number().int().min(1).max(1_000_000),
});
export type AgentSettings = z.infer<typeof agentSettingsSchema>;
