import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDepositOrder } from '../../../../test/factories';
import {
  clock,
  db,
  desk,
  expect200,
  memberIds,
  merchant,
  site,
  startsAt,
  useVip,
  walletMinor,
} from '../vip/vip.fixture';
import { replayMission, type MissionEvent, type MissionGoal } from './missions.rules';

// Missions: progress read from deposits and rounds in each mission's window (a day, an ISO week
// of Asia/Dhaka, an event), a replay of the events equal to it, each mission claimed once per
// period through the ledger with its turnover, the leaderboard, and the desk.
useVip(['asha', 'bilal', 'chandni', 'dipu', 'emon']);
beforeEach(() => clock.set(startsAt));

const hour = 3_600_000;
const at = (offsetMs: number) => new Date(new Date(startsAt).getTime() + offsetMs);
let roundNo = 0;

async function round(name: string, code: string, stake: bigint, payout: bigint, closedAt: Date) {
  roundNo += 1;
  await db
    .insertInto('gameRounds')
    .values({
      merchantId: merchant.id,
      vassalage: 'KMISSION',
      round: `m${roundNo}`,
      memberId: memberIds[name]!,
      gameCode: code,
      currency: 'BDT',
      stakeMinor: stake.toString(),
      payoutMinor: payout.toString(),
      isClosed: true,
      startedAt: closedAt,
      closedAt,
    })
    .execute();
}

async function deposit(name: string, amountMinor: bigint) {
  const id = await createDepositOrder(db, {
    merchantId: merchant.id,
    memberId: memberIds[name]!,
    amountMinor,
    now: clock.now(),
  });
  expect200(await desk('finance', 'POST', `/ops/api/deposits/${id}/approve`));
}

const names = (en: string) => ({ bn: `${en} বিএন`, en, th: `${en} ไทย` });
const mission = (values: Record<string, unknown>) => ({
  names: names('Mission'),
  period: 'day',
  kind: 'bet',
  gameType: null,
  game: null,
  target: '100',
  reward: '5',
  turnoverMultiple: 2,
  score: 10,
  startsAt: null,
  endsAt: null,
  sortOrder: 0,
  isActive: true,
  ...values,
});
const ids: Record<string, string> = {};

async function create(key: string, values: Record<string, unknown>) {
  const answer = expect200(await desk('admin', 'POST', '/ops/api/missions', mission(values)));
  ids[key] = answer.json().value.id;
}

interface SiteMission {
  id: string;
  name: string;
  status: string;
  progress: string;
  target: string;
  periodKey: string;
  endsAt: string | null;
}

async function summary(name: string) {
  return expect200(await site(name, 'GET', '/wps/relay/MCSFE_getMissionSummaryDetails')).json()
    .value as { missions: SiteMission[]; claimableCount: number; weekScore: number };
}
const missionOf = async (name: string, key: string) =>
  (await summary(name)).missions.find((found) => found.id === ids[key]);
const claim = (name: string, key: string, requestId: string = randomUUID()) =>
  site(name, 'POST', '/wps/missions/claim', { missionId: ids[key], requestId });

beforeAll(async () => {
  await db
    .insertInto('games')
    .values(
      (
        [
          ['slot-a', 'RNG'],
          ['slot-b', 'RNG'],
          ['table-a', 'LIVE'],
        ] as const
      ).map(([code, gameType]) => ({
        merchantId: merchant.id,
        vassalage: 'KMISSION',
        code,
        gameType,
        names: JSON.stringify({ en: `Game ${code}`, bn: `গেম ${code}` }),
        imagePath: '/g.svg',
      })),
    )
    .execute();
  await create('bet', { names: names('Bet 100 on slots'), gameType: 'RNG' });
  await create('play', {
    names: names('Spin slot A 3 times'),
    kind: 'play',
    target: '3',
    game: { vassalage: 'KMISSION', code: 'slot-a' },
    score: 5,
  });
  await create('streak', { names: names('Win 3 in a row'), kind: 'win_streak', target: '3' });
  await create('deposit', {
    names: names('Deposit 500 this week'),
    period: 'week',
    kind: 'deposit',
    target: '500',
    reward: '20',
    score: 50,
  });
});

