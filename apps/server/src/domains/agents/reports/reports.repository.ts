import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database';
import { likePrefix, teamSizeOf } from '../tree/tree-sql';

/** Whose report, over which days (the merchant's), in which time zone. */
export interface ReportScope {
  merchantId: string;
  agentId: string;
  timezone: string;
  fromDay: string;
  toDay: string;
}

export interface ReportPage {
  limit: number;
  offset: number;
}

/**
 * A member's day counts in an agent's report when the member was in the agent's team at the
 * end of that day (of the merchant's zone): the tree row that was open when the day ended.
 * Over a move's day this is the new upline's, so each member-day belongs to one team.
 */
function inTeamAtDayEnd(scope: ReportScope, member: RawBuilder<unknown>, day: RawBuilder<unknown>) {
  return sql`EXISTS (
    SELECT 1 FROM agent_tree t
      WHERE t.descendant_id = ${member} AND t.ancestor_id = ${scope.agentId}
        AND (t.valid_from AT TIME ZONE ${scope.timezone})::date <= ${day}
        AND (t.valid_to IS NULL OR (t.valid_to AT TIME ZONE ${scope.timezone})::date > ${day}))`;
}

/**
 * A vendor's name and game type, once per vendor code: a vendor listed under several game
 * types (a lottery with two kinds of draws) counts its bets under the first of them.
 */
function vendorOf(days: RawBuilder<unknown>) {
  return sql`SELECT v.game_type, v.display_name FROM vendors v
    WHERE v.merchant_id = ${days}.merchant_id AND v.vassalage = ${days}.vassalage
    ORDER BY v.sort_order, v.game_type LIMIT 1`;
}

export interface BettingRow {
  key: string;
  label: string;
  betCount: number;
  betMinor: string;
  payoutMinor: string;
  total: number;
}

export interface BettingFilter {
  /** One row per member, game type, vendor or day; or 'all': one row of the totals. */
  groupBy: 'member' | 'gameType' | 'vendor' | 'day' | 'all';
  memberId: string | null;
  gameType: string | null;
  vassalage: string | null;
}

const groupKeys: Record<
  BettingFilter['groupBy'],
  { key: RawBuilder<unknown>; label: RawBuilder<unknown> }
> = {
  member: { key: sql`m.username`, label: sql`m.username` },
  gameType: { key: sql`coalesce(v.game_type, '')`, label: sql`coalesce(v.game_type, '')` },
  vendor: { key: sql`g.vassalage`, label: sql`coalesce(v.display_name, g.vassalage)` },
  day: { key: sql`g.day::text`, label: sql`g.day::text` },
  all: { key: sql`''`, label: sql`''` },
};

export interface ProfitRowOfMember {
  username: string;
  level: number;
  depositMinor: string;
  withdrawalMinor: string;
  betMinor: string;
  payoutMinor: string;
  bonusMinor: string;
  total: number;
}

export interface TransactionRow {
  id: string;
  createdAt: Date;
  kind: string;
  amountMinor: string;
  debitMember: string | null;
  creditMember: string | null;
  total: number;
}

/** The ledger kinds of the team's money movements, by the report's kinds. */
export const teamMoneyKinds = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal_payout'],
  transfer: ['transfer_upline', 'transfer_downline'],
} as const;
const allTeamMoneyKinds = Object.values(teamMoneyKinds).flat();

