import type { DepositMethod, DepositOrder } from '@khela/contracts';
import type { Browser, Page } from 'playwright-core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../apps/server/test/factories';
import {
  callApi,
  closeDb,
  db,
  demoUrl,
  launchBrowser,
  loginThroughApi,
  openContext,
  openSite,
  passSlider,
} from './support';
import { deskOperator, opsAdmin, signInToDesk } from './desk';
import { solidPng } from '../../apps/server/test/png';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 14);
const attemptKey = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The demo merchant's id (it serves localhost). */
async function demoMerchantId(): Promise<string> {
  const row = await db()
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'KHELA')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A whole one-pixel png. */
const png = solidPng(1, 1);

/** A deposit the player opens and pays (TrxID), which finance approves: money and turnover. */
async function creditDeposit(token: string, amount: string): Promise<void> {
  const methods = await callApi<DepositMethod[]>('/wps/v2/deposit/methods', {
    authorization: token,
  });
  const channel = methods.find((method) => method.code === 'bkash')?.channels[0];
  if (!channel) throw new Error('no bKash channel in the demo');
  const order = await callApi<DepositOrder>('/wps/v2/deposit/orders', {
    method: 'POST',
    authorization: token,
    body: { channelId: channel.id, amount, idempotencyKey: attemptKey() },
  });
  const trxId = `W${Date.now().toString(36).toUpperCase()}`;
  await callApi(`/wps/v2/deposit/orders/${order.id}/submit`, {
    method: 'POST',
    authorization: token,
    body: { trxId, payingNumber: '01899999999' },
  });
  const ops = await opsAdmin();
  await ops('POST', `/ops/api/deposits/${order.id}/approve`);
}

/** Sets the payment password from My account, proven by the login password. */
async function setPaymentPassword(page: Page, loginPassword: string, paymentPassword: string) {
  const item = page.getByTestId('security-paymentPassword');
  await item.getByRole('button', { name: 'Set up' }).click();
  const form = page.getByTestId('payment-password-form');
  await form.locator('input[name=password]').fill(loginPassword);
  await form.locator('input[name=paymentPassword]').fill(paymentPassword);
  await form.locator('input[name=confirmPaymentPassword]').fill(paymentPassword);
  await form.getByRole('button', { name: 'Save' }).click();
  await item.getByText('Set', { exact: true }).waitFor();
}

/** Opens a page of the member centre from its menu. */
async function openMemberPage(page: Page, name: string, testId: string) {
  await page.locator('.member-centre__menu').getByRole('button', { name, exact: true }).click();
  await page.getByTestId(testId).waitFor();
}

