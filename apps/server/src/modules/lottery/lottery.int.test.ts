import { drawSheet, hashServerSeed, sheetSize } from '@khela/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { createMerchant } from '../../../test/factories';
import type { Db } from '../../db/database';
import { startDrawClock } from './draw-clock';
import { createLotteryRepository } from './lottery.repository';
import { createLotteryService } from './lottery.service';

let db: Db;
let drop: () => Promise<void>;
let merchantId: string;
const clock = fixedClock('2026-11-25T00:00:30Z');

function service() {
  return createLotteryService({ db, repository: createLotteryRepository(db), clock });
}

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
  it('makes periods ahead with a published seed hash, once however often it runs', async () => {
    const lottery = service();
    expect(await lottery.schedulePeriods()).toBe(30 + 7);
    expect(await lottery.schedulePeriods()).toBe(0);
    const elott = await periodsOf('ELOTT1');
    expect(elott).toHaveLength(30);
    expect(elott[0]).toMatchObject({ numero: '20261125-0361', status: 'open', sheet: null });
    expect(elott[0]!.drawsAt.toISOString()).toBe('2026-11-25T00:01:00.000Z');
    expect(elott[1]!.opensAt.toISOString()).toBe('2026-11-25T00:01:00.000Z');
    for (const period of elott) expect(period.seedHash).toBe(hashServerSeed(period.seed));
    expect(new Set(elott.map((period) => period.seed)).size).toBe(30);
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
    for (const period of done) {
      expect(period.sheet).toEqual(drawSheet('elott-5', period.seed, 'ELOTT1', period.numero));
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
    const drawsBefore = (await periodsOf('ELOTT1')).filter((p) => p.status === 'drawn').length;
    const running = startDrawClock(
      {
        drawDue: lottery.drawDue,
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
    await expect
      .poll(async () => (await periodsOf('ELOTT1')).filter((p) => p.status === 'drawn').length)
      .toBeGreaterThan(drawsBefore);
    running.stop();
  });
});
