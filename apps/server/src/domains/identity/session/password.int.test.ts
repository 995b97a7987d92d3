import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { sendSealed } from '../../../../test/envelope';
import { createMember, createMerchant, createRegistrationRules } from '../../../../test/factories';
import type { Db } from '../../../db/database';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let merchantId: string;
const clock = fixedClock('2026-11-22T10:00:00Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  await createRegistrationRules(db, merchant.id);
  host = merchant.domain!;
  merchantId = merchant.id;
});
afterAll(async () => {
  await app.close();
  await drop();
});

async function login(username: string, password: string) {
  const response = await sendSealed(app, {
    method: 'POST',
    url: '/wps/session/login',
    host,
    payload: { username, password, type: 'username' },
  });
  return response.json();
}

async function changePassword(token: string, payload: Record<string, string>) {
  const { seal } = await import('../../../../test/envelope');
  return app.inject({
    method: 'POST',
    url: '/wps/member/password',
    headers: { host, authorization: token, encryption: 'RSA', language: 'en' },
    payload: await seal(app, host, payload),
  });
}

describe('change password', () => {
  it('needs the old password, applies the rules, and ends the other sessions', async () => {
    await createMember(db, merchantId, { username: 'changer', password: 'old12345' });
    const first = (await login('changer', 'old12345')).value.token;
    const second = (await login('changer', 'old12345')).value.token;
    const wrongOld = await changePassword(first, {
      oldPassword: 'nope1234',
      newPassword: 'new12345',
      confirmNewPassword: 'new12345',
    });
    expect(wrongOld.json().code).toBe('old_password_incorrect');
    const weak = await changePassword(first, {
      oldPassword: 'old12345',
      newPassword: 'abc',
      confirmNewPassword: 'abd',
    });
    expect(weak.statusCode).toBe(400);
    expect(
      weak
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['confirmNewPassword', 'newPassword']);
    const done = await changePassword(first, {
      oldPassword: 'old12345',
      newPassword: 'new12345',
      confirmNewPassword: 'new12345',
    });
    expect(done.statusCode).toBe(200);
    expect((await login('changer', 'old12345')).code).toBe('invalid_credentials');
    expect((await login('changer', 'new12345')).success).toBe(true);
    const current = await app.inject({
      url: '/wps/member/info',
      headers: { host, authorization: first },
    });
    expect(current.statusCode).toBe(200);
    const other = await app.inject({
      url: '/wps/member/info',
      headers: { host, authorization: second },
    });
    expect(other.statusCode).toBe(401);
  });

  it('lets a forced change skip the old password only right after the sign-in', async () => {
    const member = await createMember(db, merchantId, {
      username: 'flagged',
      password: 'temp12345',
    });
    await db
      .updateTable('members')
      .set({ mustChangePassword: true })
      .where('id', '=', member.id)
      .execute();
    const signedIn = await login('flagged', 'temp12345');
    expect(signedIn.value.passwordExpired).toBe(true);
    clock.set('2026-11-22T10:11:00Z');
    const late = await changePassword(signedIn.value.token, {
      newPassword: 'mine12345',
      confirmNewPassword: 'mine12345',
    });
    expect(late.json().code).toBe('old_password_incorrect');
    clock.set('2026-11-22T10:00:00Z');
    const fresh = (await login('flagged', 'temp12345')).value.token;
    const done = await changePassword(fresh, {
      newPassword: 'mine12345',
      confirmNewPassword: 'mine12345',
    });
    expect(done.statusCode).toBe(200);
    const again = await login('flagged', 'mine12345');
    expect(again.value.passwordExpired).toBe(false);
  });

  it('asks for a session and for encryption', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { host },
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
