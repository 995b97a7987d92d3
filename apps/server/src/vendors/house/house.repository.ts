import { sql, type Transaction } from 'kysely';
import { poolOf, type Db } from '../../db/database';
import { isRaised } from '../../db/refusals';
import type { Database } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import type { VendorCallsInSql } from '../../domains/games';

/** A seed pair as the house reads it (the server seed stays inside the server). */
export interface SeedPairRow {
  id: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
  createdAt: Date;
  rotatedAt: Date | null;
  scheme: 1 | 2;
  nextServerSeed: string | null;
  nextServerSeedHash: string | null;
}

/** A pair as it is made: its seeds, committed, and the next server seed, committed too. */
export interface NewSeedPair {
  merchantId: string;
  memberId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  scheme: 1 | 2;
  nextServerSeed: string;
  nextServerSeedHash: string;
}

/** What a round shows of its pair: the server seed only once it is rotated. */
type PairState = Pick<
  SeedPairRow,
  'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'rotatedAt' | 'scheme'
>;

/** A stored round. */
export interface HouseRoundRow {
  id: string;
  merchantId: string;
  memberId: string;
  username: string;
  gameCode: string;
  requestId: string;
  sessionToken: string;
  seedPairId: string;
  firstNonce: number;
  nonceCount: number;
  betMinor: string;
  winMinor: string;
  currency: string;
  isPlayMoney: boolean;
  spins: unknown[];
  createdAt: Date;
}

const pairColumns = [
  'id',
  'serverSeed',
  'serverSeedHash',
  'clientSeed',
  'nextNonce',
  'createdAt',
  'rotatedAt',
  'scheme',
  'nextServerSeed',
  'nextServerSeedHash',
] as const;

/** A round house_play_round() played: the member's balance after it and any jackpot paid. */
export interface PlayedRoundRow {
  id: string;
  createdAt: Date;
  balanceMinor: string;
  movedMemberIds: string[];
  /** '0' unless the round won the jackpot. */
  jackpotWinMinor: string;
}

/** SQLSTATEs of house_play_round(): the request id was played; the pair moved on. */
const roundRepeatedSqlState = 'KH002';
const pairMovedSqlState = 'KH003';

/**
 * A round the database did not take: its request id was played already, or another spin took
 * its pair's next nonces (or the pair was rotated) and the round must be decided again.
 */
export type RoundRefusal = { kind: 'repeated' } | { kind: 'pair-moved' };

/** House_play_round's refusals of a round, by name; undefined for any other failure. */
function roundRefusalOf(error: unknown): RoundRefusal | undefined {
  if (isRaised(error, roundRepeatedSqlState)) return { kind: 'repeated' };
  if (isRaised(error, pairMovedSqlState)) return { kind: 'pair-moved' };
  return undefined;
}

/** The statement of a round: its own 14 values, its bet's and win's rows, the jackpot draw. */
function playStatement(calls: VendorCallsInSql) {
  const [bet, win] = calls.rowsFrom(15);
  return {
    name: 'house_play_round',
    text: `SELECT stored_id AS "id", stored_at AS "createdAt", balance_after AS "balanceMinor",
      moved_ids AS "movedMemberIds", jackpot_win_minor AS "jackpotWinMinor"
    FROM house_play_round($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
      ${bet}, ${win}, $${15 + calls.parameters.length})`,
  };
}

/** Undoes a remote round's store when its request id was played already. */
class RoundRepeated extends Error {}

/** A launch as the in-house vendor sees it. */
export type HouseSessionRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createHouseRepository>['findSession']>>
>;

