import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, setPaymentPassword } from '../../apps/server/test/factories';
import { deskCaller, deskOperator, signInToDesk } from './desk';
import {
  closeDb,
  db,
  demoUrl,
  launchBrowser,
  loginThroughApi,
  openContext,
  openSite,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

const paymentPassword = 'pay-778899';

/** The demo merchant's id and its ৳12 cash reward of 1,000 points. */
async function demoCashReward() {
  const merchant = await db()
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'KHELA')
    .executeTakeFirstOrThrow();
  const reward = await db()
    .selectFrom('pointRewards')
    .select('id')
    .where('merchantId', '=', merchant.id)
    .where('kind', '=', 'cash')
    .where('points', '=', 1000)
    .executeTakeFirstOrThrow();
  return { merchantId: merchant.id, rewardId: reward.id };
}

describe('the point mall', () => {
  it('a member deposits, earns points, redeems cash; finance approves it in /ops and it is paid', async () => {
    const { merchantId, rewardId } = await demoCashReward();
    const username = `pts${Date.now().toString(36)}`.slice(0, 14);
    const { id: memberId } = await createMember(db(), merchantId, {
      username,
      password: 'mine12345',
    });
    await setPaymentPassword(db(), memberId, paymentPassword);
    const signedIn = await loginThroughApi('localhost', username, 'mine12345');
    const player = await openSite(browser, {
      width: 360,
      session: { token: signedIn.token, username, isAgent: '0' },
    });
    const { page } = player;

    // A deposit of 7,000.00 on the site, approved by finance: 10 points per 100.00 up to
    // 5,000.00, 15 from there — 7,000.00 earns 1,050 points.
    await page.goto(demoUrl('/?mc=depositv2'));
    const form = page.getByTestId('deposit-form');
    await form.getByRole('radio', { name: 'bKash' }).click();
    await form.locator('input[name=amount]').fill('7000');
    await form.getByRole('button', { name: 'Deposit' }).click();
    const order = page.getByTestId('deposit-order');
    const trxId = `PTS${Date.now().toString(36).toUpperCase()}`;
    await order.getByLabel('Transaction ID (TrxID)').fill(trxId);
    await order.getByLabel('Your paying number').fill('01899999999');
    await order.getByRole('button', { name: 'I have paid' }).click();
    await page.getByTestId('deposit-history').getByText('Being checked').waitFor();
    const finance = await deskCaller(await deskOperator('finance', merchantId));
    const placed = await db()
      .selectFrom('depositOrders')
      .select('id')
      .where('memberId', '=', memberId)
      .executeTakeFirstOrThrow();
    await finance('POST', `/ops/api/deposits/${placed.id}/approve`);

    // The point mall: the points earned, the reward redeemed with the payment password.
    await page.goto(demoUrl('/pointMall'));
    const mall = page.getByTestId('page-point-mall');
    await expect.poll(() => mall.getByTestId('points-balance').innerText()).toMatch(/1,050/);
    // Bets earn too, by the demo's rates: 1 point per 100.00, 2 on sports.
    expect(await mall.getByTestId('points-earn-bets').innerText()).toMatch(
      /^Valid bets earn too, for every 100\.00 BDT: Slots 1, .*Sports 2/,
    );
    const card = mall.locator(`[data-testid=reward-card][data-reward-id="${rewardId}"]`);
    await card.getByTestId('reward-redeem').click();
    const dialog = page.getByTestId('redeem-dialog');
    await dialog.getByTestId('redeem-password').fill(paymentPassword);
    await dialog.getByTestId('redeem-confirm').click();
    await page.getByTestId('points-notice').waitFor();
    await expect.poll(() => mall.getByTestId('points-balance').innerText()).toMatch(/^50\b|\b50$/);
    await expect.poll(() => mall.getByTestId('points-held').innerText()).toMatch(/1,000/);
    await mall.getByTestId('tab-history').click();
    const redemption = mall.getByTestId('redemption').first();
    expect(await redemption.getAttribute('data-status')).toBe('in_process');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    // Finance approves it on the points desk; the cash reaches the wallet.
    const desk = await openContext(browser, { width: 1440 });
    const deskPage = await desk.context.newPage();
    await signInToDesk(deskPage, await deskOperator('finance', merchantId), '/ops/#points');
    await deskPage.getByTestId('redemptions-tab-in_process').click();
    const row = deskPage.getByTestId('redemption-row').filter({ hasText: username });
    await row.getByTestId('redemption-approve').click();
    await row.waitFor({ state: 'detached' });
    await page.getByTestId('balance-value').getByText('7,012.00').waitFor();
    await page.reload();
    await mall.getByTestId('tab-history').click();
    await expect
      .poll(() => mall.getByTestId('redemption').first().getAttribute('data-status'))
      .toBe('approved');
    expect(player.errors).toEqual([]);
    expect(desk.errors).toEqual([]);
    await player.context.close();
    await desk.context.close();
  });
});
