import { encryptCustomerServicePath } from '@khela/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnouncement, createMember } from '../../apps/server/test/factories';
import {
  closeDb,
  db,
  demoMemberSession,
  demoUrl,
  launchBrowser,
  loginThroughApi,
  newMerchant,
  noPopups,
  openContext,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

describe('theme', () => {
  it('toggles to dark and keeps it across a reload, applied before the app runs', async () => {
    const { context, errors } = await openContext(browser);
    const page = await context.newPage();
    await page.goto(demoUrl('/help'));
    await page.getByTestId('page-help').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    // With scripts off after the head script, the theme must already be set by index.html.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.unroute('**/assets/*.js');
    await page.reload();
    await page.getByTestId('page-help').waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(10, 15, 13)');
    await page.getByTestId('theme-toggle').click();
    await page.reload();
    await page.getByTestId('page-help').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(errors.filter((error) => !error.includes('ERR_FAILED'))).toEqual([]);
    await context.close();
  });
});

describe('status pages', () => {
  it('replaces the app with the maintenance page and its end time', async () => {
    const merchant = await newMerchant({ defaultLanguage: 'en' });
    await db()
      .insertInto('maintenanceWindows')
      .values({
        merchantId: merchant.id,
        startsAt: new Date(Date.now() - 60_000),
        endsAt: '2030-01-02T03:04:00Z',
      })
      .execute();
    const { context } = await openContext(browser, { storage: { hisLang: 'en' } });
    const page = await context.newPage();
    await page.goto(merchant.url('/rng'));
    const status = page.getByTestId('status-maintenance');
    await status.waitFor();
    expect(await status.innerText()).toContain('2030');
    expect(await page.getByTestId('site-header').count()).toBe(0);
    await context.close();
  });

  it('replaces the app with the region-blocked page showing the IP', async () => {
    const merchant = await newMerchant();
    await db()
      .insertInto('regionRules')
      .values({
        merchantId: merchant.id,
        kind: 'cidr',
        action: 'block',
        network: '127.0.0.0/8',
        country: null,
      })
      .execute();
    const { context } = await openContext(browser);
    const page = await context.newPage();
    await page.goto(merchant.url('/'));
    await page.getByTestId('status-regionBlocked').waitFor();
    expect(await page.getByTestId('blocked-ip').innerText()).toBe('127.0.0.1');
    await context.close();
  });
});

describe('guard', () => {
  it('sends visitors to /login when the logged-in-to-home flag is on, except public routes', async () => {
    const merchant = await newMerchant({ loggedInToHome: true });
    const { context } = await openContext(browser);
    const page = await context.newPage();
    for (const route of ['/', '/rng', '/promotions', '/down']) {
      await page.goto(merchant.url(route));
      await page.getByTestId('page-login').waitFor();
      expect(new URL(page.url()).pathname, route).toBe('/login');
    }
    for (const [route, screen] of [
      ['/register', 'page-register'],
      ['/register.html', 'page-register'],
      ['/helpmc', 'page-help'],
      ['/download', 'page-download'],
    ]) {
      await page.goto(merchant.url(route));
      await page.getByTestId(screen as string).waitFor();
      expect(new URL(page.url()).pathname).toBe(route);
    }
    await context.close();
  });

  it('lets a session through', async () => {
    const merchant = await newMerchant({ loggedInToHome: true });
    await createMember(db(), merchant.id, { username: 'rahim', password: 'secret123' });
    const signedIn = await loginThroughApi(merchant.domain!, 'rahim', 'secret123');
    const { context } = await openContext(browser, {
      session: {
        token: signedIn.token,
        username: signedIn.userName,
        isAgent: String(signedIn.isAgent),
      },
    });
    const page = await context.newPage();
    await page.goto(merchant.url('/rng'));
    await page.getByTestId('page-lobby').waitFor();
    expect(await page.getByTestId('account-area').innerText()).toContain('rahim');
    await context.close();
  });
});

describe('language', () => {
  it('falls back to the default when the stored language is invalid', async () => {
    const { context } = await openContext(browser, { storage: { hisLang: 'xx', lang: 'zz' } });
    const page = await context.newPage();
    await page.goto(demoUrl('/help'));
    await page.getByTestId('page-help').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
    await context.close();
  });

  it("falls back to the merchant's default when it does not offer the stored language", async () => {
    const merchant = await newMerchant({ languages: ['en', 'th'], defaultLanguage: 'en' });
    const { context } = await openContext(browser, { storage: { hisLang: 'bn' } });
    const page = await context.newPage();
    await page.goto(merchant.url('/help'));
    await page.getByTestId('page-help').waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    const options = await page.getByTestId('language-picker').locator('option').allInnerTexts();
    expect(options).toEqual(['English', 'ไทย']);
    await context.close();
  });

  it("keeps a visitor's and a member's header within a 360 px screen in bn, en and th", async () => {
    const member = await demoMemberSession('hdr');
    for (const [who, session, readyId] of [
      ['visitor', {}, 'auth-buttons'],
      ['member', member.session, 'my-account'],
    ] as const) {
      for (const language of ['bn', 'en', 'th']) {
        const { context, errors } = await openContext(browser, {
          width: 360,
          storage: { hisLang: language },
          session,
        });
        const page = await context.newPage();
        await page.goto(demoUrl('/help'));
        await page.getByTestId(readyId).waitFor();
        await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
        // Every control of the bar ends inside the screen: none is pushed past its edge.
        const rightEdges = await page
          .getByTestId('site-header')
          .locator('button, a, select')
          .evaluateAll((elements) =>
            elements
              .filter((element) => element.getClientRects().length > 0)
              .map((element) => Math.ceil(element.getBoundingClientRect().right)),
          );
        expect(rightEdges.length).toBeGreaterThanOrEqual(3);
        expect(Math.max(...rightEdges), `${who} ${language}`).toBeLessThanOrEqual(360);
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });

  it('at 360 px keeps language and theme whole in the menu, and shows that the category bar scrolls', async () => {
    const { context, errors } = await openContext(browser, {
      width: 360,
      storage: { hisLang: 'bn' },
      session: noPopups,
    });
    const page = await context.newPage();
    await page.goto(demoUrl('/'));
    await page.getByTestId('auth-buttons').waitFor();
    const more = page.getByTestId('game-nav-more');
    await more.waitFor();
    const list = page.locator('.game-nav__list');
    expect(await list.evaluate((element) => element.scrollLeft)).toBe(0);
    await more.click();
    await page.waitForFunction(
      () => (document.querySelector('.game-nav__list')?.scrollLeft ?? 0) > 0,
    );
    await page.getByTestId('tab-bar').getByRole('button', { name: 'মেনু' }).click();
    const drawer = page.getByTestId('drawer');
    const label = drawer.locator('.language-picker__short');
    expect(await label.innerText()).toBe('বাংলা');
    const labelBox = await label.boundingBox();
    const toggleBox = await drawer.getByTestId('theme-toggle').boundingBox();
    expect(labelBox && toggleBox && labelBox.x + labelBox.width).toBeLessThanOrEqual(
      toggleBox?.x ?? 0,
    );
    await drawer.getByTestId('language-picker').selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('advertises only categories with games, and the auto tables never as live dealers', async () => {
    const { context, errors } = await openContext(browser, {
      width: 360,
      storage: { hisLang: 'en' },
      session: noPopups,
    });
    const page = await context.newPage();
    await page.goto(demoUrl('/'));
    await page.getByTestId('banner-carousel').waitFor();
    const captions = await page.locator('.banner__caption').allInnerTexts();
    expect(captions).toContain('Our own slots, every spin verifiable');
    // The live casino category has the in-house auto tables: advertised as what they are.
    expect(captions).toContain('Baccarat, roulette and sic bo at auto tables');
    expect(captions.join(' ')).not.toMatch(/dealer/i);
    await page.getByTestId('tab-bar').getByRole('button', { name: 'Menu' }).click();
    const tiles = await page.getByTestId('drawer').locator('.drawer__tile').allInnerTexts();
    expect(tiles).toContain('Slots');
    expect(tiles).toContain('Live casino');
    // Fishing has no games in the demo: no tile, no page banner.
    expect(tiles).not.toContain('Fishing');
    await page.goto(demoUrl('/fish'));
    await page.getByText('No providers in this category yet').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-testid=banner-slot][data-group=fish]').count()).toBe(0);
    await page.goto(demoUrl('/live'));
    await page.getByText('Auto Roulette').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches language from the picker and remembers it', async () => {
    const { context } = await openContext(browser);
    const page = await context.newPage();
    await page.goto(demoUrl('/join'));
    await page.getByTestId('page-join').waitFor();
    await page.getByTestId('language-picker').selectOption('th');
    await page.waitForFunction(() => document.documentElement.lang === 'th');
    expect(await page.getByTestId('page-join').innerText()).toMatch(/[\u0E00-\u0E7F]/);
    await page.reload();
    await page.getByTestId('page-join').waitFor();
    expect(
      await page.evaluate(() => [localStorage.getItem('hisLang'), document.documentElement.lang]),
    ).toEqual(['th', 'th']);
    await context.close();
  });
});

describe('customer service', () => {
  it('opens the decrypted live-chat address in a popup window', async () => {
    const merchant = await newMerchant();
    const path = encryptCustomerServicePath('/help#live-chat', 'Ab12Cd34');
    await db()
      .insertInto('customerServices')
      .values({ merchantId: merchant.id, channel: 'livechat', csType: 3, path })
      .execute();
    const { context, errors } = await openContext(browser, { width: 1440 });
    const page = await context.newPage();
    await page.goto(merchant.url('/help'));
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('.service-bar').getByTestId('service-livechat').click(),
    ]);
    await popup.waitForURL(/\/help#live-chat$/);
    expect(popup.url()).toBe(merchant.url('/help#live-chat'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes the popup and says so when the address cannot be decrypted', async () => {
    const merchant = await newMerchant({ defaultLanguage: 'en' });
    await db()
      .insertInto('customerServices')
      .values({
        merchantId: merchant.id,
        channel: 'livechat',
        csType: 3,
        path: 'broken-cipher-textAb12Cd34',
      })
      .execute();
    const { context } = await openContext(browser, { width: 1440, storage: { hisLang: 'en' } });
    const page = await context.newPage();
    await page.goto(merchant.url('/help'));
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('.service-bar').getByTestId('service-livechat').click(),
    ]);
    if (!popup.isClosed()) await popup.waitForEvent('close');
    expect(await page.getByTestId('toast').innerText()).toMatch(/Invalid URL/);
    await context.close();
  });
});

describe('footer', () => {
  it('loads the vendor strip only when a phone scrolls down to it, not with the home page', async () => {
    const { context, errors } = await openContext(browser, { width: 360 });
    const page = await context.newPage();
    const carousels: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/VendorCarousel-/.test(request.url())) carousels.push(request.url());
    });
    await page.goto(demoUrl('/'));
    await page.getByTestId('home-notices').waitFor();
    await page.waitForLoadState('networkidle');
    expect(carousels).toEqual([]);
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    const strip = page.getByTestId('site-footer').locator('.vendor-carousel');
    await strip.getByRole('link').first().waitFor();
    expect(carousels.length).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('not found and notices', () => {
  it('shows a translated not-found page with a way home', async () => {
    const { context } = await openContext(browser, { storage: { hisLang: 'en' } });
    const page = await context.newPage();
    await page.goto(demoUrl('/definitely/not/here'));
    await page.getByTestId('page-not-found').getByRole('link').click();
    await page.getByTestId('page-home').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('opens a notice from the home news ticker', async () => {
    const merchant = await newMerchant({ defaultLanguage: 'en' });
    await createAnnouncement(db(), merchant.id, {
      type: 'B',
      language: 'en',
      title: 'Weekend bonus',
    });
    const { context } = await openContext(browser, { storage: { hisLang: 'en' } });
    const page = await context.newPage();
    await page.goto(merchant.url('/'));
    await page
      .getByTestId('news-ticker')
      .getByRole('button', { name: 'Weekend bonus' })
      .first()
      .click({ force: true });
    const modal = page.getByTestId('notice-modal');
    await modal.waitFor();
    expect(await modal.innerText()).toContain('News');
    expect(await modal.innerText()).toContain('Weekend bonus');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await context.close();
  });
});
