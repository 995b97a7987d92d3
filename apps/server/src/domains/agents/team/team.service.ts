import {
  agentPeriods,
  isAgentType,
  type AgentPeriod,
  type TeamFigures,
  type TeamMembers,
  type TeamMembersQuery,
  type TeamOverview,
} from '@khela/contracts';
import type { AgentActivePeriod } from '../../../db/schema';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { dateIn, dayOf, startOfDay } from '../../../lib/days';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import { daysEndingOn, periodsAround } from './periods';
import type { TeamFigureRow, TeamRepository } from './team.repository';

/** How many days the dashboard's charts show. */
export const chartDays = 30;
/** How many of a team's members a page lists. */
export const teamPageSize = 20;

/** Which active-member count answers a period: the day's, the ISO week's or the month's. */
const activeCountOf: Record<AgentPeriod, AgentActivePeriod> = {
  today: 'day',
  yesterday: 'day',
  thisWeek: 'week',
  lastWeek: 'week',
  thisMonth: 'month',
  lastMonth: 'month',
};

/** Only agent accounts have a team; anyone else is told so (spec §6). */
export function requireAgent(member: Pick<SignedInMember, 'isAgent'>) {
  if (!isAgentType(member.isAgent)) {
    throw new AppError('agents_only');
  }
}

function figuresOf(row: TeamFigureRow, currency: string): TeamFigures {
  return {
    newMembers: row.newMembers,
    deposit: wire(row.depositMinor, currency),
    depositCount: row.depositCount,
    withdrawal: wire(row.withdrawalMinor, currency),
    withdrawalCount: row.withdrawalCount,
    validBet: wire(row.betMinor, currency),
    betCount: row.betCount,
    payout: wire(row.payoutMinor, currency),
    bonus: wire(row.bonusMinor, currency),
    winLoss: wire(BigInt(row.payoutMinor) - BigInt(row.betMinor), currency),
  };
}

const emptyRow: TeamFigureRow = {
  newMembers: 0,
  depositMinor: '0',
  depositCount: 0,
  withdrawalMinor: '0',
  withdrawalCount: 0,
  betMinor: '0',
  betCount: 0,
  payoutMinor: '0',
  bonusMinor: '0',
};

/** An agent's view of its own team: its size and what it did, from the folded figures. */
export function createTeamService(deps: { repository: TeamRepository; clock: Clock }) {
  const { repository } = deps;
  return {
    /** A page of the agent's own team, searched by the start of a username. */
    async members(
      context: RequestContext,
      member: SignedInMember,
      query: TeamMembersQuery,
    ): Promise<TeamMembers> {
      requireAgent(member);
      const { currency } = context.merchant;
      const page = query.page ?? 1;
      const today = dateIn(deps.clock.now(), context.merchant.timezone);
      const rows = await repository.members(
        context.merchant.id,
        member.id,
        {
          prefix: query.q ? query.q : null,
          isDirect: (query.scope ?? 'direct') === 'direct',
          monthStart: periodsAround(today).thisMonth.from,
        },
        { size: teamPageSize, offset: (page - 1) * teamPageSize },
      );
      return {
        members: rows.map((row) => ({
          username: row.username,
          isAgent: row.isAgent,
          level: row.level,
          upline: row.upline,
          teamSize: row.teamSize,
          status: row.status,
          joinedAt: row.joinedAt.toISOString(),
          monthDeposit: wire(row.depositMinor, currency),
          monthValidBet: wire(row.betMinor, currency),
        })),
        page,
        totalPages: Math.max(1, Math.ceil((rows[0]?.total ?? 0) / teamPageSize)),
      };
    },

    /** An agent's team figures: the signed-in agent's own, or any agent's for the back office. */
    async overview(
      context: Pick<RequestContext, 'merchant'>,
      member: Pick<SignedInMember, 'id' | 'isAgent'>,
    ): Promise<TeamOverview> {
      requireAgent(member);
      const merchantId = context.merchant.id;
      const { currency } = context.merchant;
      const today = dateIn(deps.clock.now(), context.merchant.timezone);
      const ranges = periodsAround(today);
      const chart = daysEndingOn(today, chartDays);
      const todayStart = startOfDay(dayOf(today) ?? new Date(0), context.merchant.timezone);
      const [size, hourRows, periodRows, dailyRows, dayCounts, weekCounts, monthCounts] =
        await Promise.all([
          repository.size(merchantId, member.id),
          repository.hourly(merchantId, member.id, todayStart),
          Promise.all(
            agentPeriods.map((period) =>
              repository.figures(merchantId, member.id, ranges[period].from, ranges[period].to),
            ),
          ),
          repository.daily(merchantId, member.id, chart[0] ?? today, today),
          repository.activeCounts(merchantId, member.id, 'day', chart),
          repository.activeCounts(merchantId, member.id, 'week', [
            ranges.thisWeek.from,
            ranges.lastWeek.from,
          ]),
          repository.activeCounts(merchantId, member.id, 'month', [
            ranges.thisMonth.from,
            ranges.lastMonth.from,
          ]),
        ]);
      const counts = { day: dayCounts, week: weekCounts, month: monthCounts };
      const byDay = new Map(dailyRows.map((row) => [row.day, row]));
      return {
        currency,
        ...size,
        hours: hourRows.map((row) => ({
          hour: row.hour.toISOString(),
          newMembers: row.newMembers,
          deposit: wire(row.depositMinor, currency),
          validBet: wire(row.betMinor, currency),
          winLoss: wire(BigInt(row.payoutMinor) - BigInt(row.betMinor), currency),
        })),
        periods: agentPeriods.map((period, index) => ({
          period,
          ...ranges[period],
          activeMembers: counts[activeCountOf[period]].get(ranges[period].from) ?? 0,
          figures: figuresOf(periodRows[index] ?? emptyRow, currency),
        })),
        days: chart.map((day) => ({
          day,
          activeMembers: dayCounts.get(day) ?? 0,
          figures: figuresOf(byDay.get(day) ?? emptyRow, currency),
        })),
      };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
