import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { seal, signInToken } from '../../../../test/envelope';
import { createMember, createMerchant, createRegistrationRules } from '../../../../test/factories';
import type { Db } from '../../../db/database';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let token: string;
let memberId: string;
const clock = fixedClock('2026-11-22T10:00:00Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  host = merchant.domain!;
  await createRegistrationRules(db, merchant.id);
  memberId = (await createMember(db, merchant.id, { username: 'salma', password: 'secret123' })).id;
  await createMember(db, merchant.id, {
    username: 'other',
    password: 'secret123',
    mobile: { countryDialingCode: '880', mobileNum: '01811111111' },
  });
  const loginToken = await signInToken(app, host, 'salma', 'secret123');
  token = loginToken;
});
afterAll(async () => {
  await app.close();
  await drop();
});

const headers = () => ({ host, authorization: token, language: 'en' });

function post(url: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, headers: headers(), payload });
}

async function putSealed(url: string, payload: Record<string, unknown>) {
  return app.inject({
    method: 'PUT',
    url,
    headers: { ...headers(), encryption: 'RSA' },
    payload: await seal(app, host, payload),
  });
}

async function lastSms(recipient: string): Promise<string> {
  const row = await db
    .selectFrom('smsOutbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)![1]!;
}

async function profile() {
  return (await app.inject({ url: '/wps/member/profile', headers: headers() })).json().value;
}

describe('binding a mobile number', () => {
  it('binds the number its code went to, and refuses one another member has', async () => {
    const taken = await post('/wps/member/bind/mobile/code', {
      countryDialingCode: '880',
      mobileNum: '01811111111',
    });
    expect(taken.json().code).toBe('mobile_taken');

    const sent = await post('/wps/member/bind/mobile/code', {
      countryDialingCode: '880',
      mobileNum: '01712000001',
    });
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 2 } });
    const code = await lastSms('+8801712000001');
    const wrong = await putSealed('/wps/member/bind/mobile', {
      countryDialingCode: '880',
      mobileNum: '01712000001',
      verificationCode: code === '000000' ? '111111' : '000000',
      password: 'secret123',
    });
    expect(wrong.json().code).toBe('sms_code_invalid');
    expect((await profile()).mobileNum).toBeNull();
    const otherToken = await signInToken(app, host, 'salma', 'secret123');
    const bound = await putSealed('/wps/member/bind/mobile', {
      countryDialingCode: '880',
      mobileNum: '01712000001',
      verificationCode: code,
      password: 'secret123',
    });
    expect(bound.json()).toEqual({ success: true });
    expect((await profile()).mobileNum).toBe('017****001');
    // A new contact ends every other session.
    const elsewhere = await app.inject({
      url: '/wps/member/info',
      headers: { host, authorization: otherToken },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('asks for the login password to bind a number', async () => {
    clock.set('2026-11-22T10:05:00Z');
    await post('/wps/member/bind/mobile/code', {
      countryDialingCode: '880',
      mobileNum: '01712000002',
    });
    const code = await lastSms('+8801712000002');
    const body = { countryDialingCode: '880', mobileNum: '01712000002', verificationCode: code };
    const refused = await putSealed('/wps/member/bind/mobile', { ...body, password: 'nope' });
    expect(refused.json()).toMatchObject({
      code: 'password_incorrect',
      message: 'The password is incorrect.',
    });
    const replaced = await putSealed('/wps/member/bind/mobile', { ...body, password: 'secret123' });
    expect(replaced.json()).toEqual({ success: true });
    const row = await db
      .selectFrom('members')
      .select('mobileNum')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(row.mobileNum).toBe('01712000002');
  });
});

describe('binding an e-mail address', () => {
  async function lastMail(to: string) {
    return db
      .selectFrom('mailOutbox')
      .select(['subject', 'bodyText'])
      .where('recipient', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  }

  it('mails a code, binds the address with it once, and marks it verified', async () => {
    const invalid = await post('/wps/member/bind/email/code', { email: 'not-an-address' });
    expect(invalid.json().fields[0]).toMatchObject({ path: 'email' });
    const sent = await post('/wps/member/bind/email/code', { email: 'Salma@Mail.test' });
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 10 } });
    const again = await post('/wps/member/bind/email/code', { email: 'salma@mail.test' });
    expect(again.json().code).toBe('too_many_requests');
    const mail = await lastMail('salma@mail.test');
    const code = /\b(\d{6})\b/.exec(mail.subject)![1]!;
    expect(mail.bodyText).toContain(code);

    const other = await putSealed('/wps/member/bind/email', {
      email: 'someone@mail.test',
      verificationCode: code,
      password: 'secret123',
    });
    expect(other.json().code).toBe('email_code_invalid');
    const bound = await putSealed('/wps/member/bind/email', {
      email: 'salma@mail.test',
      verificationCode: code,
      password: 'secret123',
    });
    expect(bound.json()).toEqual({ success: true });
    expect(await profile()).toMatchObject({ email: 'sa***@mail.test', emailVerified: true });
    const reused = await putSealed('/wps/member/bind/email', {
      email: 'salma@mail.test',
      verificationCode: code,
      password: 'secret123',
    });
    expect(reused.json().code).toBe('email_code_invalid');
  });

  it('ends a code after five wrong answers', async () => {
    clock.set('2026-11-22T10:10:00Z');
    await post('/wps/member/bind/email/code', { email: 'second@mail.test' });
    const code = /\b(\d{6})\b/.exec((await lastMail('second@mail.test')).subject)![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const put = (verificationCode: string) =>
      putSealed('/wps/member/bind/email', {
        email: 'second@mail.test',
        verificationCode,
        password: 'secret123',
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await put(wrongCode)).json().code).toBe('email_code_invalid');
    }
    expect((await put(code)).json().code).toBe('email_code_invalid');
  });
});

