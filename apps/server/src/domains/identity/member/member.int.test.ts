import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { sendSealed } from '../../../../test/envelope';
import { createMember, createMerchant, createRegistrationRules } from '../../../../test/factories';
import type { Db } from '../../../db/database';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let closedHost: string;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db));
  const merchant = await createMerchant(db, { flags: { USERNAMEREG3: true } });
  await createRegistrationRules(db, merchant.id);
  host = merchant.domain!;
  const closed = await createMerchant(db, { flags: { USERNAMEREG3: false } });
  await createRegistrationRules(db, closed.id);
  closedHost = closed.domain!;
});
afterAll(async () => {
  await app.close();
  await drop();
});

function register(payload: Record<string, unknown>, onHost = host) {
  return sendSealed(app, { method: 'PUT', url: '/wps/member/register', host: onHost, payload });
}

const valid = { username: 'karim01', password: 'abc12345', confirmPassword: 'abc12345' };

describe('username registration', () => {
  it('creates the member and signs in', async () => {
    const response = await register({ ...valid, referralCode: 'FRIEND7' });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ userName: 'karim01', isAgent: 0 });
    const info = await app.inject({
      url: '/wps/member/info',
      headers: { host, authorization: value.token },
    });
    expect(info.json().value.account).toBe('karim01');
    const stored = await db
      .selectFrom('members')
      .select(['referralCode', 'passwordHash'])
      .where('username', '=', 'karim01')
      .executeTakeFirstOrThrow();
    expect(stored.referralCode).toBe('FRIEND7');
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken username whatever its case', async () => {
    const response = await register({ ...valid, username: 'KARIM01' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('username_taken');
  });

  it('names every field that breaks the rules, and writes nothing', async () => {
    const before = await db
      .selectFrom('members')
      .select(db.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    const response = await register({
      username: '1abc',
      password: 'short',
      confirmPassword: 'abcdef99',
      email: 'not-mail',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields as {
      path: string;
      code: string;
      params?: Record<string, number>;
    }[];
    const byPath = Object.fromEntries(fields.map((field) => [field.path, field]));
    expect(byPath.username?.code).toBe('validation.pattern.LETTER_THEN_ALNUM');
    expect(byPath.username?.params).toEqual({ min: 4, max: 16 });
    expect(byPath.password?.code).toMatch(/^validation\./);
    expect(byPath.confirmPassword?.code).toBe('validation.confirm_mismatch');
    expect(byPath.email?.code).toBe('validation.pattern.MAILBOX');
    const after = await db
      .selectFrom('members')
      .select(db.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });

  it('is closed when the merchant turned username registration off', async () => {
    const response = await register(valid, closedHost);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('registration_closed');
  });

  it("shows the member's own profile with contact details masked", async () => {
    const value = (
      await register({ ...valid, username: 'profiled', email: 'profiled@example.com' })
    ).json().value;
    const profile = await app.inject({
      url: '/wps/member/profile',
      headers: { host, authorization: value.token },
    });
    expect(profile.json().value).toMatchObject({
      account: 'profiled',
      email: 'pr***@example.com',
      mobileNum: null,
    });
    expect((await app.inject({ url: '/wps/member/profile', headers: { host } })).statusCode).toBe(
      401,
    );
  });

  it('asks for a session on member information', async () => {
    const response = await app.inject({ url: '/wps/member/info', headers: { host } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthorized');
  });
});

describe('invitation (affiliate) codes', () => {
  let agentId: string;
  beforeAll(async () => {
    const merchant = await db
      .selectFrom('merchantDomains')
      .select('merchantId')
      .where('domain', '=', host)
      .executeTakeFirstOrThrow();
    const agent = await createMember(db, merchant.merchantId, {
      username: 'agentone',
      password: 'agent12345',
      isAgent: 1,
    });
    agentId = agent.id;
    await db
      .updateTable('members')
      .set({ affiliateCode: 'Khela88' })
      .where('id', '=', agentId)
      .execute();
    const player = await createMember(db, merchant.merchantId, {
      username: 'notagent',
      password: 'abc12345',
    });
    await db
      .updateTable('members')
      .set({ affiliateCode: 'PLAYER1' })
      .where('id', '=', player.id)
      .execute();
  });

  const check = (code: string, onHost = host) =>
    app.inject({
      method: 'POST',
      url: '/wps/agent/affiliate',
      headers: { host: onHost, language: 'en' },
      payload: { code, domain: onHost },
    });

  it("answers success only for an agent's code of this merchant, in any case", async () => {
    expect((await check('KHELA88')).json()).toEqual({ success: true });
    const players = await check('PLAYER1');
    expect(players.statusCode).toBe(400);
    expect(players.json()).toMatchObject({
      code: 'invitation_code_error',
      message: 'Invalid invitation code.',
    });
    expect((await check('KHELA88', closedHost)).json().code).toBe('invitation_code_error');
    expect((await check('')).json().code).toBe('validation_failed');
  });

  it("puts a member registered with the code into the agent's downline", async () => {
    const response = await register({ ...valid, username: 'invited1', affiliateCode: 'khela88' });
    expect(response.statusCode).toBe(200);
    const info = await app.inject({
      url: '/wps/member/info',
      headers: { host, authorization: response.json().value.token },
    });
    expect(info.json().value.toUpline).toBe(true);
    const stored = await db
      .selectFrom('members')
      .select('uplineId')
      .where('username', '=', 'invited1')
      .executeTakeFirstOrThrow();
    expect(stored.uplineId).toBe(agentId);
  });

  it('refuses an unknown code on its field and writes nothing', async () => {
    const response = await register({ ...valid, username: 'invited2', affiliateCode: 'NOPE99' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      {
        path: 'affiliateCode',
        code: 'validation.invitation_invalid',
        message: 'Invalid invitation code.',
      },
    ]);
    const stored = await db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'invited2')
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });
});

describe('avatars', () => {
  it("lists the portraits, answers the member's icon, and keeps a picked one", async () => {
    const signedIn = await register({ ...valid, username: 'portrait1' });
    const headers = { host, authorization: signedIn.json().value.token, language: 'en' };
    const list = (await app.inject({ url: '/wps/relay/MCSFE_getPlayerAvatar', headers })).json()
      .value;
    expect(list.avatars).toHaveLength(12);
    expect(list.avatars[0]).toEqual({ id: 1, url: '/art/avatars/avatar-01.svg' });
    expect(list.selected).toBeGreaterThanOrEqual(1);
    const icon = (await app.inject({ url: '/wps/member/info/icon', headers })).json().value;
    expect(icon.iconUrl).toBe(list.avatars[list.selected - 1].url);

    const picked = await app.inject({
      method: 'PUT',
      url: '/wps/member/info/icon',
      headers,
      payload: { avatarId: 7 },
    });
    expect(picked.json().value).toEqual({ iconUrl: '/art/avatars/avatar-07.svg' });
    expect((await app.inject({ url: '/wps/member/info/icon', headers })).json().value.iconUrl).toBe(
      '/art/avatars/avatar-07.svg',
    );
    const refused = await app.inject({
      method: 'PUT',
      url: '/wps/member/info/icon',
      headers,
      payload: { avatarId: 13 },
    });
    expect(refused.json().fields[0].path).toBe('avatarId');
    const anonymous = await app.inject({ url: '/wps/member/info/icon', headers: { host } });
    expect(anonymous.statusCode).toBe(401);
  });
});
