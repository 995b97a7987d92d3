// The world of the catalogue tests: one merchant with the in-house vendor, 40 Acme slots (every
// fourth a scratch card, one under maintenance), a hidden game, a disabled vendor's game, a PVP
// table, and one signed-in member.
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import { createMember, createMerchant } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';

/** What the tests reach: the database, the app, the merchant and the member's token. */
export interface CatalogueWorld {
  db: Db;
  drop: () => Promise<void>;
  app: FastifyInstance;
  host: string;
  merchantId: string;
  token: string;
}

async function addVendors(db: Db, merchantId: string) {
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
}

async function addGames(db: Db, merchantId: string) {
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
}

/**
 * Installs the in-house vendor for a merchant: the test passes it in, since this helper (not
 * itself a test) may not import the in-house vendor, which imports the games domain.
 */
export type InstallHouseVendor = (db: Db, merchantId: string) => Promise<void>;

/** A fresh database and app with the merchant, its catalogue and the member 'browser'. */
export async function setUpCatalogue(
  clock: Clock,
  installHouseVendor: InstallHouseVendor,
): Promise<CatalogueWorld> {
  const { db, drop } = await createTestDatabase();
  const { app } = await createTestApp(db, { clock });
  const merchant = await createMerchant(db);
  const merchantId = merchant.id;
  const host = merchant.domain ?? '';
  await installHouseVendor(db, merchantId);
  await addVendors(db, merchantId);
  await addGames(db, merchantId);
  await createMember(db, merchantId, { username: 'browser', password: 'secret123' });
  const token = await signInToken(app, host, 'browser', 'secret123');
  return { db, drop, app, host, merchantId, token };
}
