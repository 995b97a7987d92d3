import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import {
  createMember,
  createMerchant,
  creditWallet,
  setPaymentPassword,
  signInOperator,
} from '../../../../test/factories';
import type { Db } from '../../../db/database';
import type { ScheduledJob } from '../../../jobs/jobs';
import { raceSameKey } from '../../../../test/races';
import { verifyLedger } from '../ledger/ledger.verify';
import { multipart } from '../../../../test/multipart';
import { solidPng } from '../../../../test/png';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let jobs: ScheduledJob[];
let host: string;
let merchantId: string;
let memberId: string;
let token: string;
let finance: string;
let support: string;
const clock = fixedClock('2026-11-22T10:00:00Z');
/** A whole one-pixel png. */
const png = solidPng(1, 1);

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app, jobs } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  merchantId = merchant.id;
  host = merchant.domain!;
  await db
    .insertInto('paymentMethods')
    .values([
      { merchantId, code: 'bkash', name: 'bKash', kind: 'mobile_money' },
      { merchantId, code: 'bank', name: 'Bank', kind: 'bank' },
    ])
    .execute();
  memberId = (await createMember(db, merchantId, { username: 'winner', password: 'secret123' })).id;
  token = await signInToken(app, host, 'winner', 'secret123');
  finance = (await signInOperator(app, db, { merchantId, username: 'cashier', role: 'finance' }))
    .token;
  support = (await signInOperator(app, db, { merchantId, username: 'helper', role: 'support' }))
    .token;
});
afterAll(async () => {
  await app.close();
  await drop();
});

const member = (extra: Record<string, string> = {}) => ({
  host,
  authorization: token,
  language: 'en',
  ...extra,
});
const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: member(), ...(payload ? { payload } : {}) });
const ops = (method: 'GET' | 'POST', url: string, payload?: unknown, as = finance) =>
  app.inject({
    method,
    url,
    headers: { authorization: as },
    ...(payload ? { payload } : {}),
  });
const overview = async () => (await call('GET', '/wps/v2/withdraw/overview')).json().value;
/** Changes the merchant's wallet rules. */
const setRules = (values: Record<string, number | string>) =>
  db.updateTable('walletRules').set(values).where('merchantId', '=', merchantId).execute();
let attempt = 0;
const withdraw = (amount: string, values: Record<string, string> = {}) =>
  call('POST', '/wps/v2/withdraw/requests', {
    accountId: values.accountId ?? accountId,
    amount,
    paymentPassword: values.paymentPassword ?? 'pay-456',
    idempotencyKey: values.idempotencyKey ?? `withdraw-${(attempt += 1)}`,
  });

const receipt = (id: string, fields: Record<string, string>, files: Buffer[] = []) => {
  const body = multipart([
    ...Object.entries(fields).map(([field, value]) => ({ field, value })),
    ...files.map((bytes, index) => ({ field: 'proof', name: `proof-${index}.png`, bytes })),
  ]);
  return app.inject({
    method: 'POST',
    url: `/wps/v2/withdraw/requests/${id}/receipt`,
    headers: { ...member(), ...body.headers },
    payload: body.payload,
  });
};

let accountId: string;