describe('withdraw', () => {
  // Alone it takes some 17 s; beside the other browser group on a loaded two-core machine, CI29
  // and CI30 saw it pass 60 s: a budget of three minutes, the steps' own waits unchanged.
  it('binds an account, withdraws, finance pays out, the player reports a partial receipt', async () => {
    const username = uniqueName('wd');
    const member = await createMember(db(), await demoMerchantId(), {
      username,
      password: 'mine12345',
    });
    const signedIn = await loginThroughApi('localhost', username, 'mine12345');
    await creditDeposit(signedIn.token, '2000.00');
    const { context, errors, page } = await openSite(browser, {
      width: 360,
      session: { token: signedIn.token, username, isAgent: '0' },
    });
    await page.goto(demoUrl('/?mc=withdraw'));
    const summary = page.getByTestId('withdraw-summary');
    await summary.getByTestId('withdraw-balance').getByText('2,000.00').waitFor();
    // The deposit asks for its amount in bets first: the request waits until then.
    expect(await page.getByTestId('turnover-remaining').innerText()).toBe('2,000.00');
    expect(await summary.innerText()).toContain('bet 2,000.00 BDT more first');

    // No payment password yet: the page sends the player to My account for one.
    const prompt = page.getByTestId('payment-password-prompt');
    await prompt.getByRole('button', { name: 'Set payment password' }).click();
    await page.getByTestId('mc-securityCenter').waitFor();
    expect(new URL(page.url()).searchParams.get('mc')).toBe('securityCenter');
    await setPaymentPassword(page, 'mine12345', '246810');
    await openMemberPage(page, 'Withdraw', 'mc-withdraw');
    await prompt.waitFor({ state: 'detached' });

    // A payout account in the player's own name (the first one also sets the payee name).
    const bind = page.getByTestId('bind-account-form');
    expect(await bind.locator('select[name=methodCode] option:checked').innerText()).toBe('bKash');
    await bind.locator('input[name=accountName]').fill('Asha Rahman');
    await bind.locator('input[name=accountNumber]').fill('01712345678');
    await bind.locator('input[name=paymentPassword]').fill('246810');
    await bind.getByRole('button', { name: 'Bind account' }).click();
    const accounts = page.getByTestId('payout-accounts');
    await accounts.getByText('017••••5678').waitFor();
    expect(await accounts.innerText()).toContain('Asha Rahman');
    expect(await page.getByTestId('withdraw-blocked').innerText()).toBe(
      'Withdrawal waits until the turnover is met.',
    );

    // The bets are made (as the game feed would record them): the turnover is met.
    await sql`UPDATE turnover_requirements SET met_at = now() WHERE member_id = ${member.id}`.execute(
      db(),
    );
    await page.reload();
    const form = page.getByTestId('withdraw-form');
    await form.waitFor();
    await page.getByTestId('withdraw-blocked').waitFor({ state: 'detached' });
    await form.locator('input[name=amount]').fill('100');
    await form.locator('input[name=paymentPassword]').fill('246810');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    expect(await form.getByTestId('error-amount').innerText()).toBe(
      'The amount must be between 500.00 and 25,000.00.',
    );
    await form.locator('input[name=amount]').fill('500');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    expect(await confirm.innerText()).toContain('017••••5678');
    await confirm.getByTestId('confirm-action').click();
    await confirm.waitFor({ state: 'hidden' });

    // The amount is held at once: the balance drops, the held figure shows it.
    await page.getByTestId('balance-value').getByText('1,500.00').waitFor();
    await summary.getByTestId('withdraw-held').getByText('500.00').waitFor();
    const row = page.getByTestId('withdrawal').first();
    await row.getByText('Waiting for review').waitFor();

    // Finance approves and pays out in the back office.
    const finance = await openContext(browser, { width: 1440 });
    const desk = await finance.context.newPage();
    await signInToDesk(desk, await deskOperator());
    await desk.getByTestId('nav-withdrawals').click();
    const queue = desk.getByTestId('ops-withdrawals');
    const queueTab = (name: string) =>
      queue.getByRole('group').getByRole('button', { name: new RegExp(`^${name}`) });
    const card = queue.locator('article', { hasText: username });
    // Finance sees the whole number it pays to.
    expect(await card.innerText()).toContain('01712345678');
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.waitFor({ state: 'detached' });
    // The approval moves no money, yet its message reaches the open page at once.
    await page.getByTestId('badge-messageV2').getByText('2', { exact: true }).waitFor();
    await queueTab('Approved').click();
    await card.getByRole('button', { name: 'Record payout' }).click();
    const payout = desk.getByRole('dialog');
    await payout.getByLabel('Payment reference (TrxID)').fill('E2E-PAYOUT-1');
    await payout.getByRole('button', { name: 'Mark as paid out' }).click();
    await card.waitFor({ state: 'detached' });

    // The player says only part arrived: the rest is shown as it is typed.
    await page.reload();
    await row.getByTestId('withdrawal-status').getByText('Paid out').waitFor();
    expect(await row.getByTestId('receipt-deadline').innerText()).toMatch(/Please confirm by/);
    expect(await row.innerText()).toContain('E2E-PAYOUT-1');
    await row.getByRole('button', { name: 'Partially received' }).click();
    await row.locator('input[name=receivedAmount]').fill('300');
    expect(await row.getByTestId('receipt-remaining').innerText()).toContain('200.00');
    await row
      .getByTestId('proof-input')
      .setInputFiles({ name: 'bank-statement.png', mimeType: 'image/png', buffer: png });
    // The picker reads the file's first bytes before it shows the proof.
    await row.locator('figure img').first().waitFor();
    await row.getByRole('button', { name: 'Send', exact: true }).click();
    await row.getByTestId('withdrawal-status').getByText('Partly received').waitFor();
    const text = await row.innerText();
    expect(text).toMatch(/Amount received\s+300\.00/);
    expect(text).toMatch(/Remaining amount\s+200\.00/);
    expect(await row.getByTestId('receipt-actions').count()).toBe(0);
    // The player sees the proof sent, and opens it large.
    const proof = row.getByTestId('withdrawal-proofs').getByRole('button', {
      name: 'Open proof image 1',
    });
    await expect
      .poll(() =>
        proof.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth),
      )
      .toBe(1);
    await proof.click();
    await page
      .getByTestId('withdrawal-proofs-viewer')
      .getByRole('img', { name: 'Proof image 1' })
      .waitFor();
    await page.keyboard.press('Escape');

    // Finance checks the dispute and refunds the missing part to the wallet.
    await queueTab('Disputed').click();
    expect(await card.innerText()).toMatch(/Missing\s+200\.00/);
    await card.getByRole('button', { name: 'Resolve' }).click();
    const resolve = desk.getByTestId('resolve-dialog');
    await resolve.getByLabel(/Refund the missing/).check();
    await resolve.getByLabel('Note for the record').fill('Bank confirmed only 300.00 arrived');
    await resolve.getByRole('button', { name: 'Close the dispute' }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByTestId('balance-value').getByText('1,700.00').waitFor();
    expect(errors).toEqual([]);
    expect(finance.errors).toEqual([]);
    await finance.context.close();
    await context.close();
  }, 180_000);
});

