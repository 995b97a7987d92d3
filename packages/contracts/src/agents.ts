import { z } from 'zod';

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
  /** The last 30 days, oldest first, for the charts. */
  days: z.array(
    z.object({ day: z.string(), activeMembers: z.number().int(), figures: teamFiguresSchema }),
  ),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;
