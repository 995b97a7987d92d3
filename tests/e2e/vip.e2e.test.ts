import http from 'node:http';
import type { DepositMethod, DepositOrder, SaveVipLevel } from '@khela/contracts';
import { sql } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDepositChannel, createMember } from '../../apps/server/test/factories';
import { deskCaller, deskOperator } from './desk';
import { closeDb, db, launchBrowser, loginThroughApi, newMerchant, openSite } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

/** How long the fold may take to see the deposit (the minute job may hold its lock meanwhile). */
const foldWaitMs = 10_000;

/** A level as the desk writes it, with what a test names. */
function level(values: Partial<SaveVipLevel> & { en: string }): SaveVipLevel {
  const { en, ...rest } = values;
  return {
    names: { en, bn: `${en} (বিএন)`, th: `${en} (ไทย)` },
    depositMin: '0',
    validBetMin: '0',
    keepDepositMin: '0',
    keepValidBetMin: '0',
    upgradeBonus: '0',
    weeklyBonus: '0',
    monthlyBonus: '0',
    turnoverMultiple: 0,
    rebateRates: {},
    withdrawDailyCountMax: null,
    withdrawDailyMax: null,
    ...rest,
  };
}

/** Calls the site API on a merchant's own host; answers the envelope's value or throws. */
function siteApi<T>(
  host: string,
  path: string,
  options: { token: string; method?: string; body?: unknown },
): Promise<T> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: inject('e2ePort'),
        method: options.method ?? 'GET',
        path,
        headers: {
          host,
          language: 'en',
          authorization: options.token,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const envelope = JSON.parse(text) as { success: boolean; code?: string; value?: T };
          if (envelope.success) resolve(envelope.value as T);
          else reject(new Error(`${path}: ${envelope.code}`));
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Runs the agent-team-fold job's step until the member's folded deposits reach `minor`. */
async function foldUntilDeposited(memberId: string, minor: bigint): Promise<void> {
  const deadline = Date.now() + foldWaitMs;
  for (;;) {
    await sql`SELECT agent_team_fold(100000)`.execute(db());
    const row = await db()
      .selectFrom('agentMemberDays')
      .select((eb) => eb.fn.sum<string>('depositMinor').as('deposit'))
      .where('memberId', '=', memberId)
      .executeTakeFirst();
    if (BigInt(row?.deposit ?? 0) >= minor) return;
    if (Date.now() > deadline) throw new Error('the deposit was never folded');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('VIP', () => {
  it('a deposit approved by finance lifts a member to level 1; on a phone /vip shows it and its upgrade bonus is claimed', async () => {
    // A merchant of its own with a programme of two levels, set on the desk by its admin.
    const merchant = await newMerchant({ defaultLanguage: 'en' });
    await createDepositChannel(db(), merchant.id);
    const admin = await deskCaller(await deskOperator('admin', merchant.id));
    const query = `?merchant=${merchant.code}`;
    await admin('PUT', `/ops/api/vip/settings${query}`, {
      isEnabled: true,
      windowDays: 30,
      graceDays: 7,
      claimDays: 14,
    });
    await admin('PUT', `/ops/api/vip/levels${query}`, {
      levels: [
        level({
          en: 'Emerald',
          depositMin: '1000',
          keepDepositMin: '500',
          upgradeBonus: '25',
          turnoverMultiple: 3,
          rebateRates: { RNG: 80, LIVE: 50 },
          withdrawDailyCountMax: 5,
        }),
        level({ en: 'Ruby', depositMin: '50000', validBetMin: '200000', upgradeBonus: '300' }),
      ],
    });

    // A member who signed up on their own (no upline) deposits 1,000.00.
    const stamp = Date.now().toString(36);
    const username = `vipm${stamp}`;
    const { id: memberId } = await createMember(db(), merchant.id, {
      username,
      password: 'mine12345',
    });
    const host = merchant.domain ?? '';
    const { token } = await loginThroughApi(host, username, 'mine12345');
    const methods = await siteApi<DepositMethod[]>(host, '/wps/v2/deposit/methods', { token });
    const channel = methods[0]?.channels[0];
    if (!channel) throw new Error('no deposit channel');
    const order = await siteApi<DepositOrder>(host, '/wps/v2/deposit/orders', {
      token,
      method: 'POST',
      body: { channelId: channel.id, amount: '1000', idempotencyKey: `vip-${stamp}-deposit` },
    });
    await siteApi(host, `/wps/v2/deposit/orders/${order.id}/submit`, {
      token,
      method: 'POST',
      body: { trxId: `VIP${stamp.toUpperCase()}`, payingNumber: '01899999999' },
    });
    const finance = await deskCaller(await deskOperator('finance', merchant.id));
    await finance('POST', `/ops/api/deposits/${order.id}/approve`);
    await foldUntilDeposited(memberId, 100_000n);

    // /vip on a phone: the level, its benefits, the way to the next one, the bonus to claim.
    const player = await openSite(browser, {
      width: 360,
      session: { token, username, isAgent: '0' },
    });
    const { page } = player;
    await page.goto(merchant.url('/vip'));
    const vip = page.getByTestId('page-vip');
    await expect.poll(() => vip.getByTestId('vip-level-name').innerText()).toBe('Emerald');
    const benefits = vip.getByTestId('vip-benefits-current');
    await benefits.getByText('Upgrade bonus 25.00 BDT').waitFor();
    await benefits.getByText('Rebate on valid bets: Slots 0.8%, Live casino 0.5%').waitFor();
    await benefits.getByText('Up to 5 withdrawals a day').waitFor();
    await vip.getByTestId('vip-next-level').getByText('Progress to Ruby').waitFor();
    expect(await vip.getByTestId('vip-progress-deposit').innerText()).toMatch(/49,000\.00 BDT/);
    await page.getByTestId('balance-value').getByText('1,000.00').waitFor();

    const bonus = vip.locator('[data-testid=vip-bonus][data-kind=upgrade]');
    expect(await bonus.getAttribute('data-status')).toBe('claimable');
    await bonus.getByTestId('vip-claim').click();
    await bonus.getByTestId('vip-claim-confirm').getByText('wager 75.00 BDT').waitFor();
    await bonus.getByTestId('vip-claim-confirm-button').click();
    await vip
      .getByTestId('vip-notice')
      .getByText('25.00 BDT added to your wallet. Balance: 1,025.00 BDT.')
      .waitFor();
    await page.getByTestId('balance-value').getByText('1,025.00').waitFor();
    await expect.poll(() => bonus.getAttribute('data-status')).toBe('claimed');
    expect(await bonus.getByTestId('vip-claim').isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    expect(player.errors).toEqual([]);
    await player.context.close();
  });
});
