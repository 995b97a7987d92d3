import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createRegistrationRules } from '../../apps/server/test/factories';
import { deskCaller, deskOperator } from './desk';
import {
  closeDb,
  db,
  launchBrowser,
  loginThroughApi,
  newMerchant,
  openSite,
  testDomain,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

/**
 * A browser that takes a merchant's own host for a secure origin, as its https address is in
 * production: registration seals its payload with WebCrypto, which plain http refuses.
 */
function browserTrusting(origin: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-dev-shm-usage',
      `--host-resolver-rules=MAP *.${testDomain} 127.0.0.1`,
      `--unsafely-treat-insecure-origin-as-secure=${origin}`,
    ],
  });
}

/** A merchant of its own with username registration and the standard field rules. */
async function profileMerchant() {
  const merchant = await newMerchant({
    defaultLanguage: 'en',
    flags: { USERNAMEREG3: true, MOBILENUMREG3: false },
  });
  await createRegistrationRules(db(), merchant.id);
  const admin = await deskCaller(await deskOperator('admin', merchant.id));
  const saveRule = (field: string, rule: Record<string, unknown>) =>
    admin('PUT', `/ops/api/content/registration/${field}?merchant=${merchant.code}`, {
      acceptedPattern: null,
      ...rule,
    });
  return { merchant, saveRule };
}

describe('the member profile', () => {
  it('on a 360 px phone a member fills the details, sees the rules in words, saves and finds them after a reload', async () => {
    const { merchant, saveRule } = await profileMerchant();
    // The merchant makes the occupation required, through the rules desk.
    await saveRule('occupation', {
      enabled: true,
      required: true,
      minLength: 2,
      maxLength: 40,
      patternId: null,
    });
    const username = `prof${Date.now().toString(36)}`;
    await createMember(db(), merchant.id, { username, password: 'mine12345' });
    const host = merchant.domain ?? '';
    const { token } = await loginThroughApi(host, username, 'mine12345');
    const player = await openSite(browser, {
      width: 360,
      session: { token, username, isAgent: '0' },
    });
    const { page } = player;
    await page.goto(merchant.url('/?mc=securityCenter'));
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    expect(await page.getByTestId('profile-details').locator('h3').innerText()).toBe(
      'Personal details',
    );

    // Bad values first: each field says what it wants, in the site's words; nothing is sent.
    await form.getByTestId('profile-nickname').fill('Salma');
    await form.getByTestId('profile-fullName').fill('Salma Akter');
    await form.getByTestId('profile-birthday').fill('2015-03-04');
    await form.getByTestId('profile-whatsapp').fill('+88 017');
    await form.getByTestId('profile-save').click();
    expect(await form.getByTestId('error-birthday').innerText()).toBe(
      'You must be 18 or older to play.',
    );
    expect(await form.getByTestId('error-whatsapp').innerText()).toMatch(/6 - 15 digits/);
    expect(await form.getByTestId('error-occupation').innerText()).toBe('Input cannot be empty');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'birthday',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    // Good values: saved, and a toast says so.
    await form.getByTestId('profile-birthday').fill('1990-05-17');
    await form.getByTestId('profile-whatsapp').fill('8801712345678');
    await form.getByTestId('profile-occupation').fill('Teacher');
    await form.getByTestId('profile-address').fill('House 12, Road 5, Dhanmondi');
    await form.getByTestId('profile-telegram').fill('salma_a');
    await form.getByTestId('profile-save').click();
    await page.getByTestId('toast').getByText('Your details are saved.').waitFor();

    // After a reload: the values are there, full name and birthday are set once.
    await page.reload();
    const reloaded = page.getByTestId('profile-form');
    await reloaded.waitFor();
    expect(await reloaded.getByTestId('profile-whatsapp').inputValue()).toBe('8801712345678');
    expect(await reloaded.getByTestId('profile-birthday').inputValue()).toBe('1990-05-17');
    expect(await reloaded.getByTestId('profile-address').inputValue()).toBe(
      'House 12, Road 5, Dhanmondi',
    );
    const fullName = reloaded.getByTestId('profile-fullName');
    expect(await fullName.inputValue()).toBe('Salma Akter');
    expect(await fullName.getAttribute('readonly')).not.toBeNull();
    await reloaded.getByText('Set once. To change it, contact customer service.').first().waitFor();
    // The nickname shows in the account summary too.
    await page
      .getByTestId('mc-securityCenter')
      .locator('.profile-list')
      .getByText('Salma', { exact: true })
      .waitFor();
    expect(player.errors).toEqual([]);
    await player.context.close();
  });

  it('shows a profile in Bengali by default', async () => {
    const merchant = await newMerchant({ flags: { USERNAMEREG3: true } });
    await createRegistrationRules(db(), merchant.id);
    const username = `profbn${Date.now().toString(36)}`;
    await createMember(db(), merchant.id, { username, password: 'mine12345' });
    const { token } = await loginThroughApi(merchant.domain ?? '', username, 'mine12345');
    const player = await openSite(browser, {
      width: 1440,
      language: 'bn',
      session: { token, username, isAgent: '0' },
    });
    await player.page.goto(merchant.url('/?mc=securityCenter'));
    const section = player.page.getByTestId('profile-details');
    await section.getByText('ব্যক্তিগত তথ্য').waitFor();
    await section.getByText('জন্মতারিখ', { exact: true }).waitFor();
    expect(player.errors).toEqual([]);
    await player.context.close();
  });
});

describe('registration extras', () => {
  it('shows the extra fields the rules desk turned on, checks them and keeps them', async () => {
    const { merchant, saveRule } = await profileMerchant();
    await saveRule('whatsapp', {
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 15,
      patternId: 'DIGITS_ONLY',
    });
    await saveRule('qqNum', {
      enabled: false,
      required: false,
      minLength: 5,
      maxLength: 12,
      patternId: 'DIGITS_ONLY',
    });
    const trusting = await browserTrusting(new URL(merchant.url('/')).origin);
    const player = await openSite(trusting, { width: 360 });
    const { page } = player;
    await page.goto(merchant.url('/register'));
    const form = page.getByTestId('register-form');
    const whatsapp = form.getByTestId('register-whatsapp');
    await whatsapp.waitFor();
    await form.getByText('WhatsApp number').waitFor();
    expect(await form.locator('input[name=qqNum]').count()).toBe(0);

    const username = `regx${Date.now().toString(36)}`;
    await form.locator('input[name=username]').fill(username);
    await form.locator('input[name=password]').fill('abc12345');
    await form.locator('input[name=confirmPassword]').fill('abc12345');
    await form.locator('input[name=age]').check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    expect(await page.getByTestId('error-whatsapp').innerText()).toBe('Input cannot be empty');

    await whatsapp.fill('8801712345678');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(merchant.url('/'));
    const row = await db()
      .selectFrom('members')
      .innerJoin('memberProfiles', 'memberProfiles.memberId', 'members.id')
      .select('memberProfiles.whatsapp')
      .where('members.merchantId', '=', merchant.id)
      .where('members.username', '=', username)
      .executeTakeFirstOrThrow();
    expect(row.whatsapp).toBe('8801712345678');
    expect(player.errors).toEqual([]);
    await player.context.close();
    await trusting.close();
  });
});
