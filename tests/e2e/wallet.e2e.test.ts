import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../apps/server/test/factories';
import {
  closeDb,
  db,
  demoUrl,
  launchBrowser,
  loginThroughApi,
  openContext,
  openSite,
} from './support';
import { deskOperator, signInToDesk } from './desk';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

describe('deposit desk', () => {
  it('takes a deposit order, finance approves it in /ops, the player sees money and message', async () => {
    const demo = await db()
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'KHELA')
      .executeTakeFirstOrThrow();
    const username = `dep${Date.now().toString(36)}`.slice(0, 14);
    await createMember(db(), demo.id, { username, password: 'mine12345' });
    const signedIn = await loginThroughApi('localhost', username, 'mine12345');
    const player = await openSite(browser, {
      width: 360,
      session: { token: signedIn.token, username, isAgent: '0' },
    });
    const { page } = player;
    await page.goto(demoUrl('/?mc=depositv2'));
    const form = page.getByTestId('deposit-form');
    await form.waitFor();
    // The member centre fits a 360 px phone: its page menu scrolls, the page does not.
    expect(
      await page.evaluate(() => document.querySelector('.member-centre__panel')?.scrollWidth),
    ).toBe(360);
    await form.getByRole('radio', { name: 'bKash' }).click();
    await form.getByRole('button', { name: '500', exact: true }).click();
    await form.getByRole('button', { name: 'Deposit' }).click();
    const order = page.getByTestId('deposit-order');
    expect(await order.getByTestId('deposit-account-number').innerText()).toMatch(/^017\d{8}$/);
    expect(await order.innerText()).toContain('500.00');
    const trxId = `E2E${Date.now().toString(36).toUpperCase()}`;
    await order.getByLabel('Transaction ID (TrxID)').fill(trxId);
    await order.getByLabel('Your paying number').fill('01899999999');
    await order.getByRole('button', { name: 'I have paid' }).click();
    await page.getByTestId('deposit-history').getByText('Being checked').waitFor();

    const finance = await openContext(browser, { width: 1440 });
    const desk = await finance.context.newPage();
    await signInToDesk(desk, await deskOperator(), '/ops/#deposits');
    const row = desk.getByTestId('ops-deposits').locator('tr', { hasText: trxId });
    expect(await row.innerText()).toContain(username);
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.waitFor({ state: 'detached' });

    // The balance stream and the unread count bring the news without a reload.
    await page.getByTestId('balance-value').getByText('500.00').waitFor();
    await page.getByTestId('badge-messageV2').waitFor();
    await page.getByRole('button', { name: 'Messages' }).click();
    const messages = page.getByTestId('mc-messageV2');
    await messages.getByRole('button', { name: /Deposit credited/ }).click();
    expect(await messages.innerText()).toContain(`TrxID ${trxId}`);
    expect(player.errors).toEqual([]);
    expect(finance.errors).toEqual([]);
    await player.context.close();
    await finance.context.close();
  });
});

describe('payment desk', () => {
  it('an admin adds a receiving account and pauses the others; the next order pays into it', async () => {
    const demo = await db()
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'KHELA')
      .executeTakeFirstOrThrow();
    const admin = await openContext(browser, { width: 1440 });
    const desk = await admin.context.newPage();
    await signInToDesk(desk, await deskOperator());
    await desk.getByTestId('nav-payments').click();
    const channel = desk.getByTestId('method-nagad').getByTestId('channel-send_money');
    const number = `0191${String(Date.now()).slice(-7)}`;
    const add = channel.getByTestId('add-account-send_money');
    await add.getByLabel('Account name').fill('E2E Nagad desk');
    await add.getByLabel('Wallet or account number').fill(number);
    await add.getByRole('button', { name: 'Add account' }).click();
    await channel.getByTestId(`account-${number}`).waitFor();
    const others = await channel.locator('li[data-testid^="account-"]').all();
    for (const row of others) {
      if ((await row.getAttribute('data-testid')) === `account-${number}`) continue;
      const toggle = row.getByRole('switch', { name: 'In rotation' });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    }

    const username = `nag${Date.now().toString(36)}`.slice(0, 14);
    await createMember(db(), demo.id, { username, password: 'mine12345' });
    const signedIn = await loginThroughApi('localhost', username, 'mine12345');
    const player = await openSite(browser, {
      width: 360,
      session: { token: signedIn.token, username, isAgent: '0' },
    });
    await player.page.goto(demoUrl('/?mc=depositv2'));
    const form = player.page.getByTestId('deposit-form');
    await form.getByRole('radio', { name: 'Nagad' }).click();
    await form.getByRole('button', { name: '500', exact: true }).click();
    await form.getByRole('button', { name: 'Deposit' }).click();
    const order = player.page.getByTestId('deposit-order');
    expect(await order.getByTestId('deposit-account-number').innerText()).toBe(number);

    // Back as it was for any later journey: the seeded accounts in rotation again.
    for (const row of others) {
      const toggle = row.getByRole('switch', { name: 'In rotation' });
      if ((await toggle.getAttribute('aria-checked')) === 'false') await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    }
    expect(admin.errors).toEqual([]);
    expect(player.errors).toEqual([]);
    await admin.context.close();
    await player.context.close();
  });
});
