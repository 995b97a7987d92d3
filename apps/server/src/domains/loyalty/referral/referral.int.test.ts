import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clock,
  db,
  deposit,
  expect200,
  members,
  merchant,
  register,
  rewardsOf,
  round,
  site,
  summaryOf,
  useReferral,
  walletMinor,
} from './referral.fixture';

// Referral: a member's code links the friends who register with it; their first deposit (of at
// least 500.00) pays the tier's reward once, their valid bets of each day ended pay the tier's
// rate; each reward is claimed once through the ledger with the merchant's turnover (2×).
useReferral();

let code = '';
const claim = (name: string, id: string, requestId: string = randomUUID()) =>
  site(name, 'POST', '/wps/referral/claim', { id, requestId });
const linkOf = (inviteeId: string) =>
  db.selectFrom('referralLinks').selectAll().where('inviteeId', '=', inviteeId).executeTakeFirst();

beforeAll(async () => {
  await register('rafi', { ip: '10.0.1.1' });
  await register('otto', { ip: '10.9.1.1', isOther: true });
});

describe('the personal code and link', () => {
  it('gives a member one code that never changes, and the register page with it', async () => {
    const first = await summaryOf('rafi');
    code = first.code;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(first.registerPath).toBe(`/register?referralCode=${code}`);
    expect(first).toMatchObject({ isOffered: true, tierIndex: 0, invitedCount: 0 });
    expect((await summaryOf('rafi')).code).toBe(code);
    expect((await summaryOf('otto')).code).not.toBe(code);
  });

  it('links a friend who registers with the code, and nothing for a wrong or foreign one', async () => {
    const friend = await register('farhana', { ip: '10.0.2.1', referralCode: code.toLowerCase() });
    expect(await linkOf(friend)).toMatchObject({
      referrerId: members.rafi?.id,
      code,
      review: 'clear',
      signals: [],
      qualifiedAt: null,
    });
    const stranger = await register('stranger', { ip: '10.0.3.1', referralCode: 'NOSUCH99' });
    expect(await linkOf(stranger)).toBeUndefined();
    // A code of another merchant's member, and this merchant's code on another merchant's site.
    const ottoCode = (await summaryOf('otto')).code;
    const crossed = await register('crossed', { ip: '10.0.4.1', referralCode: ottoCode });
    expect(await linkOf(crossed)).toBeUndefined();
    const abroad = await register('abroad', { ip: '10.9.2.1', referralCode: code, isOther: true });
    expect(await linkOf(abroad)).toBeUndefined();
    const page = await summaryOf('rafi');
    expect(page).toMatchObject({ invitedCount: 1, qualifiedCount: 0 });
    expect(page.invitees).toEqual([
      expect.objectContaining({ username: 'fa***a', status: 'registered', earned: '0.00' }),
    ]);
    expect((await summaryOf('stranger')).invitedCount).toBe(0);
  });
});

describe('rewards', () => {
  it('pays a friend’s first deposit of at least the minimum once, at the tier reached', async () => {
    await deposit('farhana', 30_000n); // below 500.00: not yet qualified
    expect(await rewardsOf('rafi')).toEqual([]);
    await deposit('farhana', 60_000n);
    await deposit('farhana', 100_000n);
    expect(await rewardsOf('rafi')).toEqual([
      expect.objectContaining({
        kind: 'first_deposit',
        invitee: 'fa***a',
        period: 'first',
        base: '600.00',
        amount: '50.00',
        turnover: '100.00',
        status: 'claimable',
      }),
    ]);
    const page = await summaryOf('rafi');
    expect(page).toMatchObject({ qualifiedCount: 1, claimable: '50.00', claimableCount: 1 });
    expect(page.invitees[0]).toMatchObject({ status: 'qualified', earned: '50.00' });
  });

  it('rewards each day ended of a friend’s valid bets at the tier’s rate, rounded down', async () => {
    const at = '2026-12-10T11:00:00Z';
    await round('farhana', { stake: 123_456n, closedAt: at });
    await round('farhana', { stake: 9_999n, payout: 20_000n, closedAt: at });
    // Not valid bets: a push, play money, a round still open, the referrer's own.
    await round('farhana', { stake: 7_000n, payout: 7_000n, closedAt: at });
    await round('farhana', { stake: 7_000n, closedAt: at, isPlayMoney: true });
    await round('farhana', { stake: 7_000n, closedAt: null });
    await round('rafi', { stake: 7_000n, closedAt: at });
    // The day (Dhaka) has not ended yet.
    expect((await rewardsOf('rafi')).map((reward) => reward.kind)).toEqual(['first_deposit']);
    clock.set('2026-12-11T00:00:00Z'); // 06:00 of the 11th in Dhaka
    const bets = (await rewardsOf('rafi')).find((reward) => reward.kind === 'bets');
    // 1,334.55 × 0.30 % = 4.00365 → 4.00.
    expect(bets).toMatchObject({
      period: '2026-12-10',
      base: '1334.55',
      rate: 30,
      amount: '4.00',
      turnover: '8.00',
    });
    // Read again, nothing more is made.
    expect((await rewardsOf('rafi')).length).toBe(2);
  });

  it('moves the referrer up a tier with the second qualified friend', async () => {
    await register('gazi', { ip: '10.0.5.1', referralCode: code });
    await deposit('gazi', 50_000n);
    await round('farhana', { stake: 100_001n, closedAt: '2026-12-11T05:00:00Z' });
    clock.set('2026-12-12T00:00:00Z');
    const list = await rewardsOf('rafi');
    expect(list.find((reward) => reward.invitee === 'g***i')).toMatchObject({
      kind: 'first_deposit',
      amount: '80.00',
      turnover: '160.00',
    });
    // 1,000.01 × 0.50 % = 5.00005 → 5.00.
    expect(list.find((reward) => reward.period === '2026-12-11')).toMatchObject({
      base: '1000.01',
      rate: 50,
      amount: '5.00',
    });
    expect(await summaryOf('rafi')).toMatchObject({ tierIndex: 1, qualifiedCount: 2 });
  });
});

