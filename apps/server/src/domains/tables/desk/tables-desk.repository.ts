import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { GameTableGame } from '../../../db/schema';
import { installArcadeVendor, installCockfightVendor } from '../install';
import { tablesVassalage } from '../tables.rules';

/** A table's settings as the desk writes them (minor units). */
export interface TableValues {
  bettingMs: number;
  resultMs: number;
  minStakeMinor: string;
  maxStakeMinor: string;
  maxRoundPayoutMinor: string;
  areaLimits: Record<string, { minStakeMinor: number; maxStakeMinor: number }>;
  /** Crash: the house edge in basis points and the most a round runs to (hundredths). */
  crashEdgeBp?: number;
  crashMaxMultiplier?: number;
  /** Cockfight: the pricing, the pools' commission, the draw's and BDD's odds, the video. */
  pricing?: 'fixed' | 'pool';
  commissionBp?: number;
  drawOddsMilli?: number;
  bddOddsMilli?: number | null;
  streamUrl?: string | null;
}

/** SQL of the tables desk: tables with their names and takings, rounds, new tables. */
export function createTablesDeskRepository(db: Db) {
  return {
    /** A merchant's tables with their catalogue names and the round under way. */
    tables(merchantId: string, code?: string) {
      let query = db
        .selectFrom('gameTables as t')
        .leftJoin('games as g', (join) =>
          join
            .onRef('g.merchantId', '=', 't.merchantId')
            .on('g.vassalage', '=', tablesVassalage)
            .onRef('g.code', '=', 't.code'),
        )
        .leftJoin('tableRounds as r', (join) =>
          join.onRef('r.tableId', '=', 't.id').on('r.status', 'in', ['open', 'closed', 'resolved']),
        )
        .selectAll('t')
        .select([
          'g.names',
          'r.id as roundId',
          'r.number as roundNumber',
          'r.status as roundStatus',
        ])
        .where('t.merchantId', '=', merchantId);
      if (code !== undefined) query = query.where('t.code', '=', code);
      return query.orderBy('t.sortOrder').orderBy('t.id').execute();
    },

    /** Each table's takings over [from, to): settled rounds, their bets, stakes and payouts. */
    async takings(merchantId: string, from: Date, to: Date) {
      const { rows } = await sql<{
        tableId: string;
        rounds: string;
        bets: string;
        players: string;
        stakeMinor: string;
        payoutMinor: string;
      }>`
        SELECT r.table_id AS "tableId", count(DISTINCT r.id) AS rounds,
            coalesce(sum(r.bet_count), 0) AS bets,
            (SELECT count(DISTINCT b.member_id) FROM table_bets b
              JOIN table_rounds x ON x.id = b.round_id
              WHERE x.table_id = r.table_id AND x.status = 'settled'
                AND x.settled_at >= ${from} AND x.settled_at < ${to}) AS players,
            coalesce(sum(r.stake_minor), 0) AS "stakeMinor",
            coalesce(sum(r.payout_minor), 0) AS "payoutMinor"
          FROM table_rounds r
          WHERE r.merchant_id = ${merchantId} AND r.status = 'settled'
            AND r.settled_at >= ${from} AND r.settled_at < ${to}
          GROUP BY r.table_id`.execute(db);
      return rows;
    },

    /** A table's rounds, newest first, with how many players each had. */
    async rounds(tableId: string, limit: number, offset: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('tableRounds as r')
          .leftJoin('operators as o', 'o.id', 'r.cancelledBy')
          .selectAll('r')
          .select('o.username as cancelledByName')
          .select((eb) =>
            eb
              .selectFrom('tableBets as b')
              .select(({ fn }) => fn.count<string>('b.memberId').distinct().as('players'))
              .whereRef('b.roundId', '=', 'r.id')
              .as('players'),
          )
          .select((eb) =>
            eb
              .selectFrom('tableBets as b')
              .select(({ fn }) => fn.count<string>('b.id').as('bets'))
              .whereRef('b.roundId', '=', 'r.id')
              .as('liveBets'),
          )
          .select((eb) =>
            eb
              .selectFrom('tableBets as b')
              .select(({ fn }) => fn.sum<string>('b.stakeMinor').as('stake'))
              .whereRef('b.roundId', '=', 'r.id')
              .as('liveStakeMinor'),
          )
          .where('r.tableId', '=', tableId)
          .orderBy('r.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('tableRounds')
          .select(({ fn }) => fn.countAll<string>().as('count'))
          .where('tableId', '=', tableId)
          .executeTakeFirst(),
      ]);
      return { rows, total: Number(total?.count ?? 0) };
    },

    tableById(tableId: string) {
      return db.selectFrom('gameTables').selectAll().where('id', '=', tableId).executeTakeFirst();
    },

    /** A merchant's round with its table. */
    round(merchantId: string, roundId: string) {
      return db
        .selectFrom('tableRounds as r')
        .innerJoin('gameTables as t', 't.id', 'r.tableId')
        .selectAll('r')
        .select(['t.code'])
        .where('r.id', '=', roundId)
        .where('r.merchantId', '=', merchantId)
        .executeTakeFirst();
    },

    /**
     * A new table and its game in the catalogue (under the tables vendor: an auto table in its
     * LIVE lobby, crash an arcade game in its RNG one, an arena in its COCKFIGHT one).
     */
    async insertTable(
      trx: Executor,
      values: TableValues & {
        merchantId: string;
        code: string;
        game: GameTableGame;
        names: Record<string, string>;
      },
    ) {
      const { names, areaLimits, ...table } = values;
      const sortOrder = sql<number>`(SELECT coalesce(max(sort_order), -1) + 1 FROM game_tables
        WHERE merchant_id = ${values.merchantId})`;
      await trx
        .insertInto('gameTables')
        .values({ ...table, areaLimits: JSON.stringify(areaLimits), sortOrder })
        .execute();
      const isCrash = values.game === 'crash';
      const isCockfight = values.game === 'cockfight';
      if (isCrash) await installArcadeVendor(trx, values.merchantId);
      if (isCockfight) await installCockfightVendor(trx, values.merchantId);
      await trx
        .insertInto('games')
        .values({
          merchantId: values.merchantId,
          vassalage: tablesVassalage,
          code: values.code,
          gameType: isCrash ? 'RNG' : isCockfight ? 'COCKFIGHT' : 'LIVE',
          gameClassify: isCrash ? 'ARCADE' : isCockfight ? 'OTHER' : 'TABLE',
          names: JSON.stringify(names),
          minBetMinor: values.minStakeMinor,
          imagePath: `/art/games/${values.game}.svg`,
          sortOrder,
        })
        .execute();
    },

    async updateTable(
      trx: Executor,
      values: { merchantId: string; code: string; now: Date } & Partial<TableValues> & {
          status?: 'active' | 'paused';
          names?: Record<string, string>;
        },
    ) {
      const { merchantId, code, now, names, areaLimits, ...settings } = values;
      await trx
        .updateTable('gameTables')
        .set({
          ...settings,
          ...(areaLimits ? { areaLimits: JSON.stringify(areaLimits) } : {}),
          updatedAt: now,
        })
        .where('merchantId', '=', merchantId)
        .where('code', '=', code)
        .execute();
      const game = {
        ...(names ? { names: JSON.stringify(names) } : {}),
        ...(settings.minStakeMinor ? { minBetMinor: settings.minStakeMinor } : {}),
      };
      if (Object.keys(game).length > 0) {
        await trx
          .updateTable('games')
          .set(game)
          .where('merchantId', '=', merchantId)
          .where('vassalage', '=', tablesVassalage)
          .where('code', '=', code)
          .execute();
      }
    },

    /** The live video addresses of a merchant's cockfight arenas. */
    async streamUrls(merchantId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('gameTables')
        .select('streamUrl')
        .where('merchantId', '=', merchantId)
        .where('streamUrl', 'is not', null)
        .execute();
      return rows.flatMap((row) => (row.streamUrl ? [row.streamUrl] : []));
    },

    /** Whether the merchant has the tables vendor's connection yet. */
    async hasVendor(merchantId: string): Promise<boolean> {
      const row = await db
        .selectFrom('vendorWallets')
        .select('merchantId')
        .where('merchantId', '=', merchantId)
        .where('vassalage', '=', tablesVassalage)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type TablesDeskRepository = ReturnType<typeof createTablesDeskRepository>;
