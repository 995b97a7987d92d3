// The world of the game-desk tests: one merchant with the in-house vendor and a member with
// money, its admin, a platform owner, operators of roles the desk refuses and an admin of
// another merchant; vendor keys and the bodies the desk is sent.
import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import {
  createMember,
  createMerchant,
  creditWallet,
  signInOperator,
} from '../../../../test/factories';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';

/** What the tests reach: the database, the app, the merchant and everyone's tokens. */
export interface GameDeskWorld {
  db: Db;
  drop: () => Promise<void>;
  app: FastifyInstance;
  host: string;
  merchantCode: string;
  merchantId: string;
  memberToken: string;
  admin: string;
  platformOwner: string;
  outsider: string;
  /** Tokens of the roles the desk refuses, by role. */
  refused: Record<string, string>;
}

export const pemOf = (key: ReturnType<typeof generateKeyPairSync>['publicKey']) =>
  key.export({ type: 'spki', format: 'pem' }).toString();
export const acme = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const acmeRenewed = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const weak = generateKeyPairSync('rsa', { modulusLength: 1024 });
export const elliptic = generateKeyPairSync('ec', { namedCurve: 'P-256' });
export const template =
  'https://games.acme.test/launch?t={token}&g={game}&l={lang}&c={currency}&u={user}';

/**
 * Installs the in-house vendor for a merchant: the test passes it in, since this helper (not
 * itself a test) may not import the in-house vendor, which imports the games domain.
 */
export type InstallHouseVendor = (db: Db, merchantId: string) => Promise<void>;

/** A fresh database and app with the merchant, its member and its operators. */
export async function setUpGameDesk(
  clock: Clock,
  installHouseVendor: InstallHouseVendor,
): Promise<GameDeskWorld> {
  const { db, drop } = await createTestDatabase();
  const { app } = await createTestApp(db, { clock });
  const merchant = await createMerchant(db);
  const merchantId = merchant.id;
  const host = merchant.domain ?? '';
  await installHouseVendor(db, merchantId);
  const { id } = await createMember(db, merchantId, { username: 'player1', password: 'secret123' });
  await creditWallet(db, merchantId, id, 10_000n);
  const memberToken = await signInToken(app, host, 'player1', 'secret123');
  const admin = (await signInOperator(app, db, { merchantId, username: 'boss', role: 'admin' }))
    .token;
  const platformOwner = (
    await signInOperator(app, db, { merchantId: null, username: 'root', role: 'owner' })
  ).token;
  const refused: Record<string, string> = {};
  for (const role of ['finance', 'support', 'content'] as const) {
    refused[role] = (await signInOperator(app, db, { merchantId, username: role, role })).token;
  }
  const other = await createMerchant(db);
  const outsider = (
    await signInOperator(app, db, { merchantId: other.id, username: 'elsewhere', role: 'admin' })
  ).token;
  const merchantCode = merchant.code;
  return {
    db,
    drop,
    app,
    host,
    merchantCode,
    merchantId,
    memberToken,
    admin,
    platformOwner,
    outsider,
    refused,
  };
}

/** A connection of Acme's two game types with its key and launch template. */
export const connection = (values: Record<string, unknown> = {}) => ({
  vassalage: 'ACME',
  gameTypes: ['RNG', 'LIVE'],
  displayName: 'Acme Gaming',
  vendorPublicKeyPem: pemOf(acme.publicKey),
  launchUrlTemplate: template,
  ...values,
});

/** A game of an import list. */
export const game = (code: string, values: Record<string, unknown> = {}) => ({
  code,
  names: { en: `Game ${code}`, bn: `গেম ${code}` },
  gameType: 'RNG',
  gameClassify: 'SLOTS',
  minBet: '0.20',
  lines: 20,
  imageUrl: `/art/games/${code}.svg`,
  ...values,
});

/** A refusal's fields as `path:code`. */
export const fieldCodes = (body: { fields?: { path: string; code: string }[] }) =>
  (body.fields ?? []).map((field) => `${field.path}:${field.code}`);

/** What the desk writes, so a refusal can be shown to change nothing. */
export async function countRows(db: Db) {
  const { rows } = await sql<Record<string, string>>`SELECT
      (SELECT count(*) FROM vendors)::text AS vendors,
      (SELECT count(*) FROM vendor_wallets)::text AS wallets,
      (SELECT string_agg(vendor_public_key_pem || coalesce(launch_url_template, ''), ',')
        FROM vendor_wallets) AS keys,
      (SELECT string_agg(code || names::text || min_bet_minor, ',' ORDER BY id) FROM games) AS games,
      (SELECT count(*) FROM operator_actions)::text AS actions`.execute(db);
  return rows[0];
}

/**
 * What the desk's first tests leave behind, for the tests that change it: Acme connected and
 * its first games imported, re-keyed for RNG alone, acme-2 under maintenance, a second import
 * and a bulk one of 5,000 games — each by the admin, so each has its line in the log.
 */
export async function connectAcme(world: GameDeskWorld) {
  const call = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
    const answer = await world.app.inject({
      method,
      url,
      headers: { authorization: world.admin, language: 'en' },
      payload,
    });
    if (answer.statusCode !== 200) throw new Error(`${method} ${url}: ${answer.body}`);
  };
  const importGames = (games: unknown[]) =>
    call('POST', '/ops/api/games/vendors/ACME/games/import', { games });
  await call('POST', '/ops/api/games/vendors', connection({ vassalage: 'acme' }));
  await importGames([
    game('acme-1'),
    game('acme-2', { minBet: 1, names: { en: 'Blackjack' }, gameClassify: 'TABLE' }),
    game('acme-live', {
      gameType: 'LIVE',
      gameClassify: 'LIVE',
      imageUrl: 'https://cdn.acme.test/l.png',
    }),
  ]);
  await call(
    'POST',
    '/ops/api/games/vendors',
    connection({ vendorPublicKeyPem: pemOf(acmeRenewed.publicKey), gameTypes: ['RNG'] }),
  );
  await call('PATCH', '/ops/api/games/vendors/ACME/games/acme-2', { status: 'maintenance' });
  await importGames([
    game('acme-1', { names: { en: 'Acme One' } }),
    game('acme-2'),
    game('acme-3'),
  ]);
  await importGames(Array.from({ length: 5_000 }, (_, index) => game(`bulk-${index}`)));
}
