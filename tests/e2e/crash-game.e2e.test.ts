import http from 'node:http';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { installTables } from '../../apps/server/src/domains/tables/install';
import { createMember, creditWallet } from '../../apps/server/test/factories';
import { closeDb, db, launchBrowser, loginThroughApi, newMerchant, openSite } from './support';

/**
 * The in-house Crash game as a player on a phone plays it: opened from the RNG lobby (or at
 * its launch address), a bet of 10.00 with an automatic cash-out at 1.01×, and a bet cashed out
 * by hand while the curve runs; each round settled, its win in the balance and in My bets, and
 * its bust verified in the browser. (crash.e2e.test.ts is the server's power-cut test.)
 */

let browser: Browser;
let merchant: Awaited<ReturnType<typeof newMerchant>>;
const password = 'crashgame123';
const stakeMinor = 1000n;

/** A member of the test's merchant with 1 000.00, signed in; one per journey. */
interface Player {
  memberId: string;
  username: string;
  token: string;
}
const players: Player[] = [];

/** A journey waits for up to two rounds (a window just missed, then its own round). */
const journeyMs = 150_000;

/** The table's screen: in the /game frame after a lobby launch, or the page itself. */
type Screen = Pick<Page, 'getByTestId' | 'locator'> | FrameLocator;

beforeAll(async () => {
  const started = launchBrowser();
  merchant = await newMerchant();
  // Short rounds (5 s of betting, 3 s after the bust), and a curve that stops at 1.50× so no
  // round runs longer than 7 s.
  await db()
    .transaction()
    .execute(async (trx) => {
      await installTables(trx, merchant.id);
      await trx
        .updateTable('gameTables')
        .set({ bettingMs: 5000, resultMs: 3000, crashMaxMultiplier: 150 })
        .where('merchantId', '=', merchant.id)
        .execute();
    });
  const stamp = Date.now().toString(36).slice(-6);
  for (const index of [0, 1]) {
    const username = `crash${index}${stamp}`;
    const { id: memberId } = await createMember(db(), merchant.id, { username, password });
    await creditWallet(db(), merchant.id, memberId, 100_000n);
    const { token } = await loginThroughApi(new URL(merchant.url()).hostname, username, password);
    players.push({ memberId, username, token });
  }
  browser = await started;
});

afterAll(async () => {
  await browser.close();
  await closeDb();
});

