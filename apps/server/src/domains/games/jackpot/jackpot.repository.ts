import { houseVendorCode } from '@khela/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { Executor } from '../../../db/database';

/** A merchant's jackpot settings as stored. */
export interface JackpotRow {
  merchantId: string;
  currency: string;
  isEnabled: boolean;
  shareBasisPoints: number;
  seedMinor: string;
  /** The odds in force now (jackpot_odds_now()). */
  oddsOneIn: number;
  displayStartMinor: string;
  displayStartedAt: Date;
  oddsNoticeHours: number;
  /** A published change still to come, and when. */
  nextOddsOneIn: number | null;
  nextOddsAt: Date | null;
}

/** The values a save writes. */
export interface JackpotValues {
  isEnabled: boolean;
  shareBasisPoints: number;
  seedMinor: bigint;
  /** The odds asked for: in force now when the jackpot opens, else after the notice. */
  oddsOneIn: number;
  displayStartMinor: bigint;
  oddsNoticeHours: number;
}

/** SQL of the progressive jackpot: settings, the pool's shards, the awards. */
export function createJackpotRepository(db: Db) {
  return {
    settings(merchantId: string, executor: Executor = db): Promise<JackpotRow | undefined> {
      return executor
        .selectFrom('jackpots')
        .select([
          'merchantId',
          'currency',
          'isEnabled',
          'shareBasisPoints',
          'seedMinor',
          sql<number>`jackpot_odds_now(odds_one_in, next_odds_one_in, next_odds_at)`.as(
            'oddsOneIn',
          ),
          'displayStartMinor',
          'displayStartedAt',
          'oddsNoticeHours',
          // A change whose time has come is in force, not to come.
          sql<number | null>`CASE WHEN next_odds_at > now() THEN next_odds_one_in END`.as(
            'nextOddsOneIn',
          ),
          sql<Date | null>`CASE WHEN next_odds_at > now() THEN next_odds_at END`.as('nextOddsAt'),
        ])
        .where('merchantId', '=', merchantId)
        .executeTakeFirst();
    },

    /**
     * The jackpot now: its pool's shards in the ledger plus what rounds contributed that the
     * sweep has not moved yet (both small index ranges): the whole minor units of each shard's
     * waiting shares, as the sweep (and so an award) would move them.
     */
    async poolMinor(merchantId: string, currency: string): Promise<bigint> {
      const { rows } = await sql<{ total: string }>`
        SELECT (
          (SELECT coalesce(sum(a.balance_minor), 0) FROM ledger_accounts a
            WHERE a.merchant_id = ${merchantId} AND a.kind = 'house' AND a.purpose = 'jackpot'
              AND a.member_id IS NULL AND a.currency = ${currency})
          + (SELECT coalesce(sum(w.whole), 0) FROM (
              SELECT div(sum(c.share_units), 10000) AS whole FROM jackpot_contributions c
                WHERE c.merchant_id = ${merchantId} AND c.currency = ${currency}
                GROUP BY c.member_id % 16) w)
        )::text AS total`.execute(db);
      return BigInt(rows[0]?.total ?? '0');
    },

    /** Merchants with contributions waiting for a sweep. */
    async merchantsToSweep(limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('jackpotContributions')
        .select('merchantId')
        .distinct()
        .limit(limit)
        .execute();
      return rows.map((row) => row.merchantId);
    },

    /** Moves a merchant's unswept contributions into its pool (jackpot_sweep()). */
    async sweep(merchantId: string): Promise<bigint> {
      const { rows } = await sql<{ moved: string }>`
        SELECT jackpot_sweep(${merchantId})::text AS moved`.execute(db);
      return BigInt(rows[0]?.moved ?? '0');
    },

    /** Whether the merchant offers in-house slots a member can play now. */
    async hasHouseGames(merchantId: string): Promise<boolean> {
      const row = await db
        .selectFrom('vendors as v')
        .innerJoin('games as g', (join) =>
          join.onRef('g.merchantId', '=', 'v.merchantId').onRef('g.vassalage', '=', 'v.vassalage'),
        )
        .select('g.id')
        .where('v.merchantId', '=', merchantId)
        .where('v.vassalage', '=', houseVendorCode)
        .where('v.status', '<>', 'disabled')
        .where('g.status', '=', 'active')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The latest awards, newest first, with the game's name in a language. */
    wins(merchantId: string, language: string, limit: number) {
      return db
        .selectFrom('jackpotWins as w')
        .innerJoin('members as m', 'm.id', 'w.memberId')
        .leftJoin('games as g', (join) =>
          join
            .onRef('g.merchantId', '=', 'w.merchantId')
            .on('g.vassalage', '=', houseVendorCode)
            .onRef('g.code', '=', 'w.gameCode'),
        )
        .select([
          'w.id',
          'w.amountMinor',
          'w.currency',
          'w.draw',
          'w.oddsOneIn',
          'w.createdAt',
          'm.username',
          sql<string>`coalesce(g.names ->> ${language}, g.names ->> 'en', w.game_code)`.as(
            'gameName',
          ),
        ])
        .where('w.merchantId', '=', merchantId)
        .orderBy('w.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** A new jackpot with its pool's first seed, paid by the house (jackpot_open()). */
    async open(
      executor: Executor,
      merchantId: string,
      currency: string,
      values: JackpotValues,
    ): Promise<boolean> {
      const { rows } = await sql<{ opened: boolean }>`
        SELECT jackpot_open(${merchantId}, ${currency}, ${values.isEnabled},
          ${values.shareBasisPoints}, ${values.seedMinor.toString()}, ${values.oddsOneIn},
          ${values.displayStartMinor.toString()}) AS opened`.execute(executor);
      if (rows[0]?.opened !== true) return false;
      await executor
        .updateTable('jackpots')
        .set({ oddsNoticeHours: values.oddsNoticeHours })
        .where('merchantId', '=', merchantId)
        .execute();
      return true;
    },

    /**
     * New settings; the display counter starts again only when its start changed. Odds other
     * than those in force are published to take effect after the notice (a change still to
     * come is replaced, or withdrawn when the odds asked for are those in force); by the
     * database's clock, the one every spin is judged by.
     */
    async update(executor: Executor, merchantId: string, values: JackpotValues, now: Date) {
      const inForce = sql<number>`jackpot_odds_now(odds_one_in, next_odds_one_in, next_odds_at)`;
      const odds = sql<number>`${values.oddsOneIn}::integer`;
      const isChange = sql<boolean>`${inForce} <> ${odds}`;
      const isSameChange = sql<boolean>`next_odds_at > now() AND next_odds_one_in = ${odds}`;
      await executor
        .updateTable('jackpots')
        .set({
          isEnabled: values.isEnabled,
          shareBasisPoints: values.shareBasisPoints,
          seedMinor: values.seedMinor.toString(),
          oddsOneIn: inForce,
          nextOddsOneIn: sql<number | null>`CASE WHEN ${isChange} THEN ${odds} END`,
          // The same change asked again keeps its time; a new one waits the notice from now.
          nextOddsAt: sql<Date | null>`CASE WHEN ${isSameChange} THEN next_odds_at
            WHEN ${isChange} THEN now() + make_interval(hours => ${values.oddsNoticeHours}::integer)
            END`,
          oddsNoticeHours: values.oddsNoticeHours,
          displayStartedAt: sql<Date>`CASE WHEN display_start_minor = ${values.displayStartMinor.toString()}
            THEN display_started_at ELSE ${now} END`,
          displayStartMinor: values.displayStartMinor.toString(),
          updatedAt: now,
        })
        .where('merchantId', '=', merchantId)
        .execute();
    },
  };
}

export type JackpotRepository = ReturnType<typeof createJackpotRepository>;
