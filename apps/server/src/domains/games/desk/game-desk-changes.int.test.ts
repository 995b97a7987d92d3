import { randomUUID, sign } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../../test/app';
import type { Db } from '../../../db/database';
import { installHouseVendor } from '../../../vendors/house/install';
import { verifyLedger } from '../../money/ledger/ledger.verify';
import {
  acme,
  connectAcme,
  connection,
  countRows,
  fieldCodes,
  game,
  pemOf,
  setUpGameDesk,
} from './game-desk.fixture';

// Changing what the desk connected: Acme is connected and imported as the first tests of
// game-desk leave it, then its vendors, games, pages and launch mode change, and a
// transfer-wallet vendor joins.
let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let merchantCode: string;
let memberToken: string;
let admin: string;
let outsider: string;
let refused: Record<string, string>;
const clock = fixedClock('2026-11-25T10:00:00Z');

beforeAll(async () => {
  const world = await setUpGameDesk(clock, installHouseVendor);
  ({ db, drop, app, host, merchantCode, memberToken } = world);
  ({ admin, outsider, refused } = world);
  await connectAcme(world);
});
afterAll(async () => {
  await app.close();
  await drop();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const ops = (method: Method, url: string, as: string, payload?: unknown, language = 'en') =>
  app.inject({
    method,
    url,
    headers: { authorization: as, language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const importGames = (games: unknown, as = admin, vendor = 'ACME') =>
  ops('POST', `/ops/api/games/vendors/${vendor}/games/import`, as, { games });
const site = (url: string, language = 'en') =>
  app.inject({ url, headers: { host, language, authorization: memberToken } });
const counts = () => countRows(db);

describe('game desk', () => {
  it('changes vendors and games, and logs each change with the operator', async () => {
    const patchVendor = (body: unknown, path = 'ACME/types/RNG') =>
      ops('PATCH', `/ops/api/games/vendors/${path}`, admin, body);
    const listed = async () =>
      (await site('/wps/relay/GCSGAME_gameList?vassalage=ACME&gameType=RNG&pageSize=5')).json()
        .value;
    expect((await patchVendor({ status: 'maintenance', sortOrder: 3 })).json().value).toMatchObject(
      {
        status: 'maintenance',
        sortOrder: 3,
      },
    );
    expect(
      (await listed()).games.every((item: { status: string }) => item.status === 'maintenance'),
    ).toBe(true);
    expect((await patchVendor({ status: 'disabled' })).json().value.status).toBe('disabled');
    expect((await listed()).total).toBe(0);
    await patchVendor({ status: 'active', isHot: true });
    expect((await listed()).total).toBeGreaterThan(0);
    // The in-house vendor may be switched off and on (there is no delete); not re-keyed.
    expect((await patchVendor({ isHot: false }, 'KHELA/types/RNG')).json().value.isHot).toBe(false);

    const changed = await ops('PATCH', '/ops/api/games/vendors/ACME/games/acme-1', admin, {
      minBet: '1.50',
      isHot: true,
      sortOrder: 7,
      names: { en: 'Acme One', th: 'แอคมี วัน' },
    });
    expect(changed.json().value).toMatchObject({
      minBet: '1.50',
      isHot: true,
      sortOrder: 7,
      names: { en: 'Acme One', th: 'แอคมี วัน' },
    });
    for (const body of [
      { minBet: 'abc' },
      { minBet: '0' },
      { names: { bn: 'নাম' } },
      { status: 'gone' },
      { sortOrder: -1 },
      {},
    ]) {
      const answer = await ops('PATCH', '/ops/api/games/vendors/ACME/games/acme-1', admin, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('validation_failed');
    }
    expect(
      (await ops('PATCH', '/ops/api/games/vendors/ACME/games/nope', admin, { isHot: true })).json()
        .code,
    ).toBe('not_found');
    expect((await patchVendor({ isHot: true }, 'ACME/types/FISH')).json().code).toBe('not_found');
    expect(
      (
        await ops('PATCH', '/ops/api/games/vendors/ACME/games/acme-1', outsider, { isHot: false })
      ).json().code,
    ).toBe('not_found');

    const log = (await ops('GET', '/ops/api/actions?target=vendor:ACME', admin)).json().value;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'vendor_update',
      'vendor_update',
      'vendor_update',
      'games_import',
      'games_import',
      'vendor_connect',
      'games_import',
      'vendor_connect',
    ]);
    expect(log.every((entry: { operator: string }) => entry.operator === 'boss')).toBe(true);
    expect(log[2].detail).toEqual({
      gameType: 'RNG',
      changes: { status: { from: 'active', to: 'maintenance' }, sortOrder: { from: 0, to: 3 } },
    });
    expect(JSON.stringify(log)).not.toContain('BEGIN PUBLIC KEY');
    const gameLog = (await ops('GET', '/ops/api/actions?target=game:ACME:acme-1', admin)).json()
      .value;
    expect(gameLog[0].detail.changes.minBetMinor).toEqual({ from: '20', to: '150' });

    // An edit logs what it changed, not the fields it sent again as they were.
    await patchVendor({ isHot: true, sortOrder: 4 });
    const [vendorEdit] = (await ops('GET', '/ops/api/actions?target=vendor:ACME', admin)).json()
      .value;
    expect(vendorEdit.detail).toEqual({
      gameType: 'RNG',
      changes: { sortOrder: { from: 3, to: 4 } },
    });
    await ops('PATCH', '/ops/api/games/vendors/ACME/games/acme-1', admin, {
      minBet: '1.50',
      isHot: true,
      sortOrder: 8,
      names: { th: 'แอคมี วัน', en: 'Acme One' },
    });
    const [gameEdit] = (await ops('GET', '/ops/api/actions?target=game:ACME:acme-1', admin)).json()
      .value;
    expect(gameEdit.detail).toEqual({ changes: { sortOrder: { from: 7, to: 8 } } });
    // A save that changes nothing writes no line.
    const logLength = async (target: string) =>
      (await ops('GET', `/ops/api/actions?target=${target}`, admin)).json().value.length;
    const before = [await logLength('vendor:ACME'), await logLength('game:ACME:acme-1')];
    expect((await patchVendor({ isHot: true, sortOrder: 4 })).statusCode).toBe(200);
    const unchangedGame = await ops('PATCH', '/ops/api/games/vendors/ACME/games/acme-1', admin, {
      minBet: '1.50',
      sortOrder: 8,
    });
    expect(unchangedGame.json().value).toMatchObject({ minBet: '1.50', sortOrder: 8 });
    expect([await logLength('vendor:ACME'), await logLength('game:ACME:acme-1')]).toEqual(before);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('sets the games /seamless and /fbsports open, and takes a page down', async () => {
    const pages = () => site('/wps/system/permission').then((answer) => answer.json().value.info);
    const put = (page: string, body: unknown, as = admin) =>
      ops('PUT', `/ops/api/games/pages/${page}`, as, body);
    expect((await pages()).pageGames).toEqual({ seamless: null, fbsports: null });

    const seamless = await put('seamless', { game: { vassalage: 'khela', gameCode: 'jade-ways' } });
    expect(seamless.json().value).toEqual({
      seamless: { vassalage: 'KHELA', gameCode: 'jade-ways' },
      fbsports: null,
    });
    // No game code opens the vendor's own lobby.
    await put('fbsports', { game: { vassalage: 'ACME', gameCode: '' } });
    await expect
      .poll(async () => (await pages()).pageGames)
      .toEqual({
        seamless: { vassalage: 'KHELA', gameCode: 'jade-ways' },
        fbsports: { vassalage: 'ACME', gameCode: null },
      });
    const launched = await site('/wps/relay/GCS_gameLaunchFB?vassalage=KHELA&gameCode=jade-ways');
    expect(launched.json().success).toBe(true);

    // Unknown vendors and games, bad pages and bodies are refused, changing nothing.
    const before = (await ops('GET', '/ops/api/games/pages', admin)).json().value;
    for (const [page, body, field] of [
      ['seamless', { game: { vassalage: 'NOPE' } }, 'vassalage'],
      ['seamless', { game: { vassalage: 'KHELA', gameCode: 'no-such-game' } }, 'gameCode'],
      ['seamless', { game: { vassalage: 'KHELA', gameCode: 'bad code!' } }, 'game.gameCode'],
      ['seamless', {}, 'game'],
    ] as const) {
      const answer = await put(page, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('validation_failed');
      expect(answer.json().fields.map((entry: { path: string }) => entry.path)).toContain(field);
    }
    expect((await put('casino', { game: null })).statusCode).toBe(400);
    expect((await put('seamless', { game: null }, refused.finance!)).statusCode).toBe(403);
    const foreign = await ops(
      'PUT',
      `/ops/api/games/pages/seamless?merchant=${merchantCode}`,
      outsider,
      { game: null },
    );
    expect(foreign.json().code).toBe('not_found');
    expect((await ops('GET', '/ops/api/games/pages', admin)).json().value).toEqual(before);

    const down = await put('fbsports', { game: null });
    expect(down.json().value.fbsports).toBeNull();
    await expect.poll(async () => (await pages()).pageGames.fbsports).toBeNull();
    const log = (await ops('GET', '/ops/api/actions?target=page:fbsports', admin)).json().value;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'page_game_update',
      'page_game_update',
    ]);
    expect(log[0].detail).toEqual({ before: { vassalage: 'ACME', gameCode: null }, after: null });
  });

  it('sets how a vendor opens, popup or frame, and the launch says so', async () => {
    const launchOf = async () =>
      (await site('/wps/relay/GCS_gameLaunchFB?vassalage=ACME&gameCode=acme-1')).json().value;
    expect((await launchOf()).mode).toBe('frame');
    const set = (body: unknown, as = admin, vendor = 'ACME') =>
      ops('PATCH', `/ops/api/games/vendors/${vendor}/launch`, as, body);
    const answer = await set({ launchMode: 'popup' });
    const row = answer
      .json()
      .value.vendors.find((vendor: { vassalage: string }) => vendor.vassalage === 'ACME');
    expect(row.connection.launchMode).toBe('popup');
    expect((await launchOf()).mode).toBe('popup');
    // Bad modes, unconnected vendors and other roles change nothing.
    expect((await set({ launchMode: 'tab' })).json().code).toBe('validation_failed');
    expect((await set({})).statusCode).toBe(400);
    expect((await set({ launchMode: 'frame' }, admin, 'NOPE')).json().code).toBe('not_found');
    expect((await set({ launchMode: 'frame' }, refused.support!)).statusCode).toBe(403);
    expect((await set({ launchMode: 'frame' }, outsider)).json().code).toBe('not_found');
    expect((await launchOf()).mode).toBe('popup');
    await set({ launchMode: 'frame' });
    expect((await launchOf()).mode).toBe('frame');
    const log = (await ops('GET', '/ops/api/actions?target=vendor:ACME', admin)).json().value;
    expect(log[0].detail).toEqual({ changes: { launchMode: { from: 'popup', to: 'frame' } } });
    expect(log[1].detail).toEqual({ changes: { launchMode: { from: 'frame', to: 'popup' } } });
  });

  it('connects a transfer-wallet vendor that launches and takes and returns money', async () => {
    const transfer = (values: Record<string, unknown> = {}) => {
      const rest: Record<string, unknown> = connection({
        vassalage: 'TW88',
        displayName: 'TW Casino',
        gameTypes: ['LIVE', 'RNG'],
        walletMode: 'transfer',
        launchMode: 'popup',
        launchUrlTemplate: 'https://tw.example/play?t={token}&g={game}',
      });
      delete rest.vendorPublicKeyPem;
      return { ...rest, ...values };
    };
    const before = await counts();
    const refusals: [unknown, string][] = [
      [
        transfer({ vendorPublicKeyPem: pemOf(acme.publicKey) }),
        'vendorPublicKeyPem:vendor_key_unused',
      ],
      [transfer({ walletMode: 'seamless' }), 'vendorPublicKeyPem:field_required'],
      [
        transfer({ launchUrlTemplate: 'https://tw.example/play' }),
        'launchUrlTemplate:launch_template_token',
      ],
      [
        connection({ walletMode: 'transfer', vendorPublicKeyPem: undefined }),
        'vassalage:vendor_seamless_wallet',
      ],
    ];
    for (const [body, field] of refusals) {
      const answer = await ops('POST', '/ops/api/games/vendors', admin, body);
      expect(answer.statusCode, field).toBe(400);
      expect(fieldCodes(answer.json()), field).toEqual([field]);
    }
    expect(await counts()).toEqual(before);

    const connected = (await ops('POST', '/ops/api/games/vendors', admin, transfer())).json().value;
    expect(connected).toEqual({
      vassalage: 'TW88',
      walletMode: 'transfer',
      launchMode: 'popup',
      operatorPublicKeyPem: null,
      walletEndpoint: null,
      keyFingerprint: null,
    });
    const rows = (await ops('GET', '/ops/api/games/vendors', admin))
      .json()
      .value.vendors.filter((vendor: { vassalage: string }) => vendor.vassalage === 'TW88');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      walletMode: 'transfer',
      connection: {
        launchUrlTemplate: 'https://tw.example/play?t={token}&g={game}',
        launchMode: 'popup',
        keyFingerprint: null,
        walletEndpoint: null,
      },
    });
    // Its wallet mode stays: it cannot be re-connected as a seamless vendor.
    const seamless = await ops(
      'POST',
      '/ops/api/games/vendors',
      admin,
      connection({ vassalage: 'TW88', gameTypes: ['RNG'] }),
    );
    expect(fieldCodes(seamless.json())).toEqual(['vassalage:vendor_transfer_wallet']);

    // Its games launch from its template, in a popup.
    await importGames(
      [game('tw-roulette', { gameType: 'LIVE', gameClassify: 'LIVE' })],
      admin,
      'TW88',
    );
    const launch = (
      await site('/wps/relay/GCS_gameLaunchFB?vassalage=TW88&gameCode=tw-roulette')
    ).json().value;
    expect(launch.mode).toBe('popup');
    expect(launch.url).toMatch(/^https:\/\/tw\.example\/play\?t=[\w-]{40,}&g=tw-roulette$/);
    // It never calls our wallet: the protocol does not know it.
    const body = JSON.stringify({ user: 'player1', request_uuid: randomUUID() });
    const call = await app.inject({
      method: 'POST',
      url: `/vendor-wallet/${merchantCode}/TW88/user/info`,
      headers: {
        'content-type': 'application/json',
        'x-hub88-signature': sign('sha256', Buffer.from(body), acme.privateKey).toString('base64'),
      },
      payload: body,
    });
    expect(call.json().status).toBe('RS_ERROR_INVALID_PARTNER');

    // Money moves to its wallet and back on the same ledger, once per key.
    const move = (from: string, to: string, amount: string, idempotencyKey: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: { host, language: 'en', authorization: memberToken },
        payload: { from, to, amount, idempotencyKey },
      });
    const wallets = async () =>
      Object.fromEntries(
        (await site('/wps/relay/GCS_merchantWallet'))
          .json()
          .value.map((wallet: { code: string; balance: string }) => [wallet.code, wallet.balance]),
      );
    const start = await wallets();
    expect(start.TW88).toBe('0.00');
    const mainStart = Number(start.MAIN);
    expect((await move('MAIN', 'TW88', '30.00', 'tw-transfer-in-1')).json().success).toBe(true);
    expect((await move('MAIN', 'TW88', '30.00', 'tw-transfer-in-1')).json().success).toBe(true);
    expect((await move('TW88', 'MAIN', '12.50', 'tw-transfer-out-1')).json().success).toBe(true);
    expect((await move('TW88', 'MAIN', '99.00', 'tw-transfer-out-2')).json().code).toBe(
      'insufficient_balance',
    );
    const end = await wallets();
    expect(end.TW88).toBe('17.50');
    expect(Number(end.MAIN)).toBeCloseTo(mainStart - 17.5, 2);
    expect(await verifyLedger(db)).toEqual([]);
  });
});
