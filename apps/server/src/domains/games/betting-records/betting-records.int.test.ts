import { betRecordsSchema, betRoundDetailSchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../../test/app';
import {
  houseRoundId,
  revealedSeed,
  secretRoundId,
  secretSeed,
  setUpBettingRecords,
  spin,
} from './betting-records.fixture';

// The betting record and a round's detail; the profit page is in betting-records-profit.
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let tokens: Record<string, string>;
// 16:00 in Dhaka (UTC+6), the merchant's zone: today there is 2026-11-22.
const clock = fixedClock('2026-11-22T10:00:00Z');

beforeAll(async () => {
  ({ drop, app, host, tokens } = await setUpBettingRecords(clock));
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
        scheme: 2,
        // 4,000,000,000 × 50,000 is far above 2³²: judged by those odds, no jackpot.
        jackpot: { draw: '4000000000', oddsOneIn: 50_000, isHit: false },
        betMinor: '1000',
      },
      spins: [
        {
          nonce: 7,
          mode: 'base',
          stops: [1, 2, 3],
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
