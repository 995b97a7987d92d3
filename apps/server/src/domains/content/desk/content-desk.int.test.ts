import { decryptCustomerServicePath } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { createMerchant, signInOperator } from '../../../../test/factories';
import { solidPng } from '../../../../test/png';
import type { Db } from '../../../db/database';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
const clock = fixedClock('2026-11-25T10:00:00Z');
let merchant: Awaited<ReturnType<typeof createMerchant>>;
let other: Awaited<ReturnType<typeof createMerchant>>;
const tokens = { content: '', admin: '', support: '', finance: '', otherContent: '', platform: '' };
type Who = keyof typeof tokens;

/** XSS payloads a notice or a help article may carry; none may survive being saved. */
const xss = [
  '<p onclick="alert(1)">Hello <b onmouseover="alert(2)">there</b></p>',
  '<script>alert(3)</script><p>after script</p>',
  '<a href="javascript:alert(4)">link</a><a href="JaVaScRiPt:alert(5)" target="_blank">two</a>',
  '<img src=x onerror=alert(6)><svg onload=alert(7)></svg><iframe src="javascript:alert(8)"></iframe>',
  '<p style="background:url(javascript:alert(9))">styled</p><a href="data:text/html,<script>alert(10)</script>">d</a>',
].join('');

/** Asserts that stored or served rich text keeps nothing that could run. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/<(img|svg|iframe)/i);
  expect(html).not.toMatch(/style=|data:/i);
}

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

function ops(
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
async function upload(bytes: Buffer, as: Who = 'content', purpose = 'banner') {
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
async function site(path: string, language = 'en', host = merchant.domain!) {
  const response = await app.inject({ url: path, headers: { host, language } });
  return response.json().value;
}

/** Every row a refusal must leave alone: content tables and the action log. */
async function snapshot() {
  const tables = [
    'banners',
    'announcements',
    'helpArticles',
    'customerServices',
    'licences',
    'resources',
    'whitelabelFlags',
    'registrationFields',
    'operatorActions',
  ] as const;
  return Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()));
}

