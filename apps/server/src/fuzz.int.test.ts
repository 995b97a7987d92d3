import { eventStreamAnswerSchema } from '@khela/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/app';
import { createTestDatabase } from '../test/database';
import { signInToken } from '../test/envelope';
import {
  createMember,
  createMerchant,
  creditWallet,
  setPaymentPassword,
  signInOperator,
} from '../test/factories';
import type { DeclaredRoute } from './app';
import type { Db } from './db/database';

/**
 * Every route the server registers, sent every kind of junk with and without tokens: no answer
 * may be a 5xx, and the server must keep answering. The routes come from the server itself,
 * so a new route is fuzzed without this file changing.
 */

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let routes: DeclaredRoute[];
let host: string;
let memberToken: string;
let operatorToken: string;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  const built = await createTestApp(db);
  app = built.app;
  routes = built.declaredRoutes;
  const merchant = await createMerchant(db);
  host = merchant.domain!;
  const member = await createMember(db, merchant.id, {
    username: 'fuzzer',
    password: 'fuzz-pass1',
  });
  await setPaymentPassword(db, member.id, 'pay-456');
  await creditWallet(db, merchant.id, member.id, 100_000n);
  memberToken = await signInToken(app, host, 'fuzzer', 'fuzz-pass1');
  operatorToken = (
    await signInOperator(app, db, { merchantId: merchant.id, username: 'fuzzop', role: 'owner' })
  ).token;
});
afterAll(async () => {
  await app.close();
  await drop();
});

/** The fields a route's body or query names, so junk lands where the route reads. */
function fieldsOf(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  return ['id', 'amount', 'username', 'password', 'title', 'value'];
}

const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
const deepArray = '['.repeat(40) + ']'.repeat(40);
const huge = 'x'.repeat(200_000);

/** Values of the wrong type, size or encoding for any one field. */
const junkValues: unknown[] = [
  null,
  '',
  ' ',
  huge,
  'a\u0000b',
  '\udfff\ud800',
  '\ud83d',
  -1,
  0,
  -0.01,
  1e308,
  -1e308,
  0.000000001,
  '1e3',
  '-5',
  '99999999999999999999999999',
  2 ** 53,
  'NaN',
  'Infinity',
  true,
  [],
  [1, 2, 3],
  {},
  { nested: { deeper: [null] } },
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u202e\u0645\u0631\u062d\u0628\u0627 😀',
  'ঘর্'.repeat(500),
];

/** One body per kind of junk: each field given the same junk, then whole-body shapes. */
function bodiesFor(fields: string[]): { label: string; payload: string; type?: string }[] {
  const perValue = junkValues.map((value, index) => ({
    label: `every field = junk #${index}`,
    payload: JSON.stringify(Object.fromEntries(fields.map((field) => [field, value]))),
  }));
  const wide = Object.fromEntries(Array.from({ length: 5000 }, (_, n) => [`k${n}`, n]));
  return [
    ...perValue,
    { label: 'empty object', payload: '{}' },
    { label: 'missing fields but one', payload: JSON.stringify({ [fields[0] ?? 'a']: 'x' }) },
    { label: 'array body', payload: '[1,2,3]' },
    { label: 'string body', payload: '"text"' },
    { label: 'number body', payload: '42' },
    { label: 'null body', payload: 'null' },
    { label: 'nested 5,000 deep', payload: deep },
    { label: 'arrays 40 deep', payload: deepArray },
    { label: 'broken JSON', payload: '{"a":' },
    { label: 'not JSON at all', payload: 'hello=world' },
    { label: 'prototype poisoning', payload: '{"__proto__":{"isAdmin":true}}' },
    { label: 'constructor poisoning', payload: '{"constructor":{"prototype":{"a":1}}}' },
    { label: '5,000 keys', payload: JSON.stringify(wide) },
    { label: '100,000 items', payload: JSON.stringify(Array.from({ length: 100_000 }, () => 1)) },
    { label: 'text/plain', payload: 'plain words', type: 'text/plain' },
    { label: 'xml', payload: '<a><b/></a>', type: 'application/xml' },
    { label: 'form', payload: 'a=1&a=2&b[c]=3', type: 'application/x-www-form-urlencoded' },
    { label: 'bad multipart', payload: '--x\r\nnonsense', type: 'multipart/form-data; boundary=x' },
    { label: 'empty JSON', payload: '', type: 'application/json' },
  ];
}

