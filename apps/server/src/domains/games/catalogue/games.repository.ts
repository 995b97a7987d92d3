import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';

/** A game row as the lists need it, its name already in the caller's language. */
export interface GameRow {
  id: string;
  code: string;
  name: string;
  vassalage: string;
  vendorName: string;
  gameType: string;
  gameClassify: string;
  minBetMinor: string;
  lineCount: number;
  isHot: boolean;
  imagePath: string;
  status: 'active' | 'maintenance';
  isFavourite: boolean;
}

/** What a list may filter on; every field optional. */
export interface GameFilter {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  /** Lower-cased search text (matched as a substring of every name and the code). */
  nameContains?: string;
  /** Games whose minimum bet is at most this. */
  minBetAtMostMinor?: bigint;
  minLines?: number;
  isHot?: boolean;
}

/**
 * Lists count matches from the page asked for up to this many further (100 pages of 15): an
 * exact count of a type with tens of thousands of games would cost more than the page itself.
 * The window moves with the page, so every page stays reachable and the count is exact as soon
 * as the end is within reach.
 */
export const countedMatchesMax = 1_500;

/** One page of a list: its rows, the matches known, and whether more follow those. */
export interface GamePage {
  rows: GameRow[];
  /** Matches up to the end of the counting window (exact when isTotalCapped is false). */
  total: number;
  isTotalCapped: boolean;
}

