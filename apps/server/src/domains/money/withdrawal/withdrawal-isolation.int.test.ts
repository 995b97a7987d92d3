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
} from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { verifyLedger } from '../ledger/ledger.verify';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let merchantId: string;
let accountId: string;
let token: string;
const clock = fixedClock('2026-11-22T10:00:00Z');

/**
 * A player with a bound payout account, money in the wallet and a withdrawal waiting: what the
 * member next door must not reach.
 */
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  merchantId = merchant.id;
  host = merchant.domain!;
  await db
    .insertInto('paymentMethods')
    .values([{ merchantId, code: 'bkash', name: 'bKash', kind: 'mobile_money' }])
    .execute();
  const memberId = (
    await createMember(db, merchantId, { username: 'winner', password: 'secret123' })
  ).id;
  token = await signInToken(app, host, 'winner', 'secret123');
  await setPaymentPassword(db, memberId, 'pay-456');
  const bound = await call('POST', '/wps/v2/withdraw/accounts', {
    methodCode: 'bkash',
    accountName: 'Rahim Uddin',
    accountNumber: '01712345678',
    paymentPassword: 'pay-456',
  });
  accountId = bound.json().value.id;
  await creditWallet(db, merchantId, memberId, 300_000n);
  expect((await withdraw('600')).json().value.status).toBe('pending');
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
const overview = async () => (await call('GET', '/wps/v2/withdraw/overview')).json().value;
let attempt = 0;
const withdraw = (amount: string, values: Record<string, string> = {}) =>
  call('POST', '/wps/v2/withdraw/requests', {
    accountId: values.accountId ?? accountId,
    amount,
    paymentPassword: values.paymentPassword ?? 'pay-456',
    idempotencyKey: values.idempotencyKey ?? `withdraw-${(attempt += 1)}`,
  });

describe('withdrawals keep members apart', () => {
  it("refuses another member's payout account, moving nothing", async () => {
    const { id: otherId } = await createMember(db, merchantId, {
      username: 'neighbour',
      password: 'secret123',
    });
    await setPaymentPassword(db, otherId, 'pay-789');
    const otherToken = await signInToken(app, host, 'neighbour', 'secret123');
    const theirs = await app.inject({
      method: 'POST',
      url: '/wps/v2/withdraw/accounts',
      headers: { host, authorization: otherToken, language: 'en' },
      payload: {
        methodCode: 'bkash',
        accountName: 'Nadia Islam',
        accountNumber: '01799999999',
        paymentPassword: 'pay-789',
      },
    });
    const foreignId = theirs.json().value.id as string;
    await db
      .updateTable('walletRules')
      .set({ withdrawDailyMaxMinor: '100000000' })
      .where('merchantId', '=', merchantId)
      .execute();
    const before = await overview();
    const refused = await withdraw('500', { accountId: foreignId });
    expect(refused.json().code).toBe('not_found');
    expect(await overview()).toEqual(before);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('keeps other members out of the proofs of a player', async () => {
    const other = await createMember(db, merchantId, { username: 'nosy', password: 'secret123' });
    const otherToken = await signInToken(app, host, 'nosy', 'secret123');
    void other;
    const mine = (await call('GET', '/wps/v2/withdraw/requests')).json().value[0];
    const peek = await app.inject({
      url: `/wps/v2/withdraw/requests/${mine.id}/proofs/1`,
      headers: { host, authorization: otherToken },
    });
    expect(peek.json().code).toBe('not_found');
  });
});
