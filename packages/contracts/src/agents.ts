import { z } from 'zod';
import { plainText } from './plain-text';

/** The periods an agent's dashboard compares (spec §2 agent home), in the merchant's days. */
export const agentPeriods = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const;
export type AgentPeriod = (typeof agentPeriods)[number];

/**
 * What a team did over some days. Valid bet is what was staked less what was refunded; win/loss
 * is the members' (payout less valid bet: below zero when the team lost).
 */
export const teamFiguresSchema = z.object({
  newMembers: z.number().int(),
  deposit: z.string(),
  depositCount: z.number().int(),
  withdrawal: z.string(),
  withdrawalCount: z.number().int(),
  validBet: z.string(),
  betCount: z.number().int(),
  payout: z.string(),
  bonus: z.string(),
  winLoss: z.string(),
});
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

export const teamOverviewSchema = z.object({
  currency: z.string(),
  /** Everyone below the agent now, at any depth; its direct downlines, members and agents. */
  teamSize: z.number().int(),
  directMembers: z.number().int(),
  directAgents: z.number().int(),
  periods: z.array(
    z.object({
      period: z.enum(agentPeriods),
      /** First and last day (inclusive, YYYY-MM-DD in the merchant's time zone). */
      from: z.string(),
      to: z.string(),
      /** Members who placed a bet in the period, each once. */
      activeMembers: z.number().int(),
      figures: teamFiguresSchema,
    }),
  ),
  /** Today's hours so far (start of each hour, ISO), oldest first, for today's chart. */
  hours: z.array(
    z.object({
      hour: z.string(),
      newMembers: z.number().int(),
      deposit: z.string(),
      validBet: z.string(),
      winLoss: z.string(),
    }),
  ),
  /** The last 30 days, oldest first, for the charts. */
  days: z.array(
    z.object({ day: z.string(), activeMembers: z.number().int(), figures: teamFiguresSchema }),
  ),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

// The back office's agents desk.

/** A member's account types an operator may give (spec §4): a member, or one of the agents'. */
export const memberTypeSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(41),
  z.literal(42),
]);

/** One level of the tree: the top (no parentId: members without an upline) or a member's. */
export const agentTreeQuerySchema = z.object({
  parentId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type AgentTreeQuery = z.infer<typeof agentTreeQuerySchema>;

export const agentNodeSchema = z.object({
  id: z.string(),
  username: z.string(),
  isAgent: z.number().int(),
  status: z.string(),
  /** Everyone below now, at any depth, and the direct downlines. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  createdAt: z.string(),
});
export type AgentNode = z.infer<typeof agentNodeSchema>;

export const agentTreeLevelSchema = z.object({
  /** The parent's uplines from the top down, then the parent (empty at the top). */
  path: z.array(z.object({ id: z.string(), username: z.string() })),
  nodes: z.array(agentNodeSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AgentTreeLevel = z.infer<typeof agentTreeLevelSchema>;

export const memberTypeRequestSchema = z.object({ isAgent: memberTypeSchema });
export type MemberTypeRequest = z.infer<typeof memberTypeRequestSchema>;

export const agentMoveRequestSchema = z.object({
  /** The new upline's username; empty: the member goes to the top, with no upline. */
  upline: z.string().trim().toLowerCase().max(64),
  reason: plainText(300).min(3),
});
export type AgentMoveRequest = z.infer<typeof agentMoveRequestSchema>;

export const agentMoveStatuses = ['awaiting_approval', 'applied', 'rejected'] as const;

export const agentMoveSchema = z.object({
  id: z.string(),
  member: z.string(),
  fromUpline: z.string().nullable(),
  toUpline: z.string().nullable(),
  teamSize: z.number().int(),
  reason: z.string(),
  status: z.enum(agentMoveStatuses),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type AgentMove = z.infer<typeof agentMoveSchema>;

export const agentMovesQuerySchema = z.object({ status: z.enum(agentMoveStatuses) });

// The agent centre's team pages.

/** Whom a team list shows: the direct downlines, or everyone below at any depth. */
export const teamScopes = ['direct', 'all'] as const;
export type TeamScope = (typeof teamScopes)[number];

export const teamMembersQuerySchema = z.object({
  /** The start of a username. */
  q: z.string().trim().toLowerCase().max(64).optional(),
  /** Direct downlines only, or the whole team at any depth. */
  scope: z.enum(teamScopes).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type TeamMembersQuery = z.infer<typeof teamMembersQuerySchema>;

export const teamMemberSchema = z.object({
  username: z.string(),
  isAgent: z.number().int(),
  /** Levels below the agent: 1 for a direct downline. */
  level: z.number().int(),
  upline: z.string(),
  teamSize: z.number().int(),
  status: z.string(),
  joinedAt: z.string(),
  /** This month so far (the merchant's days), from the folded figures. */
  monthDeposit: z.string(),
  monthValidBet: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/**
 * How many members a search of the team by the start of a username counts and pages at most;
 * past that, the answer says so (a longer start narrows it).
 */
export const agentSearchMatchCap = 200;

export const teamMembersSchema = z.object({
  members: z.array(teamMemberSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** A search matched more than agentSearchMatchCap members: only so many are paged. */
  hasMoreMatches: z.boolean(),
});
export type TeamMembers = z.infer<typeof teamMembersSchema>;
