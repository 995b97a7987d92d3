import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { MissionKindColumn, MissionPeriodColumn } from '../../../db/schema/loyalty';
import { memberRoundFigures } from '../round-days';

export interface MissionRow {
  id: string;
  names: Record<string, string>;
  period: MissionPeriodColumn;
  kind: MissionKindColumn;
  gameType: string | null;
  vassalage: string | null;
  gameCode: string | null;
  /** The game's names, for a play mission on one game. */
  gameNames: Record<string, string> | null;
  target: string;
  rewardMinor: string;
  turnoverMultiple: number;
  score: number;
  startsAt: Date | null;
  endsAt: Date | null;
  sortOrder: number;
  isActive: boolean;
}

export interface MissionClaimRow {
  id: string;
  missionId: string;
  period: string;
  progress: string;
  amountMinor: string;
  turnoverMultiple: number;
  score: number;
  transferId: string;
  createdAt: Date;
}

export interface LeaderboardRow {
  rank: number;
  memberId: string;
  username: string;
  score: number;
  missions: number;
}

export interface Window {
  from: Date;
  to: Date;
}

const missionColumns = [
  'm.id',
  'm.names',
  'm.period',
  'm.kind',
  'm.gameType',
  'm.vassalage',
  'm.gameCode',
  'g.names as gameNames',
  'm.target',
  'm.rewardMinor',
  'm.turnoverMultiple',
  'm.score',
  'm.startsAt',
  'm.endsAt',
  'm.sortOrder',
  'm.isActive',
] as const;

const claimColumns = [
  'id',
  'missionId',
  'period',
  'progress',
  'amountMinor',
  'turnoverMultiple',
  'score',
  'transferId',
  'createdAt',
] as const;

/** A lock key space of its own for pg_advisory_xact_lock(int, int): one member's claims. */
const claimLockSpace = 36_009;

/**
 * The member's closed real-money rounds in a window, one by one: an index-only scan of the index
 * of rounds by member (it carries every column read here).
 */
const roundsIn = (merchantId: string, memberId: string, window: Window) => sql`
  game_rounds r
  WHERE r.member_id = ${memberId} AND r.merchant_id = ${merchantId}
    AND r.is_closed AND NOT r.is_play_money
    AND r.closed_at >= ${window.from} AND r.closed_at < ${window.to}`;

/**
 * Missions, their claims, and the figures their progress is read from: the member's credited
 * deposits, closed rounds and invited friends' first deposits in a window.
 */
