import { createHash } from 'node:crypto';
import type { GameItem } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import { createMember, createMerchant } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { installHouseVendor } from '../../../vendors/house/install';
import { maskName } from './games.rules';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let merchantId: string;
let token: string;
const clock = fixedClock('2026-11-24T10:00:00Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  merchantId = merchant.id;
  host = merchant.domain ?? '';
  await installHouseVendor(db, merchantId);
  await db
    .insertInto('vendors')
    .values([
      { merchantId, vassalage: 'ACME', gameType: 'RNG', displayName: 'Acme', logoUrl: '/a.svg' },
      {
        merchantId,
        vassalage: 'GONE',
        gameType: 'RNG',
        displayName: 'Gone',
        logoUrl: '/g.svg',
        status: 'disabled',
      },
      { merchantId, vassalage: 'ACME', gameType: 'PVP', displayName: 'Acme', logoUrl: '/a.svg' },
    ])
    .execute();
  // 40 Acme slots: every fourth a scratch card, min bets 0.01 … 0.40, the first five hot.
  await db
    .insertInto('games')
    .values([
      ...Array.from({ length: 40 }, (_, index) => ({
        merchantId,
        vassalage: 'ACME',
        code: `acme-${index}`,
        gameType: 'RNG',
        gameClassify: index % 4 === 0 ? 'SCRATCH' : 'SLOTS',
        names: JSON.stringify({ en: `Acme Game ${index}`, bn: `অ্যাকমি ${index}` }),
        minBetMinor: String(index + 1),
        lineCount: index,
        isHot: index < 5,
        imagePath: `/art/games/acme-${index}.svg`,
        sortOrder: 10 + index,
        status: index === 7 ? ('maintenance' as const) : ('active' as const),
      })),
      {
        merchantId,
        vassalage: 'ACME',
        code: 'hidden',
        gameType: 'RNG',
        names: '{"en":"Hidden"}',
        imagePath: '/h.svg',
        status: 'disabled' as const,
      },
      {
        merchantId,
        vassalage: 'GONE',
        code: 'gone-1',
        gameType: 'RNG',
        names: '{"en":"Gone game"}',
        imagePath: '/g.svg',
      },
      {
        merchantId,
        vassalage: 'ACME',
        code: 'duel',
        gameType: 'PVP',
        names: '{"en":"Duel"}',
        minBetMinor: '100',
        imagePath: '/d.svg',
      },
    ])
    .execute();
  await createMember(db, merchantId, { username: 'browser', password: 'secret123' });
  token = await signInToken(app, host, 'browser', 'secret123');
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

  it('saves and removes games, and lists the saved ones newest first', async () => {
    const list = await get<Page>('/wps/relay/GCSGAME_gameList?vassalage=KHELA');
    const [tiger, sevens] = list.body.value.games;
    const toggle = (nodeId: string, isFavourite: boolean, withToken = token) =>
      app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_favoriteGame',
        headers: { host, language: 'en', authorization: withToken },
        payload: { nodeId, vendor: 'KHELA', gameType: 'RNG', isFavourite },
      });
    expect((await toggle(tiger!.id, true)).statusCode).toBe(200);
    clock.set('2026-11-24T10:01:00Z');
    expect((await toggle(sevens!.id, true)).statusCode).toBe(200);
    expect((await toggle(sevens!.id, true)).statusCode).toBe(200);
    const ids = await get<string[]>('/wps/relay/MCSFE_getFavoriteGamesList', { token });
    expect(new Set(ids.body.value)).toEqual(new Set([tiger!.id, sevens!.id]));
    const saved = await get<{ content: GameItem[]; totalPages: number }>(
      '/wps/relay/MCSFE_getFavoriteGames?pageNo=1&pageSize=15',
      { token },
    );
    expect(saved.body.value.content.every((game) => game.isFavourite)).toBe(true);
    expect(saved.body.value.totalPages).toBe(1);
    const marked = await get<Page>('/wps/relay/GCSGAME_gameList?vassalage=KHELA', { token });
    expect(marked.body.value.games.map((game) => game.isFavourite)).toEqual([true, true, false]);
    await toggle(tiger!.id, false);
    const after = await get<string[]>('/wps/relay/MCSFE_getFavoriteGamesList', { token });
    expect(after.body.value).toEqual([sevens!.id]);
    expect((await toggle('999999', true)).json()).toMatchObject({ code: 'game_not_found' });
    expect((await toggle(sevens!.id, true, 'nonsense')).statusCode).toBe(401);
    expect((await get('/wps/relay/MCSFE_getFavoriteGames')).status).toBe(401);
  });

  it('launches a game, which then leads the recent list', async () => {
    const refused = await get('/wps/relay/GCS_gameLaunchFB?vassalage=KHELA&gameCode=jade-ways');
    expect(refused.status).toBe(401);
    const launched = await get<{ url: string; isPlayMoney: boolean; title: string }>(
      '/wps/relay/GCS_gameLaunchFB?vassalage=KHELA&gameCode=jade-ways',
      { token, language: 'bn' },
    );
    expect(launched.body.value).toMatchObject({ isPlayMoney: false, title: 'জেড ওয়েজ' });
    expect(launched.body.value.url).toMatch(/^\/house\/play\/jade-ways\?token=[\w-]{40,}&lang=bn$/);
    clock.set('2026-11-24T10:05:00Z');
    const list = await get<Page>('/wps/relay/GCSGAME_gameList?vassalage=KHELA');
    await get(`/wps/game/launchGame?nodeId=${list.body.value.games[0]!.id}`, { token });
    const recent = await get<{ list: GameItem[]; totalPages: number }>(
      '/wps/relay/GCS_recentGame?pageNo=1&pageSize=15',
      { token },
    );
    expect(recent.body.value.list.map((game) => game.code)).toEqual(['tiger-lotus', 'jade-ways']);
  });

  it('refuses games that cannot be launched, recommending others under maintenance', async () => {
    const missing = await get('/wps/relay/GCS_gameLaunchFB?vassalage=KHELA&gameCode=nope', {
      token,
    });
    expect(missing.body.code).toBe('game_not_found');
    const maintenance = await get<{ recommended: GameItem[] }>(
      '/wps/relay/GCS_gameLaunchFB?vassalage=ACME&gameCode=acme-7',
      { token },
    );
    expect(maintenance.status).toBe(409);
    expect(maintenance.body.code).toBe('game_maintenance');
    expect(maintenance.body.value.recommended.length).toBeGreaterThan(0);
    expect(
      maintenance.body.value.recommended.every(
        (game) => game.status === 'active' && game.code !== 'acme-7',
      ),
    ).toBe(true);
    // A vendor opened as a whole (a live casino) gets its own lobby from its template.
    await db
      .insertInto('vendors')
      .values({
        merchantId,
        vassalage: 'LIVEX',
        gameType: 'LIVE',
        displayName: 'Live X',
        logoUrl: '/l.svg',
      })
      .execute();
    await db
      .insertInto('vendorWallets')
      .values({
        merchantId,
        vassalage: 'LIVEX',
        vendorPublicKeyPem: 'unused',
        operatorPrivateKeyPem: 'unused',
        operatorPublicKeyPem: 'unused',
        launchUrlTemplate: 'https://live.example/lobby?t={token}&g={game}&u={user}',
      })
      .execute();
    const lobby = await get<{ url: string; title: string }>(
      '/wps/relay/GCS_gameLaunchFB?vassalage=LIVEX',
      { token },
    );
    expect(lobby.body.value.title).toBe('Live X');
    expect(lobby.body.value.url).toMatch(
      /^https:\/\/live\.example\/lobby\?t=[\w-]{40,}&g=&u=browser$/,
    );
    const unknownVendor = await get('/wps/relay/GCS_gameLaunchFB?vassalage=NOPE', { token });
    expect(unknownVendor.body.code).toBe('game_not_found');
    // A vendor with no wallet connection cannot open games.
    const unconnected = await get('/wps/relay/GCS_gameLaunchFB?vassalage=ACME&gameCode=acme-1', {
      token,
    });
    expect(unconnected.body.code).toBe('vendor_wallet_unavailable');
  });

  it("serves pictures and relative launch addresses from the merchant's CDNs, one per address", async () => {
    const cdn = await createMerchant(db);
    await installHouseVendor(db, cdn.id);
    await db
      .insertInto('games')
      .values({
        merchantId: cdn.id,
        vassalage: 'KHELA',
        code: 'elsewhere',
        gameType: 'RNG',
        names: '{"en":"Elsewhere"}',
        imagePath: 'https://pictures.vendor.test/elsewhere.png',
        sortOrder: 9,
      })
      .execute();
    await createMember(db, cdn.id, { username: 'cdnuser', password: 'secret123' });
    const cdnHost = cdn.domain ?? '';
    const cdnToken = await signInToken(app, cdnHost, 'cdnuser', 'secret123');
    const imageCdns = ['https://img-a.cdn.test/', 'https://img-b.cdn.test'];
    const launchGameCdns = [
      'https://play-a.cdn.test',
      'https://play-b.cdn.test',
      'https://play-c.cdn.test',
    ];
    await db
      .updateTable('merchantSettings')
      .set({ imageCdns, launchGameCdns })
      .where('merchantId', '=', cdn.id)
      .execute();
    // The pick is a stable hash of the address, so each picture keeps one address (and cache).
    const expected = (cdns: string[], path: string) => {
      const index = createHash('sha1').update(path).digest().readUInt32BE(0) % cdns.length;
      return `${cdns[index]!.replace(/\/$/, '')}${path}`;
    };
    const fetchList = async () =>
      (
        await app.inject({
          url: '/wps/relay/GCSGAME_gameList?vassalage=KHELA&pageSize=15',
          headers: { host: cdnHost, language: 'en' },
        })
      ).json().value as Page;
    const list = await fetchList();
    const images = Object.fromEntries(list.games.map((game) => [game.code, game.imageUrl]));
    expect(images).toEqual({
      'tiger-lotus': expected(imageCdns, '/art/games/tiger-lotus.svg'),
      'sevens-and-bars': expected(imageCdns, '/art/games/sevens-and-bars.svg'),
      'jade-ways': expected(imageCdns, '/art/games/jade-ways.svg'),
      // A full address is the vendor's own and stays as it is.
      elsewhere: 'https://pictures.vendor.test/elsewhere.png',
    });
    expect((await fetchList()).games.map((game) => game.imageUrl)).toEqual(
      list.games.map((game) => game.imageUrl),
    );
    const launched = await app.inject({
      url: '/wps/relay/GCS_gameLaunchFB?vassalage=KHELA&gameCode=tiger-lotus',
      headers: { host: cdnHost, language: 'en', authorization: cdnToken },
    });
    const url = launched.json().value.url as string;
    const relative = url.replace(/^https:\/\/play-[abc]\.cdn\.test/, '');
    expect(relative).toMatch(/^\/house\/play\/tiger-lotus\?token=[\w-]{40,}&lang=en$/);
    expect(url).toBe(expected(launchGameCdns, relative));
  });

  it('shows the biggest real-money wins with masked names', async () => {
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'browser')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('gameRounds')
      .values([
        {
          merchantId,
          vassalage: 'KHELA',
          round: 'r1',
          memberId: member.id,
          gameCode: 'tiger-lotus',
          currency: 'BDT',
          stakeMinor: '100',
          payoutMinor: '250000',
          isClosed: true,
          startedAt: new Date('2026-11-23T20:00:00Z'),
          closedAt: new Date('2026-11-23T20:00:00Z'),
        },
        {
          merchantId,
          vassalage: 'KHELA',
          round: 'r2',
          memberId: member.id,
          gameCode: 'jade-ways',
          currency: 'BDT',
          stakeMinor: '100',
          payoutMinor: '999999',
          isClosed: true,
          isPlayMoney: true,
        },
      ])
      .execute();
    const board = await get<{ list: { vo: Record<string, string> }[] }>(
      '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=50',
    );
    expect(board.body.value.list).toHaveLength(1);
    expect(board.body.value.list[0]?.vo).toMatchObject({
      customerName: 'br***r',
      winAmount: '2500.00',
      gameName: 'Tiger Lotus',
      // 20:00 UTC is the next day in Dhaka.
      date: '2026.11.24',
    });
    expect(maskName('ab')).toBe('a***');
  });
});
