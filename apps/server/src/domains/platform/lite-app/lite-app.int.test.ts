import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { createMerchant } from '../../../../test/factories';
import type { Db } from '../../../db/database';

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

describe('GET /manifest.webmanifest', () => {
  it("serves each merchant's own lite app by the site's host name", async () => {
    const first = await createMerchant(db, { name: 'Tiger Play' });
    const second = await createMerchant(db, { name: 'Lotus Win', defaultLanguage: 'en' });
    await db
      .updateTable('merchants')
      .set({ brand: JSON.stringify({ colorPrimary: '#224466' }) })
      .where('id', '=', second.id)
      .execute();
    const answer = await app.inject({
      url: '/manifest.webmanifest',
      headers: { host: first.domain! },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/manifest+json');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json()).toMatchObject({ name: 'Tiger Play', lang: 'bn', display: 'standalone' });
    const other = await app.inject({
      url: '/manifest.webmanifest',
      headers: { host: second.domain! },
    });
    expect(other.json()).toMatchObject({
      name: 'Lotus Win',
      lang: 'en',
      theme_color: '#224466',
      description: expect.stringContaining('Lotus Win lite app'),
    });
  });

  it('answers a host that names no merchant with a JSON 404', async () => {
    const answer = await app.inject({
      url: '/manifest.webmanifest',
      headers: { host: 'nobody.invalid' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, code: 'merchant_unknown' });
  });
});
