import { randomUUID } from 'node:crypto';
import { drawSheet, isChainLink, ticketsDigest } from '@khela/games';
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
import { verifyLedger } from '../../money/ledger/ledger.verify';
import { installLotteries } from './install';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let jobs: ScheduledJob[];
let host: string;
let merchantId: string;
let admin: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const clock = fixedClock('2026-11-25T00:00:30Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app, jobs } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  merchantId = merchant.id;
  host = merchant.domain!;
  await installLotteries(db, merchantId);
  await db
    .updateTable('lotteryGames')
    .set({ isCancellable: true })
    .where('merchantId', '=', merchantId)
    .where('gameId', 'in', ['ELOTT1', 'VN_MB'])
    .execute();
  for (const name of ['ann', 'bob']) {
    ids[name] = (await createMember(db, merchantId, { username: name, password: 'secret123' })).id;
    await creditWallet(db, merchantId, ids[name]!, 100_000n);
    tokens[name] = await signInToken(app, host, name, 'secret123');
  }
  admin = (await signInOperator(app, db, { merchantId, username: 'lc_admin', role: 'admin' }))
    .token;
  await runJob();
});
afterAll(async () => {
  await app.close();
  await drop();
});

const runJob = () => jobs.find((job) => job.name === 'lottery-periods')!.run();

function call(member: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: { host, language: 'en', authorization: tokens[member]! },
    payload,
  });
}

function bet(member: string, values: Record<string, string>) {
  return call(member, 'POST', '/lotto/lgw/tickets', {
    gameId: 'ELOTT1',
    numero: '20261125-0361',
    playType: 'bigSmall',
    selection: 'big',
    stake: '10',
    requestId: randomUUID(),
    ...values,
  });
}