export function createMissionsRepository(db: Db) {
  function missions(merchantId: string, executor: Executor = db) {
    return executor
      .selectFrom('missions as m')
      .leftJoin('games as g', (join) =>
        join
          .onRef('g.merchantId', '=', 'm.merchantId')
          .onRef('g.vassalage', '=', 'm.vassalage')
          .onRef('g.code', '=', 'm.gameCode'),
      )
      .select(missionColumns)
      .where('m.merchantId', '=', merchantId)
      .orderBy('m.sortOrder')
      .orderBy('m.id');
  }

  return {
    /** The merchant's missions open now (active, their event not over), in the desk's order. */
    active(merchantId: string, now: Date, executor: Executor = db): Promise<MissionRow[]> {
      return missions(merchantId, executor)
        .where('m.isActive', '=', true)
        .where((eb) => eb.or([eb('m.endsAt', 'is', null), eb('m.endsAt', '>', now)]))
        .where((eb) => eb.or([eb('m.startsAt', 'is', null), eb('m.startsAt', '<=', now)]))
        .execute() as Promise<MissionRow[]>;
    },

    all(merchantId: string): Promise<MissionRow[]> {
      return missions(merchantId).execute() as Promise<MissionRow[]>;
    },

    /** The merchant's mission of this id, open or not. */
    one(merchantId: string, id: string, executor: Executor = db) {
      return missions(merchantId, executor).where('m.id', '=', id).executeTakeFirst() as Promise<
        MissionRow | undefined
      >;
    },

    /** The member's claims of these periods (the current day's, week's, events'). */
    claimsIn(memberId: string, periods: string[], executor: Executor = db) {
      return executor
        .selectFrom('missionClaims')
        .select(claimColumns)
        .where('memberId', '=', memberId)
        .where('period', 'in', periods)
        .execute() as Promise<MissionClaimRow[]>;
    },

    recentClaims(memberId: string, limit: number) {
      return db
        .selectFrom('missionClaims')
        .select(claimColumns)
        .where('memberId', '=', memberId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute() as Promise<MissionClaimRow[]>;
    },

    /** The member's rounds of a window per game: the days folded and the rounds since. */
    rounds(merchantId: string, memberId: string, window: Window, executor: Executor = db) {
      return memberRoundFigures(executor, merchantId, memberId, window);
    },

    /**
     * The longest run of winning rounds in a window, in the order they closed: a loss ends a
     * run, a push (the stake paid back) or a round without a stake is left out.
     */
    async longestWinRun(
      merchantId: string,
      memberId: string,
      window: Window,
      executor: Executor = db,
    ): Promise<bigint> {
      const { rows } = await sql<{ run: string }>`
        SELECT coalesce(max(n), 0)::text AS run FROM (
          SELECT count(*) AS n FROM (
            SELECT r.payout_minor > r.stake_minor AS won,
                count(*) FILTER (WHERE r.payout_minor < r.stake_minor)
                  OVER (ORDER BY r.closed_at, r.id) AS losses
              FROM ${roundsIn(merchantId, memberId, window)}
                AND r.stake_minor > 0 AND r.payout_minor <> r.stake_minor
          ) s WHERE won GROUP BY losses
        ) runs`.execute(executor);
      return BigInt(rows[0]?.run ?? '0');
    },

    async deposits(memberId: string, window: Window, executor: Executor = db): Promise<bigint> {
      const row = await executor
        .selectFrom('depositOrders')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amountMinor'), eb.val('0')).as('total'))
        .where('memberId', '=', memberId)
        .where('status', '=', 'approved')
        .where('decidedAt', '>=', window.from)
        .where('decidedAt', '<', window.to)
        .executeTakeFirstOrThrow();
      return BigInt(row.total);
    },

    /**
     * Friends the member invited who made their qualifying first deposit in a window; a friend
     * flagged for sharing a device, an address or a mobile with the member counts only once an
     * operator releases them.
     */
    async invites(
      merchantId: string,
      memberId: string,
      window: Window,
      executor: Executor = db,
    ): Promise<bigint> {
      const { rows } = await sql<{ count: string }>`
        SELECT count(*)::text AS count FROM referral_links
          WHERE referrer_id = ${memberId} AND merchant_id = ${merchantId}
            AND review IN ('clear', 'released')
            AND qualified_at >= ${window.from} AND qualified_at < ${window.to}`.execute(executor);
      return BigInt(rows[0]?.count ?? '0');
    },

    /**
     * The members with the highest scores from missions claimed in a span (ties: who got there
     * first), and the member's own place among all of them.
     */
    async leaderboard(
      merchantId: string,
      memberId: string,
      window: Window,
      size: number,
    ): Promise<LeaderboardRow[]> {
      const { rows } = await sql<LeaderboardRow>`
        WITH scores AS (
          SELECT member_id, sum(score)::int AS score, count(*)::int AS missions,
              max(created_at) AS last_at
            FROM mission_claims
            WHERE merchant_id = ${merchantId}
              AND created_at >= ${window.from} AND created_at < ${window.to}
            GROUP BY member_id
        ), ranked AS (
          SELECT member_id, score, missions,
              row_number() OVER (ORDER BY score DESC, last_at, member_id)::int AS rank
            FROM scores WHERE score > 0
        )
        SELECT k.rank, k.member_id AS "memberId", m.username, k.score, k.missions
          FROM ranked k JOIN members m ON m.id = k.member_id
          WHERE k.rank <= ${size} OR k.member_id = ${memberId}
          ORDER BY k.rank`.execute(db);
      return rows;
    },

    /** One member's claims, one at a time. */
    async lockMember(trx: Executor, memberId: string) {
      await sql`SELECT pg_advisory_xact_lock(${claimLockSpace}, (${memberId}::bigint % 2147483647)::int)`.execute(
        trx,
      );
    },

    byRequest(memberId: string, requestId: string, executor: Executor = db) {
      return executor
        .selectFrom('missionClaims')
        .select(claimColumns)
        .where('memberId', '=', memberId)
        .where('requestId', '=', requestId)
        .executeTakeFirst() as Promise<MissionClaimRow | undefined>;
    },

    insertClaim(
      trx: Executor,
      values: Omit<MissionClaimRow, 'id' | 'createdAt'> & {
        merchantId: string;
        memberId: string;
        requestId: string;
        createdAt: Date;
      },
    ): Promise<MissionClaimRow> {
      return trx
        .insertInto('missionClaims')
        .values(values)
        .returning(claimColumns)
        .executeTakeFirstOrThrow() as Promise<MissionClaimRow>;
    },
  };
}

export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
