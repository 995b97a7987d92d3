import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { promotion } from '../promotion/promotion.fixture';
import {
  clock,
  db,
  desk,
  expect200,
  figures,
  memberIds,
  merchant,
  site,
  startsAt,
  statusOf,
  useVip,
} from '../vip/vip.fixture';

// The reward centre: VIP bonuses, the manual rebate and claimable promotions in one list with
// its badge count, each claimed once through its own programme.
useVip(['asha', 'bilal']);
beforeEach(() => clock.set(startsAt));

const rewards = async (name: string) =>
  expect200(await site(name, 'GET', '/wps/rewards')).json().value as {
    rewards: Array<{
      source: string;
      id: string;
      kind: string | null;
      name: string;
      amount: string | null;
      status: string;
      isClaimedHere: boolean;
    }>;
    claimableCount: number;
  };
const count = async (name: string) =>
  expect200(await site(name, 'GET', '/wps/rewards/count')).json().value.count as number;
const claim = (name: string, source: string, id: string, requestId = randomUUID()) =>
  site(name, 'POST', '/wps/rewards/claim', { source, id, requestId });

let instantId = '';
let raffleId = '';

beforeAll(async () => {
  clock.set('2026-12-10T09:00:00Z');
  expect200(await desk('admin', 'PUT', '/ops/api/content/flags/REBATE', { isEnabled: true }));
  expect200(
    await desk('admin', 'PUT', '/ops/api/rebate/settings', {
      period: 'day',
      minClaim: '1',
      turnoverMultiple: 1,
    }),
  );
  const publish = async (values: Record<string, unknown>) => {
    const made = expect200(await desk('admin', 'POST', '/ops/api/promotions', promotion(values)));
    const id = made.json().value.id as string;
    expect200(
      await desk('admin', 'PATCH', `/ops/api/promotions/${id}/publish`, { isPublished: true }),
    );
    return id;
  };
  instantId = await publish({ kind: 'claim', bonusAmount: '25' });
  raffleId = await publish({ kind: 'raffle', prizes: [{ amount: '5', weight: 1 }] });
  await db
    .insertInto('games')
    .values({
      merchantId: merchant.id,
      vassalage: 'KREWARD',
      code: 'slot-r',
      gameType: 'RNG',
      names: JSON.stringify({ en: 'slot-r' }),
      imagePath: '/g.svg',
    })
    .execute();
  await db
    .insertInto('gameRounds')
    .values({
      merchantId: merchant.id,
      vassalage: 'KREWARD',
      round: 'r1',
      memberId: memberIds.asha!,
      gameCode: 'slot-r',
      currency: 'BDT',
      stakeMinor: '500000',
      payoutMinor: '0',
      isClosed: true,
      startedAt: new Date('2026-12-10T09:30:00Z'),
      closedAt: new Date('2026-12-10T09:30:00Z'),
    })
    .execute();
  await figures('asha', startsAt.slice(0, 10), 100_000n, 500_000n); // Bronze, 10.00 upgrade
  await statusOf('asha'); // evaluated, as the job does every 5 minutes
});

describe('the reward centre', () => {
  it('lists a VIP bonus, the rebate and the promotions to claim, with the badge count', async () => {
    const list = await rewards('asha');
    // Soonest to expire first: the bonus's 14 claim days, the promotions' end, the rebate (none).
    expect(list.rewards.map((reward) => reward.source)).toEqual([
      'vip_bonus',
      'promotion',
      'promotion',
      'rebate',
    ]);
    expect(list.rewards).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'promotion', id: instantId, amount: '25.00' }),
        expect.objectContaining({ source: 'promotion', id: raffleId, isClaimedHere: false }),
        expect.objectContaining({ source: 'vip_bonus', kind: 'upgrade', name: 'Bronze' }),
        expect.objectContaining({ source: 'rebate', id: 'current', amount: '40.00' }),
      ]),
    );
    expect(list.claimableCount).toBe(4);
    expect(await count('asha')).toBe(4);
    // bilal has no level and no bets: only the promotions.
    expect(await count('bilal')).toBe(2);
  });

  it('claims each through its programme once, and the badge counts down', async () => {
    const vip = (await rewards('asha')).rewards.find((reward) => reward.source === 'vip_bonus');
    const requestId = randomUUID();
    const [first, again] = await Promise.all([
      claim('asha', 'vip_bonus', vip!.id),
      claim('asha', 'vip_bonus', vip!.id),
    ]);
    expect(first.json().value).toMatchObject({ amount: '10.00', turnover: '20.00' });
    expect(again.json().value).toMatchObject({ amount: '10.00' });
    const rebate = expect200(await claim('asha', 'rebate', 'current', requestId)).json().value;
    expect(rebate).toMatchObject({ source: 'rebate', amount: '40.00', turnover: '40.00' });
    const retried = expect200(await claim('asha', 'rebate', 'current', requestId)).json().value;
    expect(retried).toEqual(rebate);
    expect(expect200(await claim('asha', 'promotion', instantId)).json().value).toMatchObject({
      amount: '25.00',
      turnover: '75.00',
    });
    expect(await count('asha')).toBe(1);
    const list = await rewards('asha');
    expect(list.rewards[0]).toMatchObject({ source: 'promotion', id: raffleId });
    expect(
      list.rewards
        .filter((reward) => reward.status === 'claimed')
        .map((r) => r.source)
        .sort(),
    ).toEqual(['rebate', 'vip_bonus']);
  });

  it('refuses another member’s reward, a made-up id and a second rebate this period', async () => {
    const vip = (await rewards('asha')).rewards.find((reward) => reward.source === 'vip_bonus');
    expect((await claim('bilal', 'vip_bonus', vip!.id)).json().code).toBe('not_found');
    expect((await claim('outsider', 'vip_bonus', vip!.id)).json().code).toBe('not_found');
    expect((await claim('asha', 'vip_bonus', 'current')).json().code).toBe('not_found');
    expect((await claim('asha', 'promotion', 'abc')).json().code).toBe('not_found');
    expect((await claim('asha', 'rebate', 'current')).json().code).toBe('rebate_claimed');
    expect((await claim('bilal', 'rebate', 'current')).json().code).toBe('rebate_unavailable');
    const bad = await site('asha', 'POST', '/wps/rewards/claim', { source: 'mission', id: '1' });
    expect(bad.statusCode).toBe(400);
  });

  it('lists the VIP bonuses to claim and the latest five past ones, however many lapsed', async () => {
    const before = await count('bilal');
    const bonus = (period: string, expiresAt: string) => ({
      merchantId: merchant.id,
      memberId: memberIds.bilal!,
      kind: 'weekly' as const,
      rank: 1,
      period,
      amountMinor: '1000',
      turnoverMultiple: 1,
      createdAt: new Date('2026-11-01T00:00:00Z'),
      expiresAt: new Date(expiresAt),
    });
    const lapsed = Array.from({ length: 7 }, (_, week) =>
      bonus(`2026-W3${week}`, '2026-11-15T00:00:00Z'),
    );
    await db
      .insertInto('vipBonuses')
      .values([...lapsed, bonus('2026-W49', '2026-12-31T00:00:00Z')])
      .execute();
    const list = (await rewards('bilal')).rewards.filter((reward) => reward.source === 'vip_bonus');
    expect(list.map((reward) => reward.status)).toEqual([
      'claimable',
      ...Array<string>(5).fill('expired'),
    ]);
    expect(list[0]).toMatchObject({ name: 'Bronze', amount: '10.00' });
    expect(await count('bilal')).toBe(before + 1);
  });
});
