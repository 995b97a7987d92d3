import type { DeskLotteryPeriods, LotteryMenuAnswer, LotteryTicketsAnswer } from '@khela/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, creditWallet } from '../../apps/server/test/factories';
import { callApi, closeDb, db, demoUrl, launchBrowser, loginThroughApi, openSite } from './support';
import { opsAdmin } from './desk';

let browser: Browser;
let merchantId: string;
let memberId: string;
let token: string;
const username = `lotto${Date.now().toString(36)}`.slice(0, 14);
/** Betting closes this long before a draw at the least; less left means the next period. */
const betWindowMinMs = 12_000;

/** The demo merchant's fast games, as the list asks for them. */
function fastGames() {
  return callApi<LotteryMenuAnswer>('/lgw/vn/games/game_menu?prizeMode=Elott').then((answer) =>
    answer.menus.flatMap((menu) => menu.games),
  );
}

async function openPeriodOf(gameId: string) {
  const game = (await fastGames()).find((item) => item.gameId === gameId);
  return game?.numero && game.remainTime !== null ? game : null;
}

/** The member's wallet balance in minor units, read from the ledger. */
async function balanceMinor(): Promise<bigint> {
  const row = await db()
    .selectFrom('ledgerAccounts')
    .select('balanceMinor')
    .where('memberId', '=', memberId)
    .where('kind', '=', 'player')
    .executeTakeFirstOrThrow();
  return BigInt(row.balanceMinor);
}

const minorOf = (wire: string) => BigInt(wire.replace('.', ''));

function tickets(query: string) {
  return callApi<LotteryTicketsAnswer>(`/lotto/lgw/tickets?${query}`, { authorization: token });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const merchant = await db()
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'KHELA')
    .executeTakeFirstOrThrow();
  merchantId = merchant.id;
  ({ id: memberId } = await createMember(db(), merchant.id, {
    username,
    password: 'lotto12345',
  }));
  await creditWallet(db(), merchant.id, memberId, 100_000n);
  ({ token } = await loginThroughApi('localhost', username, 'lotto12345'));
  // A fresh server makes its periods with the first run of its minute job.
  const deadline = Date.now() + 90_000;
  while (!(await openPeriodOf('ELOTT1'))) {
    if (Date.now() > deadline) throw new Error('no open ELOTT1 period');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});

afterAll(async () => {
  await browser.close();
  await closeDb();
});

/** Places a bet on the slip shown: a choice (big, small …) and a stake, confirmed. */
async function betOn(page: Page, choice: string, stake: string) {
  await page.getByTestId(`lottery-choice-${choice}`).click();
  await page.getByTestId('lottery-stake').fill(stake);
  await page.getByTestId('lottery-place-bet').click();
  const confirm = page.getByTestId('lottery-confirm');
  await confirm.waitFor();
  await confirm.getByTestId('lottery-confirm-bet').click();
  await confirm.waitFor({ state: 'hidden' });
  const label = choice === 'big' ? 'Big' : 'Small';
  await page.getByTestId('lottery-last-ticket').getByText(`Big / Small ${label} on draw`).waitFor();
}

