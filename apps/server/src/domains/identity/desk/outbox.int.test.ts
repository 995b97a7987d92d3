import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { createMerchant, signInOperator } from '../../../../test/factories';
import type { Db } from '../../../db/database';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let merchant: Awaited<ReturnType<typeof createMerchant>>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db));
  merchant = await createMerchant(db);
});
afterAll(async () => {
  await app.close();
  await drop();
});

function call(target: FastifyInstance, token: string, url: string) {
  return target.inject({ url, headers: { authorization: token } });
}

async function keep(provider: string, recipient: string, body: string) {
  await db
    .insertInto('smsOutbox')
    .values({
      merchantId: merchant.id,
      recipient,
      body,
      provider,
      status: provider === 'outbox' ? 'stored' : 'sent',
      createdAt: new Date(),
    })
    .execute();
}

describe('outbox page', () => {
  it('shows the platform owner what the outbox kept, never what a carrier sent', async () => {
    const owner = await signInOperator(app, db, {
      merchantId: null,
      username: 'root',
      role: 'owner',
    });
    expect((await call(app, owner.token, '/ops/api/outbox')).json().value).toEqual({
      kinds: ['sms', 'mail'],
    });
    await keep('outbox', '8801711000001', 'Your code is 123456');
    await keep('http', '8801711000002', 'Your code is 654321');
    await keep('outbox', '8801711000003', 'Your code is 111222');
    const all = (await call(app, owner.token, '/ops/api/outbox/messages?kind=sms')).json().value;
    expect(all.map((message: { body: string }) => message.body)).toEqual([
      'Your code is 111222',
      'Your code is 123456',
    ]);
    expect(all[0]).toMatchObject({ merchantCode: merchant.code, subject: null });
    const one = await call(app, owner.token, '/ops/api/outbox/messages?kind=sms&to=000001');
    expect(one.json().value.map((message: { recipient: string }) => message.recipient)).toEqual([
      '8801711000001',
    ]);
    const wildcard = await call(app, owner.token, '/ops/api/outbox/messages?kind=sms&to=%25');
    expect(wildcard.json().value).toEqual([]);
  });

  it('is the platform owner’s alone', async () => {
    const admin = await signInOperator(app, db, {
      merchantId: null,
      username: 'platformadmin',
      role: 'admin',
    });
    const merchantOwner = await signInOperator(app, db, {
      merchantId: merchant.id,
      username: 'merchantowner',
      role: 'owner',
    });
    for (const token of [admin.token, merchantOwner.token]) {
      expect((await call(app, token, '/ops/api/outbox')).json().code).toBe('forbidden');
      expect((await call(app, token, '/ops/api/outbox/messages?kind=sms')).json().code).toBe(
        'forbidden',
      );
    }
  });

  it('is not there on a deployment whose carriers really send', async () => {
    const sending = await createTestApp(db, {
      smsProvider: {
        name: 'http',
        send: () => Promise.resolve({ status: 'sent' as const, providerRef: 'x' }),
      },
    });
    try {
      const owner = await signInOperator(sending.app, db, {
        merchantId: null,
        username: 'sendingroot',
        role: 'owner',
      });
      expect((await call(sending.app, owner.token, '/ops/api/outbox')).json().value).toEqual({
        kinds: ['mail'],
      });
      const refused = await call(sending.app, owner.token, '/ops/api/outbox/messages?kind=sms');
      expect(refused.json().code).toBe('not_found');
    } finally {
      await sending.app.close();
    }
  });
});
