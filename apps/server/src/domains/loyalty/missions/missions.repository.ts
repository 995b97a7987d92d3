import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { MissionKindColumn, MissionPeriodColumn } from '../../../db/schema/loyalty';
import type { GameFigures } from '../round-days';

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

/** What a window's missions need read. */
export interface WindowNeeds {
  window: Window;
  rounds: boolean;
  streak: boolean;
  deposits: boolean;
  invites: boolean;
}

/** A window's figures: rounds per game, the longest win run, deposits and invited friends. */
export interface WindowFigures {
  rounds: GameFigures[];
  streak: bigint;
  deposits: bigint;
  invites: bigint;
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

/** The missions open at `now`: active, their event begun and not over, in the desk's order. */
export function openMissions(missions: MissionRow[], now: Date): MissionRow[] {
  return missions.filter(
    (mission) =>
      mission.isActive &&
      (mission.endsAt === null || mission.endsAt > now) &&
      (mission.startsAt === null || mission.startsAt <= now),
  );
}

/** A lock key space of its own for pg_advisory_xact_lock(int, int): one member's claims. */
const claimLockSpace = 36_009;

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
    async active(merchantId: string, now: Date, executor: Executor = db): Promise<MissionRow[]> {
      const found = (await missions(merchantId, executor).execute()) as MissionRow[];
      return openMissions(found, now);
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

    /**
     * The member's claims of these periods and, in the same read, the latest `latest` of any
     * period (a claim of both is listed once); nothing is read for no periods and no latest.
     */
    async claimsWithLatest(
      memberId: string,
      periods: string[],
      latest: number,
    ): Promise<MissionClaimRow[]> {
      const claims = () =>
        db.selectFrom('missionClaims').select(claimColumns).where('memberId', '=', memberId);
      const parts = [
        ...(periods.length > 0 ? [claims().where('period', 'in', periods)] : []),
        ...(latest > 0 ? [claims().orderBy('id', 'desc').limit(latest)] : []),
      ];
      if (parts.length === 0) return [];
      const union = sql.join(
        parts.map((part) => sql`(${part})`),
        sql` UNION `,
      );
      const { rows } = await sql<MissionClaimRow>`${union}`.execute(db);
      return rows;
    },

    /**
     * What each window's missions are read from, in one statement: the member's rounds per game
     * (the days folded and the rounds since), the longest run of winning rounds in the order they
     * closed (a loss ends a run; a push, the stake paid back, or a round without a stake is left
     * out), the credited deposits, and the invited friends who made their qualifying first
     * deposit (a friend flagged for sharing a device, an address or a mobile with the member
     * counts only once an operator releases them). A figure no mission of the window needs is
     * not read.
     */
    async figures(
      merchantId: string,
      memberId: string,
      needs: WindowNeeds[],
      executor: Executor = db,
    ): Promise<WindowFigures[]> {
      if (needs.length === 0) return [];
      const column = <T>(pick: (need: WindowNeeds) => T) => needs.map(pick);
      const { rows } = await sql<{
        rounds: GameFigures[] | null;
        streak: string;
        deposits: string;
        invites: string;
      }>`
        SELECT
          CASE WHEN w.rounds THEN (
            SELECT coalesce(json_agg(json_build_object('gameType', g.game_type,
                'vassalage', f.vassalage, 'gameCode', f.game_code, 'plays', f.plays::text,
                'betMinor', f.bet_minor::text)), '[]')
              FROM round_figures(${merchantId}, ${memberId}, w.from_at, w.to_at) f
              JOIN games g ON g.merchant_id = ${merchantId} AND g.vassalage = f.vassalage
                AND g.code = f.game_code) END AS rounds,
          CASE WHEN w.streak THEN (
            SELECT coalesce(max(n), 0) FROM (
              SELECT count(*) AS n FROM (
                SELECT r.payout_minor > r.stake_minor AS won,
                    count(*) FILTER (WHERE r.payout_minor < r.stake_minor)
                      OVER (ORDER BY r.closed_at, r.id) AS losses
                  FROM game_rounds r
                  WHERE r.member_id = ${memberId} AND r.merchant_id = ${merchantId}
                    AND r.is_closed AND NOT r.is_play_money
                    AND r.closed_at >= w.from_at AND r.closed_at < w.to_at
                    AND r.stake_minor > 0 AND r.payout_minor <> r.stake_minor
              ) s WHERE won GROUP BY losses
            ) runs) ELSE 0 END::text AS streak,
          CASE WHEN w.deposits THEN (
            SELECT coalesce(sum(d.amount_minor), 0) FROM deposit_orders d
              WHERE d.member_id = ${memberId} AND d.status = 'approved'
                AND d.decided_at >= w.from_at AND d.decided_at < w.to_at) ELSE 0 END::text
            AS deposits,
          CASE WHEN w.invites THEN (
            SELECT count(*) FROM referral_links l
              WHERE l.referrer_id = ${memberId} AND l.merchant_id = ${merchantId}
                AND l.review IN ('clear', 'released')
                AND l.qualified_at >= w.from_at AND l.qualified_at < w.to_at) ELSE 0 END::text
            AS invites
        FROM unnest(
            ${column((need) => need.window.from.toISOString())}::timestamptz[],
            ${column((need) => need.window.to.toISOString())}::timestamptz[],
            ${column((need) => need.rounds)}::boolean[],
            ${column((need) => need.streak)}::boolean[],
            ${column((need) => need.deposits)}::boolean[],
            ${column((need) => need.invites)}::boolean[]
          ) WITH ORDINALITY AS w(from_at, to_at, rounds, streak, deposits, invites, n)
        ORDER BY w.n`.execute(executor);
      return rows.map((row) => ({
        rounds: row.rounds ?? [],
        streak: BigInt(row.streak),
        deposits: BigInt(row.deposits),
        invites: BigInt(row.invites),
      }));
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
