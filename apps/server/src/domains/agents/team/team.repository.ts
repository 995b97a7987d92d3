import { agentSearchMatchCap, agentTypes } from '@khela/contracts';
import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { AgentActivePeriod } from '../../../db/schema';
import { likePrefix, teamSizeOf } from '../tree/tree-sql';

/** A team's figures over some days, as the database sums them (minor units as text). */
export interface TeamFigureRow {
  newMembers: number;
  depositMinor: string;
  depositCount: number;
  withdrawalMinor: string;
  withdrawalCount: number;
  betMinor: string;
  betCount: number;
  payoutMinor: string;
  bonusMinor: string;
}

const figureColumns = sql`
  coalesce(sum(new_members), 0)::int AS "newMembers",
  coalesce(sum(deposit_minor), 0)::text AS "depositMinor",
  coalesce(sum(deposit_count), 0)::int AS "depositCount",
  coalesce(sum(withdrawal_minor), 0)::text AS "withdrawalMinor",
  coalesce(sum(withdrawal_count), 0)::int AS "withdrawalCount",
  coalesce(sum(bet_minor), 0)::text AS "betMinor",
  coalesce(sum(bet_count), 0)::int AS "betCount",
  coalesce(sum(payout_minor), 0)::text AS "payoutMinor",
  coalesce(sum(bonus_minor), 0)::text AS "bonusMinor"`;

