import { generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import {
  createMember,
  createMerchant,
  creditWallet,
  signInOperator,
} from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { installHouseVendor } from '../../../vendors/house/install';
import { verifyLedger } from '../../money/ledger/ledger.verify';
import { keyFingerprint } from '../vendor-wallet/vendor-wallet.service';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let merchantCode: string;
let merchantId: string;
let memberToken: string;
let admin: string;
let platformOwner: string;
let outsider: string;
const refused: Record<string, string> = {};
const clock = fixedClock('2026-11-25T10:00:00Z');

const pemOf = (key: ReturnType<typeof generateKeyPairSync>['publicKey']) =>
  key.export({ type: 'spki', format: 'pem' }).toString();
const acme = generateKeyPairSync('rsa', { modulusLength: 2048 });
const acmeRenewed = generateKeyPairSync('rsa', { modulusLength: 2048 });
const weak = generateKeyPairSync('rsa', { modulusLength: 1024 });
const elliptic = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const template = 'https://games.acme.test/launch?t={token}&g={game}&l={lang}&c={currency}&u={user}';

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  merchantId = merchant.id;
  merchantCode = merchant.code;
  host = merchant.domain ?? '';
  await installHouseVendor(db, merchantId);
  const { id } = await createMember(db, merchantId, { username: 'player1', password: 'secret123' });
  await creditWallet(db, merchantId, id, 10_000n);
  memberToken = await signInToken(app, host, 'player1', 'secret123');
  admin = (await signInOperator(app, db, { merchantId, username: 'boss', role: 'admin' })).token;
  platformOwner = (
    await signInOperator(app, db, { merchantId: null, username: 'root', role: 'owner' })
  ).token;
  for (const role of ['finance', 'support', 'content'] as const) {
    refused[role] = (await signInOperator(app, db, { merchantId, username: role, role })).token;
  }
  const other = await createMerchant(db);
  outsider = (
    await signInOperator(app, db, { merchantId: other.id, username: 'elsewhere', role: 'admin' })
  ).token;
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
const connection = (values: Record<string, unknown> = {}) => ({
  vassalage: 'ACME',
  gameTypes: ['RNG', 'LIVE'],
  displayName: 'Acme Gaming',
  vendorPublicKeyPem: pemOf(acme.publicKey),
  launchUrlTemplate: template,
  ...values,
});
const game = (code: string, values: Record<string, unknown> = {}) => ({
  code,
  names: { en: `Game ${code}`, bn: `গেম ${code}` },
  gameType: 'RNG',
  gameClassify: 'SLOTS',
  minBet: '0.20',
  lines: 20,
  imageUrl: `/art/games/${code}.svg`,
  ...values,
});
const importGames = (games: unknown, as = admin, vendor = 'ACME') =>
  ops('POST', `/ops/api/games/vendors/${vendor}/games/import`, as, { games });
const site = (url: string, language = 'en') =>
  app.inject({ url, headers: { host, language, authorization: memberToken } });
const counts = async () => {
  const { rows } = await sql<Record<string, string>>`SELECT
      (SELECT count(*) FROM vendors)::text AS vendors,
      (SELECT count(*) FROM vendor_wallets)::text AS wallets,
      (SELECT string_agg(vendor_public_key_pem || coalesce(launch_url_template, ''), ',')
        FROM vendor_wallets) AS keys,
      (SELECT string_agg(code || names::text || min_bet_minor, ',' ORDER BY id) FROM games) AS games,
      (SELECT count(*) FROM operator_actions)::text AS actions`.execute(db);
  return rows[0];
};
const fieldCodes = (body: { fields?: { path: string; code: string }[] }) =>
  (body.fields ?? []).map((field) => `${field.path}:${field.code}`);

describe('game desk', () => {
  it('is for administrators and owners only, within their merchant', async () => {
    for (const token of Object.values(refused)) {
      expect((await ops('GET', '/ops/api/games/vendors', token)).json().code).toBe('forbidden');
      const connect = await ops('POST', '/ops/api/games/vendors', token, connection());
      expect(connect.statusCode).toBe(403);
      expect((await importGames([game('x-1')], token)).json().code).toBe('forbidden');
    }
    expect((await ops('GET', '/ops/api/games/vendors', 'nobody')).json().code).toBe('unauthorized');
    // A platform operator names the merchant; a merchant's operator cannot name another.
    const unnamed = (await ops('GET', '/ops/api/games/vendors', platformOwner)).json();
    expect(fieldCodes(unnamed)).toEqual(['merchant:field_required']);
    const named = await ops(
      'GET',
      `/ops/api/games/vendors?merchant=${merchantCode}`,
      platformOwner,
    );
    expect(named.json().value.merchant).toMatchObject({ code: merchantCode, currency: 'BDT' });
    expect(
      (await ops('GET', `/ops/api/games/vendors?merchant=${merchantCode}`, outsider)).json().code,
    ).toBe('not_found');
    expect((await ops('GET', '/ops/api/games/vendors', outsider)).json().value.vendors).toEqual([]);
    const merchants = (await ops('GET', '/ops/api/merchants', platformOwner)).json().value;
    expect(merchants.map((row: { code: string }) => row.code)).toContain(merchantCode);
    expect((await ops('GET', '/ops/api/merchants', admin)).json().value).toEqual([
      expect.objectContaining({ code: merchantCode }),
    ]);
  });

  it('shows the in-house vendor with its connection and refuses to re-key or re-import it', async () => {
    const list = (await ops('GET', '/ops/api/games/vendors', admin)).json().value;
    const stored = await db
      .selectFrom('vendorWallets')
      .select('vendorPublicKeyPem')
      .where('merchantId', '=', merchantId)
      .where('vassalage', '=', 'KHELA')
      .executeTakeFirstOrThrow();
    expect(list.vendors).toEqual([
      expect.objectContaining({
        vassalage: 'KHELA',
        gameType: 'RNG',
        isHouse: true,
        status: 'active',
        gameCount: 3,
        connection: expect.objectContaining({
          keyFingerprint: keyFingerprint(stored.vendorPublicKeyPem ?? ''),
          launchUrlTemplate: '/house/play/{game}?token={token}&lang={lang}',
          walletEndpoint: `/vendor-wallet/${merchantCode}/KHELA/`,
        }),
      }),
    ]);
    const before = await counts();
    const rekey = await ops(
      'POST',
      '/ops/api/games/vendors',
      admin,
      connection({ vassalage: 'khela' }),
    );
    expect(rekey.statusCode).toBe(403);
    expect(rekey.json().code).toBe('vendor_protected');
    expect((await importGames([game('extra')], admin, 'KHELA')).json().code).toBe(
      'vendor_protected',
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses bad keys and launch templates with field errors, changing nothing', async () => {
    const before = await counts();
    const keyCases: [string, string][] = [
      ['not a key', 'vendor_key_invalid'],
      [acme.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'vendor_key_private'],
      [pemOf(weak.publicKey), 'vendor_key_weak'],
      [pemOf(elliptic.publicKey), 'vendor_key_weak'],
      [
        pemOf(acme.publicKey)
          .split('\n')
          .filter((_, index) => index !== 2)
          .join('\n'),
        'vendor_key_invalid',
      ],
    ];
    for (const [vendorPublicKeyPem, code] of keyCases) {
      const answer = await ops(
        'POST',
        '/ops/api/games/vendors',
        admin,
        connection({ vendorPublicKeyPem }),
      );
      expect(answer.statusCode).toBe(400);
      expect(fieldCodes(answer.json())).toEqual([`vendorPublicKeyPem:${code}`]);
    }
    const templateCases: [string, string][] = [
      ['http://games.acme.test/{token}', 'launch_template_invalid'],
      ['//evil.test/{token}', 'launch_template_invalid'],
      ['games.acme.test/{token}', 'launch_template_invalid'],
      ['https://games.acme.test/play now?{token}', 'launch_template_invalid'],
      ['https://games.acme.test/{token}/{secret}', 'launch_template_invalid'],
      ['https://{user}.acme.test/{token}', 'launch_template_invalid'],
      ['https://games.acme.test/play?g={game}', 'launch_template_token'],
    ];
    for (const [launchUrlTemplate, code] of templateCases) {
      const answer = await ops(
        'POST',
        '/ops/api/games/vendors',
        admin,
        connection({ launchUrlTemplate }),
      );
      expect(fieldCodes(answer.json())).toEqual([`launchUrlTemplate:${code}`]);
    }
    const both = await ops(
      'POST',
      '/ops/api/games/vendors',
      admin,
      connection({ vendorPublicKeyPem: 'x', launchUrlTemplate: 'ftp://x/{token}' }),
      'bn',
    );
    expect(both.json().fields).toHaveLength(2);
    expect(both.json().fields[0].message).toContain('পাবলিক কী');
    for (const values of [
      { vassalage: 'a' },
      { gameTypes: [] },
      { gameTypes: ['RNG', 'RNG'] },
      { gameTypes: ['BOWLING'] },
      { displayName: ' ' },
      { logoUrl: 'javascript:alert(1)' },
      { launchUrlTemplate: `https://a.test/${'x'.repeat(500)}{token}` },
    ]) {
      const answer = await ops('POST', '/ops/api/games/vendors', admin, connection(values));
      expect(answer.json().code).toBe('validation_failed');
    }
    expect((await ops('POST', '/ops/api/games/vendors', admin, ['x'])).statusCode).toBe(400);
    expect((await ops('POST', '/ops/api/games/vendors', admin, 'nonsense')).statusCode).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it('connects a vendor whose imported games players then see and launch', async () => {
    const answer = await ops(
      'POST',
      '/ops/api/games/vendors',
      admin,
      connection({ vassalage: 'acme' }),
    );
    const connected = answer.json().value;
    expect(connected).toEqual({
      vassalage: 'ACME',
      walletMode: 'seamless',
      launchMode: 'frame',
      operatorPublicKeyPem: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----/),
      walletEndpoint: `/vendor-wallet/${merchantCode}/ACME/`,
      keyFingerprint: keyFingerprint(pemOf(acme.publicKey)),
    });
    const vendors = (await ops('GET', '/ops/api/games/vendors', admin)).json().value.vendors;
    const rows = vendors.filter((vendor: { vassalage: string }) => vendor.vassalage === 'ACME');
    expect(rows.map((row: { gameType: string }) => row.gameType).sort()).toEqual(['LIVE', 'RNG']);
    expect(rows[0]).toMatchObject({
      displayName: 'Acme Gaming',
      isHouse: false,
      gameCount: 0,
      connection: { launchUrlTemplate: template, keyFingerprint: connected.keyFingerprint },
    });

    const imported = await importGames([
      game('acme-1'),
      game('acme-2', { minBet: 1, names: { en: 'Blackjack' }, gameClassify: 'TABLE' }),
      game('acme-live', {
        gameType: 'LIVE',
        gameClassify: 'LIVE',
        imageUrl: 'https://cdn.acme.test/l.png',
      }),
    ]);
    expect(imported.json().value).toEqual({ inserted: 3, updated: 0 });
    const list = (
      await site('/wps/relay/GCSGAME_gameList?vassalage=ACME&gameType=RNG', 'bn')
    ).json().value;
    expect(list.games.map((item: { code: string }) => item.code)).toEqual(['acme-1', 'acme-2']);
    expect(list.games[0]).toMatchObject({
      name: 'গেম acme-1',
      minBet: '0.20',
      vendorName: 'Acme Gaming',
    });
    expect(list.games[1]).toMatchObject({
      name: 'Blackjack',
      minBet: '1.00',
      gameClassify: 'TABLE',
    });

    const launch = await site('/wps/relay/GCS_gameLaunchFB?vassalage=ACME&gameCode=acme-1', 'bn');
    const url = new URL(launch.json().value.url as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://games.acme.test/launch');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      g: 'acme-1',
      l: 'bn',
      c: 'BDT',
      u: 'player1',
    });
    // The vendor, signing with its key, reaches the member's wallet; our answer is signed
    // with the key the desk handed out.
    const body = JSON.stringify({
      user: 'player1',
      token: url.searchParams.get('t'),
      request_uuid: randomUUID(),
      game_code: 'acme-1',
    });
    const wallet = await app.inject({
      method: 'POST',
      url: `${connected.walletEndpoint}user/balance`,
      headers: {
        'content-type': 'application/json',
        'x-hub88-signature': sign('sha256', Buffer.from(body), acme.privateKey).toString('base64'),
      },
      payload: body,
    });
    expect(wallet.json()).toMatchObject({ status: 'RS_OK', balance: 10_000, currency: 'BDT' });
    const signature = Buffer.from(String(wallet.headers['x-hub88-signature']), 'base64');
    expect(verify('sha256', wallet.rawPayload, connected.operatorPublicKeyPem, signature)).toBe(
      true,
    );

    // A new key keeps our pair; a re-import updates by code and keeps the operator's marks.
    const renewed = (
      await ops(
        'POST',
        '/ops/api/games/vendors',
        admin,
        connection({ vendorPublicKeyPem: pemOf(acmeRenewed.publicKey), gameTypes: ['RNG'] }),
      )
    ).json().value;
    expect(renewed.operatorPublicKeyPem).toBe(connected.operatorPublicKeyPem);
    expect(renewed.keyFingerprint).not.toBe(connected.keyFingerprint);
    await ops('PATCH', '/ops/api/games/vendors/ACME/games/acme-2', admin, {
      status: 'maintenance',
    });
    const again = await importGames([
      game('acme-1', { names: { en: 'Acme One' } }),
      game('acme-2'),
      game('acme-3'),
    ]);
    expect(again.json().value).toEqual({ inserted: 1, updated: 2 });
    const page = (await ops('GET', '/ops/api/games/vendors/ACME/games?pageSize=2', admin)).json()
      .value;
    expect(page).toMatchObject({ total: 4, totalPages: 2, pageNo: 1 });
    expect(page.games[0]).toMatchObject({ code: 'acme-1', names: { en: 'Acme One' } });
    expect(page.games[1]).toMatchObject({ code: 'acme-2', status: 'maintenance', minBet: '0.20' });
  });

  it('refuses a bad import with every problem by row, changing nothing', async () => {
    const before = await counts();
    const answer = await importGames([
      game('ok-1'),
      game('bad-names', { names: { bn: 'নাম' } }),
      game('bad-kind', { gameClassify: 'POKER' }),
      game('ok-1'),
      game('fishy', { gameType: 'FISH' }),
      game('cents', { minBet: '0.001' }),
      game('negative', { minBet: '-1' }),
      game('picture', { imageUrl: 'http://cdn.test/a.png' }),
      game('bad code!', { imageUrl: '/art/games/x.svg' }),
      'not an object',
    ]);
    expect(answer.statusCode).toBe(400);
    const refusal = answer.json();
    expect(refusal.code).toBe('validation_failed');
    expect(fieldCodes(refusal)).toEqual([
      'games.1.names.en:field_required',
      'games.2.gameClassify:field_invalid',
      'games.3.code:game_code_repeated',
      'games.4.gameType:game_type_not_offered',
      'games.5.minBet:validation.amountDecimals',
      'games.6.minBet:validation.amount',
      'games.7.imageUrl:image_url_invalid',
      'games.8.code:field_invalid',
      'games.9:field_invalid',
    ]);
    expect(refusal.fields[1].params).toEqual({ row: 3, code: 'bad-kind' });
    expect(refusal.value).toEqual({ errorCount: 9, rowCount: 10 });

    const tooMany = Array.from({ length: 5_001 }, (_, index) => game(`g-${index}`));
    expect(fieldCodes((await importGames(tooMany)).json())).toEqual(['games:field_too_long']);
    expect((await importGames([])).json().code).toBe('validation_failed');
    expect((await importGames([game('x')], admin, 'NOBODY')).json().code).toBe('not_found');
    const many = Array.from({ length: 300 }, (_, index) => game(`m-${index}`, { minBet: 'x' }));
    const capped = (await importGames(many)).json();
    expect(capped.fields).toHaveLength(200);
    expect(capped.value.errorCount).toBe(300);
    expect(await counts()).toEqual(before);
  });

  it('imports 5,000 games at once', async () => {
    const games = Array.from({ length: 5_000 }, (_, index) => game(`bulk-${index}`));
    const answer = await importGames(games);
    expect(answer.json().value).toEqual({ inserted: 5_000, updated: 0 });
    const search = (await ops('GET', '/ops/api/games/vendors/ACME/games?q=BULK-499', admin)).json()
      .value;
    expect(search.games.map((item: { code: string }) => item.code).sort()).toEqual([
      'bulk-499',
      'bulk-4990',
      'bulk-4991',
      'bulk-4992',
      'bulk-4993',
      'bulk-4994',
      'bulk-4995',
      'bulk-4996',
      'bulk-4997',
      'bulk-4998',
      'bulk-4999',
    ]);
  });

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
