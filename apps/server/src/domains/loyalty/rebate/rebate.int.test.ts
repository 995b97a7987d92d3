import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  app,
  clock,
  db,
  desk,
  expect200,
  figures,
  memberIds,
  merchant,
  other,
  round,
  site,
  startsAt,
  statusOf,
  useVip,
  walletMinor,
} from '../vip/vip.fixture';

// Manual rebate: the valid bets of rounds closed since the last claim, per game type at the
// member's VIP rate (the fixture's levels: RNG 0.8 %, LIVE 0.5 %), claimed once per period
// through the ledger with the merchant's turnover; the REBATE toggle and the desk's settings.
useVip(['asha', 'bilal', 'chandni', 'dipu', 'emon']);
beforeEach(() => clock.set(startsAt));

const minute = 60_000;
const at = (offsetMs: number) => new Date(new Date(startsAt).getTime() + offsetMs);
const preview = async (name: string) =>
  expect200(await site(name, 'GET', '/wps/rebate')).json().value;
const claim = (name: string, requestId: string = randomUUID()) =>
  site(name, 'POST', '/wps/rebate/claim', { requestId });
const settings = { period: 'day', minClaim: '1', turnoverMultiple: 3 };

beforeAll(async () => {
  await db
    .insertInto('games')
    .values(
      (
        [
          ['slot-a', 'RNG'],
          ['table-a', 'LIVE'],
          ['book-a', 'SPORTS'],
        ] as const
      ).map(([code, gameType]) => ({
        merchantId: merchant.id,
        vassalage: 'KREBATE',
        code,
        gameType,
        names: JSON.stringify({ en: code }),
        imagePath: '/g.svg',
      })),
    )
    .execute();
  // Bronze (the fixture's first level) for all but dipu.
  for (const name of ['asha', 'bilal', 'chandni', 'emon']) {
    await figures(name, startsAt.slice(0, 10), 100_000n, 500_000n);
    expect((await statusOf(name)).rank).toBe(1);
  }
});

