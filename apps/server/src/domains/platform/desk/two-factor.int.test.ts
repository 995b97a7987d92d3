import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { createMerchant, signInOperator } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { hashPassword } from '../../../lib/passwords';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let owner: { id: string; token: string };
const clock = fixedClock('2026-11-28T10:00:00Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock, captchaRandom: () => 0 }));
  owner = await signInOperator(app, db, { merchantId: null, username: 'boss', role: 'owner' });
});
afterAll(async () => {
  await app.close();
  await drop();
});

async function newOperator(username: string, role: 'finance' | 'content'): Promise<string> {
  const row = await db
    .insertInto('operators')
    .values({ username, passwordHash: await hashPassword('desk-pass-1'), role, merchantId: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Each operator signs in from an address of its own: one's failures never slow another. */
const addresses = new Map<string, string>();
function addressOf(username: string): string {
  if (!addresses.has(username)) addresses.set(username, `10.9.0.${addresses.size + 1}`);
  return addresses.get(username) ?? '';
}

/** A sign-in with a solved captcha unless told otherwise. */
async function login(
  username: string,
  extra: { password?: string; code?: string; captcha?: string | null } = {},
) {
  const captchaId = (await app.inject({ url: '/ops/api/captcha' })).headers['captcha-id'];
  const captcha = extra.captcha === undefined ? { captchaId, captcha: '0000' } : {};
  return app.inject({
    method: 'POST',
    url: '/ops/api/session',
    remoteAddress: addressOf(username),
    payload: {
      username,
      password: extra.password ?? 'desk-pass-1',
      ...(extra.code ? { code: extra.code } : {}),
      ...(extra.captcha ? { captchaId, captcha: extra.captcha } : captcha),
    },
  });
}

function call(method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) {
  return app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
}

/** What an authenticator app shows for this secret, `stepsLater` 30-second steps from now. */
function codeOf(secret: string, stepsLater = 0): string {
  const timestamp = clock.now().getTime() + stepsLater * 30_000;
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
}

/** Signs a finance operator in, sets its authenticator up: its token, secret and codes. */
async function enrolled(username: string) {
  await newOperator(username, 'finance');
  const signedIn = (await login(username)).json();
  if (!signedIn.value) throw new Error(JSON.stringify(signedIn));
  const token = signedIn.value.token as string;
  const setupAnswer = (await call('POST', '/ops/api/two-factor/setup', token)).json();
  if (!setupAnswer.value) throw new Error(JSON.stringify(setupAnswer));
  const { secret } = setupAnswer.value;
  const confirmed = await call('POST', '/ops/api/two-factor/confirm', token, {
    code: codeOf(secret),
  });
  return { token, secret: secret as string, recoveryCodes: confirmed.json().value.recoveryCodes };
}

describe('two-factor sign-in for operators', () => {
  it('lets a money role without an authenticator do nothing but set one up', async () => {
    await newOperator('teller', 'finance');
    const signedIn = await login('teller');
    expect(signedIn.json().value.operator.twoFactor).toBe('required');
    const { token } = signedIn.json().value;
    const desk = await call('GET', '/ops/api/merchants', token);
    expect(desk.statusCode).toBe(403);
    expect(desk.json().code).toBe('two_factor_enrolment_required');
    expect((await call('GET', '/ops/api/session', token)).statusCode).toBe(200);
    expect(
      (await call('POST', '/ops/api/two-factor/confirm', token, { code: '123456' })).json(),
    ).toMatchObject({ code: 'two_factor_setup_missing' });

    const setup = (await call('POST', '/ops/api/two-factor/setup', token)).json().value;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.uri);
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(uri.searchParams.get('issuer')).toBe('Khela back office');
    expect(decodeURIComponent(uri.pathname)).toContain('teller');
    const wrong = await call('POST', '/ops/api/two-factor/confirm', token, { code: '000000' });
    expect(wrong.json().code).toBe('two_factor_invalid');
    const right = await call('POST', '/ops/api/two-factor/confirm', token, {
      code: codeOf(setup.secret),
    });
    expect(right.json().value.recoveryCodes).toHaveLength(10);
    expect((await call('GET', '/ops/api/merchants', token)).statusCode).toBe(200);
    expect((await call('GET', '/ops/api/two-factor', token)).json().value).toEqual({
      state: 'enabled',
      recoveryCodesLeft: 10,
    });
    // A second set-up would let a stolen session swap the phone: refused.
    expect((await call('POST', '/ops/api/two-factor/setup', token)).json().code).toBe(
      'two_factor_enabled',
    );
  });

  it('asks for the code after the password and takes each code once', async () => {
    const { secret } = await enrolled('cashier');
    const asked = await login('cashier');
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({
      code: 'two_factor_required',
      value: { twoFactorRequired: true },
    });
    // The confirmation's code was taken; the next step's is good once.
    expect((await login('cashier', { code: codeOf(secret) })).json().code).toBe(
      'two_factor_invalid',
    );
    const next = codeOf(secret, 1);
    expect((await login('cashier', { code: next })).statusCode).toBe(200);
    expect((await login('cashier', { code: next })).json().code).toBe('two_factor_invalid');
    expect((await login('cashier', { code: codeOf(secret, 5) })).json().code).toBe(
      'two_factor_invalid',
    );
    // A right code never makes up for a wrong password.
    clock.set('2026-11-28T10:02:00Z');
    expect(
      (await login('cashier', { password: 'nope nope', code: codeOf(secret) })).json().code,
    ).toBe('invalid_credentials');
    clock.set('2026-11-28T10:00:00Z');
  });

  it('signs in once with the same code sent twice at the same moment', async () => {
    const { secret } = await enrolled('twin');
    const code = codeOf(secret, 1);
    const answers = await Promise.all([login('twin', { code }), login('twin', { code })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('takes each recovery code once, and renewing them retires the old ones', async () => {
    const { token, secret, recoveryCodes } = await enrolled('drawer');
    const [first, second] = recoveryCodes as string[];
    // A mistyped password does not spend the code.
    const mistyped = await login('drawer', { password: 'desk-pass-2', code: first });
    expect(mistyped.json().code).toBe('invalid_credentials');
    expect((await login('drawer', { code: first!.toUpperCase() })).statusCode).toBe(200);
    expect((await login('drawer', { code: first })).json().code).toBe('two_factor_invalid');
    const renewed = await call('POST', '/ops/api/two-factor/recovery-codes', token, {
      code: codeOf(secret, 1),
    });
    expect(renewed.json().value.recoveryCodes).toHaveLength(10);
    expect((await login('drawer', { code: second })).json().code).toBe('two_factor_invalid');
    expect(
      (await login('drawer', { code: renewed.json().value.recoveryCodes[0] })).statusCode,
    ).toBe(200);
  });

  it('lets other roles turn it on and off, never a money role', async () => {
    const { token: teller, secret: tellerSecret } = await enrolled('keeper');
    const mandatory = await call('POST', '/ops/api/two-factor/disable', teller, {
      code: codeOf(tellerSecret, 1),
    });
    expect(mandatory.json().code).toBe('two_factor_mandatory');

    await newOperator('writer', 'content');
    const signedIn = (await login('writer')).json().value;
    expect(signedIn.operator.twoFactor).toBe('optional');
    expect((await call('GET', '/ops/api/merchants', signedIn.token)).statusCode).toBe(200);
    const { secret } = (await call('POST', '/ops/api/two-factor/setup', signedIn.token)).json()
      .value;
    await call('POST', '/ops/api/two-factor/confirm', signedIn.token, { code: codeOf(secret) });
    expect((await login('writer')).json().code).toBe('two_factor_required');
    const off = await call('POST', '/ops/api/two-factor/disable', signedIn.token, {
      code: codeOf(secret, 1),
    });
    expect(off.statusCode).toBe(200);
    expect((await login('writer')).json().value.operator.twoFactor).toBe('optional');
    const log = await db
      .selectFrom('operatorActions')
      .select('action')
      .where('target', '=', `operator:${signedIn.operator.id}`)
      .where('action', 'like', 'operator_two_factor%')
      .orderBy('id')
      .execute();
    expect(log.map((row) => row.action)).toEqual([
      'operator_two_factor_on',
      'operator_two_factor_off',
    ]);
  });

  it('lets an owner take a lost authenticator off, signing the operator out', async () => {
    const { token } = await enrolled('lost.phone');
    const id = (await call('GET', '/ops/api/session', token)).json().value.id as string;
    const reset = await call('PATCH', `/ops/api/operators/${id}`, owner.token, {
      resetTwoFactor: true,
    });
    expect(reset.statusCode).toBe(200);
    expect((await call('GET', '/ops/api/session', token)).statusCode).toBe(401);
    expect((await login('lost.phone')).json().value.operator.twoFactor).toBe('required');
    const logged = await db
      .selectFrom('operatorActions')
      .select('detail')
      .where('action', '=', 'operator_update')
      .where('target', '=', `operator:${id}`)
      .executeTakeFirstOrThrow();
    expect(logged.detail).toEqual({ twoFactor: 'reset' });
  });
});

describe('captcha at the back-office sign-in', () => {
  it('asks for a captcha after two failures and checks it', async () => {
    clock.set('2026-11-28T12:00:00Z');
    await newOperator('guarded', 'content');
    const first = await login('guarded', { password: 'guess one', captcha: null });
    expect(first.json()).toMatchObject({
      code: 'invalid_credentials',
      value: { captchaRequired: false },
    });
    const second = await login('guarded', { password: 'guess two', captcha: null });
    expect(second.json().value).toEqual({ captchaRequired: true });
    const bare = await login('guarded', { captcha: null });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      code: 'captcha_required',
      value: { captchaRequired: true },
    });
    expect((await login('guarded', { captcha: '9999' })).json().code).toBe('captcha_invalid');
    // A captcha of a merchant's site does not open the back office.
    await createMerchant(db, { domains: [{ domain: 'captcha.test' }] });
    const siteCaptcha = await app.inject({
      url: '/wps/captcha',
      headers: { host: 'captcha.test' },
    });
    const foreign = await app.inject({
      method: 'POST',
      url: '/ops/api/session',
      remoteAddress: addressOf('guarded'),
      payload: {
        username: 'guarded',
        password: 'desk-pass-1',
        captchaId: siteCaptcha.headers['captcha-id'],
        captcha: '0000',
      },
    });
    expect(foreign.json().code).toBe('captcha_invalid');
    expect((await login('guarded')).statusCode).toBe(200);
  });
});
