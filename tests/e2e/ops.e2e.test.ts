import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUrl, launchBrowser, openContext } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

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
    await page.getByLabel('Password').fill('e2e-admin-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByTestId('ops-operator').innerText()).toContain('admin');
    await page.reload();
    expect(await page.getByTestId('ops-operator').innerText()).toContain('admin');
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
});