/** SQL of the team figures: folded from the activity inbox, read per agent and days. */
export function createTeamRepository(db: Db) {
  return {
    /** Folds up to `limit` waiting activities; answers how many (0: none, or another folds). */
    async fold(limit: number, executor: Executor = db): Promise<number> {
      const { rows } = await sql<{ folded: number }>`
        SELECT agent_team_fold(${limit}) AS folded`.execute(executor);
      return rows[0]?.folded ?? 0;
    },

    /** Recomputes a merchant's figures from the ledger and the tree; answers the activities. */
    async rebuild(merchantId: string): Promise<number> {
      const { rows } = await sql<{ folded: string }>`
        SELECT agent_team_rebuild(${merchantId})::text AS folded`.execute(db);
      return Number(rows[0]?.folded ?? 0);
    },

    /**
     * Everyone below the agent now (counted on the tree's index alone), and its direct members
     * and agents (its members by upline).
     */
    async size(merchantId: string, agentId: string) {
      const { rows } = await sql<{ teamSize: number; directMembers: number; directAgents: number }>`
        SELECT ${teamSizeOf(sql`${agentId}::bigint`)} AS "teamSize",
            count(*) FILTER (WHERE m.is_agent = 0)::int AS "directMembers",
            count(*) FILTER (WHERE m.is_agent = ANY (${[...agentTypes]}::smallint[]))::int
              AS "directAgents"
          FROM members m
          WHERE m.upline_id = ${agentId} AND m.merchant_id = ${merchantId}`.execute(db);
      return rows[0] ?? { teamSize: 0, directMembers: 0, directAgents: 0 };
    },

    /** The team's figures summed over days `from`..`to` (inclusive). */
    async figures(merchantId: string, agentId: string, from: string, to: string) {
      const { rows } = await sql<TeamFigureRow>`
        SELECT ${figureColumns}
          FROM agent_team_days
          WHERE merchant_id = ${merchantId} AND agent_id = ${agentId}
            AND day BETWEEN ${from}::date AND ${to}::date`.execute(db);
      const [row] = rows;
      if (!row) throw new Error('a sum answers one row');
      return row;
    },

    /** The team's figures of each day `from`..`to` that has any. */
    async daily(merchantId: string, agentId: string, from: string, to: string) {
      const { rows } = await sql<TeamFigureRow & { day: string }>`
        SELECT day::text AS day, ${figureColumns}
          FROM agent_team_days
          WHERE merchant_id = ${merchantId} AND agent_id = ${agentId}
            AND day BETWEEN ${from}::date AND ${to}::date
          GROUP BY day`.execute(db);
      return rows;
    },

    /**
     * A page of the agent's team now (direct downlines, or everyone) with each one's team size
     * and its own figures since `monthStart`, nearest first and then by joining; or, searched
     * by the start of a username, in the usernames' order, its matches counted up to one more
     * than agentSearchMatchCap (past that, a longer start narrows it).
     */
    async members(
      merchantId: string,
      agentId: string,
      filter: { prefix: string | null; isDirect: boolean; monthStart: string },
      page: { size: number; offset: number },
    ) {
      const levels = sql`(${!filter.isDirect} OR t.depth = 1)`;
      const inTeam = sql`agent_tree t ON t.descendant_id = m.id AND t.ancestor_id = ${agentId}
                           AND t.valid_to IS NULL`;
      // Byte order (~<~) is the order of the username index a prefix search reads.
      const matches = (prefix: string) => sql`
        SELECT t.descendant_id AS id, t.depth, m.username
          FROM members m JOIN ${inTeam}
          WHERE m.merchant_id = ${merchantId} AND ${levels}
            AND m.username LIKE ${likePrefix(prefix)}
          ORDER BY m.username USING ~<~`;
      const paged = filter.prefix
        ? sql`${matches(filter.prefix)} LIMIT ${page.size} OFFSET ${page.offset}`
        : sql`SELECT t.descendant_id AS id, t.depth, NULL::text AS username FROM agent_tree t
                WHERE t.ancestor_id = ${agentId} AND t.valid_to IS NULL AND ${levels}
                ORDER BY t.depth, t.descendant_id
                LIMIT ${page.size} OFFSET ${page.offset}`;
      const total = filter.prefix
        ? sql`(SELECT count(*)::int FROM (${matches(filter.prefix)} LIMIT ${agentSearchMatchCap + 1}) c)`
        : filter.isDirect
          ? sql`(SELECT count(*)::int FROM agent_tree t
                  WHERE t.ancestor_id = ${agentId} AND t.valid_to IS NULL AND t.depth = 1)`
          : teamSizeOf(sql`${agentId}::bigint`);
      const { rows } = await sql<{
        username: string;
        isAgent: number;
        level: number;
        upline: string;
        teamSize: number;
        status: string;
        joinedAt: Date;
        depositMinor: string;
        betMinor: string;
        total: number;
      }>`
        WITH paged AS MATERIALIZED (${paged})
        SELECT m.username, m.is_agent AS "isAgent", p.depth AS level, u.username AS upline,
            ${teamSizeOf(sql`m.id`)} AS "teamSize",
            m.status, m.created_at AS "joinedAt",
            coalesce(f.deposit_minor, 0)::text AS "depositMinor",
            coalesce(f.bet_minor, 0)::text AS "betMinor",
            ${total} AS total
          FROM paged p
          JOIN members m ON m.id = p.id
          JOIN members u ON u.id = m.upline_id
          LEFT JOIN LATERAL (
            SELECT sum(deposit_minor) AS deposit_minor, sum(bet_minor) AS bet_minor
              FROM agent_member_days
              WHERE member_id = m.id AND day >= ${filter.monthStart}::date
          ) f ON true
          ORDER BY ${filter.prefix ? sql`p.username USING ~<~` : sql`p.depth, p.id`}`.execute(db);
      return rows;
    },

    /** The team's figures of each hour since `since` that has any, oldest first. */
    async hourly(merchantId: string, agentId: string, since: Date) {
      const { rows } = await sql<{
        hour: Date;
        newMembers: number;
        depositMinor: string;
        betMinor: string;
        payoutMinor: string;
      }>`
        SELECT hour, new_members AS "newMembers", deposit_minor::text AS "depositMinor",
            bet_minor::text AS "betMinor", payout_minor::text AS "payoutMinor"
          FROM agent_team_hours
          WHERE merchant_id = ${merchantId} AND agent_id = ${agentId} AND hour >= ${since}
          ORDER BY hour`.execute(db);
      return rows;
    },

    /**
     * Forgets hours before `before`, and the members seen active in periods that ended well
     * before `today` (their counts stay): a day after 3 days, a week after 14, a month after 62.
     */
    async prune(before: Date, today: string) {
      await sql`DELETE FROM agent_team_hours WHERE hour < ${before}`.execute(db);
      await sql`DELETE FROM agent_team_active_members
                  WHERE (period = 'day' AND period_start < ${today}::date - 3)
                     OR (period = 'week' AND period_start < ${today}::date - 14)
                     OR (period = 'month' AND period_start < ${today}::date - 62)`.execute(db);
    },

    /** Members active in the team in each of the periods, keyed `period:start`. */
    async activeCounts(
      merchantId: string,
      agentId: string,
      periods: { period: AgentActivePeriod; start: string }[],
    ): Promise<Map<string, number>> {
      const { rows } = await sql<{ key: string; activeMembers: number }>`
        SELECT c.period || ':' || c.period_start::text AS key, c.active_members AS "activeMembers"
          FROM agent_team_active_counts c
          JOIN unnest(${periods.map((p) => p.period)}::text[], ${periods.map((p) => p.start)}::date[])
            AS wanted (period, start) ON wanted.period = c.period AND wanted.start = c.period_start
          WHERE c.merchant_id = ${merchantId} AND c.agent_id = ${agentId}`.execute(db);
      return new Map(rows.map((row) => [row.key, row.activeMembers]));
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