async function balance(member: string): Promise<string> {
  return (await call(member, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance;
}

async function exposure(numero: string): Promise<string> {
  const row = await db
    .selectFrom('lotteryPeriods')
    .select('exposureMinor')
    .where('merchantId', '=', merchantId)
    .where('numero', '=', numero)
    .executeTakeFirstOrThrow();
  return row.exposureMinor;
}

describe('cancelling a ticket', () => {
  it('gives the stake back and frees the exposure, once, while betting is open', async () => {
    const placed = (await bet('ann', { stake: '25' })).json().value;
    expect(placed.balance).toBe('975.00');
    expect(await exposure('20261125-0361')).toBe('4875');
    const cancelled = await call('ann', 'POST', `/lotto/lgw/tickets/${placed.ticket.id}/cancel`);
    expect(cancelled.json().value).toMatchObject({
      ticket: { id: placed.ticket.id, status: 'cancelled', win: '0.00' },
      balance: '1000.00',
    });
    expect(await exposure('20261125-0361')).toBe('0');
    const again = await call('ann', 'POST', `/lotto/lgw/tickets/${placed.ticket.id}/cancel`);
    expect(again.json().code).toBe('lottery_cancel_unavailable');
    expect(await balance('ann')).toBe('1000.00');
    const theirs = await call('bob', 'POST', `/lotto/lgw/tickets/${placed.ticket.id}/cancel`);
    expect(theirs.statusCode).toBe(404);
    const rollbacks = await db
      .selectFrom('vendorTransactions')
      .select(['kind', 'referenceTransactionUuid'])
      .where('transactionUuid', '=', `lottery-refund:${placed.ticket.id}`)
      .execute();
    expect(rollbacks).toEqual([
      {
        kind: 'rollback',
        referenceTransactionUuid: expect.stringMatching(
          new RegExp(`^lottery:${ids.ann}:[0-9a-f-]{36}$`),
        ),
      },
    ]);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('refuses once the period locks, and on games that do not allow it', async () => {
    const late = (await bet('ann', {})).json().value;
    clock.set('2026-11-25T00:00:56Z'); // ELOTT1 locks five seconds before its draw
    expect(
      (await call('ann', 'POST', `/lotto/lgw/tickets/${late.ticket.id}/cancel`)).json().code,
    ).toBe('lottery_period_closed');
    clock.set('2026-11-25T00:00:30Z');
    const fixed = (await bet('ann', { gameId: 'ELOTT3', numero: '20261125-0121' })).json().value;
    expect(
      (await call('ann', 'POST', `/lotto/lgw/tickets/${fixed.ticket.id}/cancel`)).json().code,
    ).toBe('lottery_cancel_unavailable');
    expect((await call('ann', 'POST', '/lotto/lgw/tickets/abc/cancel')).statusCode).toBe(400);
    expect(await balance('ann')).toBe('980.00');
  });
});

describe('cancelling a period', () => {
  it('refunds every stake of every member once, with a message, and never draws it', async () => {
    await bet('ann', { gameId: 'ELOTT5', numero: '20261125-0073', stake: '30' });
    await bet('ann', {
      gameId: 'ELOTT5',
      numero: '20261125-0073',
      stake: '20',
      selection: 'small',
    });
    await bet('bob', { gameId: 'ELOTT5', numero: '20261125-0073', stake: '15' });
    const [annBefore, bobBefore] = [await balance('ann'), await balance('bob')];
    const periods = (
      await app.inject({
        url: '/ops/api/lottery/games/ELOTT5/periods',
        headers: { authorization: admin },
      })
    ).json().value;
    const period = periods.upcoming[0];
    expect(period).toMatchObject({ numero: '20261125-0073', tickets: 3, stakes: '65.00' });
    const cancel = (reason: string) =>
      app.inject({
        method: 'POST',
        url: `/ops/api/lottery/periods/${period.id}/cancel`,
        headers: { authorization: admin, language: 'en' },
        payload: { reason },
      });
    // Two emoji are four UTF-16 units but two characters: too short, as the database counts.
    for (const short of ['x', '😀😀']) {
      expect((await cancel(short)).json().fields[0].path).toBe('reason');
    }
    expect((await cancel('Draw machine fault')).json()).toMatchObject({
      success: true,
      value: { status: 'approved', isAfterLock: false },
    });
    expect(Number(await balance('ann'))).toBe(Number(annBefore) + 50);
    expect(Number(await balance('bob'))).toBe(Number(bobBefore) + 15);
    expect((await cancel('Again')).json().code).toBe('lottery_period_drawn');
    expect((await bet('bob', { gameId: 'ELOTT5', numero: '20261125-0073' })).json().code).toBe(
      'lottery_period_closed',
    );
    const messages = (await call('ann', 'GET', '/wps/member/messages')).json().value;
    expect(messages[0]).toMatchObject({
      title: 'Draw cancelled, stakes refunded',
      body: 'Draw 20261125-0073 of Khela 5-minute was cancelled (Draw machine fault). Your stakes of 50.00 BDT are back in your wallet.',
    });

    // Its draw time passes: it stays cancelled, undrawn, and nothing is refunded twice; its
    // seed is revealed with the sheet it would have drawn from it and its three tickets.
    clock.set('2026-11-25T00:05:01Z');
    expect(await runJob()).toBeGreaterThan(0);
    expect(Number(await balance('bob'))).toBe(Number(bobBefore) + 15);
    const results = (await call('bob', 'GET', '/lgw/vn/numeros/opened/game?gameId=ELOTT5')).json()
      .value;
    expect(results[0]).toMatchObject({
      numero: '20261125-0073',
      status: 'cancelled',
      prizes: null,
      ticketCount: 3,
      cancelReason: 'Draw machine fault',
    });
    const { seed, chain, ticketsDigest: digest } = results[0];
    expect(isChainLink(seed, chain.index, chain.head)).toBe(true);
    expect(results[0].voidPrizes).toEqual(
      drawSheet('elott-5', seed, 'ELOTT5', '20261125-0073', 2, digest).prizes,
    );
    const listed = (
      await call('bob', 'GET', '/lgw/vn/numeros/fingerprints?gameId=ELOTT5&numero=20261125-0073')
    ).json().value;
    expect(listed.fingerprints).toHaveLength(3);
    expect(ticketsDigest(listed.fingerprints)).toBe(digest);
    const tickets = (await call('bob', 'GET', '/lotto/lgw/tickets?gameId=ELOTT5')).json().value;
    expect(tickets.tickets.map((ticket: { status: string }) => ticket.status)).toEqual([
      'cancelled',
    ]);
    expect(await verifyLedger(db)).toEqual([]);
    clock.set('2026-11-25T00:00:30Z');
  });

  it('finishes the refunds a crash cut short, by the job, never twice', async () => {
    const numero = '20261125-0074';
    clock.set('2026-11-25T00:05:30Z');
    await runJob();
    await bet('bob', { gameId: 'ELOTT5', numero, stake: '40' });
    const before = Number(await balance('bob'));
    // As if the server died right after the cancellation committed.
    await db
      .updateTable('lotteryPeriods')
      .set({ status: 'cancelled', cancelReason: 'Server fault', cancelledAt: new Date() })
      .where('merchantId', '=', merchantId)
      .where('numero', '=', numero)
      .execute();
    expect(Number(await balance('bob'))).toBe(before);
    await runJob();
    expect(Number(await balance('bob'))).toBe(before + 40);
    await runJob();
    expect(Number(await balance('bob'))).toBe(before + 40);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('refuses to cancel a drawn period', async () => {
    const periods = (
      await app.inject({
        url: '/ops/api/lottery/games/ELOTT1/periods',
        headers: { authorization: admin },
      })
    ).json().value;
    const drawn = periods.past.find((period: { status: string }) => period.status === 'settled');
    const refused = await app.inject({
      method: 'POST',
      url: `/ops/api/lottery/periods/${drawn.id}/cancel`,
      headers: { authorization: admin, language: 'en' },
      payload: { reason: 'Too late' },
    });
    expect(refused.json().code).toBe('lottery_period_drawn');
  });
});

describe('settling with two servers', () => {
  it('pays a drawn period once when two servers settle it at the same moment', async () => {
    const { app: second, jobs: secondJobs } = await createTestApp(db, { clock });
    try {
      clock.set('2026-11-25T00:06:10Z');
      await runJob();
      const numero = '20261125-0367';
      const placed = (await bet('bob', { numero, stake: '20' })).json().value;
      await bet('bob', { numero, stake: '20', selection: 'small' });
      const before = Number(await balance('bob'));
      clock.set('2026-11-25T00:07:00Z');
      const secondJob = secondJobs.find((job) => job.name === 'lottery-periods')!;
      await Promise.all([runJob(), secondJob.run(), runJob(), secondJob.run()]);
      const tickets = (await call('bob', 'GET', '/lotto/lgw/tickets?gameId=ELOTT1&pageSize=50'))
        .json()
        .value.tickets.filter((ticket: { numero: string }) => ticket.numero === numero);
      expect(tickets.map((ticket: { status: string }) => ticket.status).sort()).toEqual([
        'lost',
        'won',
      ]);
      const won = tickets.find((ticket: { status: string }) => ticket.status === 'won');
      expect(Number(await balance('bob'))).toBeCloseTo(before + Number(won.win), 2);
      const wins = await db
        .selectFrom('vendorTransactions')
        .select('transactionUuid')
        .where('kind', '=', 'win')
        .where('round', '=', `ELOTT1:${numero}`)
        .execute();
      expect(wins).toHaveLength(1);
      expect(placed.ticket.numero).toBe(numero);
      expect(await verifyLedger(db)).toEqual([]);
    } finally {
      await second.close();
      clock.set('2026-11-25T00:00:30Z');
    }
  });
});
