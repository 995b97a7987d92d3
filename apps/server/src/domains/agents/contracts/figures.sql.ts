import { sql } from 'kysely';
import type { Executor } from '../../../db/database';
import type { SettlementWindow } from './windows';

/** What a team did in a settlement's period, per agent. */
export interface TeamFiguresRow {
  agentId: string;
  validBetMinor: string;
  profitLossMinor: string;
}

/**
 * The team figures a settlement reads, from the folded days and hours and (real-time salary)
 * the rounds closed in its window: each query answers per agent, in the caller's transaction.
 */
export const figureQueries = {
  /** Each agent's team valid bet and profit/loss (bets − payouts − bonuses) over days. */
  teamDays(
    executor: Executor,
    merchantId: string,
    agentIds: string[],
    firstDay: string,
    lastDay: string,
  ): Promise<TeamFiguresRow[]> {
    return executor
      .selectFrom('agentTeamDays')
      .select([
        'agentId',
        sql<string>`sum(bet_minor)`.as('validBetMinor'),
        sql<string>`sum(bet_minor - payout_minor - bonus_minor)`.as('profitLossMinor'),
      ])
      .where('merchantId', '=', merchantId)
      .where('agentId', '=', sql<string>`any(${agentIds}::bigint[])`)
      .where('day', '>=', firstDay)
      .where('day', '<=', lastDay)
      .groupBy('agentId')
      .execute();
  },

  /** Each agent's team valid bet in one hour. */
  teamHour(
    executor: Executor,
    merchantId: string,
    agentIds: string[],
    hour: Date,
  ): Promise<TeamFiguresRow[]> {
    return executor
      .selectFrom('agentTeamHours')
      .select([
        'agentId',
        sql<string>`sum(bet_minor)`.as('validBetMinor'),
        sql<string>`sum(bet_minor - payout_minor)`.as('profitLossMinor'),
      ])
      .where('merchantId', '=', merchantId)
      .where('agentId', '=', sql<string>`any(${agentIds}::bigint[])`)
      .where('hour', '=', hour)
      .groupBy('agentId')
      .execute();
  },

  /**
   * Each agent's active members over days: the members of its team when the period ended who
   * deposited and bet at least the merchant's minimums in it.
   */
  async activeMembers(
    executor: Executor,
    merchantId: string,
    agentIds: string[],
    window: SettlementWindow,
    minimums: { depositMinor: string; validBetMinor: string },
  ): Promise<Map<string, number>> {
    const { rows } = await sql<{ agentId: string; count: string }>`
        WITH active AS (
          SELECT d.member_id FROM agent_member_days d
            WHERE d.merchant_id = ${merchantId}
              AND d.day BETWEEN ${window.firstDay}::date AND ${window.lastDay}::date
            GROUP BY d.member_id
            HAVING sum(d.deposit_minor) >= ${minimums.depositMinor}::bigint
               AND sum(d.bet_minor) >= ${minimums.validBetMinor}::bigint)
        SELECT t.ancestor_id AS "agentId", count(*) AS count
          FROM active a
          JOIN agent_tree t ON t.descendant_id = a.member_id
           AND t.valid_from < ${window.endsAt}
           AND (t.valid_to IS NULL OR t.valid_to >= ${window.endsAt})
          WHERE t.ancestor_id = any(${agentIds}::bigint[])
          GROUP BY t.ancestor_id`.execute(executor);
    return new Map(rows.map((row) => [row.agentId, Number(row.count)]));
  },

  /**
   * Each agent's counted bets in a window (real-time salary): the stakes of the rounds its
   * team members closed in it of at least the agent's single-bet minimum, lost (payout below
   * the stake) and won (the rest).
   */
  async teamRounds(
    executor: Executor,
    merchantId: string,
    agents: { agentId: string; singleBetMinor: bigint }[],
    window: SettlementWindow,
  ) {
    const { rows } = await sql<{ agentId: string; lostMinor: string; wonMinor: string }>`
        WITH agents AS (
          SELECT * FROM unnest(${agents.map((agent) => agent.agentId)}::bigint[],
              ${agents.map((agent) => String(agent.singleBetMinor))}::bigint[])
            AS a(agent_id, single_bet_minor))
        SELECT a.agent_id AS "agentId",
            coalesce(sum(r.stake_minor) FILTER (WHERE r.payout_minor < r.stake_minor), 0)
              AS "lostMinor",
            coalesce(sum(r.stake_minor) FILTER (WHERE r.payout_minor >= r.stake_minor), 0)
              AS "wonMinor"
          FROM game_rounds r
          JOIN agent_tree t ON t.descendant_id = r.member_id
           AND t.valid_from <= r.closed_at
           AND (t.valid_to IS NULL OR t.valid_to > r.closed_at)
          JOIN agents a ON a.agent_id = t.ancestor_id AND r.stake_minor >= a.single_bet_minor
          WHERE r.merchant_id = ${merchantId} AND r.is_closed
            AND r.closed_at >= ${window.startsAt} AND r.closed_at < ${window.endsAt}
          GROUP BY a.agent_id`.execute(executor);
    return new Map(rows.map((row) => [row.agentId, row]));
  },
};
