import { sql } from 'kysely';
import { poolOf, type Db } from '../../../db/database';
import { raisedRefusal } from '../../../db/refusals';
import { hashToken } from '../../../lib/tokens';
import type { VendorCallsInSql } from '../../games';
import { tablesVassalage } from '../tables.rules';

/** SQLSTATE of table_place_bet()'s own refusals; the message is the error code. */
const tablesRefusalSqlState = 'KH010';

/** A slip table_place_bet() refused: the error code and the area it is about. */
export interface SlipRefusal {
  kind: 'refused';
  code: string;
  area: string | undefined;
  movedMemberIds: null;
}

export interface PlacedSlip {
  kind: 'placed' | 'repeat';
  balanceMinor: string | null;
  movedMemberIds: string[] | null;
  placedAt: Date;
}

/** The crash bets a table's state lists (the biggest stakes). */
const crashBetsShown = 200;

const roundColumns = [
  'r.id',
  'r.number',
  'r.status',
  'r.opensAt',
  'r.closesAt',
  'r.seedHash',
  'r.result',
  'r.shoeId',
  'r.seedIndex',
  'r.crashEdgeBp',
  'r.crashMaxMultiplier',
  'r.label',
  'r.meronOddsMilli',
  'r.walaOddsMilli',
  'r.drawOddsMilli',
  'r.bddOddsMilli',
  'r.commissionBp',
] as const;

/** A player's round as My bets and the betting record show it: its result and its proof. */
const myRoundColumns = [
  'r.id',
  'r.number',
  'r.status',
  'r.result',
  'r.opensAt',
  'r.closesAt',
  'r.seedIndex',
  'r.seedHash',
  'r.seed',
  'r.cardFrom',
  'r.crashEdgeBp',
  'r.crashMaxMultiplier',
  'c.day',
  'c.headHash',
  's.number as shoeNumber',
  's.seedIndex as shoeSeedIndex',
  's.seed as shoeSeed',
] as const;

