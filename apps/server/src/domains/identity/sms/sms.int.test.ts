import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { sendSealed } from '../../../../test/envelope';
import { createMerchant, createRegistrationRules } from '../../../../test/factories';
import { passHumanCheck } from '../../../../test/human';
import type { Db } from '../../../db/database';
import { createHttpSmsProvider, type SmsProvider } from './sms.providers';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let noPasswordHost: string;
let closedHost: string;
const clock = fixedClock('2026-11-22T10:00:00Z');
let isCarrierDown = false;
const flakyOutbox: SmsProvider = {
  name: 'outbox',
  async send() {
    if (isCarrierDown) throw new Error('carrier unreachable');
    return { status: 'stored', providerRef: null };
  },
};

const mobileFlags = {
  MOBILENUMREG3: true,
  REGMOBVERF3: true,
  MOBILENUMPASSREG3: true,
  SMSLOGIN: true,
};

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock, smsProvider: flakyOutbox }));
  const merchant = await createMerchant(db, { flags: mobileFlags });
  await createRegistrationRules(db, merchant.id);
  host = merchant.domain!;
  noPasswordHost = (
    await createMerchant(db, { flags: { ...mobileFlags, MOBILENUMPASSREG3: false } })
  ).domain!;
  closedHost = (await createMerchant(db, { flags: { MOBILENUMREG3: false } })).domain!;
});
afterAll(async () => {
  await app.close();
  await drop();
});

function requestCode(path: 'register' | 'noLogin', mobile: string, onHost = host) {
  const body =
    path === 'register'
      ? { countryDialingCode: '880', mobileNo: mobile, regType: 'registerMobile' }
      : { countryDialingCode: '880', mobileNum: mobile };
  return app.inject({
    method: 'POST',
    url: `/wps/verification/sms/${path}`,
    headers: { host: onHost, language: 'en' },
    payload: body,
  });
}

/** A sign-in code asked for as the site does: after the slider, from an address. */
async function requestLoginCode(mobile: string, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    headers: { host, language: 'en' },
    remoteAddress,
    payload: {
      countryDialingCode: '880',
      mobileNum: mobile,
      humanTicket: await passHumanCheck(app, db, host),
    },
  });
}

