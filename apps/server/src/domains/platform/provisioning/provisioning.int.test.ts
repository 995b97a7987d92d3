import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { operatorPassword, signInOperator } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { seedDemo } from '../../../seed/demo';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let platformOwner: string;
let platformAdmin: string;
let merchantOwner: string;
let templateId: string;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db));
  await seedDemo(db, { opsPassword: 'demo-password-1' });
  templateId = (
    await db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'KHELA')
      .executeTakeFirstOrThrow()
  ).id;
  platformOwner = (
    await signInOperator(app, db, { merchantId: null, username: 'root', role: 'owner' })
  ).token;
  platformAdmin = (
    await signInOperator(app, db, { merchantId: null, username: 'platformadmin', role: 'admin' })
  ).token;
  merchantOwner = (
    await signInOperator(app, db, { merchantId: templateId, username: 'khelaowner', role: 'owner' })
  ).token;
});
afterAll(async () => {
  await app.close();
  await drop();
});

function call(token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: { authorization: token, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
}

const newMerchant = {
  code: 'brand2',
  name: 'Brand Two',
  domains: [
    { domain: 'Brand2.test', device: 0 },
    { domain: 'm.brand2.test', device: 3 },
  ],
  currency: 'BDT',
  languages: ['en', 'bn'],
  defaultLanguage: 'en',
  timeZone: 'Asia/Dhaka',
  colorPrimary: '#1D4ED8',
  colorAccent: '#f59e0b',
  flags: { SOCIALLOGIN: true, FREEPLAY: false },
  template: { code: 'KHELA', content: true, games: true, payments: true },
  owner: { username: 'brand2owner', password: 'brand2-owner-password' },
};

async function countOf(
  table: 'banners' | 'paymentChannels' | 'receivingAccounts' | 'games' | 'registrationFields',
  merchantId: string,
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchantId', '=', merchantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('platform desk', () => {
  it('is the platform owner’s alone', async () => {
    for (const token of [platformAdmin, merchantOwner]) {
      expect((await call(token, 'GET', '/ops/api/platform/merchants')).json().code).toBe(
        'forbidden',
      );
      expect(
        (await call(token, 'POST', '/ops/api/platform/merchants', newMerchant)).json().code,
      ).toBe('forbidden');
    }
    const listed = (await call(platformOwner, 'GET', '/ops/api/platform/merchants')).json().value;
    expect(listed).toEqual([
      expect.objectContaining({ code: 'KHELA', isDefault: true, status: 'active', operators: 1 }),
    ]);
  });

  it('makes a merchant with its domains, brand, flags, first owner and a template’s starter sets', async () => {
    const answer = await call(platformOwner, 'POST', '/ops/api/platform/merchants', newMerchant);
    expect(answer.json()).toMatchObject({
      success: true,
      value: {
        code: 'BRAND2',
        domains: [
          { domain: 'brand2.test', device: 0 },
          { domain: 'm.brand2.test', device: 3 },
        ],
        colorPrimary: '#1d4ed8',
        isDefault: false,
        operators: 1,
        members: 0,
      },
    });
    const created = await db
      .selectFrom('merchants')
      .selectAll()
      .where('code', '=', 'BRAND2')
      .executeTakeFirstOrThrow();
    for (const table of ['banners', 'paymentChannels', 'games', 'registrationFields'] as const) {
      expect(await countOf(table, created.id)).toBeGreaterThan(0);
    }
    expect(await countOf('paymentChannels', created.id)).toBe(
      await countOf('paymentChannels', templateId),
    );
    expect(await countOf('receivingAccounts', created.id)).toBe(0);
    const flags = await db
      .selectFrom('whitelabelFlags')
      .select(['code', 'isEnabled'])
      .where('merchantId', '=', created.id)
      .execute();
    expect(flags).toEqual(expect.arrayContaining([{ code: 'SOCIALLOGIN', isEnabled: true }]));
    expect(flags).toEqual(expect.arrayContaining([{ code: 'FREEPLAY', isEnabled: false }]));

    // Its site answers on its host, in its brand; the other brand's host still shows the other.
    const info = (
      await app.inject({ url: '/wps/system/permission', headers: { host: 'brand2.test' } })
    ).json().value.info;
    expect(info.brand).toMatchObject({ name: 'Brand Two', colorPrimary: '#1d4ed8' });
    const demo = (
      await app.inject({ url: '/wps/system/permission', headers: { host: 'localhost' } })
    ).json().value.info;
    expect(demo.brand.name).toBe('Khela');

    // Its first owner signs in and sees only its own merchant.
    const session = await app.inject({
      method: 'POST',
      url: '/ops/api/session',
      payload: { username: 'brand2owner', password: 'brand2-owner-password' },
    });
    expect(session.json().value.operator).toMatchObject({
      merchantCode: 'BRAND2',
      role: 'owner',
      twoFactor: 'required',
    });

    const log = await db
      .selectFrom('operatorActions')
      .selectAll()
      .where('action', '=', 'merchant_create')
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]?.merchantId).toBe(created.id);
  });

  it('refuses a taken code, domain or owner name, and bad input, creating nothing', async () => {
    const before = (await db.selectFrom('merchants').select('id').execute()).length;
    const attempt = (changes: object) =>
      call(platformOwner, 'POST', '/ops/api/platform/merchants', { ...newMerchant, ...changes });
    const sameCode = await attempt({
      domains: [{ domain: 'brand3.test', device: 0 }],
      owner: { username: 'brand3owner', password: 'another-password' },
    });
    expect(sameCode.json()).toMatchObject({ code: 'merchant_taken', fields: [{ path: 'code' }] });
    const domain = await attempt({ code: 'BRAND3', domains: [{ domain: 'localhost', device: 0 }] });
    expect(domain.json()).toMatchObject({ code: 'domain_taken', fields: [{ path: 'domains' }] });
    expect(domain.json().message).toContain('localhost');
    expect(
      (
        await attempt({
          code: 'BRAND3',
          domains: [{ domain: 'brand3.test', device: 0 }],
          owner: { username: 'brand2owner', password: 'another-password' },
        })
      ).json(),
    ).toMatchObject({ code: 'operator_taken', fields: [{ path: 'owner.username' }] });
    const otherCurrency = await attempt({
      code: 'BRAND3',
      domains: [{ domain: 'brand3.test', device: 0 }],
      currency: 'THB',
    });
    expect(otherCurrency.json().code).toBe('validation_failed');
    expect(otherCurrency.json().fields[0]).toMatchObject({ path: 'template.payments' });
    for (const bad of [
      { domains: [{ domain: 'http://x.test/', device: 0 }] },
      { timeZone: 'Mars/Olympus' },
      { defaultLanguage: 'th' },
      { colorPrimary: 'red' },
      { currency: 'XXX' },
      { name: '<b>Brand</b>' },
    ]) {
      const answer = await attempt({ code: 'BRAND3', ...bad });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().code).toBe('validation_failed');
    }
    expect((await db.selectFrom('merchants').select('id').execute()).length).toBe(before);
    expect(
      await db.selectFrom('operators').select('id').where('username', '=', 'brand3owner').execute(),
    ).toEqual([]);
  });

  it('gives the domain to one of two merchants made at the same moment, naming it to the other', async () => {
    const attempt = (code: string) =>
      call(platformOwner, 'POST', '/ops/api/platform/merchants', {
        ...newMerchant,
        code,
        domains: [{ domain: 'contested.test', device: 0 }],
        owner: { username: `${code.toLowerCase()}owner`, password: 'race-password-1' },
      });
    const answers = (await Promise.all([attempt('RACEA'), attempt('RACEB')])).map((answer) =>
      answer.json(),
    );
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    const refused = answers.find((answer) => !answer.success);
    expect(refused).toMatchObject({ code: 'domain_taken', fields: [{ path: 'domains' }] });
    expect(refused.message).toContain('contested.test');
    const codes = await db
      .selectFrom('merchants')
      .select('code')
      .where('code', 'in', ['RACEA', 'RACEB'])
      .execute();
    expect(codes).toHaveLength(1);
  });

  it('suspends and resumes a merchant: its site and its operators wait with it', async () => {
    const brandOwner = await app.inject({
      method: 'POST',
      url: '/ops/api/session',
      payload: { username: 'brand2owner', password: 'brand2-owner-password' },
    });
    expect(brandOwner.json().success).toBe(true);
    const suspended = await call(platformOwner, 'PATCH', '/ops/api/platform/merchants/BRAND2', {
      status: 'suspended',
    });
    expect(suspended.json().value.status).toBe('suspended');
    const site = await app.inject({
      url: '/wps/system/permission',
      headers: { host: 'brand2.test' },
    });
    expect(site.json().code).toBe('merchant_suspended');
    const brandAdmin = await signInOperator(app, db, {
      merchantId: (
        await db
          .selectFrom('merchants')
          .select('id')
          .where('code', '=', 'BRAND2')
          .executeTakeFirstOrThrow()
      ).id,
      username: 'brand2admin',
      role: 'admin',
    });
    expect((await call(brandAdmin.token, 'GET', '/ops/api/operators')).json().code).toBe(
      'merchant_suspended',
    );
    await call(platformOwner, 'PATCH', '/ops/api/platform/merchants/BRAND2', { status: 'active' });
    expect(
      (await app.inject({ url: '/wps/system/permission', headers: { host: 'brand2.test' } })).json()
        .success,
    ).toBe(true);
    const operators = (await call(brandAdmin.token, 'GET', '/ops/api/operators')).json().value;
    expect(operators.map((row: { username: string }) => row.username).sort()).toEqual([
      'brand2admin',
      'brand2owner',
    ]);
  });

  it('chooses which merchant answers unclaimed hosts, or none, and edits brand and domains', async () => {
    const unclaimed = () =>
      app.inject({ url: '/wps/system/permission', headers: { host: '198.51.100.4:8080' } });
    expect((await unclaimed()).json().value.info.brand.name).toBe('Khela');
    await call(platformOwner, 'PATCH', '/ops/api/platform/merchants/BRAND2', { isDefault: true });
    expect((await unclaimed()).json().value.info.brand.name).toBe('Brand Two');
    const listed = (await call(platformOwner, 'GET', '/ops/api/platform/merchants')).json().value;
    expect(
      listed
        .filter((row: { isDefault: boolean }) => row.isDefault)
        .map((row: { code: string }) => row.code),
    ).toEqual(['BRAND2']);
    await call(platformOwner, 'PATCH', '/ops/api/platform/merchants/BRAND2', { isDefault: false });
    expect((await unclaimed()).json().code).toBe('merchant_unknown');

    const edited = await call(platformOwner, 'PATCH', '/ops/api/platform/merchants/BRAND2', {
      popupRepeat: 'day',
      digits: 'beng',
      name: 'Brand Deux',
      domains: [{ domain: 'deux.test', device: 0 }],
      colorAccent: '#22c55e',
    });
    expect(edited.json().value).toMatchObject({
      popupRepeat: 'day',
      digits: 'beng',
      name: 'Brand Deux',
      domains: [{ domain: 'deux.test', device: 0 }],
      colorAccent: '#22c55e',
    });
    const info = (
      await app.inject({ url: '/wps/system/permission', headers: { host: 'deux.test' } })
    ).json().value.info;
    expect(info.brand).toMatchObject({ name: 'Brand Deux', colorAccent: '#22c55e' });
    expect(info.popupRepeat).toBe('day');
    expect(info.digits).toBe('beng');
    // The log says what each changed field was before, settings and domains included.
    const [update] = await db
      .selectFrom('operatorActions')
      .select('detail')
      .where('action', '=', 'merchant_update')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect((update?.detail as { changes: object }).changes).toMatchObject({
      popupRepeat: { from: 'session', to: 'day' },
      digits: { from: 'latn', to: 'beng' },
      domains: { to: ['deux.test'] },
    });
    const taken = await call(platformOwner, 'PATCH', '/ops/api/platform/merchants/BRAND2', {
      domains: [{ domain: 'localhost', device: 0 }],
    });
    expect(taken.json().code).toBe('domain_taken');
    const wrongDefault = await call(platformOwner, 'PATCH', '/ops/api/platform/merchants/BRAND2', {
      languages: ['th'],
    });
    expect(wrongDefault.json().code).toBe('validation_failed');
    expect(
      (await call(platformOwner, 'PATCH', '/ops/api/platform/merchants/NOPE', { name: 'x' })).json()
        .code,
    ).toBe('not_found');
    expect(operatorPassword.length).toBeGreaterThan(0);
  });
});
