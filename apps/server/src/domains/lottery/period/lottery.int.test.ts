import { randomUUID } from 'node:crypto';
import { chainHead, drawSheet, isChainLink, sheetSize, ticketsDigest } from '@khela/games';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, testLotterySeedKey } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { createMerchant, creditWallet } from '../../../../test/factories';
import { raceSameKey } from '../../../../test/races';
import type { Db } from '../../../db/database';
import { verifyLedger } from '../../money/ledger/ledger.verify';
import { startDrawClock } from './draw-clock';
import { createTestLotteryService, openBettingFloor, type BettingFloor } from './lottery.fixture';
import { chainEndSeed } from './seed-key';

let db: Db;
let drop: () => Promise<void>;
let merchantId: string;
const clock = fixedClock('2026-11-25T00:00:30Z');

const service = () => createTestLotteryService(db, clock);

async function addGame(gameId: string, values: { sheetFormat: string; schedule: object }) {
  await db
    .insertInto('lotteryGames')
    .values({
      merchantId,
      gameId,
      names: JSON.stringify({ en: gameId }),
      prizeMode: values.sheetFormat === 'elott-5' ? 'Elott' : 'SEA',
      sheetFormat: values.sheetFormat as 'elott-5',
      menuTag: 'test',
      tag: null,
      schedule: JSON.stringify(values.schedule),
      playTypes: JSON.stringify({}),
      maxPayoutPerPeriodMinor: '100000000',
    })
    .execute();
}

function periodsOf(gameId: string) {
  return db
    .selectFrom('lotteryPeriods as p')
    .innerJoin('lotteryGames as g', 'g.id', 'p.lotteryGameId')
    .selectAll('p')
    .where('g.gameId', '=', gameId)
    .where('g.merchantId', '=', merchantId)
    .orderBy('p.drawsAt')
    .execute();
}

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  merchantId = (await createMerchant(db)).id;
  await addGame('ELOTT1', {
    sheetFormat: 'elott-5',
    schedule: { kind: 'interval', periodSeconds: 60, lockSeconds: 10, timeZone: 'Asia/Dhaka' },
  });
  await addGame('VN_NORTH', {
    sheetFormat: 'vn-north',
    schedule: {
      kind: 'weekly',
      drawDays: [1, 2, 3, 4, 5, 6, 7],
      drawTime: '18:15',
      lockSeconds: 900,
      timeZone: 'Asia/Ho_Chi_Minh',
    },
  });
});

afterAll(async () => {
  await drop();
});

