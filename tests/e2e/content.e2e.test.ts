import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { imageSize } from 'image-size';
import { solidPng } from '../../apps/server/test/png';
import { closeDb, db, demoUrl, launchBrowser, openContext, openSite } from './support';
import { deskOperator, opsAdmin, signInToDesk } from './desk';

let browser: Browser;
let pictureFile: string;
const stamp = Date.now().toString(36);
const languages = ['bn', 'en', 'th'] as const;
type Language = (typeof languages)[number];

/** What the operator writes in each language, told apart by the run's stamp. */
const copy: Record<Language, { banner: string; notice: string; body: string }> = {
  bn: {
    banner: `স্বাগতম অফার ${stamp}`,
    notice: `নতুন খবর ${stamp}`,
    body: 'আজ রাতে বিশেষ বোনাস।',
  },
  en: {
    banner: `Welcome offer ${stamp}`,
    notice: `Fresh news ${stamp}`,
    body: 'A special bonus tonight.',
  },
  th: {
    banner: `ข้อเสนอต้อนรับ ${stamp}`,
    notice: `ข่าวใหม่ ${stamp}`,
    body: 'โบนัสพิเศษคืนนี้',
  },
};

/** The notice popup's title ('news') and its close label (activity_close) in each language. */
const popup: Record<Language, { title: string; close: string }> = {
  bn: { title: 'খবর', close: 'বন্ধ করুন' },
  en: { title: 'News', close: 'Close' },
  th: { title: 'ข่าวสาร', close: 'ปิด' },
};

const xssTitle = `Security notice ${stamp}`;
/** Everything here tries to run code; none of it may. */
const xssContent = [
  '<p onclick="window.__xss=1" onmouseover="window.__xss=2">Stay safe</p>',
  '<script>window.__xss=3;alert(3)</script>',
  '<img src="x" onerror="window.__xss=4;alert(4)">',
  '<svg onload="window.__xss=5"></svg>',
  '<a href="javascript:window.__xss=6;alert(6)">read more</a>',
  '<iframe src="javascript:alert(7)"></iframe>',
  '<p style="background:url(javascript:alert(8))">styled</p>',
].join('');

/**
 * The session's record of seen popups (as the site keeps it: by topic, else id) holding every
 * popup but these, so that only these show.
 */
async function popupsSeenBut(ids: string[]): Promise<string> {
  const others = await db()
    .selectFrom('announcements')
    .select(['id', 'topic'])
    .where('type', '=', 'PU')
    .where('id', 'not in', ids)
    .execute();
  return JSON.stringify(others.map((row) => (row.topic ? `topic:${row.topic}` : row.id)));
}

beforeAll(async () => {
  browser = await launchBrowser();
  pictureFile = path.join(os.tmpdir(), `khela-banner-${stamp}.png`);
  fs.writeFileSync(pictureFile, solidPng(1200, 400));
});
afterAll(async () => {
  await browser.close();
  await closeDb();
  fs.rmSync(pictureFile, { force: true });
});

/** Signs in to the back office as an owner and opens the content desk. */
async function openContentDesk(page: Page) {
  await signInToDesk(page, await deskOperator(), '/ops/#content');
  await page.getByTestId('content-banners').waitFor();
}

