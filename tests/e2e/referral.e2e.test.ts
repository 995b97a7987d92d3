import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../apps/server/src/lib/tokens';
import { createMember } from '../../apps/server/test/factories';
import { deskCaller, deskOperator } from './desk';
import {
  closeDb,
  db,
  demoUrl,
  launchBrowser,
  openSite,
  passSlider,
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

async function demoMerchantId(): Promise<string> {
  const row = await db()
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'KHELA')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A session of the referrer's as if opened at home: every browser of this test runs on
 * 127.0.0.1, and the referrer sharing the friend's address would (rightly) have the friend's
 * rewards withheld for review. The integration tests cover that; this journey is a clean one.
 */
async function sessionFromHome(merchantId: string, memberId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db()
    .insertInto('memberSessions')
    .values({
      tokenHash: hashToken(token),
      memberId,
      merchantId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Linux; Android 13; referrer-phone)',
      proof: 'password',
    })
    .execute();
  return token;
}

describe('invite friends', () => {
  it('a member shares the link on a phone; a friend registers with it and deposits; the member claims the reward', async () => {
    // The demo's programme: a first deposit of 500.00 qualifies and pays 100.00, wagered ×3.
    const merchantId = await demoMerchantId();
    const stamp = Date.now().toString(36);
    const username = `ref${stamp}`.slice(0, 14);
    const { id: memberId } = await createMember(db(), merchantId, {
      username,
      password: 'mine12345',
    });
    const token = await sessionFromHome(merchantId, memberId);
    const referrer = await openSite(browser, {
      width: 360,
      session: { token, username, isAgent: '0' },
    });
    const { page } = referrer;

    // The referral page on a 360 px phone: the link with its code, the QR code, the tiers.
    await page.goto(demoUrl('/?mc=referral'));
    const centre = page.getByTestId('mc-referral');
    await centre.waitFor();
    const code = await centre.getByTestId('referral-code').innerText();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const link = await centre.getByTestId('referral-link').innerText();
    expect(link).toBe(demoUrl(`/register?referralCode=${code}`));
    const qr = centre.getByTestId('referral-qr').locator('svg');
    await qr.waitFor();
    expect(await qr.getAttribute('width')).toBe('132');
    expect(await centre.getByTestId('referral-tiers').innerText()).toContain('100.00');
    await centre.getByTestId('referral-invitees-empty').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    // A friend opens the link on their own phone, registers and deposits 600.00.
    const friendName = `fr${stamp}`.slice(0, 14);
    const friend = await openSite(browser, { width: 360 });
    const friendPage = friend.page;
    await friendPage.goto(link);
    await friendPage.getByTestId('method-username').click();
    const form = friendPage.getByTestId('register-form');
    expect(await form.innerText()).toContain(code);
    await form.locator('input[name=username]').fill(friendName);
    await form.locator('input[name=password]').fill('abc12345');
    await form.locator('input[name=confirmPassword]').fill('abc12345');
    await form.locator('input[name=age]').check();
    await passSlider(friendPage, () => form.getByRole('button', { name: 'Sign up' }).click());
    await friendPage.waitForURL(demoUrl('/'));
    await friendPage.goto(demoUrl('/?mc=depositv2'));
    const deposit = friendPage.getByTestId('deposit-form');
    await deposit.getByRole('radio', { name: 'bKash' }).click();
    await deposit.locator('input[name=amount]').fill('600');
    await deposit.getByRole('button', { name: 'Deposit' }).click();
    const order = friendPage.getByTestId('deposit-order');
    await order.getByLabel('Transaction ID (TrxID)').fill(`REF${stamp.toUpperCase()}`);
    await order.getByLabel('Your paying number').fill('01899999998');
    await order.getByRole('button', { name: 'I have paid' }).click();
    await friendPage.getByTestId('deposit-history').getByText('Being checked').waitFor();
    const friendRow = await db()
      .selectFrom('members')
      .select('id')
      .where('merchantId', '=', merchantId)
      .where('username', '=', friendName)
      .executeTakeFirstOrThrow();
    const placed = await db()
      .selectFrom('depositOrders')
      .select('id')
      .where('memberId', '=', friendRow.id)
      .executeTakeFirstOrThrow();
    const finance = await deskCaller(await deskOperator('finance', merchantId));
    await finance('POST', `/ops/api/deposits/${placed.id}/approve`);

    // The referrer sees the friend (masked) as deposited and claims the 100.00 reward.
    await page.reload();
    const invitees = centre.getByTestId('referral-invitees');
    await invitees.waitFor();
    const shown = await invitees.innerText();
    expect(shown).toContain(`${friendName.slice(0, 2)}***${friendName.slice(-1)}`);
    expect(shown).not.toContain(friendName);
    expect(shown).toContain('Deposited');
    const before = await walletMinorOf(memberId).catch(() => 0n);
    const reward = centre.locator('[data-testid=referral-reward][data-status=claimable]');
    expect(await reward.innerText()).toContain('100.00');
    await reward.getByTestId('referral-claim').click();
    await centre.getByTestId('referral-confirm').waitFor();
    expect(await centre.getByTestId('referral-confirm').innerText()).toContain('300.00');
    await centre.getByTestId('referral-confirm-button').click();
    const notice = centre.getByTestId('referral-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('100.00');
    await centre.locator('[data-testid=referral-reward][data-status=claimed]').waitFor();
    expect((await walletMinorOf(memberId)) - before).toBe(10_000n);
    await page.getByTestId('balance-value').getByText('100.00').first().waitFor();
    expect(referrer.errors).toEqual([]);
    expect(friend.errors).toEqual([]);
    await referrer.context.close();
    await friend.context.close();
  });
});