/** The crash table's launch address from the site's launch API, as the member. */
function launchUrl(token: string): Promise<string> {
  const query = new URLSearchParams({ vassalage: 'KTABLES', gameCode: 'crash' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: inject('e2ePort'),
        path: `/wps/game/launchGame?${query.toString()}`,
        headers: { host: new URL(merchant.url()).host, authorization: token, language: 'en' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const envelope = JSON.parse(text) as { success: boolean; value?: { url: string } };
          if (envelope.success && envelope.value) resolve(envelope.value.url);
          else reject(new Error(`launch of crash: ${text}`));
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Refusals the journeys may meet and handle: a bet whose window closed on the way, a cash-out
 * that arrived after the bust.
 */
function isExpectedRefusal(error: string): boolean {
  return (
    error.includes('status of 409') &&
    (error.includes('/tables/api/bet') || error.includes('/tables/api/cashout'))
  );
}

/** A member's wallet balance in minor units, read from the ledger. */
async function walletMinor(memberId: string): Promise<bigint> {
  const row = await db()
    .selectFrom('ledgerAccounts')
    .select('balanceMinor')
    .where('memberId', '=', memberId)
    .where('kind', '=', 'player')
    .executeTakeFirstOrThrow();
  return BigInt(row.balanceMinor);
}

/** The player's crash bets, with their rounds. */
function betsOf(player: Player) {
  return db()
    .selectFrom('tableBets')
    .innerJoin('tableRounds', 'tableRounds.id', 'tableBets.roundId')
    .select([
      'tableBets.roundId',
      'tableBets.stakeMinor',
      'tableBets.status',
      'tableBets.winMinor',
      'tableBets.cashoutTarget',
      'tableBets.cashout',
      'tableRounds.status as roundStatus',
      'tableRounds.result',
    ])
    .where('tableBets.memberId', '=', player.memberId)
    .execute();
}

/** The figure shown as the table's balance, in minor units. */
async function shownBalanceMinor(game: Screen): Promise<bigint> {
  const text = await game.getByTestId('table-balance').innerText();
  return BigInt(text.replace(/[^0-9]/g, ''));
}

/** Waits for a betting window with at least 3 s left (else for the next one). */
async function waitForWindow(game: Screen): Promise<void> {
  const screen = game.getByTestId('table-screen');
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await game
      .locator('[data-testid=table-screen][data-stage=betting]')
      .waitFor({ timeout: 45_000 });
    const seconds = Number((await game.getByTestId('seconds-left').innerText()).replace(/\D/g, ''));
    if (seconds >= 3) return;
    await expect
      .poll(() => screen.getAttribute('data-stage'), { timeout: 45_000 })
      .not.toBe('betting');
  }
  throw new Error('no betting window with time left');
}

/** Nothing scrolls sideways on the phone. */
async function checkPhoneFit(page: Page, frame?: boolean): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  if (!frame) return;
  const inner = page.frames().find((candidate) => candidate.url().includes('/house/table/'));
  expect(inner).toBeDefined();
  const widths = await inner!.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/**
 * A bet of 10.00 on the open round, with an automatic cash-out or none; its stake taken and
 * shown. A window that closes while the bet goes out is tried again at the next.
 */
async function placeBet(game: Screen, player: Player, auto: string | null): Promise<string> {
  const notice = game.getByTestId('table-notice');
  for (let attempt = 1; ; attempt += 1) {
    await waitForWindow(game);
    const before = await shownBalanceMinor(game);
    try {
      await game.getByTestId('crash-stake').fill('10.00', { timeout: 3_000 });
      const toggle = game.getByTestId('crash-auto-toggle');
      if ((await toggle.isChecked()) !== (auto !== null)) await toggle.click({ timeout: 3_000 });
      if (auto !== null) await game.getByTestId('crash-auto').fill(auto, { timeout: 3_000 });
      await game.locator('[data-testid=crash-button][data-action=bet]').click({ timeout: 3_000 });
      const accepted = auto === null ? 'Bet of 10.00 placed.' : `Bet of 10.00 placed, cashing`;
      await notice.getByText(accepted).waitFor({ timeout: 5_000 });
    } catch (error) {
      // Tried again only when the table took nothing: one bet a round.
      if (attempt >= 3 || (await betsOf(player)).length > 0) throw error;
      continue;
    }
    await expect.poll(() => shownBalanceMinor(game)).toBe(before - stakeMinor);
    await game.locator('[data-testid=crash-button][data-action=placed]').waitFor();
    const bets = await betsOf(player);
    expect(bets).toHaveLength(1);
    return bets[0]!.roundId;
  }
}

/** Waits for the round to be settled, and answers its bust and the player's bet. */
async function settledRound(player: Player, roundId: string) {
  await expect
    .poll(async () => (await betsOf(player)).find((bet) => bet.roundId === roundId)?.roundStatus, {
      timeout: 60_000,
      interval: 500,
    })
    .toBe('settled');
  const bet = (await betsOf(player)).find((item) => item.roundId === roundId)!;
  const bust = (bet.result as { game: 'crash'; bust: number }).bust;
  return { bet, bust };
}

/**
 * The round's outcome as the player sees it: the balance the ledger holds, the newest round in
 * My bets with its win, and its bust verified in the browser.
 */
async function checkSettled(game: Screen, player: Player, winMinor: bigint, bust: number) {
  const settled = await walletMinor(player.memberId);
  expect(settled).toBe(100_000n - stakeMinor + winMinor);
  await expect.poll(() => shownBalanceMinor(game), { timeout: 10_000 }).toBe(settled);
  await game.getByTestId('open-my-bets').click();
  const panel = game.getByTestId('tables-my-bets');
  await game.getByTestId('my-bets-tab-history').click();
  const round = panel.locator('[data-testid=my-round][data-status=settled]').first();
  await round.waitFor({ timeout: 10_000 });
  const win = `${winMinor / 100n}.${String(winMinor % 100n).padStart(2, '0')}`;
  expect(await round.getByTestId('my-round-win').innerText()).toBe(win);
  expect(await round.innerText()).toContain(
    `Busted at ${Math.floor(bust / 100)}.${String(bust % 100).padStart(2, '0')}×`,
  );
  await round.getByTestId('tables-verify').click();
  const verdict = round.getByTestId('tables-verify-result');
  await expect
    .poll(() => verdict.getAttribute('data-pass'), { timeout: 20_000, interval: 500 })
    .toBe('true');
  await panel.getByRole('button', { name: 'Close' }).click();
  await panel.waitFor({ state: 'hidden' });
}

/** Opens the crash table from the RNG lobby (Khela Arcade, Crash) in the /game frame. */
async function openFromLobby(page: Page): Promise<FrameLocator> {
  await page.goto(merchant.url('/rng'));
  const vendor = page.getByTestId('lobby-vendor-KTABLES');
  expect(await vendor.innerText()).toContain('Khela Arcade');
  await vendor.click();
  await page.waitForURL(/vassalage=KTABLES/);
  await page
    .getByTestId('game-grid')
    .getByRole('button', { name: 'Play Crash', exact: true })
    .click();
  await page.waitForURL(/\/game$/);
  return page.frameLocator('iframe');
}

/** Passes the rules shown on a first visit, checking they are crash's. */
async function passRules(game: Screen): Promise<void> {
  const rules = game.getByTestId('tables-rules');
  await rules.getByTestId('crash-rules').waitFor({ timeout: 20_000 });
  expect(await rules.innerText()).toContain('bustabit');
  await rules.getByRole('button', { name: 'Play', exact: true }).click();
  await game.locator('[data-testid=table-screen][data-game=crash]').waitFor();
}

describe('the crash game', () => {
  it(
    'bets 10.00 with an automatic cash-out at 1.01× on a phone, from the lobby',
    async () => {
      const player = players[0]!;
      const { context, page, errors } = await openSite(browser, {
        width: 360,
        session: { token: player.token, username: player.username, isAgent: '0' },
      });
      const game = await openFromLobby(page);
      await passRules(game);
      await checkPhoneFit(page, true);
      const roundId = await placeBet(game, player, '1.01');
      const { bet, bust } = await settledRound(player, roundId);
      expect(bet.cashoutTarget).toBe(101);
      const winMinor = bust >= 101 ? 1010n : 0n;
      expect(BigInt(bet.winMinor ?? -1)).toBe(winMinor);
      expect(bet.status).toBe(bust >= 101 ? 'won' : 'lost');
      // The curve's stage showed the bust, and the button where the bet ended.
      const stage = game.getByTestId('crash-stage');
      expect(await stage.getAttribute('data-bust')).not.toBeNull();
      await checkSettled(game, player, winMinor, bust);
      expect(errors.filter((error) => !isExpectedRefusal(error))).toEqual([]);
      await context.close();
    },
    journeyMs,
  );

  it(
    'cashes out by hand while the curve runs, at its launch address',
    async () => {
      const player = players[1]!;
      const url = await launchUrl(player.token);
      const { context, page, errors } = await openSite(browser, { width: 360 });
      await page.goto(merchant.url(url));
      await passRules(page);
      await checkPhoneFit(page);
      const roundId = await placeBet(page, player, null);
      // The button turns to Cash out when the run starts (or says the bet busted at 1.00×).
      const button = page.getByTestId('crash-button');
      await expect
        .poll(() => button.getAttribute('data-action'), { timeout: 20_000, interval: 50 })
        .toMatch(/^(cashout|lost)$/);
      const isCashable = (await button.getAttribute('data-action')) === 'cashout';
      if (isCashable) await button.click({ timeout: 2_000 }).catch(() => undefined);
      const { bet, bust } = await settledRound(player, roundId);
      if (bet.cashout !== null) {
        // Taken at the server's time, before the bust; paid stake × its multiplier.
        expect(bet.cashout).toBeGreaterThanOrEqual(100);
        expect(bet.cashout).toBeLessThan(bust);
        expect(BigInt(bet.winMinor!)).toBe((stakeMinor * BigInt(bet.cashout)) / 100n);
        await page.getByTestId('table-notice').getByText('Cashed out at').waitFor();
      } else {
        // Too late: the round busted first (the server says so), and the stake is lost.
        expect(bet.status).toBe('lost');
      }
      await checkSettled(page, player, BigInt(bet.winMinor ?? 0), bust);
      expect(errors.filter((error) => !isExpectedRefusal(error))).toEqual([]);
      await context.close();
    },
    journeyMs,
  );
});
