import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, creditWallet } from '../../apps/server/test/factories';
import { installHouseVendor } from '../../apps/server/src/vendors/house/install';
import { closeDb, db, launchBrowser, loginThroughApi, newMerchant, openSite } from './support';

let browser: Browser;
let merchant: Awaited<ReturnType<typeof newMerchant>>;
let memberId: string;
let token: string;
const username = `gamer${Date.now().toString(36)}`.slice(0, 14);

beforeAll(async () => {
  browser = await launchBrowser();
  merchant = await newMerchant();
  await installHouseVendor(db(), merchant.id);
  // A second vendor with 23 games, enough for two pages of 15.
  await db()
    .insertInto('vendors')
    .values({
      merchantId: merchant.id,
      vassalage: 'ACME',
      gameType: 'RNG',
      displayName: 'Acme',
      logoUrl: '/art/vendors/khela-house.svg',
      sortOrder: 1,
    })
    .execute();
  await db()
    .insertInto('games')
    .values(
      Array.from({ length: 23 }, (_, index) => ({
        merchantId: merchant.id,
        vassalage: 'ACME',
        code: `acme-${index}`,
        gameType: 'RNG',
        gameClassify: index % 2 === 0 ? 'SLOTS' : 'SCRATCH',
        names: JSON.stringify({ en: `Acme Game ${index}` }),
        minBetMinor: String(index < 5 ? 5 : 100),
        imagePath: '/art/games/tiger-lotus.svg',
        sortOrder: index,
      })),
    )
    .execute();
  ({ id: memberId } = await createMember(db(), merchant.id, {
    username,
    password: 'mine12345',
  }));
  await creditWallet(db(), merchant.id, memberId, 100_000n);
  ({ token } = await loginThroughApi(new URL(merchant.url()).hostname, username, 'mine12345'));
});

afterAll(async () => {
  await browser.close();
  await closeDb();
});

function signedIn(width: number) {
  return openSite(browser, { width, session: { token, username, isAgent: '0' } });
}

