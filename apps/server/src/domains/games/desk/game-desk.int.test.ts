import { randomUUID, sign, verify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../../test/app';
import type { Db } from '../../../db/database';
import { installHouseVendor } from '../../../vendors/house/install';
import { keyFingerprint } from '../vendor-wallet/vendor-wallet.service';
import {
  acme,
  acmeRenewed,
  connection,
  countRows,
  elliptic,
  fieldCodes,
  game,
  pemOf,
  setUpGameDesk,
  template,
  weak,
} from './game-desk.fixture';

// Who may use the desk, connecting vendors and importing their games; the changes that follow
// (vendors, games, pages, launch modes, transfer-wallet vendors) are in game-desk-changes.
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
let refused: Record<string, string>;
const clock = fixedClock('2026-11-25T10:00:00Z');

beforeAll(async () => {
  const world = await setUpGameDesk(clock, installHouseVendor);
  ({ db, drop, app, host, merchantCode, merchantId, memberToken } = world);
  ({ admin, platformOwner, outsider, refused } = world);
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
});
