import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, db, demoMemberSession, demoUrl, launchBrowser, openContext } from './support';
import { deskOperator, signInToDesk } from './desk';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

const memberNamed = (username: string) =>
  db()
    .selectFrom('members')
    .select(['isAgent', 'uplineId', 'affiliateCode'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();

describe('the agents desk', () => {
  it("opens an agent, shows its figures, and approves a member's application", async () => {
    const { context, errors } = await openContext(browser, { width: 1440 });
    const page = await context.newPage();
    await signInToDesk(page, await deskOperator());
    await page.getByTestId('nav-agents').click();

    // A platform operator names the merchant; the demo's rules apply to the new account.
    await page.getByTestId('agents-tab-create').click();
    await page.getByLabel('Merchant').selectOption('KHELA');
    const form = page.getByTestId('agent-create');
    const username = `aa${Date.now().toString(36)}`;
    await form.getByLabel('Username', { exact: true }).fill(username);
    await form.getByLabel('Password', { exact: true }).fill('agent1pass');
    await form.getByLabel('Account type').selectOption({ label: 'Sub-agent' });
    await form.getByRole('button', { name: 'Create agent' }).click();
    await form.getByText(`${username} is now an agent.`).waitFor();
    const created = await memberNamed(username);
    expect(created).toMatchObject({ isAgent: 2, uplineId: null });
    expect(created.affiliateCode).toMatch(/^[A-Z2-9]{10}$/);

    // At the top of the network, with its team's figures by period.
    await page.getByTestId('agents-tab-network').click();
    await page.getByTestId(`agent-figures-${username}`).click();
    const figures = page.getByTestId('agent-figures');
    await figures.getByText(`Team figures of ${username}`).waitFor();
    await figures.getByText('Last month').waitFor();
    expect(await figures.getByTestId('agent-figures-periods').locator('tbody tr').count()).toBe(6);

    // A member's application from the join page, approved with a note.
    const applicant = await demoMemberSession('ap');
    const { id } = await db()
      .insertInto('agentApplications')
      .values({
        merchantId: applicant.merchantId,
        memberId: applicant.memberId,
        contact: 'club@example.com',
        message: 'I run a cricket club of forty players.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await page.getByTestId('agents-tab-applications').click();
    const application = page.getByTestId(`agent-application-${id}`);
    await application.getByLabel('Note').fill('Club checked by phone');
    await application.getByRole('button', { name: 'Approve' }).click();
    await application.waitFor({ state: 'detached' });
    await page.getByTestId('agent-applications-approved').click();
    await page.getByTestId(`agent-application-${id}`).getByText('Club checked by phone').waitFor();
    expect((await memberNamed(applicant.username)).isAgent).toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    // The applicant, still in the session it opened as a player, is an agent without signing
    // in again: the site takes the new account type from the server.
    const site = await openContext(browser, {
      width: 360,
      storage: { hisLang: 'en' },
      session: applicant.session,
    });
    const join = await site.context.newPage();
    await join.goto(demoUrl('/join'));
    await join.getByTestId('join-agent-centre').waitFor();
    expect(await join.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('1');
    expect(site.errors).toEqual([]);
    await site.context.close();
  }, 120_000);
});
