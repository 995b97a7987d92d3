import { agentTypes } from '@khela/contracts';
import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { AgentActivePeriod } from '../../../db/schema';

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
        SELECT (SELECT count(*)::int FROM agent_tree t
                  WHERE t.ancestor_id = ${agentId} AND t.valid_to IS NULL) AS "teamSize",
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
     * A page of the agent's team now (direct downlines, or everyone), usernames starting with
     * `prefix`, nearest first and then by joining, with each one's team size and its own
     * figures since `monthStart`.
     */
    async members(
      merchantId: string,
      agentId: string,
      filter: { prefix: string | null; isDirect: boolean; monthStart: string },
      page: { size: number; offset: number },
    ) {
      // The page walks the tree's index in its order; only a search reads the names first.
      const levels = sql`(${!filter.isDirect} OR t.depth = 1)`;
      const matched = filter.prefix
        ? sql`SELECT t.descendant_id AS id, t.depth
                FROM members m
                JOIN agent_tree t ON t.descendant_id = m.id AND t.ancestor_id = ${agentId}
                 AND t.valid_to IS NULL
                WHERE m.merchant_id = ${merchantId} AND ${levels}
                  AND m.username LIKE replace(replace(replace(${filter.prefix}::text,
                        '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`
        : sql`SELECT t.descendant_id AS id, t.depth FROM agent_tree t
                WHERE t.ancestor_id = ${agentId} AND t.valid_to IS NULL AND ${levels}`;
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
        WITH matched AS NOT MATERIALIZED (${matched}),
        paged AS (
          SELECT id, depth, (SELECT count(*)::int FROM matched) AS total
            FROM matched ORDER BY depth, id
            LIMIT ${page.size} OFFSET ${page.offset}
        )
        SELECT m.username, m.is_agent AS "isAgent", p.depth AS level, u.username AS upline,
            (SELECT count(*)::int FROM agent_tree d
               WHERE d.ancestor_id = m.id AND d.valid_to IS NULL) AS "teamSize",
            m.status, m.created_at AS "joinedAt",
            coalesce(f.deposit_minor, 0)::text AS "depositMinor",
            coalesce(f.bet_minor, 0)::text AS "betMinor",
            p.total
          FROM paged p
          JOIN members m ON m.id = p.id
          JOIN members u ON u.id = m.upline_id
          LEFT JOIN LATERAL (
            SELECT sum(deposit_minor) AS deposit_minor, sum(bet_minor) AS bet_minor
              FROM agent_member_days
              WHERE member_id = m.id AND day >= ${filter.monthStart}::date
          ) f ON true
          ORDER BY p.depth, p.id`.execute(db);
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

    /** Members active in the team in each period starting on the given days. */
    async activeCounts(
      merchantId: string,
      agentId: string,
      period: AgentActivePeriod,
      starts: string[],
    ): Promise<Map<string, number>> {
      const { rows } = await sql<{ periodStart: string; activeMembers: number }>`
        SELECT period_start::text AS "periodStart", active_members AS "activeMembers"
          FROM agent_team_active_counts
          WHERE merchant_id = ${merchantId} AND agent_id = ${agentId} AND period = ${period}
            AND period_start = ANY (${starts}::date[])`.execute(db);
      return new Map(rows.map((row) => [row.periodStart, row.activeMembers]));
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
