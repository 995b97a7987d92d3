import { sql } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, db, launchBrowser, openContext } from './support';
import { deskOperator, signInToDesk } from './desk';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

/** The scheduling job runs every minute; the demo merchant's periods come with its first run. */
const periodsWaitMs = 90_000;
/** A period drawing sooner than this might draw while the test runs. */
const drawAfterMs = 3_600_000;

/**
 * A daily Northern period of the merchant drawing in an hour or more, its betting closed a
 * minute ago: the state of a period whose exposure is known, on the real clock.
 */
async function lockedPeriod(merchantId: string): Promise<{ id: string; numero: string }> {
  const deadline = Date.now() + periodsWaitMs;
  for (;;) {
    const period = await db()
      .selectFrom('lotteryPeriods as p')
      .innerJoin('lotteryGames as g', 'g.id', 'p.lotteryGameId')
      .select(['p.id', 'p.numero'])
      .where('p.merchantId', '=', merchantId)
      .where('g.gameId', '=', 'VN_MB')
      .where('p.status', '=', 'open')
      .where('p.drawsAt', '>', new Date(Date.now() + drawAfterMs))
      .orderBy('p.drawsAt')
      .executeTakeFirst();
    if (period) {
      await db()
        .updateTable('lotteryPeriods')
        .set({
          opensAt: sql`least(opens_at, now() - interval '2 minutes')`,
          locksAt: sql`now() - interval '1 minute'`,
        })
        .where('id', '=', period.id)
        .execute();
      return period;
    }
    if (Date.now() > deadline) throw new Error('no Northern period scheduled');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe('the lottery desk', () => {
  it('asks to cancel a period after betting closed; another operator approves it', async () => {
    // The demo merchant: a new one's periods would wait for the minute job's next run.
    const merchant = await db()
      .selectFrom('merchants')
      .select(['id', 'code'])
      .where('code', '=', 'KHELA')
      .executeTakeFirstOrThrow();
    // Both accounts exist before the request: one made after it may not decide it.
    const asker = await deskOperator('admin');
    const approver = await deskOperator('owner');
    const period = await lockedPeriod(merchant.id);
    const reason = 'Results feed down at the draw';

    // The administrator asks: the dialog and the answer say it waits for another operator.
    const first = await openContext(browser, { width: 1440 });
    const desk = await first.context.newPage();
    await signInToDesk(desk, asker, '/ops/#lottery');
    await desk.getByLabel('Merchant').selectOption(merchant.code);
    await desk
      .getByTestId('lottery-VN_MB')
      .getByRole('button', { name: 'Play types and periods' })
      .click();
    const row = desk.getByTestId('periods-upcoming').getByTestId(`period-${period.numero}`);
    await row.getByText('Betting closed').waitFor();
    await row.getByRole('button', { name: `Cancel period ${period.numero}` }).click();
    const dialog = desk.getByTestId('cancel-period-dialog');
    const summary = await dialog.getByTestId('cancel-period-summary').innerText();
    expect(summary).toContain('another operator (an owner or administrator) must approve it');
    expect(summary).toContain('seed and the result it would have had are published');
    await dialog.getByLabel('Reason (for the players and the action log)').fill(reason);
    await dialog.getByRole('button', { name: 'Ask for cancellation' }).click();
    const result = desk.getByTestId('cancel-period-result');
    await result.waitFor();
    expect(await result.getAttribute('data-status')).toBe('pending');
    expect(await result.innerText()).toContain('another operator must approve it');
    await row.getByText('Cancellation asked').waitFor();
    const asked = desk.getByTestId('lottery-cancels').locator('article', { hasText: reason });
    expect(await asked.getAttribute('data-status')).toBe('pending');
    expect(await asked.innerText()).toContain('You asked for this one');
    expect(await asked.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    // The owner, on a phone, approves it.
    const second = await openContext(browser, { width: 360 });
    const phone = await second.context.newPage();
    await signInToDesk(phone, approver, '/ops/#lottery');
    await phone.getByLabel('Merchant').selectOption(merchant.code);
    const note = phone.getByTestId('lottery-cancels-waiting');
    expect(await note.innerText()).toContain('1 cancellation waits for a second operator.');
    await note.getByRole('button', { name: 'Go to cancellations' }).click();
    const waiting = phone.getByTestId('lottery-cancels').locator('article', { hasText: reason });
    expect(await waiting.innerText()).toContain(`Northern (Hà Nội), period ${period.numero}`);
    await waiting.getByRole('button', { name: 'Approve' }).click();
    const decide = phone.getByTestId('decide-cancel-dialog');
    expect(await decide.innerText()).toContain(`${asker.username} asked to cancel period`);
    await decide.getByRole('button', { name: 'Approve' }).click();
    await decide.waitFor({ state: 'detached' });
    await waiting.getByText('Approved', { exact: true }).waitFor();
    expect(await waiting.getAttribute('data-status')).toBe('approved');
    expect(await waiting.innerText()).toContain(approver.username);
    expect(await waiting.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    const cancelled = await db()
      .selectFrom('lotteryPeriods')
      .select(['status', 'cancelReason'])
      .where('id', '=', period.id)
      .executeTakeFirstOrThrow();
    expect(cancelled).toEqual({ status: 'cancelled', cancelReason: reason });

    // The administrator's desk shows it decided once it asks again.
    await desk.getByTestId('lottery-cancels').getByRole('button', { name: 'Refresh' }).click();
    await asked.getByText('Approved', { exact: true }).waitFor();
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    await first.context.close();
    await second.context.close();
  }, 150_000);
});