describe('the manual rebate', () => {
  it('is off until the merchant turns REBATE on and saves its settings', async () => {
    expect(await preview('asha')).toMatchObject({ isOffered: false, block: 'off' });
    expect((await claim('asha')).json().code).toBe('rebate_unavailable');
    expect200(await desk('admin', 'PUT', '/ops/api/content/flags/REBATE', { isEnabled: true }));
    expect(await preview('asha')).toMatchObject({ block: 'off' });
    clock.set(at(-10 * minute).toISOString());
    expect200(await desk('admin', 'PUT', '/ops/api/rebate/settings', settings));
    clock.set(startsAt);
    expect(await preview('asha')).toMatchObject({
      isOffered: true,
      period: 'day',
      minClaim: '1.00',
      rank: 1,
      levelName: 'Bronze',
      from: at(-10 * minute).toISOString(),
      lines: [],
      block: 'below_minimum',
    });
  });

  it('counts settled real-money stakes of each game type since the start, at the level’s rate', async () => {
    await round('asha', { code: 'slot-a', stake: 123_456n, closedAt: at(-5 * minute) });
    await round('asha', {
      code: 'table-a',
      stake: 9_999n,
      payout: 20_000n,
      closedAt: at(-5 * minute),
    });
    await round('asha', {
      code: 'book-a',
      stake: 5_000n,
      payout: 2_000n,
      closedAt: at(-5 * minute),
    });
    // Not valid bets: a push, a play-money round, an open round, one before the start, another
    // member's, one settled in the last minute (the next claim's).
    await round('asha', {
      code: 'slot-a',
      stake: 7_000n,
      payout: 7_000n,
      closedAt: at(-5 * minute),
    });
    await round('asha', {
      code: 'slot-a',
      stake: 7_000n,
      closedAt: at(-5 * minute),
      isPlayMoney: true,
    });
    await round('asha', { code: 'slot-a', stake: 7_000n, closedAt: null });
    await round('asha', { code: 'slot-a', stake: 7_000n, closedAt: at(-11 * minute) });
    await round('bilal', { code: 'slot-a', stake: 7_000n, closedAt: at(-5 * minute) });
    await round('asha', { code: 'slot-a', stake: 50_000n, closedAt: at(-30_000) });
    expect(await preview('asha')).toMatchObject({
      through: at(-minute).toISOString(),
      lines: [
        { gameType: 'RNG', validBet: '1234.56', rate: 80, amount: '9.87' },
        { gameType: 'LIVE', validBet: '99.99', rate: 50, amount: '0.49' },
        { gameType: 'SPORTS', validBet: '50.00', rate: 0, amount: '0.00' },
      ],
      total: '10.36',
      block: null,
    });
  });

  it('pays once to 200 claims at once, with its turnover, then waits for the next day', async () => {
    const before = await walletMinor('asha');
    const answers = await Promise.all(Array.from({ length: 200 }, () => claim('asha')));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(
      new Set(
        answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json().code),
      ),
    ).toEqual(new Set(['rebate_claimed']));
    expect(paid[0]!.json().value.claim).toMatchObject({
      amount: '10.36',
      turnover: '31.08',
      rank: 1,
    });
    expect((await walletMinor('asha')) - before).toBe(1_036n);
    const transfers = await db
      .selectFrom('ledgerTransfers')
      .select(['kind', 'amountMinor'])
      .where('reference', 'like', `rebate:${memberIds.asha}:%`)
      .execute();
    expect(transfers).toEqual([{ kind: 'rebate', amountMinor: '1036' }]);
    const requirement = await db
      .selectFrom('turnoverRequirements')
      .select('requiredMinor')
      .where('reference', 'like', `rebate:${memberIds.asha}:%`)
      .execute();
    expect(requirement).toEqual([{ requiredMinor: '3108' }]);
    expect(await preview('asha')).toMatchObject({
      block: 'claimed',
      nextClaimAt: '2026-12-10T18:00:00.000Z',
    });
  });

  it('answers a retried claim as the first, and counts the next day only what came after', async () => {
    clock.set('2026-12-11T10:00:00Z');
    await round('asha', {
      code: 'table-a',
      stake: 40_000n,
      closedAt: new Date('2026-12-11T09:00:00Z'),
    });
    const requestId = randomUUID();
    const first = expect200(await claim('asha', requestId)).json().value;
    // The 500.00 settled in the last minute before yesterday's claim, and today's 400.00.
    expect(first.claim.lines).toEqual([
      { gameType: 'RNG', validBet: '500.00', rate: 80, amount: '4.00' },
      { gameType: 'LIVE', validBet: '400.00', rate: 50, amount: '2.00' },
    ]);
    expect(first.claim.from).toBe(at(-minute).toISOString());
    const again = expect200(await claim('asha', requestId)).json().value;
    expect(again.claim).toEqual(first.claim);
    const list = expect200(await site('asha', 'GET', '/wps/rebate/claims')).json().value;
    expect(list.list.map((entry: { amount: string }) => entry.amount)).toEqual(['6.00', '10.36']);
  });

  it('refuses a rebate below the minimum, a member without a rate and another merchant’s member', async () => {
    await round('chandni', { code: 'slot-a', stake: 10_000n, closedAt: at(-5 * minute) }); // 0.80
    expect200(
      await desk('admin', 'PUT', '/ops/api/rebate/settings', { ...settings, minClaim: '5' }),
    );
    const low = await claim('chandni');
    expect(low.json()).toMatchObject({ code: 'rebate_below_minimum' });
    expect(low.json().message).toContain('5.00');
    expect(await walletMinor('chandni')).toBe(0n);
    expect200(await desk('admin', 'PUT', '/ops/api/rebate/settings', settings));
    expect(await preview('dipu')).toMatchObject({ rank: 0, block: 'no_level' });
    expect((await claim('dipu')).json().code).toBe('rebate_unavailable');
    expect(await preview('outsider')).toMatchObject({ isOffered: false });
    expect((await claim('outsider')).json().code).toBe('rebate_unavailable');
    const list = expect200(await site('bilal', 'GET', '/wps/rebate/claims')).json().value;
    expect(list.list).toEqual([]);
    const guest = await app.inject({
      method: 'GET',
      url: '/wps/rebate',
      headers: { host: merchant.domain ?? '' },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('the rebate desk', () => {
  it('reports what rebates paid per game type, for finance to read and admins to set', async () => {
    const report = expect200(
      await desk('finance', 'GET', '/ops/api/rebate?from=2026-12-01&to=2026-12-31'),
    ).json().value;
    expect(report).toMatchObject({
      settings: {
        isSaved: true,
        isToggledOn: true,
        period: 'day',
        minClaim: '1.00',
        turnoverMultiple: 3,
      },
      byGameType: [
        { gameType: 'LIVE', validBet: '499.99', amount: '2.49' },
        { gameType: 'RNG', validBet: '1734.56', amount: '13.87' },
        { gameType: 'SPORTS', validBet: '50.00', amount: '0.00' },
      ],
      claims: 2,
      members: 1,
      total: '16.36',
      canEdit: false,
    });
    expect((await desk('finance', 'PUT', '/ops/api/rebate/settings', settings)).json().code).toBe(
      'forbidden',
    );
    const bad = await desk('admin', 'PUT', '/ops/api/rebate/settings', {
      ...settings,
      minClaim: '-1',
    });
    expect(bad.json().code).toBe('validation_failed');
    const late = await desk('admin', 'GET', '/ops/api/rebate?from=2026-12-31&to=2026-12-01');
    expect(late.json().code).toBe('validation_failed');
    const foreign = await desk('otherAdmin', 'GET', `/ops/api/rebate?merchant=${merchant.code}`);
    expect(foreign.statusCode).not.toBe(200);
    const own = expect200(await desk('otherAdmin', 'GET', '/ops/api/rebate')).json().value;
    expect(own).toMatchObject({ settings: { isSaved: false }, claims: 0 });
    const logged = await sql<{ n: number }>`SELECT count(*)::int AS n FROM operator_actions
        WHERE action = 'rebate_settings_save' AND merchant_id = ${merchant.id}`.execute(db);
    expect(logged.rows[0]?.n).toBe(3);
    expect(other.id).not.toBe(merchant.id);
  });
});
