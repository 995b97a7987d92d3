import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import type { Db } from '../database';
import { isEmpty, seedDemo } from './demo';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db));
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('demo seed', () => {
  it('runs on an empty database and gives real, translated content', async () => {
    expect(await isEmpty(db)).toBe(true);
    const seeded = await seedDemo(db, { opsPassword: 'demo-password-1' });
    expect(seeded.opsPassword).toBeUndefined();
    expect(await isEmpty(db)).toBe(false);
    for (const language of ['bn', 'en', 'th']) {
      const headers = { host: 'localhost', language };
      const banners = (await app.inject({ url: '/wps/system/banners?group=home', headers })).json()
        .value;
      expect(banners.length).toBeGreaterThanOrEqual(2);
      const news = (
        await app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements?types=B', headers })
      ).json().value;
      expect(news.length).toBeGreaterThan(0);
      const help = (await app.inject({ url: '/wps/system/helpCenter', headers })).json().value;
      const slugs = help.categories.flatMap((category: { articles: { slug: string }[] }) =>
        category.articles.map((article) => article.slug),
      );
      expect(slugs).toContain('term');
      const info = (await app.inject({ url: '/wps/system/permission', headers })).json().value.info;
      expect(info.licences).toHaveLength(3);
      expect(info.customerService.map((entry: { channel: string }) => entry.channel)).toEqual([
        'livechat',
        'telegram',
        'whatsapp',
        'facebook',
      ]);
    }
    const bengali = (
      await app.inject({ url: '/wps/system/banners?group=home', headers: { host: 'localhost' } })
    ).json();
    expect(bengali.value[0].title).toMatch(/[\u0980-\u09FF]/);
    const login = await app.inject({
      method: 'POST',
      url: '/ops/api/session',
      payload: { username: 'admin', password: 'demo-password-1' },
    });
    expect(login.statusCode).toBe(200);
  });
});
