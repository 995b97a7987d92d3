import { randomUUID } from 'node:crypto';
import { drawSheet, isChainLink, ticketsDigest } from '@khela/games';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import { createMember, createMerchant, creditWallet } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import type { ScheduledJob } from '../../../jobs/jobs';
import { installLotteries } from '../period/install';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let jobs: ScheduledJob[];
let host: string;
const tokens: Record<string, string> = {};
// Wednesday 25 November 2026, 06:00:30 in Dhaka.
const clock = fixedClock('2026-11-25T00:00:30Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app, jobs } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  host = merchant.domain!;
  await installLotteries(db, merchant.id);
  for (const name of ['lister', 'quiet']) {
    const { id } = await createMember(db, merchant.id, { username: name, password: 'secret123' });
    await creditWallet(db, merchant.id, id, 100_000n);
    tokens[name] = await signInToken(app, host, name, 'secret123');
  }
  await runJob();
});
afterAll(async () => {
  await app.close();
  await drop();
});

const runJob = () => jobs.find((job) => job.name === 'lottery-periods')!.run();

function get(url: string, options: { member?: string; language?: string } = {}) {
  return app.inject({
    url,
    headers: {
      host,
      language: options.language ?? 'en',
      ...(options.member ? { authorization: tokens[options.member]! } : {}),
    },
  });
}

function bet(values: Record<string, string>, member = 'lister') {
  return app.inject({
    method: 'POST',
    url: '/lotto/lgw/tickets',
    headers: { host, language: 'en', authorization: tokens[member]! },
    payload: {
      playType: 'bigSmall',
      selection: 'big',
      stake: '5',
      requestId: randomUUID(),
      ...values,
    },
  });
}

