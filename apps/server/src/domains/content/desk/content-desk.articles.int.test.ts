import { describe, expect, it } from 'vitest';
import {
  clock,
  db,
  expectInert,
  expectRefusals,
  ops,
  site,
  snapshot,
  xss,
  useContentDesk,
} from './content-desk.fixture';

// The content desk's notices, announcements and help articles: rich text cleaned when saved,
// served to the site only when published, in its language and time.
useContentDesk();

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