describe('the missions desk', () => {
  it('refuses what does not make a mission, at its field, and logs what it writes', async () => {
    const refused = async (values: Record<string, unknown>) => {
      const answer = await desk('admin', 'POST', '/ops/api/missions', mission(values));
      expect(answer.statusCode).toBe(400);
      return answer.json().fields.map((field: { path: string }) => field.path);
    };
    expect(await refused({ kind: 'play', target: '2.5' })).toEqual(['target']);
    expect(await refused({ kind: 'deposit', gameType: 'RNG' })).toEqual(['gameType']);
    expect(await refused({ period: 'event' })).toEqual(['startsAt', 'endsAt']);
    const day = (offset: number) => new Date(Date.parse(startsAt) + offset * 86_400_000);
    expect(
      await refused({
        period: 'event',
        startsAt: day(2).toISOString(),
        endsAt: day(1).toISOString(),
      }),
    ).toEqual(['endsAt']);
    expect(await refused({ names: { en: ' ' } })).toEqual(['names.en']);
    expect(await refused({ names: {} })).toEqual(['names']);
    expect(
      await refused({ kind: 'play', target: '1', game: { vassalage: 'KMISSION', code: 'nope' } }),
    ).toEqual(['game']);
    expect(await refused({ reward: '0' })).toEqual(['reward']);
    expect(
      (await desk('admin', 'POST', '/ops/api/missions', { ...mission({}), names: 'x'.repeat(9) }))
        .statusCode,
    ).toBe(400);
    expect((await desk('finance', 'POST', '/ops/api/missions', mission({}))).statusCode).toBe(403);
    const foreign = await desk('otherAdmin', 'PUT', `/ops/api/missions/${ids.bet}`, mission({}));
    expect(foreign.json().code).toBe('not_found');

    const listed = expect200(await desk('finance', 'GET', '/ops/api/missions')).json().value;
    expect(listed.canEdit).toBe(false);
    expect(listed.missions.map((row: { id: string }) => row.id)).toEqual(Object.values(ids));
    expect(listed.missions[0]).toMatchObject({ target: '100.00', reward: '5.00', claims: 0 });
    expect(listed.missions[1]).toMatchObject({ target: '3', kind: 'play' });
    const { rows } = await sql<{ action: string; target: string }>`
      SELECT action, target FROM operator_actions WHERE merchant_id = ${merchant.id}
        AND action LIKE 'mission_%' ORDER BY id`.execute(db);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({ action: 'mission_create', target: `mission:${ids.bet}` });
  });
});

describe('mission progress', () => {
  it('is read from the day’s rounds and the week’s deposits, and equals their replay', async () => {
    const events: MissionEvent[] = [];
    const goals: Record<string, MissionGoal> = {
      bet: { kind: 'bet', gameType: 'RNG', game: null },
      play: { kind: 'play', gameType: null, game: { vassalage: 'KMISSION', code: 'slot-a' } },
      streak: { kind: 'win_streak', gameType: null, game: null },
    };
    const spins: Array<[string, bigint, bigint]> = [
      ['slot-a', 2_000n, 5_000n],
      ['table-a', 3_000n, 6_000n],
      ['slot-b', 4_000n, 4_000n],
      ['slot-a', 1_000n, 0n],
      ['slot-a', 2_500n, 3_000n],
      ['slot-b', 1_500n, 2_000n],
      ['table-a', 1_000n, 1_200n],
    ];
    let minute = 0;
    for (const [code, stake, payout] of spins) {
      minute += 1;
      await round('asha', code, stake, payout, at(-2 * hour + minute * 60_000));
      const gameType = code.startsWith('slot') ? 'RNG' : 'LIVE';
      events.push({
        type: 'round',
        gameType,
        vassalage: 'KMISSION',
        code,
        stakeMinor: stake,
        payoutMinor: payout,
      });
      const shown = await summary('asha');
      for (const [key, goal] of Object.entries(goals)) {
        const live = shown.missions.find((found) => found.id === ids[key])!;
        const target = key === 'bet' ? 10_000n : 3n;
        const replayed = replayMission(goal, events);
        const capped = replayed > target ? target : replayed;
        expect([key, live.progress]).toEqual([
          key,
          key === 'bet' ? (Number(capped) / 100).toFixed(2) : capped.toString(),
        ]);
      }
    }
    // Valid bets on slots: 20 + 10 + 25 + 15 (the push of slot-b is not one); slot-a spun 3 times;
    // the longest run of wins: slot-a, table-a, (push left out), then a loss; then 3 wins.
    expect(await missionOf('asha', 'bet')).toMatchObject({
      progress: '70.00',
      status: 'in_progress',
    });
    expect(await missionOf('asha', 'play')).toMatchObject({ progress: '3', status: 'claimable' });
    expect(await missionOf('asha', 'streak')).toMatchObject({ progress: '3', status: 'claimable' });
    // A round of yesterday (Asia/Dhaka) and another member's do not count.
    await round('asha', 'slot-a', 50_000n, 0n, at(-17 * hour));
    await round('bilal', 'slot-a', 50_000n, 0n, at(-hour));
    expect(await missionOf('asha', 'bet')).toMatchObject({ progress: '70.00' });

    await deposit('asha', 30_000n);
    expect(await missionOf('asha', 'deposit')).toMatchObject({ progress: '300.00' });
    clock.set(at(20 * 60_000).toISOString());
    await deposit('asha', 25_000n);
    clock.set(at(48 * hour).toISOString());
    const week = await missionOf('asha', 'deposit');
    expect(week).toMatchObject({ progress: '500.00', status: 'claimable', periodKey: '2026-W50' });
    expect(week?.endsAt).toBe('2026-12-13T18:00:00.000Z');
  });
});

