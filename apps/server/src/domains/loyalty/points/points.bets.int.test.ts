import { catalogueGameTypes, type CatalogueGameType } from '@khela/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../money/ledger/ledger.verify';
import { createPointsBetEarning } from './points.bets';
import {
  clock,
  db,
  deposit,
  desk,
  memberIds,
  merchant,
  other,
  pointsLedgerBalances,
  pointsOf,
  settings,
  site,
  usePoints,
} from './points.fixture';
import { createPointsRepository } from './points.repository';
import { betPointsEarned } from './points.rules';

// Points on valid bets by game type, earned by the scheduled job from rounds closed: exact
// figures and record types, what never counts, reruns and races, the carry, the desk's rates.
usePoints(['asha', 'bilal', 'chandni', 'dipu', 'emon']);

const startsAt = '2026-12-10T10:00:00.000Z';
const minute = 60_000;
const at = (minutes: number) => new Date(new Date(startsAt).getTime() + minutes * minute);
/** Points per 100.00 of valid bets (the fixture's earn unit); ELOTT at 0 earns nothing. */
const betPoints = {
  RNG: 3,
  FISH: 2,
  LIVE: 5,
  COCKFIGHT: 1,
  PVP: 4,
  SPORTS: 10,
  ESPORTS: 1,
  LOTT: 2,
  ELOTT: 0,
};
let earning: ReturnType<typeof createPointsBetEarning>;
let roundNo = 0;

/** A round of the member's on the merchant's game of a type (closed unless said otherwise). */
async function round(
  name: string,
  gameType: CatalogueGameType,
  values: { stake: bigint; payout?: bigint; closedAt: Date | null; isPlayMoney?: boolean },
) {
  roundNo += 1;
  const isOutsider = name === 'outsider';
  await db
    .insertInto('gameRounds')
    .values({
      merchantId: isOutsider ? other.id : merchant.id,
      vassalage: 'KPTS',
      round: `p${roundNo}`,
      memberId: memberIds[name]!,
      gameCode: `game-${gameType.toLowerCase()}`,
      currency: 'BDT',
      stakeMinor: values.stake.toString(),
      payoutMinor: (values.payout ?? 0n).toString(),
      isClosed: values.closedAt !== null,
      startedAt: at(-120),
      closedAt: values.closedAt,
      isPlayMoney: values.isPlayMoney ?? false,
    })
    .execute();
}

/** The job's run as the clock stands at `minutes` after the start. */
function runAt(minutes: number) {
  return earning.earnMerchant(merchant.id, at(minutes));
}

async function recordOf(name: string) {
  const answer = await site(name, 'GET', '/wps/relay/ODSFE2_MemTransDet?size=50');
  return answer.json().value.list as Array<{
    type: string;
    points: number;
    amount: string | null;
    status: string;
  }>;
}

const saveSettings = (as: 'admin' | 'finance' | 'content', values: object) =>
  desk(as, 'PUT', '/ops/api/points/settings', { ...settings, ...values });

beforeAll(async () => {
  earning = createPointsBetEarning({ repository: createPointsRepository(db), clock });
  await db
    .insertInto('games')
    .values(
      [merchant.id, other.id].flatMap((merchantId) =>
        catalogueGameTypes.map((gameType) => ({
          merchantId,
          vassalage: 'KPTS',
          code: `game-${gameType.toLowerCase()}`,
          gameType,
          names: JSON.stringify({ en: gameType }),
          imagePath: '/g.svg',
        })),
      ),
    )
    .execute();
});
beforeEach(() => clock.set(startsAt));

