import type { CockfightArena } from '@khela/contracts';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installTables } from '../../apps/server/src/domains/tables/install';
import { createMember, creditWallet } from '../../apps/server/test/factories';
import { closeDb, db, launchBrowser, loginThroughApi, newMerchant, openSite } from './support';
import { deskCaller, deskOperator, type DeskCaller } from './desk';

/**
 * The operator-run cockfight arena as a player on a phone plays it: the merchant's operator
 * announces Fight 7 (Meron 1.80, Wala 2.10) over the back office's API; the player opens
 * /cockfight, launches Khela Demo Arena, bets 10.00 on Meron at 1.80; the operator closes betting
 * and declares Meron; the player's screen shows Meron wins, 18.00 paid back, and the win in
 * My bets.
 */

let browser: Browser;
let merchant: Awaited<ReturnType<typeof newMerchant>>;
let player: { memberId: string; username: string; token: string };
/** The merchant's own admin, signed in: a caller of /ops/api. */
let ops: DeskCaller;
const password = 'cockfight123';
const startMinor = 100_000n;
const journeyMs = 60_000;

beforeAll(async () => {
  const started = launchBrowser();
  merchant = await newMerchant();
  await db()
    .transaction()
    .execute((trx) => installTables(trx, merchant.id));
  const username = `cock${Date.now().toString(36).slice(-6)}`;
  const { id: memberId } = await createMember(db(), merchant.id, { username, password });
  await creditWallet(db(), merchant.id, memberId, startMinor);
  const { token } = await loginThroughApi(new URL(merchant.url()).hostname, username, password);
  player = { memberId, username, token };
  ops = await deskCaller(await deskOperator('admin', merchant.id));
  browser = await started;
});

afterAll(async () => {
  await browser?.close();
  await closeDb();
});

/** The figure shown as the arena's balance, in minor units. */
async function shownBalanceMinor(game: FrameLocator): Promise<bigint> {
  const text = await game.getByTestId('table-balance').innerText();
  return BigInt(text.replace(/[^0-9]/g, ''));
}

/** Opens the arena from the cockfight lobby (Khela Cockfight, Khela Demo Arena) in the /game frame. */
async function openFromLobby(page: Page): Promise<FrameLocator> {
  await page.goto(merchant.url('/cockfight'));
  const tile = page.getByTestId('vendor-tile-KTABLES');
  expect(await tile.innerText()).toContain('Khela Cockfight');
  const grid = page.getByTestId('game-grid');
  await grid.getByRole('button', { name: 'Play Khela Demo Arena', exact: true }).waitFor();
  // The arena's lobby lists the arena alone: the auto tables and crash live elsewhere.
  expect(await grid.getByRole('button', { name: /^Play / }).count()).toBe(1);
  await grid.getByRole('button', { name: 'Play Khela Demo Arena', exact: true }).click();
  await page.waitForURL(/\/game$/);
  const game = page.frameLocator('iframe');
  const rules = game.getByTestId('tables-rules');
  await rules.getByTestId('cockfight-rules').waitFor({ timeout: 20_000 });
  expect(await rules.innerText()).toContain('Draw pays at 9.00');
  expect(await rules.innerText()).toContain('Both die (BDD)');
  await rules.getByRole('button', { name: 'Play', exact: true }).click();
  await game.locator('[data-testid=table-screen][data-game=cockfight]').waitFor();
  return game;
}

describe('the cockfight arena', () => {
  it(
    'bets 10.00 on Meron at 1.80 on a phone, and sees it paid 18.00 when Meron is declared',
    async () => {
      const announced = await ops<CockfightArena>('POST', '/ops/api/cockfight/khela-arena/fights', {
        label: 'Fight 7',
        meronOdds: 1800,
        walaOdds: 2100,
      });
      const fightId = announced.current?.id;
      expect(fightId).toBeDefined();

      const { context, page, errors } = await openSite(browser, {
        width: 360,
        session: { token: player.token, username: player.username, isAgent: '0' },
      });
      const game = await openFromLobby(page);
      expect(await game.getByTestId('cockfight-label').innerText()).toBe('Fight 7');
      await game.locator('[data-testid=cockfight-status][data-stage=betting]').waitFor();
      expect(await game.getByTestId('cockfight-side-meron').innerText()).toContain('1.80');
      expect(await game.getByTestId('cockfight-side-wala').innerText()).toContain('2.10');
      expect(await game.getByTestId('cockfight-side-draw').innerText()).toContain('9.00');
      // The house's side bet on both cocks dying, offered by the arena at 51.00.
      expect(await game.getByTestId('cockfight-side-bdd').innerText()).toContain('51.00');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

      await game.getByTestId('cockfight-side-meron').click();
      await game.getByTestId('cockfight-stake').fill('10.00');
      const confirm = game.getByTestId('cockfight-confirm');
      expect(await confirm.innerText()).toContain('10.00 on Meron at 1.80');
      await confirm.click();
      await game
        .getByTestId('table-notice')
        .getByText('Bet of 10.00 on Meron at 1.80 placed')
        .waitFor();
      await expect.poll(() => shownBalanceMinor(game)).toBe(startMinor - 1_000n);
      await game.locator('[data-testid=cockfight-my-bet][data-status=open]').waitFor();

      await ops('POST', `/ops/api/cockfight/fights/${fightId}/close`);
      await game.locator('[data-testid=cockfight-status][data-stage=fighting]').waitFor();
      await ops('POST', `/ops/api/cockfight/fights/${fightId}/declare`, { winner: 'meron' });

      const status = game.getByTestId('cockfight-status');
      await status.getByText('Meron wins').waitFor({ timeout: 10_000 });
      // 10.00 staked, 18.00 back: 8.00 up on the 1 000.00 the player began with.
      await expect.poll(() => shownBalanceMinor(game), { timeout: 10_000 }).toBe(startMinor + 800n);
      await game.locator('[data-testid=cockfight-my-bet][data-status=won]').waitFor();
      expect(await game.getByTestId('my-result-banner').innerText()).toBe('You won 18.00');

      await game.getByTestId('open-my-bets').click();
      const panel = game.getByTestId('tables-my-bets');
      const round = panel.locator('[data-testid=my-round][data-status=settled]').first();
      await round.waitFor({ timeout: 10_000 });
      expect(await round.getByTestId('my-round-win').innerText()).toBe('18.00');
      expect(await round.innerText()).toContain('Meron wins');
      expect(await round.getByTestId('my-fight-odds').innerText()).toBe('at 1.80');
      // A fight is declared by its operator: there is no seed to verify.
      expect(await round.getByTestId('tables-verify').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
    journeyMs,
  );
});
