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
  ({ app } = await createTestApp(db, { clock }));
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

function login(username: string, password: string) {
  return app.inject({ method: 'POST', url: '/ops/api/session', payload: { username, password } });
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
