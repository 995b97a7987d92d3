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
  setPaymentPassword,
  signInOperator,
  createDepositChannel,
} from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { installHouseVendor } from '../../../vendors/house/install';
import { verifyLedger } from '../ledger/ledger.verify';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let token: string;
let finance: string;
let channelId: string;
const clock = fixedClock('2026-11-25T08:00:00Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  host = merchant.domain!;
  await installHouseVendor(db, merchant.id);
  channelId = await createDepositChannel(db, merchant.id);
  // Withdrawals from 100.00, so a small deposit can be taken out again.
  await db
    .insertInto('walletRules')
    .values({ merchantId: merchant.id, withdrawMinMinor: '10000' })
    .execute();
  const { id } = await createMember(db, merchant.id, { username: 'roller', password: 'secret123' });
  await setPaymentPassword(db, id, 'pay-456');
  // Money of the member's own that asks no turnover: whatever the spins do, 100.00 is left.
  await creditWallet(db, merchant.id, id, 10_000n);
  token = await signInToken(app, host, 'roller', 'secret123');
  finance = (
    await signInOperator(app, db, { merchantId: merchant.id, username: 'cashier', role: 'finance' })
  ).token;
});
afterAll(async () => {
  await app.close();
  await drop();
});

function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: { host, authorization: token, language: 'en' },
    payload,
  });
}

async function turnover() {
  return (await call('GET', '/wps/v2/withdraw/overview')).json().value.turnover;
}

describe('turnover', () => {
  it('asks a deposit back in bets, counts every spin, and lets the withdrawal through once met', async () => {
    const order = (
      await call('POST', '/wps/v2/deposit/orders', {
        channelId,
        amount: '300',
        idempotencyKey: 'turnover-deposit-1',
      })
    ).json().value;
    await call('POST', `/wps/v2/deposit/orders/${order.id}/submit`, {
      trxId: 'TURN123456',
      payingNumber: '01899999999',
    });
    const approved = await app.inject({
      method: 'POST',
      url: `/ops/api/deposits/${order.id}/approve`,
      headers: { authorization: finance },
    });
    expect(approved.json()).toEqual({ success: true });
    // 100 % of the deposit by default.
    expect(await turnover()).toEqual({ required: '300.00', wagered: '0.00', remaining: '300.00' });

    const bound = await call('POST', '/wps/v2/withdraw/accounts', {
      methodCode: 'bkash',
      accountName: 'Roller Khan',
      accountNumber: '01712345678',
      paymentPassword: 'pay-456',
    });
    const accountId = bound.json().value.id as string;
    const withdraw = (key: string) =>
      call('POST', '/wps/v2/withdraw/requests', {
        accountId,
        amount: '100',
        paymentPassword: 'pay-456',
        idempotencyKey: key,
      });
    expect((await withdraw('turnover-w-1')).json().code).toBe('withdraw_turnover_unmet');

    const launched = await call(
      'GET',
      '/wps/relay/GCS_gameLaunchFB?vassalage=KHELA&gameCode=tiger-lotus',
    );
    const session = new URL(launched.json().value.url, 'http://x').searchParams.get('token');
    const spin = async () => {
      const answer = await app.inject({
        method: 'POST',
        url: '/house/api/spin',
        headers: { host, language: 'en' },
        payload: { token: session, betMinor: 10_000, requestId: randomUUID() },
      });
      expect(answer.json().success).toBe(true);
    };
    await spin();
    await spin();
    // Every staked 100.00 counts, whatever the spins won.
    expect(await turnover()).toEqual({
      required: '300.00',
      wagered: '200.00',
      remaining: '100.00',
    });
    expect((await withdraw('turnover-w-2')).json().code).toBe('withdraw_turnover_unmet');

    await spin();
    expect(await turnover()).toEqual({ required: '0.00', wagered: '0.00', remaining: '0.00' });
    const held = await withdraw('turnover-w-3');
    expect(held.json().value).toMatchObject({ status: 'pending', amount: '100.00' });
    // Met stays met: a later look does not ask again.
    expect(await turnover()).toEqual({ required: '0.00', wagered: '0.00', remaining: '0.00' });
    expect(await verifyLedger(db)).toEqual([]);
  });
});
