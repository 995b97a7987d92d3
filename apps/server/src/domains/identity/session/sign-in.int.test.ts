import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { seal, sendSealed } from '../../../../test/envelope';
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
  const merchant = await createMerchant(db, {
    flags: { FREEPLAY: true, NEWIPVERIFY: true, USERNAMEREG3: true },
  });
  merchantId = merchant.id;
  host = merchant.domain!;
  await createRegistrationRules(db, merchant.id);
  await createMember(db, merchant.id, { username: 'rahim', password: 'secret123' });
  await createMember(db, merchant.id, {
    username: 'karim',
    password: 'secret123',
    mobile: { countryDialingCode: '880', mobileNum: '01712345678' },
  });
});
afterAll(async () => {
  await app.close();
  await drop();
});

function login(payload: Record<string, unknown>, remoteAddress = '203.0.113.5') {
  return sendSealed(app, {
    method: 'POST',
    url: '/wps/session/login',
    host,
    remoteAddress,
    payload: { password: 'secret123', type: 'username', ...payload },
  });
}

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { host, language: 'en', ...headers },
    payload: payload as Record<string, unknown>,
  });
}

async function lastCodeTo(international: string): Promise<string> {
  const row = await db
    .selectFrom('smsOutbox')
    .select('body')
    .where('recipient', '=', international)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)![1]!;
}

describe('remember-me', () => {
  it('hands out a one-day token that opens one session and is replaced by a successor', async () => {
    const plain = (await login({ username: 'rahim' })).json().value;
    expect(plain.rememberToken).toBeUndefined();
    const first = (await login({ username: 'rahim', remember: true })).json().value;
    expect(first.rememberToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db.selectFrom('rememberTokens').select('tokenHash').execute();
    expect(stored.some((row) => row.tokenHash.toString('base64url') === first.rememberToken)).toBe(
      false,
    );

    clock.set('2026-11-22T20:00:00Z');
    const again = await post('/wps/session/login/remember', { token: first.rememberToken });
    expect(again.statusCode).toBe(200);
    const second = again.json().value;
    expect(second).toMatchObject({ userName: 'rahim', isAgent: 0 });
    expect(second.rememberToken).not.toBe(first.rememberToken);
    const info = await app.inject({
      url: '/wps/member/info',
      headers: { host, authorization: second.token },
    });
    expect(info.statusCode).toBe(200);

    const reused = await post('/wps/session/login/remember', { token: first.rememberToken });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('remember_token_invalid');

    // The successor ends when the first would have: a day after the password sign-in.
    clock.set('2026-11-23T10:00:01Z');
    const late = await post('/wps/session/login/remember', { token: second.rememberToken });
    expect(late.json().code).toBe('remember_token_invalid');
    clock.set('2026-11-22T10:00:00Z');
  });

  it('forgets the browser on sign-out and every browser on a password change', async () => {
    const value = (await login({ username: 'rahim', remember: true })).json().value;
    const other = (await login({ username: 'rahim', remember: true })).json().value;
    const logout = await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { host, authorization: value.token },
      payload: { rememberToken: value.rememberToken },
    });
    expect(logout.statusCode).toBe(200);
    expect(
      (await post('/wps/session/login/remember', { token: value.rememberToken })).json().code,
    ).toBe('remember_token_invalid');

    const signedIn = (await login({ username: 'rahim' })).json().value;
    const changed = await app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { host, authorization: signedIn.token, encryption: 'RSA', language: 'en' },
      payload: await seal(app, host, {
        oldPassword: 'secret123',
        newPassword: 'secret456',
        confirmNewPassword: 'secret456',
      }),
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await post('/wps/session/login/remember', { token: other.rememberToken })).json().code,
    ).toBe('remember_token_invalid');
  });

  it('refuses a malformed token with a field error', async () => {
    const response = await post('/wps/session/login/remember', { token: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].path).toBe('token');
  });
});

