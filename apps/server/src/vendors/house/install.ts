import { houseVendorCode } from '@khela/contracts';
import { generateKeyPairSync } from 'node:crypto';
import { slotGames, type SlotGame } from '@khela/games';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StarterCopy } from '../../domains/platform';
import { houseLaunchUrlTemplate } from './house.service';

/** The in-house games' names in the site's languages. */
const gameNames: Record<string, Record<'bn' | 'en' | 'th', string>> = {
  'tiger-lotus': { en: 'Tiger Lotus', bn: 'টাইগার লোটাস', th: 'เสือดอกบัว' },
  'sevens-and-bars': { en: 'Sevens & Bars', bn: 'সেভেনস অ্যান্ড বারস', th: 'เซเว่นแอนด์บาร์' },
  'jade-ways': { en: 'Jade Ways', bn: 'জেড ওয়েজ', th: 'เส้นทางหยก' },
};

function pem(kind: 'public' | 'private', key: ReturnType<typeof generateKeyPairSync>) {
  return kind === 'public'
    ? key.publicKey.export({ type: 'spki', format: 'pem' }).toString()
    : key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** Lines for a line game, ways for a ways game (the list's 'lines' filter reads it). */
function lineCount(game: SlotGame): number {
  return game.kind === 'lines' ? game.lines.length : (game.rules.ways ?? 0);
}

/**
 * Puts the in-house vendor into a merchant's catalogue: the vendor (RNG), its wallet
 * connection (keys for when it runs remotely; in process it calls the handler directly) with
 * the launch address of its game client, and every slot of packages/games.
 */
export async function installHouseVendor(
  db: Kysely<Database>,
  merchantId: string,
  options: { isHot?: boolean; sortOrder?: number } = {},
): Promise<void> {
  await db
    .insertInto('vendors')
    .values({
      merchantId,
      vassalage: houseVendorCode,
      gameType: 'RNG',
      displayName: 'Khela House',
      logoUrl: '/art/vendors/khela-house.svg',
      isHot: options.isHot ?? true,
      sortOrder: options.sortOrder ?? 0,
    })
    .onConflict((conflict) => conflict.columns(['merchantId', 'vassalage', 'gameType']).doNothing())
    .execute();
  const houseKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const operatorKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await db
    .insertInto('vendorWallets')
    .values({
      merchantId,
      vassalage: houseVendorCode,
      vendorPublicKeyPem: pem('public', houseKeys),
      operatorPrivateKeyPem: pem('private', operatorKeys),
      operatorPublicKeyPem: pem('public', operatorKeys),
      launchUrlTemplate: houseLaunchUrlTemplate,
    })
    .onConflict((conflict) => conflict.columns(['merchantId', 'vassalage']).doNothing())
    .execute();
  const games = Object.values(slotGames);
  await db
    .insertInto('games')
    .values(
      games.map((game, index) => ({
        merchantId,
        vassalage: houseVendorCode,
        code: game.id,
        gameType: 'RNG',
        gameClassify: 'SLOTS',
        names: JSON.stringify(gameNames[game.id] ?? { en: game.id }),
        minBetMinor: String(Math.min(...game.betLevelsMinor)),
        lineCount: lineCount(game),
        isHot: index < 2,
        imagePath: `/art/games/${game.id}.svg`,
        sortOrder: index,
      })),
    )
    .onConflict((conflict) => conflict.columns(['merchantId', 'vassalage', 'code']).doNothing())
    .execute();
}

/**
 * Gives every merchant's in-house connection the public key of the vendor's own signing key,
 * for when it runs remotely (HOUSE_WALLET_URL): the wallet then checks its signed calls as it
 * checks any vendor's. In process the key is never used.
 */
export async function useHouseVendorKey(db: Kysely<Database>, publicKeyPem: string) {
  await db
    .updateTable('vendorWallets')
    .set({ vendorPublicKeyPem: publicKeyPem })
    .where('vassalage', '=', houseVendorCode)
    .where('vendorPublicKeyPem', 'is not', null)
    .execute();
}

/** A new merchant's in-house games, when its template has them (fresh keys, its own wallet). */
export const copyHouseStarter: StarterCopy = async (trx, { fromId, toId }) => {
  const house = await trx
    .selectFrom('vendors')
    .select('id')
    .where('merchantId', '=', fromId)
    .where('vassalage', '=', houseVendorCode)
    .executeTakeFirst();
  if (house) await installHouseVendor(trx, toId);
};
