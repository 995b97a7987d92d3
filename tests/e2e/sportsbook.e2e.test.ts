import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFeedSimulator,
  type FeedSimulator,
} from '../../apps/server/src/domains/sportsbook/feed/simulator';
import { installSportsbook } from '../../apps/server/src/domains/sportsbook/install';
import { createMember, creditWallet } from '../../apps/server/test/factories';
import { closeDb, db, launchBrowser, loginThroughApi, newMerchant, openSite } from './support';

/**
 * Live cricket as a player bets on it: the merchant's book reads an odds provider over HTTP
 * (the feed simulator, on its own clock: seed 13 has two T20s live at 03:00 UTC); the player
 * opens /sports, picks the match winner of two live cricket matches, stakes 10.00 on one as a
 * single and 10.00 on both as a multiple, and waits out the in-play delay; the provider's clock
 * runs on until both matches end and the feed settles them; My bets shows the results and what
 * they paid, and the balance is the start less the stakes plus that.
 */

let browser: Browser;
let simulator: FeedSimulator;
let providerNow = new Date('2026-12-01T03:00:00Z');
let merchant: Awaited<ReturnType<typeof newMerchant>>;
let player: { memberId: string; username: string; token: string };
const startMinor = 100_000n;
const journeyMs = 150_000;

beforeAll(async () => {
  const started = launchBrowser();
  simulator = await startFeedSimulator({ now: () => providerNow, seed: 13, tickMs: 0 });
  merchant = await newMerchant();
  await db()
    .transaction()
    .execute((trx) => installSportsbook(trx, merchant.id));
  await db()
    .updateTable('sbSettings')
    .set({ feedUrl: simulator.url, isFeedOn: true, inPlayDelayS: 1 })
    .where('merchantId', '=', merchant.id)
    .execute();
  const username = `sb${Date.now().toString(36).slice(-6)}`;
  const password = 'sportsbook123';
  const { id: memberId } = await createMember(db(), merchant.id, { username, password });
  await creditWallet(db(), merchant.id, memberId, startMinor);
  const { token } = await loginThroughApi(new URL(merchant.url()).hostname, username, password);
  player = { memberId, username, token };
  browser = await started;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await simulator?.close();
  await closeDb();
});

/** Once the server has read everything the provider has said so far. */
async function caughtUp() {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const { feedCursor } = await db()
      .selectFrom('sbSettings')
      .select('feedCursor')
      .where('merchantId', '=', merchant.id)
      .executeTakeFirstOrThrow();
    if (feedCursor) {
      const after = encodeURIComponent(feedCursor);
      const page = (await (await fetch(`${simulator.url}/messages?after=${after}`)).json()) as {
        messages: unknown[];
      };
      if (page.messages.length === 0) return;
    }
    if (Date.now() > deadline) throw new Error('the server did not catch up with the feed');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Two live cricket matches with their match winner open, once the server has read the feed. */
async function liveCricket() {
  await caughtUp();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const open = await db()
      .selectFrom('sbEvents as e')
      .innerJoin('sbMarkets as m', 'm.eventId', 'e.id')
      .select(['e.id', 'm.id as marketId'])
      .where('e.merchantId', '=', merchant.id)
      .where('e.sport', '=', 'cricket')
      .where('e.status', '=', 'live')
      .where('m.kind', '=', 'matchWinner2')
      .where('m.period', 'is', null)
      .where('m.status', '=', 'open')
      .orderBy('e.id')
      .execute();
    if (open.length >= 2) {
      return Promise.all(
        open.slice(0, 2).map(async (event) => {
          const selection = await db()
            .selectFrom('sbSelections')
            .select('id')
            .where('marketId', '=', event.marketId)
            .where('key', '=', 'home')
            .executeTakeFirstOrThrow();
          return selection.id;
        }),
      );
    }
    if (Date.now() > deadline) throw new Error('the feed brought no two live cricket matches');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function tickets() {
  return db()
    .selectFrom('sbTickets')
    .select(['id', 'kind', 'status', 'stakeMinor', 'paidMinor'])
    .where('memberId', '=', player.memberId)
    .orderBy('id')
    .execute();
}

async function balanceMinor(): Promise<bigint> {
  const row = await db()
    .selectFrom('ledgerAccounts')
    .select('balanceMinor')
    .where('memberId', '=', player.memberId)
    .where('kind', '=', 'player')
    .executeTakeFirstOrThrow();
  return BigInt(row.balanceMinor);
}

/** The provider's clock runs on (ten minutes a step) until both tickets are settled. */
async function playOn() {
  for (let step = 0; step < 60; step += 1) {
    const open = (await tickets()).filter((ticket) => ticket.status === 'open');
    if (open.length === 0) return;
    providerNow = new Date(providerNow.getTime() + 10 * 60_000);
    simulator.tick();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  }
  throw new Error('the matches did not end');
}

async function shownBalanceMinor(page: Page): Promise<bigint> {
  const text = await page.getByTestId('balance-value').first().innerText();
  return BigInt(text.replace(/[^0-9]/g, ''));
}

describe('the sportsbook', () => {
  it(
    'takes a single and a multiple on live cricket, and the feed settles them as My bets and the balance show',
    async () => {
      const picks = await liveCricket();
      const { context, page, errors } = await openSite(browser, {
        width: 1440,
        session: { token: player.token, username: player.username, isAgent: '0' },
      });
      await page.goto(merchant.url('/sports?sport=cricket'));
      await page.getByTestId('sportsbook-lobby').waitFor();
      for (const pick of picks) await page.getByTestId(`odds-${pick}`).click();
      const slip = page.getByTestId('bet-slip');
      await slip.getByTestId('slip-multiple').waitFor();
      await slip.getByTestId('odds-policy').selectOption('any');
      await slip.getByTestId(`slip-stake-${picks[0]!}`).fill('10');
      await slip.getByTestId('slip-multiple-stake').fill('10');
      await slip.getByTestId('slip-place').click();
      await page.getByTestId('slip-receipt').waitFor({ timeout: 20_000 });
      const placed = await tickets();
      expect(placed.map((ticket) => [ticket.kind, ticket.stakeMinor]).sort()).toEqual([
        ['multiple', '1000'],
        ['single', '1000'],
      ]);
      expect(await balanceMinor()).toBe(startMinor - 2_000n);

      await playOn();
      const settled = await tickets();
      const paid = settled.reduce((sum, ticket) => sum + BigInt(ticket.paidMinor), 0n);
      expect(await balanceMinor()).toBe(startMinor - 2_000n + paid);

      await page.goto(merchant.url('/sports?view=mybets&state=settled'));
      for (const ticket of settled) {
        await page.getByTestId(`ticket-${ticket.id}`).waitFor();
        const badge = page.getByTestId(`ticket-status-${ticket.id}`);
        expect(await badge.getAttribute('class')).toContain(`sb-badge--${ticket.status}`);
        const shownPaid = await page.getByTestId(`ticket-paid-${ticket.id}`).innerText();
        expect(BigInt(shownPaid.replace(/[^0-9]/g, ''))).toBe(BigInt(ticket.paidMinor));
      }
      expect(await shownBalanceMinor(page)).toBe(await balanceMinor());
      expect(errors).toEqual([]);
      await context.close();
    },
    journeyMs,
  );
});