describe('transfer to upline', () => {
  it('a member invited by the demo agent sends money up and sees it in the account records', async () => {
    const username = uniqueName('up');
    const { context, errors, page } = await openSite(browser, { width: 360 });
    await page.goto(demoUrl('/register?affiliateCode=KHELA88'));
    await page.getByTestId('method-username').click();
    const register = page.getByTestId('register-form');
    await register.locator('input[name=username]').fill(username);
    await register.locator('input[name=password]').fill('abc12345');
    await register.locator('input[name=confirmPassword]').fill('abc12345');
    await register.locator('input[name=age]').check();
    await passSlider(page, () => register.getByRole('button', { name: 'Sign up' }).click());
    await page.waitForURL(demoUrl('/'));

    const member = await db()
      .selectFrom('members')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const ops = await opsAdmin();
    await ops('POST', `/ops/api/members/${member.id}/adjustments`, {
      direction: 'credit',
      amount: '1000.00',
      reason: 'E2E welcome credit',
      idempotencyKey: attemptKey(),
    });
    await page.getByTestId('balance-value').getByText('1,000.00').waitFor();

    await page.goto(demoUrl('/?mc=securityCenter'));
    await page.getByTestId('mc-securityCenter').waitFor();
    await setPaymentPassword(page, 'abc12345', '135790');
    await openMemberPage(page, 'Transfer to upline', 'mc-transferUpline');
    expect(await page.getByTestId('upline-username').innerText()).toBe('khelaagent');
    const form = page.getByTestId('transfer-upline-form');
    await form.locator('input[name=amount]').fill('250');
    await form.locator('input[name=paymentPassword]').fill('135790');
    await form.getByRole('button', { name: 'Send to upline' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    expect(await confirm.innerText()).toContain('khelaagent');
    await confirm.getByTestId('confirm-action').click();
    await page.getByTestId('balance-value').getByText('750.00').waitFor();
    await page.getByTestId('transfer-balance').getByText('750.00').waitFor();

    await openMemberPage(page, 'Account records', 'mc-transactionHistory');
    const records = page.getByTestId('records-list');
    const transfer = records.locator('[data-testid=record][data-type=transfer]');
    await transfer.first().waitFor();
    expect(await transfer.first().innerText()).toContain('\u2212250.00');
    expect(await transfer.first().innerText()).toContain('750.00');
    // The type chips filter the list.
    await page.getByRole('radio', { name: 'Adjustment' }).click();
    await page.locator('[data-testid=records-list][aria-busy=false]').waitFor();
    await records.locator('[data-testid=record][data-type=adjustment]').first().waitFor();
    expect(await records.locator('[data-testid=record][data-type=transfer]').count()).toBe(0);
    // A range in the past is empty, and the next-days buttons stop at today.
    await page.getByRole('button', { name: 'Previous 30 days' }).click();
    await page.getByTestId('records-empty').waitFor();
    await page.getByRole('button', { name: 'Next 30 days' }).click();
    expect(await page.getByRole('button', { name: 'Next 7 days' }).isDisabled()).toBe(true);
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
    await context.close();
  });
});

describe('free play', () => {
  it('a trial account opening withdraw gets the real-account warning', async () => {
    const { context, errors, page } = await openSite(browser, { width: 360 });
    await page.goto(demoUrl('/login'));
    await page.getByTestId('free-play').click();
    await page.waitForURL(demoUrl('/'));
    await page.goto(demoUrl('/?mc=withdraw'));
    const warning = page.getByTestId('real-account-required');
    expect(await warning.innerText()).toContain(
      'Please register a real account to use this feature.',
    );
    expect(await page.getByTestId('mc-withdraw').count()).toBe(0);
    // The server refuses it too, whatever the screen shows.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    await expect(
      callApi('/wps/v2/withdraw/overview', { authorization: token ?? '' }),
    ).rejects.toThrow(/in_need_true_account/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