/** How many texts went to a number. */
async function textsTo(international: string): Promise<number> {
  const rows = await db
    .selectFrom('smsOutbox')
    .select('id')
    .where('recipient', '=', international)
    .execute();
  return rows.length;
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

function registerMobile(payload: Record<string, unknown>, onHost = host) {
  return sendSealed(app, {
    method: 'PUT',
    url: '/wps/member/register/mobile',
    host: onHost,
    payload: { countryDialingCode: '880', ...payload },
  });
}

describe('SMS codes and mobile registration', () => {
  it('sends a code through the outbox, throttles a second one, and registers with it once', async () => {
    const sent = await requestCode('register', '01711000001');
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: 2 } });
    const code = await lastCodeTo('+8801711000001');
    expect((await requestCode('register', '01711000001')).json().code).toBe('too_many_requests');
    const registered = await registerMobile({
      mobileNum: '1711000001',
      verificationCode: code,
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().value.userName).toBe('01711000001');
    const stored = await db
      .selectFrom('smsCodes')
      .select(['codeHash', 'consumedAt'])
      .where('mobileNum', '=', '01711000001')
      .executeTakeFirstOrThrow();
    expect(stored.consumedAt).not.toBeNull();
    expect(stored.codeHash.toString('hex')).not.toContain(code);
    const again = await registerMobile({
      mobileNum: '01711000001',
      verificationCode: code,
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect(again.json().code).toBe('mobile_taken');
    expect((await requestCode('register', '01711000001')).json().code).toBe('mobile_taken');
  });

  it('refuses wrong, exhausted and expired codes, and invalid numbers', async () => {
    expect((await requestCode('register', '01211000000')).json().code).toBe('mobile_invalid');
    await requestCode('register', '01711000002');
    const code = await lastCodeTo('+8801711000002');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await registerMobile({
        mobileNum: '01711000002',
        verificationCode: wrong,
        password: 'abc12345',
        confirmPassword: 'abc12345',
      });
      expect(response.json().code).toBe('sms_code_invalid');
    }
    const exhausted = await registerMobile({
      mobileNum: '01711000002',
      verificationCode: code,
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect(exhausted.json().code).toBe('sms_code_expired');
    clock.set('2026-11-22T10:03:00Z');
    await requestCode('register', '01711000002');
    const fresh = await lastCodeTo('+8801711000002');
    clock.set('2026-11-22T10:05:01Z');
    const late = await registerMobile({
      mobileNum: '01711000002',
      verificationCode: fresh,
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect(late.json().code).toBe('sms_code_expired');
    clock.set('2026-11-22T10:00:00Z');
  });

  it('signs in with an SMS code, and only registered numbers get one', async () => {
    await requestCode('register', '01711000003');
    await registerMobile({
      mobileNum: '01711000003',
      verificationCode: await lastCodeTo('+8801711000003'),
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect((await requestLoginCode('01711000003')).json().success).toBe(true);
    const code = await lastCodeTo('+8801711000003');
    const login = await sendSealed(app, {
      method: 'POST',
      url: '/wps/session/login',
      host,
      payload: { username: '01711000003', password: code, type: 'sms' },
    });
    expect(login.json().value.userName).toBe('01711000003');
  });

  it('registers without a password when the merchant does not ask for one', async () => {
    await requestCode('register', '01711000004', noPasswordHost);
    const code = await lastCodeTo('+8801711000004');
    const response = await registerMobile(
      { mobileNum: '01711000004', verificationCode: code },
      noPasswordHost,
    );
    expect(response.statusCode).toBe(200);
  });

  it('is closed when mobile registration is off', async () => {
    expect((await requestCode('register', '01711000005', closedHost)).json().code).toBe(
      'registration_closed',
    );
    expect((await registerMobile({ mobileNum: '01711000005' }, closedHost)).json().code).toBe(
      'registration_closed',
    );
  });

  it('records a failed send and says so', async () => {
    isCarrierDown = true;
    const response = await requestCode('register', '01711000006');
    isCarrierDown = false;
    expect(response.json().code).toBe('sms_send_failed');
    const row = await db
      .selectFrom('smsOutbox')
      .select(['status', 'error'])
      .where('recipient', '=', '+8801711000006')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', error: 'Error: carrier unreachable' });
  });
});

describe('HTTP SMS gateway adapter', () => {
  it('posts the message with its token and keeps the reference', async () => {
    const received: { auth?: string; body?: unknown }[] = [];
    const gateway = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        received.push({ auth: request.headers.authorization, body: JSON.parse(text) });
        response.writeHead(request.headers.authorization === 'Bearer right' ? 200 : 401, {
          'content-type': 'application/json',
        });
        response.end(JSON.stringify({ id: 'msg-42' }));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/send`;
    try {
      const provider = createHttpSmsProvider({ url, token: 'right', sender: 'Khela' });
      expect(await provider.send({ to: '+8801711000000', body: 'hello' })).toEqual({
        status: 'sent',
        providerRef: 'msg-42',
      });
      expect(received[0]).toEqual({
        auth: 'Bearer right',
        body: { to: '+8801711000000', text: 'hello', sender: 'Khela' },
      });
      const refused = createHttpSmsProvider({ url, token: 'wrong', sender: 'Khela' });
      await expect(refused.send({ to: '+8801711000000', body: 'hello' })).rejects.toThrow(/401/);
    } finally {
      gateway.close();
    }
  });
});

describe('SMS sign-in codes', () => {
  it('answer a registered and an unknown number alike, and text only the registered one', async () => {
    const registered = '01711000003';
    const unknown = '01799999999';
    clock.set('2026-11-22T12:00:00Z');
    const sentBefore = await textsTo('+8801711000003');
    // Twice each within a code's lifetime: the registered number's unexpired code must not
    // show either.
    const answers = [];
    for (const mobile of [registered, unknown, registered, unknown]) {
      const answer = await requestLoginCode(mobile);
      answers.push(`${answer.statusCode} ${answer.body}`);
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toBe('200 {"success":true,"value":{"expiredMinutes":2}}');
    expect(await textsTo('+8801711000003')).toBe(sentBefore + 1);
    expect(await textsTo('+8801799999999')).toBe(0);
  });

  it('need the human check even where the merchant asks for none', async () => {
    const bare = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { host, language: 'en' },
      payload: { countryDialingCode: '880', mobileNum: '01799999998' },
    });
    expect(bare.json().code).toBe('human_check_required');
  });

  it('are limited per number across addresses, and per address across numbers', async () => {
    clock.set('2026-11-22T14:00:00Z');
    const codes = async (mobile: (n: number) => string, address: (n: number) => string) => {
      const found = [];
      for (let n = 0; n < 25; n += 1)
        found.push((await requestLoginCode(mobile(n), address(n))).json().code);
      return found;
    };
    // One number from 25 addresses: five answers, then refusals.
    const byNumber = await codes(
      () => '01799999997',
      (n) => `10.0.0.${n + 1}`,
    );
    expect(byNumber.filter((code) => code === undefined)).toHaveLength(5);
    expect(byNumber.slice(5).every((code) => code === 'too_many_requests')).toBe(true);
    // One address over 25 numbers: twenty answers, then refusals.
    const byAddress = await codes(
      (n) => `0179999${String(n).padStart(4, '0')}`,
      () => '10.0.1.1',
    );
    expect(byAddress.filter((code) => code === undefined)).toHaveLength(20);
    expect(byAddress.slice(20).every((code) => code === 'too_many_requests')).toBe(true);
    clock.set('2026-11-22T10:00:00Z');
  });
});
