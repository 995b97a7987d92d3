import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { sendSealed } from '../../../../test/envelope';
import { createMember, createMerchant, createRegistrationRules } from '../../../../test/factories';
import { passHumanCheck } from '../../../../test/human';
import type { Db } from '../../../db/database';
import { createSmtpMailProvider } from '../mail/mail.providers';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let merchantId: string;
const clock = fixedClock('2026-11-22T10:00:00Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db, { flags: { SMSLOGIN: true, CHNGPASSVERIF3: true } });
  await createRegistrationRules(db, merchant.id);
  host = merchant.domain!;
  merchantId = merchant.id;
});
afterAll(async () => {
  await app.close();
  await drop();
});

function askByEmail(username: string, email: string) {
  return app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: {
      host,
      language: 'en',
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://play.example',
    },
    payload: new URLSearchParams({ username, email }).toString(),
  });
}

async function login(username: string, password: string) {
  return (
    await sendSealed(app, {
      method: 'POST',
      url: '/wps/session/login',
      host,
      payload: { username, password, type: 'username' },
    })
  ).json();
}

describe('forgot password by e-mail', () => {
  it('mails a single-use link that sets a new password and signs in', async () => {
    const member = await createMember(db, merchantId, { username: 'mailer', password: 'old12345' });
    await db
      .updateTable('members')
      .set({ email: 'Mailer@Example.com' })
      .where('id', '=', member.id)
      .execute();
    expect((await askByEmail('mailer', 'mailer@example.com')).json()).toEqual({ success: true });
    const mail = await db
      .selectFrom('mailOutbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ recipient: 'Mailer@Example.com', status: 'stored' });
    const token = /forget\?token=([A-Za-z0-9_-]+)/.exec(mail.bodyText)![1]!;
    expect(mail.bodyText).toContain('https://play.example/forget?token=');
    const reset = await sendSealed(app, {
      method: 'POST',
      url: '/wps/member/password/reset',
      host,
      payload: { token, newPassword: 'new12345', confirmNewPassword: 'new12345' },
    });
    expect(reset.json().value.userName).toBe('mailer');
    expect((await login('mailer', 'new12345')).success).toBe(true);
    const again = await sendSealed(app, {
      method: 'POST',
      url: '/wps/member/password/reset',
      host,
      payload: { token, newPassword: 'other1234', confirmNewPassword: 'other1234' },
    });
    expect(again.json().code).toBe('reset_link_invalid');
  });

  it('says when username and e-mail do not match, and limits links to three an hour', async () => {
    expect((await askByEmail('mailer', 'someone@else.com')).json().code).toBe(
      'username_email_mismatch',
    );
    expect((await askByEmail('nobody', 'mailer@example.com')).json().code).toBe(
      'username_email_mismatch',
    );
    expect((await askByEmail('mailer', 'mailer@example.com')).json().success).toBe(true);
    expect((await askByEmail('mailer', 'mailer@example.com')).json().success).toBe(true);
    expect((await askByEmail('mailer', 'mailer@example.com')).json().code).toBe(
      'too_many_requests',
    );
  });

  it('refuses an expired link', async () => {
    const member = await createMember(db, merchantId, { username: 'late', password: 'old12345' });
    await db
      .updateTable('members')
      .set({ email: 'late@example.com' })
      .where('id', '=', member.id)
      .execute();
    await askByEmail('late', 'late@example.com');
    const mail = await db
      .selectFrom('mailOutbox')
      .select('bodyText')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.bodyText)![1]!;
    clock.set('2026-11-22T10:31:00Z');
    const late = await sendSealed(app, {
      method: 'POST',
      url: '/wps/member/password/reset',
      host,
      payload: { token, newPassword: 'new12345', confirmNewPassword: 'new12345' },
    });
    clock.set('2026-11-22T10:00:00Z');
    expect(late.json().code).toBe('reset_link_invalid');
  });
});

describe('forgot password by phone', () => {
  it('sets the new password with an SMS code and signs in', async () => {
    const member = await createMember(db, merchantId, { username: 'phoner', password: 'old12345' });
    await db
      .updateTable('members')
      .set({ countryDialingCode: '880', mobileNum: '01812345678' })
      .where('id', '=', member.id)
      .execute();
    const sent = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { host },
      payload: {
        countryDialingCode: '880',
        mobileNum: '01812345678',
        humanTicket: await passHumanCheck(app, db, host),
      },
    });
    expect(sent.json().success).toBe(true);
    const sms = await db
      .selectFrom('smsOutbox')
      .select('body')
      .where('recipient', '=', '+8801812345678')
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(sms.body)![1]!;
    const reset = await sendSealed(app, {
      method: 'POST',
      url: '/wps/member/password/verification',
      host,
      payload: {
        countryDialingCode: '880',
        mobileNum: '01812345678',
        verificationCode: code,
        newPassword: 'new12345',
      },
    });
    expect(reset.json().value.userName).toBe('phoner');
    expect((await login('phoner', 'new12345')).success).toBe(true);
  });
});

describe('SMTP adapter', () => {
  it('delivers through a real SMTP server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => {
          received.push(text);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const provider = createSmtpMailProvider({
        url: `smtp://127.0.0.1:${port}`,
        from: 'Khela <no-reply@khela.test>',
      });
      const result = await provider.send({
        to: 'player@khela.test',
        subject: 'Hello',
        text: 'Body text',
      });
      expect(result.status).toBe('sent');
      expect(received[0]).toContain('Subject: Hello');
      expect(received[0]).toContain('Body text');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
