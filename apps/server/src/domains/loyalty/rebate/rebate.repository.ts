import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import { calendarPeriods } from '../periods';

export interface RebateSettingsRow {
  period: 'day' | 'week';
  minClaimMinor: string;
  turnoverMultiple: number;
  startedAt: Date;
}

/** The member's VIP level where the merchant's programme is on: its rank, names and rates. */
export interface RebateLevelRow {
  rank: number;
  names: Record<string, string>;
  rebateRates: Record<string, number>;
}

export interface RebateClaimRow {
  id: string;
  period: string;
  requestId: string;
  rank: number;
  fromAt: Date | null;
  throughAt: Date;
  amountMinor: string;
  turnoverMultiple: number;
  transferId: string;
  createdAt: Date;
}

export interface RebateLineRow {
  claimId: string;
  gameType: string;
  betMinor: string;
  rate: number;
  amountMinor: string;
}

/** The period a moment falls in (the merchant's time zone) and when the next one starts. */
export interface RebatePeriodRow {
  period: string;
  nextAt: Date;
}

const claimColumns = [
  'id',
  'period',
  'requestId',
  'rank',
  'fromAt',
  'throughAt',
  'amountMinor',
  'turnoverMultiple',
  'transferId',
  'createdAt',
] as const;

/** A lock key space of its own for pg_advisory_xact_lock(int, int): one member's claims. */
const claimLockSpace = 36_006;

export function createRebateRepository(db: Db) {
  return {
    settings(merchantId: string, executor: Executor = db) {
      return executor
        .selectFrom('rebateSettings')
        .select(['period', 'minClaimMinor', 'turnoverMultiple', 'startedAt'])
        .where('merchantId', '=', merchantId)
        .executeTakeFirst() as Promise<RebateSettingsRow | undefined>;
    },

    level(merchantId: string, memberId: string, executor: Executor = db) {
      return executor
        .selectFrom('vipMembers as v')
        .innerJoin('vipSettings as s', (join) =>
          join.onRef('s.merchantId', '=', 'v.merchantId').on('s.isEnabled', '=', true),
        )
        .innerJoin('vipLevels as l', (join) =>
          join.onRef('l.merchantId', '=', 'v.merchantId').onRef('l.rank', '=', 'v.rank'),
        )
        .select(['v.rank', 'l.names', 'l.rebateRates'])
        .where('v.memberId', '=', memberId)
        .where('v.merchantId', '=', merchantId)
        .executeTakeFirst() as Promise<RebateLevelRow | undefined>;
    },

    /** The day and the ISO week of `at` in the merchant's time zone, and when the next starts. */
    async periodsOf(
      timezone: string,
      at: Date,
      executor: Executor = db,
    ): Promise<Record<'day' | 'week', RebatePeriodRow>> {
      const { day, week } = await calendarPeriods(executor, timezone, at);
      return {
        day: { period: day.key, nextAt: day.nextAt },
        week: { period: week.key, nextAt: week.nextAt },
      };
    },

    /** The member's latest claims, the latest first (its `throughAt` is where the next claim starts). */
    latest(memberId: string, count: number, executor: Executor = db) {
      return executor
        .selectFrom('rebateClaims')
        .select(claimColumns)
        .where('memberId', '=', memberId)
        .orderBy('id', 'desc')
        .limit(count)
        .execute() as Promise<RebateClaimRow[]>;
    },

    byRequest(merchantId: string, memberId: string, requestId: string, executor: Executor = db) {
      return executor
        .selectFrom('rebateClaims')
        .select(claimColumns)
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .where('requestId', '=', requestId)
        .executeTakeFirst() as Promise<RebateClaimRow | undefined>;
    },

    /**
     * Valid bets per game type of the member's real-money rounds closed after `from` up to
     * `through`: a round's stake (refunds already taken off it), none for a round that paid
     * its stake back (a push or a void): the days folded and the rounds closed since
     * (round_figures), per game type.
     */
    async validBets(
      merchantId: string,
      memberId: string,
      window: { from: Date; through: Date },
      executor: Executor = db,
    ): Promise<Array<{ gameType: string; betMinor: string }>> {
      // (from, through] is [from + 1 µs, through + 1 µs): timestamps count microseconds.
      const { rows } = await sql<{ gameType: string; betMinor: string }>`
        SELECT g.game_type AS "gameType", sum(f.bet_minor)::text AS "betMinor"
          FROM round_figures(${merchantId}, ${memberId},
            ${window.from}::timestamptz + interval '1 microsecond',
            ${window.through}::timestamptz + interval '1 microsecond') f
          JOIN games g ON g.merchant_id = ${merchantId} AND g.vassalage = f.vassalage
            AND g.code = f.game_code
          WHERE f.bet_minor > 0
          GROUP BY g.game_type
          ORDER BY g.game_type`.execute(executor);
      return rows;
    },

    /** One member's claims, one at a time: the next claim's window starts where this ends. */
    async lockMember(trx: Executor, memberId: string) {
      await sql`SELECT pg_advisory_xact_lock(${claimLockSpace}, (${memberId}::bigint % 2147483647)::int)`.execute(
        trx,
      );
    },

    async insertClaim(
      trx: Executor,
      values: Omit<RebateClaimRow, 'id'> & {
        merchantId: string;
        memberId: string;
        betMinor: string;
      },
      lines: Array<Omit<RebateLineRow, 'claimId'>>,
    ): Promise<RebateClaimRow> {
      const claim = (await trx
        .insertInto('rebateClaims')
        .values(values)
        .returning(claimColumns)
        .executeTakeFirstOrThrow()) as RebateClaimRow;
      if (lines.length > 0) {
        await trx
          .insertInto('rebateClaimLines')
          .values(lines.map((line) => ({ ...line, claimId: claim.id })))
          .execute();
      }
      return claim;
    },

    /** The member's claims, the latest first, from the page's first. */
    recent(memberId: string, page: { pageNo: number; pageSize: number }) {
      return db
        .selectFrom('rebateClaims')
        .select(claimColumns)
        .where('memberId', '=', memberId)
        .orderBy('id', 'desc')
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize)
        .execute() as Promise<RebateClaimRow[]>;
    },

    async claims(memberId: string, page: { pageNo: number; pageSize: number }) {
      const [rows, count] = await Promise.all([
        this.recent(memberId, page),
        db
          .selectFrom('rebateClaims')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('memberId', '=', memberId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(count.count) };
    },

    lines(claimIds: string[], executor: Executor = db): Promise<RebateLineRow[]> {
      if (claimIds.length === 0) return Promise.resolve([]);
      return executor
        .selectFrom('rebateClaimLines')
        .select(['claimId', 'gameType', 'betMinor', 'rate', 'amountMinor'])
        .where('claimId', 'in', claimIds)
        .orderBy('gameType')
        .execute();
    },
  };
}

export type RebateRepository = ReturnType<typeof createRebateRepository>;
