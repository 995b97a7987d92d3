import { createHash } from 'node:crypto';
import type { GameItem } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../../test/app';
import { signInToken } from '../../../../test/envelope';
import { createMember, createMerchant } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { installHouseVendor } from '../../../vendors/house/install';
import { setUpCatalogue } from './games.fixture';
import { maskName } from './games.rules';

// Saved and recent games, launches, pictures on the merchant's CDNs and the winner board.
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
