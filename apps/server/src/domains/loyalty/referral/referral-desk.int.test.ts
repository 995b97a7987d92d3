import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  db,
  deposit,
  desk,
  expect200,
  members,
  merchant,
  openSession,
  programme,
  register,
  rewardsOf,
  site,
  summaryOf,
  useReferral,
  walletMinor,
} from './referral.fixture';

// Anti-abuse and the desk: a friend who shares an address, a mobile number or a device (the same
// browser from the same network) with the referrer is flagged; their rewards are withheld until
// an operator releases (they become claimable) or rejects them (they never pay).
useReferral();

let code = '';
const claim = (name: string, id: string) =>
  site(name, 'POST', '/wps/referral/claim', { id, requestId: randomUUID() });
const linkOf = (name: string) =>
  db
    .selectFrom('referralLinks')
    .select(['review', 'signals'])
    .where('inviteeId', '=', members[name]?.id ?? '0')
    .executeTakeFirst();
const report = async (as: 'admin' | 'finance') =>
  expect200(await desk(as, 'GET', '/ops/api/referral')).json().value;
const decide = (as: 'admin' | 'finance' | 'otherAdmin', name: string, decision: string) =>
  desk(as, 'POST', `/ops/api/referral/invitees/${members[name]?.id ?? '0'}/${decision}`, {
    reason: 'checked by phone',
  });

beforeAll(async () => {
  await register('rafi', { ip: '10.0.1.1' });
  await db
    .updateTable('members')
    .set({ countryDialingCode: '880', mobileNum: '1712345678' })
    .where('id', '=', members.rafi?.id ?? '0')
    .execute();
  await openSession('rafi', '10.0.1.1', 'Mozilla/5.0 (Linux; Android 14; SM-A155F) Chrome/131');
  code = (await summaryOf('rafi')).code;
});

describe('the anti-abuse check', () => {
  it('flags a friend registering from the referrer’s address and withholds the reward', async () => {
    await register('twin', { ip: '10.0.1.1', referralCode: code });
    expect(await linkOf('twin')).toEqual({ review: 'flagged', signals: ['address'] });
    await deposit('twin', 100_000n);
    const [reward] = await rewardsOf('rafi');
    expect(reward).toMatchObject({ invitee: 't***n', status: 'withheld', amount: '50.00' });
    expect((await claim('rafi', reward?.id ?? '0')).json().code).toBe('referral_reward_withheld');
    const page = await summaryOf('rafi');
    expect(page).toMatchObject({ withheld: '50.00', claimable: '0.00' });
    expect(page.invitees[0]).toMatchObject({ status: 'withheld' });
  });

  it('flags a friend who signs in later with the referrer’s browser from its network', async () => {
    await register('phoneguy', { ip: '10.0.7.7', referralCode: code });
    expect(await linkOf('phoneguy')).toEqual({ review: 'clear', signals: [] });
    await openSession(
      'phoneguy',
      '10.0.1.200',
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) Chrome/131',
    );
    await deposit('phoneguy', 100_000n);
    expect(await linkOf('phoneguy')).toEqual({ review: 'flagged', signals: ['device'] });
  });

  it('flags a friend who pays a deposit from the referrer’s mobile number', async () => {
    await register('mobi', { ip: '10.0.8.8', referralCode: code });
    await deposit('mobi', 100_000n, '+880 1712-345678');
    expect(await linkOf('mobi')).toEqual({ review: 'flagged', signals: ['mobile'] });
  });

  it('leaves a friend with nothing shared clear', async () => {
    await register('clean', { ip: '10.0.9.9', referralCode: code });
    await deposit('clean', 100_000n);
    expect(await linkOf('clean')).toEqual({ review: 'clear', signals: [] });
    expect((await rewardsOf('rafi')).filter((reward) => reward.status === 'claimable')).toEqual([
      // Flagged friends count for no tier: this is the first that does.
      expect.objectContaining({ invitee: 'c***n', amount: '50.00' }),
    ]);
  });
});

