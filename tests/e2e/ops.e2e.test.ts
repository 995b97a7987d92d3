import type { RebateReport } from '@khela/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createMember } from '../../apps/server/test/factories';
import { authenticatorFor } from './authenticator';
import { callApi, closeDb, db, demoUrl, launchBrowser, openContext } from './support';
import { deskOperator, enterDeskPassword, opsAdmin, signInToDesk } from './desk';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

/**
 * Sets an authenticator up on the page a role that moves money meets at its first sign-in, as
 * a person with an authenticator app would: types the key shown, then the app's code, keeps
 * the recovery codes. Answers the app and the codes.
 */
async function enrol(page: Page) {
  const setup = page.getByTestId('ops-enrolment');
  await setup.getByRole('button', { name: 'Set up an authenticator' }).click();
  expect(await setup.locator('svg > title').textContent()).toBe(
    'QR code for your authenticator app',
  );
  const secret = (await setup.getByTestId('ops-two-factor-secret').innerText()).replace(/\s/g, '');
  const app = authenticatorFor(secret);
  await setup.getByTestId('ops-two-factor-code').fill(await app());
  await setup.getByRole('button', { name: 'Turn on' }).click();
  await setup.getByTestId('ops-recovery-codes').waitFor();
  const recoveryCodes = await setup
    .getByTestId('ops-recovery-codes')
    .locator('code')
    .allInnerTexts();
  await setup.getByLabel('I have kept my recovery codes').check();
  await setup.getByRole('button', { name: 'Continue' }).click();
  return { app, recoveryCodes };
}

/** Finds a member on the Members desk and opens the detail. */
async function openMember(page: Page, username: string) {
  const members = page.getByTestId('ops-members');
  await members.getByRole('searchbox').fill(username);
  await members.getByRole('button', { name: 'Search' }).click();
  await members.getByRole('button', { name: `Open member ${username}` }).click();
  const detail = page.getByTestId('member-detail');
  await detail.getByTestId('member-ledger').or(detail.getByText('No movements yet.')).waitFor();
  return detail;
}

/** Sends one adjustment through the form's review step and returns the answer shown. */
async function adjust(page: Page, amount: string, reason: string) {
  const form = page.getByTestId('adjustment-form');
  await form.getByLabel('Credit').check();
  await form.getByLabel('Amount (BDT)').fill(amount);
  await form.getByLabel('Reason (kept in the action log)').fill(reason);
  await form.getByRole('button', { name: 'Review' }).click();
  await form.getByRole('button', { name: 'Confirm adjustment' }).click();
  const result = form.getByTestId('adjustment-result');
  await result.waitFor();
  return result;
}

/** The odds players are offered for one play type of a lottery, from the site's lottery menu. */
async function siteOdds(gameId: string, playType: string): Promise<string | null | undefined> {
  const menu = await callApi<{
    menus: { games: { gameId: string; offers: { playType: string; odds: string | null }[] }[] }[];
  }>('/lgw/vn/games/game_menu');
  const game = menu.menus.flatMap((each) => each.games).find((each) => each.gameId === gameId);
  return game?.offers.find((offer) => offer.playType === playType)?.odds;
}

/** Puts a play type's odds back through the API if a journey stopped before it did. */
async function restoreOdds(gameId: string, playType: string, odds: string) {
  if ((await siteOdds(gameId, playType)) === odds) return;
  const ops = await opsAdmin();
  type Offer = { playType: string; minStake: string; maxStake: string; periodStake: string };
  const games = await ops<{ gameId: string; offers: Offer[] }[]>(
    'GET',
    '/ops/api/lottery/games?merchant=KHELA',
  );
  const offer = games
    .find((game) => game.gameId === gameId)
    ?.offers.find((each) => each.playType === playType);
  if (!offer) return;
  const { minStake, maxStake, periodStake } = offer;
  await ops('PUT', `/ops/api/lottery/games/${gameId}/offers/${playType}?merchant=KHELA`, {
    odds,
    minStake,
    maxStake,
    periodStake,
  });
}

/** Sets a play type's odds in the open game's offers table, through its edit dialog. */
async function setOdds(page: Page, playType: string, name: string, odds: string) {
  const row = page.getByTestId('lottery-offers').getByTestId(`offer-${playType}`);
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByTestId('offer-dialog');
  await dialog.getByLabel('Odds (×, stake included)').fill(odds);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  return row;
}