async function addBanner(page: Page, language: Language) {
  await page.getByRole('button', { name: 'Add banner' }).click();
  const dialog = page.getByTestId('banner-dialog');
  await dialog.getByLabel('Group (page)').selectOption('home');
  await dialog.getByLabel('Language').selectOption(language);
  await dialog.getByTestId('banner-file').setInputFiles(pictureFile);
  await dialog.getByTestId('banner-preview').waitFor();
  await dialog.getByLabel('Title', { exact: true }).fill(copy[language].banner);
  await dialog.getByLabel('When clicked').selectOption('route');
  await dialog.getByLabel('Target').fill('/promotions');
  await dialog.getByLabel('Publish', { exact: false }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function addNotice(page: Page, language: Language, title: string, content: string) {
  await page.getByRole('button', { name: 'Add notice' }).click();
  const dialog = page.getByTestId('notice-dialog');
  await dialog.getByLabel('Type').selectOption('B');
  await dialog.getByLabel('Language').selectOption(language);
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Content (HTML)').fill(content);
  await dialog.getByRole('button', { name: 'Preview as players see it' }).click();
  await dialog.getByTestId('rich-text-preview').waitFor();
  await dialog.getByLabel('Publish', { exact: false }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Opens a ticker title as a player would; the ticker keeps still for reduced motion. */
async function openFromTicker(page: Page, title: string) {
  const item = page.getByTestId('news-ticker').getByRole('button', { name: title, exact: true });
  await item.first().scrollIntoViewIfNeeded();
  await item.first().click();
  const modal = page.getByTestId('notice-modal');
  await modal.getByRole('heading', { name: title }).waitFor();
  return modal;
}

describe('content desk', () => {
  it('an operator publishes a banner and a notice in bn, en and th; each shows in its language', async () => {
    const ops = await openContext(browser, { width: 1440 });
    const desk = await ops.context.newPage();
    await openContentDesk(desk);
    for (const language of languages) await addBanner(desk, language);
    const banners = desk.getByTestId('content-banners');
    for (const language of languages) {
      await banners.getByText(copy[language].banner).waitFor();
    }
    await desk.getByTestId('content-tab-notices').click();
    for (const language of languages) {
      await addNotice(
        desk,
        language,
        copy[language].notice,
        `<p>${copy[language].body} <strong>!</strong></p>`,
      );
    }
    await addNotice(desk, 'en', xssTitle, xssContent);
    expect(ops.errors).toEqual([]);
    await ops.context.close();

    for (const language of languages) {
      const { context, errors, page } = await openSite(browser, { language, width: 360 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(demoUrl('/'));
      const slot = page.getByTestId('banner-slot');
      const picture = slot.locator(`img[alt="${copy[language].banner}"]`).first();
      await picture.waitFor({ state: 'attached' });
      expect(await picture.getAttribute('width')).toBe('1200');
      expect(await picture.getAttribute('height')).toBe('400');
      const src = await picture.getAttribute('src');
      expect(src).toMatch(/^\/media\/\d+-[0-9a-f]{16}\.png$/);
      // A phone picks a narrower version of the upload, made by the platform (WebP).
      const base = src?.replace(/\.png$/, '');
      expect(await picture.getAttribute('srcset')).toBe(
        `${base}-480w.webp 480w, ${base}-800w.webp 800w, ${base}-1080w.webp 1080w, ${src} 1200w`,
      );
      const narrower = await page.request.get(demoUrl(`${base}-480w.webp`));
      expect(narrower.headers()['content-type']).toBe('image/webp');
      expect(imageSize(await narrower.body())).toMatchObject({ width: 480, height: 160 });
      // Another language's copy never shows.
      for (const other of languages.filter((each) => each !== language)) {
        expect(await slot.locator(`img[alt="${copy[other].banner}"]`).count()).toBe(0);
        expect(await page.getByText(copy[other].notice).count()).toBe(0);
      }
      const modal = await openFromTicker(page, copy[language].notice);
      // The rich text renders (sanitised again in the browser) once its chunk loads.
      await modal.getByText(copy[language].body).waitFor();
      await modal.getByRole('heading', { name: popup[language].title, exact: true }).waitFor();
      // A screen reader names the dialog by its title.
      await page.getByRole('dialog', { name: popup[language].title, exact: true }).waitFor();
      await modal.getByRole('button', { name: popup[language].close, exact: true }).last().click();
      await modal.waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('neutralises an XSS payload in a notice in the browser', async () => {
    const { context, errors, page } = await openSite(browser, { language: 'en', width: 1440 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(demoUrl('/'));
    const modal = await openFromTicker(page, xssTitle);
    await modal.getByText('Stay safe').waitFor();
    const body = modal.locator('.rich-text');
    await body.hover();
    await body.getByText('read more').click();
    const inert = await body.evaluate((element) => ({
      handlers: Array.from(element.querySelectorAll('*')).filter((node) =>
        Array.from(node.attributes).some((attribute) =>
          attribute.name.toLowerCase().startsWith('on'),
        ),
      ).length,
      scripts: element.querySelectorAll('script, iframe, img, svg').length,
      links: Array.from(element.querySelectorAll('a')).map((link) => link.getAttribute('href')),
      styles: element.querySelectorAll('[style]').length,
    }));
    expect(inert).toEqual({ handlers: 0, scripts: 0, links: [null], styles: 0 });
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a popup announcement once per browser session', async () => {
    const ops = await opsAdmin();
    const title = `Once per visit ${stamp}`;
    const translated = `প্রতি ভিজিটে একবার ${stamp}`;
    // The same popup in English and in Bengali, joined by their topic.
    const topic = `visit-${stamp}`;
    const created = await ops<{ id: string }>('POST', '/ops/api/content/notices?merchant=KHELA', {
      type: 'PU',
      language: 'en',
      title,
      content: '<p>Shown <em>once</em> per visit.</p>',
      isPublished: true,
      topic,
    });
    onTestFinished(() => ops('DELETE', `/ops/api/content/notices/${created.id}?merchant=KHELA`));
    const bangla = await ops<{ id: string }>('POST', '/ops/api/content/notices?merchant=KHELA', {
      type: 'PU',
      language: 'bn',
      title: translated,
      content: '<p>প্রতি ভিজিটে একবার।</p>',
      isPublished: true,
      topic,
    });
    onTestFinished(() => ops('DELETE', `/ops/api/content/notices/${bangla.id}?merchant=KHELA`));
    // The demo's own popups count as seen (by topic, as the site marks them), so only this
    // one shows.
    const seen = await popupsSeenBut([created.id, bangla.id]);
    for (const visit of ['first session', 'second session']) {
      const { context, errors } = await openContext(browser, {
        width: 360,
        storage: { hisLang: 'en' },
        session: { popupNoticesSeen: seen },
      });
      const page = await context.newPage();
      await page.goto(demoUrl('/'));
      const modal = page.getByTestId('popup-notice-modal');
      await modal.getByRole('heading', { name: title }).waitFor();
      await modal.getByText('per visit.').waitFor();
      await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
      await modal.waitFor({ state: 'hidden' });
      // It is remembered by its topic, which its Bengali translation shares.
      expect(
        await page.evaluate(() => JSON.parse(sessionStorage.getItem('popupNoticesSeen') ?? '[]')),
      ).toContain(`topic:${topic}`);
      // Within the session it stays closed, however often the page loads.
      const shown = page.waitForResponse((response) =>
        response.url().includes('MCSFE_getListAnnouncements?types=PU'),
      );
      await page.reload();
      await shown;
      await page.getByTestId('news-ticker').waitFor();
      expect(await page.getByRole('heading', { name: title }).count(), visit).toBe(0);
      // Nor does its translation show after a switch to Bengali.
      await page.evaluate(() => localStorage.setItem('hisLang', 'bn'));
      const shownInBengali = page.waitForResponse((response) =>
        response.url().includes('MCSFE_getListAnnouncements?types=PU'),
      );
      await page.reload();
      expect((await (await shownInBengali).json()).value).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: bangla.id, topic })]),
      );
      await page.getByTestId('news-ticker').waitFor();
      expect(await page.getByRole('heading', { name: translated }).count(), visit).toBe(0);
      await page.evaluate(() => localStorage.setItem('hisLang', 'en'));
      // A closed popup is still found in the notice list.
      await page.goto(demoUrl('/noticePage'));
      await page.getByTestId('page-notices').getByText(title).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
    // The Bengali translation does show to a visitor who has not seen the English one.
    const { context, errors } = await openContext(browser, {
      width: 360,
      storage: { hisLang: 'bn' },
      session: { popupNoticesSeen: seen },
    });
    const page = await context.newPage();
    await page.goto(demoUrl('/'));
    await page
      .getByTestId('popup-notice-modal')
      .getByRole('heading', { name: translated })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows several popups in one dialog to page through; closing closes the whole set', async () => {
    const ops = await opsAdmin();
    const titles = [`First of two ${stamp}`, `Second of two ${stamp}`];
    const ids: string[] = [];
    for (const [index, title] of titles.entries()) {
      const created = await ops<{ id: string }>('POST', '/ops/api/content/notices?merchant=KHELA', {
        type: 'PU',
        language: 'en',
        title,
        content: `<p>Popup ${index + 1}.</p>`,
        isPublished: true,
        topic: `pages-${index}-${stamp}`,
      });
      ids.push(created.id);
      onTestFinished(() => ops('DELETE', `/ops/api/content/notices/${created.id}?merchant=KHELA`));
    }
    const seen = await popupsSeenBut(ids);
    /** Home in a new browser session, with its popup dialog. */
    async function visit() {
      const opened = await openContext(browser, {
        width: 360,
        storage: { hisLang: 'en' },
        session: { popupNoticesSeen: seen },
      });
      const page = await opened.context.newPage();
      await page.goto(demoUrl('/'));
      return { ...opened, page, modal: page.getByTestId('popup-notice-modal') };
    }
    /** Loads home again and waits until a popup would have opened (its text's code is in). */
    async function reload(page: Page) {
      await page.reload();
      await page.getByTestId('news-ticker').waitFor();
      await page.waitForLoadState('networkidle');
    }
    const isInert = (button: Locator) => button.getAttribute('aria-disabled');

    const first = await visit();
    const heading = first.modal.getByRole('heading', { level: 3 });
    await heading.waitFor();
    const shownFirst = await heading.innerText();
    const shownSecond = titles.find((title) => title !== shownFirst)!;
    expect(titles).toContain(shownFirst);
    expect(await first.modal.getByTestId('notice-position').innerText()).toBe('1 / 2');
    const previous = first.modal.getByRole('button', { name: 'Previous notice' });
    const next = first.modal.getByRole('button', { name: 'Next notice' });
    expect(await isInert(previous)).toBe('true');
    await next.click();
    await first.modal.getByRole('heading', { name: shownSecond }).waitFor();
    expect(await first.modal.getByTestId('notice-position').innerText()).toBe('2 / 2');
    // At the end the button keeps the keyboard's place but goes nowhere.
    expect(await isInert(next)).toBe('true');
    await first.page.keyboard.press('Enter');
    await first.modal.getByRole('heading', { name: shownSecond }).waitFor();
    expect(
      await first.page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    ).toBe('Next notice');
    await previous.click();
    await first.modal.getByRole('heading', { name: shownFirst }).waitFor();
    // One Close puts away both popups shown, for the whole session.
    await first.modal.getByRole('button', { name: 'Close', exact: true }).last().click();
    await first.modal.waitFor({ state: 'hidden' });
    await reload(first.page);
    expect(await first.modal.isVisible()).toBe(false);
    expect(first.errors).toEqual([]);
    await first.context.close();

    // Closed at once, at 1 of 2, the whole set stays closed: the one not reached as well.
    const second = await visit();
    await second.modal.getByRole('heading', { name: shownFirst }).waitFor();
    await second.modal.getByRole('button', { name: 'Close', exact: true }).last().click();
    await second.modal.waitFor({ state: 'hidden' });
    await reload(second.page);
    expect(await second.modal.isVisible()).toBe(false);
    expect(second.errors).toEqual([]);
    await second.context.close();

    // It never opens over another dialog: sign-up opened while the popups were on their way
    // keeps the screen, and the popups wait until it closes.
    const third = await openContext(browser, {
      width: 360,
      storage: { hisLang: 'en' },
      session: { popupNoticesSeen: seen },
    });
    const page = await third.context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/MCSFE_getListAnnouncements?types=PU*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(demoUrl('/'));
    await page.getByTestId('auth-buttons').getByRole('button', { name: 'Sign up' }).click();
    const register = page.getByTestId('register-modal');
    await register.waitFor();
    const popupsLoaded = page.waitForResponse((response) =>
      response.url().includes('MCSFE_getListAnnouncements?types=PU'),
    );
    release();
    await popupsLoaded;
    await page.waitForLoadState('networkidle');
    const modal = page.getByTestId('popup-notice-modal');
    expect(await modal.isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    await register.waitFor({ state: 'hidden' });
    await modal.getByRole('heading', { level: 3 }).waitFor();
    expect(third.errors).toEqual([]);
    await third.context.close();
  });

  it('keeps closed popups closed for the day when the merchant says so, across sessions', async () => {
    const ops = await opsAdmin();
    const title = `Daily popup ${stamp}`;
    const created = await ops<{ id: string }>('POST', '/ops/api/content/notices?merchant=KHELA', {
      type: 'PU',
      language: 'en',
      title,
      content: '<p>Once a day.</p>',
      isPublished: true,
      topic: `daily-${stamp}`,
    });
    onTestFinished(() => ops('DELETE', `/ops/api/content/notices/${created.id}?merchant=KHELA`));
    await ops('PATCH', '/ops/api/platform/merchants/KHELA', { popupRepeat: 'day' });
    onTestFinished(() =>
      ops('PATCH', '/ops/api/platform/merchants/KHELA', { popupRepeat: 'session' }),
    );
    // The demo's other popups count as closed today (Dhaka's day, the merchant's).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const others = JSON.parse(await popupsSeenBut([created.id])) as string[];
    const { context, errors } = await openContext(browser, {
      width: 1440,
      storage: { hisLang: 'en' },
    });
    const page = await context.newPage();
    await page.goto(demoUrl('/'));
    // Set here, not by the context's start script, which a new tab would run again.
    await page.evaluate(
      (marks) => localStorage.setItem('popupNoticesSeenDay', marks),
      JSON.stringify({ day: today, marks: others }),
    );
    await page.reload();
    const modal = page.getByTestId('popup-notice-modal');
    await modal.getByRole('heading', { name: title }).waitFor();
    await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
    await modal.waitFor({ state: 'hidden' });
    // A new tab is a new browser session; the day is the same, so it stays closed.
    const tab = await context.newPage();
    const loaded = tab.waitForResponse((response) =>
      response.url().includes('MCSFE_getListAnnouncements?types=PU'),
    );
    await tab.goto(demoUrl('/'));
    await loaded;
    await tab.getByTestId('news-ticker').waitFor();
    await tab.waitForLoadState('networkidle');
    expect(await tab.getByTestId('popup-notice-modal').isVisible()).toBe(false);
    // Tomorrow (as stored) it comes back.
    await tab.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('popupNoticesSeenDay') ?? '{}') as object;
      localStorage.setItem('popupNoticesSeenDay', JSON.stringify({ ...stored, day: '2000-01-01' }));
    });
    await tab.reload();
    await tab.getByTestId('popup-notice-modal').getByRole('heading', { level: 3 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("turns a scheduled notice's badge live when its start comes, without a refresh", async () => {
    const ops = await opsAdmin();
    const startsAt = new Date(Date.now() + 10 * 60_000);
    const notice = await ops<{ id: string }>('POST', '/ops/api/content/notices?merchant=KHELA', {
      type: 'B',
      language: 'en',
      title: `Later news ${stamp}`,
      content: '<p>Soon.</p>',
      startsAt: startsAt.toISOString(),
      isPublished: true,
    });
    onTestFinished(async () => {
      await ops('DELETE', `/ops/api/content/notices/${notice.id}?merchant=KHELA`);
    });
    const { context, errors } = await openContext(browser, { width: 1440 });
    const page = await context.newPage();
    // The desk's own clock, moved on past the start while the page stays open.
    await page.clock.install();
    await openContentDesk(page);
    await page.getByTestId('content-tab-notices').click();
    const badge = page.getByTestId(`notice-${notice.id}`).locator('[data-status]');
    expect(await badge.getAttribute('data-status')).toBe('scheduled');
    expect(await badge.innerText()).toBe('Scheduled');
    await page.clock.fastForward('11:00');
    await page.getByTestId(`notice-${notice.id}`).locator('[data-status=live]').waitFor();
    expect(await badge.innerText()).toBe('Live');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("takes an operator's schedule on the merchant's clock, wherever the operator is", async () => {
    // The demo merchant's site shows Dhaka time (UTC+6); this operator's browser is in São Paulo
    // (UTC-3), where 09:00 is nine hours later than in Dhaka.
    const { context, errors } = await openContext(browser, {
      width: 1440,
      timezoneId: 'America/Sao_Paulo',
    });
    const page = await context.newPage();
    await openContentDesk(page);
    await expect
      .poll(() => page.getByTestId('ops-content').innerText())
      .toContain('Times here are in Asia/Dhaka, GMT+6');
    await page.getByTestId('content-tab-notices').click();
    const title = `Dhaka morning ${stamp}`;
    await page.getByRole('button', { name: 'Add notice' }).click();
    const dialog = page.getByTestId('notice-dialog');
    await dialog.getByLabel('Type').selectOption('B');
    await dialog.getByLabel('Language').selectOption('en');
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Content (HTML)').fill('<p>At nine.</p>');
    const starts = dialog.getByLabel('Starts (optional)', { exact: true });
    await starts.fill('2030-01-15T09:00');
    expect(await starts.getAttribute('aria-describedby')).toBeTruthy();
    await expect
      .poll(() => dialog.getByTestId('zone-hint').first().innerText())
      .toBe('Asia/Dhaka, GMT+6');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const ops = await opsAdmin();
    const desk = await ops<{ notices: { id: string; title: string; startsAt: string | null }[] }>(
      'GET',
      '/ops/api/content?merchant=KHELA',
    );
    const saved = desk.notices.find((notice) => notice.title === title);
    onTestFinished(async () => {
      if (saved) await ops('DELETE', `/ops/api/content/notices/${saved.id}?merchant=KHELA`);
    });
    // 09:00 in Dhaka, not 09:00 in São Paulo (12:00Z).
    expect(saved?.startsAt).toBe('2030-01-15T03:00:00.000Z');
    // The list shows it as typed, and the form opens on the same wall time.
    const card = page.getByTestId(`notice-${saved?.id}`);
    expect(await card.innerText()).toContain('15 Jan 2030, 09:00');
    await card.getByRole('button', { name: 'Edit' }).click();
    expect(await dialog.getByLabel('Starts (optional)', { exact: true }).inputValue()).toBe(
      '2030-01-15T09:00',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('marks the topic field when its topic is taken or malformed, naming what fits', async () => {
    const ops = await opsAdmin();
    const topic = `cup-${stamp}`;
    const first = await ops<{ id: string }>('POST', '/ops/api/content/notices?merchant=KHELA', {
      type: 'PU',
      language: 'en',
      title: `Cup ${stamp}`,
      content: '<p>Cup.</p>',
      topic,
    });
    onTestFinished(async () => {
      await ops('DELETE', `/ops/api/content/notices/${first.id}?merchant=KHELA`);
    });
    const { context, errors } = await openContext(browser, { width: 360 });
    const page = await context.newPage();
    await openContentDesk(page);
    await page.getByTestId('content-tab-notices').click();
    await page.getByRole('button', { name: 'Add notice' }).click();
    const dialog = page.getByTestId('notice-dialog');
    await dialog.getByLabel('Type').selectOption('PU');
    await dialog.getByLabel('Language').selectOption('en');
    await dialog.getByLabel('Title', { exact: true }).fill(`Cup again ${stamp}`);
    await dialog.getByLabel('Content (HTML)').fill('<p>Again.</p>');
    const field = dialog.locator('input[name=topic]');
    await field.fill(topic);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const error = dialog.locator('.ops-error');
    await expect
      .poll(() => error.innerText())
      .toBe(
        'Topic (joins its translations): This language already has an announcement of this ' +
          'topic; a topic joins one announcement per language.',
      );
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill('Summer Cup!');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => error.innerText())
      .toContain('Topic (joins its translations): Use letters, digits and hyphens only');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    // Only the two refused saves failed.
    expect(errors.filter((error) => !/\b(409|400)\b/.test(error))).toEqual([]);
    expect(errors).toHaveLength(2);
    await context.close();
  });

  it('shows the content desk at phone width without sideways scrolling', async () => {
    const { context, errors } = await openContext(browser, { width: 360 });
    const page = await context.newPage();
    await openContentDesk(page);
    await page.getByTestId('content-tab-notices').click();
    await page.getByTestId('content-notices').getByText(xssTitle).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The list narrows to one type, and back.
    const notices = page.getByTestId('content-notices');
    const all = await notices.locator('article').count();
    await notices.getByLabel('Type').selectOption('PU');
    const types = await notices.locator('article small').allInnerTexts();
    expect(types.length).toBeGreaterThan(0);
    expect(types.length).toBeLessThan(all);
    expect(types.every((line) => line.startsWith('Popup (PU)'))).toBe(true);
    await notices.getByLabel('Type').selectOption('');
    expect(await notices.locator('article').count()).toBe(all);
    // A refusal names the fields by their labels and marks them.
    await page.getByRole('button', { name: 'Add notice' }).click();
    const dialog = page.getByTestId('notice-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const refusal = await dialog.getByTestId('notice-dialog-error').textContent();
    expect(refusal).toContain('Title: Input cannot be empty');
    expect(await dialog.locator('input[name=title]').getAttribute('aria-invalid')).toBe('true');
    // Once something is typed, Escape keeps the dialog and its text; Cancel closes it.
    await dialog.locator('input[name=title]').fill('Half-written notice');
    await page.keyboard.press('Escape');
    // Time for a close to happen, had Escape closed it (without the guard it has by then).
    await page.waitForTimeout(500);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.locator('input[name=title]').inputValue()).toBe('Half-written notice');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
    await context.close();
  });
});
