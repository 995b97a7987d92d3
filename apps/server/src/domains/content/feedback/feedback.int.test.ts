import { feedbackWordsMax, feedbackWordsMin } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import { createMember, createMerchant, signInOperator } from '../../../../test/factories';
import type { Db } from '../../../db/database';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let home: { id: string; code: string; domain: string };
let other: { id: string; code: string; domain: string };
const tokens: Record<string, string> = {};

/** A text of exactly `count` words. */
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

function send(
  content: unknown,
  options: { host?: string; address?: string; language?: string; token?: string } = {},
) {
  return app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    remoteAddress: options.address ?? '198.51.100.1',
    headers: {
      host: options.host ?? home.domain,
      language: options.language ?? 'en',
      ...(options.token ? { authorization: options.token } : {}),
    },
    payload: { content },
  });
}

function list(as: string, merchant?: string) {
  return app.inject({
    url: `/ops/api/feedback${merchant ? `?merchant=${merchant}` : ''}`,
    headers: { authorization: tokens[as]!, language: 'en' },
  });
}

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db));
  const created = await createMerchant(db);
  const second = await createMerchant(db);
  home = { ...created, domain: created.domain! };
  other = { ...second, domain: second.domain! };
  await createMember(db, home.id, { username: 'fb_member', password: 'secret-pass-1' });
  tokens.member = await signInToken(app, home.domain, 'fb_member', 'secret-pass-1');
  for (const [name, role, merchantId] of [
    ['fb_support', 'support', home.id],
    ['fb_finance', 'finance', home.id],
    ['fb_other', 'admin', other.id],
  ] as const) {
    tokens[name] = (await signInOperator(app, db, { merchantId, username: name, role })).token;
  }
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('PUT /wps/feedback', () => {
  it('refuses a note outside the word bounds with a translated field error, storing nothing', async () => {
    for (const content of [words(feedbackWordsMin - 1), words(feedbackWordsMax + 1)]) {
      const answer = await send(content, { address: '198.51.100.2' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        success: false,
        code: 'validation_failed',
        fields: [
          {
            path: 'content',
            code: 'feedback_words',
            message: `Please write between ${feedbackWordsMin} and ${feedbackWordsMax} words.`,
          },
        ],
      });
    }
    const bengali = await send('খুব ভালো', { address: '198.51.100.2', language: 'bn' });
    expect(bengali.json().fields[0].message).toContain('শব্দের মধ্যে');
    // A NUL character is text the database cannot store: a field error, not a failure.
    const nul = `${words(feedbackWordsMin)}\u0000`;
    for (const bad of [undefined, 42, '   ', 'x'.repeat(5001), nul]) {
      expect((await send(bad, { address: '198.51.100.2' })).json()).toMatchObject({
        success: false,
        code: 'validation_failed',
      });
    }
    const stored = await db.selectFrom('feedback').selectAll().execute();
    expect(stored).toHaveLength(0);
  });

  it('stores a note inside the bounds per merchant, naming a signed-in member', async () => {
    expect((await send(words(feedbackWordsMin), { address: '198.51.100.3' })).json()).toEqual({
      success: true,
    });
    const signedIn = await send('The lottery results page could load a little faster please', {
      address: '198.51.100.3',
      token: tokens.member,
    });
    expect(signedIn.json()).toEqual({ success: true });
    const expired = await send(words(feedbackWordsMax), {
      address: '198.51.100.3',
      token: 'not-a-live-session-token',
    });
    expect(expired.json()).toEqual({ success: true });

    const page = (await list('fb_support')).json().value;
    expect(page.totalPages).toBe(1);
    expect(page.items).toHaveLength(3);
    expect(page.items[1]).toMatchObject({
      content: 'The lottery results page could load a little faster please',
      username: 'fb_member',
      language: 'en',
      ip: '198.51.100.3',
    });
    expect(page.items[0].username).toBeNull();
    // The wall between merchants: another merchant's operator sees none of it.
    expect((await list('fb_other')).json().value.items).toHaveLength(0);
    expect((await list('fb_other', home.code)).json()).toMatchObject({ success: false });
  });

  it('limits one address to a few notes an hour; another address is not held back', async () => {
    const address = '198.51.100.9';
    for (let index = 0; index < 5; index += 1) {
      expect((await send(words(6), { address })).json().success).toBe(true);
    }
    const refused = await send(words(6), { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'too_many_requests' });
    expect((await send(words(6), { address: '198.51.100.10' })).json().success).toBe(true);
    expect((await send(words(6), { address, host: other.domain })).json().success).toBe(true);
  });
});

describe('GET /ops/api/feedback', () => {
  it('is read by owner, admin and support only, and refuses bad paging', async () => {
    expect((await list('fb_finance')).json()).toMatchObject({ success: false, code: 'forbidden' });
    const bad = await app.inject({
      url: '/ops/api/feedback?pageSize=1000',
      headers: { authorization: tokens.fb_support!, language: 'en' },
    });
    expect(bad.json()).toMatchObject({ success: false, code: 'validation_failed' });
    const paged = await app.inject({
      url: '/ops/api/feedback?pageSize=2&pageNo=2',
      headers: { authorization: tokens.fb_support!, language: 'en' },
    });
    expect(paged.json().value.items).toHaveLength(2);
    expect(paged.json().value.totalPages).toBeGreaterThanOrEqual(3);
  });
});
