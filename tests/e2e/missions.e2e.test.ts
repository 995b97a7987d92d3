import { randomUUID } from 'node:crypto';
import { formatDecimalString, minor, toWire } from '@khela/money';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installHouseVendor } from '../../apps/server/src/vendors/house/install';
import { createMember, creditWallet } from '../../apps/server/test/factories';
import { deskCaller, deskOperator } from './desk';
import {
  closeDb,
  db,
  hostApi,
  launchBrowser,
  loginThroughApi,
  newMerchant,
  openSite,
  spinTigerLotus,
  walletMinorOf,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

const mission = (values: Record<string, unknown>) => ({
  period: 'day',
  gameType: null,
  game: null,
  turnoverMultiple: 2,
  startsAt: null,
  endsAt: null,
  sortOrder: 0,
  isActive: true,
  ...values,
});

describe('missions', () => {
  it('a member spins a slot three times; on a phone the mission is done, claimed once and ranked', async () => {
    const merchant = await newMerchant({ defaultLanguage: 'en' });
    await installHouseVendor(db(), merchant.id);
    const admin = await deskCaller(await deskOperator('admin', merchant.id));
    const query = `?merchant=${merchant.code}`;
    const spins = await admin<{ id: string }>('POST', `/ops/api/missions${query}`, {
      ...mission({
        names: { en: 'Spin Tiger Lotus 3 times', bn: 'টাইগার লোটাস ৩ বার', th: 'หมุน 3 ครั้ง' },
        kind: 'play',
        game: { vassalage: 'KHELA', code: 'tiger-lotus' },
        target: '3',
        reward: '7.50',
        score: 25,
      }),
    });
    await admin('POST', `/ops/api/missions${query}`, {
      ...mission({
        names: { en: 'Bet 10,000 on slots', bn: 'স্লটে ১০,০০০', th: 'สล็อต 10,000' },
        kind: 'bet',
        gameType: 'RNG',
        target: '10000',
        reward: '50',
        score: 100,
        sortOrder: 1,
      }),
    });

    const username = `misn${Date.now().toString(36)}`;
    const { id: memberId } = await createMember(db(), merchant.id, {
      username,
      password: 'mine12345',
    });
    await creditWallet(db(), merchant.id, memberId, 100_000n);
    const host = merchant.domain ?? '';
    const { token } = await loginThroughApi(host, username, 'mine12345');
    let spun = 0;
    await spinTigerLotus(host, token, {
      stakeMinor: 1_000,
      spinsMax: 3,
      isEnough: async () => (spun += 1) >= 3,
    });

    const player = await openSite(browser, {
      width: 360,
      session: { token, username, isAgent: '0' },
    });
    const { page } = player;
    await page.goto(merchant.url('/?mc=missionLeaderboard'));
    const missions = page.getByTestId('mc-missionLeaderboard');
    const badge = page.getByTestId('badge-missionLeaderboard');
    await expect.poll(() => badge.innerText()).toBe('1');
    const done = missions.locator(`[data-testid=mission-card][data-id="${spins.id}"]`);
    await expect.poll(() => done.getAttribute('data-status')).toBe('claimable');
    expect(await done.getByTestId('mission-progress').innerText()).toBe('3 / 3');
    expect(await done.innerText()).toContain('Play Tiger Lotus 3 times');
    const toDo = missions.locator('[data-testid=mission-card][data-status=in_progress]');
    expect(await toDo.innerText()).toContain('Place valid bets of 10,000.00 BDT on Slots');
    expect(await toDo.getByTestId('mission-go').getAttribute('href')).toBe('/rng');

    // Claim after a word on the wagering; the wallet grows by the reward, once.
    const before = await walletMinorOf(memberId);
    await done.getByTestId('mission-claim').click();
    await done.getByTestId('mission-claim-confirm').getByText('Wager 15.00 BDT').waitFor();
    await done.getByTestId('mission-claim-confirm-button').click();
    const after = before + 750n;
    const balance = formatDecimalString(toWire(minor(after), 'BDT'));
    await missions
      .getByTestId('mission-notice')
      .getByText(`7.50 BDT and 25 points are yours.`)
      .waitFor();
    expect(await missions.getByTestId('mission-notice').innerText()).toContain(balance);
    await expect.poll(() => done.getAttribute('data-status')).toBe('claimed');
    await badge.waitFor({ state: 'detached' });
    await expect(
      hostApi(host, 'POST', '/wps/missions/claim', token, {
        missionId: spins.id,
        requestId: randomUUID(),
      }),
    ).rejects.toThrow('mission_claimed');
    expect(await walletMinorOf(memberId)).toBe(after);

    // The leaderboard ranks the member first with the mission's score.
    await missions.getByTestId('missions-tab-board').click();
    await missions.getByTestId('mission-board-me').getByText('You are #1 with 25 points').waitFor();
    const row = missions.getByTestId('mission-board-row');
    expect(await row.count()).toBe(1);
    expect(await row.innerText()).toContain(username);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    expect(player.errors).toEqual([]);
    await player.context.close();
  });
});