/** Escapes LIKE's wildcards so a search for '50%' finds '50%'. */
function likeSubstring(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

type GamesQuery = SelectQueryBuilder<
  Database & { g: Database['games']; v: Database['vendors'] },
  'g',
  object
>;

/** SQL of the catalogue: games, vendors, saved games and launches (recent games). */
export function createGamesRepository(db: Db) {
  /** Listed games of a merchant (not disabled, vendor not disabled) with the filter applied. */
  function listed(merchantId: string, filter: GameFilter) {
    let query = db
      .selectFrom('games as g')
      .where('g.merchantId', '=', merchantId)
      .where('g.status', '<>', 'disabled') as unknown as GamesQuery;
    if (filter.gameType) query = query.where('g.gameType', '=', filter.gameType);
    if (filter.vassalage) query = query.where('g.vassalage', '=', filter.vassalage);
    if (filter.gameClassify) query = query.where('g.gameClassify', '=', filter.gameClassify);
    if (filter.nameContains) {
      query = query.where(sql<boolean>`g.search_text LIKE ${likeSubstring(filter.nameContains)}`);
    }
    if (filter.minBetAtMostMinor !== undefined) {
      query = query.where('g.minBetMinor', '<=', filter.minBetAtMostMinor.toString());
    }
    if (filter.minLines) query = query.where('g.lineCount', '>=', filter.minLines);
    if (filter.isHot) query = query.where('g.isHot', '=', true);
    // A vendor switched off hides its games; one in maintenance shows them as such.
    return query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('vendors as v')
            .select(sql`1`.as('one'))
            .whereRef('v.merchantId', '=', 'g.merchantId')
            .whereRef('v.vassalage', '=', 'g.vassalage')
            .whereRef('v.gameType', '=', 'g.gameType')
            .where('v.status', '=', 'disabled'),
        ),
      ),
    );
  }

  /** The columns of a GameRow; `memberId` marks saved games. */
  function gameColumns(query: GamesQuery, language: string, memberId: string | null) {
    return query
      .leftJoin('vendors as v', (join) =>
        join
          .onRef('v.merchantId', '=', 'g.merchantId')
          .onRef('v.vassalage', '=', 'g.vassalage')
          .onRef('v.gameType', '=', 'g.gameType'),
      )
      .select([
        'g.id',
        'g.code',
        sql<string>`coalesce(g.names ->> ${language}, g.names ->> 'en')`.as('name'),
        'g.vassalage',
        sql<string>`coalesce(v.display_name, g.vassalage)`.as('vendorName'),
        'g.gameType',
        'g.gameClassify',
        'g.minBetMinor',
        'g.lineCount',
        'g.isHot',
        'g.imagePath',
        sql<
          'active' | 'maintenance'
        >`CASE WHEN g.status = 'maintenance' OR v.status = 'maintenance' THEN 'maintenance' ELSE 'active' END`.as(
          'status',
        ),
        memberId === null
          ? sql<boolean>`false`.as('isFavourite')
          : sql<boolean>`EXISTS (SELECT 1 FROM game_favourites f
              WHERE f.member_id = ${memberId} AND f.game_id = g.id)`.as('isFavourite'),
      ]);
  }

  return {
    /**
     * One page of a list in sort order, and how many games match: counted from the page's
     * offset up to countedMatchesMax further, so the count costs about what the page does.
     */
    async page(
      merchantId: string,
      filter: GameFilter,
      language: string,
      memberId: string | null,
      page: { offset: number; limit: number },
    ): Promise<GamePage> {
      // Counting needs no order: how many rows lie past an offset does not depend on it.
      const countFrom = (offset: number, limit: number) =>
        db
          .selectFrom(
            listed(merchantId, filter)
              .select(sql`1`.as('one'))
              .offset(offset)
              .limit(limit)
              .as('matches'),
          )
          .select(sql<string>`count(*)`.as('total'))
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.total));
      // The page's ids first (an index-only walk past the offset), then the columns of only
      // those: joining the vendor and the saved mark for every skipped row cost most of it.
      const pageIds = listed(merchantId, filter)
        .select('g.id')
        .orderBy('g.sortOrder')
        .orderBy('g.id')
        .offset(page.offset)
        .limit(page.limit);
      const [rows, counted] = await Promise.all([
        gameColumns(
          db.selectFrom('games as g').where('g.id', 'in', pageIds) as unknown as GamesQuery,
          language,
          memberId,
        )
          .orderBy('g.sortOrder')
          .orderBy('g.id')
          .execute() as Promise<GameRow[]>,
        countFrom(page.offset, countedMatchesMax),
      ]);
      if (counted > 0 || page.offset === 0) {
        return {
          rows,
          total: page.offset + counted,
          isTotalCapped: counted >= countedMatchesMax,
        };
      }
      // A page past the end (the list shrank): the matches before it, all of them.
      const total = await countFrom(0, page.offset);
      return { rows, total, isTotalCapped: false };
    },

    /** One game by id or by vendor and code, with its vendor's state. */
    async find(
      merchantId: string,
      key: { id: string } | { vassalage: string; code: string },
      language: string,
    ): Promise<GameRow | undefined> {
      let query = listed(merchantId, {});
      query =
        'id' in key
          ? query.where('g.id', '=', key.id)
          : query.where('g.vassalage', '=', key.vassalage).where('g.code', '=', key.code);
      return gameColumns(query, language, null).executeTakeFirst() as Promise<GameRow | undefined>;
    },

    /** The game types and classifications a vendor's listed games have. */
    async vendorTypes(merchantId: string, vassalage: string) {
      return listed(merchantId, { vassalage })
        .select(['g.gameType', 'g.gameClassify'])
        .distinct()
        .execute() as Promise<{ gameType: string; gameClassify: string }[]>;
    },

    /** Game types with at least one vendor that is not switched off. */
    async menuTypes(merchantId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('vendors')
        .select('gameType')
        .distinct()
        .where('merchantId', '=', merchantId)
        .where('status', '<>', 'disabled')
        .execute();
      return rows.map((row) => row.gameType);
    },

    /** A member's saved games, newest first. */
    async favourites(
      merchantId: string,
      memberId: string,
      filter: GameFilter,
      language: string,
      page: { offset: number; limit: number },
    ): Promise<{ rows: GameRow[]; total: number }> {
      const saved = (query: GamesQuery) =>
        query
          .innerJoin('gameFavourites as f', 'f.gameId', 'g.id')
          .where('f.memberId', '=', memberId) as unknown as GamesQuery;
      const [rows, count] = await Promise.all([
        gameColumns(saved(listed(merchantId, filter)), language, memberId)
          .orderBy(sql`f.created_at`, 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute() as Promise<GameRow[]>,
        saved(listed(merchantId, filter))
          .select(sql<string>`count(*)`.as('total'))
          .executeTakeFirstOrThrow() as Promise<{ total: string }>,
      ]);
      return { rows, total: Number(count.total) };
    },

    /** The ids of every game the member saved. */
    async favouriteIds(merchantId: string, memberId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('gameFavourites')
        .select('gameId')
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .orderBy('createdAt', 'desc')
        .execute();
      return rows.map((row) => row.gameId);
    },

    async saveFavourite(merchantId: string, memberId: string, gameId: string) {
      await db
        .insertInto('gameFavourites')
        .values({ merchantId, memberId, gameId })
        .onConflict((conflict) => conflict.columns(['memberId', 'gameId']).doNothing())
        .execute();
    },

    async removeFavourite(memberId: string, gameId: string) {
      await db
        .deleteFrom('gameFavourites')
        .where('memberId', '=', memberId)
        .where('gameId', '=', gameId)
        .execute();
    },

    /** Games the member launched, most recent launch first (one entry per game). */
    async recent(
      merchantId: string,
      memberId: string,
      filter: GameFilter,
      language: string,
      page: { offset: number; limit: number },
    ): Promise<{ rows: (GameRow & { launchedAt: Date })[]; total: number }> {
      const launched = (query: GamesQuery) =>
        query.innerJoin(
          (eb) =>
            eb
              .selectFrom('gameSessions')
              .select(['vassalage', 'gameCode', sql<Date>`max(created_at)`.as('launchedAt')])
              .where('merchantId', '=', merchantId)
              .where('memberId', '=', memberId)
              .groupBy(['vassalage', 'gameCode'])
              .as('s'),
          (join) =>
            join.onRef('s.vassalage', '=', 'g.vassalage').onRef('s.gameCode', '=', 'g.code'),
        ) as unknown as GamesQuery;
      const [rows, count] = await Promise.all([
        gameColumns(launched(listed(merchantId, filter)), language, memberId)
          .select(sql<Date>`${sql.ref('s.launchedAt')}`.as('launchedAt'))
          .orderBy(sql.ref('s.launchedAt'), 'desc')
          .orderBy('g.id')
          .offset(page.offset)
          .limit(page.limit)
          .execute() as Promise<(GameRow & { launchedAt: Date })[]>,
        launched(listed(merchantId, filter))
          .select(sql<string>`count(*)`.as('total'))
          .executeTakeFirstOrThrow() as Promise<{ total: string }>,
      ]);
      return { rows, total: Number(count.total) };
    },

    /** Biggest real-money wins since `since`, with the winner and the game. */
    async biggestWins(merchantId: string, since: Date, language: string, limit: number) {
      return db
        .selectFrom('gameRounds as r')
        .innerJoin('members as m', 'm.id', 'r.memberId')
        .leftJoin('games as g', (join) =>
          join
            .onRef('g.merchantId', '=', 'r.merchantId')
            .onRef('g.vassalage', '=', 'r.vassalage')
            .onRef('g.code', '=', 'r.gameCode'),
        )
        .select([
          'r.id',
          'r.payoutMinor',
          'r.currency',
          sql<Date>`coalesce(r.closed_at, r.started_at)`.as('wonAt'),
          'm.username',
          'm.avatarId',
          sql<string>`coalesce(g.names ->> ${language}, g.names ->> 'en', r.game_code)`.as(
            'gameName',
          ),
        ])
        .where('r.merchantId', '=', merchantId)
        .where('r.isPlayMoney', '=', false)
        .where('r.payoutMinor', '>', '0')
        .where(sql<boolean>`r.started_at >= ${since}`)
        .orderBy('r.payoutMinor', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** The biggest progressive jackpot awards since a day, as the winner board lists them. */
    async biggestJackpotWins(merchantId: string, since: Date, language: string, limit: number) {
      return db
        .selectFrom('jackpotWins as w')
        .innerJoin('members as m', 'm.id', 'w.memberId')
        .leftJoin('games as g', (join) =>
          join
            .onRef('g.merchantId', '=', 'w.merchantId')
            .on('g.vassalage', '=', 'KHELA')
            .onRef('g.code', '=', 'w.gameCode'),
        )
        .select([
          'w.id',
          'w.amountMinor as payoutMinor',
          'w.currency',
          'w.createdAt as wonAt',
          'm.username',
          'm.avatarId',
          sql<string>`coalesce(g.names ->> ${language}, g.names ->> 'en', w.game_code)`.as(
            'gameName',
          ),
        ])
        .where('w.merchantId', '=', merchantId)
        .where('w.createdAt', '>=', since)
        .orderBy('w.amountMinor', 'desc')
        .orderBy('w.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** A vendor, of a game type when given (else its first listed type). */
    async vendorOf(merchantId: string, vassalage: string, gameType: string | undefined) {
      let query = db
        .selectFrom('vendors')
        .select(['vassalage', 'gameType', 'displayName', 'status', 'isHot', 'logoUrl'])
        .where('merchantId', '=', merchantId)
        .where('vassalage', '=', vassalage);
      if (gameType) query = query.where('gameType', '=', gameType);
      return query.orderBy('sortOrder').orderBy('id').executeTakeFirst();
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