describe('free play', () => {
  it('opens a trial account with play money, refused by real-account features', async () => {
    const response = await post('/wps/session/login/freeplay', {}, {});
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ isAgent: 4, firstTimeLogin: true, passwordExpired: false });
    expect(value.userName).toMatch(/^guest[a-z0-9]{10}$/);
    const trial = await db
      .selectFrom('trialAccounts')
      .innerJoin('members', 'members.id', 'trialAccounts.memberId')
      .innerJoin('ledgerAccounts', 'ledgerAccounts.memberId', 'members.id')
      .select([
        'ledgerAccounts.balanceMinor',
        'ledgerAccounts.kind',
        'trialAccounts.expiresAt',
        'members.merchantId',
      ])
      .where('members.username', '=', value.userName)
      .executeTakeFirstOrThrow();
    expect(trial).toMatchObject({ balanceMinor: '200000', kind: 'play_money', merchantId });
    expect(new Date(trial.expiresAt).toISOString()).toBe('2026-11-23T10:00:00.000Z');

    const headers = { host, authorization: value.token, language: 'en' };
    const info = await app.inject({ url: '/wps/member/info', headers });
    expect(info.json().value.type).toBe(4);
    const profile = await app.inject({ url: '/wps/member/profile', headers });
    expect(profile.statusCode).toBe(403);
    expect(profile.json()).toMatchObject({
      code: 'in_need_true_account',
      message: 'Please register a real account to use this feature.',
    });
  });

  it('limits trial accounts per address and is refused when the merchant has no free play', async () => {
    const from = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        headers: { host, language: 'en' },
        remoteAddress: ip,
      });
    for (let index = 0; index < 5; index += 1) {
      expect((await from('198.51.100.7')).statusCode).toBe(200);
    }
    expect((await from('198.51.100.7')).json().code).toBe('too_many_requests');
    expect((await from('198.51.100.8')).statusCode).toBe(200);
    const closed = await createMerchant(db);
    const refused = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { host: closed.domain!, language: 'en' },
    });
    expect(refused.json().code).toBe('login_method_unavailable');
  });
});

describe('sign-in from a new address', () => {
  it("asks for an SMS code to the member's number, then knows the address", async () => {
    const karim = await db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'karim')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('memberKnownAddresses')
      .values({
        memberId: karim.id,
        ip: '192.0.2.10',
        firstSeenAt: new Date(),
        lastSeenAt: new Date(),
      })
      .execute();
    const first = await login({ username: 'karim' }, '192.0.2.10');
    expect(first.statusCode).toBe(200);
    const elsewhere = await login({ username: 'karim' }, '192.0.2.99');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({
      code: 'address_verification_required',
      value: { verificationRequired: true, expiredMinutes: 2 },
    });
    expect(elsewhere.json().value.mobileNum).not.toContain('12345');
    const code = await lastCodeTo('+8801712345678');
    // Asking again does not send another code while this one lives.
    await login({ username: 'karim' }, '192.0.2.99');
    expect(await lastCodeTo('+8801712345678')).toBe(code);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await login({ username: 'karim', verificationCode: wrongCode }, '192.0.2.99');
    expect(wrong.json().code).toBe('sms_code_invalid');
    const confirmed = await login({ username: 'karim', verificationCode: code }, '192.0.2.99');
    expect(confirmed.statusCode).toBe(200);
    const known = await login({ username: 'karim' }, '192.0.2.99');
    expect(known.statusCode).toBe(200);
  });

  it('does not ask members without a mobile number', async () => {
    // (rahim's password was changed above)
    const response = await login({ username: 'rahim', password: 'secret456' }, '192.0.2.150');
    expect(response.statusCode).toBe(200);
  });
});

describe('registration per address', () => {
  it('refuses the eleventh registration from an address within an hour', async () => {
    const register = (index: number) =>
      sendSealed(app, {
        method: 'PUT',
        url: '/wps/member/register',
        host,
        remoteAddress: '203.0.113.77',
        payload: {
          username: `player${index}x`,
          password: 'secret123',
          confirmPassword: 'secret123',
        },
      });
    for (let index = 0; index < 10; index += 1) {
      expect((await register(index)).statusCode).toBe(200);
    }
    const refused = await register(10);
    expect(refused.statusCode).toBe(429);
    const created = await db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'player10x')
      .executeTakeFirst();
    expect(created).toBeUndefined();
  });
});