describe('points on bets: the desk', () => {
  it('earns nothing on bets until the merchant sets rates', async () => {
    await round('emon', 'RNG', { stake: 100_000n, closedAt: at(-30) });
    expect(await earning.earnAll()).toBe(0);
    expect((await pointsOf('emon')).points).toBe(0);
    const view = (await desk('finance', 'GET', '/ops/api/points')).json().value;
    expect(view.betPoints).toEqual({});
  });

  it('lets only owners and admins set them, refuses bad ones at their field, logs them', async () => {
    expect((await saveSettings('finance', { betPoints })).statusCode).toBe(403);
    expect((await saveSettings('content', { betPoints })).statusCode).toBe(403);
    for (const bad of [{ RNG: -1 }, { RNG: 1.5 }, { RNG: 2_000_000 }]) {
      const refused = await saveSettings('admin', { betPoints: bad });
      expect(refused.json().fields).toEqual([expect.objectContaining({ path: 'betPoints.RNG' })]);
    }
    const unknown = await saveSettings('admin', { betPoints: { SLOTS: 1 } });
    expect(unknown.json().success).toBe(false);
    expect((await desk('finance', 'GET', '/ops/api/points')).json().value.betPoints).toEqual({});

    expect((await saveSettings('admin', { betPoints })).json()).toEqual({ success: true });
    const earningPoints = Object.fromEntries(
      Object.entries(betPoints).filter(([gameType]) => gameType !== 'ELOTT'),
    );
    const view = (await desk('finance', 'GET', '/ops/api/points')).json().value;
    expect(view.betPoints).toEqual(earningPoints);
    const logged = await db
      .selectFrom('operatorActions')
      .select('detail')
      .where('action', '=', 'points_settings_save')
      .where('merchantId', '=', merchant.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged.detail).toMatchObject({
      betPoints: Object.entries(earningPoints).map(([gameType, points]) => ({ gameType, points })),
      earnUnitMinor: '10000',
    });
    // Saved without them (an older form): the rates stand, and bets count from the first save.
    expect((await saveSettings('admin', {})).json()).toEqual({ success: true });
    expect((await desk('admin', 'GET', '/ops/api/points')).json().value.betPoints).toEqual(
      earningPoints,
    );
    const row = await db
      .selectFrom('pointsSettings')
      .select('betsFrom')
      .where('merchantId', '=', merchant.id)
      .executeTakeFirstOrThrow();
    expect(row.betsFrom?.toISOString()).toBe(startsAt);
  });
});

