import { randomUUID } from 'node:crypto';
import type { SaveVipLevel } from '@khela/contracts';
import { formatDecimalString, minor, toWire } from '@khela/money';
import { sql } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installHouseVendor } from '../../apps/server/src/vendors/house/install';
import { createMember, creditWallet } from '../../apps/server/test/factories';
import { deskCaller, deskOperator } from './desk';
import {
  closeDb,
  db,
  hostApi,
  launchBrowser,
  loginThroughApi,
  newMerchant,
  openSite,
  spinTigerLotus,
  walletMinorOf,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

/** A stake of Tiger Lotus (one of its bet levels): 40.00, so 0.8 % of it is 0.32. */
const stakeMinor = 4_000;
/** Spins until one counts (a spin that pays back exactly its stake is no valid bet). */
const spinsMax = 10;

/** The one level of the test's programme: slots at 0.8 %, live casino at 0.5 %. */
const emerald: SaveVipLevel = {
  names: { en: 'Emerald', bn: 'এমারেল্ড', th: 'มรกต' },
  depositMin: '100000',
  validBetMin: '0',
  keepDepositMin: '0',
  keepValidBetMin: '0',
  upgradeBonus: '0',
  weeklyBonus: '0',
  monthlyBonus: '0',
  turnoverMultiple: 0,
  rebateRates: { RNG: 80, LIVE: 50 },
  withdrawDailyCountMax: null,
  withdrawDailyMax: null,
};

/** Spins Tiger Lotus until a round counts as a valid bet (not one paying back its stake). */
function spinOneValidBet(host: string, token: string, memberId: string): Promise<void> {
  return spinTigerLotus(host, token, {
    stakeMinor,
    spinsMax,
    isEnough: async () => {
      const rounds = await db()
        .selectFrom('gameRounds')
        .select(['stakeMinor', 'payoutMinor'])
        .where('memberId', '=', memberId)
        .where('isClosed', '=', true)
        .execute();
      return rounds.some((round) => round.stakeMinor !== round.payoutMinor);
    },
  });
}

describe('manual rebate', () => {
  it('a member of a VIP level spins a slot; on a phone the rebate page shows the line and claims it once', async () => {
    // A merchant of its own with REBATE on, a VIP level with rates and daily rebate (turnover ×3).
    const merchant = await newMerchant({ defaultLanguage: 'en', flags: { REBATE: true } });
    await installHouseVendor(db(), merchant.id);
    const admin = await deskCaller(await deskOperator('admin', merchant.id));
    const query = `?merchant=${merchant.code}`;
    await admin('PUT', `/ops/api/vip/settings${query}`, {
      isEnabled: true,
      windowDays: 30,
      graceDays: 7,
      claimDays: 14,
    });
    await admin('PUT', `/ops/api/vip/levels${query}`, { levels: [emerald] });
    await admin('PUT', `/ops/api/rebate/settings${query}`, {
      period: 'day',
      minClaim: '0.10',
      turnoverMultiple: 3,
    });

    // A member, pinned at Emerald on the VIP desk, plays one slot spin that counts.
    const username = `rebm${Date.now().toString(36)}`;
    const { id: memberId } = await createMember(db(), merchant.id, {
      username,
      password: 'mine12345',
    });
    await creditWallet(db(), merchant.id, memberId, 100_000n);
    await admin('PUT', `/ops/api/vip/members/${memberId}${query}`, { rank: 1, labels: [] });
    const host = merchant.domain ?? '';
    const { token } = await loginThroughApi(host, username, 'mine12345');
    await spinOneValidBet(host, token, memberId);

    // Time passing, not a shortcut of the product: a claim counts rounds settled at least a
    // minute ago, so the settings' start and the spins move two minutes into the past together,
    // as if the member came back two minutes later.
    await sql`UPDATE rebate_settings SET started_at = started_at - interval '2 minutes'
      WHERE merchant_id = ${merchant.id}`.execute(db());
    await sql`UPDATE game_rounds SET started_at = started_at - interval '2 minutes',
        closed_at = closed_at - interval '2 minutes'
      WHERE member_id = ${memberId}`.execute(db());
    const before = await walletMinorOf(memberId);

    // The rebate page on a 360 px phone: the level, the slots line and the total.
    const player = await openSite(browser, {
      width: 360,
      session: { token, username, isAgent: '0' },
    });
    const { page } = player;
    // The reward centre lists the rebate to claim, and its menu entry counts it.
    await page.goto(merchant.url('/?mc=rewardCenter'));
    const reward = page
      .getByTestId('mc-rewardCenter')
      .locator('[data-testid=reward][data-source=rebate]');
    await reward.getByText('0.32 BDT').waitFor();
    expect(await reward.getAttribute('data-status')).toBe('claimable');
    const badge = page.getByTestId('badge-rewardCenter');
    await expect.poll(() => badge.innerText()).toBe('1');
    await page
      .getByTestId('member-centre')
      .getByRole('button', { name: 'Rebate', exact: true })
      .click();
    const rebate = page.getByTestId('mc-manualRebate');
    const summary = rebate.getByTestId('rebate-summary');
    await expect.poll(() => summary.getAttribute('data-state')).toBe('ready');
    expect(await summary.getByTestId('rebate-level').innerText()).toBe('Emerald');
    expect(await summary.getByTestId('rebate-window').innerText()).toMatch(/^Bets settled from /);
    expect(await summary.getByTestId('rebate-total').innerText()).toBe('0.32 BDT');
    const line = rebate.locator('[data-testid=rebate-line][data-game-type=RNG]');
    expect(await line.innerText()).toMatch(/Slots\s+0\.32\s+Valid bets\s+40\.00\s+Rate\s+0\.8%/);
    const menuItem = page
      .getByTestId('member-centre')
      .getByRole('button', { name: 'Rebate', exact: true });
    expect(await menuItem.getAttribute('aria-current')).toBe('page');

    // Claim, after a word on the wagering it brings; the wallet grows by the rebate.
    await summary.getByTestId('rebate-claim').click();
    await summary.getByTestId('rebate-confirm').getByText('wager 0.96 BDT').waitFor();
    await summary.getByTestId('rebate-confirm-button').click();
    const after = before + 32n;
    const balance = formatDecimalString(toWire(minor(after), 'BDT'));
    await rebate
      .getByTestId('rebate-notice')
      .getByText(
        `0.32 BDT rebate added to your wallet. Balance: ${balance} BDT. Wager 0.96 BDT before withdrawing it.`,
      )
      .waitFor();
    expect(await walletMinorOf(memberId)).toBe(after);

    // Claimed for today: the button is off, the next claim's time is named, the claim is listed.
    await expect.poll(() => summary.getAttribute('data-state')).toBe('claimed');
    expect(await summary.getByTestId('rebate-claim').isDisabled()).toBe(true);
    await summary
      .getByTestId('rebate-state')
      .getByText(/^You have claimed this period/)
      .waitFor();
    const row = rebate.getByTestId('rebate-claim-row');
    await row.getByText('0.32 BDT').waitFor();
    expect(await row.count()).toBe(1);
    // Nothing is left to claim: the reward centre's count is gone.
    await badge.waitFor({ state: 'detached' });
    // A second claim (a new press elsewhere) is refused, and pays nothing.
    await expect(
      hostApi(host, 'POST', '/wps/rebate/claim', token, { requestId: randomUUID() }),
    ).rejects.toThrow('rebate_claimed');
    expect(await walletMinorOf(memberId)).toBe(after);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    // Closed, the header shows the balance with the rebate in it.
    await page.keyboard.press('Escape');
    await page.getByTestId('balance-value').getByText(balance).waitFor();
    expect(player.errors).toEqual([]);
    await player.context.close();
  });
});
