import { sql, type Selectable } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { TableRoundsTable } from '../../../db/schema';
import { lockRound } from '../rounds/rounds.repository';

export type FightRow = Selectable<TableRoundsTable> & { cancelledByName: string | null };

/** A fight's stakes per side: count, stakes, and stakes × the odds they were taken at. */
export interface SideRow {
  roundId: string;
  area: string;
  bets: string;
  stakeMinor: string;
  atOddsMinor: string;
}

/** SQL of the cockfight console: arenas' fights, their sides, and the operator's steps. */
export function createCockfightRepository(db: Db) {
  return {
    /** Each arena's last fights, newest first (an arena or two a merchant: a query each). */
    async fights(tableIds: string[], perArena: number): Promise<FightRow[]> {
      const each = await Promise.all(
        tableIds.map((tableId) =>
          db
            .selectFrom('tableRounds as r')
            .leftJoin('operators as o', 'o.id', 'r.cancelledBy')
            .selectAll('r')
            .select('o.username as cancelledByName')
            .where('r.tableId', '=', tableId)
            .orderBy('r.id', 'desc')
            .limit(perArena)
            .execute(),
        ),
      );
      return each.flat();
    },

    /** The fights' stakes per side (refunded bets aside). */
    sides(roundIds: string[]): Promise<SideRow[]> {
      if (roundIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('tableBets')
        .select(['roundId', 'area'])
        .select(({ fn }) => [
          fn.countAll<string>().as('bets'),
          fn.sum<string>('stakeMinor').as('stakeMinor'),
          sql<string>`coalesce(sum(stake_minor * odds_milli / 1000), 0)`.as('atOddsMinor'),
        ])
        .where('roundId', 'in', roundIds)
        .where('status', '!=', 'refunded')
        .groupBy(['roundId', 'area'])
        .execute();
    },

    /** How many players each fight has. */
    async players(roundIds: string[]): Promise<Map<string, number>> {
      if (roundIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('tableBets')
        .select('roundId')
        .select(({ fn }) => fn.count<string>('memberId').distinct().as('players'))
        .where('roundId', 'in', roundIds)
        .where('status', '!=', 'refunded')
        .groupBy('roundId')
        .execute();
      return new Map(rows.map((row) => [row.roundId, Number(row.players)]));
    },

    /** A fight's exposure on each result (Meron, Wala, Draw, BDD), all shards together. */
    async exposure(roundId: string): Promise<bigint[]> {
      const { rows } = await sql<{ total: string[] }>`
        SELECT array_agg(t.total ORDER BY t.i) AS total
          FROM (SELECT i, sum(e) AS total FROM table_round_shards s,
              unnest(s.exposure) WITH ORDINALITY AS u(e, i)
            WHERE s.round_id = ${roundId} GROUP BY i) AS t`.execute(db);
      return (rows[0]?.total ?? []).map((value) => BigInt(value));
    },

    /** A merchant's fight, with its arena's code. */
    fight(merchantId: string, roundId: string) {
      return db
        .selectFrom('tableRounds as r')
        .innerJoin('gameTables as t', 't.id', 'r.tableId')
        .selectAll('r')
        .select(['t.code'])
        .where('r.id', '=', roundId)
        .where('r.merchantId', '=', merchantId)
        .where('r.isDeclared', '=', true)
        .executeTakeFirst();
    },

    /** How many fights an arena has had on a UTC day (numbers its next). */
    async fightsOn(tableId: string, day: string): Promise<number> {
      const row = await db
        .selectFrom('tableRounds')
        .select(({ fn }) => fn.countAll<string>().as('count'))
        .where('tableId', '=', tableId)
        .where('number', 'like', `${day}-%`)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** Moves an open fixed fight's odds; waits for the bets in flight (they read them). */
    async moveOdds(trx: Executor, roundId: string, odds: { meron: number; wala: number }) {
      await lockRound(trx, roundId);
      const done = await trx
        .updateTable('tableRounds')
        .set({ meronOddsMilli: odds.meron, walaOddsMilli: odds.wala })
        .where('id', '=', roundId)
        .where('status', '=', 'open')
        .where('meronOddsMilli', 'is not', null)
        .executeTakeFirst();
      return done.numUpdatedRows > 0n;
    },

    /** Closes an open fight's betting; waits for the bets in flight. */
    async close(trx: Executor, roundId: string, now: Date) {
      await lockRound(trx, roundId);
      const done = await trx
        .updateTable('tableRounds')
        .set({ status: 'closed', closesAt: sql`greatest(${now}, opens_at + interval '1 ms')` })
        .where('id', '=', roundId)
        .where('status', '=', 'open')
        .where('isDeclared', '=', true)
        .executeTakeFirst();
      return done.numUpdatedRows > 0n;
    },

    /** Declares a closed fight's result. */
    async declare(
      trx: Executor,
      values: { roundId: string; winner: string; operatorId: string; now: Date },
    ) {
      let query = trx
        .updateTable('tableRounds')
        .set({
          status: 'resolved',
          result: JSON.stringify({ game: 'cockfight', winner: values.winner }),
          resolvedAt: values.now,
          declaredBy: values.operatorId,
        })
        .where('id', '=', values.roundId)
        .where('status', '=', 'closed')
        .where('isDeclared', '=', true);
      // Both cocks died: a result of its own only where the fight offered the side bet.
      if (values.winner === 'bdd') query = query.where('bddOddsMilli', 'is not', null);
      const done = await query.executeTakeFirst();
      return done.numUpdatedRows > 0n;
    },
  };
}

export type CockfightRepository = ReturnType<typeof createCockfightRepository>;
