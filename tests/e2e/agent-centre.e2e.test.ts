import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, demoMemberSession, demoUrl, launchBrowser, openContext } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

/** The agent centre's pages, in the menu's order. */
const centrePages = [
  'agentAnnouncement',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  // The demo runs every kind of contract.
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
];

const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

describe('the agent centre', () => {
  it('opens every page on a phone without sideways scrolling', async () => {
    const agent = await demoMemberSession('acp', 0n, { isAgent: 1 });
    await demoMemberSession('acm', 300_00n, { uplineId: agent.memberId });
    const { context, errors } = await openContext(browser, {
      width: 360,
      storage: { hisLang: 'en' },
      session: agent.session,
    });
    const page = await context.newPage();
    for (const key of centrePages) {
      await page.goto(demoUrl(`/?ac=${key}`));
      await page.getByTestId(`ac-${key}`).or(page.getByTestId('agent-notices-empty')).waitFor();
      // A report shows its rows or says the period is empty, never a blank.
      if (key !== 'agentAnnouncement' && key !== 'registerCenter') {
        await page
          .locator(
            '[data-testid$=-report] table, [data-testid$=-report-empty], .agent-member, [data-testid=contract-statements-empty]',
          )
          .first()
          .waitFor();
      }
      expect(await overflowOf(page), key).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets an agent open an account, export its team profit and suspend a downline', async () => {
    const agent = await demoMemberSession('acs', 0n, { isAgent: 1 });
    const member = await demoMemberSession('acd', 500_00n, { uplineId: agent.memberId });
    const { context, errors } = await openContext(browser, {
      width: 360,
      storage: { hisLang: 'en' },
      session: agent.session,
    });
    const page = await context.newPage();

    // The register centre: the invitation, then a new player under the agent.
    await page.goto(demoUrl('/?ac=registerCenter'));
    await page.getByTestId('invite-code').waitFor();
    expect(await page.getByTestId('invite-link').innerText()).toContain('affiliateCode=');
    const form = page.getByTestId('downline-form');
    await form.getByTestId('downline-submit').click();
    expect(await form.getByTestId('error-username').innerText()).not.toBe('');
    const newUsername = `acn${Date.now().toString(36)}`;
    await form.locator('input[name=username]').fill(newUsername);
    await form.locator('input[name=password]').fill('secret123');
    await form.locator('input[name=confirmPassword]').fill('secret123');
    await form.getByTestId('downline-submit').click();
    await page.getByText(`Player account ${newUsername} is open.`).waitFor();

    // User profit and loss: the team's members, and the whole report as a CSV file.
    await page.goto(demoUrl('/?ac=palStatementsAgentCopy'));
    await page.getByTestId('profit-table').waitFor();
    expect(await page.getByTestId('profit-table').innerText()).toContain(member.username);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('report-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^team-profit-loss_.+\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(member.username);

    // Team management: the member's sheet, a suspension with a reason, then a restore.
    await page.goto(demoUrl('/?ac=downlineManagmentView'));
    await page.getByRole('button', { name: `Open ${member.username}` }).click();
    const sheet = page.getByTestId('downline-sheet');
    await sheet.getByTestId('downline-suspend').click();
    await sheet.getByTestId('downline-reason').fill('Shares the account');
    await sheet.getByTestId('downline-status-submit').click();
    await sheet.getByTestId('downline-restore').waitFor();
    expect(await sheet.locator('.downline-facts__standing dd').innerText()).toBe(
      'Suspended by an agent',
    );
    await sheet.getByTestId('downline-restore').click();
    await sheet.getByTestId('downline-reason').fill('Sorted out');
    await sheet.getByTestId('downline-status-submit').click();
    await sheet.getByTestId('downline-suspend').waitFor();
    // The transfer opens with the member filled in.
    await sheet.getByTestId('downline-transfer').click();
    await expect(sheet.locator('input[name=username]').inputValue()).resolves.toBe(member.username);
    expect(await overflowOf(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the join page', () => {
  it('takes a player’s application and then shows its status', async () => {
    const player = await demoMemberSession('acj');
    const { context, errors } = await openContext(browser, {
      width: 360,
      storage: { hisLang: 'en' },
      session: player.session,
    });
    const page = await context.newPage();
    await page.goto(demoUrl('/join'));
    const form = page.getByTestId('join-application-form');
    await form.locator('input[name=contact]').fill('+8801712345678');
    await form.locator('textarea[name=message]').fill('I run a cricket fan group of 3000 people.');
    await form.getByRole('button', { name: 'Send application' }).click();
    const status = page.getByTestId('join-application-status');
    await status.waitFor();
    expect(await status.getAttribute('data-status')).toBe('pending');
    expect(await page.getByTestId('join-application-form').count()).toBe(0);
    expect(await overflowOf(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
