import { drawSheet, isChainLink, ticketsDigest } from '@khela/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInOperator } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { verifyLedger } from '../../money/ledger/ledger.verify';
import { openBettingFloor, type BettingFloor } from '../period/lottery.fixture';

// Selective cancelling (issue 33): after betting closes, when the exposure is known, one
// operator can no longer void a draw alone, nor without a trace: a second one decides, and the
// seed and what the draw would have been come out at its draw time, on a public list.

let db: Db;
let drop: () => Promise<void>;
let floor: BettingFloor;
const staff: Record<string, string> = {};
const clock = fixedClock('2026-11-25T00:00:30Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  floor = await openBettingFloor(db, clock);
  for (const [username, role] of [
    ['first', 'admin'],
    ['second', 'owner'],
    ['counter', 'finance'],
  ] as const) {
    const merchantId = floor.merchantId;
    staff[username] = (await signInOperator(floor.app, db, { merchantId, username, role })).token;
  }
});
afterAll(async () => {
  await floor.app.close();
  await drop();
});

const runJob = () => floor.jobs.find((job) => job.name === 'lottery-periods')!.run();

function ops(who: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return floor.app.inject({
    method,
    url,
    headers: { authorization: staff[who]!, language: 'en' },
    payload,
  });
}

async function periodId(numero: string): Promise<string> {
  const row = await db
    .selectFrom('lotteryPeriods as p')
    .innerJoin('lotteryGames as g', 'g.id', 'p.lotteryGameId')
    .select(['p.id'])
    .where('g.merchantId', '=', floor.merchantId)
    .where('g.gameId', '=', 'ELOTT1')
    .where('p.numero', '=', numero)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function bet(numero: string) {
  expect((await floor.bet({ numero, stake: '10.00' })).json().success).toBe(true);
}

const balance = () => floor.balance();

async function publicList() {
  const answer = await floor.app.inject({
    url: '/lgw/vn/numeros/cancelled',
    headers: { host: floor.host, language: 'en' },
  });
  return answer.json().value;
}

const cancel = (who: string, numero: string, reason: string) =>
  periodId(numero).then((id) =>
    ops(who, 'POST', `/ops/api/lottery/periods/${id}/cancel`, { reason }),
  );

describe('cancelling a lottery period', () => {
  it('is one operator’s before betting closes, listed publicly with its reason', async () => {
    await bet('20261125-0361');
    const before = await balance();
    const made = (await cancel('first', '20261125-0361', 'Schedule changed')).json().value;
    expect(made).toMatchObject({ status: 'approved', isAfterLock: false, requestedBy: 'first' });
    expect(made.decidedBy).toBe('first');
    expect(await balance()).toBe(before + 1000n);
    const listed = (await publicList()).items;
    expect(listed[0]).toMatchObject({
      numero: '20261125-0361',
      cancelReason: 'Schedule changed',
      isAfterLock: false,
      operatorCount: 1,
      // Its seed waits for its draw time: it would tell the seeds before it in the chain.
      seed: null,
      voidPrizes: null,
    });
  });

  it('after lock is a request another operator decides, and reveals what it voided', async () => {
    clock.set('2026-11-25T00:01:30Z');
    await bet('20261125-0362');
    const before = await balance();
    clock.set('2026-11-25T00:01:57Z');
    const asked = (await cancel('first', '20261125-0362', 'Exposure too high')).json().value;
    expect(asked).toMatchObject({ status: 'pending', isAfterLock: true, tickets: 1 });
    // Nothing happened yet: the period is open and the stake still staked.
    expect(await balance()).toBe(before);
    expect((await cancel('second', '20261125-0362', 'Again')).json().code).toBe(
      'lottery_cancel_pending',
    );
    const approve = (who: string) =>
      ops(who, 'POST', `/ops/api/lottery/cancels/${asked.id}/approve`);
    expect((await approve('first')).json().code).toBe('second_operator_required');
    expect((await approve('counter')).json().code).toBe('forbidden');
    // An account made after the request cannot be its second operator.
    const fresh = await signInOperator(floor.app, db, {
      merchantId: floor.merchantId,
      username: 'fresh',
      role: 'admin',
    });
    await db
      .updateTable('operators')
      .set({ createdAt: new Date('2026-11-25T00:01:58Z') })
      .where('id', '=', fresh.id)
      .execute();
    staff.fresh = fresh.token;
    expect((await approve('fresh')).json().code).toBe('second_operator_required');
    const pending = (await ops('counter', 'GET', '/ops/api/lottery/cancels')).json().value;
    expect(pending.items[0]).toMatchObject({ id: asked.id, status: 'pending' });

    const approved = (await approve('second')).json().value;
    expect(approved).toMatchObject({ status: 'approved', decidedBy: 'second' });
    expect(await balance()).toBe(before + 1000n);
    expect((await approve('second')).json().code).toBe('lottery_cancel_closed');
    const log = await db
      .selectFrom('operatorActions')
      .select(['action', 'detail'])
      .where('target', '=', 'lottery:ELOTT1:20261125-0362')
      .orderBy('id')
      .execute();
    expect(log.map((line) => line.action)).toEqual([
      'lottery_period_cancel_request',
      'lottery_period_cancel_approve',
    ]);
    expect(log[0]!.detail).toMatchObject({ reason: 'Exposure too high', cancelId: asked.id });

    // At its draw time its seed comes out, with the sheet it would have drawn.
    clock.set('2026-11-25T00:02:01Z');
    await runJob();
    const [shown] = (await publicList()).items;
    expect(shown).toMatchObject({
      numero: '20261125-0362',
      status: 'cancelled',
      prizes: null,
      cancelReason: 'Exposure too high',
      isAfterLock: true,
      operatorCount: 2,
      ticketCount: 1,
    });
    expect(isChainLink(shown.seed, shown.chain.index, shown.chain.head)).toBe(true);
    expect(shown.voidPrizes).toEqual(
      drawSheet('elott-5', shown.seed, 'ELOTT1', shown.numero, 2, shown.ticketsDigest).prizes,
    );
    const prints = await floor.app.inject({
      url: '/lgw/vn/numeros/fingerprints?gameId=ELOTT1&numero=20261125-0362',
      headers: { host: floor.host },
    });
    expect(ticketsDigest(prints.json().value.fingerprints)).toBe(shown.ticketsDigest);
  });

  it('rejected, leaves the period to draw as it would have', async () => {
    clock.set('2026-11-25T00:02:30Z');
    await bet('20261125-0363');
    clock.set('2026-11-25T00:02:58Z');
    const asked = (await cancel('second', '20261125-0363', 'Feed fault')).json().value;
    const rejected = await ops('first', 'POST', `/ops/api/lottery/cancels/${asked.id}/reject`);
    expect(rejected.json().value).toMatchObject({ status: 'rejected', decidedBy: 'first' });
    clock.set('2026-11-25T00:03:00Z');
    await runJob();
    const period = await db
      .selectFrom('lotteryPeriods')
      .select(['status'])
      .where('id', '=', asked.periodId)
      .executeTakeFirstOrThrow();
    expect(period.status).toBe('settled');
  });

  it('lapses when the draw comes first, and cannot be approved after', async () => {
    clock.set('2026-11-25T00:03:57Z');
    const asked = (await cancel('first', '20261125-0364', 'Late doubt')).json().value;
    clock.set('2026-11-25T00:04:00Z');
    await runJob();
    const lapsed = (await ops('counter', 'GET', '/ops/api/lottery/cancels?status=lapsed')).json()
      .value;
    expect(lapsed.items.map((item: { id: string }) => item.id)).toEqual([asked.id]);
    const approve = await ops('second', 'POST', `/ops/api/lottery/cancels/${asked.id}/approve`);
    expect(approve.json().code).toBe('lottery_cancel_closed');
    // A drawn period cannot be asked about at all.
    expect((await cancel('first', '20261125-0364', 'Too late')).json().code).toBe(
      'lottery_period_drawn',
    );
    expect(await verifyLedger(db)).toEqual([]);
  });
});