/** Junk for path parameters. */
const paramJunk = [
  '1',
  '0',
  '-1',
  '99999999999999999999',
  'abc',
  '%00',
  '%E0%A4%A',
  'x'.repeat(190),
];

/** Junk query strings (added to GET and DELETE routes, and beside bodies elsewhere). */
function queriesFor(fields: string[]): string[] {
  const first = fields[0] ?? 'q';
  return [
    '',
    `?${first}=`,
    `?${first}=%00`,
    `?${first}=${'9'.repeat(40)}`,
    `?${first}=-1&${first}=2`,
    `?${first}[a]=1`,
    `?${first}=%ED%B0%80`,
    `?page=-1&size=1000000&from=2026-13-45&to=x&status=nope`,
    `?${'x'.repeat(3000)}=1`,
    '?%',
  ];
}

function urlFor(route: DeclaredRoute, param: string): string {
  return route.url.replace(/:[A-Za-z]+/g, param).replace(/\*/g, 'junk');
}

/** An answer within the time a person would wait, or a failure naming the request. */
async function answered(options: InjectOptions, label: string): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in 15 s: ${label}`)), 15_000);
  });
  try {
    return await Promise.race([app.inject(options), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether a route streams its answer (it would not end for a signed-in caller). */
function isStream(route: DeclaredRoute): boolean {
  const response = (route.schema?.response ?? {}) as Record<string, unknown>;
  return response[200] === eventStreamAnswerSchema;
}

describe('fuzzing every route', () => {
  it('answers no junk with a 5xx, and keeps answering', async () => {
    const declared = routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => ({ ...route, method })),
    );
    expect(declared.length).toBeGreaterThan(150);
    const failures: string[] = [];
    let sent = 0;
    for (const route of declared) {
      const schema = route.schema ?? {};
      const hasBody = !['GET', 'DELETE'].includes(route.method as string);
      const fields = fieldsOf(hasBody ? schema.body : schema.querystring);
      // A garbage token is tried once per route (the first case); the rest go without a token
      // and with a real one of the route's audience.
      const tokens = isStream(route)
        ? [undefined]
        : [undefined, route.url.startsWith('/ops/') ? operatorToken : memberToken];
      const cases: { url: string; payload?: string; type?: string; label: string }[] = [];
      if (route.url.includes(':')) {
        for (const param of paramJunk)
          cases.push({ url: urlFor(route, param), label: `param ${param}` });
      }
      for (const query of queriesFor(fields)) {
        cases.push({ url: urlFor(route, '1') + query, label: `query ${query.slice(0, 40)}` });
      }
      if (hasBody) {
        for (const body of bodiesFor(fields)) cases.push({ url: urlFor(route, '1'), ...body });
      }
      // The wrong method on the route's own path.
      const wrong = route.method === 'GET' ? 'PATCH' : 'GET';
      cases.push({ url: urlFor(route, '1'), label: `method ${wrong}` });
      for (const [index, testCase] of cases.entries()) {
        for (const token of index === 0 ? [...tokens, 'garbage'] : tokens) {
          const isWrongMethod = testCase.label.startsWith('method ');
          const method = (isWrongMethod ? wrong : route.method) as InjectOptions['method'];
          const label = `${route.method} ${route.url} · ${testCase.label} · ${token ? 'token' : 'none'}`;
          const response = await answered(
            {
              method,
              url: testCase.url,
              headers: {
                host,
                language: 'en',
                ...(token ? { authorization: token } : {}),
                ...(testCase.payload === undefined
                  ? {}
                  : { 'content-type': testCase.type ?? 'application/json' }),
              },
              ...(testCase.payload === undefined ? {} : { payload: testCase.payload }),
            },
            label,
          );
          sent += 1;
          if (response.statusCode >= 500) {
            failures.push(`${response.statusCode} ${label}: ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    console.info(`fuzz: ${sent} requests to ${declared.length} routes`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(10_000);
    // Still answering, and still the same server.
    const status = await app.inject({ url: '/wps/system/status', headers: { host } });
    expect(status.statusCode).toBe(200);
  }, 900_000);
});
