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
  chainId: string;
  seedIndex: number;
  number: string;
  opensAt: Date;
  closesAt: Date;
  seedHash: string;
  shoeId: string | null;
  /** Outcome classes of the game and the round's cap, for its exposure shards. */
  classCount: number;
  capMinor: bigint;
}

/**
 * A round's lock against the bets in flight: every bet holds it shared (table_place_bet), a
 * close or a cancel alone, so it waits for them and no bet is taken after it.
 */
async function lockRound(trx: Executor, roundId: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtext('table_round'),
    (${roundId}::bigint % 2147483647)::integer)`.execute(trx);
}

/** SQL of cancelled rounds: the cancel, and the refunds of their slips. */
function createRefundsRepository(db: Db) {
  return {
    /** Cancels a round not yet resolved (its own seed shown, when it has one). */
    async cancel(
      values: {
        roundId: string;
        merchantId?: string;
        seed: string | null;
        reason: string;
        operatorId: string | null;
        now: Date;
      },
      executor?: Executor,
    ): Promise<TableRoundRow | undefined> {
      // The lock lasts as long as the caller's transaction, or this one's.
      if (!executor?.isTransaction) {
        return db.transaction().execute((own) => this.cancel(values, own));
      }
      const trx = executor;
      await lockRound(trx, values.roundId);
      let query = trx
        .updateTable('tableRounds')
        .set({
          status: 'cancelled',
          seed: values.seed,
          cancelReason: values.reason,
          cancelledBy: values.operatorId,
          cancelledAt: values.now,
        })
        .where('id', '=', values.roundId)
        .where('status', 'in', ['open', 'closed']);
      if (values.merchantId) query = query.where('merchantId', '=', values.merchantId);
      return query.returningAll().executeTakeFirst();
    },

    /** Cancelled rounds whose stakes are still to give back. */
    refundsDue(limit: number) {
      return db
        .selectFrom('tableRounds as r')
        .innerJoin('gameTables as t', 't.id', 'r.tableId')
        .innerJoin('merchants as m', 'm.id', 'r.merchantId')
        .select(['r.id', 'r.merchantId', 'r.tableId', 'r.number', 't.code', 'm.currency'])
        .where('r.status', '=', 'cancelled')
        .orderBy('r.cancelledAt')
        .limit(limit)
        .execute();
    },

    /** A cancelled round's slips with stakes still open: one per (member, request). */
    openSlips(roundId: string, limit: number) {
      return db
        .selectFrom('tableBets')
        .select(['memberId', 'requestId', 'isPlayMoney'])
        .select(({ fn }) => fn.sum<string>('stakeMinor').as('stakeMinor'))
        .where('roundId', '=', roundId)
        .where('status', '=', 'open')
        .groupBy(['memberId', 'requestId', 'isPlayMoney'])
        .limit(limit)
        .execute();
    },

    /** Marks a slip refunded; false when it was already. */
    async markRefunded(
      trx: Transaction<Database>,
      values: { roundId: string; memberId: string; requestId: string; now: Date },
    ): Promise<boolean> {
      const done = await trx
        .updateTable('tableBets')
        .set({ status: 'refunded', winMinor: null, settledAt: values.now })
        .where('roundId', '=', values.roundId)
        .where('memberId', '=', values.memberId)
        .where('requestId', '=', values.requestId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return done.numUpdatedRows > 0n;
    },

    /** A cancelled round whose slips are all refunded is over. */
    async markRoundRefunded(roundId: string, now: Date) {
      await sql`
        UPDATE table_rounds r SET status = 'refunded', settled_at = ${now},
            stake_minor = coalesce((SELECT sum(b.stake_minor) FROM table_bets b WHERE b.round_id = r.id), 0),
            bet_count = (SELECT count(*) FROM table_bets b WHERE b.round_id = r.id)
          WHERE r.id = ${roundId} AND r.status = 'cancelled'
            AND NOT EXISTS (SELECT 1 FROM table_bets b WHERE b.round_id = r.id AND b.status = 'open')`.execute(
        db,
      );
    },
  };
}

/** SQL of a table's rounds: their chain, shoes, schedule, results, settlement and refunds. */
export function createRoundsRepository(db: Db) {
  return {
    /** Active tables of every merchant with no round under way (none open, closed or resolved). */
    tablesWithoutRound() {
      return db
        .selectFrom('gameTables as t')
        .selectAll('t')
        .where('t.status', '=', 'active')
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

    /** Rounds whose window has closed and that are not over yet, oldest first. */
    dueRounds(now: Date, limit: number) {
      return db
        .selectFrom('tableRounds')
        .selectAll()
        .where('status', 'in', ['open', 'closed', 'resolved'])
        .where('closesAt', '<=', now)
        .orderBy('closesAt')
        .limit(limit)
        .execute();
    },

    /** When the next round under way closes. */
    async nextCloseAt(): Promise<Date | undefined> {
      const row = await db
        .selectFrom('tableRounds')
        .select(({ fn }) => fn.min('closesAt').as('at'))
        .where('status', 'in', ['open', 'closed', 'resolved'])
        .executeTakeFirst();
      return row?.at ?? undefined;
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
    async newRound(trx: Transaction<Database>, values: NewRound) {
      const { classCount, capMinor, ...round } = values;
      const made = await trx
        .insertInto('tableRounds')
        .values(round)
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
    },

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
    ): Promise<{ bets: number; movedMemberIds: string[] }> {
      return db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('statement_timeout', '60000', true)`.execute(trx);
        const { rows } = await sql<{ bets: string; movedIds: string[] | null }>`
          SELECT bets, moved_ids AS "movedIds" FROM table_settle_round(${roundId},
            ${areas.map((row) => row.area)}::text[],
            ${areas.map((row) => row.returnMilli)}::integer[], ${now})`.execute(trx);
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
