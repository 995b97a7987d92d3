import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import { createMember, createMerchant, enrolTwoFactor } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import type { ScheduledJob } from '../../../jobs/jobs';
import { hashPassword } from '../../../lib/passwords';
import { raceSameKey } from '../../../../test/races';
import { verifyLedger } from '../ledger/ledger.verify';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let jobs: ScheduledJob[];
let host: string;
let token: string;
let opsToken: string;
let supportToken: string;
let channelId: string;
const clock = fixedClock('2026-11-22T10:00:00Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app, jobs } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  host = merchant.domain!;
  const method = await db
    .insertInto('paymentMethods')
    .values({ merchantId: merchant.id, code: 'bkash', name: 'bKash', kind: 'mobile_money' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const channel = await db
    .insertInto('paymentChannels')
    .values({
      merchantId: merchant.id,
      methodId: method.id,
      code: 'send_money',
      name: 'Send Money',
      minMinor: '10000',
      maxMinor: '3000000',
      chipsMinor: ['10000', '50000'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  channelId = channel.id;
  await db
    .insertInto('receivingAccounts')
    .values([
      { merchantId: merchant.id, channelId, accountName: 'Desk A', accountNumber: '01711111111' },
      { merchantId: merchant.id, channelId, accountName: 'Desk B', accountNumber: '01722222222' },
    ])
    .execute();
  await createMember(db, merchant.id, { username: 'payer', password: 'secret123' });
  const loginToken = await signInToken(app, host, 'payer', 'secret123');
  token = loginToken;
  for (const [username, role] of [
    ['cashier', 'finance'],
    ['helper', 'support'],
  ] as const) {
    await db
      .insertInto('operators')
      .values({
        merchantId: merchant.id,
        username,
        passwordHash: await hashPassword('ops-pass-123'),
        role,
      })
      .execute();
  }
  const cashierId = await idOfOperator('cashier');
  await enrolTwoFactor(db, cashierId, ['cashier-1', 'cashier-2']);
  const signIn = async (username: string, code?: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/ops/api/session',
        payload: { username, password: 'ops-pass-123', code },
      })
    ).json().value.token as string;
  opsToken = await signIn('cashier', 'cashier-1');
  supportToken = await signIn('helper');
});
afterAll(async () => {
  await app.close();
  await drop();
});

const member = () => ({ host, authorization: token, language: 'en' });

function open(amount: string, idempotencyKey: string, channel = channelId) {
  return app.inject({
    method: 'POST',
    url: '/wps/v2/deposit/orders',
    headers: member(),
    payload: { channelId: channel, amount, idempotencyKey },
  });
}

function submit(orderId: string, trxId: string) {
  return app.inject({
    method: 'POST',
    url: `/wps/v2/deposit/orders/${orderId}/submit`,
    headers: member(),
    payload: { trxId, payingNumber: '01899999999' },
  });
}

function ops(method: 'GET' | 'POST', url: string, payload?: unknown, authorization = opsToken) {
  return app.inject({ method, url, headers: { authorization }, payload: payload as object });
}

async function balance(): Promise<string> {
  const response = await app.inject({ url: '/wps/v2/wallets/balance', headers: member() });
  return response.json().value.sumBalance;
}

describe('deposit desk', () => {
  it('lists methods with channels, limits and chips as decimal strings', async () => {
    const response = await app.inject({ url: '/wps/v2/deposit/methods', headers: member() });
    expect(response.json().value).toEqual([
      {
        code: 'bkash',
        name: 'bKash',
        kind: 'mobile_money',
        iconUrl: null,
        channels: [
          {
            id: channelId,
            code: 'send_money',
            name: 'Send Money',
            min: '100.00',
            max: '30000.00',
            chips: ['100.00', '500.00'],
            orderMinutes: 10,
          },
        ],
      },
    ]);
  });

  it('opens an order once per key on rotating accounts, and refuses bad amounts', async () => {
    const first = (await open('500', 'key-order-0001')).json().value;
    expect(first).toMatchObject({
      status: 'awaiting_payment',
      amount: '500.00',
      currency: 'BDT',
      receivingAccount: { name: 'Desk A', number: '01711111111' },
      expiresAt: '2026-11-22T10:10:00.000Z',
    });
    const repeat = (await open('500', 'key-order-0001')).json().value;
    expect(repeat.id).toBe(first.id);
    const second = (await open('1,000.50', 'key-order-0002')).json().value;
    expect(second.receivingAccount.number).toBe('01722222222');
    for (const [amount, code] of [
      ['-5', 'validation.amount'],
      ['0', 'validation.amount'],
      ['12.345', 'validation.amountDecimals'],
      ['abc', 'validation.amount'],
      ['99999999999999999999', 'validation.amount'],
      ['99.99', 'validation.amountRange'],
      ['30000.01', 'validation.amountRange'],
    ]) {
      const refused = await open(amount!, `key-bad-${amount}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields[0]).toMatchObject({ path: 'amount', code });
    }
    const range = await open('99.99', 'key-bad-range');
    expect(range.json().fields[0]).toMatchObject({
      message: 'The amount must be between 100.00 and 30000.00.',
      params: { min: '100.00', max: '30000.00' },
    });
    // A key names one order: another amount under it is refused, not answered with the first.
    expect((await open('600', 'key-order-0001')).json().code).toBe('idempotency_conflict');
    // At most three orders wait for payment at once.
    expect((await open('700', 'key-order-cap1')).statusCode).toBe(200);
    expect((await open('800', 'key-order-cap2')).json().code).toBe('too_many_requests');
    expect((await open('500', 'key-foreign', '999999')).json().code).toBe(
      'deposit_channel_unavailable',
    );
  });

  it('takes a TrxID once, then finance approves: the wallet is credited and a message sent', async () => {
    clock.set('2026-11-22T10:11:00Z'); // the earlier orders have lapsed
    const order = (await open('250', 'key-order-0003')).json().value;
    const submitted = await submit(order.id, 'BK7H3X9Q2A');
    expect(submitted.json().value).toMatchObject({ status: 'submitted', trxId: 'BK7H3X9Q2A' });
    const other = (await open('300', 'key-order-0004')).json().value;
    expect((await submit(other.id, 'bk7h3x9q2a')).json().code).toBe('trx_id_used');

    expect((await ops('GET', '/ops/api/deposits', undefined, supportToken)).statusCode).toBe(403);
    const queue = (await ops('GET', '/ops/api/deposits')).json().value;
    expect(queue.map((row: { id: string }) => row.id)).toEqual([order.id]);
    expect(queue[0]).toMatchObject({ username: 'payer', amount: '250.00' });

    // 200 copies of the approval race: each is told what the first was, and one credit is made.
    const approval = await raceSameKey(() => ops('POST', `/ops/api/deposits/${order.id}/approve`));
    expect(approval.json()).toEqual({ success: true });
    expect(await balance()).toBe('250.00');
    const twice = await ops('POST', `/ops/api/deposits/${order.id}/reject`, { reason: 'Late' });
    expect(twice.json().code).toBe('deposit_order_closed');
    expect(await balance()).toBe('250.00');

    const unread = await app.inject({ url: '/wps/relay/CSP_unreadCount', headers: member() });
    expect(unread.json().value).toEqual({ count: 1 });
    const inbox = (await app.inject({ url: '/wps/member/messages', headers: member() })).json()
      .value;
    expect(inbox[0]).toMatchObject({
      kind: 'deposit_credited',
      title: 'Deposit credited',
      body: 'Your deposit of 250.00 BDT (TrxID BK7H3X9Q2A) has been credited to your wallet.',
      isRead: false,
    });
    const inBengali = await app.inject({
      url: '/wps/member/messages',
      headers: { ...member(), language: 'bn' },
    });
    expect(inBengali.json().value[0].title).toBe('ডিপোজিট জমা হয়েছে');
    await app.inject({
      method: 'POST',
      url: '/wps/member/messages/read',
      headers: member(),
      payload: { ids: [inbox[0].id] },
    });
    expect(
      (await app.inject({ url: '/wps/relay/CSP_unreadCount', headers: member() })).json().value,
    ).toEqual({ count: 0 });
    // Besides the operators' sign-ins, the one approval is logged, once.
    const actions = await db
      .selectFrom('operatorActions')
      .select(['action', 'target'])
      .where('action', 'not in', ['operator_sign_in', 'operator_sign_in_failed'])
      .execute();
    expect(actions).toEqual([{ action: 'deposit_approve', target: `deposit:${order.id}` }]);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('rejects with a reason, moves nothing, and lets an order expire unpaid', async () => {
    const order = (await open('400', 'key-order-0005')).json().value;
    await submit(order.id, 'NG55QWERTY');
    const refused = await ops('POST', `/ops/api/deposits/${order.id}/reject`, { reason: ' ' });
    expect(refused.statusCode).toBe(400);
    await ops('POST', `/ops/api/deposits/${order.id}/reject`, { reason: 'No such payment.' });
    expect(await balance()).toBe('250.00');
    const inbox = (await app.inject({ url: '/wps/member/messages', headers: member() })).json()
      .value;
    expect(inbox[0].body).toContain('No such payment.');

    const unpaid = (await open('150', 'key-order-0006')).json().value;
    const late = (await open('160', 'key-order-0007')).json().value;
    clock.set('2026-11-22T10:40:00Z');
    const orders = (await app.inject({ url: '/wps/v2/deposit/orders', headers: member() })).json()
      .value;
    expect(orders.find((row: { id: string }) => row.id === unpaid.id).status).toBe('expired');
    // A payment made after the countdown can still be reported for a day; finance decides.
    expect((await submit(late.id, 'RK00LATE01')).json().value.status).toBe('submitted');
    await db
      .updateTable('depositOrders')
      .set({ expiresAt: new Date('2026-11-21T10:39:00Z') })
      .where('id', '=', unpaid.id)
      .execute();
    expect((await submit(unpaid.id, 'RK00LATE02')).json().code).toBe('deposit_order_closed');
  });

  it('refuses trial accounts', async () => {
    const merchant = await createMerchant(db, { flags: { FREEPLAY: true } });
    await db
      .insertInto('paymentMethods')
      .values({
        merchantId: merchant.id,
        code: 'nagad',
        name: 'Nagad',
        kind: 'mobile_money',
      })
      .execute();
    const trial = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { host: merchant.domain! },
    });
    const response = await app.inject({
      url: '/wps/v2/deposit/methods',
      headers: { host: merchant.domain!, authorization: trial.json().value.token },
    });
    expect(response.json().code).toBe('in_need_true_account');
  });
});

describe('deposit desk boundaries', () => {
  it('keeps orders to their member and operators to their merchant', async () => {
    clock.set('2026-11-22T11:00:00Z');
    const order = (await open('500', 'key-order-bound')).json().value;
    await submit(order.id, 'BOUND12345');
    const merchant = await db
      .selectFrom('merchantDomains')
      .select('merchantId')
      .where('domain', '=', host)
      .executeTakeFirstOrThrow();
    await createMember(db, merchant.merchantId, { username: 'other', password: 'secret123' });
    const otherLoginToken = await signInToken(app, host, 'other', 'secret123');
    const foreignSubmit = await app.inject({
      method: 'POST',
      url: `/wps/v2/deposit/orders/${order.id}/submit`,
      headers: { host, authorization: otherLoginToken, language: 'en' },
      payload: { trxId: 'OTHER12345', payingNumber: '01899999999' },
    });
    expect(foreignSubmit.statusCode).toBe(404);

    const elsewhere = await createMerchant(db);
    await db
      .insertInto('operators')
      .values({
        merchantId: elsewhere.id,
        username: 'farcashier',
        passwordHash: await hashPassword('ops-pass-123'),
        role: 'finance',
      })
      .execute();
    await enrolTwoFactor(db, await idOfOperator('farcashier'), ['far-1']);
    const far = (
      await app.inject({
        method: 'POST',
        url: '/ops/api/session',
        payload: { username: 'farcashier', password: 'ops-pass-123', code: 'far-1' },
      })
    ).json().value.token as string;
    expect((await ops('GET', '/ops/api/deposits', undefined, far)).json().value).toEqual([]);
    const refused = await ops('POST', `/ops/api/deposits/${order.id}/approve`, undefined, far);
    expect(refused.json().code).toBe('deposit_order_closed');
    expect(await balance()).toBe('250.00');
  });
});

describe('deposit expiry', () => {
  it('the job marks unpaid orders past their countdown expired, once, and leaves the rest', async () => {
    clock.set('2026-11-23T09:00:00Z');
    // Yesterday's sessions are over.
    token = await signInToken(app, host, 'payer', 'secret123');
    opsToken = (
      await app.inject({
        method: 'POST',
        url: '/ops/api/session',
        payload: { username: 'cashier', password: 'ops-pass-123', code: 'cashier-2' },
      })
    ).json().value.token as string;
    const sweep = jobs.find((entry) => entry.name === 'deposit-expiry');
    await sweep?.run(); // earlier tests' lapsed orders
    const lapsing = (await open('400', 'key-expiry-0001')).json().value;
    clock.set('2026-11-23T09:05:00Z');
    const fresh = (await open('450', 'key-expiry-0002')).json().value;
    const statusOf = async (id: string) =>
      (
        await db
          .selectFrom('depositOrders')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;

    expect(await sweep?.run()).toBe(0);
    clock.set('2026-11-23T09:10:00Z'); // the first order's ten minutes are up
    expect(await sweep?.run()).toBe(1);
    expect(await sweep?.run()).toBe(0);
    expect(await statusOf(lapsing.id)).toBe('expired');
    expect(await statusOf(fresh.id)).toBe('awaiting_payment');
    const waiting = (await ops('GET', '/ops/api/deposits?status=awaiting_payment')).json().value;
    expect(waiting.map((row: { id: string }) => row.id)).toEqual([fresh.id]);
  });
});

async function idOfOperator(username: string): Promise<string> {
  const row = await db
    .selectFrom('operators')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}
