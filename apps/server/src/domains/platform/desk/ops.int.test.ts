import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import type { Db } from '../../../db/database';
import { hashPassword } from '../../../lib/passwords';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
const clock = fixedClock('2026-11-22T10:00:00Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock, captchaRandom: () => 0 }));
  await db
    .insertInto('operators')
    .values([
      {
        username: 'finance1',
        passwordHash: await hashPassword('correct horse'),
        role: 'finance',
        merchantId: null,
      },
      {
        username: 'retired',
        passwordHash: await hashPassword('correct horse'),
        role: 'support',
        merchantId: null,
        isActive: false,
      },
    ])
    .execute();
});
afterAll(async () => {
  await app.close();
  await drop();
});

/** A sign-in carrying a solved captcha (asked for after a few failures). */
async function login(username: string, password: string, remoteAddress = '127.0.0.1') {
  const captchaId = (await app.inject({ url: '/ops/api/captcha' })).headers['captcha-id'];
  return app.inject({
    method: 'POST',
    url: '/ops/api/session',
    remoteAddress,
    headers: { 'user-agent': 'DeskBrowser/1.0' },
    payload: { username, password, captchaId, captcha: '0000' },
  });
}

describe('back-office sign-in', () => {
  it('signs in, authenticates the token, and signs out', async () => {
    const response = await login('finance1', 'correct horse');
    expect(response.statusCode).toBe(200);
    const { token, operator } = response.json().value;
    expect(operator).toMatchObject({ username: 'finance1', role: 'finance', merchantCode: null });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db.selectFrom('operatorSessions').select('tokenHash').execute();
    expect(stored.every((row) => !row.tokenHash.toString('utf8').includes(token))).toBe(true);
    const me = await app.inject({
      url: '/ops/api/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().value.username).toBe('finance1');
    await app.inject({
      method: 'DELETE',
      url: '/ops/api/session',
      headers: { authorization: token },
    });
    const after = await app.inject({ url: '/ops/api/session', headers: { authorization: token } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a wrong password, an unknown user and an inactive operator alike', async () => {
    for (const [username, password] of [
      ['finance1', 'wrong password'],
      ['nobody', 'correct horse'],
      ['retired', 'correct horse'],
      // Too short to exist: refused the same way, not with the length rules.
      ['finance1', 'wrong'],
      ['f', 'correct horse'],
    ] as const) {
      const response = await login(username, password);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('invalid_credentials');
    }
  });

  it('refuses malformed sign-in bodies with field reasons', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/ops/api/session',
      payload: { username: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['password', 'username']);
  });

  it('expires a session after 30 idle minutes', async () => {
    const { token } = (await login('finance1', 'correct horse')).json().value;
    clock.set('2026-11-22T10:29:00Z');
    expect(
      (await app.inject({ url: '/ops/api/session', headers: { authorization: token } })).statusCode,
    ).toBe(200);
    clock.set('2026-11-22T11:00:00Z');
    expect(
      (await app.inject({ url: '/ops/api/session', headers: { authorization: token } })).statusCode,
    ).toBe(401);
    clock.set('2026-11-22T10:00:00Z');
  });
});

describe('back-office sign-in throttle', () => {
  const codes = async (tries: [string, string, string?][]) => {
    const found: string[] = [];
    for (const [username, password, address] of tries) {
      found.push((await login(username, password, address)).json().code ?? 'ok');
    }
    return found;
  };

  it("slows an account's guesses down, whatever the password and address", async () => {
    clock.set('2026-11-23T09:00:00Z');
    await db
      .insertInto('operators')
      .values({
        username: 'cashier9',
        passwordHash: await hashPassword('right one!'),
        role: 'finance',
        merchantId: null,
      })
      .execute();
    const wrong = (address: string): [string, string, string] => ['cashier9', 'guess', address];
    expect(await codes([wrong('10.1.0.1'), wrong('10.1.0.2'), wrong('10.1.0.3')])).toEqual([
      'invalid_credentials',
      'invalid_credentials',
      'invalid_credentials',
    ]);
    // Three failures: the next try waits a second, even with the right password.
    const early = await login('cashier9', 'right one!', '10.1.0.4');
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      code: 'too_many_requests',
      value: { retryAfterSeconds: 1 },
    });
    // The wait is said in words (the caller's language; Bengali by default) and in Retry-After.
    expect(early.headers['retry-after']).toBe('1');
    expect(early.json().message).toContain('1 সেকেন্ড');
    clock.set('2026-11-23T09:00:01Z');
    expect(await codes([wrong('10.1.0.5')])).toEqual(['invalid_credentials']);
    // Four failures: two seconds; the waits double.
    clock.set('2026-11-23T09:00:02Z');
    expect((await login('cashier9', 'right one!')).json().value.retryAfterSeconds).toBe(1);
    clock.set('2026-11-23T09:00:03Z');
    expect((await login('cashier9', 'right one!')).statusCode).toBe(200);
    // A success starts the count again.
    expect(await codes([wrong('10.1.0.6')])).toEqual(['invalid_credentials']);
    clock.set('2026-11-22T10:00:00Z');
  });

  it('slows an address that guesses many accounts', async () => {
    clock.set('2026-11-23T11:00:00Z');
    const guesses = Array.from({ length: 10 }, (_, n): [string, string, string] => [
      `nobody${n}`,
      'guess',
      '10.2.0.1',
    ]);
    expect(new Set(await codes(guesses))).toEqual(new Set(['invalid_credentials']));
    expect((await login('finance1', 'correct horse', '10.2.0.1')).statusCode).toBe(429);
    expect((await login('finance1', 'correct horse', '10.2.0.2')).statusCode).toBe(200);
    clock.set('2026-11-22T10:00:00Z');
  });

  it('puts every sign-in of an operator, and every failed one, in the action log', async () => {
    const rows = await db
      .selectFrom('operatorActions')
      .innerJoin('operators', 'operators.id', 'operatorActions.operatorId')
      .select(['operators.username', 'operatorActions.action', 'operatorActions.detail'])
      .where('operators.username', '=', 'cashier9')
      .orderBy('operatorActions.id')
      .execute();
    expect(rows.map((row) => row.action)).toEqual([
      ...Array<string>(4).fill('operator_sign_in_failed'),
      'operator_sign_in',
      'operator_sign_in_failed',
    ]);
    expect(rows[0]!.detail).toEqual({ address: '10.1.0.1', userAgent: 'DeskBrowser/1.0' });
    // Unknown names and refused tries are kept with the attempts.
    const attempts = await db
      .selectFrom('operatorSignIns')
      .select(['username', 'outcome', 'address'])
      .where('address', '=', '10.2.0.1')
      .execute();
    expect(attempts).toHaveLength(11);
    expect(attempts.at(-1)).toEqual({
      username: 'finance1',
      outcome: 'throttled',
      address: '10.2.0.1',
    });
  });
});
