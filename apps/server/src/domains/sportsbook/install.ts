import { generateKeyPairSync } from 'node:crypto';
import type { Executor } from '../../db/database';
import type { StarterCopy } from '../platform';
import { sportsbookVassalage } from './sportsbook.rules';

type Names = Record<'bn' | 'en' | 'th', string>;

/** The book's two lobbies: each a vendor tile and one game its tickets are rounds of. */
const books: {
  gameType: 'SPORTS' | 'ESPORTS';
  code: 'sports' | 'esports';
  displayName: string;
  logo: string;
  names: Names;
}[] = [
  {
    gameType: 'SPORTS',
    code: 'sports',
    displayName: 'Khela Sports',
    logo: '/art/vendors/khela-sports.svg',
    names: { en: 'Khela Sportsbook', bn: 'খেলা স্পোর্টসবুক', th: 'เคล่า สปอร์ตบุ๊ก' },
  },
  {
    gameType: 'ESPORTS',
    code: 'esports',
    displayName: 'Khela Esports',
    logo: '/art/vendors/khela-esports.svg',
    names: { en: 'Khela Esports', bn: 'খেলা ই-স্পোর্টস', th: 'เคล่า อีสปอร์ต' },
  },
];

function pem(kind: 'public' | 'private', key: ReturnType<typeof generateKeyPairSync>) {
  return kind === 'public'
    ? key.publicKey.export({ type: 'spki', format: 'pem' }).toString()
    : key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/**
 * Puts the in-house sportsbook into a merchant's catalogue: its vendor in the sports and
 * esports lobbies, the game each book's tickets are rounds of, its wallet connection, and the
 * book's settings (default limits; no feed until an operator sets one).
 */
export async function installSportsbook(executor: Executor, merchantId: string): Promise<void> {
  for (const [index, book] of books.entries()) {
    await executor
      .insertInto('vendors')
      .values({
        merchantId,
        vassalage: sportsbookVassalage,
        gameType: book.gameType,
        displayName: book.displayName,
        logoUrl: book.logo,
        isHot: true,
        sortOrder: 0,
      })
      .onConflict((conflict) =>
        conflict.columns(['merchantId', 'vassalage', 'gameType']).doNothing(),
      )
      .execute();
    await executor
      .insertInto('games')
      .values({
        merchantId,
        vassalage: sportsbookVassalage,
        code: book.code,
        gameType: book.gameType,
        gameClassify: 'OTHER',
        names: JSON.stringify(book.names),
        minBetMinor: '1000',
        isHot: true,
        imagePath: `/art/games/${book.code}.svg`,
        sortOrder: index,
      })
      .onConflict((conflict) => conflict.columns(['merchantId', 'vassalage', 'code']).doNothing())
      .execute();
  }
  // The keys are for running the book remotely one day; in process they are never used.
  const vendorKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const operatorKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await executor
    .insertInto('vendorWallets')
    .values({
      merchantId,
      vassalage: sportsbookVassalage,
      vendorPublicKeyPem: pem('public', vendorKeys),
      operatorPrivateKeyPem: pem('private', operatorKeys),
      operatorPublicKeyPem: pem('public', operatorKeys),
      launchUrlTemplate: '/sports?lang={lang}',
    })
    .onConflict((conflict) => conflict.columns(['merchantId', 'vassalage']).doNothing())
    .execute();
  await executor
    .insertInto('sbSettings')
    .values({ merchantId })
    .onConflict((conflict) => conflict.column('merchantId').doNothing())
    .execute();
}

/** A new merchant's sportsbook, when its template has one (its own limits, no feed). */
export const copySportsbookStarter: StarterCopy = async (trx, { fromId, toId }) => {
  const book = await trx
    .selectFrom('sbSettings')
    .select('merchantId')
    .where('merchantId', '=', fromId)
    .executeTakeFirst();
  if (book) await installSportsbook(trx, toId);
};
