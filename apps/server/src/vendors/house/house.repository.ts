import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, HouseRoundStatus } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

/** A seed pair as the house reads it (the server seed stays inside the server). */
export interface SeedPairRow {
  id: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
  createdAt: Date;
  rotatedAt: Date | null;
}

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
  status: HouseRoundStatus;
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
] as const;

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
    async lockActivePair(
      values: {
        merchantId: string;
        memberId: string;
        serverSeed: string;
        serverSeedHash: string;
        clientSeed: string;
      },
      trx: Transaction<Database>,
    ): Promise<SeedPairRow> {
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

    /** The member's rotated pairs, newest first. */
    async revealedPairs(merchantId: string, memberId: string, limit: number) {
      return db
        .selectFrom('houseSeedPairs')
        .select(pairColumns)
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .where('rotatedAt', 'is not', null)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async rotatePair(pairId: string, now: Date, trx: Transaction<Database>) {
      await trx
        .updateTable('houseSeedPairs')
        .set({ rotatedAt: now })
        .where('id', '=', pairId)
        .execute();
    },

    async advanceNonce(pairId: string, by: number, trx: Transaction<Database>) {
      await trx
        .updateTable('houseSeedPairs')
        .set({ nextNonce: sql`next_nonce + ${by}` })
        .where('id', '=', pairId)
        .execute();
    },

    /** Stores a decided round; undefined when the member already has one with this request id. */
    async insertRound(
      values: Omit<HouseRoundRow, 'id' | 'status' | 'createdAt' | 'spins'> & {
        spins: unknown[];
      },
      trx: Transaction<Database>,
    ): Promise<HouseRoundRow | undefined> {
      return trx
        .insertInto('houseRounds')
        .values({ ...values, spins: JSON.stringify(values.spins) })
        .onConflict((conflict) =>
          conflict.columns(['merchantId', 'memberId', 'requestId']).doNothing(),
        )
        .returningAll()
        .executeTakeFirst() as Promise<HouseRoundRow | undefined>;
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

    /** Marks a round closed, in the transaction of its win. */
    async markClosed(id: string, trx: Transaction<Database>): Promise<void> {
      await trx.updateTable('houseRounds').set({ status: 'closed' }).where('id', '=', id).execute();
    },

    /** The member's played rounds of a game, newest first, with their pair's state. */
    async history(merchantId: string, memberId: string, gameCode: string, limit: number) {
      return db
        .selectFrom('houseRounds as r')
        .innerJoin('houseSeedPairs as p', 'p.id', 'r.seedPairId')
        .selectAll('r')
        .select(['p.serverSeed', 'p.serverSeedHash', 'p.clientSeed', 'p.rotatedAt'])
        .where('r.merchantId', '=', merchantId)
        .where('r.memberId', '=', memberId)
        .where('r.gameCode', '=', gameCode)
        .orderBy('r.id', 'desc')
        .limit(limit)
        .execute() as Promise<
        (HouseRoundRow & {
          serverSeed: string;
          serverSeedHash: string;
          clientSeed: string;
          rotatedAt: Date | null;
        })[]
      >;
    },

    /** Rounds whose win a crash may have lost, oldest first. */
    async settling(olderThan: Date, limit: number) {
      return db
        .selectFrom('houseRounds')
        .selectAll()
        .where('status', '=', 'settling')
        .where('createdAt', '<', olderThan)
        .orderBy('createdAt')
        .limit(limit)
        .execute() as Promise<HouseRoundRow[]>;
    },
  };
}

export type HouseRepository = ReturnType<typeof createHouseRepository>;