/** SQL of the agent centre's reports: folded figures per member and day, and the ledger. */
export function createReportsRepository(db: Db) {
  return {
    /**
     * Team betting grouped one way: per member (or of one member) from the members' bets per
     * day and vendor, each member-day in the team it ended in; otherwise from the team's own
     * bets per day and vendor, each bet in the team of its moment (a few hundred rows however
     * big the team).
     */
    async betting(scope: ReportScope, filter: BettingFilter, page: ReportPage) {
      const group = groupKeys[filter.groupBy];
      const isPerMember = filter.groupBy === 'member' || filter.memberId !== null;
      const source = isPerMember
        ? sql`agent_member_game_days g JOIN members m ON m.id = g.member_id`
        : sql`agent_team_game_days g`;
      const inScope = isPerMember
        ? sql`g.merchant_id = ${scope.merchantId}
              AND (${filter.memberId}::bigint IS NULL OR g.member_id = ${filter.memberId}::bigint)
              AND ${inTeamAtDayEnd(scope, sql`g.member_id`, sql`g.day`)}`
        : sql`g.agent_id = ${scope.agentId}`;
      const { rows } = await sql<BettingRow>`
        WITH grouped AS (
          SELECT ${group.key} AS key, min(${group.label}) AS label,
              sum(g.bet_count)::int AS "betCount", sum(g.bet_minor)::text AS "betMinor",
              sum(g.payout_minor)::text AS "payoutMinor"
            FROM ${source}
            LEFT JOIN LATERAL (${vendorOf(sql`g`)}) v ON true
            WHERE ${inScope}
              AND g.day BETWEEN ${scope.fromDay}::date AND ${scope.toDay}::date
              AND (${filter.vassalage}::text IS NULL OR g.vassalage = ${filter.vassalage}::text)
              AND (${filter.gameType}::text IS NULL OR v.game_type = ${filter.gameType}::text)
            GROUP BY 1
        )
        SELECT *, count(*) OVER ()::int AS total FROM grouped
          ORDER BY ${filter.groupBy === 'day' ? sql`key DESC` : sql`"betMinor"::numeric DESC, key`}
          LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
      return rows;
    },

    /** The vendors the team played in the range (for the report's filter). */
    async bettingVendors(scope: ReportScope) {
      const { rows } = await sql<{ vassalage: string; name: string }>`
        SELECT DISTINCT g.vassalage, coalesce(v.display_name, g.vassalage) AS name
          FROM agent_team_game_days g
          LEFT JOIN LATERAL (${vendorOf(sql`g`)}) v ON true
          WHERE g.agent_id = ${scope.agentId}
            AND g.day BETWEEN ${scope.fromDay}::date AND ${scope.toDay}::date
          ORDER BY name`.execute(db);
      return rows;
    },

    /**
     * Profit and loss per member who was in the team during the range (now, or until a move
     * after its start), nearest first and then by joining, with each one's days in the team
     * summed; or, searched by the start of a username, in the usernames' order with the
     * matches counted up to `search.cap`. Only the page's members are summed.
     */
    async profit(
      scope: ReportScope & { from: Date },
      search: { prefix: string; cap: number } | null,
      page: ReportPage,
    ) {
      const matches = (prefix: string) => sql`
        SELECT team.id, team.depth, m.username FROM team JOIN members m ON m.id = team.id
          WHERE m.username LIKE ${likePrefix(prefix)}
          ORDER BY m.username USING ~<~`;
      const paged = search
        ? sql`${matches(search.prefix)} LIMIT ${page.limit} OFFSET ${page.offset}`
        : // Each part in its own order first: the team now reads its index, never sorts.
          sql`SELECT id, depth, NULL::text AS username FROM (
                  (SELECT id, depth FROM now ORDER BY depth, id
                     LIMIT ${page.limit + page.offset})
                  UNION ALL
                  (SELECT id, depth FROM gone ORDER BY depth, id
                     LIMIT ${page.limit + page.offset})) both_parts
                ORDER BY depth, id LIMIT ${page.limit} OFFSET ${page.offset}`;
      const total = search
        ? sql`(SELECT count(*) FROM (${matches(search.prefix)} LIMIT ${search.cap}) c)`
        : sql`${teamSizeOf(sql`${scope.agentId}::bigint`)} + (SELECT count(*) FROM gone)`;
      const { rows } = await sql<ProfitRowOfMember>`
        WITH now AS NOT MATERIALIZED (
          SELECT t.descendant_id AS id, t.depth
            FROM agent_tree t
            WHERE t.ancestor_id = ${scope.agentId} AND t.valid_to IS NULL
        ), gone AS NOT MATERIALIZED (
          SELECT DISTINCT ON (t.descendant_id) t.descendant_id AS id, t.depth
            FROM agent_tree t
            WHERE t.ancestor_id = ${scope.agentId} AND t.valid_to >= ${scope.from}
              AND NOT EXISTS (SELECT 1 FROM agent_tree n
                                WHERE n.ancestor_id = ${scope.agentId}
                                  AND n.descendant_id = t.descendant_id
                                  AND n.valid_to IS NULL)
            ORDER BY t.descendant_id, t.valid_to DESC
        ), team AS NOT MATERIALIZED (
          SELECT id, depth FROM now UNION ALL SELECT id, depth FROM gone
        ), paged AS MATERIALIZED (${paged})
        SELECT m.username, p.depth AS level, (${total})::int AS total,
            coalesce(f.deposit, 0)::text AS "depositMinor",
            coalesce(f.withdrawal, 0)::text AS "withdrawalMinor",
            coalesce(f.bet, 0)::text AS "betMinor",
            coalesce(f.payout, 0)::text AS "payoutMinor",
            coalesce(f.bonus, 0)::text AS "bonusMinor"
          FROM paged p
          JOIN members m ON m.id = p.id
          LEFT JOIN LATERAL (
            SELECT sum(d.deposit_minor) AS deposit, sum(d.withdrawal_minor) AS withdrawal,
                sum(d.bet_minor) AS bet, sum(d.payout_minor) AS payout, sum(d.bonus_minor) AS bonus
              FROM agent_member_days d
              WHERE d.member_id = p.id
                AND d.day BETWEEN ${scope.fromDay}::date AND ${scope.toDay}::date
                AND ${inTeamAtDayEnd(scope, sql`d.member_id`, sql`d.day`)}
          ) f ON true
          ORDER BY ${search ? sql`p.username USING ~<~` : sql`p.depth, p.id`}`.execute(db);
      return rows;
    },

    /**
     * The team's deposits, withdrawals paid out and transfers between members, newest first:
     * those of members who were in the team at that moment.
     */
    async transactions(
      scope: ReportScope & { from: Date; to: Date },
      filter: { kinds: readonly string[] | null; memberId: string | null },
      page: ReportPage,
    ) {
      const { rows } = await sql<TransactionRow>`
        WITH moved AS (
          SELECT lt.id, lt.created_at, lt.kind, lt.amount_minor,
              da.member_id AS debit_id, ca.member_id AS credit_id,
              CASE WHEN lt.kind = 'deposit' THEN ca.member_id ELSE da.member_id END AS member_id
            FROM ledger_transfers lt
            JOIN ledger_accounts da ON da.id = lt.debit_account_id
            JOIN ledger_accounts ca ON ca.id = lt.credit_account_id
            WHERE lt.merchant_id = ${scope.merchantId}
              AND lt.kind = ANY (${filter.kinds ?? allTeamMoneyKinds}::text[])
              AND lt.created_at >= ${scope.from} AND lt.created_at < ${scope.to}
        )
        SELECT mv.id::text, mv.created_at AS "createdAt", mv.kind,
            mv.amount_minor::text AS "amountMinor", dm.username AS "debitMember",
            cm.username AS "creditMember", count(*) OVER ()::int AS total
          FROM moved mv
          LEFT JOIN members dm ON dm.id = mv.debit_id
          LEFT JOIN members cm ON cm.id = mv.credit_id
          WHERE (${filter.memberId}::bigint IS NULL
                 OR ${filter.memberId}::bigint IN (mv.debit_id, mv.credit_id))
            AND EXISTS (
              SELECT 1 FROM agent_tree t
                WHERE t.ancestor_id = ${scope.agentId}
                  AND t.descendant_id IN (mv.debit_id, mv.credit_id)
                  AND t.valid_from <= mv.created_at
                  AND (t.valid_to IS NULL OR t.valid_to > mv.created_at))
          ORDER BY mv.id DESC
          LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
      return rows;
    },

    /** What came into the agent's own wallet from the given kinds, by kind and newest first. */
    async income(
      scope: ReportScope & { from: Date; to: Date },
      kinds: readonly string[],
      page: ReportPage,
    ) {
      const received = sql`
        SELECT lt.id, lt.created_at, lt.kind, lt.amount_minor
          FROM ledger_transfers lt
          JOIN ledger_accounts a ON a.id = lt.credit_account_id
          WHERE a.member_id = ${scope.agentId} AND a.kind = 'player'
            AND lt.merchant_id = ${scope.merchantId}
            AND lt.kind = ANY (${kinds}::text[])
            AND lt.created_at >= ${scope.from} AND lt.created_at < ${scope.to}`;
      const [sums, list] = await Promise.all([
        sql<{ kind: string; count: number; amountMinor: string }>`
          SELECT r.kind, count(*)::int AS count, sum(r.amount_minor)::text AS "amountMinor"
            FROM (${received}) r GROUP BY r.kind`.execute(db),
        sql<{ id: string; createdAt: Date; kind: string; amountMinor: string; total: number }>`
          SELECT r.id::text, r.created_at AS "createdAt", r.kind,
              r.amount_minor::text AS "amountMinor", count(*) OVER ()::int AS total
            FROM (${received}) r
            ORDER BY r.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db),
      ]);
      return { sums: sums.rows, rows: list.rows };
    },

    /** A member of the agent's team now, by username: its id and depth, or nothing. */
    async teamMember(merchantId: string, agentId: string, username: string) {
      const { rows } = await sql<{ id: string; depth: number }>`
        SELECT m.id::text, t.depth
          FROM members m
          JOIN agent_tree t ON t.descendant_id = m.id AND t.ancestor_id = ${agentId}
           AND t.valid_to IS NULL
          WHERE m.merchant_id = ${merchantId} AND m.username = ${username}`.execute(db);
      return rows[0];
    },

    /**
     * A member who was in the agent's team at some time since `since` (now or before a move),
     * by username: reports about the past name members who have moved away since.
     */
    async pastTeamMember(merchantId: string, agentId: string, username: string, since: Date) {
      const { rows } = await sql<{ id: string }>`
        SELECT m.id::text
          FROM members m
          WHERE m.merchant_id = ${merchantId} AND m.username = ${username}
            AND EXISTS (SELECT 1 FROM agent_tree t
                          WHERE t.descendant_id = m.id AND t.ancestor_id = ${agentId}
                            AND (t.valid_to IS NULL OR t.valid_to >= ${since}))`.execute(db);
      return rows[0];
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
