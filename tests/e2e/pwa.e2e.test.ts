import { feedbackWordsMax, feedbackWordsMin } from '@khela/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { closeDb, demoUrl, launchBrowser, openContext } from './support';
import { opsAdmin } from './desk';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

/** Width and height of a PNG, read from its header chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The lite app works only on a secure origin: the demo merchant is served on localhost. */
const english = { storage: { hisLang: 'en' } };

describe('lite app (PWA)', () => {
  it('offers a valid manifest of the merchant, with icons of the sizes it names', async () => {
    const { context } = await openContext(browser, english);
    const page = await context.newPage();
    await page.goto(demoUrl('/'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await page.request.get(demoUrl(href!));
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      name: 'Khela',
      short_name: 'Khela',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      const file = await page.request.get(demoUrl(icon.src));
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe(icon.type);
      const { width, height } = pngSize(await file.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(pngSize(await (await page.request.get(demoUrl(touchIcon!))).body())).toEqual({
      width: 180,
      height: 180,
    });
    await context.close();
  });

  it('installs a service worker, and offline a reload still shows the shell with a translated notice', async () => {
    const { context, errors } = await openContext(browser, english);
    const page = await context.newPage();
    await page.goto(demoUrl('/help'));
    await page.getByTestId('page-help').waitFor();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(demoUrl('/'));
    // Installed means activated and in control of the page (it claims the open pages).
    await page.waitForFunction(
      () =>
        navigator.serviceWorker.controller !== null &&
        navigator.serviceWorker.controller.state === 'activated',
    );
    await page.reload();
    await page.getByTestId('page-help').waitFor();

    await context.setOffline(true);
    await page.reload();
    const notice = page.getByTestId('status-offline');
    await notice.waitFor();
    expect(await notice.getByRole('heading').textContent()).toBe('You are offline');
    expect(await page.title()).toBe('Khela');
    // The shell is the server's page (the brand in its head), the offline picture came with it.
    expect(await page.locator('meta[name="merchant"]').getAttribute('content')).toBe('KHELA');
    expect(
      await notice.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    // No API answer was kept: the app could not show the help page's data offline.
    expect(await page.getByTestId('page-help').count()).toBe(0);

    await context.setOffline(false);
    await page.getByTestId('page-help').waitFor();
    expect(
      errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error)),
    ).toEqual([]);
    await context.close();
  });
});

describe('help centre', () => {
  it('opens the terms dialog at /help#term and from the footer link', async () => {
    const { context, errors } = await openContext(browser, { ...english, width: 360 });
    const page = await context.newPage();
    await page.goto(demoUrl('/help#term'));
    const dialog = page.getByTestId('terms-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').first().textContent()).toBe('Terms of use');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).hash).toBe('');
    await page.getByTestId('site-footer').getByRole('link', { name: 'Terms of use' }).click();
    await dialog.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the address's article with its title below the header and the game bar", async () => {
    for (const width of [360, 1440]) {
      const { context, errors } = await openContext(browser, { ...english, width });
      const page = await context.newPage();
      await page.goto(demoUrl('/help#how-to-withdraw'));
      const article = page.locator('#how-to-withdraw');
      await article.waitFor();
      await page.waitForFunction(() => window.scrollY > 0);
      const [titleTop, barBottom] = await page.evaluate(() => [
        document.querySelector('#how-to-withdraw h3')?.getBoundingClientRect().top ?? -1,
        document.querySelector('.game-nav')?.getBoundingClientRect().bottom ?? -1,
      ]);
      expect(barBottom, `${width} px`).toBeGreaterThan(0);
      expect(titleTop, `${width} px`).toBeGreaterThanOrEqual(barBottom);
      expect(await article.getAttribute('open'), `${width} px`).not.toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('refuses feedback outside the word bounds and accepts it inside', async () => {
    const { context, errors } = await openContext(browser, { ...english, width: 360 });
    const page = await context.newPage();
    await page.goto(demoUrl('/help#feedback'));
    const form = page.getByTestId('feedback-form');
    await form.waitFor();
    const bounds = `Please write between ${feedbackWordsMin} and ${feedbackWordsMax} words.`;
    await form.locator('textarea').fill('Too short');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    expect(await page.getByTestId('feedback-error').textContent()).toBe(bounds);
    // The server keeps the same bounds for a caller that skips the form.
    const refused = await page.evaluate(async () => {
      const response = await fetch('/wps/feedback', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Language: 'en' },
        body: JSON.stringify({ content: 'two words' }),
      });
      return response.json();
    });
    expect(refused).toMatchObject({
      success: false,
      code: 'validation_failed',
      fields: [{ path: 'content', message: bounds }],
    });
    await form
      .locator('textarea')
      .fill('The help centre is clear and the lottery results load quickly on my phone.');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByTestId('feedback-sent').waitFor();
    expect(await form.locator('textarea').inputValue()).toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
    await context.close();
  });
});

describe('download page', () => {
  it('shows the Android and iOS QR codes and the lite app guide at 360 px', async () => {
    const { context, errors } = await openContext(browser, { ...english, width: 360 });
    const page = await context.newPage();
    await page.goto(demoUrl('/down'));
    await page.getByTestId('page-download').waitFor();
    for (const type of ['ANDROID', 'IOS']) {
      const code = page.getByTestId(`qr-${type}`);
      await code.scrollIntoViewIfNeeded();
      expect(await code.isVisible()).toBe(true);
      const box = await code.boundingBox();
      expect(box?.width).toBe(132);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    }
    // The demo has no native builds (its entries point back here): no install steps for a
    // file there is none of, the lite app instead, and the page's intro says so.
    expect(await page.locator('.download__intro').innerText()).toContain(
      'add the lite app to your home screen in seconds',
    );
    for (const type of ['ANDROID', 'IOS']) {
      const card = page.getByTestId(`app-${type}`);
      expect(await card.getByTestId(`lite-instead-${type}`).innerText()).toContain(
        'Install the lite app instead',
      );
      expect(await card.getByRole('link', { name: 'Open the download' }).count()).toBe(0);
      expect(await card.locator('ol li').count()).toBe(0);
    }
    // No browser offer here (headless): the lite app shows the steps of the browser menu.
    await page.getByTestId('lite-steps-menu').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the download and its install steps once an operator names a build', async () => {
    const ops = await opsAdmin();
    const url = '/ops/api/content/resources/ANDROID?merchant=KHELA';
    await ops('PUT', url, {
      url: 'https://downloads.example.com/khela.apk',
      labelNameEn: 'Android',
    });
    onTestFinished(async () => {
      await ops('PUT', url, { url: '/down#android', labelNameEn: 'Android' });
    });
    const { context, errors } = await openContext(browser, { ...english, width: 360 });
    const page = await context.newPage();
    // Every server drops its cached configuration on the change; the page shows it on a load.
    const link = page.getByTestId('app-ANDROID').getByRole('link', { name: 'Open the download' });
    await expect
      .poll(async () => {
        await page.goto(demoUrl('/down'));
        await page.getByTestId('page-download').waitFor();
        return link.count();
      })
      .toBe(1);
    expect(await link.getAttribute('href')).toBe('https://downloads.example.com/khela.apk');
    const steps = await page.getByTestId('app-ANDROID').locator('ol li').allInnerTexts();
    expect(steps).toHaveLength(4);
    expect(steps[0]).toContain("tap 'Open the download'");
    expect(await page.getByTestId('lite-instead-ANDROID').count()).toBe(0);
    expect(await page.locator('.download__intro').innerText()).toContain(
      'install our app for Android or iPhone',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
