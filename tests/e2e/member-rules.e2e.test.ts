import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../apps/server/test/factories';
import {
  closeDb,
  db,
  demoMemberSession,
  demoUrl,
  launchBrowser,
  openSite,
  passSlider,
  randomLocalMobile,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

/** A phone wide enough for the header's Log in button (narrower ones go to /login instead). */
const dialogWidth = 430;

/** From the header's Log in button to forgetPassModal, through the sign-in dialog's link. */
async function openForgetDialog(page: Page) {
  await page.getByTestId('auth-buttons').getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('login-modal').getByTestId('login-forgot').click();
  const dialog = page.getByTestId('forget-modal');
  await dialog.getByTestId('forget-dialog').waitFor();
  return dialog;
}

describe('forgot password dialog', () => {
  it('opens from the sign-in dialog, sends the link, and keeps a too-many-requests wait', async () => {
    const demo = await db()
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'KHELA')
      .executeTakeFirstOrThrow();
    const username = `fd${Date.now().toString(36)}`;
    const member = await createMember(db(), demo.id, { username, password: 'old12345' });
    const email = `${username}@khela.test`;
    await db().updateTable('members').set({ email }).where('id', '=', member.id).execute();
    const { context, errors, page } = await openSite(browser, { width: dialogWidth });
    await page.clock.install();
    // The server's refusal of one code too many, as it answers it (its limits: integration).
    await page.route('**/wps/verification/sms/noLogin', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          code: 'too_many_requests',
          message: 'Too many tries. Please wait a few minutes and try again.',
        }),
      }),
    );
    await page.goto(demoUrl('/'));
    let dialog = await openForgetDialog(page);
    expect(page.url()).toBe(demoUrl('/'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(dialogWidth);
    // The same forms as /forget: the phone method first (CHNGPASSVERIF3), e-mail beside it.
    await dialog.getByTestId('forget-phone-form').waitFor();
    await dialog.getByTestId('method-email').click();
    const emailForm = dialog.getByTestId('forget-email-form');
    await emailForm.locator('input[name=username]').fill(username);
    await emailForm.locator('input[name=email]').fill(email);
    await emailForm.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('toast').innerText()).toContain('30 minutes');
    const mail = await db()
      .selectFrom('mailOutbox')
      .select('bodyText')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.bodyText).toMatch(/\/forget\?token=/);

    dialog = await openForgetDialog(page);
    const phoneForm = dialog.getByTestId('forget-phone-form');
    await phoneForm.locator('input[name=mobileNum]').fill(randomLocalMobile('0151'));
    await passSlider(page, () => phoneForm.getByTestId('sms-send').click());
    await dialog.getByTestId('sms-too-many').waitFor();
    expect(await dialog.getByTestId('sms-too-many').innerText()).toMatch(
      /^Too many code requests\. You can ask for a new code in 0[45]:\d\d\.$/,
    );
    expect(await dialog.getByTestId('sms-send').isDisabled()).toBe(true);
    expect(await dialog.getByTestId('sms-send').innerText()).toMatch(/^0[45]:\d\d$/);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    dialog = await openForgetDialog(page);
    await dialog.getByTestId('sms-too-many').waitFor();
    expect(await dialog.getByTestId('sms-send').isDisabled()).toBe(true);
    // Four minutes on, still waiting; past five, the button asks again.
    await page.clock.fastForward(240_000);
    await page.waitForFunction(() =>
      /^0[01]:\d\d$/.test(document.querySelector('[data-testid=sms-send]')?.textContent ?? ''),
    );
    expect(await dialog.getByTestId('sms-send').isDisabled()).toBe(true);
    await page.clock.fastForward(61_000);
    await dialog.getByRole('button', { name: 'Get code' }).waitFor();
    expect(await dialog.getByTestId('sms-send').isDisabled()).toBe(false);
    expect(await dialog.getByTestId('sms-too-many').count()).toBe(0);
    expect(errors.filter((error) => !error.includes('429'))).toEqual([]);
    await context.close();
  });
});

describe('member centre and dialogs', () => {
  it('shows not found for pages it does not have, and Enter confirms the sign-out', async () => {
    const { session } = await demoMemberSession('mr');
    // The centre's own sign-out shows from 900 px (phones sign out from the drawer).
    const { context, errors, page } = await openSite(browser, { width: 1024, session });
    // A key the centre has no page for (any unknown key alike: unit tests).
    await page.goto(demoUrl('/?mc=luckyWheel'));
    await page.getByTestId('member-centre-not-found').waitFor();
    expect(await page.getByTestId('mc-securityCenter').count()).toBe(0);
    await page.getByRole('button', { name: 'Go to My account' }).click();
    await page.getByTestId('mc-securityCenter').waitFor();
    expect(new URL(page.url()).searchParams.get('mc')).toBe('securityCenter');

    const centre = page.getByTestId('member-centre');
    const signOut = centre.getByTestId('sign-out-dialog');
    // Escape closes the dialog only, not the centre under it.
    await centre.getByRole('button', { name: 'Sign out' }).click();
    await signOut.getByRole('button', { name: 'Confirm' }).waitFor();
    await page.keyboard.press('Escape');
    await signOut.waitFor({ state: 'hidden' });
    expect(await centre.isVisible()).toBe(true);
    // Enter on another button is that button's: the close button closes, nobody signs out.
    await centre.getByRole('button', { name: 'Sign out' }).click();
    await signOut.getByRole('button', { name: 'Confirm' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await signOut.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
    // Enter on the dialog confirms it.
    await centre.getByRole('button', { name: 'Sign out' }).click();
    await signOut.getByRole('button', { name: 'Confirm' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByTestId('auth-buttons').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await context.close();
  });
});

describe('chunk time-out', () => {
  it('fails a screen whose code has not arrived after 120 s with a retry', async () => {
    const { context, page } = await openSite(browser, { width: dialogWidth });
    await page.clock.install();
    // No service worker: its install would fetch the stalled file behind the page's back.
    await page.route('**/sw.js', (route) => route.abort());
    // The sign-in dialog's code never answers (a stalled connection).
    await page.route(/\/assets\/LoginMethods-[\w-]+\.js$/, () => undefined);
    await page.goto(demoUrl('/'));
    await page.getByTestId('auth-buttons').getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('login-modal').locator('.skeleton').first().waitFor();
    // The clock also runs on its own meanwhile (a slow machine's seconds): short of 120 s
    // by a margin, the dialog still waits; past it, it has failed.
    await page.clock.fastForward(110_000);
    expect(await page.getByTestId('route-error').count()).toBe(0);
    await page.clock.fastForward(10_000);
    const failure = page.locator('[data-testid=route-error][data-reason=chunk-timeout]');
    await failure.waitFor();
    expect(await failure.innerText()).toContain('This screen is taking too long to load');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('auth-buttons').waitFor();
    expect(await page.getByTestId('route-error').count()).toBe(0);
    await context.close();
  });
});
