import {
  agentPeriods,
  agentSearchMatchCap,
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

/**
 * How many pages `total` rows make. A search counts its matches to one past the cap: its pages
 * stop at the cap, and the answer says there were more.
 */
export function pagesUpTo(total: number, pageSize: number, isSearch: boolean) {
  const shown = isSearch ? Math.min(total, agentSearchMatchCap) : total;
  return {
    totalPages: Math.max(1, Math.ceil(shown / pageSize)),
    hasMoreMatches: isSearch && total > agentSearchMatchCap,
  };
}

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

/** The figures of several days added up. */
function sumOf(rows: TeamFigureRow[]): TeamFigureRow {
  const add = (
    key: 'depositMinor' | 'withdrawalMinor' | 'betMinor' | 'payoutMinor' | 'bonusMinor',
  ) => rows.reduce((sum, row) => sum + BigInt(row[key]), 0n).toString();
  const count = (key: 'newMembers' | 'depositCount' | 'withdrawalCount' | 'betCount') =>
    rows.reduce((sum, row) => sum + row[key], 0);
  return {
    newMembers: count('newMembers'),
    depositMinor: add('depositMinor'),
    depositCount: count('depositCount'),
    withdrawalMinor: add('withdrawalMinor'),
    withdrawalCount: count('withdrawalCount'),
    betMinor: add('betMinor'),
    betCount: count('betCount'),
    payoutMinor: add('payoutMinor'),
    bonusMinor: add('bonusMinor'),
  };
}

const emptyRow = sumOf([]);

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
        ...pagesUpTo(rows[0]?.total ?? 0, teamPageSize, Boolean(query.q)),
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
      // One read of the days every period and the chart cover (about two months), summed here.
      const first = [chart[0] ?? today, ranges.lastMonth.from, ranges.lastWeek.from].sort()[0];
      const [size, hourRows, dailyRows, counts] = await Promise.all([
        repository.size(merchantId, member.id),
        repository.hourly(merchantId, member.id, todayStart),
        repository.daily(merchantId, member.id, first ?? today, today),
        repository.activeCounts(merchantId, member.id, [
          ...chart.map((day) => ({ period: 'day' as const, start: day })),
          { period: 'week', start: ranges.thisWeek.from },
          { period: 'week', start: ranges.lastWeek.from },
          { period: 'month', start: ranges.thisMonth.from },
          { period: 'month', start: ranges.lastMonth.from },
        ]),
      ]);
      const byDay = new Map(dailyRows.map((row) => [row.day, row]));
      const within = (range: { from: string; to: string }) =>
        dailyRows.filter((row) => row.day >= range.from && row.day <= range.to);
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
        periods: agentPeriods.map((period) => ({
          period,
          ...ranges[period],
          activeMembers: counts.get(`${activeCountOf[period]}:${ranges[period].from}`) ?? 0,
          figures: figuresOf(sumOf(within(ranges[period])), currency),
        })),
        days: chart.map((day) => ({
          day,
          activeMembers: counts.get(`day:${day}`) ?? 0,
          figures: figuresOf(byDay.get(day) ?? emptyRow, currency),
        })),
      };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