describe('the referral desk', () => {
  it('lists the withheld friends for finance, who may decide but not set the programme', async () => {
    const seen = await report('finance');
    expect(seen).toMatchObject({
      settings: { isSaved: true, isEnabled: true, qualifyDepositMin: '500.00', claimDays: 7 },
      withheld: '150.00',
      owed: '50.00',
      canEdit: false,
      canReview: true,
    });
    expect(
      seen.withheldInvitees.map((row: { invitee: string; signals: string[] }) => [
        row.invitee,
        row.signals,
      ]),
    ).toEqual([
      ['twin', ['address']],
      ['phoneguy', ['device']],
      ['mobi', ['mobile']],
    ]);
    const settings = await desk('finance', 'PUT', '/ops/api/referral/settings', programme);
    expect(settings.json().code).toBe('forbidden');
    expect((await desk('support', 'GET', '/ops/api/referral')).json().code).toBe('forbidden');
  });

  it('releases a friend: the withheld reward becomes claimable and pays', async () => {
    expect200(await decide('finance', 'twin', 'release'));
    const reward = (await rewardsOf('rafi')).find((item) => item.invitee === 't***n');
    expect(reward).toMatchObject({ status: 'claimable' });
    const before = await walletMinor('rafi');
    expect200(await claim('rafi', reward?.id ?? '0'));
    expect((await walletMinor('rafi')) - before).toBe(5_000n);
    expect((await decide('admin', 'twin', 'reject')).json().code).toBe('referral_invitee_decided');
  });

  it('rejects a friend: the reward never pays; another merchant’s operator finds nothing', async () => {
    expect((await decide('otherAdmin', 'phoneguy', 'reject')).json().code).toBe('not_found');
    expect200(await decide('admin', 'phoneguy', 'reject'));
    const reward = (await rewardsOf('rafi')).find((item) => item.invitee === 'ph***y');
    expect(reward).toMatchObject({ status: 'rejected' });
    expect((await claim('rafi', reward?.id ?? '0')).json().code).toBe('not_found');
    expect((await summaryOf('rafi')).invitees.map((row) => row.status)).toContain('rejected');
  });

  it('reports what was paid, refuses a bad tier table and logs every decision', async () => {
    const seen = await report('admin');
    expect(seen).toMatchObject({ claims: 1, referrers: 1, total: '50.00', canEdit: true });
    expect(seen.byDay).toEqual([
      { day: '2026-12-10', firstDeposit: '50.00', bets: '0.00', claims: 1 },
    ]);
    expect(seen.withheldInvitees).toHaveLength(1);
    const noBase = await desk('admin', 'PUT', '/ops/api/referral/settings', {
      ...programme,
      tiers: [{ inviteesMin: 3, firstDepositReward: '10', betRate: 10 }],
    });
    expect(noBase.json()).toMatchObject({
      code: 'validation_failed',
      fields: [expect.objectContaining({ path: 'tiers.0.inviteesMin' })],
    });
    const twice = await desk('admin', 'PUT', '/ops/api/referral/settings', {
      ...programme,
      tiers: [programme.tiers[0], programme.tiers[0]],
    });
    expect(twice.json().code).toBe('validation_failed');
    const rateTooHigh = await desk('admin', 'PUT', '/ops/api/referral/settings', {
      ...programme,
      tiers: [{ inviteesMin: 0, firstDepositReward: '10', betRate: 501 }],
    });
    expect(rateTooHigh.json().code).toBe('validation_failed');
    const logged = await sql<{ action: string; n: number }>`SELECT action, count(*)::int AS n
        FROM operator_actions WHERE merchant_id = ${merchant.id} AND action LIKE 'referral_%'
        GROUP BY action ORDER BY action`.execute(db);
    expect(logged.rows).toEqual([
      { action: 'referral_reject', n: 1 },
      { action: 'referral_release', n: 1 },
      { action: 'referral_settings_save', n: 1 },
    ]);
  });
});
