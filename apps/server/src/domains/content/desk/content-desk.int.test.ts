import { describe, expect, it } from 'vitest';
import { solidPng } from '../../../../test/png';
import {
  app,
  clock,
  db,
  expectRefusals,
  merchant,
  ops,
  other,
  site,
  upload,
  useContentDesk,
} from './content-desk.fixture';

// The content desk's doors and its banners; notices and help articles, and the site's
// configuration, have test files of their own.
useContentDesk();

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
