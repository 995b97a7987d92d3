import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../../test/app';
import type { Db } from '../../../db/database';
import { openPaymentDesk, type PaymentDeskWorld } from './payment-desk.fixture';

let world: PaymentDeskWorld;
let db: Db;
let app: FastifyInstance;
const clock = fixedClock('2026-11-25T10:00:00Z');
let merchant: PaymentDeskWorld['merchant'];
let other: PaymentDeskWorld['other'];
let channelId: string;

beforeAll(async () => {
  world = await openPaymentDesk(clock);
  ({ db, app, merchant, other } = world);
  // A method with a channel, as the desk's first setup leaves it.
  await ops('admin', 'POST', '/ops/api/payments/methods', {
    code: 'nagad',
    name: 'Nagad',
    kind: 'mobile_money',
  });
  const methodId = (await desk()).methods[0].id;
  await ops('admin', 'POST', `/ops/api/payments/methods/${methodId}/channels`, {
    code: 'send_money',
    name: 'Send Money',
    min: '200',
    max: '25,000',
  });
  channelId = (await desk()).methods[0].channels[0].id;
});
afterAll(() => world.close());

const ops = (...call: Parameters<PaymentDeskWorld['ops']>) => world.ops(...call);
const desk = (...call: Parameters<PaymentDeskWorld['desk']>) => world.desk(...call);

describe('payment desk settings', () => {
  it('saves the wallet rules, which the wallet applies at once', async () => {
    const rules = (await desk()).rules;
    const saved = await ops('admin', 'PUT', '/ops/api/payments/rules', {
      ...rules,
      withdrawMin: '750',
      receiptMinutes: 90,
      adjustmentDual: '2,500',
    });
    expect(saved.json().value).toMatchObject({
      withdrawMin: '750.00',
      receiptMinutes: 90,
      adjustmentDual: '2500.00',
    });
    const row = await db
      .selectFrom('walletRules')
      .selectAll()
      .where('merchantId', '=', merchant.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      withdrawMinMinor: '75000',
      receiptMinutes: 90,
      adjustmentDualMinor: '250000',
    });
    const logged = await db
      .selectFrom('operatorActions')
      .select(['action', 'detail'])
      .where('action', '=', 'wallet_rules_update')
      .executeTakeFirstOrThrow();
    expect(logged.detail).toMatchObject({ withdrawMinMinor: { from: '50000', to: '75000' } });
  });

  it('lets only managers set up, finance rotate accounts, and nobody else in', async () => {
    const method = { code: 'rocket', name: 'Rocket', kind: 'mobile_money' };
    expect((await ops('finance', 'POST', '/ops/api/payments/methods', method)).statusCode).toBe(
      403,
    );
    expect(
      (await ops('finance', 'PUT', '/ops/api/payments/rules', (await desk()).rules)).statusCode,
    ).toBe(403);
    expect((await ops('support', 'GET', '/ops/api/payments')).statusCode).toBe(403);
    const anonymous = await app.inject({ url: '/ops/api/payments' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps merchants apart and makes a platform operator name one', async () => {
    const foreignChannel = await ops(
      'otherAdmin',
      'PATCH',
      `/ops/api/payments/channels/${channelId}`,
      {
        isEnabled: false,
      },
    );
    expect(foreignChannel.statusCode).toBe(404);
    expect((await desk('otherAdmin')).methods).toEqual([]);
    expect(
      (await ops('otherAdmin', 'GET', `/ops/api/payments?merchant=${merchant.code}`)).statusCode,
    ).toBe(404);
    const unnamed = await ops('platform', 'GET', '/ops/api/payments');
    expect(unnamed.json().fields[0]).toMatchObject({ path: 'merchant' });
    expect((await desk('platform', `?merchant=${merchant.code}`)).methods[0].code).toBe('nagad');
    const merchants = (await ops('platform', 'GET', '/ops/api/merchants')).json().value;
    expect(merchants.map((entry: { code: string }) => entry.code)).toEqual(
      expect.arrayContaining([merchant.code, other.code]),
    );
  });

  it('takes amounts in the merchant currency: whole dong for a VND merchant', async () => {
    const method = await ops('otherAdmin', 'POST', '/ops/api/payments/methods', {
      code: 'bank',
      name: 'Bank transfer',
      kind: 'bank',
    });
    expect(method.json()).toEqual({ success: true });
    const id = (await desk('otherAdmin')).methods[0].id;
    const fractional = await ops('otherAdmin', 'POST', `/ops/api/payments/methods/${id}/channels`, {
      code: 'vcb',
      name: 'VCB',
      min: '50000.5',
      max: '5000000',
    });
    expect(fractional.json().fields[0]).toMatchObject({
      path: 'min',
      code: 'validation.amountDecimals',
    });
    await ops('otherAdmin', 'POST', `/ops/api/payments/methods/${id}/channels`, {
      code: 'vcb',
      name: 'VCB',
      min: '50,000',
      max: '5000000',
      chips: ['100000'],
    });
    expect((await desk('otherAdmin')).methods[0].channels[0]).toMatchObject({
      min: '50000',
      max: '5000000',
      chips: ['100000'],
    });
  });
});
