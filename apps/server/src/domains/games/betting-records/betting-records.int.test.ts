import { betRecordsSchema, betRoundDetailSchema, profitSchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import { createMember, createMerchant } from '../../../../test/factories';
import type { Db } from '../../../db/database';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let merchantId: string;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
// 16:00 in Dhaka (UTC+6), the merchant's zone: today there is 2026-11-22.
const clock = fixedClock('2026-11-22T10:00:00Z');
const revealedSeed = 'a'.repeat(64);
const secretSeed = 'b'.repeat(64);
const houseRoundId = '6f1c2b8e-4d7a-4e21-9a55-0c3b1f2e9d10';
const secretRoundId = '0b6d9a3c-1e2f-4a5b-8c7d-9e0f1a2b3c4d';

async function addGame(vassalage: string, code: string, gameType: string, names: object) {
  await sql`
    INSERT INTO games (merchant_id, vassalage, code, game_type, names, image_path)
    VALUES (${merchantId}, ${vassalage}, ${code}, ${gameType}, ${JSON.stringify(names)}::jsonb,
      '/art/games/x.svg')`.execute(db);
}

async function addRound(values: {
  member?: string;
  vassalage: string;
  round: string;
  gameCode: string;
  stakeMinor: number;
  payoutMinor: number;
  startedAt: string;
  isClosed?: boolean;
  isPlayMoney?: boolean;
}) {
  const isClosed = values.isClosed ?? true;
  await sql`
    INSERT INTO game_rounds (merchant_id, vassalage, round, member_id, game_code, currency,
      stake_minor, payout_minor, is_closed, started_at, closed_at, is_play_money)
    VALUES (${merchantId}, ${values.vassalage}, ${values.round}, ${ids[values.member ?? 'player']},
      ${values.gameCode}, 'BDT', ${values.stakeMinor}, ${values.payoutMinor}, ${isClosed},
      ${values.startedAt}, ${isClosed ? values.startedAt : null}, ${values.isPlayMoney ?? false})`.execute(
    db,
  );
}

/** A spin as the in-house vendor stores it: a 3×3 window, one line win. */
const spin = {
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

async function addHouseRound(requestId: string, serverSeed: string, isRotated: boolean) {
  const pair = await sql<{ id: string }>`
    INSERT INTO house_seed_pairs (merchant_id, member_id, server_seed, server_seed_hash,
      client_seed, next_nonce, rotated_at)
    VALUES (${merchantId}, ${ids.player}, ${serverSeed}, ${'c'.repeat(64)}, 'lucky-client', 8,
      ${isRotated ? '2026-11-22T09:30:00Z' : null})
    RETURNING id`.execute(db);
  await sql`
    INSERT INTO house_rounds (merchant_id, member_id, username, game_code, request_id,
      session_token, seed_pair_id, first_nonce, nonce_count, bet_minor, win_minor, currency,
      is_play_money, spins)
    VALUES (${merchantId}, ${ids.player}, 'player', 'SLOT1', ${requestId}::uuid, 'session',
      ${pair.rows[0]!.id}, 7, 1, 1000, 2500, 'BDT', false, ${JSON.stringify([spin])}::jsonb)`.execute(
    db,
  );
}

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db, { flags: { FREEPLAY: true } });
  merchantId = merchant.id;
  host = merchant.domain!;
  for (const username of ['player', 'rival']) {
    ids[username] = (await createMember(db, merchantId, { username, password: 'secret123' })).id;
    tokens[username] = await signInToken(app, host, username, 'secret123');
  }
  await db
    .insertInto('vendors')
    .values([
      { merchantId, vassalage: 'KHELA', gameType: 'FISH', displayName: 'Khela Fish', logoUrl: '' },
      { merchantId, vassalage: 'KHELA', gameType: 'RNG', displayName: 'Khela House', logoUrl: '' },
      { merchantId, vassalage: 'EVO', gameType: 'LIVE', displayName: 'Evolution', logoUrl: '' },
    ])
    .execute();
  await addGame('KHELA', 'SLOT1', 'RNG', { en: 'Lucky Seven', bn: 'লাকি সেভেন' });
  await addGame('EVO', 'BAC1', 'LIVE', { en: 'Baccarat' });
  await addGame('JDB', 'FISH1', 'FISH', { en: 'Fishing King', th: 'ราชาตกปลา' });
  // Today in Dhaka (2026-11-22 from 2026-11-21T18:00Z): four rounds, one of them still open.
  await addRound({
    vassalage: 'KHELA',
    round: houseRoundId,
    gameCode: 'SLOT1',
    stakeMinor: 1000,
    payoutMinor: 2500,
    startedAt: '2026-11-22T09:00:00Z',
  });
  await addRound({
    vassalage: 'EVO',
    round: 'evo-1',
    gameCode: 'BAC1',
    stakeMinor: 5000,
    payoutMinor: 0,
    startedAt: '2026-11-22T08:00:00Z',
  });
  await addRound({
    vassalage: 'EVO',
    round: 'evo-2',
    gameCode: 'BAC1',
    stakeMinor: 2000,
    payoutMinor: 0,
    startedAt: '2026-11-22T07:00:00Z',
    isClosed: false,
  });
  await addRound({
    vassalage: 'JDB',
    round: 'jdb-midnight',
    gameCode: 'FISH1',
    stakeMinor: 100,
    payoutMinor: 50,
    startedAt: '2026-11-21T18:00:00Z',
  });
  // One second before Dhaka's midnight: yesterday there.
  await addRound({
    vassalage: 'KHELA',
    round: secretRoundId,
    gameCode: 'SLOT1',
    stakeMinor: 300,
    payoutMinor: 0,
    startedAt: '2026-11-21T17:59:59Z',
  });
  // A game since removed from the catalogue, by a vendor no longer listed.
  await addRound({
    vassalage: 'OLD',
    round: 'old-1',
    gameCode: 'GONE',
    stakeMinor: 700,
    payoutMinor: 1400,
    startedAt: '2026-11-20T06:00:00Z',
  });
  // Sixteen small rounds on the 10th, for the pages.
  for (let index = 0; index < 16; index += 1) {
    await addRound({
      vassalage: 'EVO',
      round: `evo-page-${index}`,
      gameCode: 'BAC1',
      stakeMinor: 10,
      payoutMinor: index % 2 === 0 ? 20 : 0,
      startedAt: `2026-11-10T0${Math.floor(index / 10)}:${String(index % 10).padStart(2, '0')}:00Z`,
    });
  }
  // Neither play money nor another member's rounds ever count.
  await addRound({
    vassalage: 'KHELA',
    round: 'play-1',
    gameCode: 'SLOT1',
    stakeMinor: 99_999,
    payoutMinor: 0,
    startedAt: '2026-11-22T09:30:00Z',
    isPlayMoney: true,
  });
  await addRound({
    member: 'rival',
    vassalage: 'EVO',
    round: 'rival-1',
    gameCode: 'BAC1',
    stakeMinor: 88_800,
    payoutMinor: 0,
    startedAt: '2026-11-22T09:10:00Z',
  });
  await addHouseRound(houseRoundId, revealedSeed, true);
  await addHouseRound(secretRoundId, secretSeed, false);
});
afterAll(async () => {
  await app.close();
  await drop();
});