describe('lottery lists', () => {
  it('lists the menus in order with every game and its open period', async () => {
    const answer = (await get('/lgw/vn/games/game_menu')).json().value;
    expect(answer.serverTime).toBe('2026-11-25T00:00:30.000Z');
    expect(
      answer.menus.map((menu: { tag: string; name: string }) => [menu.tag, menu.name]),
    ).toEqual([
      ['elott', 'Fast draws'],
      ['north', 'Northern'],
      ['south', 'Southern'],
      ['central', 'Central'],
    ]);
    const elott = answer.menus[0].games;
    expect(elott.map((game: { gameId: string }) => game.gameId)).toEqual([
      'ELOTT1',
      'ELOTT3',
      'ELOTT5',
    ]);
    expect(elott[0]).toMatchObject({
      remark: 'Khela 1-minute',
      gameMenuTag: 'elott',
      gameMenus: ['elott'],
      tag: 'hot',
      prizeMode: 'Elott',
      sheetFormat: 'elott-5',
      status: 'active',
      numero: '20261125-0361',
      remainTime: 30_000,
      lockTime: 5,
      drawDayOfWeek: '1,2,3,4,5,6,7',
      winningTime: '06:01',
      timeZone: 'Asia/Dhaka',
      periodSeconds: 60,
      drawsAt: '2026-11-25T00:01:00.000Z',
      // The day's first period here has no period before it: its commitment is the chain head.
      seedHash: null,
      chain: {
        day: '20261125',
        index: 361,
        length: 1440,
        head: expect.stringMatching(/^[0-9a-f]{64}$/),
        publishedAt: expect.any(String),
      },
    });
    expect(elott[0].offers).toContainEqual({
      playType: 'bigSmall',
      odds: '1.95',
      oddsByValue: null,
      minStake: '1.00',
      maxStake: '10000.00',
      periodStake: '50000.00',
    });
    expect(
      elott[0].offers.find((offer: { playType: string }) => offer.playType === 'sum').oddsByValue,
    ).toHaveLength(46);
    // Hồ Chí Minh draws on Mondays and Saturdays at 16:15: next on Saturday the 28th.
    const hcm = answer.menus[2].games[0];
    expect(hcm).toMatchObject({
      gameId: 'VN_HCM',
      numero: '20261128',
      drawDayOfWeek: '2,7',
      winningTime: '16:15',
      lockTime: 900,
      periodSeconds: null,
      drawsAt: '2026-11-28T09:15:00.000Z',
    });
    // The open period's seed stays secret: only its hash is out.
    expect(JSON.stringify(answer)).not.toMatch(/"seed"/);

    const bengali = (await get('/lgw/vn/games/game_menu', { language: 'bn' })).json().value;
    expect(bengali.menus[0]).toMatchObject({ name: 'দ্রুত ড্র' });
    expect(bengali.menus[0].games[0].remark).toBe('খেলা ১ মিনিট');
    const fast = (await get('/lgw/vn/games/game_menu?prizeMode=Elott')).json().value;
    expect(fast.menus.map((menu: { tag: string }) => menu.tag)).toEqual(['elott']);
  });

  it('refuses bad list queries with the field named', async () => {
    for (const url of [
      '/lgw/vn/games/game_menu?prizeMode=POKER',
      '/lgw/games/popular?count=21',
      '/lgw/vn/numeros/opened/game?gameId=elott1',
      '/lgw/vn/numeros/opened/game?gameId=ELOTT1&count=101',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fields[0].path, url).toMatch(/prizeMode|count|gameId/);
    }
    expect((await get('/lgw/vn/numeros/opened/game?gameId=NOPE')).json().code).toBe(
      'lottery_not_found',
    );
    expect((await get('/lgw/vn/games/game_menu/recent')).statusCode).toBe(401);
    expect((await get('/lotto/lgw/games/opened/numero?gameId=ELOTT1')).statusCode).toBe(401);
    expect((await get('/lotto/lgw/tickets')).statusCode).toBe(401);
  });

  it('ranks the games bet on this week, and keeps each member its own recent games', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await bet({ gameId: 'ELOTT5', numero: '20261125-0073' })).json().success).toBe(true);
    }
    expect((await bet({ gameId: 'ELOTT3', numero: '20261125-0121' })).json().success).toBe(true);
    const popular = (await get('/lgw/games/popular?count=3')).json().value;
    // Most tickets first, then the hot games.
    expect(popular.map((game: { gameId: string }) => game.gameId)).toEqual([
      'ELOTT5',
      'ELOTT3',
      'ELOTT1',
    ]);
    const recent = (await get('/lgw/vn/games/game_menu/recent', { member: 'lister' })).json().value;
    expect(recent.map((game: { gameId: string }) => game.gameId)).toEqual(['ELOTT3', 'ELOTT5']);
    expect((await get('/lgw/vn/games/game_menu/recent', { member: 'quiet' })).json().value).toEqual(
      [],
    );
  });

  it('publishes each result with its seed, chain and tickets, which recompute the sheet', async () => {
    expect(
      (await bet({ gameId: 'ELOTT1', numero: '20261125-0361', selection: 'small' })).json().success,
    ).toBe(true);
    clock.set('2026-11-25T00:01:00Z');
    await runJob();
    const results = (await get('/lgw/vn/numeros/opened/game?gameId=ELOTT1&count=5')).json().value;
    expect(results).toHaveLength(1);
    const [result] = results;
    expect(result).toMatchObject({ gameId: 'ELOTT1', numero: '20261125-0361', status: 'settled' });
    expect(result).toMatchObject({ scheme: 2, ticketCount: 1, voidPrizes: null });
    expect(result.chain).toMatchObject({ day: '20261125', index: 361, length: 1440 });
    expect(isChainLink(result.seed, 361, result.chain.head)).toBe(true);
    // The tickets' fingerprints are public once drawn; the member finds theirs among them.
    const listed = (
      await get('/lgw/vn/numeros/fingerprints?gameId=ELOTT1&numero=20261125-0361')
    ).json().value;
    expect(listed).toMatchObject({ ticketCount: 1, page: 1, totalPages: 1 });
    expect(ticketsDigest(listed.fingerprints)).toBe(result.ticketsDigest);
    const mine = (await get('/lotto/lgw/tickets?gameId=ELOTT1', { member: 'lister' })).json().value;
    const ticket = mine.tickets.find((row: { numero: string }) => row.numero === '20261125-0361');
    expect(listed.fingerprints).toContain(ticket.fingerprint);
    expect(result.prizes).toEqual(
      drawSheet('elott-5', result.seed, 'ELOTT1', result.numero, 2, result.ticketsDigest).prizes,
    );
    // A period still open has no list: betting may go on.
    const early = await get('/lgw/vn/numeros/fingerprints?gameId=ELOTT1&numero=20261125-0362');
    expect(early.json().code).toBe('not_found');

    const opened = (
      await get('/lotto/lgw/games/opened/numero?gameId=ELOTT1', { member: 'quiet' })
    ).json().value;
    expect(opened.game).toMatchObject({ numero: '20261125-0362', remainTime: 60_000 });
    expect(opened.latest).toEqual(result);
  });

  it("lists a member's tickets with their outcome, by status and page", async () => {
    const all = (await get('/lotto/lgw/tickets?pageSize=2', { member: 'lister' })).json().value;
    expect(all.totalPages).toBe(3);
    expect(all.tickets).toHaveLength(2);
    const settled = (await get('/lotto/lgw/tickets?gameId=ELOTT1', { member: 'lister' })).json()
      .value;
    expect(settled.tickets).toHaveLength(1);
    expect(settled.tickets[0]).toMatchObject({
      gameId: 'ELOTT1',
      gameName: 'Khela 1-minute',
      numero: '20261125-0361',
      playType: 'bigSmall',
      selection: 'small',
      stake: '5.00',
      odds: '1.95',
      hits: expect.any(Number),
      status: expect.stringMatching(/^(won|lost)$/),
      isCancellable: false,
    });
    const open = (await get('/lotto/lgw/tickets?status=open', { member: 'lister' })).json().value;
    expect(open.tickets.map((ticket: { gameId: string }) => ticket.gameId).sort()).toEqual([
      'ELOTT3',
      'ELOTT5',
      'ELOTT5',
      'ELOTT5',
    ]);
    expect((await get('/lotto/lgw/tickets', { member: 'quiet' })).json().value).toEqual({
      tickets: [],
      totalPages: 1,
    });
  });
});
