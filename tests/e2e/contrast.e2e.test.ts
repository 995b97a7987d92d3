import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeScreens } from './route-table';
import {
  closeDb,
  db,
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

const themes = ['dark', 'light'] as const;

/** Screens only an agent sees: its home and the agent centre's pages. */
const agentScreens: [string, string][] = [
  ['/agentHome', 'agent-dashboard'],
  ['/?ac=downlineManagmentView', 'ac-downlineManagmentView'],
];

/** Every failure on each of `screens` in both themes, by route: one run tells all there is to fix. */
async function failuresOn(
  width: number,
  session: Record<string, string>,
  screens: [string, string][],
) {
  const { context, errors } = await openContext(browser, {
    width,
    storage: { hisLang: 'en', theme: themes[0] },
    session,
  });
  const page = await context.newPage();
  // Motion settles at once, so every element is measured where and how it rests.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const failures: Record<string, Failure[]> = {};
  const backgrounds = new Set<string>();
  for (const [route, screen] of screens) {
    await page.goto(demoUrl(route));
    await page.getByTestId(screen).first().waitFor({ state: 'attached', timeout: 15_000 });
    await page.waitForLoadState('load');
    // What waits until it comes near the screen is drawn too: down to the end and back.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(250);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(axe.source);
    // Both themes on one load: a theme is the root's data-theme and nothing else (the toggle
    // sets just that), so the same elements are measured in each.
    for (const theme of themes) {
      const background = await page.evaluate(async (next) => {
        document.documentElement.dataset.theme = next;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return getComputedStyle(document.body).backgroundColor;
      }, theme);
      backgrounds.add(`${theme} ${background}`);
      const found = await contrastFailures(page);
      if (found.length > 0) failures[`${route} at ${width} px ${theme}`] = found;
    }
  }
  await context.close();
  return { failures, errors, backgrounds: [...backgrounds] };
}

describe('text contrast', () => {
  // About 100 s on a quiet machine; CI29 and CI30, slower machines with both browser groups side
  // by side, needed more than 300: a budget of ten minutes.
  it('meets WCAG AA on every route at 360 and 1440 px in both themes, signed out and in', async () => {
    const { session, memberId } = await demoMemberSession('ct', 250_000n);
    const agent = await demoMemberSession('cta', 0n, { isAgent: 1 });
    await db()
      .updateTable('members')
      .set({ uplineId: agent.memberId })
      .where('id', '=', memberId)
      .execute();
    // Both widths side by side: each is its own browser context.
    const results = await Promise.all(
      [360, 1440].map(async (width) => [
        await failuresOn(width, noPopups, screensOnce),
        await failuresOn(width, session, memberScreens),
        await failuresOn(width, agent.session, agentScreens),
      ]),
    );
    const runs = results.flat();
    expect(Object.assign({}, ...runs.map((run) => run.failures))).toEqual({});
    expect(runs.flatMap((run) => run.errors)).toEqual([]);
    // Each theme was really in force: one page colour per theme, and not the same one.
    for (const run of runs) {
      expect(run.backgrounds).toHaveLength(2);
      expect(
        new Set(run.backgrounds.map((entry) => entry.split(' ').slice(1).join(' '))).size,
      ).toBe(2);
    }
  }, 600_000);
});