describe('claims', () => {
  it('pays a reward once to 200 claims at once, with its turnover', async () => {
    const [reward] = (await rewardsOf('rafi')).filter((item) => item.amount === '50.00');
    if (!reward) throw new Error('no reward');
    const before = await walletMinor('rafi');
    const answers = await Promise.all(Array.from({ length: 200 }, () => claim('rafi', reward.id)));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(
      new Set(answers.filter((answer) => answer.statusCode !== 200).map((a) => a.json().code)),
    ).toEqual(new Set(['referral_reward_claimed']));
    expect((await walletMinor('rafi')) - before).toBe(5_000n);
    const transfers = await db
      .selectFrom('ledgerTransfers')
      .select(['kind', 'amountMinor', 'idempotencyKey'])
      .where('reference', '=', `referral:${reward.id}`)
      .execute();
    expect(transfers).toEqual([
      { kind: 'referral', amountMinor: '5000', idempotencyKey: `referral:${reward.id}` },
    ]);
    const requirement = await db
      .selectFrom('turnoverRequirements')
      .select('requiredMinor')
      .where('reference', '=', `referral:${reward.id}`)
      .execute();
    expect(requirement).toEqual([{ requiredMinor: '10000' }]);
    expect(paid[0]?.json().value.reward).toMatchObject({ status: 'claimed', amount: '50.00' });
  });

  it('answers a retried claim as the first and moves nothing more', async () => {
    const reward = (await rewardsOf('rafi')).find((item) => item.amount === '80.00');
    if (!reward) throw new Error('no reward');
    const requestId = randomUUID();
    const first = expect200(await claim('rafi', reward.id, requestId)).json().value;
    const balance = await walletMinor('rafi');
    const again = expect200(await claim('rafi', reward.id, requestId)).json().value;
    expect(again).toEqual(first);
    expect(await walletMinor('rafi')).toBe(balance);
    expect(first.balance).toBe((Number(balance) / 100).toFixed(2));
  });

  it('finds no reward of another member’s, nor of another merchant’s member', async () => {
    const reward = (await rewardsOf('rafi')).find((item) => item.status === 'claimable');
    if (!reward) throw new Error('no reward');
    expect((await claim('farhana', reward.id)).json().code).toBe('not_found');
    expect((await claim('otto', reward.id)).json().code).toBe('not_found');
    expect((await claim('rafi', 'abc')).json().code).toBe('validation_failed');
    expect(await rewardsOf('farhana')).toEqual([]);
    expect(await rewardsOf('otto')).toEqual([]);
  });

  it('lets a reward expire after the merchant’s days to claim', async () => {
    clock.set('2026-12-20T00:00:00Z');
    const reward = (await rewardsOf('rafi')).find((item) => item.period === '2026-12-10');
    expect(reward).toMatchObject({ status: 'expired' });
    expect((await claim('rafi', reward?.id ?? '0')).json().code).toBe('referral_reward_expired');
    const turnover = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_transfers
        WHERE kind = 'referral' AND merchant_id = ${merchant.id}`.execute(db);
    expect(turnover.rows[0]?.n).toBe(2);
  });
});
