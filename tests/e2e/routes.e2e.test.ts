import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, demoMemberSession, demoUrl, launchBrowser, openContext } from './support';
import { routeScreens } from './route-table';
import { bengali, firstWrong, shownText } from './shown-digits';

const scriptOf: Record<string, RegExp> = {
  bn: /[\u0980-\u09FF]/,
  th: /[\u0E00-\u0E7F]/,
  en: /[A-Za-z]/,
};
// A raw i18n key on screen looks like 'nav.home' or 'status.maintenance.title'.
const rawKeyPattern =
  /\b(common|header|nav|side|service|footer|status|notice|home|lobby|lottery|promotions|game|help|download|join|login|register|forget|changePassword|vip|pointMall|agent|account|errors|notFound)\.[A-Za-z_]+/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

// Bengali, the default and the longest of the three, is read on a phone: every route must fit
// 360 px without scrolling sideways. English and Thai are read on a desktop. The languages'
// sweeps run side by side, each in its own browser context.
describe.concurrent.each(['bn', 'en', 'th'])('every route renders in %s', (language) => {
  const isPhone = language === 'bn';
  // Three sweeps at once on two cores: each may take well over a minute.
  it(
    `shows its screen, in the language, without raw keys or errors${isPhone ? ', never scrolling sideways at 360 px' : ''}`,
    { timeout: 240_000 },
    async () => {
      const { context, errors } = await openContext(browser, {
        storage: { hisLang: language },
        ...(isPhone ? { width: 360 } : {}),
      });
      const page = await context.newPage();
      for (const [route, screen] of routeScreens) {
        await page.goto(demoUrl(route));
        await page
          .getByTestId(screen)
          .waitFor({ state: 'attached', timeout: 15_000 })
          .catch((error: unknown) => {
            throw new Error(`${route} did not show ${screen}: ${String(error)}`);
          });
        expect(await page.evaluate(() => document.documentElement.lang), route).toBe(language);
        const text = await page.evaluate(() => document.body.innerText);
        expect(text, route).toMatch(scriptOf[language] as RegExp);
        expect(text.match(rawKeyPattern)?.[0], route).toBeUndefined();
        // The merchant's default digits are Latin, in Bengali too (the digits suite tries both).
        expect(firstWrong(await shownText(page), bengali), route).toBeUndefined();
        if (isPhone) {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, route).toBeLessThanOrEqual(0);
        }
      }
      if (isPhone) await expect(page.getByTestId('tab-bar').isVisible()).resolves.toBe(true);
      if (language === 'en') {
        await page.goto(demoUrl('/games/fish'));
        expect(await page.getByTestId('page-lobby').getAttribute('data-game-type')).toBe('FISH');
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('content security policy', () => {
  it('lets every route of the site and the back office run without a violation', async () => {
    const { session } = await demoMemberSession('csp');
    const { context, errors } = await openContext(browser, {
      storage: { hisLang: 'en' },
      session,
    });
    // Every violation the browser reports, in any frame, before any of the page's own scripts.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
      });
    });
    const page = await context.newPage();
    const visits: [string, string][] = [
      ...routeScreens.map(([route, screen]): [string, string] => [
        route,
        `[data-testid=${screen}]`,
      ]),
      ['/?mc=securityCenter', '[data-testid=security-mobile]'],
      // The in-house game's page, as the /game frame opens it (without a launch it says so).
      ['/house/play/tiger-lotus', '#root > *'],
      ['/ops/', '.ops-login'],
    ];
    for (const [route, selector] of visits) {
      const response = await page.goto(demoUrl(route));
      expect(response?.headers()['content-security-policy'], route).toContain("script-src 'self'");
      await page.locator(selector).first().waitFor({ state: 'attached', timeout: 15_000 });
      // Late work too: pictures, the first banner (a signed-in page never goes network-idle:
      // its balance stream stays open).
      await page.waitForLoadState('load');
      await page.waitForTimeout(400);
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations, route).toEqual([]);
    }
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await context.close();
  }, 180_000);
});