/** SQL of a player at a table: the launch, the table's state, bets and the player's rounds. */
export function createPlayRepository(db: Db) {
  return {
    /** The launch a token names, with its member and table (the tables vendor's view). */
    session(token: string, language: string) {
      return db
        .selectFrom('gameSessions as s')
        .innerJoin('members as m', 'm.id', 's.memberId')
        .innerJoin('gameTables as t', (join) =>
          join.onRef('t.merchantId', '=', 's.merchantId').onRef('t.code', '=', 's.gameCode'),
        )
        .leftJoin('games as g', (join) =>
          join
            .onRef('g.merchantId', '=', 's.merchantId')
            .onRef('g.vassalage', '=', 's.vassalage')
            .onRef('g.code', '=', 's.gameCode'),
        )
        .select([
          's.merchantId',
          's.memberId',
          's.currency',
          's.isPlayMoney',
          's.expiresAt',
          'm.username',
          't.id as tableId',
          't.code',
          't.game',
          't.status',
          't.minStakeMinor',
          't.maxStakeMinor',
          't.areaLimits',
          't.maxRoundPayoutMinor',
          't.crashEdgeBp',
          't.crashMaxMultiplier',
          't.pricing',
          't.commissionBp',
          't.drawOddsMilli',
          't.bddOddsMilli',
          't.streamUrl',
          sql<string | null>`coalesce(g.names ->> ${language}, g.names ->> 'en')`.as('title'),
        ])
        .where('s.tokenHash', '=', hashToken(token))
        .where('s.vassalage', '=', tablesVassalage)
        .executeTakeFirst();
    },

    /** A merchant's table by its code, with its game. */
    tableByCode(merchantId: string, code: string) {
      return db
        .selectFrom('gameTables')
        .select(['id', 'game'])
        .where('merchantId', '=', merchantId)
        .where('code', '=', code)
        .executeTakeFirst();
    },

    /** What a table's state is read with. */
    tableView(tableId: string) {
      return db
        .selectFrom('gameTables as t')
        .innerJoin('merchants as m', 'm.id', 't.merchantId')
        .select([
          't.id as tableId',
          't.game',
          't.status',
          't.crashEdgeBp',
          't.crashMaxMultiplier',
          't.pricing',
          't.commissionBp',
          't.drawOddsMilli',
          't.bddOddsMilli',
          't.streamUrl',
          't.minStakeMinor',
          't.maxRoundPayoutMinor',
          'm.currency',
        ])
        .where('t.id', '=', tableId)
        .executeTakeFirst();
    },

    /** A round of a table, by id. */
    round(tableId: string, roundId: string) {
      return db
        .selectFrom('tableRounds as r')
        .select([...roundColumns, 'r.tableId'])
        .where('r.id', '=', roundId)
        .where('r.tableId', '=', tableId)
        .executeTakeFirst();
    },

    /** The round under way at a table (else its latest) and the one before it. */
    async currentRounds(tableId: string) {
      const rows = await db
        .selectFrom('tableRounds as r')
        .select(roundColumns)
        .where('r.tableId', '=', tableId)
        .orderBy('r.id', 'desc')
        .limit(2)
        .execute();
      return { current: rows[0], previous: rows[1] };
    },

    /** Stakes on each area of a round, and by how many players. */
    async totals(roundId: string) {
      const [areas, players] = await Promise.all([
        db
          .selectFrom('tableBets')
          .select(['area'])
          .select(({ fn }) => [
            fn.sum<string>('stakeMinor').as('stakeMinor'),
            fn.count<string>('memberId').distinct().as('players'),
          ])
          .where('roundId', '=', roundId)
          .where('status', '!=', 'refunded')
          .groupBy('area')
          .orderBy('area')
          .execute(),
        db
          .selectFrom('tableBets')
          .select(({ fn }) => fn.count<string>('memberId').distinct().as('players'))
          .where('roundId', '=', roundId)
          .where('status', '!=', 'refunded')
          .executeTakeFirst(),
      ]);
      return { areas, players: Number(players?.players ?? 0) };
    },

    /** Results of a shoe, or of a table's last rounds, oldest first. */
    async results(tableId: string, shoeId: string | null, limit: number) {
      let query = db
        .selectFrom('tableRounds')
        .select(['number', 'result'])
        .where('tableId', '=', tableId)
        .where('status', 'in', ['resolved', 'settled']);
      if (shoeId) query = query.where('shoeId', '=', shoeId);
      const rows = await query.orderBy('id', 'desc').limit(limit).execute();
      return rows.reverse();
    },

    shoe(shoeId: string) {
      return db
        .selectFrom('tableShoes')
        .select(['number', 'seedHash', 'cardCount', 'cursor'])
        .where('id', '=', shoeId)
        .executeTakeFirst();
    },

    /** A slip placed with its stake's vendor call (table_place_bet), or the table's refusal. */
    async placeSlip(
      values: {
        roundId: string;
        requestId: string;
        bets: { area: string; stakeMinor: bigint; maxMinor: bigint }[];
        payouts: bigint[];
        capMinor: string;
        /** Crash: the bet's automatic cash-out (hundredths). */
        target: number | null;
        /** Cockfight: the odds the player accepted (thousandths), checked against the fight's. */
        odds: number | null;
      },
      calls: VendorCallsInSql,
    ): Promise<PlacedSlip | SlipRefusal> {
      const pool = poolOf(db);
      if (!pool) throw new Error('the database was not opened by createDatabase');
      const [stake] = calls.rowsFrom(10);
      const query = pool.query<Omit<PlacedSlip, 'kind'> & { outcome: 'placed' | 'repeat' }>({
        name: 'table_place_bet_v3',
        text: `SELECT outcome, balance_after AS "balanceMinor", moved_ids AS "movedMemberIds",
            placed_at AS "placedAt"
          FROM table_place_bet($1, $2, $3, $4, $5, $6, $7, ${stake}, $8::integer, $9::integer)`,
        values: [
          values.roundId,
          values.requestId,
          values.bets.map((bet) => bet.area),
          values.bets.map((bet) => bet.stakeMinor.toString()),
          values.bets.map((bet) => bet.maxMinor.toString()),
          values.payouts.map(String),
          values.capMinor,
          values.target,
          values.odds,
          ...calls.parameters,
        ],
      });
      try {
        const { rows } = await query;
        const row = rows[0];
        if (!row) throw new Error('table_place_bet answered nothing');
        return { ...row, kind: row.outcome };
      } catch (error) {
        const refusal = raisedRefusal(error, tablesRefusalSqlState);
        if (!refusal) throw error;
        return {
          kind: 'refused',
          code: refusal.message,
          area: refusal.detail,
          movedMemberIds: null,
        };
      }
    },

    /**
     * Cashes out a player's crash bet at a multiplier (table_crash_cash_out), or names the
     * refusal.
     */
    async cashOut(values: {
      roundId: string;
      merchantId: string;
      memberId: string;
      /** The curve when the request arrived; null when the round had busted by then. */
      multiplier: number | null;
      at: Date;
    }): Promise<
      | { kind: 'cashed' | 'repeat'; cashout: number; stakeMinor: string }
      | { kind: 'refused'; code: string }
    > {
      try {
        const { rows } = await sql<{
          outcome: 'cashed' | 'repeat';
          cashout: number;
          stakeMinor: string;
        }>`SELECT outcome, cashout, stake_minor AS "stakeMinor"
          FROM table_crash_cash_out(${values.roundId}, ${values.merchantId}, ${values.memberId},
            ${values.multiplier}::integer, ${values.at})`.execute(db);
        const row = rows[0];
        if (!row) throw new Error('table_crash_cash_out answered nothing');
        return { kind: row.outcome, cashout: row.cashout, stakeMinor: row.stakeMinor };
      } catch (error) {
        const refusal = raisedRefusal(error, tablesRefusalSqlState);
        if (!refusal) throw error;
        return { kind: 'refused', code: refusal.message };
      }
    },

    /** A round's exposure: what its bets pay on each outcome class, all shards together. */
    async exposure(roundId: string): Promise<bigint[]> {
      const rows = await db
        .selectFrom('tableRoundShards')
        .select('exposure')
        .where('roundId', '=', roundId)
        .execute();
      const total: bigint[] = [];
      for (const row of rows) {
        row.exposure.forEach((value, index) => {
          total[index] = (total[index] ?? 0n) + BigInt(value);
        });
      }
      return total;
    },

    /** The crash bets of rounds, with their players' names, biggest stakes first. */
    crashBets(roundIds: string[]) {
      return db
        .selectFrom('tableBets as b')
        .innerJoin('members as m', 'm.id', 'b.memberId')
        .select([
          'b.roundId',
          'm.username',
          'b.stakeMinor',
          'b.cashoutTarget',
          'b.cashout',
          'b.winMinor',
        ])
        .where('b.roundId', 'in', roundIds)
        .where('b.status', '!=', 'refunded')
        .orderBy('b.stakeMinor', 'desc')
        .orderBy('b.id')
        .limit(crashBetsShown)
        .execute();
    },

    /** A player's rounds at a table, newest first, with what proves them. */
    async myRounds(values: {
      merchantId: string;
      memberId: string;
      tableId: string;
      limit: number;
      offset: number;
      /** Only the round of this number (the betting record's detail). */
      number?: string;
    }) {
      let mine = db
        .selectFrom('tableBets as b')
        .innerJoin('tableRounds as r', 'r.id', 'b.roundId')
        .where('b.merchantId', '=', values.merchantId)
        .where('b.memberId', '=', values.memberId)
        .where('r.tableId', '=', values.tableId);
      if (values.number !== undefined) mine = mine.where('r.number', '=', values.number);
      const [rounds, total] = await Promise.all([
        mine
          .leftJoin('tableSeedChains as c', 'c.id', 'r.chainId')
          .leftJoin('tableShoes as s', 's.id', 'r.shoeId')
          .select(myRoundColumns)
          .distinct()
          .orderBy('r.id', 'desc')
          .limit(values.limit)
          .offset(values.offset)
          .execute(),
        mine.select(({ fn }) => fn.count<string>('r.id').distinct().as('count')).executeTakeFirst(),
      ]);
      const bets =
        rounds.length === 0
          ? []
          : await db
              .selectFrom('tableBets')
              .select([
                'roundId',
                'area',
                'stakeMinor',
                'status',
                'winMinor',
                'cashoutTarget',
                'cashout',
                'oddsMilli',
              ])
              .where('memberId', '=', values.memberId)
              .where(
                'roundId',
                'in',
                rounds.map((round) => round.id),
              )
              .orderBy('id')
              .execute();
      return { rounds, bets, total: Number(total?.count ?? 0) };
    },
  };
}

export type PlayRepository = ReturnType<typeof createPlayRepository>;