/** SQL of the in-house vendor: its launch sessions, seed pairs and rounds. */
export function createHouseRepository(db: Db) {
  return {
    /** The launch a token names, with its member (the vendor's view of a session). */
    async findSession(token: string, language: string) {
      return db
        .selectFrom('gameSessions as s')
        .innerJoin('members as m', 'm.id', 's.memberId')
        .leftJoin('games as g', (join) =>
          join
            .onRef('g.merchantId', '=', 's.merchantId')
            .onRef('g.vassalage', '=', 's.vassalage')
            .onRef('g.code', '=', 's.gameCode'),
        )
        .select([
          's.merchantId',
          's.memberId',
          's.vassalage',
          's.gameCode',
          's.currency',
          's.isPlayMoney',
          's.expiresAt',
          'm.username',
          sql<string | null>`coalesce(g.names ->> ${language}, g.names ->> 'en')`.as('gameName'),
        ])
        .where('s.tokenHash', '=', hashToken(token))
        .executeTakeFirst();
    },

    /** The member's active pair, locked for this transaction; made first when there is none. */
    async lockActivePair(values: NewSeedPair, trx: Transaction<Database>): Promise<SeedPairRow> {
      const lockActive = () =>
        trx
          .selectFrom('houseSeedPairs')
          .select(pairColumns)
          .where('merchantId', '=', values.merchantId)
          .where('memberId', '=', values.memberId)
          .where('rotatedAt', 'is', null)
          .forUpdate()
          .executeTakeFirst();
      const found = await lockActive();
      if (found) return found;
      await trx
        .insertInto('houseSeedPairs')
        .values(values)
        .onConflict((conflict) =>
          conflict.columns(['merchantId', 'memberId']).where('rotatedAt', 'is', null).doNothing(),
        )
        .execute();
      const made = await lockActive();
      if (!made) throw new Error('an active seed pair vanished');
      return made;
    },

    /** The active pair without locking (undefined before the member's first spin). */
    async activePair(merchantId: string, memberId: string) {
      return db
        .selectFrom('houseSeedPairs')
        .select(pairColumns)
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .where('rotatedAt', 'is', null)
        .executeTakeFirst();
    },

    async pair(id: string): Promise<SeedPairRow> {
      return db
        .selectFrom('houseSeedPairs')
        .select(pairColumns)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    },

    /** A page of the member's rotated pairs, newest first, and how many there are. */
    async revealedPairs(merchantId: string, memberId: string, limit: number, offset: number) {
      const base = db
        .selectFrom('houseSeedPairs')
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .where('rotatedAt', 'is not', null);
      const [rows, count] = await Promise.all([
        base.select(pairColumns).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /**
     * Ends a pair (its server seed is revealed from now). The next seed it held is the new
     * pair's server seed, secret while that one is in use: a revealed row keeps no copy of it.
     */
    async rotatePair(pairId: string, now: Date, trx: Transaction<Database>) {
      await trx
        .updateTable('houseSeedPairs')
        .set({ rotatedAt: now, nextServerSeed: null, nextServerSeedHash: null })
        .where('id', '=', pairId)
        .execute();
    },

    /**
     * Plays a decided round in one statement (house_play_round): stored, its pair's nonces
     * taken, its bet and win made (the wallet's calls, `calls`), its jackpot share moved and,
     * when its draw hits, the jackpot paid; or the round refusal that stopped it (a refusal of
     * the wallet's is the wallet's to name).
     */
    async playRound(
      values: Omit<HouseRoundRow, 'id' | 'createdAt' | 'spins'> & { spins: unknown[] },
      calls: VendorCallsInSql,
      jackpotDraw: number,
    ): Promise<({ kind: 'played' } & PlayedRoundRow) | (RoundRefusal & { movedMemberIds: null })> {
      const pool = poolOf(db);
      if (!pool) throw new Error('the database was not opened by createDatabase');
      const query = pool.query<PlayedRoundRow>({
        ...playStatement(calls),
        values: [
          values.seedPairId,
          values.firstNonce,
          values.nonceCount,
          values.merchantId,
          values.memberId,
          values.username,
          values.gameCode,
          values.requestId,
          values.sessionToken,
          values.betMinor,
          values.winMinor,
          values.currency,
          values.isPlayMoney,
          JSON.stringify(values.spins),
          ...calls.parameters,
          jackpotDraw,
        ],
      });
      let rows;
      try {
        ({ rows } = await query);
      } catch (error) {
        const refusal = roundRefusalOf(error);
        if (refusal) return { ...refusal, movedMemberIds: null };
        throw error;
      }
      const row = rows[0];
      if (!row) throw new Error('house_play_round answered nothing');
      return { kind: 'played', ...row };
    },

    /**
     * Stores a decided round and takes its pair's nonces, for a round whose bet and win go
     * over the network (the remote mode); its win is pending until markWinSent. Refused as
     * house_play_round() refuses: the request id was played, or the pair moved on.
     */
    async storeRound(
      values: Omit<HouseRoundRow, 'id' | 'createdAt' | 'spins'> & { spins: unknown[] },
      now: Date,
    ): Promise<{ kind: 'stored'; id: string; createdAt: Date } | RoundRefusal> {
      return db
        .transaction()
        .execute(async (trx) => {
          const taken = await trx
            .updateTable('houseSeedPairs')
            .set({ nextNonce: sql`next_nonce + ${values.nonceCount}` })
            .where('id', '=', values.seedPairId)
            .where('nextNonce', '=', values.firstNonce)
            .where('rotatedAt', 'is', null)
            .executeTakeFirst();
          if (taken.numUpdatedRows === 0n) return { kind: 'pair-moved' as const };
          const stored = await trx
            .insertInto('houseRounds')
            .values({
              ...values,
              spins: JSON.stringify(values.spins),
              createdAt: now,
              isWinPending: true,
            })
            .onConflict((conflict) =>
              conflict.columns(['merchantId', 'memberId', 'requestId']).doNothing(),
            )
            .returning(['id', 'createdAt'])
            .executeTakeFirst();
          // Nothing stored, nothing taken: the pair's nonces go back with the transaction.
          if (!stored) throw new RoundRepeated();
          return { kind: 'stored' as const, ...stored };
        })
        .catch((error: unknown) => {
          if (error instanceof RoundRepeated) return { kind: 'repeated' as const };
          throw error;
        });
    },

    /** The wallet answered the round's win (remote mode). */
    async markWinSent(id: string): Promise<void> {
      await db
        .updateTable('houseRounds')
        .set({ isWinPending: false })
        .where('id', '=', id)
        .where('isWinPending', '=', true)
        .execute();
    },

    /** Remote rounds stored before `before` whose win the wallet has not answered yet. */
    pendingWins(before: Date, limit: number) {
      return db
        .selectFrom('houseRounds')
        .select([
          'id',
          'merchantId',
          'username',
          'sessionToken',
          'gameCode',
          'currency',
          'requestId',
          'winMinor',
        ])
        .where('isWinPending', '=', true)
        .where('createdAt', '<', before)
        .orderBy('createdAt')
        .limit(limit)
        .execute();
    },

    /** Where the merchant's wallet answers the in-house vendor, and the key it signs with. */
    async remoteTarget(merchantId: string, vassalage: string) {
      return db
        .selectFrom('vendorWallets as w')
        .innerJoin('merchants as m', 'm.id', 'w.merchantId')
        .select(['m.code as merchantCode', 'w.vassalage', 'w.operatorPublicKeyPem'])
        .where('w.merchantId', '=', merchantId)
        .where('w.vassalage', '=', vassalage)
        .executeTakeFirst();
    },

    async findRound(merchantId: string, memberId: string, requestId: string) {
      return db
        .selectFrom('houseRounds')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .where('requestId', '=', requestId)
        .executeTakeFirst() as Promise<HouseRoundRow | undefined>;
    },

    /** A page of the member's rounds of a game, newest first, with their pair's state. */
    async history(
      merchantId: string,
      memberId: string,
      gameCode: string,
      limit: number,
      offset: number,
    ) {
      const base = db
        .selectFrom('houseRounds as r')
        .where('r.merchantId', '=', merchantId)
        .where('r.memberId', '=', memberId)
        .where('r.gameCode', '=', gameCode);
      const [rows, count] = await Promise.all([
        base
          .innerJoin('houseSeedPairs as p', 'p.id', 'r.seedPairId')
          .selectAll('r')
          .select(['p.serverSeed', 'p.serverSeedHash', 'p.clientSeed', 'p.rotatedAt', 'p.scheme'])
          .orderBy('r.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute() as Promise<(HouseRoundRow & PairState)[]>,
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },
  };
}

export type HouseRepository = ReturnType<typeof createHouseRepository>;
