import { profitSchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../../test/app';
import { createMerchant } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { houseRoundId, setUpBettingRecords } from './betting-records.fixture';

// The personal profit and loss, and who may look at any of the betting pages.
let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let tokens: Record<string, string>;
// 16:00 in Dhaka (UTC+6), the merchant's zone: today there is 2026-11-22.
const clock = fixedClock('2026-11-22T10:00:00Z');

beforeAll(async () => {
  ({ db, drop, app, host, tokens } = await setUpBettingRecords(clock));
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