describe('the electronic lobby', () => {
  it('pages, filters and saves games', async () => {
    const { context, page, errors } = await signedIn(1440);
    await page.goto(merchant.url('/rng?vassalage=ACME'));
    const cards = page.getByTestId('game-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(15);
    expect(await page.getByTestId('pager').innerText()).toContain('Page 1 of 2');
    await page.getByTestId('load-more').click();
    await expect.poll(() => cards.count()).toBe(23);
    // A name search resets the list to its first page.
    await page.getByTestId('lobby-search').fill('game 1');
    await expect.poll(() => cards.count()).toBe(11);
    await page.getByTestId('lobby-search').fill('');
    await expect.poll(() => cards.count()).toBe(15);
    await page.getByTestId('lobby-min-bet').selectOption({ label: 'Up to 0.05' });
    await expect.poll(() => cards.count()).toBe(5);
    // Saving a game puts it in the saved tab.
    await page.getByRole('button', { name: 'Save Acme Game 3' }).click();
    await page.getByRole('button', { name: 'Remove Acme Game 3 from saved games' }).waitFor();
    await page.getByTestId('lobby-tab-fav').click();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().innerText()).toContain('Acme Game 3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pages with first, previous, next and last, and filters by classification', async () => {
    const { context, page, errors } = await signedIn(1440);
    await page.goto(merchant.url('/rng?vassalage=ACME'));
    const cards = page.getByTestId('game-card');
    const pager = page.getByTestId('pager');
    const button = (name: string) => pager.getByRole('button', { name, exact: true });
    await cards.first().waitFor();
    expect(await pager.innerText()).toContain('Page 1 of 2');
    expect(await button('First page').isDisabled()).toBe(true);
    expect(await button('Previous page').isDisabled()).toBe(true);
    await button('Next page').click();
    await expect.poll(() => pager.innerText()).toContain('Page 2 of 2');
    await expect.poll(() => cards.count()).toBe(8);
    expect(await cards.first().innerText()).toContain('Acme Game 15');
    expect(await button('Next page').isDisabled()).toBe(true);
    expect(await button('Last page').isDisabled()).toBe(true);
    await button('Previous page').click();
    await expect.poll(() => pager.innerText()).toContain('Page 1 of 2');
    await expect.poll(() => cards.count()).toBe(15);
    await button('Last page').click();
    await expect.poll(() => pager.innerText()).toContain('Page 2 of 2');
    await button('First page').click();
    await expect.poll(() => pager.innerText()).toContain('Page 1 of 2');
    expect(await cards.first().innerText()).toContain('Acme Game 0');
    // The classification filter keeps only scratch cards (the odd games), on one page.
    await page.getByTestId('lobby-classification').selectOption('SCRATCH');
    await expect.poll(() => cards.count()).toBe(11);
    const names = await cards.locator('.game-card__name').allInnerTexts();
    expect(names.sort()).toEqual(
      Array.from({ length: 11 }, (_, index) => `Acme Game ${index * 2 + 1}`).sort(),
    );
    expect(await pager.count()).toBe(0);
    await page.getByTestId('lobby-classification').selectOption('');
    await expect.poll(() => cards.count()).toBe(15);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 360 px phone, and visitors are asked to log in to play', async () => {
    const { context, page, errors } = await openSite(browser, { width: 360 });
    await page.goto(merchant.url('/rng?vassalage=KHELA'));
    await page.getByTestId('game-card').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await page.getByRole('button', { name: 'Play Tiger Lotus' }).click();
    await page.getByRole('dialog').waitFor();
    expect(page.url()).not.toContain('/game');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('launches a slot in /game, spins, moves exactly stake and win, and verifies the round', async () => {
    const { context, page, errors } = await signedIn(1440);
    const balanceOf = async () =>
      BigInt(
        (
          await db()
            .selectFrom('ledgerAccounts')
            .select('balanceMinor')
            .where('memberId', '=', memberId)
            .where('kind', '=', 'player')
            .executeTakeFirstOrThrow()
        ).balanceMinor,
      );
    const before = await balanceOf();
    await page.goto(merchant.url('/rng?vassalage=KHELA'));
    await page.getByRole('button', { name: 'Play Sevens & Bars' }).click();
    await page.waitForURL(/\/game$/);
    const game = page.frameLocator('iframe');
    await game.getByTestId('house-rules').getByText('RTP 95.05 %').waitFor();
    await game.getByRole('button', { name: 'Play', exact: true }).click();
    const spin = game.getByTestId('slot-spin');
    await spin.click();
    const bet = 25n; // the game's third bet level, the client's default
    // A stored round was paid: its bet and its win commit with it.
    const closedRound = () =>
      db()
        .selectFrom('houseRounds')
        .select(['betMinor', 'winMinor'])
        .where('memberId', '=', memberId)
        .executeTakeFirst();
    await expect.poll(closedRound, { timeout: 20_000 }).toBeDefined();
    const round = (await closedRound())!;
    expect(BigInt(round.betMinor)).toBe(bet);
    const after = before - bet + BigInt(round.winMinor);
    expect(await balanceOf()).toBe(after);
    // The client shows the balance the wallet answered once the reels stop.
    await expect
      .poll(async () => (await game.getByTestId('slot-balance').innerText()).replace(/,/g, ''), {
        timeout: 20_000,
      })
      .toBe((Number(after) / 100).toFixed(2));
    await expect.poll(() => spin.isEnabled(), { timeout: 20_000 }).toBe(true);
    // Reveal the seed, then check the round on the verifier page.
    await game.getByRole('button', { name: 'Provably fair' }).click();
    // The next server seed is committed before the new client seed is chosen, and then used.
    const nextHash = await game.getByTestId('fair-next-hash').innerText();
    await game.getByTestId('fair-new-seed').fill('my e2e seed');
    await game.getByRole('button', { name: 'Change seed and reveal' }).click();
    await game.getByTestId('fair-revealed-seed').waitFor();
    await expect.poll(() => game.getByTestId('fair-hash').innerText()).toBe(nextHash);
    await game.getByRole('button', { name: 'Close' }).click();
    await game.getByRole('button', { name: 'Game history' }).click();
    const verifyHref = await game.getByTestId('house-verify').first().getAttribute('href');
    expect(verifyHref).toContain('/fairness?game=sevens-and-bars&scheme=2');
    const verifier = await context.newPage();
    await verifier.goto(merchant.url(verifyHref ?? '/'));
    await verifier.getByTestId('fair-hash-check').getByText('matches').waitFor();
    const total = await verifier.getByTestId('fair-total').innerText();
    expect(total).toContain((Number(round.winMinor) / 100).toFixed(2));
    // Below it, how the lottery's draws are committed and its cancelled draws (none here).
    const lottery = verifier.getByTestId('fair-lottery');
    await lottery.getByRole('heading', { name: 'Lottery draws' }).waitFor();
    expect(await lottery.innerText()).toContain('approves');
    await lottery.getByRole('heading', { name: 'Cancelled draws' }).waitFor();
    await lottery
      .getByTestId('cancelled-draws-empty')
      .getByText('No draw has been cancelled')
      .waitFor();
    // The betting record lists the round.
    await page.goto(merchant.url('/?mc=personalHistoryCopy'));
    await page.getByTestId('bet').first().waitFor();
    expect(await page.getByTestId('bets-list').innerText()).toContain('Sevens & Bars');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('after playing', () => {
  it('lists the played game first in the recent tab, of its vendor and of all vendors', async () => {
    const { context, page, errors } = await signedIn(1440);
    await page.goto(merchant.url('/rng?vassalage=KHELA&page=recent'));
    const cards = page.getByTestId('game-card');
    await cards.first().waitFor();
    expect(await cards.first().innerText()).toContain('Sevens & Bars');
    expect(await cards.count()).toBe(1);
    await page.goto(merchant.url('/rng?page=recent'));
    await cards.first().waitFor();
    expect(await cards.first().innerText()).toContain('Sevens & Bars');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the played stake in the personal profit and loss', async () => {
    const stakes = await db()
      .selectFrom('houseRounds')
      .select(['betMinor', 'winMinor'])
      .where('memberId', '=', memberId)
      .execute();
    expect(stakes.length).toBeGreaterThan(0);
    const stakeMinor = stakes.reduce((sum, round) => sum + BigInt(round.betMinor), 0n);
    const { context, page, errors } = await signedIn(1440);
    await page.goto(merchant.url('/?mc=personalProfit'));
    const total = page.getByTestId('profit-total');
    await total.waitFor();
    const row = page.getByTestId('profit-row').first();
    expect(await row.innerText()).toContain((Number(stakeMinor) / 100).toFixed(2));
    expect(await total.innerText()).toContain((Number(stakeMinor) / 100).toFixed(2));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays the house slot on a 360 px phone: reels and spin in view, no sideways scroll', async () => {
    const { context, page, errors } = await signedIn(360);
    await page.goto(merchant.url('/rng?vassalage=KHELA'));
    await page.getByRole('button', { name: 'Play Jade Ways' }).click();
    await page.waitForURL(/\/game$/);
    const game = page.frameLocator('iframe');
    await game.getByRole('button', { name: 'Play', exact: true }).click();
    const reels = game.getByTestId('slot-reels');
    const spin = game.getByTestId('slot-spin');
    await spin.waitFor();
    const viewport = page.viewportSize() ?? { width: 360, height: 780 };
    for (const part of [reels, spin]) {
      const box = await part.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    const frame = page.frames().find((candidate) => candidate.url().includes('/house/play/'));
    expect(frame).toBeDefined();
    const widths = await frame!.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the seamless and sports pages', () => {
  it('open the game the operators chose, or say they are not set up', async () => {
    await db()
      .insertInto('pageGames')
      .values({
        merchantId: merchant.id,
        page: 'seamless',
        vassalage: 'KHELA',
        gameCode: 'jade-ways',
      })
      .execute();
    const { context, page, errors } = await signedIn(360);
    await page.goto(merchant.url('/fbsports'));
    const notSetUp = page.getByTestId('page-game-not-set-up');
    await notSetUp.waitFor();
    expect(await notSetUp.innerText()).toContain('Sports are not set up yet');
    await page.goto(merchant.url('/seamless'));
    const game = page.frameLocator('iframe');
    await game.getByTestId('house-rules').getByText(/RTP/).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    expect(errors).toEqual([]);
    await context.close();
  });
});
