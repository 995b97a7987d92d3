import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../../test/app';
import { signInToken } from '../../../../test/envelope';
import { createMember } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { openPaymentDesk, type DeskMethod, type PaymentDeskWorld } from './payment-desk.fixture';

let world: PaymentDeskWorld;
let db: Db;
let app: FastifyInstance;
const clock = fixedClock('2026-11-25T10:00:00Z');
let merchant: PaymentDeskWorld['merchant'];
let playerToken: string;

beforeAll(async () => {
  world = await openPaymentDesk(clock);
  ({ db, app, merchant } = world);
  await createMember(db, merchant.id, { username: 'payin', password: 'secret123' });
  playerToken = await signInToken(app, merchant.domain!, 'payin', 'secret123');
});
afterAll(() => world.close());

type Method = DeskMethod;
const ops = (...call: Parameters<PaymentDeskWorld['ops']>) => world.ops(...call);
const desk = (...call: Parameters<PaymentDeskWorld['desk']>) => world.desk(...call);

async function actionCount(): Promise<number> {
  const row = await db
    .selectFrom('operatorActions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function player(method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: { host: merchant.domain!, authorization: playerToken, language: 'en' },
    payload,
  });
}

describe('payment desk', () => {
  let methodId: string;
  let channelId: string;

  it('sets up a method, a channel and rotating accounts that players pay into at once', async () => {
    const created = await ops('admin', 'POST', '/ops/api/payments/methods', {
      code: 'nagad',
      name: 'Nagad',
      kind: 'mobile_money',
      iconUrl: '/art/payments/nagad.svg',
    });
    expect(created.json()).toEqual({ success: true });
    methodId = (await desk()).methods[0].id;
    const channel = await ops('admin', 'POST', `/ops/api/payments/methods/${methodId}/channels`, {
      code: 'send_money',
      name: 'Send Money',
      min: '200',
      max: '25,000',
      chips: ['1000', '200', '5000', '1000'],
      orderMinutes: 15,
    });
    expect(channel.json()).toEqual({ success: true });
    const view = await desk();
    channelId = view.methods[0].channels[0].id;
    for (const accountNumber of ['01811111111', '01822222222']) {
      const account = await ops(
        'finance',
        'POST',
        `/ops/api/payments/channels/${channelId}/accounts`,
        {
          accountName: `Desk ${accountNumber.slice(-1)}`,
          accountNumber,
        },
      );
      expect(account.json()).toEqual({ success: true });
    }
    expect((await desk('finance')).methods).toEqual([
      {
        id: methodId,
        code: 'nagad',
        name: 'Nagad',
        kind: 'mobile_money',
        iconUrl: '/art/payments/nagad.svg',
        isEnabled: true,
        allowsWithdrawal: true,
        sortOrder: 0,
        channels: [
          expect.objectContaining({
            code: 'send_money',
            min: '200.00',
            max: '25000.00',
            // Sorted, repeats dropped.
            chips: ['200.00', '1000.00', '5000.00'],
            orderMinutes: 15,
            gatewayCode: null,
            accounts: [
              expect.objectContaining({ accountNumber: '01811111111', openOrders: 0 }),
              expect.objectContaining({ accountNumber: '01822222222', openOrders: 0 }),
            ],
          }),
        ],
      },
    ]);

    const methods = (await player('GET', '/wps/v2/deposit/methods')).json().value;
    expect(methods[0].channels[0]).toMatchObject({
      id: channelId,
      min: '200.00',
      orderMinutes: 15,
    });
    const order = await player('POST', '/wps/v2/deposit/orders', {
      channelId,
      amount: '1000',
      idempotencyKey: 'desk-order-0001',
    });
    expect(order.json().value).toMatchObject({
      receivingAccount: { number: '01811111111' },
      expiresAt: '2026-11-25T10:15:00.000Z',
    });
    expect((await desk()).methods[0].channels[0].accounts[0].openOrders).toBe(1);
  });

  it('pauses an account out of the rotation, and a channel or method out of sight', async () => {
    const accounts = (await desk()).methods[0].channels[0].accounts;
    const paused = await ops('finance', 'PATCH', `/ops/api/payments/accounts/${accounts[1].id}`, {
      isEnabled: false,
    });
    expect(paused.json()).toEqual({ success: true });
    const order = await player('POST', '/wps/v2/deposit/orders', {
      channelId,
      amount: '500',
      idempotencyKey: 'desk-order-0002',
    });
    // The rotation would have given the second account; it is paused.
    expect(order.json().value.receivingAccount.number).toBe('01811111111');

    expect(
      (
        await ops('admin', 'PATCH', `/ops/api/payments/channels/${channelId}`, { isEnabled: false })
      ).json(),
    ).toEqual({ success: true });
    expect((await player('GET', '/wps/v2/deposit/methods')).json().value).toEqual([]);
    const refused = await player('POST', '/wps/v2/deposit/orders', {
      channelId,
      amount: '500',
      idempotencyKey: 'desk-order-0003',
    });
    expect(refused.json().code).toBe('deposit_channel_unavailable');
    await ops('admin', 'PATCH', `/ops/api/payments/channels/${channelId}`, { isEnabled: true });
    expect((await player('GET', '/wps/v2/deposit/methods')).json().value).toHaveLength(1);
    // New chips are logged as the amounts they are, in minor units, before and after.
    await ops('admin', 'PATCH', `/ops/api/payments/channels/${channelId}`, {
      chips: ['200.00', '2000.00'],
    });
    const logged = await db
      .selectFrom('operatorActions')
      .select('detail')
      .where('action', '=', 'payment_channel_update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged.detail).toEqual({
      chipsMinor: { from: ['20000', '100000', '500000'], to: ['20000', '200000'] },
    });
  });

  it('refuses bad settings with field errors and changes nothing', async () => {
    const before = await desk();
    const actionsBefore = await actionCount();
    const channels = `/ops/api/payments/methods/${methodId}/channels`;
    const cases: [Method, string, object, string, string][] = [
      ['POST', channels, { code: 'c1', name: 'X', min: '500', max: '100' }, 'max', 'max_below_min'],
      [
        'POST',
        channels,
        { code: 'c2', name: 'X', min: '-5', max: '100' },
        'min',
        'validation.amount',
      ],
      [
        'POST',
        channels,
        { code: 'c3', name: 'X', min: '0', max: '100' },
        'min',
        'validation.amount',
      ],
      [
        'POST',
        channels,
        { code: 'c4', name: 'X', min: '1.005', max: '100' },
        'min',
        'validation.amountDecimals',
      ],
      [
        'POST',
        channels,
        { code: 'c5', name: 'X', min: 'ten', max: '100' },
        'min',
        'validation.amount',
      ],
      [
        'POST',
        channels,
        { code: 'c6', name: 'X', min: '1', max: '1e30' },
        'max',
        'validation.amount',
      ],
      [
        'POST',
        channels,
        { code: 'c7', name: 'X', min: '10', max: '100', chips: ['50', '500'] },
        'chips.1',
        'chip_outside_range',
      ],
      [
        'POST',
        channels,
        { code: 'c8', name: 'X', min: '10', max: '100', gatewayCode: 'nowhere' },
        'gatewayCode',
        'gateway_unknown',
      ],
      [
        'POST',
        channels,
        { code: 'Bad Code', name: 'X', min: '10', max: '100' },
        'code',
        'field_invalid',
      ],
      [
        'PATCH',
        `/ops/api/payments/channels/${channelId}`,
        { min: '30000' },
        'max',
        'max_below_min',
      ],
      [
        'POST',
        '/ops/api/payments/methods',
        { code: 'x1', name: 'X', kind: 'cash' },
        'kind',
        'field_invalid',
      ],
      [
        'POST',
        '/ops/api/payments/methods',
        { code: 'x2', name: 'X', kind: 'bank', iconUrl: 'javascript:alert(1)' },
        'iconUrl',
        'field_invalid',
      ],
      [
        'POST',
        '/ops/api/payments/gateways',
        { code: 'g1', adapter: 'hmac_v1', payUrl: 'https://pay.test/', secret: 'short' },
        'secret',
        'field_invalid',
      ],
      [
        'PUT',
        '/ops/api/payments/rules',
        { ...before.rules, withdrawMin: '900', withdrawMax: '800' },
        'withdrawMax',
        'max_below_min',
      ],
    ];
    for (const [method, url, payload, path, code] of cases) {
      const response = await ops('admin', method, url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      const field = response.json().fields.find((entry: { path: string }) => entry.path === path);
      expect(field, `${url} ${JSON.stringify(payload)}`).toBeDefined();
      expect(field.code).toBe(code);
      expect(field.message).not.toBe('');
    }
    const taken = await ops('admin', 'POST', channels, {
      code: 'send_money',
      name: 'X',
      min: '10',
      max: '100',
    });
    expect(taken.json().code).toBe('payment_code_taken');
    // Each names the field it is about, for the form to mark.
    expect(taken.json().fields).toEqual([expect.objectContaining({ path: 'code' })]);
    const accountTaken = await ops(
      'admin',
      'POST',
      `/ops/api/payments/channels/${channelId}/accounts`,
      {
        accountName: 'Again',
        accountNumber: '01811111111',
      },
    );
    expect(accountTaken.json().code).toBe('receiving_account_taken');
    expect(accountTaken.json().fields).toEqual([
      expect.objectContaining({ path: 'accountNumber', code: 'receiving_account_taken' }),
    ]);
    expect(await desk()).toEqual(before);
    expect(await actionCount()).toBe(actionsBefore);
  });

  it('keeps a gateway secret on the server and sends channel orders through the gateway', async () => {
    const secret = 'g'.repeat(40);
    const created = await ops('admin', 'POST', '/ops/api/payments/gateways', {
      code: 'autopay',
      adapter: 'hmac_v1',
      payUrl: 'https://pay.example.test/checkout',
      secret,
    });
    expect(created.json()).toEqual({ success: true });
    await ops('admin', 'POST', `/ops/api/payments/methods/${methodId}/channels`, {
      code: 'auto',
      name: 'Automatic',
      min: '100',
      max: '1000',
      gatewayCode: 'autopay',
    });
    const view = await desk();
    expect(view.gateways).toEqual([
      {
        code: 'autopay',
        adapter: 'hmac_v1',
        payUrl: 'https://pay.example.test/checkout',
        secretFingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
        isEnabled: true,
        callbackPath: '/wps/v2/deposit/gateways/autopay/callback',
      },
    ]);
    expect(JSON.stringify(view)).not.toContain(secret);
    const actions = await db.selectFrom('operatorActions').select('detail').execute();
    expect(JSON.stringify(actions)).not.toContain(secret);

    const auto = view.methods[0].channels.find(
      (channel: { code: string }) => channel.code === 'auto',
    );
    const order = await player('POST', '/wps/v2/deposit/orders', {
      channelId: auto.id,
      amount: '150',
      idempotencyKey: 'desk-order-gate',
    });
    expect(order.json().value).toMatchObject({ receivingAccount: null });
    expect(order.json().value.payUrl).toMatch(/^https:\/\/pay\.example\.test\/checkout\?order=/);

    const rotated = await ops('admin', 'PATCH', '/ops/api/payments/gateways/autopay', {
      secret: 'h'.repeat(40),
    });
    expect(rotated.json()).toEqual({ success: true });
    expect((await desk()).gateways[0].secretFingerprint).not.toBe(
      view.gateways[0].secretFingerprint,
    );
  });
});
