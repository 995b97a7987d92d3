import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import { createMember, createMerchant } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { verifyLedger } from '../ledger/ledger.verify';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let token: string;
let channelId: string;
const secret = 'gateway-secret-0123456789abcdef0123456789';
const clock = fixedClock('2026-11-22T10:00:00Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  host = merchant.domain!;
  const gateway = await db
    .insertInto('paymentGateways')
    .values({
      merchantId: merchant.id,
      code: 'fastpay',
      adapter: 'hmac_v1',
      payUrl: 'https://pay.example.test/checkout',
      secret,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const method = await db
    .insertInto('paymentMethods')
    .values({ merchantId: merchant.id, code: 'card', name: 'FastPay', kind: 'bank' })
    .returning('id')
    .executeTakeFirstOrThrow();
  channelId = (
    await db
      .insertInto('paymentChannels')
      .values({
        merchantId: merchant.id,
        methodId: method.id,
        code: 'instant',
        name: 'Instant',
        minMinor: '10000',
        maxMinor: '1000000',
        gatewayId: gateway.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await createMember(db, merchant.id, { username: 'swift', password: 'secret123' });
  token = await signInToken(app, host, 'swift', 'secret123');
});
afterAll(async () => {
  await app.close();
  await drop();
});

const headers = () => ({ host, authorization: token, language: 'en' });
function callback(body: object, signWith = secret, timestamp = clock.now().getTime()) {
  const raw = JSON.stringify({ ...body, timestamp });
  const signature = createHmac('sha256', signWith).update(`${timestamp}.${raw}`).digest('hex');
  return app.inject({
    method: 'POST',
    url: '/wps/v2/deposit/gateways/fastpay/callback',
    headers: { host, 'content-type': 'application/json', 'x-khela-signature': signature },
    payload: raw,
  });
}
const balance = async () =>
  (await app.inject({ url: '/wps/v2/wallets/balance', headers: headers() })).json().value
    .sumBalance;

describe('automatic payment gateway', () => {
  it('sends the player to the gateway and credits a signed callback once', async () => {
    const methods = (
      await app.inject({ url: '/wps/v2/deposit/methods', headers: headers() })
    ).json().value;
    expect(methods[0].channels[0].id).toBe(channelId);
    const order = (
      await app.inject({
        method: 'POST',
        url: '/wps/v2/deposit/orders',
        headers: headers(),
        payload: { channelId, amount: '250', idempotencyKey: 'gateway-order-1' },
      })
    ).json().value;
    expect(order.receivingAccount).toBeNull();
    const payUrl = new URL(order.payUrl);
    expect(payUrl.origin + payUrl.pathname).toBe('https://pay.example.test/checkout');
    expect(payUrl.searchParams.get('order')).toBe(order.id);
    expect(payUrl.searchParams.get('amount')).toBe('250.00');
    // A gateway order takes no TrxID from the player.
    const manual = await app.inject({
      method: 'POST',
      url: `/wps/v2/deposit/orders/${order.id}/submit`,
      headers: headers(),
      payload: { trxId: 'ABC123456', payingNumber: '01711111111' },
    });
    expect(manual.json().code).toBe('deposit_order_closed');

    const paid = { orderId: order.id, reference: 'FP-9001', amount: '250.00', status: 'paid' };
    expect((await callback(paid, 'another-secret-0123456789abcdef012345')).json().code).toBe(
      'gateway_signature_invalid',
    );
    const stale = await callback(paid, secret, clock.now().getTime() - 10 * 60_000);
    expect(stale.json().code).toBe('gateway_signature_invalid');
    expect((await callback({ ...paid, amount: '2500.00' })).json().code).toBe('amount_invalid');
    expect((await callback({ ...paid, orderId: '999999' })).json().code).toBe('not_found');
    expect(await balance()).toBe('0.00');

    // The countdown ran out before the gateway confirmed: the money arrived, so it counts.
    clock.set('2026-11-22T10:20:00Z');
    const [first, again] = await Promise.all([callback(paid), callback(paid)]);
    expect(first.json().value).toEqual({ orderId: order.id, status: 'approved' });
    expect(again.json().value).toEqual({ orderId: order.id, status: 'approved' });
    expect((await callback(paid)).json().value.status).toBe('approved');
    expect(await balance()).toBe('250.00');
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('refuses a payment reference another order holds, and moves nothing', async () => {
    const order = (
      await app.inject({
        method: 'POST',
        url: '/wps/v2/deposit/orders',
        headers: headers(),
        payload: { channelId, amount: '300', idempotencyKey: 'gateway-order-2' },
      })
    ).json().value;
    const reused = { orderId: order.id, reference: 'FP-9001', amount: '300.00', status: 'paid' };
    expect((await callback(reused)).json().code).toBe('idempotency_conflict');
    expect(await balance()).toBe('250.00');
    const orders = (await app.inject({ url: '/wps/v2/deposit/orders', headers: headers() })).json()
      .value;
    expect(orders.find((row: { id: string }) => row.id === order.id).status).toBe(
      'awaiting_payment',
    );
    expect(await verifyLedger(db)).toEqual([]);
  });
});
