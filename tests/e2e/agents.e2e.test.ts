import { sql } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerRepository } from '../../apps/server/src/domains/money/ledger/ledger.repository';
import { createLedgerService } from '../../apps/server/src/domains/money/ledger/ledger.service';
import { closeDb, db, demoMemberSession, demoUrl, launchBrowser, openContext } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

/** A bet and its win, as a game makes them through the vendor wallet's ledger moves. */
async function play(merchantId: string, memberId: string, stakeMinor: bigint, winMinor: bigint) {
  const ledger = createLedgerService({ repository: createLedgerRepository(db()) });
  const wallet = await ledger.account({ merchantId, kind: 'player', memberId, currency: 'BDT' });
  const games = await ledger.houseAccount(merchantId, 'games', 'BDT');
  const key = `e2e-agent:${memberId}:${Date.now()}`;
  await ledger.transfer({
    merchantId,
    debitAccountId: wallet,
    creditAccountId: games,
    amountMinor: stakeMinor,
    kind: 'bet',
    idempotencyKey: `${key}:bet`,
  });
  await ledger.transfer({
    merchantId,
    debitAccountId: games,
    creditAccountId: wallet,
    amountMinor: winMinor,
    kind: 'win',
    idempotencyKey: `${key}:win`,
  });
}

/** Folds the team activity until none of `memberIds`' waits (the server's job may fold too). */
async function foldFor(memberIds: string[]) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await sql`SELECT agent_team_fold(100000)`.execute(db());
    const { rows } = await sql<{ waiting: number }>`
      SELECT count(*)::int AS waiting FROM agent_activity_inbox
        WHERE member_id = ANY (${memberIds}::bigint[])`.execute(db());
    if (rows[0]?.waiting === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the team activity was never folded');
}

describe('the agent home', () => {
  it("shows an agent its team's figures for the period chosen, and a chart", async () => {
    const agent = await demoMemberSession('ag', 0n, { isAgent: 1 });
    const member = await demoMemberSession('tm', 500_00n, { uplineId: agent.memberId });
    await play(agent.merchantId, member.memberId, 120_00n, 80_00n);
    await foldFor([member.memberId]);

    const { context, errors } = await openContext(browser, {
      width: 360,
      storage: { hisLang: 'en' },
      session: agent.session,
    });
    const page = await context.newPage();
    await page.goto(demoUrl('/agentHome'));
    await page.locator('[data-testid=agent-dashboard][aria-busy=false]').waitFor();
    await expect(page.getByTestId('agent-team-size').textContent()).resolves.toBe('1');
    const figure = (name: string) =>
      page.getByTestId(`agent-figure-${name}`).locator('dd').first().innerText();
    await expect(figure('newMembers')).resolves.toBe('1');
    await expect(figure('activeMembers')).resolves.toBe('1');
    await expect(figure('deposit')).resolves.toMatch(/^500\.00\s+1 time$/);
    await expect(figure('validBet')).resolves.toMatch(/^120\.00/);
    await expect(figure('winLoss')).resolves.toBe('\u221240.00');
    // Last month had nothing of this team.
    await page.getByTestId('agent-period-lastMonth').click();
    await expect(figure('validBet')).resolves.toMatch(/^0\.00/);
    // The chart is drawn (the library arrives with it).
    await page.locator('.agent-chart canvas').waitFor();
    expect(await page.locator('.agent-chart canvas').getAttribute('height')).not.toBeNull();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);

    // The agent centre, from the account menu: team management finds the member.
    await page.getByTestId('agent-centre-open').click();
    await page.getByTestId('agent-centre').waitFor();
    await page.getByRole('button', { name: 'Team management' }).click();
    const list = page.getByTestId('ac-downlineManagmentView');
    await list.getByTestId('agent-member').first().waitFor();
    expect(await list.getByTestId('agent-member').count()).toBe(1);
    expect(await list.getByTestId('agent-member').innerText()).toContain(member.username);
    await list.getByRole('searchbox').fill('nobody-like-this');
    await list.getByRole('button', { name: 'Search' }).click();
    await list.getByTestId('agent-members-empty').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a member who is not an agent that the agent side is not theirs', async () => {
    const member = await demoMemberSession('na');
    const { context } = await openContext(browser, {
      storage: { hisLang: 'en' },
      session: member.session,
    });
    const page = await context.newPage();
    await page.goto(demoUrl('/agentHome'));
    await page.getByTestId('agent-only').waitFor();
    expect(await page.getByTestId('agent-dashboard').count()).toBe(0);
    // The agent centre is not theirs either, even by its address.
    await page.goto(demoUrl('/?ac=downlineManagmentView'));
    await page.getByTestId('page-home').waitFor();
    expect(await page.getByTestId('agent-centre').count()).toBe(0);
    await context.close();
  });
});