describe('lottery periods and draws', () => {
  it('makes periods ahead in day chains with published heads, once however often it runs', async () => {
    const lottery = service();
    expect(await lottery.schedulePeriods()).toBe(30 + 7);
    expect(await lottery.schedulePeriods()).toBe(0);
    const elott = await periodsOf('ELOTT1');
    expect(elott).toHaveLength(30);
    expect(elott[0]).toMatchObject({ numero: '20261125-0361', status: 'open', sheet: null });
    expect(elott[0]!.drawsAt.toISOString()).toBe('2026-11-25T00:01:00.000Z');
    expect(elott[1]!.opensAt.toISOString()).toBe('2026-11-25T00:01:00.000Z');
    // No seed is in the database before its draw: each period has its place in its day's chain.
    const chains = await db.selectFrom('lotterySeedChains').selectAll().orderBy('id').execute();
    const elottChain = chains.find((chain) => chain.lotteryGameId === elott[0]!.lotteryGameId)!;
    expect(elottChain).toMatchObject({ day: '20261125', length: 1440 });
    expect(elottChain.headHash).toBe(
      chainHead(chainEndSeed(testLotterySeedKey, elottChain.lotteryGameId, '20261125'), 1440),
    );
    elott.forEach((period, at) => {
      expect(period).toMatchObject({ scheme: 2, seed: null, chainId: elottChain.id });
      expect(period.chainIndex).toBe(361 + at);
    });
    const north = await periodsOf('VN_NORTH');
    expect(north.map((period) => period.numero)).toEqual([
      '20261125',
      '20261126',
      '20261127',
      '20261128',
      '20261129',
      '20261130',
      '20261201',
    ]);
    // A daily draw's day chain is one seed long: its commitment is its day's head.
    for (const period of north) {
      const chain = chains.find((row) => row.id === period.chainId)!;
      expect(chain).toMatchObject({ day: period.numero, length: 1 });
      expect(period).toMatchObject({ chainIndex: 1, seedHash: chain.headHash, seed: null });
    }
  });

  it('draws each due period once, from its seed, even with two workers at once', async () => {
    clock.set('2026-11-25T00:05:00Z');
    const [first, second] = [service(), service()];
    const drawn = await Promise.all([first.drawDue(), second.drawDue(), first.drawDue()]);
    expect(drawn.reduce((sum, count) => sum + count, 0)).toBe(5);
    const elott = await periodsOf('ELOTT1');
    const done = elott.filter((period) => period.status === 'drawn');
    expect(done.map((period) => period.numero)).toEqual([
      '20261125-0361',
      '20261125-0362',
      '20261125-0363',
      '20261125-0364',
      '20261125-0365',
    ]);
    const head = (
      await db
        .selectFrom('lotterySeedChains')
        .select('headHash')
        .where('id', '=', done[0]!.chainId)
        .executeTakeFirstOrThrow()
    ).headHash;
    for (const [at, period] of done.entries()) {
      // The seed revealed links to the published head; the next period committed to it.
      expect(isChainLink(period.seed!, period.chainIndex!, head)).toBe(true);
      expect(elott[at + 1]!.seedHash).toBe(period.seed);
      expect(period).toMatchObject({ ticketCount: 0, ticketsDigest: ticketsDigest([]) });
      expect(period.sheet).toEqual(
        drawSheet('elott-5', period.seed!, 'ELOTT1', period.numero, 2, period.ticketsDigest!),
      );
      expect(period.drawnAt?.toISOString()).toBe('2026-11-25T00:05:00.000Z');
    }
    expect(await first.drawDue()).toBe(0);
    expect((await first.nextDrawAt())?.toISOString()).toBe('2026-11-25T00:06:00.000Z');
  });

  it('catches up after a downtime: every missed period made and drawn, none twice', async () => {
    // Down for three hours: the periods made ahead drew late, the rest were never made.
    clock.set('2026-11-25T03:00:00Z');
    const lottery = service();
    let made = 0;
    for (let run = 0; run < 3; run += 1) made += await lottery.schedulePeriods();
    expect(made).toBeGreaterThan(0);
    expect(await lottery.drawDue()).toBe(180 - 5);
    const elott = await periodsOf('ELOTT1');
    const numeros = elott.map((period) => Number(period.numero.slice(-4)));
    // From 06:01 to 09:30 local, no gap and no repeat.
    expect(numeros).toEqual(Array.from({ length: numeros.length }, (_, index) => 361 + index));
    expect(elott.filter((period) => period.status === 'drawn')).toHaveLength(180);
    expect(elott.filter((period) => period.drawsAt > clock.now()).length).toBe(30);
    const north = await periodsOf('VN_NORTH');
    expect(north.every((period) => period.status === 'open')).toBe(true);
    expect(sheetSize('vn-north').numbers).toBe(27);
  });

  it('runs a clock that draws a period at its time', async () => {
    clock.set('2026-11-25T03:00:59.990Z');
    let nowMs = clock.now().getTime();
    const lottery = service();
    const drawsBefore = (await periodsOf('ELOTT1')).filter((p) => p.status !== 'open').length;
    const running = startDrawClock(
      {
        drawDue: lottery.drawDue,
        settleDrawn: lottery.settleDrawn,
        nextDrawAt: async () => {
          // Time passes: the clock's sleep ends after the next draw.
          const next = await lottery.nextDrawAt();
          nowMs = next ? next.getTime() - 10 : nowMs;
          clock.set(new Date(nowMs + 20).toISOString());
          return next;
        },
      },
      (error) => {
        throw error;
      },
      () => nowMs,
    );
    try {
      await expect
        .poll(async () => (await periodsOf('ELOTT1')).filter((p) => p.status !== 'open').length)
        .toBeGreaterThan(drawsBefore);
    } finally {
      await running.stop();
    }
  });
});

