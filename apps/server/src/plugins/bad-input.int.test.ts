import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { signInToken } from '../../test/envelope';
import { createMember, createMerchant, signInOperator } from '../../test/factories';
import type { Db } from '../db/database';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let operatorToken: string;
let memberToken: string;
const logged: { level: number; msg?: string }[] = [];

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { logTo: (line) => logged.push(line) }));
  const merchant = await createMerchant(db);
  host = merchant.domain!;
  operatorToken = (
    await signInOperator(app, db, { merchantId: merchant.id, username: 'owner', role: 'owner' })
  ).token;
  await createMember(db, merchant.id, { username: 'prober', password: 'prober-pass-1' });
  memberToken = await signInToken(app, host, 'prober', 'prober-pass-1');
});
afterAll(async () => {
  await app.close();
  await drop();
});

/** Every route the server has, as method and path (static files are not registered here). */
function routes(): { method: string; url: string }[] {
  const found: { method: string; url: string }[] = [];
  const text = app.printRoutes({ commonPrefix: false, includeHooks: false });
  for (const line of text.split('\n')) {
    const match = /[─└├]+ (\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    for (const method of match[2].split(', ')) {
      if (method !== 'HEAD') found.push({ method, url: match[1] });
    }
  }
  return found;
}

describe('bad input gets a clear 4xx and changes nothing', () => {
  it('refuses an unknown language, but a disabled shipped one falls back', async () => {
    for (const language of ['xx', 'klingon', '12', 'en-US-extra-long-tag', '<script>']) {
      const response = await app.inject({ url: '/wps/system/status', headers: { host, language } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'language_unsupported' });
      expect(response.json().message).toBeTruthy();
    }
    const regional = await app.inject({
      url: '/wps/system/status',
      headers: { host, language: 'en-GB' },
    });
    expect(regional.statusCode).toBe(200);
  });

  it('answers malformed query strings and values with validation errors', async () => {
    const cases = [
      '/wps/system/domainRoute?device=%',
      '/wps/system/domainRoute?device=0&device=3',
      '/wps/system/domainRoute',
      '/wps/system/banners?group=' + 'x'.repeat(500),
      '/wps/system/banners?group=../../etc',
      '/wps/relay/MCSFE_getListAnnouncements?types=Z',
      '/wps/relay/MCSFE_getListAnnouncements?platform=X',
      '/wps/system/permission?url=' + 'a'.repeat(300),
    ];
    for (const url of cases) {
      const response = await app.inject({ url, headers: { host, language: 'en' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('names the bad field', async () => {
    const response = await app.inject({
      url: '/wps/system/domainRoute?device=7',
      headers: { host, language: 'en' },
    });
    expect(response.json().fields).toEqual([
      { path: 'device', code: 'field_invalid', message: 'This value is not valid' },
    ]);
  });

  it('logs one line per request, with its route and status, never its query', async () => {
    const before = logged.length;
    const answer = await app.inject({
      url: '/wps/system/status?token=secret-in-query',
      headers: { host },
    });
    const lines = logged.slice(before) as Record<string, unknown>[];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request',
      level: 30,
      method: 'GET',
      route: '/wps/system/status',
      statusCode: 200,
      reqId: answer.headers['x-request-id'],
    });
    expect(JSON.stringify(lines)).not.toContain('secret-in-query');
  });

  it('answers unknown API paths and methods with JSON 404', async () => {
    const response = await app.inject({ url: '/wps/nothing/here', headers: { host } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'not_found' });
    const post = await app.inject({ method: 'POST', url: '/wps/system/status', headers: { host } });
    expect(post.statusCode).toBe(404);
  });

  it('refuses broken JSON, wrong content types and oversized bodies', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/ops/api/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('bad_request');
    const wrongType = await app.inject({
      method: 'POST',
      url: '/ops/api/session',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    const huge = await app.inject({
      method: 'POST',
      url: '/ops/api/session',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('payload_too_large');
  });

  it('answers oversized headers with 431 and a JSON reason', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/wps/system/status',
          headers: { host, 'x-big': 'y'.repeat(40_000) },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'headers_too_large' });
  });

  it('never answers 5xx to random bodies, queries and headers on any route', async () => {
    const known = routes();
    expect(known.length).toBeGreaterThan(8);
    const jsonValue = fc.jsonValue({ maxDepth: 3 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...known),
        fc.oneof(
          jsonValue.map((value) => JSON.stringify(value)),
          fc.string({ maxLength: 200 }),
        ),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 40 }), {
          maxKeys: 4,
        }),
        fc.constantFrom('bn', 'en', 'th', 'xx', '', 'bn-BD'),
        async (route, payload, query, language) => {
          const url = route.url.replace(/:[a-z]+/gi, 'x');
          const response = await app.inject({
            method: route.method as 'GET',
            url,
            query,
            headers: {
              host,
              language,
              'content-type': 'application/json',
              authorization: 'garbage',
            },
            payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : payload,
          });
          expect(response.statusCode, `${route.method} ${url}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a body nested 5,000 deep on every route with a clear 400 and no error log', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    let refusedAsDeep = 0;
    for (const route of routes().filter((found) => !['GET', 'DELETE'].includes(found.method))) {
      const url = route.url.replace(/:[a-z]+/gi, '1');
      const isOps = url.startsWith('/ops/');
      const response = await app.inject({
        method: route.method as 'POST',
        url,
        headers: {
          host,
          language: 'en',
          'content-type': 'application/json',
          authorization: `Bearer ${isOps ? operatorToken : memberToken}`,
        },
        payload: deep,
      });
      expect(response.statusCode, `${route.method} ${url}`).toBeLessThan(500);
      if (response.json().code === 'body_too_deep') refusedAsDeep += 1;
    }
    expect(refusedAsDeep).toBeGreaterThan(65);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('refuses ill-formed Unicode and markup in text fields, and stores nothing', async () => {
    const ops = { host, language: 'en', authorization: `Bearer ${operatorToken}` };
    for (const text of ['\udfff\ud800', 'half \ud83d', 'x\u0000']) {
      for (const field of ['title', 'content']) {
        const notice = await app.inject({
          method: 'POST',
          url: '/ops/api/content/notices',
          headers: ops,
          payload: { type: '1', language: 'en', title: 'Fine', content: '<p>x</p>', [field]: text },
        });
        expect(notice.statusCode, text).toBe(400);
        expect(notice.json().fields).toEqual([
          expect.objectContaining({ path: field, code: 'field_invalid' }),
        ]);
      }
    }
    const markup = await app.inject({
      method: 'POST',
      url: '/ops/api/content/help',
      headers: ops,
      payload: {
        language: 'en',
        slug: 'how-to',
        category: 'Start',
        title: '<img src=x onerror=alert(1)>How to',
        content: '<p>x</p>',
      },
    });
    expect(markup.statusCode).toBe(400);
    expect(markup.json().fields).toEqual([
      expect.objectContaining({ path: 'title', code: 'field_plain_text' }),
    ]);
    const stored = await db.selectFrom('helpArticles').select('id').execute();
    expect(stored).toEqual([]);
    const notices = await db.selectFrom('announcements').select('id').execute();
    expect(notices).toEqual([]);
  });
});
