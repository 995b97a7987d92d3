import http from 'node:http';
import type { TableResultWire } from '@khela/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { installTables } from '../../apps/server/src/domains/tables/install';
import { createMember, creditWallet } from '../../apps/server/test/factories';
import { closeDb, db, launchBrowser, loginThroughApi, newMerchant, openSite } from './support';

let browser: Browser;
let merchant: Awaited<ReturnType<typeof newMerchant>>;
const password = 'tables12345';

/** Each auto table as the lobby names it, and the area bet on with one chip of 10.00. */
const tables = [
  { name: 'Auto Baccarat', code: 'auto-baccarat', area: 'banker', isShoe: true },
  { name: 'Auto Baccarat No Commission', code: 'auto-baccarat-nc', area: 'player', isShoe: true },
  { name: 'Auto Dragon Tiger', code: 'auto-dragon-tiger', area: 'dragon', isShoe: true },
  { name: 'Auto Roulette', code: 'auto-roulette', area: 'split:14-17', isShoe: false },
  { name: 'Auto Sic Bo', code: 'auto-sic-bo', area: 'big', isShoe: false },
];
type Table = (typeof tables)[number];
const stakeMinor = 1000n;

/** A member of the test's merchant with 1 000.00, signed in; one per table, so each table's
 * wallet moves only with its own bet. */
interface Player {
  memberId: string;
  username: string;
  token: string;
}
const players = new Map<string, Player>();

/** The table's screen: in the /game frame after a lobby launch, or the page itself. */
interface Screen {
  getByTestId(testId: string): Locator;
  locator(selector: string): Locator;
}

beforeAll(async () => {
  const started = launchBrowser();
  merchant = await newMerchant();
  // Long windows, 30 s of betting, set with the tables so the first rounds have them too: a loaded
  // machine (CI's two browser groups side by side) once took more than 5 s for a chip and its
  // area. The test closes a window itself once its bet is seen (closeBetting); 3 s of result.
  await db()
    .transaction()
    .execute(async (trx) => {
      await installTables(trx, merchant.id);
      await trx
        .updateTable('gameTables')
        .set({ bettingMs: 30_000, resultMs: 3000 })
        .where('merchantId', '=', merchant.id)
        .execute();
    });
  const stamp = Date.now().toString(36).slice(-6);
  for (const [index, table] of tables.entries()) {
    const username = `tbl${index}${stamp}`;
    const { id: memberId } = await createMember(db(), merchant.id, { username, password });
    await creditWallet(db(), merchant.id, memberId, 100_000n);
    const { token } = await loginThroughApi(new URL(merchant.url()).hostname, username, password);
    players.set(table.code, { memberId, username, token });
  }
  browser = await started;
});

afterAll(async () => {
  await browser.close();
  await closeDb();
});

