import { generateKeyPairSync } from 'node:crypto';
import type { Executor } from '../../db/database';
import type { GameTableGame } from '../../db/schema';
import type { StarterCopy } from '../platform';
import { tablesLaunchUrlTemplate, tablesVassalage } from './tables.rules';

type Names = Record<'bn' | 'en' | 'th', string>;

interface DemoTable {
  code: string;
  game: GameTableGame;
  names: Names;
  bettingMs: number;
  resultMs: number;
  /** Stake limits of area kinds that pay long odds (minor units). */
  areaLimits: Record<string, { minStakeMinor: number; maxStakeMinor: number }>;
}

/** Stakes of an area per player and round: 10.00 to 50 000.00; a round pays at most 5 000 000.00. */
const limits = { minStakeMinor: 1_000, maxStakeMinor: 5_000_000, maxRoundPayoutMinor: 500_000_000 };
const sideLimit = { minStakeMinor: 1_000, maxStakeMinor: 500_000 };
const longLimit = { minStakeMinor: 1_000, maxStakeMinor: 100_000 };

/** The demo's auto tables: named as automatic tables, never as live dealers. */
const demoTables: DemoTable[] = [
  {
    code: 'auto-baccarat',
    game: 'baccarat',
    names: { en: 'Auto Baccarat', bn: 'অটো ব্যাকারা', th: 'บาคาร่าอัตโนมัติ' },
    bettingMs: 15_000,
    resultMs: 9_000,
    areaLimits: { tie: sideLimit, playerPair: sideLimit, bankerPair: sideLimit },
  },
  {
    code: 'auto-baccarat-nc',
    game: 'baccaratNoCommission',
    names: {
      en: 'Auto Baccarat No Commission',
      bn: 'অটো ব্যাকারা (কমিশন ছাড়া)',
      th: 'บาคาร่าอัตโนมัติ ไม่หักค่าคอม',
    },
    bettingMs: 15_000,
    resultMs: 9_000,
    areaLimits: { tie: sideLimit, playerPair: sideLimit, bankerPair: sideLimit },
  },
  {
    code: 'auto-dragon-tiger',
    game: 'dragonTiger',
    names: { en: 'Auto Dragon Tiger', bn: 'অটো ড্রাগন টাইগার', th: 'มังกรเสืออัตโนมัติ' },
    bettingMs: 10_000,
    resultMs: 6_000,
    areaLimits: { tie: sideLimit },
  },
  {
    code: 'auto-roulette',
    game: 'roulette',
    names: { en: 'Auto Roulette', bn: 'অটো রুলেট', th: 'รูเล็ตอัตโนมัติ' },
    bettingMs: 18_000,
    resultMs: 10_000,
    areaLimits: { straight: longLimit, split: sideLimit, street: sideLimit, corner: sideLimit },
  },
  {
    code: 'auto-sic-bo',
    game: 'sicBo',
    names: { en: 'Auto Sic Bo', bn: 'অটো সিক বো', th: 'ไฮโลอัตโนมัติ' },
    bettingMs: 15_000,
    resultMs: 9_000,
    areaLimits: { triple: longLimit, anyTriple: sideLimit, total: sideLimit, double: sideLimit },
  },
];

function pem(kind: 'public' | 'private', key: ReturnType<typeof generateKeyPairSync>) {
  return kind === 'public'
    ? key.publicKey.export({ type: 'spki', format: 'pem' }).toString()
    : key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/**
 * The in-house tables' vendor in a merchant's catalogue (its LIVE lobby) and its wallet
 * connection with the launch address of the table client; its tables come from the desk.
 */
export async function installTablesVendor(executor: Executor, merchantId: string): Promise<void> {
  await executor
    .insertInto('vendors')
    .values({
      merchantId,
      vassalage: tablesVassalage,
      gameType: 'LIVE',
      displayName: 'Khela Auto Tables',
      logoUrl: '/art/vendors/khela-tables.svg',
      isHot: true,
      sortOrder: 0,
    })
    .onConflict((conflict) => conflict.columns(['merchantId', 'vassalage', 'gameType']).doNothing())
    .execute();
  // The keys are for running the tables remotely one day; in process they are never used.
  const vendorKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const operatorKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await executor
    .insertInto('vendorWallets')
    .values({
      merchantId,
      vassalage: tablesVassalage,
      vendorPublicKeyPem: pem('public', vendorKeys),
      operatorPrivateKeyPem: pem('private', operatorKeys),
      operatorPublicKeyPem: pem('public', operatorKeys),
      launchUrlTemplate: tablesLaunchUrlTemplate,
    })
    .onConflict((conflict) => conflict.columns(['merchantId', 'vassalage']).doNothing())
    .execute();
}

/**
 * Puts the in-house auto tables into a merchant's catalogue: the vendor, a game per demo table,
 * and the tables themselves (their rounds begin at once).
 */
export async function installTables(executor: Executor, merchantId: string): Promise<void> {
  await installTablesVendor(executor, merchantId);
  await executor
    .insertInto('games')
    .values(
      demoTables.map((table, index) => ({
        merchantId,
        vassalage: tablesVassalage,
        code: table.code,
        gameType: 'LIVE',
        gameClassify: 'TABLE',
        names: JSON.stringify(table.names),
        minBetMinor: String(limits.minStakeMinor),
        isHot: index < 2,
        imagePath: `/art/games/${table.game}.svg`,
        sortOrder: index,
      })),
    )
    .onConflict((conflict) => conflict.columns(['merchantId', 'vassalage', 'code']).doNothing())
    .execute();
  await executor
    .insertInto('gameTables')
    .values(
      demoTables.map((table, index) => ({
        merchantId,
        code: table.code,
        game: table.game,
        bettingMs: table.bettingMs,
        resultMs: table.resultMs,
        minStakeMinor: String(limits.minStakeMinor),
        maxStakeMinor: String(limits.maxStakeMinor),
        areaLimits: JSON.stringify(table.areaLimits),
        maxRoundPayoutMinor: String(limits.maxRoundPayoutMinor),
        sortOrder: index,
      })),
    )
    .onConflict((conflict) => conflict.columns(['merchantId', 'code']).doNothing())
    .execute();
}

/** A new merchant's auto tables, when its template has them. */
export const copyTablesStarter: StarterCopy = async (trx, { fromId, toId }) => {
  const tables = await trx
    .selectFrom('gameTables')
    .select('id')
    .where('merchantId', '=', fromId)
    .executeTakeFirst();
  if (tables) await installTables(trx, toId);
};