describe('claiming a mission', () => {
  it('pays once per period, with its turnover; a retry answers as the first', async () => {
    expect((await claim('asha', 'bet')).json().code).toBe('mission_incomplete');
    const before = await walletMinor('asha');
    const requestId = randomUUID();
    const first = expect200(await claim('asha', 'play', requestId)).json().value;
    expect(first.claim).toMatchObject({
      amount: '5.00',
      turnover: '10.00',
      score: 5,
      period: '2026-12-10',
    });
    expect(await walletMinor('asha')).toBe(before + 500n);
    expect(expect200(await claim('asha', 'play', requestId)).json().value.claim).toEqual(
      first.claim,
    );
    expect((await claim('asha', 'play')).json().code).toBe('mission_claimed');
    expect(await missionOf('asha', 'play')).toMatchObject({ status: 'claimed' });
    const { rows } = await sql<{ required: string }>`
      SELECT required_minor::text AS required FROM turnover_requirements
        WHERE member_id = ${memberIds.asha} AND reference LIKE 'mission:%'`.execute(db);
    expect(rows).toEqual([{ required: '1000' }]);

    // The next day the daily mission starts over.
    clock.set(at(24 * hour).toISOString());
    expect(await missionOf('asha', 'play')).toMatchObject({ status: 'in_progress', progress: '0' });
  });

  it('pays one of 200 claims at once', async () => {
    for (let spin = 1; spin <= 3; spin += 1) {
      await round('bilal', 'slot-a', 1_000n, 0n, at(-hour + spin * 1_000));
    }
    const before = await walletMinor('bilal');
    const answers = await Promise.all(Array.from({ length: 200 }, () => claim('bilal', 'play')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(
      answers.every(
        (answer) => answer.statusCode === 200 || answer.json().code === 'mission_claimed',
      ),
    ).toBe(true);
    expect(await walletMinor('bilal')).toBe(before + 500n);
  });

  it('is the member’s own: another merchant’s member, an unknown mission, a visitor', async () => {
    for (let spin = 1; spin <= 3; spin += 1) {
      await round('chandni', 'slot-a', 1_000n, 0n, at(-hour + spin * 1_000));
    }
    expect((await claim('outsider', 'play')).json().code).toBe('not_found');
    expect(
      (
        await site('chandni', 'POST', '/wps/missions/claim', {
          missionId: '999999',
          requestId: randomUUID(),
        })
      ).json().code,
    ).toBe('not_found');
    expect(
      (await site('chandni', 'POST', '/wps/missions/claim', { missionId: 'x', requestId: 'y' }))
        .statusCode,
    ).toBe(400);
    expect((await summary('outsider')).missions).toEqual([]);
    // An event not started yet is not shown, and cannot be claimed.
    await create('later', {
      period: 'event',
      kind: 'play',
      target: '1',
      startsAt: at(24 * hour).toISOString(),
      endsAt: at(72 * hour).toISOString(),
    });
    expect(await missionOf('chandni', 'later')).toBeUndefined();
    expect((await claim('chandni', 'later')).json().code).toBe('not_found');
    // The reward centre lists the claimable mission and claims it through the mission.
    const rewards = expect200(await site('chandni', 'GET', '/wps/rewards')).json().value.rewards;
    const listed = rewards.find(
      (reward: { source: string; id: string }) =>
        reward.source === 'mission' && reward.id === ids.play,
    );
    expect(listed).toMatchObject({
      status: 'claimable',
      amount: '5.00',
      turnover: '10.00',
      period: '2026-12-10',
    });
    const count = expect200(await site('chandni', 'GET', '/wps/missions/count')).json().value.count;
    expect(count).toBe(1);
    const paid = await site('chandni', 'POST', '/wps/rewards/claim', {
      source: 'mission',
      id: ids.play,
      requestId: randomUUID(),
    });
    expect(expect200(paid).json().value).toMatchObject({ source: 'mission', amount: '5.00' });
    expect(expect200(await site('chandni', 'GET', '/wps/missions/count')).json().value.count).toBe(
      0,
    );
  });
});

describe('the mission leaderboard', () => {
  it('ranks this week’s scores, masks the others, and places the member', async () => {
    const board = expect200(
      await site('asha', 'GET', '/wps/relay/MCSFE_getMissionLeaderboard?span=week'),
    ).json().value;
    expect(
      board.entries.map((entry: { account: string; score: number; isMe: boolean }) => [
        entry.account,
        entry.score,
        entry.isMe,
      ]),
    ).toEqual([
      ['asha', 5, true],
      ['b***l', 5, false],
      ['ch***i', 5, false],
    ]);
    const dipu = expect200(
      await site('dipu', 'GET', '/wps/relay/MCSFE_getMissionLeaderboard'),
    ).json().value;
    expect(dipu.me).toEqual({ rank: null, score: 0, missions: 0 });
    expect(
      (await site('dipu', 'GET', '/wps/relay/MCSFE_getMissionLeaderboard?span=year')).statusCode,
    ).toBe(400);
    const report = expect200(await desk('finance', 'GET', '/ops/api/missions/report')).json().value;
    expect(report).toMatchObject({ claims: 3, members: 3, total: '15.00' });
  });
});
