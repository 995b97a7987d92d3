import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { GamePage } from '../../../db/schema';
import type { Executor } from '../../../db/database';

/** A game of an import, checked and in minor units. */
export interface GameImportRow {
  code: string;
  gameType: string;
  gameClassify: string;
  names: Record<string, string>;
  minBetMinor: bigint;
  lineCount: number;
  imagePath: string;
  /** Where a new game goes in the lists; a game already there keeps its place. */
  sortOrder: number;
}

/** Escapes LIKE's wildcards so a search for '50%' finds '50%'. */
function likeSubstring(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Rows per INSERT of an import (10 parameters a row stays far below PostgreSQL's 65,535). */
const importChunkRows = 1_000;

/** SQL of the game desk: merchants, vendors with their wallet connection, games. */
export function createGameDeskRepository(db: Db) {
  function vendorRows(merchantId: string) {
    return db
      .selectFrom('vendors as v')
      .leftJoin('vendorWallets as w', (join) =>
        join.onRef('w.merchantId', '=', 'v.merchantId').onRef('w.vassalage', '=', 'v.vassalage'),
      )
      .select([
        'v.id',
        'v.vassalage',
        'v.gameType',
        'v.displayName',
        'v.logoUrl',
        'v.status',
        'v.isHot',
        'v.sortOrder',
        'v.walletMode',
        'w.vendorPublicKeyPem',
        'w.launchUrlTemplate',
        'w.launchMode',
        sql<Date | null>`w.created_at`.as('connectedAt'),
        sql<string>`(SELECT count(*) FROM games g WHERE g.merchant_id = v.merchant_id
          AND g.vassalage = v.vassalage AND g.game_type = v.game_type)::text`.as('gameCount'),
      ])
      .where('v.merchantId', '=', merchantId);
  }

  function gameRows(merchantId: string, vassalage: string) {
    return db
      .selectFrom('games')
      .where('merchantId', '=', merchantId)
      .where('vassalage', '=', vassalage);
  }

  const gameColumns = [
    'id',
    'code',
    'names',
    'gameType',
    'gameClassify',
    'minBetMinor',
    'lineCount',
    'isHot',
    'imagePath',
    'status',
    'sortOrder',
  ] as const;

  return {
    /** A merchant's vendors (one row per game type) with their connection and game counts. */
    vendors(merchantId: string, limit: number) {
      return vendorRows(merchantId)
        .orderBy('v.sortOrder')
        .orderBy('v.vassalage')
        .orderBy('v.gameType')
        .limit(limit)
        .execute();
    },

    vendor(merchantId: string, vassalage: string, gameType: string) {
      return vendorRows(merchantId)
        .where('v.vassalage', '=', vassalage)
        .where('v.gameType', '=', gameType)
        .executeTakeFirst();
    },

    /** The game types a vendor is set up for, and how its wallet works. */
    vendorTypes(merchantId: string, vassalage: string) {
      return db
        .selectFrom('vendors')
        .select(['gameType', 'walletMode'])
        .where('merchantId', '=', merchantId)
        .where('vassalage', '=', vassalage)
        .execute();
    },

    /** A vendor row, locked until the transaction ends. */
    lockVendor(trx: Executor, merchantId: string, vassalage: string, gameType: string) {
      return trx
        .selectFrom('vendors')
        .select(['id', 'displayName', 'status', 'isHot', 'sortOrder'])
        .where('merchantId', '=', merchantId)
        .where('vassalage', '=', vassalage)
        .where('gameType', '=', gameType)
        .forUpdate()
        .executeTakeFirst();
    },

    async updateVendor(
      trx: Executor,
      id: string,
      changes: Partial<{
        displayName: string;
        status: 'active' | 'maintenance' | 'disabled';
        isHot: boolean;
        sortOrder: number;
      }>,
    ) {
      await trx.updateTable('vendors').set(changes).where('id', '=', id).execute();
    },

    /**
     * A vendor's rows for each game type: new ones are shown at once, existing ones take the
     * new display name (and logo when one is given), keeping their status and place.
     */
    async upsertVendorTypes(
      trx: Executor,
      values: {
        merchantId: string;
        vassalage: string;
        gameTypes: string[];
        displayName: string;
        logoUrl: string | undefined;
        walletMode: 'seamless' | 'transfer';
      },
    ) {
      await trx
        .insertInto('vendors')
        .values(
          values.gameTypes.map((gameType) => ({
            merchantId: values.merchantId,
            vassalage: values.vassalage,
            gameType,
            displayName: values.displayName,
            logoUrl: values.logoUrl ?? '',
            walletMode: values.walletMode,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['merchantId', 'vassalage', 'gameType']).doUpdateSet({
            displayName: values.displayName,
            ...(values.logoUrl === undefined ? {} : { logoUrl: values.logoUrl }),
          }),
        )
        .execute();
    },

    /** One page of a vendor's games in sort order, and how many match in all. */
    async gamesPage(
      merchantId: string,
      vassalage: string,
      text: string | undefined,
      page: { offset: number; limit: number },
    ) {
      let matching = gameRows(merchantId, vassalage);
      if (text) {
        matching = matching.where(sql<boolean>`search_text LIKE ${likeSubstring(text)}`);
      }
      const [rows, count] = await Promise.all([
        matching
          .select(gameColumns)
          .orderBy('sortOrder')
          .orderBy('id')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        matching.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    game(merchantId: string, vassalage: string, code: string) {
      return gameRows(merchantId, vassalage)
        .select(gameColumns)
        .where('code', '=', code)
        .executeTakeFirst();
    },

    /** A game, locked until the transaction ends. */
    lockGame(trx: Executor, merchantId: string, vassalage: string, code: string) {
      return trx
        .selectFrom('games')
        .select(['id', 'names', 'status', 'isHot', 'sortOrder', 'minBetMinor'])
        .where('merchantId', '=', merchantId)
        .where('vassalage', '=', vassalage)
        .where('code', '=', code)
        .forUpdate()
        .executeTakeFirst();
    },

    async updateGame(
      trx: Executor,
      id: string,
      changes: Partial<{
        status: 'active' | 'maintenance' | 'disabled';
        isHot: boolean;
        sortOrder: number;
        minBetMinor: bigint;
        names: Record<string, string>;
      }>,
    ) {
      const { minBetMinor, names, ...rest } = changes;
      await trx
        .updateTable('games')
        .set({
          ...rest,
          ...(minBetMinor === undefined ? {} : { minBetMinor: minBetMinor.toString() }),
          ...(names === undefined ? {} : { names: JSON.stringify(names) }),
        })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Inserts or updates games by (merchant, vendor, code); an update keeps the operator's
     * status, hot mark and place. Rows go in code order so two imports lock alike.
     */
    async upsertGames(
      trx: Executor,
      merchantId: string,
      vassalage: string,
      games: GameImportRow[],
    ): Promise<{ inserted: number; updated: number }> {
      const ordered = [...games].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
      let inserted = 0;
      for (let start = 0; start < ordered.length; start += importChunkRows) {
        const chunk = ordered.slice(start, start + importChunkRows);
        const rows = await trx
          .insertInto('games')
          .values(
            chunk.map((game) => ({
              merchantId,
              vassalage,
              code: game.code,
              gameType: game.gameType,
              gameClassify: game.gameClassify,
              names: JSON.stringify(game.names),
              minBetMinor: game.minBetMinor.toString(),
              lineCount: game.lineCount,
              imagePath: game.imagePath,
              sortOrder: game.sortOrder,
            })),
          )
          .onConflict((conflict) =>
            conflict.columns(['merchantId', 'vassalage', 'code']).doUpdateSet((eb) => ({
              gameType: eb.ref('excluded.gameType'),
              gameClassify: eb.ref('excluded.gameClassify'),
              names: eb.ref('excluded.names'),
              minBetMinor: eb.ref('excluded.minBetMinor'),
              lineCount: eb.ref('excluded.lineCount'),
              imagePath: eb.ref('excluded.imagePath'),
            })),
          )
          // xmax is 0 on a row this statement inserted, set on one it updated.
          .returning(sql<boolean>`(xmax = 0)`.as('isInserted'))
          .execute();
        inserted += rows.filter((row) => row.isInserted).length;
      }
      return { inserted, updated: ordered.length - inserted };
    },

    /** The games the merchant's pages open. */
    pageGames(merchantId: string) {
      return db
        .selectFrom('pageGames')
        .select(['page', 'vassalage', 'gameCode', 'updatedAt'])
        .where('merchantId', '=', merchantId)
        .execute();
    },

    /** Sets a page's game (undefined takes the page down); answers the row it replaced. */
    async setPageGame(
      trx: Executor,
      merchantId: string,
      page: GamePage,
      game: { vassalage: string; gameCode: string | null } | undefined,
    ) {
      const before = await trx
        .deleteFrom('pageGames')
        .where('merchantId', '=', merchantId)
        .where('page', '=', page)
        .returning(['vassalage', 'gameCode'])
        .executeTakeFirst();
      if (game)
        await trx
          .insertInto('pageGames')
          .values({ merchantId, page, ...game })
          .execute();
      return before;
    },
  };
}

export type GameDeskRepository = ReturnType<typeof createGameDeskRepository>;