const get = (url: string, options: { as?: string; language?: string } = {}) =>
  app
    .inject({
      url,
      headers: {
        host,
        authorization: tokens[options.as ?? 'player']!,
        language: options.language ?? 'en',
      },
    })
    .then((answer) => ({ status: answer.statusCode, body: answer.json() }));
const records = async (query: string, options?: { as?: string; language?: string }) => {
  const answer = await get(`/wps/v2/bets/records?${query}`, options);
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
  return betRecordsSchema.parse(answer.body.value);
};

describe('betting record', () => {
  it("lists today's real-money rounds newest first, with names, vendors and totals", async () => {
    const today = await records('from=2026-11-22&to=2026-11-22');
    expect(
      today.list.map((row) => [row.roundId, row.vendorName, row.gameName, row.gameType]),
    ).toEqual([
      [houseRoundId, 'Khela House', 'Lucky Seven', 'RNG'],
      ['evo-1', 'Evolution', 'Baccarat', 'LIVE'],
      ['evo-2', 'Evolution', 'Baccarat', 'LIVE'],
      ['jdb-midnight', 'JDB', 'Fishing King', 'FISH'],
    ]);
    expect(today.list[0]).toMatchObject({
      source: 'game',
      vassalage: 'KHELA',
      stake: '10.00',
      payout: '25.00',
      net: '15.00',
      status: 'settled',
      startedAt: '2026-11-22T09:00:00.000Z',
      closedAt: '2026-11-22T09:00:00.000Z',
    });
    expect(today.list[2]).toMatchObject({ status: 'open', closedAt: null, net: '-20.00' });
    expect(today.totals).toEqual({ count: 4, stake: '81.00', payout: '25.50', net: '-55.50' });
    expect(today).toMatchObject({ totalCount: 4, totalPages: 1, pageNo: 1 });
  });

  it('puts a round on the merchant-zone day it started', async () => {
    const yesterday = await records('from=2026-11-21&to=2026-11-21');
    expect(yesterday.list.map((row) => row.roundId)).toEqual([secretRoundId]);
    const earlier = await records('from=2026-11-20&to=2026-11-20');
    expect(earlier.list).toEqual([
      expect.objectContaining({
        roundId: 'old-1',
        vendorName: 'OLD',
        gameName: 'GONE',
        gameType: null,
        net: '7.00',
      }),
    ]);
  });

  it('names games in the request language, English when missing', async () => {
    const inBengali = await records('from=2026-11-21&to=2026-11-22', { language: 'bn' });
    expect(inBengali.list.map((row) => row.gameName)).toEqual([
      'লাকি সেভেন',
      'Baccarat',
      'Baccarat',
      'Fishing King',
      'লাকি সেভেন',
    ]);
    const inThai = await records('from=2026-11-22&to=2026-11-22', { language: 'th' });
    expect(inThai.list.at(-1)?.gameName).toBe('ราชาตกปลา');
  });

  it('filters by game type and vendor, totals following the filter', async () => {
    const live = await records('from=2026-11-01&to=2026-11-22&gameType=LIVE');
    expect(live.totals).toEqual({ count: 18, stake: '71.60', payout: '1.60', net: '-70.00' });
    const khela = await records('from=2026-11-01&to=2026-11-22&vassalage=KHELA');
    expect(khela.list.map((row) => row.roundId)).toEqual([houseRoundId, secretRoundId]);
    const both = await records('from=2026-11-01&to=2026-11-22&vassalage=KHELA&gameType=LIVE');
    expect(both.totals.count).toBe(0);
    expect(both.list).toEqual([]);
    const all = await records('from=2026-11-01&to=2026-11-22&gameType=&vassalage=');
    expect(all.totalCount).toBe(22);
  });

  it('pages by 15, the totals always over the whole range', async () => {
    const first = await records('from=2026-11-01&to=2026-11-22');
    expect(first).toMatchObject({ totalCount: 22, totalPages: 2, pageNo: 1 });
    expect(first.list).toHaveLength(15);
    const second = await records('from=2026-11-01&to=2026-11-22&pageNo=2');
    expect(second.list).toHaveLength(7);
    expect(second.list.at(-1)?.roundId).toBe('evo-page-0');
    expect(second.totals).toEqual(first.totals);
    expect(first.totals).toEqual({ count: 22, stake: '92.60', payout: '41.10', net: '-51.50' });
    const seen = new Set([...first.list, ...second.list].map((row) => row.roundId));
    expect(seen.size).toBe(22);
    const beyond = await records('from=2026-11-01&to=2026-11-22&pageNo=3');
    expect(beyond.list).toEqual([]);
    expect(beyond.totals.count).toBe(22);
  });

  it("shows another member only their own rounds, never play money's", async () => {
    const rival = await records('from=2026-11-22&to=2026-11-22', { as: 'rival' });
    expect(rival.list.map((row) => row.roundId)).toEqual(['rival-1']);
    const mine = await records('from=2026-11-22&to=2026-11-22');
    expect(mine.list.map((row) => row.roundId)).not.toContain('play-1');
  });

  it('refuses bad input with translated field errors, never a 500', async () => {
    for (const query of [
      'from=2026-11-22&to=2026-11-21',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-01-01&to=2026-11-22',
      'from=yesterday&to=2026-11-22',
      'to=2026-11-22',
      'from=2026-11-22&to=2026-11-22&gameType=POKER',
      'from=2026-11-22&to=2026-11-22&vassalage=evo',
      'from=2026-11-22&to=2026-11-22&pageSize=1000',
      'from=2026-11-22&to=2026-11-22&pageNo=0',
      'from=2026-11-22&to=2026-11-22&pageNo=abc',
      'from=2026-11-22&from=2026-11-21&to=2026-11-22',
    ]) {
      const answer = await get(`/wps/v2/bets/records?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe('validation_failed');
      expect(answer.body.fields.length, query).toBeGreaterThan(0);
    }
    const bengali = await get('/wps/v2/bets/records?from=2026-11-22&to=2026-11-21', {
      language: 'bn',
    });
    expect(bengali.body.fields).toEqual([
      { path: 'from', code: 'validation.dateRange', message: 'এই মানটি সঠিক নয়' },
    ]);
  });
});

describe('a round', () => {
  const round = (roundId: string, query: string, options?: { as?: string }) =>
    get(`/wps/v2/bets/records/${encodeURIComponent(roundId)}?${query}`, options);

  it('shows an in-house round with its spins and the revealed server seed', async () => {
    const answer = await round(houseRoundId, 'vassalage=KHELA');
    const detail = betRoundDetailSchema.parse(answer.body.value);
    expect(detail).toMatchObject({ roundId: houseRoundId, currency: 'BDT', net: '15.00' });
    expect(detail.house).toEqual({
      total: '25.00',
      fairness: {
        serverSeedHash: 'c'.repeat(64),
        clientSeed: 'lucky-client',
        firstNonce: 7,
        nonceCount: 1,
        serverSeed: revealedSeed,
        betMinor: '1000',
      },
      spins: [
        {
          nonce: 7,
          mode: 'base',
          grid: spin.grid,
          wins: [
            {
              symbol: 'cherry',
              count: 3,
              line: 1,
              ways: null,
              positions: spin.wins[0]!.positions,
              amount: '25.00',
            },
          ],
          scatter: { count: 0, positions: [], amount: '0.00' },
          freeSpinsAwarded: 0,
          multiplier: 1,
          total: '25.00',
        },
      ],
    });
  });

  it('keeps the server seed secret while its pair is active', async () => {
    const answer = await round(secretRoundId, 'vassalage=KHELA');
    const detail = betRoundDetailSchema.parse(answer.body.value);
    expect(detail.house?.fairness.serverSeed).toBeNull();
    expect(JSON.stringify(answer.body)).not.toContain(secretSeed);
  });

  it("shows another vendor's round without spins", async () => {
    const answer = await round('evo-2', 'vassalage=EVO');
    expect(answer.body.value).toMatchObject({ status: 'open', house: null, stake: '20.00' });
  });

  it("refuses another member's, a play-money and a missing round alike", async () => {
    for (const [roundId, query, as] of [
      ['rival-1', 'vassalage=EVO', 'player'],
      [houseRoundId, 'vassalage=KHELA', 'rival'],
      ['play-1', 'vassalage=KHELA', 'player'],
      ['evo-1', 'vassalage=KHELA', 'player'],
      ['nothing', 'vassalage=EVO', 'player'],
    ] as const) {
      const answer = await round(roundId, query, { as });
      expect(answer.status, roundId).toBe(404);
      expect(answer.body.code, roundId).toBe('not_found');
    }
  });

  it('refuses bad input', async () => {
    for (const [roundId, query] of [
      ['evo-1', ''],
      ['evo-1', 'vassalage=evo'],
      ['x'.repeat(101), 'vassalage=EVO'],
    ] as const) {
      const answer = await round(roundId, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
  });
});

describe('personal profit and loss', () => {
  const profit = async (query: string) => {
    const answer = await get(`/wps/v2/bets/profit?${query}`);
    expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
    return profitSchema.parse(answer.body.value);
  };

  it("sums today by game type, an open round's stake not yet a valid bet", async () => {
    const today = await profit('period=today');
    expect(today).toMatchObject({ from: '2026-11-22', to: '2026-11-22', currency: 'BDT' });
    expect(today.rows).toEqual([
      {
        gameType: 'RNG',
        count: 1,
        stake: '10.00',
        validBet: '10.00',
        payout: '25.00',
        net: '15.00',
      },
      {
        gameType: 'LIVE',
        count: 2,
        stake: '70.00',
        validBet: '50.00',
        payout: '0.00',
        net: '-50.00',
      },
      { gameType: 'FISH', count: 1, stake: '1.00', validBet: '1.00', payout: '0.50', net: '-0.50' },
    ]);
    expect(today.totals).toEqual({
      count: 4,
      stake: '81.00',
      validBet: '61.00',
      payout: '25.50',
      net: '-35.50',
    });
    expect(await profit('')).toEqual(today);
  });

  it('resolves the named periods in the merchant zone', async () => {
    const yesterday = await profit('period=yesterday');
    expect(yesterday).toMatchObject({ from: '2026-11-21', to: '2026-11-21' });
    expect(yesterday.totals).toMatchObject({ count: 1, net: '-3.00' });
    const week = await profit('period=last7Days');
    expect(week).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(week.totals.count).toBe(6);
    expect(week.rows.at(-1)).toMatchObject({ gameType: null, net: '7.00' });
    const month = await profit('period=last30Days');
    expect(month).toMatchObject({ from: '2026-10-24', to: '2026-11-22' });
    expect(month.totals.count).toBe(22);
    const custom = await profit('period=custom&from=2026-11-10&to=2026-11-10');
    expect(custom.rows).toEqual([
      {
        gameType: 'LIVE',
        count: 16,
        stake: '1.60',
        validBet: '1.60',
        payout: '1.60',
        net: '0.00',
      },
    ]);
    const empty = await profit('period=custom&from=2026-10-01&to=2026-10-02');
    expect(empty.rows).toEqual([]);
    expect(empty.totals).toEqual({
      count: 0,
      stake: '0.00',
      validBet: '0.00',
      payout: '0.00',
      net: '0.00',
    });
  });

  it('refuses bad periods and ranges', async () => {
    for (const query of [
      'period=forever',
      'period=custom',
      'period=custom&from=2026-11-10',
      'period=custom&from=2026-11-10&to=2026-11-09',
      'period=custom&from=2026-01-01&to=2026-11-22',
      'period=custom&from=10-11-2026&to=2026-11-22',
    ]) {
      const answer = await get(`/wps/v2/bets/profit?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe('validation_failed');
    }
    const missing = await get('/wps/v2/bets/profit?period=custom&from=2026-11-10');
    expect(missing.body.fields).toEqual([
      { path: 'to', code: 'field_required', message: 'Input cannot be empty' },
    ]);
  });
});

describe('who may look', () => {
  it('refuses the signed-out, trial accounts and another merchant', async () => {
    const paths = [
      '/wps/v2/bets/records?from=2026-11-22&to=2026-11-22',
      `/wps/v2/bets/records/${houseRoundId}?vassalage=KHELA`,
      '/wps/v2/bets/profit?period=today',
    ];
    const trial = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { host },
    });
    const trialToken = trial.json().value.token as string;
    const other = await createMerchant(db);
    for (const url of paths) {
      const anonymous = await app.inject({ url, headers: { host } });
      expect(anonymous.statusCode, url).toBe(401);
      const asTrial = await app.inject({ url, headers: { host, authorization: trialToken } });
      expect(asTrial.json().code, url).toBe('in_need_true_account');
      const elsewhere = await app.inject({
        url,
        headers: { host: other.domain!, authorization: tokens.player! },
      });
      expect(elsewhere.statusCode, url).toBe(401);
    }
  });
});
