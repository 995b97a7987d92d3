import { isCockfightSide, type Pools } from '@khela/games';
import { createRefundsRepository } from './refunds.repository';
import { lockRound } from './round-lock';
import { sql, type Selectable, type Transaction } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type {
  Database,
  GameTablesTable,
  TableRoundsTable,
  TableShoesTable,
} from '../../../db/schema';

export type GameTableRow = Selectable<GameTablesTable>;
export type TableRoundRow = Selectable<TableRoundsTable>;
export type TableShoeRow = Selectable<TableShoesTable>;

/** The shards a round's exposure is kept in (table_round_shards). */
export const exposureShards = 8;

/** A round about to be made: its place in the table's chain, times and commitment. */
export interface NewRound {
  merchantId: string;
  tableId: string;
  /** A drawn round's place in its day chain and its commitment (none for a declared one). */
  chainId: string | null;
  seedIndex: number | null;
  number: string;
  opensAt: Date;
  closesAt: Date;
  seedHash: string | null;
  shoeId: string | null;
  /** Outcome classes of the game and the round's cap, for its exposure shards. */
  classCount: number;
  capMinor: bigint;
  crashEdgeBp: number | null;
  crashMaxMultiplier: number | null;
  /** A cockfight's fight: announced by an operator, with its name and prices. */
  fight?: {
    label: string;
    meronOddsMilli: number | null;
    walaOddsMilli: number | null;
    drawOddsMilli: number;
    bddOddsMilli: number | null;
    commissionBp: number | null;
  };
}

export { lockRound };

/** Makes a round and its exposure shards; undefined when another server made one first. */
export async function insertRound(trx: Executor, values: NewRound) {
  const { classCount, capMinor, fight, ...round } = values;
  const made = await trx
    .insertInto('tableRounds')
    .values({ ...round, ...(fight ? { ...fight, isDeclared: true } : {}) })
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!made) return undefined;
  const zeros = Array.from({ length: classCount }, () => '0');
  const budget = (capMinor / BigInt(exposureShards)).toString();
  await trx
    .insertInto('tableRoundShards')
    .values(
      Array.from({ length: exposureShards }, (_, shard) => ({
        roundId: made.id,
        shard,
        exposure: zeros,
        budget,
      })),
    )
    .execute();
  return made;
}

