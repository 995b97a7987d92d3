import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeScreens } from './route-table';
import {
  closeDb,
  demoMemberSession,
  demoUrl,
  launchBrowser,
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

interface Failure {
  target: string;
  summary: string;
}

/**
 * WCAG AA text contrast (axe-core's color-contrast rule: 4.5:1, 3:1 for large text) over the
 * whole page as it stands. Run in the page's own world, as the page's scripts are: axe reads
 * the computed styles it needs there.
 */
async function contrastFailures(page: Page): Promise<Failure[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const result = await run(document, {
      // A game's own frame is the game's; the page around it is ours.
      iframes: false,
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['violations'],
    });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => ({
        target: node.target.join(' '),
        summary: node.failureSummary ?? '',
      })),
    );
  });
}

/** Other names of a route's screen (the route table tries them all; one look at each is enough). */
const aliases = new Set([
  '/index.html',
  '/home',
  '/register.html',
  '/download',
  '/helpmc',
  '/games/fish',
]);
const screensOnce = routeScreens.filter(([route]) => !aliases.has(route));

/** Screens only a member sees: the game's frame with its bar, and member-centre pages. */
const memberScreens: [string, string][] = [
  ['/seamless', 'page-game'],
  ['/?mc=securityCenter', 'mc-securityCenter'],
  ['/?mc=depositv2', 'mc-depositv2'],
  ['/?mc=withdraw', 'mc-withdraw'],
  ['/?mc=personalHistoryCopy', 'mc-personalHistoryCopy'],
];

/** Every failure on each of `screens`, by route: one run tells all there is to fix. */
async function failuresOn(
  width: number,
  theme: string,
  session: Record<string, string>,
  screens: [string, string][],
) {
  const { context, errors } = await openContext(browser, {
    width,
    storage: { hisLang: 'en', theme },
    session,
  });
  const page = await context.newPage();
  // Motion settles at once, so every element is measured where and how it rests.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const failures: Record<string, Failure[]> = {};
  for (const [route, screen] of screens) {
    await page.goto(demoUrl(route));
    await page.getByTestId(screen).first().waitFor({ state: 'attached', timeout: 15_000 });
    await page.waitForLoadState('load');
    // What waits until it comes near the screen is drawn too: down to the end and back.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(250);
    await page.evaluate(() => window.scrollTo(0, 0));
    const found = await contrastFailures(page);
    if (found.length > 0) failures[route] = found;
  }
  await context.close();
  return { failures, errors };
}

const views = [
  [360, 'dark'],
  [360, 'light'],
  [1440, 'dark'],
  [1440, 'light'],
] as const;

describe('text contrast', () => {
  it('meets WCAG AA on every route at 360 and 1440 px in both themes, signed out and in', async () => {
    const { session } = await demoMemberSession('ct', 250_000n);
    // The four views side by side: each is its own browser context.
    const results = await Promise.all(
      views.map(async ([width, theme]) => {
        const signedOut = await failuresOn(width, theme, noPopups, screensOnce);
        const signedIn = await failuresOn(width, theme, session, memberScreens);
        return { view: `${width} px ${theme}`, signedOut, signedIn };
      }),
    );
    const failures = Object.fromEntries(
      results.flatMap(({ view, signedOut, signedIn }) =>
        Object.entries({ ...signedOut.failures, ...signedIn.failures }).map(([route, found]) => [
          `${route} at ${view}`,
          found,
        ]),
      ),
    );
    expect(failures).toEqual({});
    expect(
      results.flatMap(({ signedOut, signedIn }) => [...signedOut.errors, ...signedIn.errors]),
    ).toEqual([]);
  }, 300_000);
});
