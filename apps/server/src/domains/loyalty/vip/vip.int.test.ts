import fc from 'fast-check';
import { createDepositOrder } from '../../../../test/factories';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clock,
  db,
  desk,
  evaluateAll,
  expect200,
  figures,
  levels,
  memberIds,
  foldRounds,
  round,
  merchant,
  site,
  startsAt,
  statusOf,
  useVip,
  walletMinor,
} from './vip.fixture';

// VIP levels moved by the members' folded figures over the window, kept through the grace
// days, pinned by operators; upgrade and periodic bonuses given once and claimed once through
// the ledger; member info's labels and a level's withdrawal limits; the desk's rules.
useVip(['asha', 'bilal', 'chandni', 'dipu', 'emon', 'farid', 'gita', 'hari', 'indra', 'jaya']);
beforeEach(() => clock.set(startsAt));

const day = (offsetDays: number) =>
  new Date(clock.now().getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const kindsOf = (bonuses: { kind: string; period: string }[]) =>
  bonuses.map((bonus) => `${bonus.kind}:${bonus.period}`).sort();

describe('levels', () => {
  it('counts a real deposit of a member without an upline once the day is folded', async () => {
    const id = await createDepositOrder(db, {
      merchantId: merchant.id,
      memberId: memberIds.indra!,
      amountMinor: 150_000n,
      now: clock.now(),
    });
    expect200(await desk('finance', 'POST', `/ops/api/deposits/${id}/approve`));
    await sql`SELECT agent_team_fold(100000)`.execute(db);
    expect(await statusOf('indra')).toMatchObject({ rank: 0, deposit: '1500.00' });
  });

  it('moves a member up at once, with the upgrade bonus of every level passed, once', async () => {
    await figures('asha', day(0), 600_000n, 2_500_000n); // 6,000 deposited, 25,000 bet
    const silver = await statusOf('asha');
    expect(silver).toMatchObject({ rank: 2, deposit: '6000.00', validBet: '25000.00' });
    expect(kindsOf(silver.bonuses)).toEqual([
      'upgrade:rank-1',
      'upgrade:rank-2',
      'weekly:2026-W50',
    ]);
    await figures('asha', day(0), 1_500_000n, 8_000_000n);
    const gold = await statusOf('asha');
    expect(gold.rank).toBe(3);
    expect(kindsOf(gold.bonuses)).toEqual([
      'monthly:2026-12',
      'upgrade:rank-1',
      'upgrade:rank-2',
      'upgrade:rank-3',
      'weekly:2026-W50',
    ]);
    // Evaluated again the same week: nothing given twice.
    await evaluateAll();
    expect((await statusOf('asha')).bonuses).toHaveLength(5);
  });

  it('keeps a level through the grace days, then drops to what the member reaches', async () => {
    await figures('bilal', day(0), 600_000n, 2_500_000n);
    expect((await statusOf('bilal')).rank).toBe(2);
    // 30 days on, the window has let go of those figures: below Silver's keep rule.
    clock.set('2027-01-09T10:00:00Z');
    const graced = await statusOf('bilal');
    expect(graced.rank).toBe(2);
    expect(graced.graceUntil).toBe('2027-01-16T10:00:00.000Z');
    clock.set('2027-01-16T10:00:00Z');
    const dropped = await statusOf('bilal');
    expect(dropped).toMatchObject({ rank: 0, graceUntil: null });
    // Reaching Silver again gives no second upgrade bonus, but this week's weekly one.
    await figures('bilal', day(0), 600_000n, 2_500_000n);
    const again = await statusOf('bilal');
    expect(again.rank).toBe(2);
    expect(again.bonuses.filter((bonus) => bonus.kind === 'upgrade')).toHaveLength(2);
    expect(kindsOf(again.bonuses)).toContain('weekly:2027-W02');
  });

  it('clears the grace when the member meets the keep rule again in time', async () => {
    await figures('chandni', day(0), 600_000n, 2_500_000n);
    expect((await statusOf('chandni')).rank).toBe(2);
    clock.set('2027-01-09T10:00:00Z');
    expect((await statusOf('chandni')).graceUntil).not.toBeNull();
    await figures('chandni', day(0), 200_000n, 1_000_000n); // Silver's keep rule, exactly
    expect(await statusOf('chandni')).toMatchObject({ rank: 2, graceUntil: null });
  });

  it('follows a model of reach, keep and grace over any run of days and figures', async () => {
    const reach = (deposit: bigint, bet: bigint) =>
      levels.reduce(
        (best, row, index) =>
          deposit >= BigInt(row.depositMin) * 100n && bet >= BigInt(row.validBetMin) * 100n
            ? index + 1
            : best,
        0,
      );
    const keeps = (rank: number, deposit: bigint, bet: bigint) => {
      const row = levels[rank - 1];
      return (
        !row ||
        (deposit >= BigInt(row.keepDepositMin) * 100n && bet >= BigInt(row.keepValidBetMin) * 100n)
      );
    };
    const step = fc.record({
      days: fc.integer({ min: 0, max: 12 }),
      deposit: fc.bigInt({ min: 0n, max: 800_000n }),
      bet: fc.bigInt({ min: 0n, max: 4_000_000n }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        run += 1;
        const name = `model${run}`;
        const member = await db
          .insertInto('members')
          .values({
            merchantId: merchant.id,
            username: name,
            passwordHash: 'x',
            createdAt: new Date(),
            passwordChangedAt: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        memberIds[name] = member.id;
        let now = new Date('2026-12-10T10:00:00Z').getTime();
        const days: { day: number; deposit: bigint; bet: bigint }[] = [];
        let model = { rank: 0, graceUntil: null as number | null };
        for (const move of steps) {
          now += move.days * 86_400_000;
          clock.set(new Date(now).toISOString());
          const today = Math.floor(now / 86_400_000);
          days.push({ day: today, deposit: move.deposit, bet: move.bet });
          await figures(name, day(0), move.deposit, move.bet);
          const inWindow = days.filter((entry) => entry.day > today - 30);
          const deposit = inWindow.reduce((sum, entry) => sum + entry.deposit, 0n);
          const bet = inWindow.reduce((sum, entry) => sum + entry.bet, 0n);
          const reached = reach(deposit, bet);
          if (reached >= model.rank) model = { rank: reached, graceUntil: null };
          else if (keeps(model.rank, deposit, bet)) model = { ...model, graceUntil: null };
          else if (model.graceUntil === null)
            model = { ...model, graceUntil: now + 7 * 86_400_000 };
          else if (model.graceUntil <= now) model = { rank: reached, graceUntil: null };
          await sql`SELECT vip_evaluate(${merchant.id}, ${clock.now()}, ${member.id})`.execute(db);
          const row = await db
            .selectFrom('vipMembers')
            .select(['rank', 'graceUntil'])
            .where('memberId', '=', member.id)
            .executeTakeFirstOrThrow();
          expect({ rank: row.rank, graceUntil: row.graceUntil?.getTime() ?? null }).toEqual(model);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('never drops a member below the level an operator pinned, and gives its bonuses', async () => {
    expect200(
      await desk('admin', 'PUT', `/ops/api/vip/members/${memberIds.dipu}`, {
        rank: 3,
        labels: ['High roller'],
      }),
    );
    clock.set('2027-02-10T10:00:00Z');
    await evaluateAll();
    const pinned = await statusOf('dipu');
    expect(pinned).toMatchObject({ rank: 3, graceUntil: null });
    expect(pinned.bonuses.filter((bonus) => bonus.kind === 'upgrade')).toHaveLength(3);
    const info = expect200(await site('dipu', 'GET', '/wps/member/info')).json().value;
    expect(info.clubLabel).toEqual({ labelName: 'Gold', rankLevel: 3 });
    expect(info.memberLabel).toEqual(['High roller']);
  });
});

describe('valid bets', () => {
  const minute = 60_000;
  const folded = async () => {
    const { rows } = await sql<{ day: string; plays: string; bet: string }>`
      SELECT day::text, plays::text, bet_minor::text AS bet FROM round_days
        WHERE member_id = ${memberIds.jaya}`.execute(db);
    return rows;
  };

  // The other tests add rounds closed at their own clocks' times, which a fold at this test's
  // clock would have passed: they read every round as it is, with nothing folded.
  const unfold = async () => {
    await sql`DELETE FROM round_day_marks WHERE merchant_id = ${merchant.id}`.execute(db);
    await sql`DELETE FROM round_days WHERE merchant_id = ${merchant.id}`.execute(db);
  };
  afterEach(unfold);

  it('counts real rounds at once and once only, folded or not, and a stake refunded later', async () => {
    const now = clock.now().getTime();
    const closed = (minutesAgo: number) => new Date(now - minutesAgo * minute);
    await figures('jaya', day(0), 600_000n, 0n);
    await round('jaya', {
      code: 'slot-a',
      stake: 1_500_000n,
      payout: 400_000n,
      closedAt: closed(20),
    });
    const late = await round('jaya', { code: 'slot-a', stake: 1_000_000n, closedAt: closed(1) });
    // No valid bets: a round that paid its stake back, play money, a round still open.
    await round('jaya', { code: 'slot-a', stake: 900_000n, payout: 900_000n, closedAt: closed(2) });
    await round('jaya', {
      code: 'slot-a',
      stake: 900_000n,
      closedAt: closed(2),
      isPlayMoney: true,
    });
    await round('jaya', { code: 'slot-a', stake: 900_000n, closedAt: null });
    expect(await statusOf('jaya')).toMatchObject({ rank: 2, validBet: '25000.00' });
    // The job folds the rounds closed five minutes ago and more; the rest are read as they are.
    await foldRounds();
    const today = day(0);
    const figuresRow = { day: today, plays: '1', bet: '1500000' };
    expect(await folded()).toEqual(expect.arrayContaining([figuresRow]));
    expect(await statusOf('jaya')).toMatchObject({ validBet: '25000.00' });
    clock.set(new Date(now + 10 * minute).toISOString());
    await foldRounds();
    await foldRounds();
    const all = { day: today, plays: '3', bet: '2500000' };
    expect(await folded()).toEqual(expect.arrayContaining([all]));
    expect(await statusOf('jaya')).toMatchObject({ validBet: '25000.00' });
    // A stake refunded after the round was folded: its day follows.
    await sql`UPDATE game_rounds SET stake_minor = stake_minor - 400000
      WHERE round = ${late} AND member_id = ${memberIds.jaya}`.execute(db);
    expect(await folded()).toEqual(expect.arrayContaining([{ ...all, bet: '2100000' }]));
    expect(await statusOf('jaya')).toMatchObject({ rank: 2, validBet: '21000.00' });
  });
});

describe('bonuses', () => {
  it('pays a bonus once to 200 claims at once, with its turnover', async () => {
    await figures('emon', day(0), 100_000n, 500_000n); // Bronze: a 10.00 upgrade bonus
    const [bonus] = (await statusOf('emon')).bonuses;
    const before = await walletMinor('emon');
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        site('emon', 'POST', `/wps/vip/bonuses/${bonus!.id}/claim`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => answer.json().value.bonus.status))).toEqual(
      new Set(['claimed']),
    );
    expect((await walletMinor('emon')) - before).toBe(1_000n);
    const requirement = await db
      .selectFrom('turnoverRequirements')
      .select('requiredMinor')
      .where('reference', '=', `vip:bonus:${bonus!.id}`)
      .execute();
    expect(requirement).toEqual([{ requiredMinor: '2000' }]);
  });

  it('refuses an expired bonus, another member’s and another merchant’s', async () => {
    await figures('farid', day(0), 100_000n, 500_000n);
    const [bonus] = (await statusOf('farid')).bonuses;
    const claim = (name: string) => site(name, 'POST', `/wps/vip/bonuses/${bonus!.id}/claim`);
    expect((await claim('gita')).json().code).toBe('not_found');
    expect((await claim('outsider')).json().code).toBe('not_found');
    clock.set('2026-12-24T10:00:01Z'); // past its 14 claim days
    const late = await claim('farid');
    expect(late.json()).toMatchObject({ code: 'vip_bonus_expired' });
    expect((await statusOf('farid')).bonuses[0]?.status).toBe('expired');
  });
});

describe('benefits and the desk', () => {
  it('gives a level its own daily withdrawal limits', async () => {
    const overview = (name: string) =>
      site(name, 'GET', '/wps/v2/withdraw/overview').then(
        (answer) => expect200(answer).json().value.limits.dailyCountMax,
      );
    expect(await overview('asha')).not.toBe(1); // Gold: the merchant's limits
    await figures('gita', day(0), 600_000n, 2_500_000n);
    expect((await statusOf('gita')).rank).toBe(2); // Silver: one withdrawal a day
    expect(await overview('gita')).toBe(1);
  });

  it('refuses a table whose levels skip or keep more than they reach, and other roles', async () => {
    const refused = async (table: object[], path: string) => {
      const answer = await desk('admin', 'PUT', '/ops/api/vip/levels', { levels: table });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields).toEqual([expect.objectContaining({ path })]);
    };
    await refused([{ ...levels[0], keepDepositMin: '5000' }], 'levels.0.keepDepositMin');
    await refused(levels.slice(0, 2).reverse(), 'levels.1.depositMin');
    await refused([{ ...levels[0], depositMin: '-1' }], 'levels.0.depositMin');
    expect((await desk('finance', 'GET', '/ops/api/vip')).statusCode).toBe(403);
    expect(
      (
        await desk('otherAdmin', 'PUT', `/ops/api/vip/members/${memberIds.asha}`, {
          rank: 1,
          labels: [],
        })
      ).json().code,
    ).toBe('not_found');
    const listed = async (query: string) =>
      expect200(await desk('admin', 'GET', `/ops/api/vip/members?${query}`))
        .json()
        .value.list.map((row: { username: string; rank: number }) => `${row.username}:${row.rank}`);
    expect(await listed('rank=3')).toEqual(expect.arrayContaining(['asha:3', 'dipu:3']));
    expect(await listed('rank=2&q=gi')).toEqual(['gita:2']);
    // A member never evaluated is found by name, to be given a level by hand.
    expect(await listed('q=har')).toEqual(['hari:0']);
    expect(await listed('q=outs')).toEqual([]);
    const report = expect200(await desk('admin', 'GET', '/ops/api/vip')).json().value;
    expect(report.levels.map((row: { members: number }) => row.members)).toEqual(
      expect.arrayContaining([expect.any(Number)]),
    );
    const upgrade = report.costs.find((cost: { kind: string }) => cost.kind === 'upgrade');
    expect(upgrade.paid).toBe('10.00');
    expect(upgrade.paidCount).toBe(1);
  });
});
