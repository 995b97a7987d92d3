import type { GameItem } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../../test/app';
import type { Db } from '../../../db/database';
import { installHouseVendor } from '../../../vendors/house/install';
import { setUpCatalogue } from './games.fixture';

// The lists as anyone sees them; saved games, launches, pictures and the winner board are in
// games-play.
let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let merchantId: string;
let token: string;
const clock = fixedClock('2026-11-24T10:00:00Z');

beforeAll(async () => {
  ({ db, drop, app, host, merchantId, token } = await setUpCatalogue(clock, installHouseVendor));
});

afterAll(async () => {
  await app.close();
  await drop();
});

async function get<T>(url: string, options: { token?: string; language?: string } = {}) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: {
      host,
      language: options.language ?? 'en',
      ...(options.token ? { authorization: options.token } : {}),
    },
  });
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; code?: string; value: T },
  };
}

type Page = { games: GameItem[]; totalPages: number; total: number };

describe('the catalogue', () => {
  it('lists the menus of the types that have vendors', async () => {
    const menus = await get<{ gameType: string; name: string }[]>('/lgw/games/game_menus');
    expect(menus.body.value).toEqual([
      { gameType: 'RNG', name: 'con_rng' },
      { gameType: 'PVP', name: 'con_pvp' },
    ]);
  });

  it('pages a type in sort order, hiding disabled games and vendors', async () => {
    const first = await get<Page>('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=15');
    expect(first.body.value.total).toBe(43);
    expect(first.body.value.totalPages).toBe(3);
    expect(first.body.value.games.map((game) => game.code).slice(0, 4)).toEqual([
      'tiger-lotus',
      'sevens-and-bars',
      'jade-ways',
      'acme-0',
    ]);
    const last = await get<Page>('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=3&pageSize=15');
    expect(last.body.value.games).toHaveLength(13);
    const codes = [...first.body.value.games, ...last.body.value.games].map((game) => game.code);
    expect(codes).not.toContain('hidden');
    expect(codes).not.toContain('gone-1');
    expect(first.body.value.games.find((game) => game.code === 'acme-7')?.status).toBe(
      'maintenance',
    );
    expect(first.body.value.games[0]).toMatchObject({
      name: 'Tiger Lotus',
      vendorName: 'Khela House',
      minBet: '0.20',
      lineCount: 20,
      imageUrl: '/art/games/tiger-lotus.svg',
      isFavourite: false,
    });
  });

  it('filters by vendor, classification, name in any language, minimum bet and lines', async () => {
    const scratch = await get<Page>(
      '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=ACME&gameClassify=SCRATCH&pageSize=50',
    );
    expect(scratch.body.value.total).toBe(10);
    const named = await get<Page>('/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=GAME%203');
    expect(named.body.value.games.map((game) => game.code)).toEqual([
      'acme-3',
      ...Array.from({ length: 10 }, (_, index) => `acme-${30 + index}`),
    ]);
    const bengali = await get<Page>(
      `/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=${encodeURIComponent('অ্যাকমি 1')}`,
      { language: 'bn' },
    );
    expect(bengali.body.value.games[0]?.name).toBe('অ্যাকমি 1');
    expect(bengali.body.value.total).toBe(11);
    const wildcard = await get<Page>('/wps/relay/GCSGAME_gameList?gameName=%25');
    expect(wildcard.body.value.total).toBe(0);
    const cheap = await get<Page>(
      '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=ACME&minBet=0.05&pageSize=50',
    );
    expect(cheap.body.value.games.map((game) => game.minBet)).toEqual([
      '0.01',
      '0.02',
      '0.03',
      '0.04',
      '0.05',
    ]);
    const lines = await get<Page>('/wps/relay/GCSGAME_gameList?vassalage=KHELA&minLineNum=21');
    expect(lines.body.value.games.map((game) => game.code)).toEqual(['jade-ways']);
  });

  it('reaches every page of a list longer than the counting window', async () => {
    // 1,620 games of a vendor of its own: 108 pages of 15, beyond the 100 pages counted at once.
    await db
      .insertInto('vendors')
      .values({
        merchantId,
        vassalage: 'DEEP',
        gameType: 'FISH',
        displayName: 'Deep',
        logoUrl: '/d.svg',
      })
      .execute();
    await db
      .insertInto('games')
      .values(
        Array.from({ length: 1_620 }, (_, index) => ({
          merchantId,
          vassalage: 'DEEP',
          code: `deep-${index}`,
          gameType: 'FISH',
          names: JSON.stringify({ en: `Deep ${index}` }),
          imagePath: '/d.svg',
          sortOrder: index,
        })),
      )
      .execute();
    type Capped = Page & { isTotalCapped: boolean };
    const list = (pageNo: number) =>
      get<Capped>(`/wps/relay/GCSGAME_gameList?gameType=FISH&pageNo=${pageNo}&pageSize=15`);
    const first = await list(1);
    expect(first.body.value).toMatchObject({ total: 1_500, totalPages: 100, isTotalCapped: true });
    // From page 100 the window reaches the end: the count is exact and every page is known.
    const hundredth = await list(100);
    expect(hundredth.body.value).toMatchObject({
      total: 1_620,
      totalPages: 108,
      isTotalCapped: false,
    });
    const beyond = await list(101);
    expect(beyond.body.value.games.map((game) => game.code)).toEqual(
      Array.from({ length: 15 }, (_, index) => `deep-${1_500 + index}`),
    );
    expect(beyond.body.value).toMatchObject({ totalPages: 108, isTotalCapped: false });
    const last = await list(108);
    expect(last.body.value.games.map((game) => game.code).at(-1)).toBe('deep-1619');
    // Past the end: no games, and the true page count to go back to.
    const past = await list(500);
    expect(past.body.value).toMatchObject({ games: [], total: 1_620, totalPages: 108 });
  });

  it('refuses bad list input with field errors', async () => {
    for (const query of [
      'pageSize=1000',
      'pageNo=0',
      'minBet=abc',
      'minBet=0.001',
      'gameClassify=POKER',
      'gameType=CASINO',
      'vassalage=bad%20code',
    ]) {
      const answer = await get(`/wps/relay/GCSGAME_gameList?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe('validation_failed');
    }
  });

  it("answers a vendor's types and classifications, hot games and PVP rooms", async () => {
    const types = await get<{ gameTypes: string[]; classifications: string[] }>(
      '/wps/relay/GCSGAME_getVassGameType?vassalage=ACME',
    );
    expect(types.body.value).toEqual({
      vassalage: 'ACME',
      gameTypes: ['RNG', 'PVP'],
      classifications: ['SCRATCH', 'SLOTS'],
    });
    const hot = await get<GameItem[]>('/wps/relay/GCSGAME_hotGamesV2?vassalage=ACME');
    expect(hot.body.value.map((game) => game.code)).toEqual([
      'acme-0',
      'acme-1',
      'acme-2',
      'acme-3',
      'acme-4',
    ]);
    const rooms = await get<{ code: string; minBet: string }[]>(
      '/wps/relay/GLS2_roomList?vassalage=ACME',
      { token },
    );
    expect(rooms.body.value).toMatchObject([{ code: 'duel', minBet: '1.00' }]);
  });
});
