import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { installTables } from '../../apps/server/src/domains/tables/install';
import { createMember, creditWallet } from '../../apps/server/test/factories';
import { closeDb, db, launchBrowser, launchToken, newMerchant, openContext } from './support';
import { deskOperator, signInToDesk } from './desk';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

/** A player's bet through the tables API, on the merchant's own host; its answer's envelope. */
function placeBet(host: string, body: object): Promise<{ success: boolean; code?: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: inject('e2ePort'),
        method: 'POST',
        path: '/tables/api/bet',
        headers: { host, 'content-type': 'application/json', language: 'en' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(JSON.parse(text) as { success: boolean; code?: string }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('the cockfight console', () => {
  it('announces a fight on a phone, shows a bet on Meron live, closes and declares it', async () => {
    const merchant = await newMerchant();
    await installTables(db(), merchant.id);
    const admin = await deskOperator('admin');
    const member = await createMember(db(), merchant.id, {
      username: `cf${Date.now().toString(36)}`,
      password: 'cockfight-1',
    });
    await creditWallet(db(), merchant.id, member.id, 100_000n);
    const token = await launchToken(merchant.id, member.id, 'khela-arena');

    const narrow = await openContext(browser, { width: 360 });
    const page = await narrow.context.newPage();
    await signInToDesk(page, admin, '/ops/#cockfight');
    await page.getByLabel('Merchant').selectOption(merchant.code);
    const arena = page.getByTestId('arena-khela-arena');
    await arena.getByTestId('no-fight').waitFor();

    // A fixed arena's fight needs its odds, typed as decimals.
    await arena.getByRole('button', { name: 'Announce fight' }).click();
    const announce = page.getByTestId('announce-fight-dialog');
    await announce.getByLabel('Fight name (shown to players)').fill('Red Rooster vs Blue Jay');
    await announce.getByLabel('Meron odds (decimal)').fill('1.80');
    await announce.getByLabel('Wala odds (decimal)').fill('2.05');
    await announce.getByRole('button', { name: 'Announce and take bets' }).click();
    await announce.waitFor({ state: 'detached' });
    const current = arena.getByTestId('current-fight');
    expect(await current.getByTestId('fight-label').innerText()).toBe('Red Rooster vs Blue Jay');
    expect(await current.getByTestId('fight-status').innerText()).toBe('Taking bets');
    const meron = current.getByTestId('fight-side-meron');
    expect(await meron.innerText()).toContain('1.80');
    expect(await current.getByTestId('fight-side-wala').innerText()).toContain('2.05');
    expect(await current.getByTestId('fight-side-draw').innerText()).toContain('9.00');

    // A player's bet of 100.00 on Meron at 1.80 shows in its stake at the next poll.
    const fight = await db()
      .selectFrom('tableRounds as r')
      .innerJoin('gameTables as t', 't.id', 'r.tableId')
      .select('r.id')
      .where('t.merchantId', '=', merchant.id)
      .where('t.code', '=', 'khela-arena')
      .where('r.status', '=', 'open')
      .executeTakeFirstOrThrow();
    const answer = await placeBet(new URL(merchant.url()).host, {
      token,
      roundId: fight.id,
      requestId: randomUUID(),
      bets: [{ area: 'meron', stake: '100.00' }],
      odds: 1800,
    });
    expect(answer).toMatchObject({ success: true });
    await expect
      .poll(() => meron.getByTestId('side-stake').innerText(), { timeout: 5_000 })
      .toContain('100.00');
    // Meron winning would pay 180.00 on 100.00 taken: the house loses 80.00, in red.
    const house = meron.getByTestId('side-house');
    expect(await house.innerText()).toContain('-80.00');
    expect(await house.getAttribute('class')).toContain('ops-text-danger');

    await arena.getByRole('button', { name: 'Close betting' }).click();
    const close = page.getByTestId('close-betting-dialog');
    await close.getByRole('button', { name: 'Close betting' }).click();
    await close.waitFor({ state: 'detached' });
    expect(await current.getByTestId('fight-status').innerText()).toBe('Fight on');

    await arena.getByRole('button', { name: 'Declare winner' }).click();
    const declare = page.getByTestId('declare-winner-dialog');
    // The arena offers the BDD side bet: both cocks dying is a result of its own.
    expect(await declare.locator('input[name=winner]').count()).toBe(4);
    expect(await declare.innerText()).toContain('BDD (both die)');
    await declare.locator('input[value=meron]').check();
    await declare.getByRole('button', { name: 'Declare and pay' }).click();
    await declare.waitFor({ state: 'detached' });
    const recent = arena.getByTestId('recent-fights').locator('li').first();
    await expect
      .poll(() => recent.innerText(), { timeout: 5_000 })
      .toContain('Red Rooster vs Blue Jay');
    expect(await recent.getByTestId('recent-result').innerText()).toBe('Meron won');
    expect(await recent.innerText()).toContain('1 player · 100.00 BDT staked');
    await arena.getByTestId('no-fight').waitFor();

    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(narrow.errors).toEqual([]);
    await narrow.context.close();
  }, 30_000);
});
