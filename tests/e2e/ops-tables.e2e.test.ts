import { sql } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installTables } from '../../apps/server/src/domains/tables/install';
import { closeDb, db, launchBrowser, newMerchant, openContext } from './support';
import { deskOperator, signInToDesk } from './desk';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

const demoTables = [
  'auto-baccarat',
  'auto-baccarat-nc',
  'auto-dragon-tiger',
  'auto-roulette',
  'auto-sic-bo',
  'crash',
  'khela-arena',
];
/** The table clock starts a new table's first round within about two seconds. */
const roundWaitMs = 15_000;

/**
 * The merchant's roulette round taking bets now, its betting window stretched to a minute from
 * now: a round closing sooner might close while the test clicks.
 */
async function openRouletteRound(merchantId: string): Promise<{ id: string; number: string }> {
  const deadline = Date.now() + roundWaitMs;
  for (;;) {
    const round = await db()
      .selectFrom('tableRounds as r')
      .innerJoin('gameTables as t', 't.id', 'r.tableId')
      .select(['r.id', 'r.number'])
      .where('t.merchantId', '=', merchantId)
      .where('t.code', '=', 'auto-roulette')
      .where('r.status', '=', 'open')
      .executeTakeFirst();
    if (round) {
      await db()
        .updateTable('tableRounds')
        .set({ closesAt: sql`now() + interval '1 minute'` })
        .where('id', '=', round.id)
        .execute();
      return round;
    }
    if (Date.now() > deadline) throw new Error('no roulette round taking bets');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('the tables desk', () => {
  it('lists the tables, makes one and pauses it; on a phone cancels an open round', async () => {
    const merchant = await newMerchant();
    await installTables(db(), merchant.id);
    // Two accounts, so the phone's sign-in waits for no fresh authenticator code.
    const owner = await deskOperator('owner');
    const admin = await deskOperator('admin');

    // The owner, on a wide screen, sees the five tables and their total row.
    const wide = await openContext(browser, { width: 1440 });
    const desk = await wide.context.newPage();
    await signInToDesk(desk, owner, '/ops/#tables');
    await desk.getByLabel('Merchant').selectOption(merchant.code);
    const list = desk.getByTestId('tables-list');
    for (const code of demoTables) await list.getByTestId(`table-${code}`).waitFor();
    const roulette = await list.getByTestId('table-auto-roulette').innerText();
    expect(roulette).toContain('Auto Roulette');
    expect(roulette).toContain('18 s of betting, result 10 s later');
    expect(roulette).toContain('Stake 10.00 to 50,000.00');
    expect(await list.getByTestId('tables-total').innerText()).toContain(
      `Total (${String(demoTables.length)} tables)`,
    );

    // A new dragon tiger table with its own limit on the tie.
    await desk.getByRole('button', { name: 'New table' }).click();
    const dialog = desk.getByTestId('table-dialog');
    await dialog.getByLabel('Game').selectOption('dragonTiger');
    await dialog.getByLabel('Code').fill('night-dragon');
    await dialog.getByLabel('Name in English').fill('Night Dragon');
    await dialog.getByLabel('Name in Bengali').fill('নাইট ড্রাগন');
    await dialog.getByLabel('Name in Thai').fill('มังกรราตรี');
    await dialog.getByLabel('Betting time (seconds, 5–120)').fill('12');
    await dialog.getByRole('button', { name: 'Add a bet area' }).click();
    await dialog.getByTestId('area-limit-dragon').getByLabel('Bet area').selectOption('tie');
    const tie = dialog.getByTestId('area-limit-tie');
    await tie.getByLabel('Min stake (BDT)').fill('10');
    await tie.getByLabel('Max stake (BDT)').fill('500');
    await dialog.getByRole('button', { name: 'Create table' }).click();
    await dialog.waitFor({ state: 'detached' });
    const made = list.getByTestId('table-night-dragon');
    const madeText = await made.innerText();
    expect(madeText).toContain('Night Dragon');
    expect(madeText).toContain('Dragon Tiger');
    expect(madeText).toContain('Own limits on 1 bet area');
    const row = await db()
      .selectFrom('gameTables')
      .select(['game', 'bettingMs', 'areaLimits'])
      .where('merchantId', '=', merchant.id)
      .where('code', '=', 'night-dragon')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      game: 'dragonTiger',
      bettingMs: 12_000,
      areaLimits: { tie: { minStakeMinor: 1_000, maxStakeMinor: 50_000 } },
    });

    // A crash table: its edge and most instead of limits by area, the most typed as a multiplier
    // and refused in words when it is not one.
    await desk.getByRole('button', { name: 'New table' }).click();
    await dialog.getByLabel('Game').selectOption('crash');
    expect(await dialog.getByTestId('area-limits').count()).toBe(0);
    await dialog.getByLabel('Code').fill('big-crash');
    await dialog.getByLabel('Name in English').fill('Big Crash');
    await dialog.getByLabel('Name in Bengali').fill('বড় ক্র্যাশ');
    await dialog.getByLabel('Name in Thai').fill('แครชใหญ่');
    await dialog.getByLabel('House edge (%)').fill('2');
    const most = dialog.getByLabel('Most a round runs to (×)');
    await most.fill('0.5');
    await dialog.getByRole('button', { name: 'Create table' }).click();
    expect(await dialog.getByTestId('table-dialog-error').innerText()).toContain(
      'Most a round runs to (×): Type a multiplier from 1.01 to 1000000',
    );
    expect(await most.getAttribute('aria-invalid')).toBe('true');
    await most.fill('500');
    await dialog.getByRole('button', { name: 'Create table' }).click();
    await dialog.waitFor({ state: 'detached' });
    const crash = list.getByTestId('table-big-crash');
    expect(await crash.innerText()).toContain('House edge 2%, a round runs to 500.00× at most');
    const crashRow = await db()
      .selectFrom('gameTables')
      .select(['game', 'crashEdgeBp', 'crashMaxMultiplier', 'areaLimits'])
      .where('merchantId', '=', merchant.id)
      .where('code', '=', 'big-crash')
      .executeTakeFirstOrThrow();
    expect(crashRow).toEqual({
      game: 'crash',
      crashEdgeBp: 200,
      crashMaxMultiplier: 50_000,
      areaLimits: {},
    });

    // Paused after a confirmation that says what follows.
    await made.getByRole('button', { name: 'Pause Night Dragon' }).click();
    const pause = desk.getByTestId('pause-table-dialog');
    expect(await pause.innerText()).toContain('no new round opens');
    await pause.getByRole('button', { name: 'Pause', exact: true }).click();
    await pause.waitFor({ state: 'detached' });
    await made.getByRole('button', { name: 'Resume Night Dragon' }).waitFor();
    expect(await made.getAttribute('data-status')).toBe('paused');

    // The administrator, on a phone, cancels the roulette round taking bets.
    const round = await openRouletteRound(merchant.id);
    const narrow = await openContext(browser, { width: 360 });
    const phone = await narrow.context.newPage();
    await signInToDesk(phone, admin, '/ops/#tables');
    await phone.getByLabel('Merchant').selectOption(merchant.code);
    await phone.getByRole('button', { name: 'Rounds of Auto Roulette' }).click();
    const rounds = phone.getByTestId('table-rounds');
    const open = rounds.getByTestId(`round-${round.number}`);
    await open.getByText('Taking bets').waitFor();
    await open.getByRole('button', { name: `Cancel round ${round.number}` }).click();
    const cancel = phone.getByTestId('cancel-round-dialog');
    expect(await cancel.getByTestId('cancel-round-summary').innerText()).toContain(
      'every stake goes back to the players',
    );
    await cancel.getByLabel('Reason (kept in the action log)').fill('Wheel check');
    await cancel.getByRole('button', { name: 'Cancel round and refund stakes' }).click();
    await phone.getByTestId('cancel-round-done').waitFor();
    const cancellation = open.getByTestId('round-cancellation');
    await cancellation.waitFor();
    expect(await cancellation.innerText()).toContain('Wheel check');
    expect(await cancellation.innerText()).toContain(admin.username);
    expect(['cancelled', 'refunded']).toContain(await open.getAttribute('data-status'));
    // Nothing is wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const cancelled = await db()
      .selectFrom('tableRounds')
      .select(['status', 'cancelReason'])
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(['cancelled', 'refunded']).toContain(cancelled.status);
    expect(cancelled.cancelReason).toBe('Wheel check');

    expect(wide.errors).toEqual([]);
    expect(narrow.errors).toEqual([]);
    await wide.context.close();
    await narrow.context.close();
  }, 60_000);
});
