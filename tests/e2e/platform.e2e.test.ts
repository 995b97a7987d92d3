import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { enrolTwoFactor } from '../../apps/server/test/factories';
import { totpSecretText } from '../../apps/server/src/domains/platform/desk/totp';
import { authenticatorFor } from './authenticator';
import { closeDb, db, launchBrowser, openContext, testDomain } from './support';
import { deskOperator, opsAdmin, signInToDesk } from './desk';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

const suffix = () => randomBytes(3).toString('hex');
const siteOf = (host: string, path = '/') => `http://${host}:${inject('e2ePort')}${path}`;

/** What a merchant's site says about itself, read from its own host in the browser. */
async function siteFacts(page: Page, host: string) {
  await page.goto(siteOf(host));
  // The app's own header (the painted frame before it is only a picture).
  await page.locator('a.header__logo').waitFor();
  return page.evaluate(async () => {
    const get = (path: string) =>
      fetch(path, { headers: { Device: 'web' } }).then(
        (response) => response.json() as Promise<{ value: unknown }>,
      );
    const banners = (await get('/wps/system/banners?group=home')).value as unknown[];
    return {
      brand: document.querySelector('a.header__logo')?.getAttribute('aria-label') ?? '',
      primary: getComputedStyle(document.documentElement)
        .getPropertyValue('--brand-primary')
        .trim(),
      banners: banners.length,
    };
  });
}

describe('outbox page', () => {
  it('shows the platform owner the codes this test deployment kept instead of sending', async () => {
    const merchant = await db()
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'KHELA')
      .executeTakeFirstOrThrow();
    const recipient = `88017${Date.now().toString().slice(-8)}`;
    await db()
      .insertInto('smsOutbox')
      .values({
        merchantId: merchant.id,
        recipient,
        body: 'Khela: your code is 424242',
        provider: 'outbox',
        status: 'stored',
        createdAt: new Date(),
      })
      .execute();
    const { context, errors } = await openContext(browser, { width: 360 });
    const page = await context.newPage();
    await signInToDesk(page, await deskOperator('owner'), '/ops/#outbox');
    const outbox = page.getByTestId('ops-outbox');
    await outbox.getByLabel('To (number or address)').fill(recipient);
    await outbox.getByText('Khela: your code is 424242').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('platform desk', () => {
  it('makes a merchant in the back office: two brands on two hosts, each with its own brand and data, and one’s operator cannot see the other', async () => {
    const first = {
      code: `TIGER${suffix()}`.toUpperCase(),
      host: `tiger${suffix()}.${testDomain}`,
    };
    const second = {
      code: `LOTUS${suffix()}`.toUpperCase(),
      host: `lotus${suffix()}.${testDomain}`,
    };
    const ownerName = `tigerowner${suffix()}`;
    const { context, errors } = await openContext(browser);
    const page = await context.newPage();
    await signInToDesk(page, await deskOperator('owner'), '/ops/#merchants');

    // The first through the desk's form, copying the demo's content, games and payments.
    await page.getByRole('button', { name: 'New merchant' }).click();
    const form = page.getByTestId('platform-create');
    await form.locator('input[name="code"]').fill(first.code);
    await form.getByLabel('Brand name').fill('Tiger Palace');
    await form.locator('textarea[name="domains"]').fill(first.host);
    await form.getByLabel('Main colour').fill('#7c3aed');
    await form.getByLabel('Copy from').selectOption('KHELA');
    await form.locator('input[name="username"]').fill(ownerName);
    await form.locator('input[name="password"]').fill('tiger-owner-password');
    await form.getByRole('button', { name: 'Create the merchant' }).click();
    const card = page.getByTestId(`platform-merchant-${first.code}`);
    await card.waitFor();
    await card.getByText(first.host).waitFor();

    // The second through the API, empty (no template), in its own colours.
    const ops = await opsAdmin();
    await ops('POST', '/ops/api/platform/merchants', {
      code: second.code,
      name: 'Lotus Club',
      domains: [{ domain: second.host, device: 0 }],
      currency: 'BDT',
      languages: ['en', 'bn'],
      defaultLanguage: 'en',
      timeZone: 'Asia/Dhaka',
      colorPrimary: '#0e7490',
      colorAccent: '#f59e0b',
      flags: {},
      owner: { username: `lotusowner${suffix()}`, password: 'lotus-owner-password' },
    });

    const site = await context.newPage();
    const tiger = await siteFacts(site, first.host);
    const lotus = await siteFacts(site, second.host);
    expect(tiger).toMatchObject({ brand: 'Tiger Palace', primary: '#7c3aed' });
    expect(tiger.banners).toBeGreaterThan(0);
    expect(lotus).toEqual({ brand: 'Lotus Club', primary: '#0e7490', banners: 0 });

    // The first merchant's owner (its authenticator set up) sees its own merchant only.
    const owner = await db()
      .selectFrom('operators')
      .select('id')
      .where('username', '=', ownerName)
      .executeTakeFirstOrThrow();
    const secret = randomBytes(20);
    await enrolTwoFactor(db(), owner.id, [], secret);
    const own = await openContext(browser);
    const desk = await own.context.newPage();
    await signInToDesk(desk, {
      username: ownerName,
      password: 'tiger-owner-password',
      code: authenticatorFor(totpSecretText(secret)),
    });
    await desk.getByTestId('nav-operators').waitFor();
    expect(await desk.getByTestId('nav-merchants').count()).toBe(0);
    expect(await desk.getByTestId('nav-outbox').count()).toBe(0);
    await desk.getByTestId('nav-operators').click();
    await desk.getByTestId(`operator-${ownerName}`).waitFor();
    expect(own.errors).toEqual([]);
    // Asking for the platform desk or the other merchant's desk: refused (the browser logs both).
    const refused = await desk.evaluate(async (code) => {
      const token = sessionStorage.getItem('opsToken') ?? '';
      const call = (path: string) =>
        fetch(path, { headers: { authorization: token } }).then(
          (response) => response.json() as Promise<{ code?: string; value?: unknown }>,
        );
      return {
        platform: (await call('/ops/api/platform/merchants')).code,
        other: (await call(`/ops/api/content?merchant=${code}`)).code,
        merchants: (await call('/ops/api/merchants')).value,
      };
    }, second.code);
    expect(refused.platform).toBe('forbidden');
    expect(refused.other).toBe('not_found');
    expect(refused.merchants).toEqual([expect.objectContaining({ code: first.code })]);
    expect(errors).toEqual([]);
    await own.context.close();
    await context.close();
  });
});
