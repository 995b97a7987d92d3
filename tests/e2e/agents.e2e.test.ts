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
  // The in-house vendor's round, as its wallet calls name it (team betting reads the vendor).
  const reference = `vendor:KHELA:${key}`;
  await ledger.transfer({
    merchantId,
    debitAccountId: wallet,
    creditAccountId: games,
    amountMinor: stakeMinor,
    kind: 'bet',
    reference,
    idempotencyKey: `${key}:bet`,
  });
  await ledger.transfer({
    merchantId,
    debitAccountId: games,
    creditAccountId: wallet,
    amountMinor: winMinor,
    kind: 'win',
    reference,
    idempotencyKey: `${key}:win`,
  });
}

/** A deposit credited to the member's wallet, as the cashier's approval makes it. */
async function deposit(merchantId: string, memberId: string, amountMinor: bigint) {
  const ledger = createLedgerService({ repository: createLedgerRepository(db()) });
  await ledger.transfer({
    merchantId,
    debitAccountId: await ledger.houseAccount(merchantId, 'cash', 'BDT'),
    creditAccountId: await ledger.account({
      merchantId,
      kind: 'player',
      memberId,
      currency: 'BDT',
    }),
    amountMinor,
    kind: 'deposit',
    idempotencyKey: `e2e-agent-deposit:${memberId}:${Date.now()}`,
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

describe("an agent's team, from the register centre to the reports", () => {
  it('opens a sub-agent and a player, then sees what the player did in every report', async () => {
    const agent = await demoMemberSession('rc', 0n, { isAgent: 1 });
    const { context, errors } = await openContext(browser, {
      width: 360,
      storage: { hisLang: 'en' },
      session: agent.session,
    });
    const page = await context.newPage();
    await page.goto(demoUrl('/?ac=registerCenter'));
    const form = page.getByTestId('downline-form');
    const open = async (kind: 'agent' | 'member', username: string) => {
      await form.getByTestId(`downline-kind-${kind}`).click();
      await form.locator('input[name=username]').fill(username);
      await form.locator('input[name=password]').fill('secret123');
      await form.locator('input[name=confirmPassword]').fill('secret123');
      await form.getByTestId('downline-submit').click();
      const word = kind === 'agent' ? 'Sub-agent' : 'Player';
      await page.getByText(`${word} account ${username} is open.`).waitFor();
    };
    const stamp = Date.now().toString(36);
    await open('agent', `rcsub${stamp}`);
    await open('member', `rcplay${stamp}`);
    const { rows } = await sql<{ id: string; username: string; isAgent: number }>`
      SELECT id::text, username, is_agent AS "isAgent" FROM members
        WHERE upline_id = ${agent.memberId} ORDER BY username`.execute(db());
    expect(rows.map((row) => [row.username, row.isAgent])).toEqual([
      [`rcplay${stamp}`, 0],
      [`rcsub${stamp}`, 2],
    ]);
    const player = rows[0]!;

    // The player deposits and plays; the figures are folded.
    await deposit(agent.merchantId, player.id, 300_00n);
    await play(agent.merchantId, player.id, 120_00n, 50_00n);
    await foldFor([player.id]);

    // The overview counts the team and what it did today.
    await page.goto(demoUrl('/agentHome'));
    await page.locator('[data-testid=agent-dashboard][aria-busy=false]').waitFor();
    await expect(page.getByTestId('agent-team-size').textContent()).resolves.toBe('2');
    const figure = (name: string) =>
      page.getByTestId(`agent-figure-${name}`).locator('dd').first().innerText();
    await expect(figure('validBet')).resolves.toMatch(/^120\.00/);

    // Team betting, by member and by vendor.
    await page.goto(demoUrl('/?ac=personalHistoryCopy'));
    const betting = page.getByTestId('betting-table');
    await betting.waitFor();
    expect(await betting.getByTestId('betting-table-row').innerText()).toContain(player.username);
    expect(await betting.getByTestId('betting-table-row').innerText()).toContain('120.00');
    await page.getByTestId('betting-group-vendor').click();
    await page.getByTestId('betting-table-row').filter({ hasText: '120.00' }).waitFor();

    // Profit and loss per member: the player lost 70.00.
    await page.goto(demoUrl('/?ac=palStatementsAgentCopy'));
    const profit = page.getByTestId('profit-table');
    await profit.waitFor();
    const row = profit.getByTestId('profit-table-row').filter({ hasText: player.username });
    expect(await row.innerText()).toContain('300.00');
    expect(await row.innerText()).toMatch(/[−-]70\.00/);

    // Transaction details: the deposit.
    await page.goto(demoUrl('/?ac=agentDownlineTransactionDetailsCopy'));
    await page.getByText(player.username).first().waitFor();

    // Moved to another agent by an operator, the player's past stays in this team's figures.
    const rival = await demoMemberSession('rv', 0n, { isAgent: 1 });
    await sql`UPDATE members SET upline_id = ${rival.memberId} WHERE id = ${player.id}`.execute(
      db(),
    );
    await page.goto(demoUrl('/agentHome'));
    await page.locator('[data-testid=agent-dashboard][aria-busy=false]').waitFor();
    await expect(page.getByTestId('agent-team-size').textContent()).resolves.toBe('1');
    await expect(figure('validBet')).resolves.toMatch(/^120\.00/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