describe('payment password', () => {
  it('follows the six-digit rule, needs the login password, and is stored hashed', async () => {
    expect((await profile()).hasPaymentPassword).toBe(false);
    const short = await putSealed('/wps/member/paymentPassword', {
      password: 'secret123',
      paymentPassword: '12a',
      confirmPaymentPassword: '12a',
    });
    expect(short.json().fields.map((field: { path: string }) => field.path)).toEqual([
      'paymentPassword',
    ]);
    const mismatch = await putSealed('/wps/member/paymentPassword', {
      password: 'secret123',
      paymentPassword: '246810',
      confirmPaymentPassword: '246811',
    });
    expect(mismatch.json().fields[0].path).toBe('confirmPaymentPassword');
    const wrong = await putSealed('/wps/member/paymentPassword', {
      password: 'wrong-one',
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(wrong.json().code).toBe('password_incorrect');
    const set = await putSealed('/wps/member/paymentPassword', {
      password: 'secret123',
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(set.json()).toEqual({ success: true });
    expect((await profile()).hasPaymentPassword).toBe(true);
    const row = await db
      .selectFrom('members')
      .select('paymentPasswordHash')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(row.paymentPasswordHash).toMatch(/^\$argon2id\$/);
  });

  it('counts wrong login passwords against the account, as sign-in does', async () => {
    clock.set('2026-11-22T10:40:00Z');
    const attempt = (password: string) =>
      putSealed('/wps/member/paymentPassword', {
        password,
        paymentPassword: '112233',
        confirmPaymentPassword: '112233',
      });
    for (let index = 0; index < 10; index += 1) {
      expect((await attempt(`guess-${index}`)).json().code).toBe('password_incorrect');
    }
    expect((await attempt('secret123')).json().code).toBe('too_many_requests');
    clock.set('2026-11-22T11:00:00Z');
    expect((await attempt('secret123')).json()).toEqual({ success: true });
  });

  it('is refused to visitors and trial accounts', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/wps/member/bind/email/code',
      headers: { host, language: 'en' },
      payload: { email: 'x@mail.test' },
    });
    expect(anonymous.statusCode).toBe(401);
    const merchant = await db
      .selectFrom('merchantDomains')
      .select('merchantId')
      .where('domain', '=', host)
      .executeTakeFirstOrThrow();
    await createMember(db, merchant.merchantId, {
      username: 'guesttrial',
      password: 'secret123',
      isAgent: 4,
    });
    const trialToken = await signInToken(app, host, 'guesttrial', 'secret123');
    const refused = await app.inject({
      method: 'POST',
      url: '/wps/member/bind/email/code',
      headers: { host, language: 'en', authorization: trialToken },
      payload: { email: 'x@mail.test' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('in_need_true_account');
  });
});