describe('lottery bets', () => {
  const betClock = fixedClock('2026-11-25T00:00:30Z');
  let floor: BettingFloor;
  let app: FastifyInstance;
  let otherMerchant: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    floor = await openBettingFloor(db, betClock);
    ({ app, merchantId: otherMerchant, ids } = floor);
  });

  afterAll(async () => {
    await app.close();
  });

  const bet = (body: Record<string, unknown>, member?: string) => floor.bet(body, member);
  const balance = () => floor.balance();

  it('takes a bet with its stake, once however often it is sent', async () => {
    const requestId = randomUUID();
    const first = await bet({ requestId, playType: 'position', selection: '3:7' });
    expect(first.json()).toMatchObject({
      success: true,
      value: {
        ticket: { numero: '20261125-0361', playType: 'position', selection: '3:7', stake: '10.00' },
        balance: '990.00',
      },
    });
    expect(first.json().value.ticket.odds).toBe('9.5');
    // 200 copies racing each other are each told what the first was.
    const again = await raceSameKey(() =>
      bet({ requestId, playType: 'position', selection: '3:7' }),
    );
    expect(again.json()).toEqual(first.json());
    const racing = randomUUID();
    const raced = await raceSameKey(() =>
      bet({ requestId: racing, playType: 'position', selection: '2:4' }),
    );
    expect(raced.json().value.balance).toBe('980.00');
    expect(await balance()).toBe(98_000n);
    const changed = await bet({ requestId, playType: 'position', selection: '3:8' });
    expect(changed.json().code).toBe('idempotency_conflict');
    // Through the vendor wallet like any game: a round in the betting record (both bets).
    const round = await db
      .selectFrom('gameRounds')
      .select(['stakeMinor', 'gameCode', 'vassalage'])
      .where('round', '=', 'ELOTT1:20261125-0361')
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ stakeMinor: '2000', gameCode: 'ELOTT1', vassalage: 'KLOTTO' });
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('refuses bad bets with a clear reason, taking nothing', async () => {
    const before = await balance();
    const refusals: [Record<string, unknown>, string][] = [
      [{ gameId: 'NOPE' }, 'lottery_not_found'],
      [{ playType: 'lo2', selection: '27' }, 'lottery_play_unavailable'],
      [{ playType: 'position', selection: '9:1' }, 'lottery_selection_invalid'],
      [{ stake: '0.50' }, 'validation_failed'],
      [{ stake: '10000.01' }, 'validation_failed'],
      [{ stake: '1.001' }, 'validation_failed'],
      [{ stake: 'ten' }, 'validation_failed'],
      [{ stake: '-5' }, 'validation_failed'],
      [{ numero: '20261125-0001' }, 'lottery_period_closed'],
      [{ numero: '20991231-0001' }, 'lottery_period_closed'],
      [{ requestId: 'not-a-uuid' }, 'validation_failed'],
      [{ stake: '5000.00', playType: 'oddEven', selection: 'odd' }, 'insufficient_balance'],
    ];
    for (const [body, code] of refusals) {
      const answer = await bet(body);
      expect(answer.json().code, JSON.stringify(body)).toBe(code);
      expect(answer.json().message).toBeTruthy();
    }
    expect((await bet({}, 'trial')).json().code).toBe('in_need_true_account');
    expect(await balance()).toBe(before);
  });

  it('closes betting at lock time by server time', async () => {
    betClock.set('2026-11-25T00:00:55Z');
    expect((await bet({ numero: '20261125-0361' })).json().code).toBe('lottery_period_closed');
    expect((await bet({ numero: '20261125-0362' })).json().code).toBe('lottery_period_closed');
    // The next period opens when this one draws.
    betClock.set('2026-11-25T00:01:00.500Z');
    expect((await bet({ numero: '20261125-0362' })).json().success).toBe(true);
    betClock.set('2026-11-25T00:00:30Z');
  });

  it('keeps a member under the stake limit per period and the period under its payout cap', async () => {
    await db
      .updateTable('lotteryGames')
      .set({ maxPayoutPerPeriodMinor: '200000' })
      .where('merchantId', '=', otherMerchant)
      .where('gameId', '=', 'ELOTT3')
      .execute();
    await creditWallet(db, otherMerchant, ids.bettor!, 10_000_000n);
    const on3 = (body: Record<string, unknown>) =>
      bet({ gameId: 'ELOTT3', numero: '20261125-0121', ...body });
    // 1.95 × 100.00 = 195.00 of the cap's 2 000.00 each.
    for (let index = 0; index < 10; index += 1) {
      expect((await on3({ stake: '100.00' })).json().code).toBeUndefined();
    }
    const capped = await on3({ stake: '100.00' });
    expect(capped.json().code).toBe('lottery_payout_limit');
    await db
      .updateTable('lotteryGames')
      .set({ maxPayoutPerPeriodMinor: '100000000' })
      .where('merchantId', '=', otherMerchant)
      .execute();
    for (let index = 0; index < 5; index += 1) {
      expect((await on3({ stake: '9000.00' })).json().success).toBe(true);
    }
    const limited = await on3({ stake: '9000.00' });
    expect(limited.json()).toMatchObject({ code: 'lottery_period_stake_limit' });
    expect(limited.json().message).toContain('4000.00');
  });
});
