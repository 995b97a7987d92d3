import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { createAnnouncement, createBanner, createMerchant } from '../../test/factories';
import type { Db } from '../db/database';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let alpha: Awaited<ReturnType<typeof createMerchant>>;
let beta: Awaited<ReturnType<typeof createMerchant>>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db));
  alpha = await createMerchant(db, {
    domains: [{ domain: 'alpha.test' }],
    flags: { USERNAMEREG3: true },
    copyright: '© Alpha',
  });
  beta = await createMerchant(db, {
    domains: [{ domain: 'beta.test' }],
    flags: { USERNAMEREG3: false, SMSLOGIN: true },
    copyright: '© Beta',
    languages: ['en', 'th'],
    defaultLanguage: 'en',
  });
  await createBanner(db, alpha.id, { title: 'Alpha banner', language: 'bn' });
  await createBanner(db, beta.id, { title: 'Beta banner', language: 'en' });
  await createAnnouncement(db, alpha.id, { title: 'Alpha news' });
  await createAnnouncement(db, beta.id, { title: 'Beta news', language: 'en' });
  await db
    .insertInto('customerServices')
    .values({ merchantId: alpha.id, channel: 'telegram', csType: 2, path: 'https://t.me/alpha' })
    .execute();
});
afterAll(async () => {
  await app.close();
  await drop();
});

function get(url: string, headers: Record<string, string>) {
  return app.inject({ url, headers });
}

describe('the wall between merchants', () => {
  it('gives each host its own configuration', async () => {
    const a = (await get('/wps/system/permission', { host: 'alpha.test' })).json().value;
    const b = (await get('/wps/system/permission', { host: 'beta.test' })).json().value;
    expect(a.info.merchantCode).toBe(alpha.code);
    expect(a.info.whitelabel).toEqual({ USERNAMEREG3: true });
    expect(a.info.copyright).toBe('© Alpha');
    expect(a.info.customerService.map((entry: { path: string }) => entry.path)).toEqual([
      'https://t.me/alpha',
    ]);
    expect(b.info.merchantCode).toBe(beta.code);
    expect(b.info.whitelabel).toEqual({ USERNAMEREG3: false, SMSLOGIN: true });
    expect(b.info.customerService).toEqual([]);
    expect(b.info.languages).toEqual(['en', 'th']);
  });

  it('shows each merchant only its own banners and notices', async () => {
    const alphaBanners = (
      await get('/wps/system/banners?group=home', { host: 'alpha.test' })
    ).json().value;
    const betaBanners = (await get('/wps/system/banners?group=home', { host: 'beta.test' })).json()
      .value;
    expect(alphaBanners.map((banner: { title: string }) => banner.title)).toEqual(['Alpha banner']);
    expect(betaBanners.map((banner: { title: string }) => banner.title)).toEqual(['Beta banner']);
    const path = '/wps/relay/MCSFE_getListAnnouncements?types=B';
    const alphaNews = (await get(path, { host: 'alpha.test' })).json().value;
    const betaNews = (await get(path, { host: 'beta.test' })).json().value;
    expect(alphaNews.map((notice: { title: string }) => notice.title)).toEqual(['Alpha news']);
    expect(betaNews.map((notice: { title: string }) => notice.title)).toEqual(['Beta news']);
  });

  it('resolves by Merchant header on an unregistered host', async () => {
    const response = await get('/wps/system/whitelabel', {
      host: 'unknown.test',
      merchant: beta.code,
    });
    expect(response.json().value).toEqual({ USERNAMEREG3: false, SMSLOGIN: true });
  });

  it('refuses a Merchant header that names another brand than the host', async () => {
    const response = await get('/wps/system/whitelabel', {
      host: 'alpha.test',
      merchant: beta.code,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'merchant_mismatch' });
  });

  it('refuses unknown hosts and unknown merchant codes with a translated message', async () => {
    const unknownHost = await get('/wps/system/status', { host: 'nobody.test', language: 'en' });
    expect(unknownHost.statusCode).toBe(404);
    expect(unknownHost.json()).toMatchObject({ code: 'merchant_unknown' });
    expect(unknownHost.json().message).toMatch(/not configured/);
    const unknownCode = await get('/wps/system/status', { host: 'alpha.test', merchant: 'NOPE' });
    expect(unknownCode.json()).toMatchObject({ code: 'merchant_unknown' });
    const bengali = await get('/wps/system/status', { host: 'nobody.test' });
    expect(bengali.json().message).toMatch(/সাইট/);
  });

  it('closes a suspended merchant', async () => {
    const suspended = await createMerchant(db, { domains: [{ domain: 'closed.test' }] });
    await db
      .updateTable('merchants')
      .set({ status: 'suspended' })
      .where('id', '=', suspended.id)
      .execute();
    const response = await get('/wps/system/status', { host: 'closed.test' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('merchant_suspended');
  });

  it("answers in the merchant's default when it does not offer the asked language", async () => {
    const response = await get('/wps/system/banners?group=home', {
      host: 'beta.test',
      language: 'bn',
    });
    expect(response.json().value.map((banner: { title: string }) => banner.title)).toEqual([
      'Beta banner',
    ]);
  });
});
