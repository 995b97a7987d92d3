// The world of the betting-record tests: one merchant with a player and a rival, a small
// catalogue and rounds spread over the merchant zone's days (its tests read, never write).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import { createMember, createMerchant } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';

export const revealedSeed = 'a'.repeat(64);
export const secretSeed = 'b'.repeat(64);
export const houseRoundId = '6f1c2b8e-4d7a-4e21-9a55-0c3b1f2e9d10';
export const secretRoundId = '0b6d9a3c-1e2f-4a5b-8c7d-9e0f1a2b3c4d';

/** What the tests reach: the database, the app, and the members by username. */
export interface BettingRecordsWorld {
  db: Db;
  drop: () => Promise<void>;
  app: FastifyInstance;
  host: string;
  merchantId: string;
  ids: Record<string, string>;
  tokens: Record<string, string>;
}

/** A spin as the in-house vendor stores it: a 3×3 window, one line win. */
export const spin = {
  nonce: 7,
  mode: 'base',
  stops: [1, 2, 3],
  grid: [
    ['cherry', 'seven', 'bar'],
    ['cherry', 'seven', 'bell'],
    ['cherry', 'wild', 'bar'],
  ],
  wins: [
    {
      kind: 'line',
      line: 1,
      pays: 'cherry',
      count: 3,
      wildMultiplier: 1,
      positions: [
        { reel: 0, row: 0 },
        { reel: 1, row: 0 },
        { reel: 2, row: 0 },
      ],
      amountMinor: 2500,
    },
  ],
  scatter: { count: 0, positions: [], amountMinor: 0 },
  freeSpinsAwarded: 0,
  winMultiplier: 1,
  isCapped: false,
  totalWinMinor: 2500,
};

async function addGame(
  world: BettingRecordsWorld,
  vassalage: string,
  code: string,
  gameType: string,
  names: object,
) {
  await sql`
    INSERT INTO games (merchant_id, vassalage, code, game_type, names, image_path)
    VALUES (${world.merchantId}, ${vassalage}, ${code}, ${gameType}, ${JSON.stringify(names)}::jsonb,
      '/art/games/x.svg')`.execute(world.db);
}

async function addRound(
  world: BettingRecordsWorld,
  values: {
    member?: string;
    vassalage: string;
    round: string;
    gameCode: string;
    stakeMinor: number;
    payoutMinor: number;
    startedAt: string;
    isClosed?: boolean;
    isPlayMoney?: boolean;
  },
) {
  const isClosed = values.isClosed ?? true;
  await sql`
    INSERT INTO game_rounds (merchant_id, vassalage, round, member_id, game_code, currency,
      stake_minor, payout_minor, is_closed, started_at, closed_at, is_play_money)
    VALUES (${world.merchantId}, ${values.vassalage}, ${values.round},
      ${world.ids[values.member ?? 'player']}, ${values.gameCode}, 'BDT', ${values.stakeMinor},
      ${values.payoutMinor}, ${isClosed}, ${values.startedAt},
      ${isClosed ? values.startedAt : null}, ${values.isPlayMoney ?? false})`.execute(world.db);
}

async function addHouseRound(
  world: BettingRecordsWorld,
  requestId: string,
  serverSeed: string,
  isRotated: boolean,
) {
  const pair = await sql<{ id: string }>`
    INSERT INTO house_seed_pairs (merchant_id, member_id, server_seed, server_seed_hash,
      client_seed, next_nonce, rotated_at, scheme)
    VALUES (${world.merchantId}, ${world.ids.player}, ${serverSeed}, ${'c'.repeat(64)},
      'lucky-client', 8, ${isRotated ? '2026-11-22T09:30:00Z' : null}, 2)
    RETURNING id`.execute(world.db);
  await sql`
    INSERT INTO house_rounds (merchant_id, member_id, username, game_code, request_id,
      session_token, seed_pair_id, first_nonce, nonce_count, bet_minor, win_minor, currency,
      is_play_money, spins, jackpot_draw, jackpot_odds_one_in)
    VALUES (${world.merchantId}, ${world.ids.player}, 'player', 'SLOT1', ${requestId}::uuid,
      'session', ${pair.rows[0]?.id}, 7, 1, 1000, 2500, 'BDT', false,
      ${JSON.stringify([spin])}::jsonb, 4000000000, 50000)`.execute(world.db);
}