/** SQL of a table's rounds: their chain, shoes, schedule, results, settlement and refunds. */
export function createRoundsRepository(db: Db) {
  return {
    /**
     * Active tables of every merchant with no round under way (none open, closed or resolved);
     * a cockfight arena's fights are the operator's to announce.
     */
    tablesWithoutRound() {
      return db
        .selectFrom('gameTables as t')
        .selectAll('t')
        .where('t.status', '=', 'active')
        .where('t.game', '!=', 'cockfight')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('tableRounds as r')
                .select('r.id')
                .whereRef('r.tableId', '=', 't.id')
                .where('r.status', 'in', ['open', 'closed', 'resolved']),
            ),
          ),
        )
        .execute();
    },

    table(tableId: string) {
      return db.selectFrom('gameTables').selectAll().where('id', '=', tableId).executeTakeFirst();
    },

    /**
     * Rounds whose window has closed and that are not over yet, oldest first; a declared
     * round (a cockfight's fight) still open when its longest window ends, to be closed, and
     * once declared, to be settled.
     */
    dueRounds(now: Date, limit: number) {
      return db
        .selectFrom('tableRounds')
        .selectAll()
        .where(({ or, eb }) =>
          or([
            eb('status', 'in', ['open', 'closed', 'resolved']).and('isDeclared', '=', false),
            eb('status', 'in', ['open', 'resolved']),
          ]),
        )
        .where('closesAt', '<=', now)
        .orderBy('closesAt')
        .limit(limit)
        .execute();
    },

    /**
     * When the next round under way closes (or closed, and is not over yet); a crash round
     * running after its close is timed by its bust instead.
     */
    async nextCloseAt(): Promise<Date | undefined> {
      const row = await db
        .selectFrom('tableRounds')
        .select(({ fn }) => fn.min('closesAt').as('at'))
        .where(({ or, and, eb }) =>
          or([
            eb('status', '=', 'open'),
            and([
              eb('isDeclared', '=', false),
              eb('status', 'in', ['closed', 'resolved']),
              eb('crashEdgeBp', 'is', null),
            ]),
          ]),
        )
        .executeTakeFirst();
      return row?.at ?? undefined;
    },

    /** Crash rounds running (closed) or busted and not yet settled, with their tables' codes. */
    runningCrashRounds() {
      return db
        .selectFrom('tableRounds as r')
        .innerJoin('gameTables as t', 't.id', 'r.tableId')
        .select([
          'r.tableId',
          't.code',
          'r.status',
          'r.number',
          'r.seedIndex',
          'r.closesAt',
          'r.crashEdgeBp',
          'r.crashMaxMultiplier',
        ])
        .where('r.status', 'in', ['closed', 'resolved'])
        .where('r.crashEdgeBp', 'is not', null)
        .execute();
    },

    /** The table's latest round. */
    lastRound(tableId: string, executor: Transaction<Database> | Db = db) {
      return executor
        .selectFrom('tableRounds')
        .selectAll()
        .where('tableId', '=', tableId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** The day's chain of a table, published once (its head made by the caller). */
    async chain(
      trx: Transaction<Database>,
      tableId: string,
      day: string,
      head: string,
      length: number,
    ) {
      await trx
        .insertInto('tableSeedChains')
        .values({ tableId, day, headHash: head, length })
        .onConflict((conflict) => conflict.columns(['tableId', 'day']).doNothing())
        .execute();
      return trx
        .selectFrom('tableSeedChains')
        .selectAll()
        .where('tableId', '=', tableId)
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
    },

    /** The shoe the table deals from now, locked. */
    dealingShoe(trx: Transaction<Database>, tableId: string) {
      return trx
        .selectFrom('tableShoes')
        .selectAll()
        .where('tableId', '=', tableId)
        .where('status', '=', 'dealing')
        .forUpdate()
        .executeTakeFirst();
    },

    /** A shoe still dealing, locked (a round deals from it). */
    dealingShoeById(trx: Transaction<Database>, shoeId: string) {
      return trx
        .selectFrom('tableShoes')
        .selectAll()
        .where('id', '=', shoeId)
        .where('status', '=', 'dealing')
        .forUpdate()
        .executeTakeFirst();
    },

    chainById(executor: Transaction<Database> | Db, chainId: string) {
      return executor
        .selectFrom('tableSeedChains')
        .selectAll()
        .where('id', '=', chainId)
        .executeTakeFirstOrThrow();
    },

    round(roundId: string) {
      return db.selectFrom('tableRounds').selectAll().where('id', '=', roundId).executeTakeFirst();
    },

    /** Ends a shoe: its seed shown. */
    async endShoe(trx: Transaction<Database>, shoeId: string, seed: string, now: Date) {
      await trx
        .updateTable('tableShoes')
        .set({ status: 'ended', seed, endedAt: now })
        .where('id', '=', shoeId)
        .where('status', '=', 'dealing')
        .execute();
    },

    async newShoe(
      trx: Transaction<Database>,
      values: Pick<
        TableShoeRow,
        'tableId' | 'chainId' | 'seedIndex' | 'number' | 'seedHash' | 'cutAt' | 'cardCount'
      >,
    ) {
      return trx.insertInto('tableShoes').values(values).returningAll().executeTakeFirstOrThrow();
    },

    /** Makes a round and its exposure shards; undefined when another server made one first. */
    newRound: insertRound,

    /** Closes a round whose window has passed; waits for the bets in flight. */
    async close(roundId: string, now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await lockRound(trx, roundId);
        const done = await trx
          .updateTable('tableRounds')
          .set({ status: 'closed' })
          .where('id', '=', roundId)
          .where('status', '=', 'open')
          .where('closesAt', '<=', now)
          .executeTakeFirst();
        return done.numUpdatedRows > 0n;
      });
    },

    /** Writes a closed round's result (and its seed, when it draws from its own). */
    async resolve(
      executor: Transaction<Database> | Db,
      roundId: string,
      values: { result: unknown; seed: string | null; cardFrom: number | null; now: Date },
    ): Promise<boolean> {
      const done = await executor
        .updateTable('tableRounds')
        .set({
          status: 'resolved',
          result: JSON.stringify(values.result),
          seed: values.seed,
          cardFrom: values.cardFrom,
          resolvedAt: values.now,
        })
        .where('id', '=', roundId)
        .where('status', '=', 'closed')
        .executeTakeFirst();
      return done.numUpdatedRows > 0n;
    },

    async moveShoe(trx: Transaction<Database>, shoeId: string, from: number, to: number) {
      const done = await trx
        .updateTable('tableShoes')
        .set({ cursor: to })
        .where('id', '=', shoeId)
        .where('cursor', '=', from)
        .executeTakeFirst();
      return done.numUpdatedRows > 0n;
    },

    /** The stakes of a fight's open bets on each side (its pools). */
    async pools(roundId: string): Promise<Pools> {
      const rows = await db
        .selectFrom('tableBets')
        .select('area')
        .select(({ fn }) => fn.sum<string>('stakeMinor').as('stakeMinor'))
        .where('roundId', '=', roundId)
        .where('status', '=', 'open')
        .groupBy('area')
        .execute();
      const pools: Pools = { meron: 0n, wala: 0n, draw: 0n, bdd: 0n };
      for (const row of rows) {
        if (isCockfightSide(row.area)) pools[row.area] = BigInt(row.stakeMinor);
      }
      return pools;
    },

    /** The areas a round's open bets are on. */
    async openAreas(roundId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('tableBets')
        .select('area')
        .distinct()
        .where('roundId', '=', roundId)
        .where('status', '=', 'open')
        .execute();
      return rows.map((row) => row.area);
    },

    /** Settles a resolved round (table_settle_round): its bets, then each player's win. */
    async settle(
      roundId: string,
      areas: { area: string; returnMilli: number }[],
      now: Date,
      crash: { bust: number; maxMultiplier: number } | null,
      /** The area whose bets return the odds each was taken at (a fixed cockfight's winner). */
      oddsArea: string | null = null,
    ): Promise<{ bets: number; movedMemberIds: string[] }> {
      return db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('statement_timeout', '60000', true)`.execute(trx);
        // A crash round's cash-outs in flight finish first (they hold the lock shared).
        if (crash) await lockRound(trx, roundId);
        const { rows } = await sql<{ bets: string; movedIds: string[] | null }>`
          SELECT bets, moved_ids AS "movedIds" FROM table_settle_round(${roundId},
            ${areas.map((row) => row.area)}::text[],
            ${areas.map((row) => row.returnMilli)}::integer[], ${now},
            ${crash?.bust ?? null}::integer, ${crash?.maxMultiplier ?? null}::integer,
            ${oddsArea}::text)`.execute(trx);
        const row = rows[0];
        return { bets: Number(row?.bets ?? 0), movedMemberIds: row?.movedIds ?? [] };
      });
    },

    ...createRefundsRepository(db),
    db,
    transaction: () => db.transaction(),
  };
}

export type RoundsRepository = ReturnType<typeof createRoundsRepository>;
