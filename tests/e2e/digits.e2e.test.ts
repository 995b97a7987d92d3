import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCentrePages, routeScreens } from './route-table';
import {
  closeDb,
  demoMemberSession,
  demoUrl,
  launchBrowser,
  noPopups,
  openContext,
} from './support';
import { opsAdmin } from './desk';
import { bengali, firstWrong, latin, shownText } from './shown-digits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

/**
 * Member-centre pages in Bengali, signed in (balances, lists), and with `everyRoute` every route
 * too: none shows a digit of the other system. (The routes suite checks every route signed
 * out in Latin digits, the merchant's default.)
 */
async function everyScreen(wrong: RegExp, everyRoute: boolean) {
  const { session } = await demoMemberSession('dg', 123_456n);
  const { context, errors } = await openContext(browser, { storage: { hisLang: 'bn' }, session });
  const page = await context.newPage();
  const visits: [string, string][] = [
    ...(everyRoute ? routeScreens : [['/', 'page-home'] as [string, string]]),
    // A page may be an empty list: the centre's frame is what every one of them has.
    ...memberCentrePages.map((key): [string, string] => [`/?mc=${key}`, 'member-centre']),
  ];
  for (const [route, screen] of visits) {
    await page.goto(demoUrl(route));
    await page.getByTestId(screen).first().waitFor({ state: 'attached', timeout: 15_000 });
    // What arrives late too: lists, balances, the clock's next second.
    await page.waitForLoadState('load');
    await page.waitForTimeout(route.includes('mc=') ? 800 : 300);
    expect(firstWrong(await shownText(page), wrong), route).toBeUndefined();
  }
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  await context.close();
}

describe('one digit system per language', () => {
  it('writes Bengali member pages in Latin digits when the merchant chose them', async () => {
    await everyScreen(bengali, false);
  }, 240_000);

  it('writes every figure of a Bengali screen in Bengali digits when the merchant chose them', async () => {
    const ops = await opsAdmin();
    await ops('PATCH', '/ops/api/platform/merchants/KHELA', { digits: 'beng' });
    try {
      await everyScreen(latin, true);
      // English keeps Latin digits whatever the merchant chose for Bengali.
      const { context } = await openContext(browser, {
        storage: { hisLang: 'en' },
        session: noPopups,
      });
      const page = await context.newPage();
      await page.goto(demoUrl('/vnlottery'));
      await page.getByTestId('page-lottery').waitFor();
      await page.waitForTimeout(600);
      const text = await shownText(page);
      expect(firstWrong(text, bengali)).toBeUndefined();
      expect(text).toMatch(latin);
      await context.close();
    } finally {
      await ops('PATCH', '/ops/api/platform/merchants/KHELA', { digits: 'latn' });
    }
  }, 240_000);
});
