import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import {
  createMember,
  createMerchant,
  creditWallet,
  signInOperator,
} from '../../../../test/factories';
import type { Db } from '../../../db/database';
import type { ScheduledJob } from '../../../jobs/jobs';
import { installLotteries } from '../period/install';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let jobs: ScheduledJob[];
let host: string;
let player: string;
const tokens: Record<string, string> = {};
const clock = fixedClock('2026-11-25T00:00:30Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app, jobs } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  const other = await createMerchant(db);
  host = merchant.domain!;
  await installLotteries(db, merchant.id);
  await installLotteries(db, other.id);
  for (const [name, merchantId, role] of [
    ['ld_admin', merchant.id, 'admin'],
    ['ld_finance', merchant.id, 'finance'],
    ['ld_support', merchant.id, 'support'],
    ['ld_far', other.id, 'admin'],
  ] as const) {
    tokens[name] = (await signInOperator(app, db, { merchantId, username: name, role })).token;
  }
  const { id } = await createMember(db, merchant.id, { username: 'punter', password: 'secret123' });
  await creditWallet(db, merchant.id, id, 100_000n);
  player = await signInToken(app, host, 'punter', 'secret123');
  await jobs.find((job) => job.name === 'lottery-periods')!.run();
});
afterAll(async () => {
  await app.close();
  await drop();
});

function ops(
  as: string,
  method: 'GET' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: tokens[as]!, language: 'en' },
    payload,
  });
}

function bet(values: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/lotto/lgw/tickets',
    headers: { host, language: 'en', authorization: player },
    payload: {
      gameId: 'ELOTT1',
      numero: '20261125-0361',
      playType: 'bigSmall',
      selection: 'big',
      stake: '10',
      requestId: randomUUID(),
      ...values,
    },
  });
}

async function elottOne() {
  const games = (await ops('ld_admin', 'GET', '/ops/api/lottery/games')).json().value;
  return games.find((game: { gameId: string }) => game.gameId === 'ELOTT1');
}

type Offer = { playType: string; oddsByValue: string[] | null };
const offerOf = (game: { offers: Offer[] }, playType: string): Offer | undefined =>
  game.offers.find((offer) => offer.playType === playType);

