import type { Browser, Page } from 'playwright-core';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MembersTable } from '../../apps/server/src/db/schema';
import { createMember } from '../../apps/server/test/factories';
import { siteClient, startOpenIdProvider } from '../../apps/server/test/openid-provider';
import {
  closeDb,
  db,
  demoUrl,
  lastSmsCode,
  launchBrowser,
  loginThroughApi,
  newMerchant,
  noPopups,
  openContext,
  openSite,
  passSlider,
  randomLocalMobile,
} from './support';
import { opsAdmin } from './desk';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

// The demo merchant serves localhost, a secure context, so the browser's WebCrypto seals the
// encrypted calls exactly as in production.
const uniqueName = () =>
  `p${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 14);

/** The demo merchant's id (it serves localhost). */
async function demoMerchantId(): Promise<string> {
  const row = await db()
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'KHELA')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A member of the demo merchant, with an e-mail or an operator-set password if asked. */
async function demoMember(
  values: Parameters<typeof createMember>[2] &
    Partial<Pick<Insertable<MembersTable>, 'email' | 'mustChangePassword'>>,
) {
  const { email, mustChangePassword, ...member } = values;
  const created = await createMember(db(), await demoMerchantId(), member);
  if (email !== undefined || mustChangePassword !== undefined) {
    await db()
      .updateTable('members')
      .set({ email, mustChangePassword })
      .where('id', '=', created.id)
      .execute();
  }
  return created;
}

/** Fills and sends the login page's username form. */
async function submitLogin(page: Page, username: string, password: string) {
  const login = page.getByTestId('login-form-page');
  await login.locator('input[name=username]').fill(username);
  await login.locator('input[name=password]').fill(password);
  await passSlider(page, () => login.getByRole('button', { name: 'Log in' }).click());
}

/** Fills and sends the username registration form with a valid password and the 18+ box. */
async function registerByUsername(page: Page, username: string) {
  await page.getByTestId('method-username').click();
  const form = page.getByTestId('register-form');
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=password]').fill('abc12345');
  await form.locator('input[name=confirmPassword]').fill('abc12345');
  await form.locator('input[name=age]').check();
  await passSlider(page, () => form.getByRole('button', { name: 'Sign up' }).click());
}

describe('registration and sign-in', () => {
  it('shows the rules as translated field errors and refuses without the 18+ confirmation', async () => {
    const { context, errors } = await openContext(browser, { width: 360, session: noPopups });
    const page = await context.newPage();
    await page.goto(demoUrl('/register'));
    await page.getByTestId('method-username').click();
    const form = page.getByTestId('register-form');
    await form.locator('input[name=username]').fill('9lives');
    await form.locator('input[name=password]').fill('abc12345');
    await form.locator('input[name=confirmPassword]').fill('abc12399');
    await form.getByRole('button', { name: 'সাইন আপ' }).click();
    expect(await page.getByTestId('error-username').innerText()).toMatch(/[\u0980-\u09FF]/);
    expect(await page.getByTestId('error-confirmPassword').innerText()).toBe(
      'নিশ্চিতকরণ পাসওয়ার্ড সঠিক নয়।',
    );
    // In the merchant's digits: the demo writes Bengali screens' figures in Latin ones.
    expect(await form.innerText()).toContain('18');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'username',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('registers, is signed in, signs out from the phone menu, and signs in again', async () => {
    const username = uniqueName();
    const { context, errors, page } = await openSite(browser, { width: 360 });
    await page.goto(demoUrl('/register?referralCode=FRIEND7'));
    await page.getByTestId('method-username').click();
    const form = page.getByTestId('register-form');
    expect(await form.innerText()).toContain('FRIEND7');
    await form.locator('input[name=username]').fill(username);
    await form.locator('input[name=password]').fill('abc12345');
    await form.locator('input[name=confirmPassword]').fill('abc12345');
    await form.locator('input[name=age]').check();
    await passSlider(page, () => form.getByRole('button', { name: 'Sign up' }).click());
    await page.waitForURL(demoUrl('/'));
    expect(await page.getByTestId('account-area').innerText()).toContain(username);

    await page.getByRole('button', { name: 'Menu' }).last().click();
    await page.getByTestId('drawer').getByRole('button', { name: 'Sign out' }).click();
    await page.getByTestId('sign-out-dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('auth-buttons').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await page.goto(demoUrl('/login'));
    const login = page.getByTestId('login-form-page');
    await login.locator('input[name=username]').fill(username);
    await login.locator('input[name=password]').fill('wrong-password1');
    await passSlider(page, () => login.getByRole('button', { name: 'Log in' }).click());
    expect(await page.getByTestId('login-error').innerText()).toBe(
      'The username or password is incorrect.',
    );
    await login.locator('input[name=password]').fill('abc12345');
    await login.getByRole('checkbox', { name: 'Remember me' }).check();
    await passSlider(page, () => login.getByRole('button', { name: 'Log in' }).click());
    await page.waitForURL(demoUrl('/'));
    expect(await page.getByTestId('account-area').innerText()).toContain(username);

    // Remember-me keeps the username and a server token, never the password.
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).toContain(username);
    expect(stored).not.toContain('abc12345');

    // A new tab has no session of its own: the remember token opens one.
    const tab = await context.newPage();
    await tab.goto(demoUrl('/'));
    expect(await tab.getByTestId('account-area').innerText()).toContain(username);
    const before = JSON.parse(stored).rememberedLogin as string;
    const after = await tab.evaluate(() => localStorage.getItem('rememberedLogin') ?? '');
    expect(JSON.parse(after).token).not.toBe(JSON.parse(before).token);
    await tab.close();
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await context.close();
  });

  it('signs in from the desktop header form', async () => {
    const username = uniqueName();
    const { context, page } = await openSite(browser, { width: 1440 });
    await page.goto(demoUrl('/register'));
    await registerByUsername(page, username);
    await page.getByTestId('account-area').waitFor();
    // Registration ends on the home page; the menu opened before that would close with the move.
    await page.waitForURL(demoUrl('/'));
    await page.getByTestId('my-account').click();
    await page.getByTestId('account-menu').getByRole('button', { name: 'Sign out' }).click();
    await page.getByTestId('sign-out-dialog').getByRole('button', { name: 'Confirm' }).click();

    const inline = page.getByTestId('login-form-inline');
    await inline.locator('input[name=username]').fill(username);
    await inline.locator('input[name=password]').fill('abc12345');
    await passSlider(page, () => inline.getByRole('button', { name: 'Log in' }).click());
    expect(await page.getByTestId('account-area').innerText()).toContain(username);
    await context.close();
  });

  it('signs in and registers in dialogs over the current page', async () => {
    const username = uniqueName();
    const { context, errors, page } = await openSite(browser, { width: 768 });
    await page.goto(demoUrl('/rng'));
    await page.getByTestId('auth-buttons').getByRole('button', { name: 'Sign up' }).click();
    const register = page.getByTestId('register-modal');
    await register.getByTestId('method-username').click();
    const form = register.getByTestId('register-form');
    await form.locator('input[name=username]').fill(username);
    await form.locator('input[name=password]').fill('abc12345');
    await form.locator('input[name=confirmPassword]').fill('abc12345');
    await form.locator('input[name=age]').check();
    await passSlider(page, () => form.getByRole('button', { name: 'Sign up' }).click());
    await page.waitForURL(demoUrl('/'));
    await register.waitFor({ state: 'hidden' });
    await page.getByTestId('my-account').click();
    await page.getByTestId('account-menu').getByRole('button', { name: 'Sign out' }).click();
    await page.getByTestId('sign-out-dialog').getByRole('button', { name: 'Confirm' }).click();

    await page.getByTestId('auth-buttons').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByTestId('login-modal').getByTestId('login-form-page');
    await login.locator('input[name=username]').fill(username);
    await login.locator('input[name=password]').fill('abc12345');
    await passSlider(page, () => login.getByRole('button', { name: 'Log in' }).click());
    expect(await page.getByTestId('account-area').innerText()).toContain(username);
    // Signing in goes home, and the dialog closes with that navigation.
    await page.getByTestId('login-modal').waitFor({ state: 'hidden' });
    await page.waitForURL(demoUrl('/'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('forgets a session the server no longer knows', async () => {
    const { context } = await openContext(browser, {
      session: { ...noPopups, token: 'x'.repeat(43), username: 'ghost', isAgent: '0' },
    });
    const page = await context.newPage();
    await page.goto(demoUrl('/'));
    await page.getByTestId('auth-buttons').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await context.close();
  });
});

describe('forced password change', () => {
  it('demands a new password after signing in with an operator-set one', async () => {
    const username = uniqueName();
    await demoMember({ username, password: 'temp12345', mustChangePassword: true });
    const { context, page } = await openSite(browser, { width: 360 });
    await page.goto(demoUrl('/login'));
    await submitLogin(page, username, 'temp12345');
    await page.waitForURL(demoUrl('/'));
    const dialog = page.getByTestId('forced-password-change');
    await dialog.getByTestId('change-password-form').waitFor();
    expect(await dialog.locator('input[name=oldPassword]').count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.locator('input[name=newPassword]').fill('mine12345');
    await dialog.locator('input[name=confirmNewPassword]').fill('mine12345');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('toast').innerText()).toBe('Your password has been changed.');
    await page.reload();
    await page.getByTestId('account-area').waitFor();
    expect(await dialog.isVisible()).toBe(false);
    await context.close();
  });
});

describe('mobile registration and SMS sign-in', () => {
  it('registers with the code from the outbox, then signs in with a new code', async () => {
    const local = randomLocalMobile();
    const lastCode = () => lastSmsCode(local);
    const { context, errors, page } = await openSite(browser, { width: 360 });
    await page.goto(demoUrl('/register'));
    const form = page.getByTestId('mobile-register-form');
    await form.getByTestId('sms-send').click();
    expect(await form.getByTestId('error-mobileNum').innerText()).toBe(
      'Please enter a valid mobile number',
    );
    await form.locator('input[name=mobileNum]').fill(local);
    await passSlider(page, () => form.getByTestId('sms-send').click());
    await page.waitForFunction(() =>
      /\d+ s/.test(document.querySelector('[data-testid=sms-send]')?.textContent ?? ''),
    );
    expect(await form.getByTestId('sms-send').isDisabled()).toBe(true);
    await form.locator('input[name=verificationCode]').fill(await lastCode());
    await form.locator('input[name=password]').fill('abc12345');
    await form.locator('input[name=confirmPassword]').fill('abc12345');
    await form.locator('input[name=age]').check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(demoUrl('/'));
    expect(await page.getByTestId('account-area').innerText()).toContain(local);

    await page.evaluate(() => sessionStorage.removeItem('token'));
    await page.goto(demoUrl('/login'));
    await page.getByTestId('method-sms').click();
    const sms = page.getByTestId('login-form-sms');
    await sms.locator('input[name=mobileNum]').fill(local);
    await passSlider(page, () => sms.getByTestId('sms-send').click());
    await page.waitForFunction(() =>
      /\d+ s/.test(
        document.querySelector('[data-testid=login-form-sms] [data-testid=sms-send]')
          ?.textContent ?? '',
      ),
    );
    await sms.locator('input[name=verificationCode]').fill(await lastCode());
    await sms.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(demoUrl('/'));
    expect(await page.getByTestId('account-area').innerText()).toContain(local);
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await context.close();
  });
});

describe('forgot password', () => {
  it('resets by e-mail through the link in the outbox, and signs in', async () => {
    const username = uniqueName();
    await demoMember({ username, password: 'old12345', email: `${username}@khela.test` });
    const { context, page } = await openSite(browser, { width: 360 });
    await page.goto(demoUrl('/forget'));
    await page.getByTestId('method-email').click();
    const form = page.getByTestId('forget-email-form');
    await form.locator('input[name=username]').fill(username);
    await form.locator('input[name=email]').fill(`${username}@khela.test`);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    expect(await page.getByTestId('forget-message').innerText()).toContain('30 minutes');
    const mail = await db()
      .selectFrom('mailOutbox')
      .select('bodyText')
      .where('recipient', '=', `${username}@khela.test`)
      .executeTakeFirstOrThrow();
    const link = /(http\S+\/forget\?token=[A-Za-z0-9_-]+)/.exec(mail.bodyText)![1]!;
    await page.goto(link);
    const reset = page.getByTestId('forget-token-form');
    await reset.locator('input[name=newPassword]').fill('new12345');
    await reset.locator('input[name=confirmNewPassword]').fill('new12345');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(demoUrl('/'));
    expect(await page.getByTestId('account-area').innerText()).toContain(username);
    await context.close();
  });
});

describe('forgot password by phone', () => {
  it('sets a new password with the SMS code from the outbox and signs in at once', async () => {
    const username = uniqueName();
    const local = randomLocalMobile('0161');
    await demoMember({
      username,
      password: 'old12345',
      mobile: { countryDialingCode: '880', mobileNum: local },
    });
    const { context, errors, page } = await openSite(browser, { width: 360 });
    await page.goto(demoUrl('/forget'));
    const form = page.getByTestId('forget-phone-form');
    await form.locator('input[name=mobileNum]').fill(local);
    await passSlider(page, () => form.getByTestId('sms-send').click());
    await page.waitForFunction(() =>
      /\d+ s/.test(document.querySelector('[data-testid=sms-send]')?.textContent ?? ''),
    );
    await form.locator('input[name=verificationCode]').fill(await lastSmsCode(local));
    await form.locator('input[name=newPassword]').fill('new12345');
    await form.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(demoUrl('/'));
    expect(await page.getByTestId('account-area').innerText()).toContain(username);
    const signedIn = await loginThroughApi('localhost', username, 'new12345');
    expect(signedIn.userName).toBe(username);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('captcha after failed sign-ins', () => {
  it('shows a captcha after three failures and lets the right answer through', async () => {
    const username = uniqueName();
    await demoMember({ username, password: 'right12345' });
    const { context, page } = await openSite(browser, { width: 360 });
    await page.goto(demoUrl('/login'));
    const login = page.getByTestId('login-form-page');
    await login.locator('input[name=username]').fill(username);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await login.locator('input[name=password]').fill(`wrong-${attempt}x`);
      await passSlider(page, () => login.getByRole('button', { name: 'Log in' }).click());
      await page.getByTestId('login-error').waitFor();
    }
    const image = login.locator('.captcha-field__image img');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // Only the answer's hash is stored; four digits are quick to find from it.
    const newest = await db()
      .selectFrom('captchaChallenges')
      .select(['id', 'answerHash'])
      .where('usedAt', 'is', null)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    const { createHash } = await import('node:crypto');
    const answer = Array.from({ length: 10_000 }, (_, index) =>
      String(index).padStart(4, '0'),
    ).find((candidate) =>
      createHash('sha256').update(`${newest.id}:${candidate}`).digest().equals(newest.answerHash),
    );
    await login.locator('input[name=password]').fill('right12345');
    await login.locator('input[name=captcha]').fill(answer!);
    await passSlider(page, () => login.getByRole('button', { name: 'Log in' }).click());
    await page.waitForURL(demoUrl('/'));
    expect(await page.getByTestId('account-area').innerText()).toContain(username);
    await context.close();
  });
});

describe('member centre', () => {
  it('binds a mobile number and an e-mail address by code, and sets a payment password', async () => {
    const username = uniqueName();
    await demoMember({ username, password: 'mine12345' });
    const signedIn = await loginThroughApi('localhost', username, 'mine12345');
    const { context, errors, page } = await openSite(browser, {
      width: 360,
      session: { token: signedIn.token, username, isAgent: '0' },
    });
    await page.goto(demoUrl('/?mc=securityCenter'));
    const local = randomLocalMobile('0191');

    const avatar = page.getByTestId('security-avatar');
    await avatar.getByRole('button', { name: 'Change' }).click();
    await avatar.getByTestId('avatar-5').click();
    await page
      .locator('.header__avatar[src="/art/avatars/avatar-05.svg"]')
      .first()
      .waitFor({ state: 'attached' });

    const mobile = page.getByTestId('security-mobile');
    await mobile.getByRole('button', { name: 'Set up' }).click();
    await mobile.locator('input[name=mobileNum]').fill(local);
    await mobile.getByTestId('sms-send').click();
    await page.waitForFunction(() =>
      /\d+ s/.test(
        document.querySelector('[data-testid=security-mobile] [data-testid=sms-send]')
          ?.textContent ?? '',
      ),
    );
    await mobile.locator('input[name=verificationCode]').fill(await lastSmsCode(local));
    await mobile.locator('input[name=password]').fill('mine12345');
    await mobile.getByRole('button', { name: 'Bind' }).click();
    await mobile.getByRole('button', { name: 'Change' }).waitFor();
    expect(await mobile.innerText()).toContain(`${local.slice(0, 3)}****${local.slice(-3)}`);

    const email = page.getByTestId('security-email');
    await email.getByRole('button', { name: 'Set up' }).click();
    await email.locator('input[name=email]').fill(`${username}@khela.test`);
    await email.getByTestId('email-send').click();
    await email.getByTestId('email-note').waitFor();
    const mail = await db()
      .selectFrom('mailOutbox')
      .select('subject')
      .where('recipient', '=', `${username}@khela.test`)
      .executeTakeFirstOrThrow();
    await email.locator('input[name=verificationCode]').fill(/\b(\d{6})\b/.exec(mail.subject)![1]!);
    await email.locator('input[name=password]').fill('mine12345');
    await email.getByRole('button', { name: 'Bind' }).click();
    await email.getByText('Verified').waitFor();

    const payment = page.getByTestId('security-paymentPassword');
    await payment.getByRole('button', { name: 'Set up' }).click();
    await payment.locator('input[name=password]').fill('mine12345');
    await payment.locator('input[name=paymentPassword]').fill('12345');
    await payment.locator('input[name=confirmPaymentPassword]').fill('12345');
    await payment.getByRole('button', { name: 'Save' }).click();
    expect(await payment.getByTestId('error-paymentPassword').innerText()).toContain('6');
    await payment.locator('input[name=paymentPassword]').fill('135790');
    await payment.locator('input[name=confirmPaymentPassword]').fill('135790');
    await payment.getByRole('button', { name: 'Save' }).click();
    await payment.getByRole('button', { name: 'Change' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens my account from the header menu with the profile, and closes', async () => {
    const username = uniqueName();
    await demoMember({ username, password: 'mine12345', email: `${username}@khela.test` });
    const signedIn = await loginThroughApi('localhost', username, 'mine12345');
    const { context, errors, page } = await openSite(browser, {
      width: 1440,
      session: { token: signedIn.token, username, isAgent: '0' },
    });
    await page.goto(demoUrl('/rng'));
    await page.getByTestId('my-account').click();
    await page.getByTestId('account-menu').getByRole('link', { name: 'My account' }).click();
    const centre = page.getByTestId('member-centre');
    await centre.getByTestId('mc-securityCenter').waitFor();
    expect(new URL(page.url()).searchParams.get('mc')).toBe('securityCenter');
    const text = await centre.innerText();
    expect(text).toContain(username);
    expect(text).toContain(`${username.slice(0, 2)}***@khela.test`);
    await centre.locator('.member-centre__head').getByRole('button', { name: 'Close' }).click();
    await centre.waitFor({ state: 'detached' });
    await page.getByTestId('my-account').click();
    await page.getByTestId('account-menu').getByRole('link', { name: 'My account' }).click();
    await centre.waitFor();
    await page.keyboard.press('Escape');
    await centre.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('signed-in header', () => {
  it('keeps Deposit one click away at 360 px and lists records and my account in the menu', async () => {
    const username = uniqueName();
    await demoMember({ username, password: 'mine12345' });
    const signedIn = await loginThroughApi('localhost', username, 'mine12345');
    const { context, errors, page } = await openSite(browser, {
      width: 360,
      session: { token: signedIn.token, username, isAgent: '0' },
    });
    await page.goto(demoUrl('/'));
    // The bottom bar marks the page it is on, and no other.
    await page.getByTestId('tab-bar').waitFor();
    const tabColours = await page
      .getByTestId('tab-bar')
      .locator('.tab-bar__item')
      .evaluateAll((items) =>
        items.map((item) => getComputedStyle(item.querySelector('svg') ?? item).color),
      );
    expect(new Set(tabColours.slice(1)).size).toBe(1);
    expect(tabColours[0]).not.toBe(tabColours[1]);
    const deposit = page.getByTestId('header-deposit');
    const box = await deposit.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    await deposit.click();
    await page.getByTestId('member-centre').waitFor();
    expect(new URL(page.url()).searchParams.get('mc')).toBe('depositv2');
    await page.keyboard.press('Escape');
    await page.getByTestId('my-account').click();
    const menu = page.getByTestId('account-menu');
    const items = await menu.locator('.account-menu__item').allInnerTexts();
    expect(items.map((item) => item.trim())).toEqual([
      'Deposit',
      'Account records',
      'Betting records',
      'My account',
      'Sign out',
    ]);
    await menu.getByRole('link', { name: 'Betting records' }).click();
    await page.waitForURL(/mc=personalHistoryCopy/);
    expect(await menu.isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('free play', () => {
  it('opens a trial account from the login page, which real-account features refuse', async () => {
    const { context, errors, page } = await openSite(browser, { width: 360 });
    await page.goto(demoUrl('/login'));
    await page.getByTestId('free-play').click();
    await page.waitForURL(demoUrl('/'));
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
    const balance = page.getByTestId('balance');
    await balance.getByText('2,000.00').waitFor();
    expect(await balance.textContent()).toContain('Play money');
    await balance.getByRole('button', { name: 'Hide the balance' }).click();
    expect(await page.getByTestId('balance-value').innerText()).toBe('••••••');
    await balance.getByRole('button', { name: 'Show the balance' }).click();
    await page.goto(demoUrl('/?mc=securityCenter'));
    const warning = page.getByTestId('real-account-required');
    expect(await warning.innerText()).toContain(
      'Please register a real account to use this feature.',
    );
    await warning.getByRole('button', { name: 'Register a real account' }).click();
    await page.waitForURL(demoUrl('/register'));
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    // A request the page sent just before the trial ended may be answered after it: a 401
    // (CI33 saw the favourites' list), which the site then ignores.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await context.close();
  });
});

describe('social sign-in', () => {
  it('signs in through a real OpenID provider and comes back signed in', async () => {
    const merchant = await newMerchant({ flags: { SOCIALLOGIN: true } });
    const callback = merchant.url('/wps/social/google/callback');
    const provider = await startOpenIdProvider([callback]);
    try {
      await db()
        .insertInto('socialProviders')
        .values({
          merchantId: merchant.id,
          key: 'google',
          displayName: 'Google',
          issuerUrl: provider.issuer,
          clientId: siteClient.clientId,
          clientSecret: siteClient.clientSecret,
          isEnabled: true,
          sortOrder: 0,
        })
        .execute();
      const { context, page } = await openSite(browser, { width: 360 });
      await page.goto(merchant.url('/login'));
      await page.getByTestId('social-google').click();
      // The provider's own pages: sign in as 'asha', then agree to share.
      await page.locator('input[name=login]').fill('asha');
      await page.locator('input[name=password]').fill('any-password');
      await page.locator('button[type=submit]').click();
      await page.locator('button[type=submit]').click();
      await page.getByTestId('account-area').waitFor();
      expect(await page.getByTestId('account-area').innerText()).toMatch(/google_/);
      expect(new URL(page.url()).hash).toBe('');
      const linked = await db()
        .selectFrom('socialIdentities')
        .select('subject')
        .where('merchantId', '=', merchant.id)
        .execute();
      expect(linked).toEqual([{ subject: 'asha' }]);
      await context.close();
    } finally {
      await provider.close();
    }
  });
});

describe('invitation codes', () => {
  it('joins the agent of a valid link, and warns about a bad one', async () => {
    const { context, errors, page } = await openSite(browser, { width: 360 });
    await page.goto(demoUrl('/register?affiliateCode=NOPE404'));
    const warning = page.getByTestId('invitation-warning');
    await warning.getByText('Invalid invitation code.').waitFor();
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('method-username').click();
    const form = page.getByTestId('register-form');
    expect(await form.locator('input[name=affiliateCode]').count()).toBe(1);

    const username = uniqueName();
    await page.goto(demoUrl('/register?affiliateCode=KHELA88'));
    await page.getByTestId('method-username').click();
    expect(await page.getByTestId('invitation-code').innerText()).toContain('KHELA88');
    expect(await form.locator('input[name=affiliateCode]').count()).toBe(0);
    await registerByUsername(page, username);
    await page.waitForURL(demoUrl('/'));
    const joined = await db()
      .selectFrom('members as member')
      .innerJoin('members as agent', 'agent.id', 'member.uplineId')
      .select('agent.username')
      .where('member.username', '=', username)
      .executeTakeFirstOrThrow();
    expect(joined.username).toBe('khelaagent');
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
    await context.close();
  });
});

describe('wallet balance', () => {
  it('shows the balance in the header and follows the ledger live', async () => {
    const username = uniqueName();
    const member = await demoMember({ username, password: 'mine12345' });
    const signedIn = await loginThroughApi('localhost', username, 'mine12345');
    const { context, errors, page } = await openSite(browser, {
      width: 360,
      session: { token: signedIn.token, username, isAgent: '0' },
    });
    await page.goto(demoUrl('/'));
    const value = page.getByTestId('balance-value');
    await value.getByText('0.00').waitFor();
    // Money arrives while the page is open (an operator's credit): the balance stream brings
    // it without a reload.
    const ops = await opsAdmin();
    await ops('POST', `/ops/api/members/${member.id}/adjustments`, {
      direction: 'credit',
      amount: '1234.50',
      reason: 'Live balance check',
      idempotencyKey: `e2e-${username}`,
    });
    await value.getByText('1,234.50').waitFor();
    // A click asks the server again, the figure kept (dimmed, busy) until it answers.
    let asked = 0;
    await page.route('**/wps/v2/wallets/balance', async (route) => {
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const refresh = page.getByRole('button', { name: 'Refresh the balance' });
    await refresh.click();
    await page.locator('.balance__amount[aria-busy=true]').waitFor();
    expect(await value.innerText()).toBe('1,234.50');
    await page.locator('.balance__amount[aria-busy=false]').waitFor();
    expect(await value.innerText()).toBe('1,234.50');
    expect(asked).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
