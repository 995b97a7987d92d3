import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCentrePages, routeScreens } from './route-table';
import {
  closeDb,
  demoMemberSession,
  demoUrl,
  launchBrowser,
  noPopups,
  openContext,
  opsAdmin,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

const latin = /[0-9]/;
const bengali = /[\u09E6-\u09EF]/;

/**
 * The text of the page a digit rule holds for: all of it, hidden or not, but what a person
 * types or copies as it is (fields, usernames, numbers of accounts, ids, codes).
 */
function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy
      .querySelectorAll('input, textarea, script, style, code, svg, [data-keep-digits]')
      .forEach((node) => node.remove());
    return `${document.title}\n${copy.textContent ?? ''}`;
  });
}

/**
 * The digit `wrong` next to a few characters either side, or undefined. A word of Latin letters
 * and digits is a name or a code (a username, a transaction id) and keeps the digits it has.
 */
function firstWrong(text: string, wrong: RegExp): string | undefined {
  const figures = text.replace(/[A-Za-z0-9_]*[A-Za-z_][A-Za-z0-9_]*/g, '');
  const at = figures.search(wrong);
  return at < 0 ? undefined : figures.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ');
}

/** Every route and member-centre page in Bengali: none shows a digit of the other system. */
async function everyScreen(wrong: RegExp) {
  const { session } = await demoMemberSession('dg', 123_456n);
  const { context, errors } = await openContext(browser, { storage: { hisLang: 'bn' }, session });
  const page = await context.newPage();
  const visits: [string, string][] = [
    ...routeScreens,
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
  it('writes Bengali screens in Latin digits when the merchant chose them', async () => {
    await everyScreen(bengali);
  }, 240_000);

  it('writes every figure of a Bengali screen in Bengali digits when the merchant chose them', async () => {
    const ops = await opsAdmin();
    await ops('PATCH', '/ops/api/platform/merchants/KHELA', { digits: 'beng' });
    try {
      await everyScreen(latin);
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