describe('back office', () => {
  it('refuses a wrong password with a translated message, then signs in and out', async () => {
    const { context, errors } = await openContext(browser, { width: 360 });
    const page = await context.newPage();
    await page.goto(demoUrl('/ops/'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByTestId('ops-login-error').innerText()).toBe(
      'Please enter the username and password',
    );
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByTestId('ops-login-error').innerText()).toBe(
      'The username or password is incorrect.',
    );
    // The demo owner moves money: before any desk it sets up an authenticator.
    await page.getByLabel('Password').fill('e2e-admin-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('ops-enrolment').waitFor();
    const { recoveryCodes } = await enrol(page);
    expect(recoveryCodes).toHaveLength(10);
    expect(await page.getByTestId('ops-operator').innerText()).toContain('admin');
    await page.reload();
    expect(await page.getByTestId('ops-operator').innerText()).toContain('admin');
    await page.getByRole('button', { name: 'Sign out' }).click();

    // From now on the password alone is not enough; a recovery code stands in for the phone.
    await enterDeskPassword(page, 'admin', 'e2e-admin-password');
    await page.getByLabel('Authenticator code').fill('123456');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByTestId('ops-login-error').innerText()).toContain(
      'That code is not right or was already used.',
    );
    await page.getByLabel('Authenticator code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('ops-operator').getByText('admin').waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'My sign-in' }).click();
    await page.getByTestId('ops-security').getByText('9 recovery codes left.').waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await context.close();
  });

  it('shows the sign-in page in Bengali', async () => {
    const { context } = await openContext(browser, { storage: { opsLang: 'bn' } });
    const page = await context.newPage();
    await page.goto(demoUrl('/ops'));
    await page.getByRole('button', { name: 'সাইন ইন' }).waitFor();
    await context.close();
  });

  it('adjusts a balance: a small credit applies, a large one waits for a second operator', async () => {
    const demo = await db()
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'KHELA')
      .executeTakeFirstOrThrow();
    const stamp = Date.now().toString(36);
    const username = `adj${stamp}`.slice(0, 14);
    await createMember(db(), demo.id, { username, password: 'mine12345' });
    const finance = { username: `fin${stamp}`, password: 'finance-password-1' };

    const admin = await openContext(browser, { width: 1440 });
    const desk = await admin.context.newPage();
    await signInToDesk(desk, await deskOperator());

    // A finance operator, made on the Operators desk.
    await desk.getByTestId('nav-operators').click();
    const operators = desk.getByTestId('ops-operators');
    await operators.getByLabel('Username', { exact: true }).fill(finance.username);
    await operators.getByLabel('Password', { exact: true }).fill(finance.password);
    await operators.getByLabel('Role', { exact: true }).selectOption('finance');
    await operators.getByRole('button', { name: 'Create operator' }).click();
    await operators.getByText(`Operator ${finance.username} can sign in now.`).waitFor();
    expect(await operators.getByTestId(`operator-${finance.username}`).innerText()).toContain(
      'Active',
    );

    // Below the threshold the credit applies at once.
    await desk.getByTestId('nav-members').click();
    const detail = await openMember(desk, username);
    expect(await detail.getByTestId('member-balance').innerText()).toContain('0.00 BDT');
    const small = await adjust(desk, '250.00', 'Goodwill for a delayed deposit');
    expect(await small.getAttribute('data-status')).toBe('applied');
    await detail.getByTestId('member-balance').getByText('250.00 BDT').waitFor();

    // At 10,000.00 it waits, and the operator who asked cannot approve it.
    const large = await adjust(desk, '10000.00', 'Tournament prize paid by hand');
    expect(await large.getAttribute('data-status')).toBe('awaiting_approval');
    expect(await detail.getByTestId('member-balance').innerText()).toContain('250.00 BDT');
    await desk.getByTestId('nav-adjustments').click();
    const waiting = desk.getByTestId('ops-adjustments').locator('article', { hasText: username });
    expect(await waiting.innerText()).toContain('10,000.00 BDT');
    await waiting.getByRole('button', { name: 'Approve' }).click();
    expect(await waiting.getByTestId('adjustment-error').innerText()).toBe(
      'Another operator must decide this.',
    );

    // The finance operator, on a phone, approves it.
    const second = await openContext(browser, { width: 360 });
    const phone = await second.context.newPage();
    await enterDeskPassword(phone, finance.username, finance.password);
    await enrol(phone);
    await phone.getByTestId('ops-operator').getByText(finance.username).waitFor();
    await phone.getByRole('button', { name: 'Menu' }).click();
    expect(await phone.getByRole('navigation').getByRole('link').allInnerTexts()).toEqual([
      'Deposits',
      'Withdrawals',
      'Members',
      // Finance sees the agent network (it pays the agents' salaries).
      'Agents',
      'Adjustments',
      'Payments',
      'Lotteries',
      'Tables',
      'Cockfight',
      // Finance follows the book (its liability, ticker and GGR); it changes nothing there.
      'Sportsbook',
      // Finance reviews promotion applications, and the point mall's redemptions.
      'Promotions',
      'Points',
      // Finance follows what manual rebates and missions pay, and reviews withheld referrals.
      'Rebate',
      'Referral',
      'Missions',
      'My sign-in',
    ]);
    await phone.getByRole('link', { name: 'Adjustments' }).click();
    const toApprove = phone
      .getByTestId('ops-adjustments')
      .locator('article', { hasText: username });
    await toApprove.getByRole('button', { name: 'Approve' }).click();
    await toApprove.waitFor({ state: 'detached' });
    await phone.getByRole('button', { name: 'Menu' }).click();
    await phone.getByRole('link', { name: 'Members' }).click();
    const phoneDetail = await openMember(phone, username);
    expect(await phoneDetail.getByTestId('member-balance').innerText()).toContain('10,250.00 BDT');

    // The first operator sees the sum too, and both credits in the ledger.
    await desk.getByTestId('nav-members').click();
    const after = await openMember(desk, username);
    await after.getByTestId('member-balance').getByText('10,250.00 BDT').waitFor();
    expect(await after.getByTestId('member-ledger').locator('tbody tr').count()).toBe(2);

    // The action log names each decision in words and lists one kind at a time.
    await desk.getByTestId('nav-actions').click();
    const log = desk.getByTestId('ops-actions');
    await log.getByLabel('Kind').selectOption({ label: 'Balance adjustment applied' });
    const rows = log.getByTestId('action-log').locator('tbody tr');
    // The unfiltered list may still be drawn for a moment after the choice.
    await expect
      .poll(async () => [...new Set(await rows.locator('td:nth-child(3)').allInnerTexts())])
      .toEqual(['Balance adjustment applied']);
    expect(await rows.first().innerText()).toContain(finance.username);
    // Its detail names each field in words, the amount as money, not minor units.
    const detailOf = (label: string) =>
      rows.first().locator('dl > div', { has: desk.locator('dt', { hasText: label }) });
    expect(await detailOf('Reason').locator('dd').innerText()).toBe(
      'Tournament prize paid by hand',
    );
    expect(await detailOf('Amount').locator('dd').innerText()).toBe('10,000.00 BDT');
    expect(await rows.first().locator('dt').allInnerTexts()).not.toContain('amountMinor');

    // The refused approval is the one expected failure (403) in the admin's console.
    expect(admin.errors.filter((error) => !error.includes('403'))).toEqual([]);
    expect(second.errors).toEqual([]);
    await admin.context.close();
    await second.context.close();
  });

  it('corrects a member’s locked full name on a phone, with the reason in the action log', async () => {
    const demo = await db()
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'KHELA')
      .executeTakeFirstOrThrow();
    const username = `fix${Date.now().toString(36)}`.slice(0, 14);
    const member = await createMember(db(), demo.id, { username, password: 'mine12345' });
    await db()
      .insertInto('memberProfiles')
      .values({
        memberId: member.id,
        merchantId: demo.id,
        fullName: 'Nasrin Akter',
        updatedAt: new Date(),
      })
      .execute();

    const { context, errors } = await openContext(browser, { width: 360 });
    const page = await context.newPage();
    await signInToDesk(page, await deskOperator(), '/ops/#members');
    const detail = await openMember(page, username);
    const form = detail.getByTestId('profile-correction');
    await form.getByLabel('Full name').fill('Nasreen Akter');
    await form.getByRole('button', { name: 'Save correction' }).click();
    await form.getByText('Write why the profile is corrected.').waitFor();
    await form.getByLabel('Reason (kept in the action log)').fill('Spelling as on the NID card');
    await form.getByRole('button', { name: 'Save correction' }).click();
    await form.getByText('The profile is corrected.').waitFor();
    await detail.getByTestId('member-profile').getByText('Nasreen Akter').first().waitFor();
    const saved = await db()
      .selectFrom('memberProfiles')
      .select('fullName')
      .where('memberId', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(saved.fullName).toBe('Nasreen Akter');
    const logged = await db()
      .selectFrom('operatorActions')
      .select('detail')
      .where('action', '=', 'member_profile_correct')
      .where('target', '=', `member:${member.id}`)
      .execute();
    expect(logged.map((row) => row.detail)).toEqual([
      {
        fullName: { from: 'Nasrin Akter', to: 'Nasreen Akter' },
        reason: 'Spelling as on the NID card',
      },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names a refused VIP level field beside it, and sets a member’s level after a review', async () => {
    const demo = await db()
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'KHELA')
      .executeTakeFirstOrThrow();
    const username = `vip${Date.now().toString(36)}`.slice(0, 14);
    const member = await createMember(db(), demo.id, { username, password: 'mine12345' });
    // In the programme at the demo's first level (Bronze), as an evaluation would put it.
    const ops = await opsAdmin();
    await ops('PUT', `/ops/api/vip/members/${member.id}?merchant=KHELA`, { rank: 1, labels: [] });

    const { context, errors } = await openContext(browser, { width: 1440 });
    const page = await context.newPage();
    await signInToDesk(page, await deskOperator(), '/ops/#vip');
    await page.getByTestId('vip-figures').waitFor();

    // Keeping Silver may not ask more than reaching it: the field says so, and nothing is saved.
    const silver = page.getByTestId('vip-level').nth(1);
    await silver.locator('summary').click();
    await silver.getByLabel('Deposits to keep (BDT)').fill('99999999');
    await page.getByTestId('vip-levels-save').click();
    await expect
      .poll(() => silver.locator('.vip-field-error').innerText())
      .toContain('keeping asks no more than reaching, at most 5,000.00 BDT.');
    expect(await silver.getByLabel('Deposits to keep (BDT)').getAttribute('aria-invalid')).toBe(
      'true',
    );

    // Bronze to Gold: the review says what will happen, Silver's and Gold's bonuses included.
    await page.getByTestId('vip-tab-members').click();
    await page.getByTestId('vip-members-query').fill(username);
    await page.getByTestId('vip-members').getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('vip-member-row').filter({ hasText: username });
    await row.getByRole('button', { name: `Set the level and labels of ${username}` }).click();
    const dialog = page.getByTestId('vip-member-dialog');
    await dialog.getByTestId('vip-member-rank').selectOption({ label: 'Level 3 · Gold' });
    await dialog.getByTestId('vip-member-labels').fill('whale, ');
    await dialog.getByRole('button', { name: 'Review' }).click();
    const summary = await dialog.getByTestId('vip-member-summary').innerText();
    expect(summary).toContain('The level goes from Level 1 · Bronze to Level 3 · Gold.');
    expect(summary).toContain('up to 250.00 BDT');
    await dialog.getByRole('button', { name: 'Confirm and save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Level 3 · Gold').waitFor();
    expect(await row.innerText()).toContain('whale');

    // The refused table is the one expected failure (400) in the console.
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
    await context.close();
  });

  it('names refused rebate settings beside their fields, then saves them and logs the change', async () => {
    const demo = await db()
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'KHELA')
      .executeTakeFirstOrThrow();
    const ops = await opsAdmin();
    const reportPath = '/ops/api/rebate?merchant=KHELA';
    const before = (await ops<RebateReport>('GET', reportPath)).settings;
    // The demo's settings back, so journeys that claim a rebate find them as seeded.
    onTestFinished(async () => {
      if (!before.isSaved) return;
      const { period, minClaim, turnoverMultiple } = before;
      await ops('PUT', '/ops/api/rebate/settings?merchant=KHELA', {
        period,
        minClaim,
        turnoverMultiple,
      });
    });

    // A merchant's own administrator, on a phone.
    const admin = await deskOperator('admin', demo.id);
    const { context, errors } = await openContext(browser, { width: 360 });
    const page = await context.newPage();
    await signInToDesk(page, admin, '/ops/#rebate');
    await page.getByTestId('rebate-state').waitFor();
    expect(await page.getByTestId('rebate-flag').innerText()).toBe('On');
    expect(await page.getByTestId('rebate-saved').innerText()).toBe('Saved');
    await page.getByTestId('rebate-ready').waitFor();
    // The rates are the VIP levels': the desk says so and links there.
    const rates = page.getByTestId('rebate-rates-note');
    expect(await rates.innerText()).toContain('set on each VIP level, on the VIP desk');
    expect(await rates.getByRole('link', { name: 'Open the VIP desk' }).getAttribute('href')).toBe(
      '#vip',
    );

    // A multiple in words is named at its field before anything is sent.
    const form = page.getByTestId('rebate-settings-form');
    const turnover = form.getByLabel('Turnover multiple');
    await form.getByLabel('Once a week').check();
    await turnover.fill('two');
    await form.getByRole('button', { name: 'Save settings' }).click();
    expect(await form.getByTestId('rebate-turnoverMultiple-error').innerText()).toBe(
      'Type a whole number from 0 to 100.',
    );
    expect(await turnover.getAttribute('aria-invalid')).toBe('true');

    // A minimum of 0 is refused by the server at its field, which takes the focus; nothing is
    // saved.
    await turnover.fill('2');
    await form.getByLabel('Minimum claim (BDT)').fill('0');
    await form.getByRole('button', { name: 'Save settings' }).click();
    const minClaim = form.getByLabel('Minimum claim (BDT)');
    await expect.poll(() => minClaim.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByTestId('rebate-minClaim-error').innerText()).toBe(
      'Please enter a valid amount.',
    );
    expect(await minClaim.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await turnover.getAttribute('aria-invalid')).toBeNull();
    expect((await ops<RebateReport>('GET', reportPath)).settings).toEqual(before);

    // Corrected, it is saved; the form starts again from what the server keeps.
    await minClaim.fill('5');
    await form.getByRole('button', { name: 'Save settings' }).click();
    expect(await page.getByTestId('rebate-settings-saved').innerText()).toBe(
      "Settings saved. Members' next claims follow them.",
    );
    await expect.poll(() => form.getByLabel('Minimum claim (BDT)').inputValue()).toBe('5.00');
    expect(await form.getByLabel('Once a week').isChecked()).toBe(true);
    expect(await form.getByTestId('rebate-minClaim-error').count()).toBe(0);
    // Saving again changes the settings, not the start of the programme.
    expect((await ops<RebateReport>('GET', reportPath)).settings).toEqual({
      ...before,
      period: 'week',
      minClaim: '5.00',
      turnoverMultiple: 2,
    });

    // The action log names the change in words, with the minimum typed.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Action log' }).click();
    const log = page.getByTestId('ops-actions');
    await log.getByLabel('Kind').selectOption({ label: 'Rebate settings saved' });
    const rows = log.getByTestId('action-log').locator('tbody tr');
    await expect
      .poll(async () => [...new Set(await rows.locator('td:nth-child(3)').allInnerTexts())])
      .toEqual(['Rebate settings saved']);
    expect(await rows.first().innerText()).toContain(admin.username);
    const minimum = rows
      .first()
      .locator('dl > div', { has: page.locator('dt', { hasText: 'Minimum claim' }) });
    expect(await minimum.locator('dd').innerText()).toBe('5');

    // The refused minimum is the one expected failure (400) in the console.
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
    await context.close();
  });

  it('changes the odds of a lottery play type, and the site offers the new odds', async () => {
    // An operator in London: draw times still show on the game's own clock (Dhaka).
    const { context, errors } = await openContext(browser, {
      width: 1440,
      timezoneId: 'Europe/London',
    });
    onTestFinished(() => restoreOdds('ELOTT3', 'bigSmall', '1.95'));
    const page = await context.newPage();
    await signInToDesk(page, await deskOperator());
    await page.getByTestId('nav-lottery').click();
    const game = page.getByTestId('lottery-ELOTT3');
    expect(await game.innerText()).toContain('every 3 minutes, betting closes 15 s before');
    await game.getByRole('button', { name: 'Play types and periods' }).click();
    const periods = page.getByTestId('lottery-periods');
    expect(await periods.innerText()).toContain('Times here are in Asia/Dhaka, GMT+6');
    // The scheduling job makes periods every minute (a fresh server's first within a minute):
    // the next one shows its draw at Dhaka time.
    const upcoming = periods.getByTestId('periods-upcoming');
    await upcoming.waitFor({ timeout: 90_000 });
    const ops = await opsAdmin();
    const listed = await ops<{ upcoming: { numero: string; drawsAt: string }[] }>(
      'GET',
      '/ops/api/lottery/games/ELOTT3/periods?merchant=KHELA',
    );
    const next = listed.upcoming[0];
    const dhaka = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Dhaka',
    });
    expect(await upcoming.getByTestId(`period-${next?.numero}`).innerText()).toContain(
      dhaka.format(new Date(next?.drawsAt ?? '')),
    );
    const offers = page.getByTestId('lottery-offers');
    expect(await offers.getByTestId('offer-bigSmall').getByTestId('offer-odds').innerText()).toBe(
      '×1.95',
    );

    const row = await setOdds(page, 'bigSmall', 'Big / small', '1.9');
    await row.getByTestId('offer-odds').getByText('×1.9', { exact: true }).waitFor();
    expect(await siteOdds('ELOTT3', 'bigSmall')).toBe('1.9');

    // Back to the demo's odds, so other journeys bet as they expect.
    await setOdds(page, 'bigSmall', 'Big / small', '1.95');
    await row.getByTestId('offer-odds').getByText('×1.95', { exact: true }).waitFor();
    expect(await siteOdds('ELOTT3', 'bigSmall')).toBe('1.95');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
