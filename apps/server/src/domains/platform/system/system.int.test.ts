import { permissionValueSchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { createMerchant } from '../../../../test/factories';
import type { Db } from '../../../db/database';

const bangladeshIp = '103.4.145.1';
const usIp = '8.8.8.8';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
const clock = fixedClock('2026-11-22T10:00:00Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock, trustProxy: true }));
});
afterAll(async () => {
  await app.close();
  await drop();
});

async function status(host: string, ip?: string) {
  const response = await app.inject({
    url: '/wps/system/status',
    headers: { host, ...(ip ? { 'x-forwarded-for': ip } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().value as { status: number; maintenanceEnd: string | null; ip: string };
}

describe('GET /wps/system/status', () => {
  it('is normal without maintenance or region rules, and echoes the caller ip', async () => {
    const merchant = await createMerchant(db);
    expect(await status(merchant.domain!, usIp)).toEqual({
      status: 0,
      maintenanceEnd: null,
      ip: usIp,
    });
  });

  it('reports maintenance with its end only while a window is in force', async () => {
    const merchant = await createMerchant(db);
    await db
      .insertInto('maintenanceWindows')
      .values({
        merchantId: merchant.id,
        startsAt: '2026-11-22T09:00:00Z',
        endsAt: '2026-11-22T12:00:00Z',
      })
      .execute();
    expect(await status(merchant.domain!)).toMatchObject({
      status: 1,
      maintenanceEnd: '2026-11-22T12:00:00.000Z',
    });
    clock.set('2026-11-22T12:00:01Z');
    expect((await status(merchant.domain!)).status).toBe(0);
    clock.set('2026-11-22T08:59:59Z');
    expect((await status(merchant.domain!)).status).toBe(0);
    clock.set('2026-11-22T10:00:00Z');
  });

  it('treats an open-ended window as maintenance without an end time', async () => {
    const merchant = await createMerchant(db);
    await db
      .insertInto('maintenanceWindows')
      .values({ merchantId: merchant.id, startsAt: '2026-11-22T09:00:00Z', endsAt: null })
      .execute();
    expect(await status(merchant.domain!)).toMatchObject({ status: 1, maintenanceEnd: null });
  });

  it('blocks by CIDR and by country, region block winning over maintenance', async () => {
    const merchant = await createMerchant(db);
    await db
      .insertInto('regionRules')
      .values([
        {
          merchantId: merchant.id,
          kind: 'cidr',
          action: 'block',
          network: '203.0.113.0/24',
          country: null,
        },
        { merchantId: merchant.id, kind: 'country', action: 'block', country: 'US', network: null },
      ])
      .execute();
    await db
      .insertInto('maintenanceWindows')
      .values({ merchantId: merchant.id, startsAt: '2026-11-22T09:00:00Z', endsAt: null })
      .execute();
    expect(await status(merchant.domain!, '203.0.113.9')).toEqual({
      status: 2,
      maintenanceEnd: null,
      ip: '203.0.113.9',
    });
    expect((await status(merchant.domain!, usIp)).status).toBe(2);
    expect((await status(merchant.domain!, bangladeshIp)).status).toBe(1);
  });

  it('lets an allow CIDR through a country block, and allow-list countries block the rest', async () => {
    const merchant = await createMerchant(db);
    await db
      .insertInto('regionRules')
      .values([
        { merchantId: merchant.id, kind: 'country', action: 'allow', country: 'BD', network: null },
        {
          merchantId: merchant.id,
          kind: 'cidr',
          action: 'allow',
          network: '8.8.8.0/24',
          country: null,
        },
      ])
      .execute();
    expect((await status(merchant.domain!, bangladeshIp)).status).toBe(0);
    expect((await status(merchant.domain!, usIp)).status).toBe(0);
    expect((await status(merchant.domain!, '81.2.69.142')).status).toBe(2);
    // Loopback has no country: only CIDR rules can block it.
    expect((await status(merchant.domain!, '127.0.0.1')).status).toBe(0);
  });
});

describe('configuration endpoints', () => {
  it('answers the permission/info call in the contract shape', async () => {
    const merchant = await createMerchant(db, {
      flags: { USERNAMEREG3: true, MOBILENUMREG3: false },
    });
    const response = await app.inject({
      url: '/wps/system/permission?url=example.test',
      headers: { host: merchant.domain!, 'x-forwarded-for': bangladeshIp },
    });
    const value = permissionValueSchema.parse(response.json().value);
    expect(value.info.merchantCode).toBe(merchant.code);
    expect(value.info.whitelabel).toEqual({ USERNAMEREG3: true, MOBILENUMREG3: false });
    expect(value.location).toEqual({ ip: bangladeshIp, country: 'BD' });
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
  });

  it('lists domains per device and refuses other devices', async () => {
    const merchant = await createMerchant(db, {
      domains: [
        { domain: 'desk.routes.test', device: 0 },
        { domain: 'm.routes.test', device: 3 },
      ],
    });
    const host = { host: 'desk.routes.test' };
    const desktop = await app.inject({ url: '/wps/system/domainRoute?device=0', headers: host });
    expect(desktop.json().value).toEqual([{ domainName: 'desk.routes.test', device: 0 }]);
    const mobile = await app.inject({ url: '/wps/system/domainRoute?device=3', headers: host });
    expect(mobile.json().value).toEqual([{ domainName: 'm.routes.test', device: 3 }]);
    for (const device of ['1', 'x', '', '0.5']) {
      const bad = await app.inject({
        url: `/wps/system/domainRoute?device=${device}`,
        headers: host,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, code: 'validation_failed' });
    }
    expect(merchant.code).toBeTruthy();
  });

  it('serves help articles in the asked language, grouped by category', async () => {
    const merchant = await createMerchant(db);
    await db
      .insertInto('helpArticles')
      .values([
        {
          merchantId: merchant.id,
          language: 'en',
          category: 'Account',
          slug: 'a',
          title: 'A',
          content: '<p>a</p>',
        },
        {
          merchantId: merchant.id,
          language: 'en',
          category: 'Account',
          slug: 'b',
          title: 'B',
          content: '<p>b</p>',
        },
        {
          merchantId: merchant.id,
          language: 'th',
          category: 'บัญชี',
          slug: 'a',
          title: 'ก',
          content: '<p>ก</p>',
        },
      ])
      .execute();
    const english = await app.inject({
      url: '/wps/system/helpCenter',
      headers: { host: merchant.domain!, language: 'en' },
    });
    expect(english.json().value.categories).toHaveLength(1);
    expect(
      english.json().value.categories[0].articles.map((a: { slug: string }) => a.slug),
    ).toEqual(['a', 'b']);
    const thai = await app.inject({
      url: '/wps/system/helpCenter',
      headers: { host: merchant.domain!, language: 'th' },
    });
    expect(thai.json().value.categories[0].category).toBe('บัญชี');
  });
});
