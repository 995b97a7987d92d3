import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installHouseVendor } from '../../apps/server/src/vendors/house/install';
import { deskOperator, signInToDesk } from './desk';
import { closeDb, db, launchBrowser, newMerchant, openContext } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

const missionsOf = (merchantId: string) =>
  db()
    .selectFrom('missions')
    .select(['kind', 'target', 'rewardMinor', 'vassalage', 'gameCode', 'isActive'])
    .where('merchantId', '=', merchantId)
    .execute();

describe('the missions desk', () => {
  it('writes a mission named at its refused field, lists and logs it; finance only reads it', async () => {
    // A merchant of its own (no missions yet), with the in-house vendor's games to pick from.
    const merchant = await newMerchant({ defaultLanguage: 'en' });
    await installHouseVendor(db(), merchant.id);
    const admin = await deskOperator('admin', merchant.id);
    const { context, errors } = await openContext(browser, { width: 1440 });
    const page = await context.newPage();
    await signInToDesk(page, admin, '/ops/#missions');
    await page.getByTestId('missions-empty').waitFor();

    // A play mission asks for a game, not a game type; its target counts rounds.
    await page.getByTestId('mission-new').click();
    const dialog = page.getByTestId('mission-dialog');
    await dialog.getByLabel('English').fill('Spin Tiger Lotus 3 times');
    await dialog.getByLabel('Kind').selectOption({ label: 'Play rounds' });
    expect(await dialog.getByLabel('Game type').count()).toBe(0);
    await dialog.getByLabel('Vendor').selectOption('KHELA');
    await dialog.getByLabel('Game code').fill('tiger-lotus');
    const target = dialog.getByLabel('Rounds to play');
    await target.fill('2.5');
    await dialog.getByLabel('Reward (BDT)').fill('7.50');

    // Half a round is refused by the server at its field, which takes the focus; nothing is saved.
    await dialog.getByRole('button', { name: 'Create mission' }).click();
    await expect.poll(() => target.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByTestId('mission-target-error').innerText()).toBe(
      'This value is not valid',
    );
    expect(await target.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await missionsOf(merchant.id)).toEqual([]);

    // Corrected, it is saved and listed with its goal in words.
    await target.fill('3');
    await dialog.getByRole('button', { name: 'Create mission' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('mission-saved').innerText()).toContain(
      'Mission “Spin Tiger Lotus 3 times” saved.',
    );
    const row = page.getByTestId('missions-list').locator('tbody tr');
    expect(await row.count()).toBe(1);
    const text = await row.innerText();
    for (const part of ['Play KHELA · tiger-lotus 3 times', 'Daily', '7.50 BDT', 'On']) {
      expect(text).toContain(part);
    }
    expect(await missionsOf(merchant.id)).toEqual([
      {
        kind: 'play',
        target: '3',
        rewardMinor: '750',
        vassalage: 'KHELA',
        gameCode: 'tiger-lotus',
        isActive: true,
      },
    ]);

    // The action log names the change in words, by the operator who made it.
    await page.getByTestId('nav-actions').click();
    const log = page.getByTestId('ops-actions');
    await log.getByLabel('Kind').selectOption({ label: 'Mission created' });
    const rows = log.getByTestId('action-log').locator('tbody tr');
    await expect
      .poll(async () => [...new Set(await rows.locator('td:nth-child(3)').allInnerTexts())])
      .toEqual(['Mission created']);
    expect(await rows.first().innerText()).toContain(admin.username);
    // The refused target is the one expected failure (400) in the console.
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
    await context.close();

    // Finance, on a phone, follows the mission and what it pays but cannot write one.
    const finance = await deskOperator('finance', merchant.id);
    const phone = await openContext(browser, { width: 360 });
    const financePage = await phone.context.newPage();
    await signInToDesk(financePage, finance, '/ops/#missions');
    await financePage.getByTestId('missions-read-only').waitFor();
    const listed = financePage.getByTestId('missions-list').locator('tbody tr');
    expect(await listed.innerText()).toContain('Spin Tiger Lotus 3 times');
    expect(await financePage.getByTestId('mission-new').count()).toBe(0);
    expect(await financePage.getByTestId('mission-edit').count()).toBe(0);
    await financePage.getByTestId('missions-report-empty').waitFor();
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  }, 120_000);
});