describe('the lottery', () => {
  it(
    'takes a bet on a 1-minute draw, draws it, pays the win and verifies the draw',
    { timeout: 150_000 },
    async () => {
      const { context, page, errors } = await openSite(browser, {
        width: 1440,
        session: { token, username, isAgent: '0' },
      });
      // Too little time before betting closes: wait for the next period.
      const period = (await openPeriodOf('ELOTT1'))!;
      const closesInMs = period.remainTime! - period.lockTime * 1000;
      if (closesInMs < betWindowMinMs) await page.waitForTimeout(period.remainTime! + 1500);

      await page.goto(demoUrl('/lottery'));
      await page.locator('[data-testid=lottery-card][data-game-id=ELOTT1] a').click();
      await page.getByTestId('lottery-game').waitFor();
      expect(await page.getByTestId('lottery-seed-hash').innerText()).toMatch(/^[0-9a-f]{64}$/);
      await page.getByTestId('lottery-play-bigSmall').click();
      const before = await balanceMinor();
      // Big and small together: one of them surely wins.
      await betOn(page, 'big', '10');
      await betOn(page, 'small', '5');
      const placed = (await tickets('gameId=ELOTT1&status=open')).tickets;
      expect(placed.map((ticket) => ticket.selection).sort()).toEqual(['big', 'small']);
      const numero = placed[0]!.numero;
      expect(placed[1]!.numero).toBe(numero);
      expect(await balanceMinor()).toBe(before - 1500n);

      // The 1-minute draw, then its settlement.
      await expect
        .poll(async () => (await tickets('gameId=ELOTT1&status=open')).tickets.length, {
          timeout: 90_000,
          interval: 1000,
        })
        .toBe(0);
      const settled = (await tickets('gameId=ELOTT1')).tickets.filter(
        (ticket) => ticket.numero === numero,
      );
      expect(settled.map((ticket) => ticket.status).sort()).toEqual(['lost', 'won']);
      const winMinor = settled.reduce((sum, ticket) => sum + minorOf(ticket.win), 0n);
      const winner = settled.find((ticket) => ticket.status === 'won')!;
      // Stake × odds 1.95: 19.50 for big's 10.00, 9.75 for small's 5.00.
      expect(winMinor).toBe(winner.selection === 'big' ? 1950n : 975n);
      expect(await balanceMinor()).toBe(before - 1500n + winMinor);
      const expected = ((Number(before) - 1500 + Number(winMinor)) / 100).toFixed(2);
      await expect
        .poll(async () => (await page.getByTestId('balance').innerText()).replace(/,/g, ''), {
          timeout: 20_000,
        })
        .toContain(expected);

      // The result, on the screen and verified in the browser.
      await page.getByTestId('lottery-game-tab-results').click();
      const result = page.locator(`[data-testid=lottery-result][data-numero="${numero}"]`);
      await result.waitFor({ timeout: 20_000 });
      await result.getByTestId('lottery-verify').click();
      const verdict = result.getByTestId('lottery-verify-result');
      expect(await verdict.getAttribute('data-match')).toBe('true');
      expect(await verdict.innerText()).toContain('Match: this draw is verified.');
      const number = await result.getByTestId('open-number').first().getAttribute('data-number');
      expect(number).toMatch(/^[0-9]{5}$/);
      // Six places, the first one empty for a five-digit number.
      const places = result.getByTestId('open-number').first().locator('.open-number__place');
      expect(await places.count()).toBe(6);
      expect(await places.first().getAttribute('class')).toContain('open-number__place--empty');

      // My tickets: both settled, the win shown as paid.
      await page.getByTestId('lottery-game-tab-tickets').click();
      const won = page.locator(`[data-testid=lottery-ticket][data-status=won]`).first();
      await won.waitFor();
      expect(await won.getByTestId('lottery-ticket-win').innerText()).toBe(winner.win);
      await page.getByTestId('lottery-tickets-lost').click();
      await expect
        .poll(() => page.locator('[data-testid=lottery-ticket][data-status=won]').count())
        .toBe(0);
      expect(await page.locator('[data-testid=lottery-ticket][data-status=lost]').count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('cancels a ticket before its draw closes, where the game allows it', async () => {
    // The fast game with the most time left to bet, made cancellable for this test only.
    const pick = async () =>
      (await fastGames())
        .filter((game) => game.remainTime !== null)
        .map((game) => ({ game, closesInMs: game.remainTime! - game.lockTime * 1000 }))
        .sort((left, right) => right.closesInMs - left.closesInMs)[0]!;
    let { game, closesInMs } = await pick();
    if (closesInMs < betWindowMinMs) {
      await new Promise((resolve) => setTimeout(resolve, game.remainTime! + 1500));
      ({ game, closesInMs } = await pick());
    }
    const setCancellable = (isCancellable: boolean) =>
      db()
        .updateTable('lotteryGames')
        .set({ isCancellable })
        .where('merchantId', '=', merchantId)
        .where('gameId', '=', game.gameId)
        .execute();
    await setCancellable(true);
    try {
      const { context, page, errors } = await openSite(browser, {
        width: 360,
        session: { token, username, isAgent: '0' },
      });
      await page.goto(demoUrl(`/lottery?gameCode=${game.gameId}&playType=oddEven`));
      await page.getByTestId('lottery-bet-slip').waitFor();
      const before = await balanceMinor();
      await page.getByTestId('lottery-choice-odd').click();
      await page.getByTestId('lottery-stake').fill('7');
      await page.getByTestId('lottery-place-bet').click();
      await page.getByTestId('lottery-confirm-bet').click();
      await page.getByTestId('lottery-last-ticket').waitFor();
      expect(await balanceMinor()).toBe(before - 700n);
      await page.getByTestId('lottery-game-tab-tickets').click();
      const ticket = page.locator('[data-testid=lottery-ticket][data-status=open]').first();
      await ticket.getByRole('button', { name: 'Cancel ticket' }).click();
      const dialog = page.getByTestId('lottery-cancel');
      expect(await dialog.innerText()).toContain('your stake of 7.00 comes back');
      await dialog.getByRole('button', { name: 'Cancel ticket' }).click();
      await page.locator('[data-testid=lottery-ticket][data-status=cancelled]').first().waitFor();
      expect(await balanceMinor()).toBe(before);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await setCancellable(false);
    }
  });

  it('fits a 360 px phone and filters by weekday and by name', async () => {
    const { context, page, errors } = await openSite(browser, { width: 360 });
    await page.goto(demoUrl('/vnlottery'));
    const cards = page.getByTestId('lottery-card');
    await cards.first().waitFor();
    const names = async () => (await cards.allInnerTexts()).map((text) => text.split('\n')[0]);
    expect(await names()).toEqual(['Northern (Hà Nội)', 'Hồ Chí Minh City', 'Đà Nẵng']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    // Monday (2): the daily northern draw and Hồ Chí Minh (Monday and Saturday).
    await page.getByTestId('lottery-weekday-2').click();
    await expect.poll(names).toEqual(['Northern (Hà Nội)', 'Hồ Chí Minh City']);
    await page.getByTestId('lottery-weekday-4').click();
    await expect.poll(names).toEqual(['Northern (Hà Nội)', 'Đà Nẵng']);
    // Choosing hot clears the weekday.
    await page.getByTestId('lottery-tab-hot').click();
    expect(await page.getByTestId('lottery-weekday-all').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('lottery-tab-all').click();
    // Name search: any case, anywhere in the name.
    await page.getByTestId('lottery-search').fill('CHÍ MINH');
    await expect.poll(names).toEqual(['Hồ Chí Minh City']);
    await page.getByTestId('lottery-search').fill('nẵng');
    await expect.poll(names).toEqual(['Đà Nẵng']);
    await page.getByTestId('lottery-search').fill('bangkok');
    await page.getByTestId('lottery-no-match').waitFor();
    // Saved needs a signed-in member.
    await page.getByTestId('lottery-tab-fav').click();
    await page.getByTestId('lottery-login-required').waitFor();
    // The game screen fits too.
    await page.goto(demoUrl('/vnlottery?gameCode=VN_MB&playType=xien2'));
    await page.getByTestId('lottery-bet-slip').waitFor();
    expect(await page.getByTestId('lottery-play-xien2').getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    expect(errors).toEqual([]);
    await context.close();
  });

  it(
    'lists a cancelled draw on /fairness, then reveals what it would have drawn and verifies it',
    { timeout: 180_000 },
    async () => {
      // The next 1-minute period betting on which closes 10 s from now or later: one operator
      // may cancel it, and its draw time comes within the test.
      const ops = await opsAdmin();
      const { upcoming } = await ops<DeskLotteryPeriods>(
        'GET',
        '/ops/api/lottery/games/ELOTT1/periods?merchant=KHELA',
      );
      const period = upcoming.find((item) => Date.parse(item.locksAt) - Date.now() > 10_000)!;
      const reason = 'Result feed check (e2e) — ฟีดผล';
      await ops('POST', `/ops/api/lottery/periods/${period.id}/cancel?merchant=KHELA`, { reason });

      const { context, page, errors } = await openSite(browser, { width: 360 });
      await page.goto(demoUrl('/fairness'));
      const lottery = page.getByTestId('fair-lottery');
      await lottery.getByRole('heading', { name: 'Cancelled draws' }).waitFor();
      const item = lottery.locator(`[data-testid=cancelled-draw][data-numero="${period.numero}"]`);
      await item.waitFor();
      expect(await item.getByTestId('cancelled-draw-reason').innerText()).toBe(reason);
      const badge = item.getByTestId('cancelled-draw-badge');
      expect(await badge.innerText()).toBe('Before betting closed');
      expect(await badge.getAttribute('data-operators')).toBe('1');
      // Before its draw time only when its seed will be revealed; then the page asks again.
      expect(await item.getAttribute('data-state')).toBe('awaiting');
      expect(await item.getByTestId('cancelled-draw-wait').innerText()).toContain(
        'Seed revealed at',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
      await lottery
        .locator(
          `[data-testid=cancelled-draw][data-numero="${period.numero}"][data-state=revealed]`,
        )
        .waitFor({ timeout: 150_000 });
      expect(await item.getByTestId('lottery-seed').innerText()).toMatch(/^[0-9a-f]{64}$/);
      expect(await item.getByTestId('lottery-chain').innerText()).toMatch(/place \d+ of \d+/);
      await item.getByTestId('lottery-void-sheet').waitFor();
      const checks = item.getByTestId('lottery-verify-result');
      expect(await checks.getByTestId('lottery-check-chain').getAttribute('data-match')).toBe(
        'true',
      );
      expect(await checks.getByTestId('lottery-check-sheet').getAttribute('data-match')).toBe(
        'true',
      );
      expect(await checks.getAttribute('data-match')).toBe('true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

      // The game's results show it too: its reason, the sheet it would have drawn, verified.
      await page.goto(demoUrl('/lottery?gameCode=ELOTT1'));
      await page.getByTestId('lottery-game-tab-results').click();
      const row = page.locator(`[data-testid=lottery-result][data-numero="${period.numero}"]`);
      await row.waitFor();
      const head = row.locator('.result-row__head');
      if ((await head.getAttribute('aria-expanded')) !== 'true') await head.click();
      expect(await row.getByTestId('lottery-cancel-reason').innerText()).toContain(reason);
      await row.getByTestId('lottery-void-sheet').waitFor();
      await row.getByTestId('lottery-verify').click();
      expect(await row.getByTestId('lottery-verify-result').getAttribute('data-match')).toBe(
        'true',
      );
      expect(await row.getByTestId('lottery-check-chain').innerText()).toContain(
        'gives the day chain’s head',
      );
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