/** Sends each refused request and checks it answers the code and changes nothing. */
async function expectRefusals(
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

describe('content desk: access', () => {
  it('opens for owner, admin and content; refuses others, strangers and other merchants', async () => {
    for (const who of ['content', 'admin'] as const) {
      const response = await ops(who, 'GET', '/ops/api/content');
      expect(response.statusCode, who).toBe(200);
      // The zone the site shows this merchant's times in: its schedules are typed in it.
      expect(response.json().value.merchant).toMatchObject({
        code: merchant.code,
        timeZone: 'Asia/Dhaka',
      });
    }
    expect((await ops('support', 'GET', '/ops/api/content')).statusCode).toBe(403);
    expect((await ops('finance', 'GET', '/ops/api/content')).statusCode).toBe(403);
    const anonymous = await app.inject({ url: '/ops/api/content' });
    expect(anonymous.statusCode).toBe(401);
    // A merchant's operator naming another merchant finds nothing.
    const named = await ops('content', 'GET', `/ops/api/content?merchant=${other.code}`);
    expect(named.statusCode).toBe(404);
    // A platform operator must name the merchant, then sees it.
    expect((await ops('platform', 'GET', '/ops/api/content')).json().code).toBe(
      'validation_failed',
    );
    const chosen = await ops('platform', 'GET', `/ops/api/content?merchant=${other.code}`);
    expect(chosen.json().value.merchant).toMatchObject({
      code: other.code,
      timeZone: 'Asia/Bangkok',
    });
    await expectRefusals([
      {
        as: 'support',
        method: 'POST',
        url: '/ops/api/content/notices',
        body: { type: 'B', language: 'en', title: 'x', content: '<p>x</p>' },
        code: 'forbidden',
        status: 403,
      },
      {
        as: 'finance',
        method: 'PUT',
        url: '/ops/api/content/flags/FREEPLAY',
        body: { isEnabled: true },
        code: 'forbidden',
        status: 403,
      },
    ]);
  });
});

describe('content desk: banners', () => {
  it('stores a fitting upload with its size; a draft or a future one is not served', async () => {
    const picture = await upload(solidPng(1200, 400));
    const created = await ops('content', 'POST', '/ops/api/content/banners', {
      groupName: 'home',
      language: 'en',
      title: 'Grand opening',
      mediaId: picture.id,
      linkageType: 'route',
      linkageValue: '/rng',
    });
    expect(created.statusCode).toBe(200);
    const banner = created.json().value;
    expect(banner).toMatchObject({
      imageUrl: picture.url,
      width: 1200,
      height: 400,
      isPublished: false,
    });
    expect(await site('/wps/system/banners?group=home')).toEqual([]);
    await ops('content', 'PATCH', `/ops/api/content/banners/${banner.id}`, {
      isPublished: true,
      startsAt: '2026-11-25T10:05:00Z',
    });
    expect(await site('/wps/system/banners?group=home')).toEqual([]);
    clock.set('2026-11-25T10:05:00Z');
    const served = await site('/wps/system/banners?group=home');
    expect(served).toEqual([
      expect.objectContaining({
        bannerId: banner.id,
        url: picture.url,
        width: 1200,
        height: 400,
        // The narrower versions a phone picks from (made when first asked for).
        sources: [480, 800, 1080].map((width) => ({
          url: picture.url.replace(/\.png$/, `-${width}w.webp`),
          width,
        })),
        linkageType: 'route',
        linkageValue: '/rng',
        title: 'Grand opening',
      }),
    ]);
    // Only in its language, only for its merchant.
    expect(await site('/wps/system/banners?group=home', 'bn')).toEqual([]);
    expect(await site('/wps/system/banners?group=home', 'en', other.domain!)).toEqual([]);
    // A save that changes nothing writes no line; each line names the banner.
    const unchanged = await ops('content', 'PATCH', `/ops/api/content/banners/${banner.id}`, {
      isPublished: true,
    });
    expect(unchanged.statusCode).toBe(200);
    const actions = await db
      .selectFrom('operatorActions')
      .select(['action', 'target'])
      .where('merchantId', '=', merchant.id)
      .where('action', 'like', 'banner_%')
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'banner_create', target: `banner:${banner.id}` },
      { action: 'banner_update', target: `banner:${banner.id}` },
    ]);
    const removed = await ops('content', 'DELETE', `/ops/api/content/banners/${banner.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await site('/wps/system/banners?group=home')).toEqual([]);
  });

  it('takes each kind of action when its value suits it', async () => {
    const picture = await upload(solidPng(900, 300));
    const promotion = await db
      .insertInto('promotions')
      .values({
        merchantId: merchant.id,
        category: 'welcome',
        kind: 'apply',
        imageUrl: '/art/promotions/welcome.svg',
        startsAt: new Date('2026-11-01T00:00:00Z'),
        endsAt: null,
        bonusType: 'fixed',
        bonusMinor: '10000',
        bonusBasisPoints: null,
        bonusCapMinor: null,
        depositMinMinor: null,
        updatedAt: new Date('2026-11-01T00:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [linkageType, linkageValue] of [
      ['route', '/promotions'],
      ['route', '/lottery?gameCode=K3&vendor=KHELA'],
      ['game', 'RNG/KHELA'],
      ['game', 'RNG/KHELA/lucky-sevens'],
      ['promotion', String(promotion.id)],
      ['url', 'https://example.com/offer?x=1'],
      [null, null],
    ] as const) {
      const response = await ops('content', 'POST', '/ops/api/content/banners', {
        groupName: 'w_login',
        language: 'bn',
        mediaId: picture.id,
        linkageType,
        linkageValue,
      });
      expect(response.statusCode, `${linkageType} ${linkageValue}`).toBe(200);
    }
    // The desk lists a group's banners of equal order as the site shows them: oldest first.
    const desk = (await ops('content', 'GET', '/ops/api/content')).json().value as {
      banners: { id: string; groupName: string }[];
    };
    const ids = desk.banners
      .filter((banner) => banner.groupName === 'w_login')
      .map((banner) => Number(banner.id));
    expect(ids).toHaveLength(7);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('refuses a picture of the wrong size or shape (naming the sizes that fit), bad actions and schedules', async () => {
    const small = await upload(solidPng(600, 200));
    const square = await upload(solidPng(1200, 1200));
    const fitting = await upload(solidPng(1800, 600));
    const foreign = await upload(solidPng(1200, 400), 'otherContent');
    const content = await upload(solidPng(1200, 400), 'content', 'content');
    const base = { groupName: 'home', language: 'en', mediaId: fitting.id };
    const post = (body: object, code = 'validation_failed', message?: RegExp) => ({
      method: 'POST' as const,
      url: '/ops/api/content/banners',
      body: { ...base, ...body },
      code,
      status: code === 'validation_failed' ? 400 : 404,
      message,
    });
    await expectRefusals([
      post({ mediaId: small.id }, 'validation_failed', /600×200.*1200×400.*1800×600/),
      post({ mediaId: square.id }, 'validation_failed', /1200×1200/),
      post({ mediaId: foreign.id }, 'validation_failed', /not among the merchant/),
      post({ mediaId: content.id }),
      post({ mediaId: '999999' }),
      post({ groupName: 'nowhere' }),
      post({ linkageType: 'route', linkageValue: '/nowhere' }),
      post({ linkageType: 'route', linkageValue: 'https://example.com' }),
      post({ linkageType: 'route', linkageValue: '//evil.example' }),
      post({ linkageType: 'url', linkageValue: 'http://example.com' }),
      post({ linkageType: 'url', linkageValue: 'javascript:alert(1)' }),
      post({ linkageType: 'url', linkageValue: 'https://user:pw@example.com' }),
      post({ linkageType: 'promotion', linkageValue: '12a' }),
      post({ linkageType: 'promotion', linkageValue: '99999' }, 'validation_failed', /promotion/),
      post({ linkageType: 'game', linkageValue: 'RNG/NOBODY' }, 'validation_failed', /vendor/),
      post({ linkageType: 'game', linkageValue: 'TOYS/KHELA' }),
      post({ linkageType: 'route', linkageValue: null }),
      post({ linkageType: null, linkageValue: '/rng' }),
      post({ startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }),
      post({ startsAt: 'tomorrow' }),
      post({ startsAt: '0000-01-01T00:00:00Z' }),
      post({ endsAt: '9999-12-31T00:00:00Z' }, 'validation_failed', /2000 to 2099/),
      post({ title: 'x'.repeat(121) }),
      post({ language: 'fr' }),
    ]);
  });

  it('keeps one merchant out of another merchant’s banners', async () => {
    const picture = await upload(solidPng(1200, 400));
    const created = (
      await ops('content', 'POST', '/ops/api/content/banners', {
        groupName: 'rng',
        language: 'en',
        mediaId: picture.id,
        isPublished: true,
      })
    ).json().value;
    await expectRefusals([
      {
        as: 'otherContent',
        method: 'PATCH',
        url: `/ops/api/content/banners/${created.id}`,
        body: { title: 'mine now' },
        code: 'not_found',
        status: 404,
      },
      {
        as: 'otherContent',
        method: 'DELETE',
        url: `/ops/api/content/banners/${created.id}`,
        code: 'not_found',
        status: 404,
      },
      {
        method: 'PATCH',
        url: `/ops/api/content/banners/${created.id}`,
        body: { groupName: 'w_login', mediaId: (await upload(solidPng(3000, 300))).id },
        code: 'validation_failed',
        status: 400,
      },
    ]);
    const moved = await ops(
      'platform',
      'PATCH',
      `/ops/api/content/banners/${created.id}?merchant=${merchant.code}`,
      {
        groupName: 'w_login',
      },
    );
    expect(moved.json().value.groupName).toBe('w_login');
  });
});

describe('content desk: notices', () => {
  it('cleans rich text when saved and serves a published notice only in its language and time', async () => {
    const created = await ops('content', 'POST', '/ops/api/content/notices', {
      type: 'B',
      language: 'th',
      title: 'ประกาศ',
      content: xss,
      isPublished: true,
      endsAt: '2026-11-25T10:15:00Z',
    });
    expect(created.statusCode).toBe(200);
    const notice = created.json().value;
    expectInert(notice.content);
    expect(notice.content).toContain('Hello');
    expect(notice.content).toContain('after script');
    const stored = await db
      .selectFrom('announcements')
      .select('content')
      .where('id', '=', notice.id)
      .executeTakeFirstOrThrow();
    expectInert(stored.content);
    const served = await site('/wps/relay/MCSFE_getListAnnouncements?types=B', 'th');
    expect(served).toEqual([expect.objectContaining({ id: notice.id, title: 'ประกาศ' })]);
    expectInert(served[0].content);
    expect(await site('/wps/relay/MCSFE_getListAnnouncements?types=B', 'en')).toEqual([]);
    clock.set('2026-11-25T10:15:00Z');
    expect(await site('/wps/relay/MCSFE_getListAnnouncements?types=B', 'th')).toEqual([]);
    // Edited content is cleaned the same way.
    const edited = await ops('content', 'PATCH', `/ops/api/content/notices/${notice.id}`, {
      content: '<p>New</p><img src=x onerror=alert(1)>',
      isPublished: false,
    });
    expect(edited.json().value.content).toBe('<p>New</p>');
    expect(await site('/wps/relay/MCSFE_getListAnnouncements?types=B', 'th')).toEqual([]);
  });

  it('keeps popup announcements as drafts until published', async () => {
    const draft = (
      await ops('admin', 'POST', '/ops/api/content/notices', {
        type: 'PU',
        language: 'bn',
        title: 'পপআপ',
        content: '<p>একবার দেখানো হবে</p>',
      })
    ).json().value;
    expect(draft.isPublished).toBe(false);
    expect(await site('/wps/relay/MCSFE_getListAnnouncements?types=PU', 'bn')).toEqual([]);
    await ops('admin', 'PATCH', `/ops/api/content/notices/${draft.id}`, { isPublished: true });
    expect(await site('/wps/relay/MCSFE_getListAnnouncements?types=PU', 'bn')).toEqual([
      expect.objectContaining({ id: draft.id, type: 'PU' }),
    ]);
  });

  it("joins an announcement's translations by topic, one per language", async () => {
    const popup = (language: string, title: string, topic: string | null = 'summer-cup') =>
      ops('content', 'POST', '/ops/api/content/notices', {
        type: 'PU',
        language,
        title,
        content: `<p>${title}</p>`,
        isPublished: true,
        topic,
      });
    const bangla = await popup('bn', 'গ্রীষ্মকালীন কাপ');
    const english = await popup('en', 'Summer cup');
    expect([bangla.statusCode, english.statusCode]).toEqual([200, 200]);
    expect(bangla.json().value.topic).toBe('summer-cup');
    // A second English announcement of the topic is refused, and nothing is stored.
    const count = async () =>
      (
        await db
          .selectFrom('announcements')
          .select(db.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const again = await popup('en', 'Summer cup again');
    expect([again.statusCode, again.json().code]).toEqual([409, 'notice_topic_taken']);
    // The refusal names the field it is about, so the form marks it.
    expect(again.json().fields).toEqual([
      { path: 'topic', code: 'notice_topic_taken', message: again.json().message },
    ]);
    expect(await count()).toBe(before);
    const moved = await ops(
      'content',
      'PATCH',
      `/ops/api/content/notices/${bangla.json().value.id}`,
      { language: 'en' },
    );
    expect([moved.statusCode, moved.json().code]).toEqual([409, 'notice_topic_taken']);
    // The site names the topic with each language's announcement.
    expect(await site('/wps/relay/MCSFE_getListAnnouncements?types=PU', 'en')).toEqual([
      expect.objectContaining({ id: english.json().value.id, topic: 'summer-cup' }),
    ]);
    expect(await site('/wps/relay/MCSFE_getListAnnouncements?types=PU', 'bn')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: bangla.json().value.id, topic: 'summer-cup' }),
      ]),
    );
    // A topic is a short key; clearing it leaves the announcement on its own.
    for (const topic of ['Summer Cup', '-cup', 'a'.repeat(41), 'কাপ']) {
      const refused = await popup('th', 'x', topic);
      expect([topic, refused.statusCode]).toEqual([topic, 400]);
      // It says what a topic may hold, not only that the value is wrong.
      expect(refused.json().fields).toEqual([
        expect.objectContaining({ path: 'topic', code: 'topic_format' }),
      ]);
    }
    // Typed in capitals or with spaces around, it is kept as the key it stands for.
    const thai = await popup('th', 'ถ้วยฤดูร้อน', ' Summer-Cup ');
    expect([thai.statusCode, thai.json().value.topic]).toEqual([200, 'summer-cup']);
    const cleared = await ops(
      'content',
      'PATCH',
      `/ops/api/content/notices/${english.json().value.id}`,
      { topic: null },
    );
    expect(cleared.json().value.topic).toBe(null);
  });

  it('refuses empty, unsafe-only, mistyped or foreign notices and changes nothing', async () => {
    const mine = (
      await ops('content', 'POST', '/ops/api/content/notices', {
        type: 'H',
        language: 'en',
        title: 'Home',
        content: '<p>Body</p>',
      })
    ).json().value;
    const body = { type: 'B', language: 'en', title: 'T', content: '<p>x</p>' };
    const post = (patch: object) => ({
      method: 'POST' as const,
      url: '/ops/api/content/notices',
      body: { ...body, ...patch },
      code: 'validation_failed',
      status: 400,
    });
    await expectRefusals([
      post({ content: '<script>alert(1)</script>' }),
      post({ content: '<img src=x onerror=alert(1)>' }),
      post({ title: '' }),
      post({ type: 'X' }),
      post({ startsAt: '2026-11-25T11:00:00Z', endsAt: '2026-11-25T11:00:00Z' }),
      post({ content: `<p>${'a'.repeat(100_001)}</p>` }),
      {
        method: 'PATCH',
        url: `/ops/api/content/notices/${mine.id}`,
        body: {},
        code: 'validation_failed',
        status: 400,
      },
      {
        as: 'otherContent',
        method: 'PATCH',
        url: `/ops/api/content/notices/${mine.id}`,
        body: { title: 'x' },
        code: 'not_found',
        status: 404,
      },
      {
        method: 'PATCH',
        url: '/ops/api/content/notices/abc',
        body: { title: 'x' },
        code: 'validation_failed',
        status: 400,
      },
    ]);
  });

  it('previews rich text as the site would show it, saving nothing', async () => {
    const before = await snapshot();
    const response = await ops('content', 'POST', '/ops/api/content/preview', { html: xss });
    expectInert(response.json().value.html);
    expect(await snapshot()).toEqual(before);
    expect(
      (await ops('support', 'POST', '/ops/api/content/preview', { html: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('content desk: help articles', () => {
  it('serves published articles by category, cleaned; refuses a repeated slug', async () => {
    const created = await ops('content', 'POST', '/ops/api/content/help', {
      language: 'en',
      category: 'Account',
      slug: 'Reset-Password',
      title: 'Reset your password',
      content: xss,
      isPublished: true,
    });
    expect(created.statusCode).toBe(200);
    const article = created.json().value;
    expect(article.slug).toBe('reset-password');
    expectInert(article.content);
    const draft = (
      await ops('content', 'POST', '/ops/api/content/help', {
        language: 'en',
        category: 'Account',
        slug: 'draft',
        title: 'Not yet',
        content: '<p>Soon</p>',
      })
    ).json().value;
    const help = await site('/wps/system/helpCenter');
    expect(help.categories).toEqual([
      { category: 'Account', articles: [expect.objectContaining({ id: article.id })] },
    ]);
    expectInert(help.categories[0].articles[0].content);
    await expectRefusals([
      {
        method: 'POST',
        url: '/ops/api/content/help',
        body: {
          language: 'en',
          category: 'Other',
          slug: 'reset-password',
          title: 'x',
          content: '<p>x</p>',
        },
        code: 'help_slug_taken',
        status: 409,
      },
      {
        method: 'PATCH',
        url: `/ops/api/content/help/${draft.id}`,
        body: { slug: 'reset-password' },
        code: 'help_slug_taken',
        status: 409,
      },
      {
        method: 'POST',
        url: '/ops/api/content/help',
        body: {
          language: 'en',
          category: 'Other',
          slug: 'bad slug!',
          title: 'x',
          content: '<p>x</p>',
        },
        code: 'validation_failed',
        status: 400,
      },
    ]);
    // The same slug in another language is another article.
    const thai = await ops('content', 'POST', '/ops/api/content/help', {
      language: 'th',
      category: 'บัญชี',
      slug: 'reset-password',
      title: 'รีเซ็ตรหัสผ่าน',
      content: '<p>ขั้นตอน</p>',
      isPublished: true,
    });
    expect(thai.statusCode).toBe(200);
    expect((await ops('content', 'DELETE', `/ops/api/content/help/${draft.id}`)).statusCode).toBe(
      200,
    );
  });
});

describe('content desk: site configuration', () => {
  it('stores a type 3 customer-service path encrypted as the site expects, others as typed', async () => {
    const created = await ops('content', 'POST', '/ops/api/content/customer-services', {
      channel: 'livechat',
      csType: 3,
      path: 'https://chat.example.com/room?id=7',
    });
    expect(created.statusCode).toBe(200);
    await ops('content', 'POST', '/ops/api/content/customer-services', {
      channel: 'telegram',
      csType: 2,
      path: 'https://t.me/khela',
      sortOrder: 1,
    });
    const served = (await site('/wps/system/permission')).info.customerService;
    const chat = served.find((entry: { channel: string }) => entry.channel === 'livechat');
    expect(chat.path).not.toContain('chat.example.com');
    expect(decryptCustomerServicePath(chat.path)).toBe('https://chat.example.com/room?id=7');
    expect(served.find((entry: { channel: string }) => entry.channel === 'telegram').path).toBe(
      'https://t.me/khela',
    );
    const desk = (await ops('content', 'GET', '/ops/api/content')).json().value;
    const listed = desk.customerServices.find((entry: { csType: number }) => entry.csType === 3);
    expect(listed.path).toBe('https://chat.example.com/room?id=7');
    // Turning it into a plain link stores the path as typed.
    await ops('content', 'PATCH', `/ops/api/content/customer-services/${listed.id}`, { csType: 1 });
    const plain = await db
      .selectFrom('customerServices')
      .select('path')
      .where('id', '=', listed.id)
      .executeTakeFirstOrThrow();
    expect(plain.path).toBe('https://chat.example.com/room?id=7');
    await expectRefusals(
      ['javascript:alert(1)', 'http://chat.example.com', '//evil.example', 'data:text/html,x'].map(
        (path) => ({
          method: 'POST' as const,
          url: '/ops/api/content/customer-services',
          body: { channel: 'livechat', csType: 3, path },
          code: 'validation_failed',
          status: 400,
        }),
      ),
    );
  });

  it('edits licences, downloads, flags and registration rules the site reads', async () => {
    const licence = await ops('admin', 'POST', '/ops/api/content/licences', {
      language: 'en',
      jurisdiction: 'Malta',
      body: 'Licensed by the Malta Gaming Authority.',
    });
    expect(licence.statusCode).toBe(200);
    const permission = await site('/wps/system/permission');
    expect(permission.info.licences).toEqual([
      { jurisdiction: 'Malta', body: 'Licensed by the Malta Gaming Authority.' },
    ]);
    const qr = await upload(solidPng(264, 264), 'content', 'content');
    expect(
      (
        await ops('content', 'PUT', '/ops/api/content/resources/ANDROID', {
          url: 'https://downloads.example.com/khela.apk',
          qrMediaId: qr.id,
        })
      ).statusCode,
    ).toBe(200);
    await ops('content', 'PUT', '/ops/api/content/resources/LITE', { url: '/down#lite' });
    const resources = (await site('/wps/system/permission')).info.resources;
    expect(resources).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          resourceType: 'ANDROID',
          url: 'https://downloads.example.com/khela.apk',
          qrCodeUrl: qr.url,
        }),
        expect.objectContaining({ resourceType: 'LITE', url: '/down#lite', qrCodeUrl: null }),
      ]),
    );
    // A new address alone keeps the picture; null removes it (the site then draws one).
    const android = async () =>
      (
        (await site('/wps/system/permission')).info.resources as {
          resourceType: string;
          url: string;
          qrCodeUrl: string | null;
        }[]
      ).find((resource) => resource.resourceType === 'ANDROID');
    await ops('content', 'PUT', '/ops/api/content/resources/ANDROID', {
      url: 'https://downloads.example.com/khela-2.apk',
    });
    expect(await android()).toMatchObject({
      url: 'https://downloads.example.com/khela-2.apk',
      qrCodeUrl: qr.url,
    });
    await ops('content', 'PUT', '/ops/api/content/resources/ANDROID', {
      url: 'https://downloads.example.com/khela-2.apk',
      qrMediaId: null,
    });
    expect((await android())?.qrCodeUrl).toBeNull();
    await ops('content', 'PUT', '/ops/api/content/flags/FREEPLAY', { isEnabled: true });
    expect((await site('/wps/system/whitelabel')).FREEPLAY).toBe(true);
    await ops('content', 'PUT', '/ops/api/content/flags/FREEPLAY', { isEnabled: false });
    expect((await site('/wps/system/whitelabel')).FREEPLAY).toBe(false);
    const rule = {
      enabled: true,
      required: true,
      minLength: 5,
      maxLength: 12,
      patternId: 'LETTER_THEN_ALNUM',
    };
    expect(
      (await ops('content', 'PUT', '/ops/api/content/registration/username', rule)).statusCode,
    ).toBe(200);
    expect((await site('/wps/system/setting/register')) ?? []).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'username', minLength: 5, maxLength: 12 }),
      ]),
    );
    const actions = await db
      .selectFrom('operatorActions')
      .select('action')
      .where('merchantId', '=', merchant.id)
      .where('action', 'in', [
        'licence_create',
        'resource_save',
        'flag_update',
        'registration_rule_update',
      ])
      .execute();
    expect(actions).toHaveLength(8);
    await expectRefusals([
      {
        method: 'PUT',
        url: '/ops/api/content/resources/ANDROID',
        body: { url: 'http://x.example' },
        code: 'validation_failed',
        status: 400,
        message: /an https:\/\/ address of a public site, or a path of this site/,
      },
      {
        method: 'PUT',
        url: '/ops/api/content/resources/ANDROID',
        body: { url: 'https://x.example', qrMediaId: '999999' },
        code: 'validation_failed',
        status: 400,
      },
      {
        method: 'PUT',
        url: '/ops/api/content/resources/WINDOWS',
        body: { url: 'https://x.example' },
        code: 'validation_failed',
        status: 400,
      },
      { method: 'DELETE', url: '/ops/api/content/resources/IOS', code: 'not_found', status: 404 },
      {
        method: 'PUT',
        url: '/ops/api/content/flags/NOSUCHFLAG',
        body: { isEnabled: true },
        code: 'not_found',
        status: 404,
      },
      {
        method: 'PUT',
        url: '/ops/api/content/flags/FREEPLAY',
        body: { isEnabled: 'yes' },
        code: 'validation_failed',
        status: 400,
      },
      {
        method: 'PUT',
        url: '/ops/api/content/registration/username',
        body: { ...rule, minLength: 13 },
        code: 'validation_failed',
        status: 400,
        message: /maximum/,
      },
      // Registration cannot do without a password; a hidden field cannot be required.
      {
        method: 'PUT',
        url: '/ops/api/content/registration/password',
        body: { ...rule, enabled: false, required: false },
        code: 'validation_failed',
        status: 400,
        message: /always shown and required/,
      },
      {
        method: 'PUT',
        url: '/ops/api/content/registration/confirmPassword',
        body: { ...rule, required: false },
        code: 'validation_failed',
        status: 400,
        message: /always shown and required/,
      },
      {
        method: 'PUT',
        url: '/ops/api/content/registration/email',
        body: { ...rule, enabled: false, required: true },
        code: 'validation_failed',
        status: 400,
        message: /not shown cannot be required/,
      },
      {
        method: 'PUT',
        url: '/ops/api/content/registration/username',
        body: { ...rule, patternId: 'ANYTHING' },
        code: 'validation_failed',
        status: 400,
      },
      {
        method: 'PUT',
        url: '/ops/api/content/registration/shoeSize',
        body: rule,
        code: 'validation_failed',
        status: 400,
      },
      {
        method: 'POST',
        url: '/ops/api/content/licences',
        body: { language: 'en', jurisdiction: '', body: 'x' },
        code: 'validation_failed',
        status: 400,
      },
      {
        as: 'otherContent',
        method: 'DELETE',
        url: `/ops/api/content/licences/${(await ops('content', 'GET', '/ops/api/content')).json().value.licences[0].id}`,
        code: 'not_found',
        status: 404,
      },
    ]);
  });
});
