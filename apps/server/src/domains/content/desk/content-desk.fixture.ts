// What the content desk's integration tests share: a database and app per test file, two
// merchants with their operators, and the calls and checks the tests make. A test file calls
// useContentDesk() once; the bindings below are filled in before its first test.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { createMerchant, signInOperator } from '../../../../test/factories';
import type { Db } from '../../../db/database';

export let db: Db;
let drop: () => Promise<void>;
export let app: FastifyInstance;
export const clock = fixedClock('2026-11-25T10:00:00Z');
export let merchant: Awaited<ReturnType<typeof createMerchant>>;
export let other: Awaited<ReturnType<typeof createMerchant>>;
export const tokens = {
  content: '',
  admin: '',
  support: '',
  finance: '',
  otherContent: '',
  platform: '',
};
export type Who = keyof typeof tokens;

/** XSS payloads a notice or a help article may carry; none may survive being saved. */
export const xss = [
  '<p onclick="alert(1)">Hello <b onmouseover="alert(2)">there</b></p>',
  '<script>alert(3)</script><p>after script</p>',
  '<a href="javascript:alert(4)">link</a><a href="JaVaScRiPt:alert(5)" target="_blank">two</a>',
  '<img src=x onerror=alert(6)><svg onload=alert(7)></svg><iframe src="javascript:alert(8)"></iframe>',
  '<p style="background:url(javascript:alert(9))">styled</p><a href="data:text/html,<script>alert(10)</script>">d</a>',
].join('');

/** Asserts that stored or served rich text keeps nothing that could run. */
export function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/<(img|svg|iframe)/i);
  expect(html).not.toMatch(/style=|data:/i);
}

/** The host a test merchant's site answers on (the factory always gives one). */
export function hostOf(of: { domain: string | null }): string {
  if (!of.domain) throw new Error('a test merchant has a domain');
  return of.domain;
}

/** A fresh database and app for the test file, two merchants and their operators. */
export function useContentDesk() {
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    ({ app } = await createTestApp(db, { clock }));
    merchant = await createMerchant(db);
    other = await createMerchant(db, { timeZone: 'Asia/Bangkok' });
    await db
      .insertInto('vendors')
      .values({
        merchantId: merchant.id,
        vassalage: 'KHELA',
        gameType: 'RNG',
        displayName: 'Khela',
        logoUrl: '/art/vendors/khela.svg',
      })
      .execute();
    for (const [key, merchantId, role] of [
      ['content', merchant.id, 'content'],
      ['admin', merchant.id, 'admin'],
      ['support', merchant.id, 'support'],
      ['finance', merchant.id, 'finance'],
      ['otherContent', other.id, 'content'],
      ['platform', null, 'owner'],
    ] as const) {
      tokens[key] = (
        await signInOperator(app, db, { merchantId, username: `cd_${key.toLowerCase()}`, role })
      ).token;
    }
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });
}

export function ops(
  as: Who,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: tokens[as], language: 'en' },
    payload,
  });
}

/** A multipart upload of one picture to the media desk. */
export async function upload(bytes: Buffer, as: Who = 'content', purpose = 'banner') {
  const boundary = '----khela-content-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: `/ops/api/media?purpose=${purpose}`,
    headers: {
      authorization: tokens[as],
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return response.json().value as { id: string; url: string };
}

/** What the site of a merchant is served, in a language. */
export async function site(path: string, language = 'en', host = hostOf(merchant)) {
  const response = await app.inject({ url: path, headers: { host, language } });
  return response.json().value;
}

/** Every row a refusal must leave alone: content tables and the action log. */
export async function snapshot() {
  const tables = [
    'banners',
    'announcements',
    'helpArticles',
    'customerServices',
    'licences',
    'resources',
    'whitelabelFlags',
    'registrationFields',
    'merchantSettings',
    'operatorActions',
  ] as const;
  return Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()));
}

/** Sends each refused request and checks it answers the code and changes nothing. */
export async function expectRefusals(
  cases: {
    as?: Who;
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    url: string;
    body?: object;
    code: string;
    status: number;
    message?: RegExp;
  }[],
) {
  const before = await snapshot();
  for (const each of cases) {
    const response = await ops(each.as ?? 'content', each.method, each.url, each.body);
    const label = `${each.method} ${each.url} ${JSON.stringify(each.body)}`;
    expect(response.statusCode, label).toBe(each.status);
    expect(response.json().code, label).toBe(each.code);
    if (each.message) expect(JSON.stringify(response.json()), label).toMatch(each.message);
  }
  expect(await snapshot()).toEqual(before);
}