describe('withdrawals', () => {
  it('asks for the payment password before binding a payout account in the own name', async () => {
    const bind = (values: Record<string, string>) =>
      call('POST', '/wps/v2/withdraw/accounts', {
        methodCode: 'bkash',
        accountName: 'Rahim Uddin',
        accountNumber: '01712345678',
        paymentPassword: 'pay-456',
        ...values,
      });
    expect((await bind({})).json().code).toBe('payment_password_unset');
    await setPaymentPassword(db, memberId, 'pay-456');
    expect((await bind({ paymentPassword: 'wrong-1' })).json().code).toBe(
      'payment_password_incorrect',
    );
    const bound = (await bind({ accountName: '  Rahim   Uddin ' })).json();
    expect(bound.value).toMatchObject({ accountName: 'Rahim Uddin', methodCode: 'bkash' });
    accountId = bound.value.id;
    // The first account named the member; another name is refused, the same one is accepted.
    const other = (await bind({ accountName: 'Karim', accountNumber: '01800000000' })).json();
    expect(other).toMatchObject({ code: 'payout_account_name_mismatch' });
    expect(other.message).toContain('Rahim Uddin');
    expect((await bind({})).json().code).toBe('payout_account_taken');
    const bank = await bind({
      methodCode: 'bank',
      accountName: 'rahim uddin',
      accountNumber: '1234 5678 9012',
      bankName: 'Dhaka Bank',
    });
    expect(bank.json().value).toMatchObject({ bankName: 'Dhaka Bank', methodKind: 'bank' });
    const view = await overview();
    expect(view).toMatchObject({ hasPaymentPassword: true, payeeName: 'Rahim Uddin' });
    expect(view.accounts).toHaveLength(2);
  });

  it('refuses bad amounts, wrong passwords and unmet turnover with nothing moved', async () => {
    await creditWallet(db, merchantId, memberId, 300_000n);
    for (const [amount, code] of [
      ['-5', 'validation.amount'],
      ['0', 'validation.amount'],
      ['abc', 'validation.amount'],
      ['600.001', 'validation.amountDecimals'],
      ['99999999999999999999', 'validation.amount'],
      ['499.99', 'validation.amountRange'],
      ['25000.01', 'validation.amountRange'],
    ]) {
      const refused = await withdraw(amount!);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields[0]).toMatchObject({ path: 'amount', code });
    }
    const noPassword = await call('POST', '/wps/v2/withdraw/requests', {
      accountId,
      amount: '600',
      idempotencyKey: 'withdraw-no-password',
    });
    expect(noPassword.json()).toMatchObject({ code: 'validation_failed' });
    expect((await withdraw('600', { paymentPassword: 'nope-123' })).json().code).toBe(
      'payment_password_incorrect',
    );
    expect((await withdraw('600', { accountId: '999999' })).json().code).toBe('not_found');
    expect((await withdraw('5000')).json().code).toBe('insufficient_balance');
    // A deposit asks for its amount in bets first (100 % by default).
    await db
      .insertInto('turnoverRequirements')
      .values({
        merchantId,
        memberId,
        source: 'deposit',
        reference: 'deposit:test-1',
        requiredMinor: '100000',
        createdAt: new Date('2026-11-22T09:00:00Z'),
      })
      .execute();
    const unmet = (await withdraw('600')).json();
    expect(unmet).toMatchObject({ code: 'withdraw_turnover_unmet' });
    expect(unmet.message).toContain('1000.00');
    expect((await overview()).turnover).toEqual({
      required: '1000.00',
      wagered: '0.00',
      remaining: '1000.00',
    });
    await db
      .updateTable('turnoverRequirements')
      .set({ metAt: new Date() })
      .where('memberId', '=', memberId)
      .execute();
    const view = await overview();
    expect(view).toMatchObject({ balance: '3000.00', held: '0.00' });
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('holds at once, answers a repeat with the first, and is paid, partly received, refunded', async () => {
    const key = 'withdraw-partial-1';
    const [first, again] = await Promise.all([
      withdraw('1000.50', { idempotencyKey: key }),
      withdraw('1000.50', { idempotencyKey: key }),
    ]);
    expect(first.json().value.status).toBe('pending');
    expect(again.json().value.id).toBe(first.json().value.id);
    expect((await withdraw('999', { idempotencyKey: key })).json().code).toBe(
      'idempotency_conflict',
    );
    const id = first.json().value.id as string;
    expect(await overview()).toMatchObject({ balance: '1999.50', held: '1000.50' });
    const hold = await db
      .selectFrom('ledgerTransfers')
      .select('reference')
      .where('kind', '=', 'withdrawal_hold')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(hold.reference).toBe(`withdrawal:${id}`);
    // The player cannot take it back, nor confirm what was not paid yet.
    expect((await receipt(id, { outcome: 'received' })).json().code).toBe('withdrawal_closed');

    expect((await ops('GET', '/ops/api/withdrawals', undefined, support)).json().code).toBe(
      'forbidden',
    );
    const queue = (await ops('GET', '/ops/api/withdrawals?status=pending')).json().value;
    expect(queue.map((row: { id: string }) => row.id)).toContain(id);
    expect(
      (await ops('POST', `/ops/api/withdrawals/${id}/disburse`, { payoutReference: 'X' })).json()
        .code,
    ).toBe('withdrawal_closed');
    expect((await ops('POST', `/ops/api/withdrawals/${id}/approve`)).json().value.status).toBe(
      'approved',
    );
    expect((await ops('POST', `/ops/api/withdrawals/${id}/approve`)).json().code).toBe(
      'withdrawal_closed',
    );
    const paid = (
      await ops('POST', `/ops/api/withdrawals/${id}/disburse`, { payoutReference: 'BK8XY12' })
    ).json().value;
    expect(paid).toMatchObject({
      status: 'disbursed',
      payoutReference: 'BK8XY12',
      receiptDueAt: '2026-11-22T11:00:00.000Z',
    });
    expect(await overview()).toMatchObject({ balance: '1999.50', held: '0.00' });

    for (const amount of ['0', '1000.50', '2000']) {
      const refused = await receipt(id, { outcome: 'partially_received', receivedAmount: amount });
      expect(refused.json().fields[0]).toMatchObject({ path: 'receivedAmount' });
    }
    const partly = (
      await receipt(
        id,
        { outcome: 'partially_received', receivedAmount: '800.50', note: 'Only 800.50 came' },
        [png],
      )
    ).json().value;
    expect(partly).toMatchObject({
      status: 'partially_received',
      receivedAmount: '800.50',
      remainingAmount: '200.00',
      proofCount: 1,
    });
    const image = await app.inject({
      url: `/wps/v2/withdraw/requests/${id}/proofs/1`,
      headers: member(),
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    expect((await ops('GET', `/ops/api/withdrawals/${id}/proofs/1`)).rawPayload.equals(png)).toBe(
      true,
    );

    const disputed = (await ops('GET', '/ops/api/withdrawals?status=disputed')).json().value;
    expect(disputed[0]).toMatchObject({ id, username: 'winner', receiptNote: 'Only 800.50 came' });
    const resolved = (
      await ops('POST', `/ops/api/withdrawals/${id}/resolve`, {
        resolution: 'refunded',
        note: 'Bank returned 200',
      })
    ).json().value;
    expect(resolved).toMatchObject({
      status: 'resolved',
      resolution: 'refunded',
      refundAmount: '200.00',
    });
    expect(await overview()).toMatchObject({ balance: '2199.50', held: '0.00' });
    const inbox = (await call('GET', '/wps/member/messages')).json().value;
    expect(inbox.map((message: { kind: string }) => message.kind)).toEqual([
      'withdrawal_refunded',
      'withdrawal_approved',
    ]);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('refuses proofs that are no images, too many or too big, and needs one when not received', async () => {
    const id = (await withdraw('500')).json().value.id as string;
    await ops('POST', `/ops/api/withdrawals/${id}/approve`);
    await ops('POST', `/ops/api/withdrawals/${id}/disburse`, { payoutReference: 'BK1' });
    expect((await receipt(id, { outcome: 'not_received' })).json().code).toBe(
      'proof_image_required',
    );
    const script = Buffer.from('<script>alert(1)</script>');
    expect((await receipt(id, { outcome: 'not_received' }, [script])).json().code).toBe(
      'proof_image_invalid',
    );
    expect((await receipt(id, { outcome: 'not_received' }, [png, png, png, png])).json().code).toBe(
      'proof_image_invalid',
    );
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await receipt(id, { outcome: 'not_received' }, [huge])).json().code).toBe(
      'proof_image_invalid',
    );
    // A whole one-pixel jpeg: a file that only starts like one is refused as no image.
    const jpeg = Buffer.from(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////' +
        '////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
      'base64',
    );
    const startOnly = jpeg.subarray(0, 8);
    expect((await receipt(id, { outcome: 'not_received' }, [startOnly])).json().code).toBe(
      'proof_image_invalid',
    );
    const missing = (await receipt(id, { outcome: 'not_received' }, [png, jpeg])).json().value;
    expect(missing).toMatchObject({ status: 'not_received', remainingAmount: '500.00' });
    expect(missing.proofCount).toBe(2);
    const confirmed = (
      await ops('POST', `/ops/api/withdrawals/${id}/resolve`, {
        resolution: 'paid_confirmed',
        note: 'Paid, see bKash statement',
      })
    ).json().value;
    expect(confirmed).toMatchObject({ status: 'resolved', resolution: 'paid_confirmed' });
  });

  it('returns a rejected withdrawal, and counts an unconfirmed one as received after the time', async () => {
    const before = (await overview()).balance;
    const rejected = (await withdraw('700')).json().value;
    await ops('POST', `/ops/api/withdrawals/${rejected.id}/approve`);
    await ops('POST', `/ops/api/withdrawals/${rejected.id}/reject`, { reason: 'Name differs' });
    expect((await overview()).balance).toBe(before);
    const inbox = (await call('GET', '/wps/member/messages')).json().value;
    expect(inbox[0]).toMatchObject({ kind: 'withdrawal_rejected' });
    expect(inbox[0].body).toContain('Name differs');

    await setRules({ receiptMinutes: 15 });
    const quiet = (await withdraw('600')).json().value;
    await ops('POST', `/ops/api/withdrawals/${quiet.id}/approve`);
    await ops('POST', `/ops/api/withdrawals/${quiet.id}/disburse`, { payoutReference: 'BK2' });
    clock.set('2026-11-22T10:15:01Z');
    const job = jobs.find((entry) => entry.name === 'withdrawal-auto-receipt');
    expect(await job?.run()).toBe(1);
    expect(await job?.run()).toBe(0);
    const list = (await call('GET', '/wps/v2/withdraw/requests')).json().value;
    expect(list.find((row: { id: string }) => row.id === quiet.id)).toMatchObject({
      status: 'auto_received',
      receivedAmount: '600.00',
    });
    expect((await receipt(quiet.id, { outcome: 'not_received' }, [png])).json().code).toBe(
      'withdrawal_closed',
    );
  });

  it('keeps to the daily count', async () => {
    await setRules({ withdrawDailyCountMax: 4 });
    const used = (await overview()).limits.usedTodayCount as number;
    // Three today; the rejected one does not count.
    expect(used).toBe(3);
    expect((await withdraw('500')).json().value.status).toBe('pending');
    expect((await withdraw('500')).json().code).toBe('withdraw_daily_limit');
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('keeps to the daily amount, counting what is already requested today', async () => {
    await creditWallet(db, merchantId, memberId, 500_000n);
    const { usedTodayAmount } = (await overview()).limits as { usedTodayAmount: string };
    const usedMinor = Math.round(Number(usedTodayAmount) * 100);
    await setRules({
      withdrawDailyCountMax: 100,
      withdrawDailyMaxMinor: String(usedMinor + 60_000),
    });
    const before = await overview();
    expect((await withdraw('600.01')).json().code).toBe('withdraw_daily_limit');
    expect(await overview()).toEqual(before);
    expect((await withdraw('600')).json().value.status).toBe('pending');
    expect((await withdraw('500')).json().code).toBe('withdraw_daily_limit');
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('tells 200 racing copies of a request what the first was told', async () => {
    clock.set('2026-11-23T10:00:00Z'); // a new day: yesterday's limits are spent
    token = await signInToken(app, host, 'winner', 'secret123');
    await setRules({ withdrawDailyCountMax: 1, withdrawDailyMaxMinor: '100000000' });
    const { balance, held } = (await overview()) as { balance: string; held: string };
    // More than half the balance, and the day's one request: any copy that judged what the
    // first left would be refused (insufficient_balance or withdraw_daily_limit).
    const amount = (Number(balance) * 0.75).toFixed(2);
    const answer = await raceSameKey(() => withdraw(amount, { idempotencyKey: 'withdraw-race' }));
    expect(answer.json().value).toMatchObject({ status: 'pending', amount });
    expect(await overview()).toMatchObject({
      balance: (Number(balance) - Number(amount)).toFixed(2),
      held: (Number(held) + Number(amount)).toFixed(2),
    });
    expect(await verifyLedger(db)).toEqual([]);
  });
});