describe('points on bets: the job', () => {
  it('earns each game type’s rate in its record type, on valid bets only', async () => {
    const stakes: Array<[CatalogueGameType, bigint]> = [
      ['RNG', 10_000n], // 3
      ['FISH', 25_000n], // 5
      ['LIVE', 10_000n], // 5
      ['COCKFIGHT', 30_000n], // 3
      ['PVP', 5_000n], // 2
      ['SPORTS', 1_000n], // 1
      ['ESPORTS', 10_000n], // 1
      ['LOTT', 10_000n], // 2
      ['ELOTT', 10_000n], // no rate
    ];
    for (const [gameType, stake] of stakes) {
      await round('asha', gameType, { stake, payout: 2n * stake, closedAt: at(20) });
    }
    // Never counted: a push, play money, an open round, no stake, before the rates, another
    // merchant's member, and (this run) a round of the last five minutes.
    await round('asha', 'RNG', { stake: 50_000n, payout: 50_000n, closedAt: at(21) });
    await round('asha', 'RNG', { stake: 50_000n, closedAt: at(22), isPlayMoney: true });
    await round('asha', 'RNG', { stake: 50_000n, closedAt: null });
    await round('asha', 'RNG', { stake: 0n, payout: 500n, closedAt: at(23) });
    await round('asha', 'RNG', { stake: 50_000n, closedAt: at(-1) });
    await round('outsider', 'RNG', { stake: 50_000n, closedAt: at(20) });
    await round('asha', 'RNG', { stake: 20_000n, closedAt: at(56) });
    await round('bilal', 'LIVE', { stake: 20_000n, closedAt: at(30) });

    expect(await runAt(60)).toBe(6);
    const lines = (await recordOf('asha')).map((line) => [line.type, line.points, line.amount]);
    expect(lines.sort()).toEqual([
      ['live', 8, '400.00'],
      ['lottery', 2, '100.00'],
      ['pvp', 2, '50.00'],
      ['slots', 8, '350.00'],
      ['sports', 2, '110.00'],
    ]);
    expect((await recordOf('asha')).every((line) => line.status === 'completed')).toBe(true);
    expect((await pointsOf('bilal')).points).toBe(10);
    expect((await pointsOf('outsider')).points).toBe(0);

    // The same run again earns nothing; the next one takes the round of the last minutes.
    expect(await runAt(60)).toBe(0);
    expect((await pointsOf('asha')).points).toBe(22);
    expect(await runAt(70)).toBe(1);
    expect((await pointsOf('asha')).points).toBe(28);
    expect(await runAt(70)).toBe(0);
  });

  it('carries small bets on, never earning more than one run of them would', async () => {
    // 40.00 of RNG a run at 3 per 100.00: 1.2 points a run, the rest carried.
    let carryMinor = 0n;
    let expected = 0n;
    for (let run = 1; run <= 8; run += 1) {
      await round('chandni', 'RNG', { stake: 4_000n, closedAt: at(100 + run * 10) });
      await runAt(100 + run * 10 + 6);
      const earned = betPointsEarned({ earnUnitMinor: 10_000n, points: 3 }, 4_000n, carryMinor);
      carryMinor = earned.carryMinor;
      expected += earned.points;
      expect(BigInt((await pointsOf('chandni')).points)).toBe(expected);
    }
    // 320.00 in one run would earn 9; split in eight runs it earns 9 too.
    expect(expected).toBe(9n);
    const carried = await db
      .selectFrom('pointsBetCarries')
      .select('carryMinor')
      .where('memberId', '=', memberIds.chandni!)
      .where('gameType', '=', 'RNG')
      .executeTakeFirstOrThrow();
    expect(carried.carryMinor).toBe(carryMinor.toString());
  });

  it('earns once however many runs start at once', async () => {
    await round('dipu', 'SPORTS', { stake: 12_345n, closedAt: at(200) });
    await round('dipu', 'PVP', { stake: 10_000n, closedAt: at(201) });
    // Half of them page through the members two at a time.
    const paging = createPointsBetEarning({
      repository: createPointsRepository(db),
      clock,
      batchMembersMax: 2,
    });
    const runs = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        index % 2 === 0 ? runAt(210) : paging.earnMerchant(merchant.id, at(210)),
      ),
    );
    expect(runs.reduce((sum, lines) => sum + lines, 0)).toBe(2);
    // 123.45 at 10 per 100.00 (12), 100.00 at 4 (4).
    expect((await pointsOf('dipu')).points).toBe(16);
  });

  it('never counts bets made while the programme or its rates were off', async () => {
    // The desk's saves stay within the operators' idle time; the job runs at any time.
    clock.set(at(10).toISOString());
    expect((await saveSettings('admin', { isEnabled: false })).json()).toEqual({ success: true });
    await round('emon', 'LIVE', { stake: 100_000n, closedAt: at(12) });
    expect(await runAt(20)).toBe(0);
    clock.set(at(20).toISOString());
    expect((await saveSettings('admin', { isEnabled: true })).json()).toEqual({ success: true });
    await round('emon', 'LIVE', { stake: 20_000n, closedAt: at(22) });
    expect(await earning.earnAll()).toBe(0); // bets count from now: nothing closed since
    expect(await runAt(30)).toBe(1);
    expect((await pointsOf('emon')).points).toBe(10);
    // All rates removed: nothing earns, and the bets of that time never do.
    expect((await saveSettings('admin', { betPoints: {} })).json()).toEqual({ success: true });
    await round('emon', 'LIVE', { stake: 20_000n, closedAt: at(24) });
    expect(await runAt(40)).toBe(0);
    expect((await desk('admin', 'GET', '/ops/api/points')).json().value.betPoints).toEqual({});
    clock.set(at(25).toISOString());
    const live = { betPoints: { LIVE: 5 } };
    expect((await saveSettings('admin', live)).json()).toEqual({ success: true });
    expect(await runAt(60)).toBe(0);
    expect((await pointsOf('emon')).points).toBe(10);
  });

  it('keeps the points ledger balanced beside deposits and the money ledger', async () => {
    await deposit('emon', 100_000n);
    expect((await pointsOf('emon')).points).toBe(130);
    for (const id of [merchant.id, other.id]) {
      expect(await pointsLedgerBalances(id)).toEqual({ total: 0, mismatched: 0 });
    }
    const { liability } = (await desk('admin', 'GET', '/ops/api/points')).json().value;
    expect(liability.issued).toBe(liability.outstanding + liability.redeemed + liability.converted);
    expect(await verifyLedger(db)).toEqual([]);
  });
});
