import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { sendSealed } from '../../../../test/envelope';
import { createMember, createMerchant } from '../../../../test/factories';
import type { Db } from '../../../db/database';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let otherHost: string;
const clock = fixedClock('2026-11-22T10:00:00Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  // Captcha answers are always 0000 here, so tests can solve them.
  ({ app } = await createTestApp(db, { clock, captchaRandom: () => 0 }));
  const merchant = await createMerchant(db);
  host = merchant.domain!;
  otherHost = (await createMerchant(db)).domain!;
  await createMember(db, merchant.id, { username: 'rahim', password: 'secret123' });
  await createMember(db, merchant.id, {
    username: 'blocked',
    password: 'secret123',
    status: 'disabled',
  });
});
afterAll(async () => {
  await app.close();
  await drop();
});

function login(username: string, password: string, onHost = host) {
  return sendSealed(app, {
    method: 'POST',
    url: '/wps/session/login',
    host: onHost,
    payload: { username, password, type: 'username' },
  });
}

describe('member sign-in', () => {
  it('signs in with an encrypted request and answers the session value', async () => {
    const response = await login('Rahim', 'secret123');
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({
      userName: 'rahim',
      firstTimeLogin: true,
      passwordExpired: false,
      isAgent: 0,
    });
    const info = await app.inject({
      url: '/wps/member/info',
      headers: { host, authorization: value.token },
    });
    expect(info.json().value).toMatchObject({ account: 'rahim', type: 0, toUpline: false });
    const again = (await login('rahim', 'secret123')).json().value;
    expect(again.firstTimeLogin).toBe(false);
  });

  it('refuses plain JSON on the encrypted endpoint', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { host },
      payload: { username: 'rahim', password: 'secret123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('encryption_required');
    const forged = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { host, encryption: 'RSA' },
      payload: { keyId: 'x', key: 'AAAA', iv: 'AAAA', value: 'AAAA' },
    });
    expect(forged.json().code).toBe('encryption_invalid');
  });

  it('answers a wrong password and an unknown user alike, and a disabled account plainly', async () => {
    expect((await login('rahim', 'wrong-password')).json().code).toBe('invalid_credentials');
    expect((await login('nobody', 'secret123')).json().code).toBe('invalid_credentials');
    expect((await login('blocked', 'secret123')).json().code).toBe('account_disabled');
  });

  it('keeps members of one merchant out of another', async () => {
    expect((await login('rahim', 'secret123', otherHost)).json().code).toBe('invalid_credentials');
    const token = (await login('rahim', 'secret123')).json().value.token;
    const info = await app.inject({
      url: '/wps/member/info',
      headers: { host: otherHost, authorization: token },
    });
    expect(info.statusCode).toBe(401);
  });

  it('demands a captcha after three failures, and locks the account after ten', async () => {
    const merchantId = (
      await db
        .selectFrom('merchantDomains')
        .select('merchantId')
        .where('domain', '=', host)
        .executeTakeFirstOrThrow()
    ).merchantId;
    await createMember(db, merchantId, { username: 'target', password: 'secret123' });
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      answers.push((await login('target', `wrong-${attempt}`)).json());
    expect(answers.map((answer) => answer.code)).toEqual([
      'invalid_credentials',
      'invalid_credentials',
      'invalid_credentials',
    ]);
    expect(answers.map((answer) => answer.value.captchaRequired)).toEqual([false, false, true]);
    const withoutCaptcha = (await login('target', 'secret123')).json();
    expect(withoutCaptcha).toMatchObject({
      code: 'captcha_required',
      value: { captchaRequired: true },
    });

    const captcha = await app.inject({ url: '/wps/captcha', headers: { host } });
    expect(captcha.json().value).toMatch(/^iVBORw0KGgo/);
    const captchaId = captcha.headers['captcha-id'] as string;
    const wrongCaptcha = await sendSealed(app, {
      method: 'POST',
      url: '/wps/session/login',
      host,
      payload: { username: 'target', password: 'secret123', captcha: '9999', captchaId },
    });
    expect(wrongCaptcha.json().code).toBe('captcha_invalid');
    const reused = await sendSealed(app, {
      method: 'POST',
      url: '/wps/session/login',
      host,
      payload: { username: 'target', password: 'secret123', captcha: '0000', captchaId },
    });
    expect(reused.json().code).toBe('captcha_invalid');

    async function solved(password: string) {
      const id = (await app.inject({ url: '/wps/captcha', headers: { host } })).headers[
        'captcha-id'
      ] as string;
      return sendSealed(app, {
        method: 'POST',
        url: '/wps/session/login',
        host,
        payload: { username: 'target', password, captcha: '0000', captchaId: id },
      });
    }
    for (let attempt = 3; attempt < 10; attempt += 1) {
      expect((await solved(`wrong-${attempt}`)).json().code).toBe('invalid_credentials');
    }
    expect((await solved('secret123')).json().code).toBe('too_many_requests');
    clock.set('2026-11-22T10:16:00Z');
    expect((await login('target', 'secret123')).statusCode).toBe(200);
    clock.set('2026-11-22T10:00:00Z');
  });

  it('signs out and expires idle sessions', async () => {
    const token = (await login('rahim', 'secret123')).json().value.token;
    const headers = { host, authorization: token };
    expect((await app.inject({ url: '/wps/member/info', headers })).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers });
    expect((await app.inject({ url: '/wps/member/info', headers })).statusCode).toBe(401);
    const idle = (await login('rahim', 'secret123')).json().value.token;
    clock.set('2026-11-22T11:01:00Z');
    expect(
      (await app.inject({ url: '/wps/member/info', headers: { host, authorization: idle } }))
        .statusCode,
    ).toBe(401);
    clock.set('2026-11-22T10:00:00Z');
  });

  it('does not offer SMS sign-in until it exists', async () => {
    const response = await sendSealed(app, {
      method: 'POST',
      url: '/wps/session/login',
      host,
      payload: { username: '01712345678', password: '123456', type: 'sms' },
    });
    expect(response.json().code).toBe('login_method_unavailable');
  });
});