/** A table's launch address from the site's launch API, as the member on the merchant's host. */
function launchUrl(gameCode: string, token: string): Promise<string> {
  const query = new URLSearchParams({ vassalage: 'KTABLES', gameCode });
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
          else reject(new Error(`launch of ${gameCode}: ${text}`));
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** A slip refused because its window closed on the way (the test tries the next window). */
function isClosedWindowRefusal(error: string): boolean {
  return error.includes('status of 409') && error.includes('/tables/api/bet');
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

/** How many bets the table's player has made. */
async function betCount(table: Table): Promise<number> {
  const rows = await db()
    .selectFrom('tableBets')
    .select('id')
    .where('memberId', '=', players.get(table.code)!.memberId)
    .execute();
  return rows.length;
}

/** The figure shown as the table's balance, in minor units. */
async function shownBalanceMinor(game: Screen): Promise<bigint> {
  const text = await game.getByTestId('table-balance').innerText();
  return BigInt(text.replace(/[^0-9]/g, ''));
}

/** Waits for a betting window with at least 4 s left (else for the next one). */
async function waitForWindow(game: Screen): Promise<void> {
  const screen = game.getByTestId('table-screen');
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await game
      .locator('[data-testid=table-screen][data-phase=betting]')
      .waitFor({ timeout: 20_000 });
    const seconds = Number((await game.getByTestId('seconds-left').innerText()).replace(/\D/g, ''));
    if (seconds >= 12) return;
    await expect
      .poll(() => screen.getAttribute('data-phase'), { timeout: 20_000 })
      .not.toBe('betting');
  }
  throw new Error('no betting window with time left');
}

/** Closes the table's open window now: its round goes on to its result at the clock's next turn. */
async function closeBetting(code: string): Promise<void> {
  await db()
    .updateTable('tableRounds')
    .set({ closesAt: new Date() })
    .where('status', '=', 'open')
    .where('tableId', 'in', (eb) =>
      eb
        .selectFrom('gameTables')
        .select('id')
        .where('merchantId', '=', merchant.id)
        .where('code', '=', code),
    )
    .execute();
}

/**
 * Ends the table's shoe after the hand dealing now: a shoe shows its seed when it ends, some
 * 400 cards on; the test moves the cut card up so that its round can be checked at once.
 */
async function endShoeSoon(code: string): Promise<void> {
  const table = await db()
    .selectFrom('gameTables')
    .select('id')
    .where('merchantId', '=', merchant.id)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  await db()
    .updateTable('tableShoes')
    .set({ cutAt: 1 })
    .where('tableId', '=', table.id)
    .where('status', '=', 'dealing')
    .execute();
}

/** Checks a settled round in the browser, as My bets and the betting record offer; it passes. */
async function verifyRound(round: Locator): Promise<void> {
  await round.getByTestId('tables-verify').click();
  const verdict = round.getByTestId('tables-verify-result');
  await expect
    .poll(() => verdict.getAttribute('data-pass'), { timeout: 20_000, interval: 500 })
    .toBe('true');
  expect(await verdict.innerText()).toContain('Verified: this result is the one its seed gives.');
}

/**
 * Opens My bets at the player's rounds and checks the newest settled one in the browser; a
 * card round's check waits for its shoe to end and show its seed.
 */
async function verifyNewestRound(game: Screen): Promise<void> {
  await game.getByTestId('open-my-bets').click();
  const panel = game.getByTestId('tables-my-bets');
  await game.getByTestId('my-bets-tab-history').click();
  const round = panel.locator('[data-testid=my-round][data-status=settled]').first();
  await round.waitFor({ timeout: 10_000 });
  await verifyRound(round);
  await panel.getByRole('button', { name: 'Close' }).click();
  await panel.waitFor({ state: 'hidden' });
}

/** Nothing scrolls sideways on the phone: the page, and the game's frame when there is one. */
async function checkPhoneFit(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  const frame = page.frames().find((candidate) => candidate.url().includes('/house/table/'));
  expect(frame).toBeDefined();
  const widths = await frame!.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/**
 * A bet of one chip on the table's area, confirmed; its stake taken and shown. A window that
 * closes while the chip goes down (a slow machine) is tried again at the next.
 */
async function placeBet(game: Screen, table: Table): Promise<void> {
  const notice = game.getByTestId('table-notice');
  for (let attempt = 1; ; attempt += 1) {
    await waitForWindow(game);
    const before = await shownBalanceMinor(game);
    try {
      await game.getByTestId('chip-0').click({ timeout: 3_000 });
      await game.getByTestId(`area-${table.area}`).click({ timeout: 3_000 });
      await expect
        .poll(() => game.getByTestId('slip-total').innerText(), { timeout: 3_000 })
        .toBe('10.00');
      await game.getByTestId('slip-confirm').click({ timeout: 3_000 });
      await notice.getByText('Bets of 10.00 accepted').waitFor({ timeout: 5_000 });
    } catch (error) {
      // Tried again only when the table took nothing: a slip taken twice would be two bets.
      if (attempt < 4 && (await betCount(table)) === 0) continue;
      // What the table told the player says why (closed, a limit, a refusal).
      const said = await notice.innerText({ timeout: 1_000 }).catch(() => '');
      throw new Error(`${table.code}, attempt ${attempt}: the table said "${said}"`, {
        cause: error,
      });
    }
    // The stake shows on its area with the word that took it, and is taken at once, and shown.
    const stake = game.getByTestId(`area-${table.area}`).locator('.tbl-stake');
    expect(await stake.innerText({ timeout: 5_000 })).toBe('10');
    await expect.poll(() => shownBalanceMinor(game)).toBe(before - stakeMinor);
    if (table.isShoe) await endShoeSoon(table.code);
    await closeBetting(table.code);
    return;
  }
}

/**
 * The player's outcome of the round, the balance the settlement left (the ledger's), and the
 * round checked from My bets.
 */
async function seeResult(game: Screen, table: Table): Promise<void> {
  await game.getByTestId('my-result-banner').waitFor({ timeout: 20_000 });
  const settled = await walletMinor(players.get(table.code)!.memberId);
  await expect.poll(() => shownBalanceMinor(game)).toBe(settled);
  await verifyNewestRound(game);
}

/** Minor units as the site writes an amount: 1950 → "19.50". */
function amountText(minor: string | bigint | null): string {
  return (Number(minor ?? 0) / 100).toFixed(2);
}

/** A baccarat result as the round card words it: "Banker wins Player 3 · Banker 7". */
function baccaratResultText(result: TableResultWire): string {
  if (result.game !== 'baccarat') throw new Error(`no wording of ${result.game} here`);
  const names = { player: 'Player', banker: 'Banker' } as const;
  const head = result.winner === 'tie' ? 'Tie' : `${names[result.winner]} wins`;
  return `${head} Player ${result.playerTotal} · Banker ${result.bankerTotal}`;
}

/**
 * The baccarat round in the member's betting record, on the phone: its detail shows the table's
 * round as My bets does (result, the bet with its stake and win) and checks it in the browser.
 */
async function seeInBettingRecord(page: Page, table: Table): Promise<void> {
  const played = await db()
    .selectFrom('tableBets')
    .innerJoin('tableRounds', 'tableRounds.id', 'tableBets.roundId')
    .select(['tableRounds.number', 'tableRounds.result', 'tableBets.winMinor'])
    .where('tableBets.memberId', '=', players.get(table.code)!.memberId)
    .executeTakeFirstOrThrow();
  await page.goto(merchant.url('/?mc=personalHistoryCopy'));
  const bet = page.getByTestId('bet').first();
  await bet.waitFor();
  expect(await bet.innerText()).toContain(table.name);
  await bet.click();
  const detail = page.getByTestId('bet-round');
  const round = detail.getByTestId('bet-table-round').getByTestId('my-round');
  await round.waitFor({ timeout: 10_000 });
  expect(await round.getAttribute('data-round')).toBe(played.number);
  expect(await round.getAttribute('data-status')).toBe('settled');
  expect(await round.locator('.tbl-round__result').innerText()).toBe(
    baccaratResultText(played.result as TableResultWire),
  );
  const win = amountText(played.winMinor);
  expect(await round.locator('.tbl-round__bet > span').allInnerTexts()).toEqual([
    'Banker',
    amountText(stakeMinor),
    win,
  ]);
  expect(await round.getByTestId('my-round-win').innerText()).toBe(win);
  await verifyRound(round);
  // The seeds and hashes wrap: neither the page nor the dialog scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  const body = detail.locator('.modal__body');
  const widths = await body.evaluate((element) => [element.scrollWidth, element.clientWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

/** The first table as a player opens it: /live, Khela Auto Tables, the game, in /game. */
async function playFromLobby(table: Table, onOpen: () => void) {
  const { token, username } = players.get(table.code)!;
  const { context, page, errors } = await openSite(browser, {
    width: 360,
    session: { token, username, isAgent: '0' },
  });
  await page.goto(merchant.url('/live'));
  await page.getByTestId('vendor-tile-KTABLES').waitFor();
  await page
    .getByTestId('game-grid')
    .getByRole('button', { name: `Play ${table.name}`, exact: true })
    .click();
  await page.waitForURL(/\/game$/);
  const game = page.frameLocator('iframe');
  // The rules come first on a player's first visit: an auto table, never called anything else.
  const rules = game.getByTestId('tables-rules');
  await rules.getByText('An auto table').waitFor({ timeout: 20_000 });
  await rules.getByRole('button', { name: 'Play', exact: true }).click();
  expect(await game.getByTestId('auto-table-badge').innerText()).toBe('Auto table');
  expect(await game.getByTestId('table-screen').innerText()).not.toMatch(/\blive\b/i);
  await checkPhoneFit(page);
  onOpen();
  await placeBet(game, table);
  await seeResult(game, table);
  await seeInBettingRecord(page, table);
  expect(errors.filter((error) => !isClosedWindowRefusal(error))).toEqual([]);
  await context.close();
}

/**
 * Another table opened at its launch address on its own, as the /game frame would, with less
 * motion asked for: its result shows at once (and the small test machine is spared the work).
 */
async function playFromLaunch(table: Table) {
  const url = await launchUrl(table.code, players.get(table.code)!.token);
  const { context, page, errors } = await openSite(browser, { width: 360 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(merchant.url(url));
  const rules = page.getByTestId('tables-rules');
  await rules.getByRole('button', { name: 'Play', exact: true }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  await placeBet(page, table);
  await seeResult(page, table);
  expect(errors.filter((error) => !isClosedWindowRefusal(error))).toEqual([]);
  await context.close();
}

describe('the auto tables', () => {
  it('take a bet at every game on a phone, settle it and verify the round in the browser', async () => {
    const [first, ...others] = tables;
    // The other tables open once the first is up, one after another: a small machine loads
    // five pages at once slower than it plays them.
    let opened = () => {};
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    await Promise.all([
      playFromLobby(first!, opened),
      ...others.map(async (table, index) => {
        await isOpen;
        await new Promise((resolve) => setTimeout(resolve, 1_500 * index));
        await playFromLaunch(table);
      }),
    ]);
    // Each table took its player's one bet of 10.00, and settled it.
    const bets = await db()
      .selectFrom('tableBets')
      .innerJoin('tableRounds', 'tableRounds.id', 'tableBets.roundId')
      .innerJoin('gameTables', 'gameTables.id', 'tableRounds.tableId')
      .select(['gameTables.code', 'tableBets.area', 'tableBets.stakeMinor', 'tableBets.status'])
      .where(
        'tableBets.memberId',
        'in',
        [...players.values()].map((player) => player.memberId),
      )
      .execute();
    expect(bets.map((bet) => `${bet.code} ${bet.area} ${bet.stakeMinor}`).sort()).toEqual(
      tables.map((table) => `${table.code} ${table.area} ${stakeMinor}`).sort(),
    );
    expect(bets.every((bet) => bet.status !== 'open')).toBe(true);
    // About 40 s alone; CI's two browser groups side by side took more than 60.
  }, 180_000);
});
