import { generateKeyPairSync } from 'node:crypto';
import { cockfightSides } from '@khela/games';
import type { Executor } from '../../db/database';
import type { GameTableGame } from '../../db/schema';
import type { StarterCopy } from '../platform';
import { insertRound } from './rounds/rounds.repository';
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

/**
 * The demo's crash: 7 s of betting, a 1 % edge, 1 000× at most; a bet of 10.00 to 10 000.00,
 * a round paying at most 100 000 000.00 (a bet counts at its target, else at the most).
 */
const demoCrash = {
  code: 'crash',
  names: { en: 'Crash', bn: 'ক্র্যাশ', th: 'แครช' },
  bettingMs: 7_000,
  resultMs: 4_000,
  minStakeMinor: 1_000,
  maxStakeMinor: 1_000_000,
  maxRoundPayoutMinor: 10_000_000_000,
  crashEdgeBp: 100,
  crashMaxMultiplier: 100_000,
};

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

/** The in-house tables' vendor in a merchant's RNG lobby, where crash is an arcade game. */
export async function installArcadeVendor(executor: Executor, merchantId: string): Promise<void> {
  await executor
    .insertInto('vendors')
    .values({
      merchantId,
      vassalage: tablesVassalage,
      gameType: 'RNG',
      displayName: 'Khela Arcade',
      logoUrl: '/art/vendors/khela-tables.svg',
      isHot: true,
      sortOrder: 1,
    })
    .onConflict((conflict) => conflict.columns(['merchantId', 'vassalage', 'gameType']).doNothing())
    .execute();
}

/** The in-house tables' vendor in a merchant's cockfight lobby, with its operator-run arenas. */
export async function installCockfightVendor(
  executor: Executor,
  merchantId: string,
): Promise<void> {
  await executor
    .insertInto('vendors')
    .values({
      merchantId,
      vassalage: tablesVassalage,
      gameType: 'COCKFIGHT',
      displayName: 'Khela Cockfight',
      logoUrl: '/art/vendors/khela-cockfight.svg',
      isHot: false,
      sortOrder: 0,
    })
    .onConflict((conflict) => conflict.columns(['merchantId', 'vassalage', 'gameType']).doNothing())
    .execute();
}

/**
 * The demo's cockfight arena: fixed odds set per fight, a Draw at 8:1, bets of 10.00 to
 * 20 000.00, a fight paying at most 2 000 000.00 on any result; no video yet (its poster).
 */
const demoArena = {
  code: 'khela-arena',
  // Named as the demonstration it is: its fights are run by the demo's operator, not filmed.
  names: { en: 'Khela Demo Arena', bn: 'খেলা ডেমো অ্যারেনা', th: 'สนามเดโมเคล่า' },
  bettingMs: 60_000,
  resultMs: 10_000,
  minStakeMinor: '1000',
  maxStakeMinor: '2000000',
  maxRoundPayoutMinor: '200000000',
  pricing: 'fixed' as const,
  drawOddsMilli: 9000,
  // Both cocks die: 50 to 1, the house's side bet.
  bddOddsMilli: 51_000,
};

/** The demo's arena and its game in the cockfight lobby. */
async function installArena(executor: Executor, merchantId: string): Promise<void> {
  await installCockfightVendor(executor, merchantId);
  const { code, names, ...arena } = demoArena;
  await executor
    .insertInto('games')
    .values({
      merchantId,
      vassalage: tablesVassalage,
      code,
      gameType: 'COCKFIGHT',
      gameClassify: 'OTHER',
      names: JSON.stringify(names),
      minBetMinor: arena.minStakeMinor,
      isHot: true,
      imagePath: '/art/games/cockfight.svg',
      sortOrder: 0,
    })
    .onConflict((conflict) => conflict.columns(['merchantId', 'vassalage', 'code']).doNothing())
    .execute();
  await executor
    .insertInto('gameTables')
    .values({ ...arena, merchantId, code, game: 'cockfight', sortOrder: demoTables.length + 1 })
    .onConflict((conflict) => conflict.columns(['merchantId', 'code']).doNothing())
    .execute();
}

/**
 * The demo's first fight, announced as an operator would (1.90 each side): a visitor can bet
 * on it, and the demo's operator closes, declares or cancels it from the cockfight console.
 */
export async function announceDemoFight(
  executor: Executor,
  merchantId: string,
  now: Date,
): Promise<void> {
  const arena = await executor
    .selectFrom('gameTables')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('code', '=', demoArena.code)
    .executeTakeFirstOrThrow();
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  await insertRound(executor, {
    merchantId,
    tableId: arena.id,
    chainId: null,
    seedIndex: null,
    number: `${day}-0001`,
    opensAt: now,
    closesAt: new Date(now.getTime() + 86_400_000),
    seedHash: null,
    shoeId: null,
    classCount: cockfightSides.length,
    capMinor: BigInt(arena.maxRoundPayoutMinor),
    crashEdgeBp: null,
    crashMaxMultiplier: null,
    fight: {
      label: 'Demo fight 1',
      meronOddsMilli: 1900,
      walaOddsMilli: 1900,
      drawOddsMilli: arena.drawOddsMilli,
      bddOddsMilli: arena.bddOddsMilli,
      commissionBp: null,
    },
  });
}

/** The demo's crash table and its arcade game. */
async function installCrash(executor: Executor, merchantId: string): Promise<void> {
  await installArcadeVendor(executor, merchantId);
  const { code, names, ...table } = demoCrash;
  await executor
    .insertInto('games')
    .values({
      merchantId,
      vassalage: tablesVassalage,
      code,
      gameType: 'RNG',
      gameClassify: 'ARCADE',
      names: JSON.stringify(names),
      minBetMinor: String(table.minStakeMinor),
      isHot: true,
      imagePath: '/art/games/crash.svg',
      sortOrder: 0,
    })
    .onConflict((conflict) => conflict.columns(['merchantId', 'vassalage', 'code']).doNothing())
    .execute();
  await executor
    .insertInto('gameTables')
    .values({
      ...table,
      merchantId,
      code,
      game: 'crash',
      minStakeMinor: String(table.minStakeMinor),
      maxStakeMinor: String(table.maxStakeMinor),
      maxRoundPayoutMinor: String(table.maxRoundPayoutMinor),
      sortOrder: demoTables.length,
    })
    .onConflict((conflict) => conflict.columns(['merchantId', 'code']).doNothing())
    .execute();
}

/**
 * Puts the in-house auto tables into a merchant's catalogue: the vendor, a game per demo table,
 * and the tables themselves (their rounds begin at once); crash, in the RNG lobby; and an
 * operator-run cockfight arena, in the cockfight lobby.
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
  await installCrash(executor, merchantId);
  await installArena(executor, merchantId);
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