/** Three vendors and a game of each (JDB's vendor row is missing on purpose). */
async function addCatalogue(world: BettingRecordsWorld) {
  const { merchantId } = world;
  await world.db
    .insertInto('vendors')
    .values([
      { merchantId, vassalage: 'KHELA', gameType: 'FISH', displayName: 'Khela Fish', logoUrl: '' },
      { merchantId, vassalage: 'KHELA', gameType: 'RNG', displayName: 'Khela House', logoUrl: '' },
      { merchantId, vassalage: 'EVO', gameType: 'LIVE', displayName: 'Evolution', logoUrl: '' },
    ])
    .execute();
  await addGame(world, 'KHELA', 'SLOT1', 'RNG', { en: 'Lucky Seven', bn: 'লাকি সেভেন' });
  await addGame(world, 'EVO', 'BAC1', 'LIVE', { en: 'Baccarat' });
  await addGame(world, 'JDB', 'FISH1', 'FISH', { en: 'Fishing King', th: 'ราชาตกปลา' });
}

/** The rounds of today and yesterday in Dhaka, around its midnight. */
async function addRecentRounds(world: BettingRecordsWorld) {
  // Today in Dhaka (2026-11-22 from 2026-11-21T18:00Z): four rounds, one of them still open.
  await addRound(world, {
    vassalage: 'KHELA',
    round: houseRoundId,
    gameCode: 'SLOT1',
    stakeMinor: 1000,
    payoutMinor: 2500,
    startedAt: '2026-11-22T09:00:00Z',
  });
  await addRound(world, {
    vassalage: 'EVO',
    round: 'evo-1',
    gameCode: 'BAC1',
    stakeMinor: 5000,
    payoutMinor: 0,
    startedAt: '2026-11-22T08:00:00Z',
  });
  await addRound(world, {
    vassalage: 'EVO',
    round: 'evo-2',
    gameCode: 'BAC1',
    stakeMinor: 2000,
    payoutMinor: 0,
    startedAt: '2026-11-22T07:00:00Z',
    isClosed: false,
  });
  await addRound(world, {
    vassalage: 'JDB',
    round: 'jdb-midnight',
    gameCode: 'FISH1',
    stakeMinor: 100,
    payoutMinor: 50,
    startedAt: '2026-11-21T18:00:00Z',
  });
  // One second before Dhaka's midnight: yesterday there.
  await addRound(world, {
    vassalage: 'KHELA',
    round: secretRoundId,
    gameCode: 'SLOT1',
    stakeMinor: 300,
    payoutMinor: 0,
    startedAt: '2026-11-21T17:59:59Z',
  });
}

/** Older rounds, and rounds that must never count. */
async function addOtherRounds(world: BettingRecordsWorld) {
  // A game since removed from the catalogue, by a vendor no longer listed.
  await addRound(world, {
    vassalage: 'OLD',
    round: 'old-1',
    gameCode: 'GONE',
    stakeMinor: 700,
    payoutMinor: 1400,
    startedAt: '2026-11-20T06:00:00Z',
  });
  // Sixteen small rounds on the 10th, for the pages.
  for (let index = 0; index < 16; index += 1) {
    await addRound(world, {
      vassalage: 'EVO',
      round: `evo-page-${index}`,
      gameCode: 'BAC1',
      stakeMinor: 10,
      payoutMinor: index % 2 === 0 ? 20 : 0,
      startedAt: `2026-11-10T0${Math.floor(index / 10)}:${String(index % 10).padStart(2, '0')}:00Z`,
    });
  }
  // Neither play money nor another member's rounds ever count.
  await addRound(world, {
    vassalage: 'KHELA',
    round: 'play-1',
    gameCode: 'SLOT1',
    stakeMinor: 99_999,
    payoutMinor: 0,
    startedAt: '2026-11-22T09:30:00Z',
    isPlayMoney: true,
  });
  await addRound(world, {
    member: 'rival',
    vassalage: 'EVO',
    round: 'rival-1',
    gameCode: 'BAC1',
    stakeMinor: 88_800,
    payoutMinor: 0,
    startedAt: '2026-11-22T09:10:00Z',
  });
}

/** A fresh database and app with the merchant, its members, games and rounds. */
export async function setUpBettingRecords(clock: Clock): Promise<BettingRecordsWorld> {
  const { db, drop } = await createTestDatabase();
  const { app } = await createTestApp(db, { clock });
  const merchant = await createMerchant(db, { flags: { FREEPLAY: true } });
  const world: BettingRecordsWorld = {
    db,
    drop,
    app,
    host: merchant.domain ?? '',
    merchantId: merchant.id,
    ids: {},
    tokens: {},
  };
  for (const username of ['player', 'rival']) {
    world.ids[username] = (
      await createMember(db, world.merchantId, { username, password: 'secret123' })
    ).id;
    world.tokens[username] = await signInToken(app, world.host, username, 'secret123');
  }
  await addCatalogue(world);
  await addRecentRounds(world);
  await addOtherRounds(world);
  await addHouseRound(world, houseRoundId, revealedSeed, true);
  await addHouseRound(world, secretRoundId, secretSeed, false);
  return world;
}