async function actions(): Promise<number> {
  const row = await db
    .selectFrom('operatorActions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('lottery desk', () => {
  it("lists the merchant's games with their schedule and every play type of their sheet", async () => {
    const game = await elottOne();
    expect(game).toMatchObject({
      gameId: 'ELOTT1',
      names: { en: 'Khela 1-minute' },
      sheetFormat: 'elott-5',
      status: 'active',
      maxPayoutPerPeriod: '1000000.00',
      schedule: { kind: 'interval', periodSeconds: 60, lockSeconds: 5, timeZone: 'Asia/Dhaka' },
    });
    expect(game.offers.map((offer: { playType: string }) => offer.playType)).toEqual([
      'position',
      'bigSmall',
      'oddEven',
      'sum',
    ]);
    expect(offerOf(game, 'bigSmall')).toMatchObject({
      isOffered: true,
      odds: '1.95',
      minStake: '1.00',
    });
    const north = (await ops('ld_finance', 'GET', '/ops/api/lottery/games')).json().value[3];
    expect(north.offers).toHaveLength(9);
  });

  it('changes odds and stakes that the next bet takes at once, and logs it', async () => {
    const before = await actions();
    const set = await ops('ld_admin', 'PUT', '/ops/api/lottery/games/ELOTT1/offers/bigSmall', {
      odds: '1.9',
      minStake: '2',
      maxStake: '500',
      periodStake: '1,000',
    });
    expect(offerOf(set.json().value, 'bigSmall')).toMatchObject({
      odds: '1.9',
      minStake: '2.00',
      maxStake: '500.00',
      periodStake: '1000.00',
    });
    expect(await actions()).toBe(before + 1);
    const menu = (await app.inject({ url: '/lgw/vn/games/game_menu', headers: { host } })).json()
      .value;
    expect(offerOf(menu.menus[0].games[0], 'bigSmall')).toMatchObject({
      odds: '1.9',
      maxStake: '500.00',
    });
    expect((await bet({ stake: '1' })).json().fields[0]).toMatchObject({ path: 'stake' });
    expect((await bet({ stake: '10' })).json().value.ticket.odds).toBe('1.9');

    const sum = await ops('ld_admin', 'PUT', '/ops/api/lottery/games/ELOTT1/offers/sum', {
      returnPercent: '90',
      minStake: '1',
      maxStake: '100',
      periodStake: '100',
    });
    // Sum 0 is one way in 100 000: 90 % back makes it ×90 000.
    expect(offerOf(sum.json().value, 'sum')?.oddsByValue?.[0]).toBe('90000');
  });

  it('refuses bad odds and stakes with the field named, changing nothing', async () => {
    const before = await elottOne();
    const count = await actions();
    const url = '/ops/api/lottery/games/ELOTT1/offers/bigSmall';
    const stakes = { minStake: '1', maxStake: '10', periodStake: '10' };
    for (const [payload, path] of [
      [{ odds: '1', ...stakes }, 'odds'],
      [{ odds: 'abc', ...stakes }, 'odds'],
      [{ odds: '1.0001', ...stakes }, 'odds'],
      [{ ...stakes }, 'odds'],
      [{ odds: '2', ...stakes, minStake: '20' }, 'maxStake'],
      [{ odds: '2', ...stakes, periodStake: '5' }, 'periodStake'],
      [{ odds: '2', ...stakes, minStake: '-1' }, 'minStake'],
      [{ odds: '2', ...stakes, maxStake: '1.001' }, 'maxStake'],
    ] as const) {
      const response = await ops('ld_admin', 'PUT', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields[0].path, JSON.stringify(payload)).toBe(path);
    }
    const sum = await ops('ld_admin', 'PUT', '/ops/api/lottery/games/ELOTT1/offers/sum', {
      returnPercent: '120',
      ...stakes,
    });
    expect(sum.json().fields[0].path).toBe('returnPercent');
    const wrongSheet = await ops('ld_admin', 'PUT', '/ops/api/lottery/games/ELOTT1/offers/de', {
      odds: '95',
      ...stakes,
    });
    expect(wrongSheet.json().code).toBe('lottery_play_unavailable');
    const cap = await ops('ld_admin', 'PATCH', '/ops/api/lottery/games/ELOTT1', {
      maxPayoutPerPeriod: '0',
    });
    expect(cap.json().fields[0].path).toBe('maxPayoutPerPeriod');
    expect(await elottOne()).toEqual(before);
    expect(await actions()).toBe(count);
  });

  it('puts a game under maintenance, stops a play type, and lets players see it', async () => {
    const paused = await ops('ld_admin', 'PATCH', '/ops/api/lottery/games/ELOTT1', {
      status: 'maintenance',
      tag: 'new',
    });
    expect(paused.json().value).toMatchObject({ status: 'maintenance', tag: 'new' });
    expect((await bet({})).json().code).toBe('game_maintenance');
    await ops('ld_admin', 'PATCH', '/ops/api/lottery/games/ELOTT1', { status: 'active' });
    const removed = await ops('ld_admin', 'DELETE', '/ops/api/lottery/games/ELOTT1/offers/oddEven');
    expect(offerOf(removed.json().value, 'oddEven')).toMatchObject({ isOffered: false });
    expect((await bet({ playType: 'oddEven', selection: 'odd' })).json().code).toBe(
      'lottery_play_unavailable',
    );
  });

  it("shows the periods' tickets, stakes and wins", async () => {
    const periods = (await ops('ld_finance', 'GET', '/ops/api/lottery/games/ELOTT1/periods')).json()
      .value;
    expect(periods.upcoming[0]).toMatchObject({
      numero: '20261125-0361',
      status: 'open',
      tickets: 1,
      stakes: '10.00',
      wins: '0.00',
      exposure: '19.00',
    });
    clock.set('2026-11-25T00:00:56Z');
    const locked = (await ops('ld_finance', 'GET', '/ops/api/lottery/games/ELOTT1/periods')).json()
      .value;
    expect(locked.upcoming[0]).toMatchObject({ numero: '20261125-0361', status: 'locked' });
    clock.set('2026-11-25T00:00:30Z');
  });

  it('keeps roles and merchants apart', async () => {
    expect(
      (await ops('ld_finance', 'PATCH', '/ops/api/lottery/games/ELOTT1', { status: 'disabled' }))
        .statusCode,
    ).toBe(403);
    expect((await ops('ld_support', 'GET', '/ops/api/lottery/games')).statusCode).toBe(403);
    const far = await ops('ld_far', 'PUT', '/ops/api/lottery/games/ELOTT1/offers/bigSmall', {
      odds: '5',
      minStake: '1',
      maxStake: '10',
      periodStake: '10',
    });
    // The other merchant's own ELOTT1 changes; this one's keeps 1.9.
    expect(far.statusCode).toBe(200);
    expect(offerOf(await elottOne(), 'bigSmall')).toMatchObject({ odds: '1.9' });
  });
});
