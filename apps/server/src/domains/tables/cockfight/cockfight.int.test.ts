import type { CockfightArena, CockfightArenas, TableSnapshot } from '@khela/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, signInOperator } from '../../../../test/factories';
import { verifyLedger } from '../../money';
import { installTables } from '../install';
import {
  app,
  balanceMinor,
  call,
  clock,
  db,
  engine,
  merchantId,
  players,
  setUpTables,
  state,
  tearDownTables,
} from '../tables.fixture';

// Operator-run cockfights: an arena's fight announced, bets taken at the odds the player saw
// (fixed) or into pools, the house's exposure per side live with the cap closing a side,
// betting closed, the winner declared and paid at once, or the fight cancelled and refunded;
// each step logged, another merchant's operator shut out.

const tokens: Record<string, string> = {};
type Player = { id: string; token: string };
const fixedPlayers: Player[] = [];
const poolPlayers: Player[] = [];
const start = 10_000_000n;

function ops<T = CockfightArena>(
  as: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) {
  return app
    .inject({ method, url, headers: { authorization: tokens[as] ?? '', language: 'en' }, payload })
    .then((response) => ({
      status: response.statusCode,
      body: response.json() as { success: boolean; code?: string; value: T },
    }));
}

const arena = (code: string, extra: object) =>
  ops('cf_admin', 'POST', '/ops/api/tables', {
    code,
    game: 'cockfight',
    names: { en: code, bn: code, th: code },
    bettingSeconds: 60,
    resultSeconds: 10,
    minStake: '10',
    maxStake: '5000',
    maxRoundPayout: '1000',
    areaLimits: {},
    ...extra,
  });

/** An admin announces a fight at the fixed-odds arena, 1.90 each side. */
const announceEven = (label: string) =>
  ops('cf_admin', 'POST', '/ops/api/cockfight/pit-fixed/fights', {
    label,
    meronOdds: 1900,
    walaOdds: 1900,
  });

function fightBet(token: string, roundId: string, area: string, stake: string, odds?: number) {
  return call('POST', '/tables/api/bet', {
    token,
    roundId,
    requestId: randomUUID(),
    bets: [{ area, stake }],
    ...(odds === undefined ? {} : { odds }),
  });
}

const fightOf = async (token: string) => (await state(token)).body.value;
const roundOf = (snapshot: TableSnapshot) => snapshot.round?.id ?? '';

beforeAll(async () => {
  await setUpTables();
  const other = await createMerchant(db);
  await installTables(db, other.id);
  for (const [name, merchant, role] of [
    ['cf_admin', merchantId, 'admin'],
    ['cf_finance', merchantId, 'finance'],
    ['cf_far', other.id, 'admin'],
  ] as const) {
    tokens[name] = (
      await signInOperator(app, db, { merchantId: merchant, username: name, role })
    ).token;
  }
  expect((await arena('pit-fixed', { pricing: 'fixed', drawOdds: 9000 })).body.success).toBe(true);
  const pool = await arena('pit-pool', {
    pricing: 'pool',
    commissionPercent: 10,
    maxRoundPayout: '100000',
  });
  expect(pool.body.value).toMatchObject({ cockfight: { pricing: 'pool', commissionPercent: 10 } });
  fixedPlayers.push(...(await players('fix', 3, 'pit-fixed')));
  poolPlayers.push(...(await players('pool', 3, 'pit-pool')));
});
afterAll(tearDownTables);

describe('a fixed-odds fight', () => {
  it('takes bets at the odds the player saw, closes a side at the cap, and pays the winner at each bet’s odds', async () => {
    const [ana, ben, cyd] = fixedPlayers as [Player, Player, Player];
    expect(
      (
        await ops('cf_finance', 'POST', '/ops/api/cockfight/pit-fixed/fights', {
          label: 'Fight 1',
          meronOdds: 1800,
          walaOdds: 2000,
        })
      ).body.code,
    ).toBe('forbidden');
    const announced = await ops('cf_admin', 'POST', '/ops/api/cockfight/pit-fixed/fights', {
      label: 'Fight 1',
      meronOdds: 1800,
      walaOdds: 2000,
    });
    expect(announced.body.value.current).toMatchObject({ label: 'Fight 1', status: 'open' });
    const again = await ops('cf_admin', 'POST', '/ops/api/cockfight/pit-fixed/fights', {
      label: 'Fight 2',
      meronOdds: 1800,
      walaOdds: 2000,
    });
    expect(again.body.code).toBe('cockfight_fight_under_way');

    const seen = await fightOf(ana.token);
    expect(seen.cockfight).toMatchObject({
      pricing: 'fixed',
      label: 'Fight 1',
      odds: { meron: 1800, wala: 2000, draw: 9000 },
      closedSides: [],
    });
    expect(seen.round?.seedHash).toBeNull();
    const fight = roundOf(seen);
    expect((await fightBet(ana.token, fight, 'meron', '500.00', 1800)).body.success).toBe(true);
    expect((await fightBet(ben.token, fight, 'meron', '10.00')).body.code).toBe(
      'validation_failed',
    );

    const moved = await ops('cf_admin', 'PATCH', `/ops/api/cockfight/fights/${fight}/odds`, {
      meronOdds: 1700,
      walaOdds: 2100,
    });
    expect(moved.body.value.current?.sides[0]).toMatchObject({
      side: 'meron',
      odds: 1700,
      stake: '500.00',
      payoutIfWins: '900.00',
      houseIfWins: '-400.00',
    });
    expect((await fightBet(ben.token, fight, 'meron', '10.00', 1800)).body.code).toBe(
      'cockfight_odds_changed',
    );
    // 500 at 1.80 and 50 at 1.70: 985.00 if Meron wins; one more 10.00 would pass the 1 000.00 cap.
    expect((await fightBet(ben.token, fight, 'meron', '50.00', 1700)).body.success).toBe(true);
    expect((await fightOf(ben.token)).cockfight?.closedSides).toEqual(['meron']);
    expect((await fightBet(cyd.token, fight, 'meron', '20.00', 1700)).body.code).toBe(
      'table_payout_limit',
    );
    expect((await fightBet(cyd.token, fight, 'wala', '100.00', 2100)).body.success).toBe(true);

    expect(
      (await ops('cf_far', 'POST', `/ops/api/cockfight/fights/${fight}/close`)).body.code,
    ).toBe('cockfight_fight_not_found');
    expect(
      (
        await ops('cf_admin', 'POST', `/ops/api/cockfight/fights/${fight}/declare`, {
          winner: 'meron',
        })
      ).body.code,
    ).toBe('cockfight_step_refused');
    expect(
      (await ops('cf_admin', 'POST', `/ops/api/cockfight/fights/${fight}/close`)).body.success,
    ).toBe(true);
    expect((await fightBet(cyd.token, fight, 'wala', '10.00', 2100)).body.code).toBe(
      'table_round_closed',
    );
    const declared = await ops('cf_admin', 'POST', `/ops/api/cockfight/fights/${fight}/declare`, {
      winner: 'meron',
    });
    expect(declared.body.value.current).toBeNull();
    expect(declared.body.value.recent[0]).toMatchObject({
      status: 'settled',
      winner: 'meron',
      players: 3,
    });
    expect(await balanceMinor(ana.id)).toBe(start - 50_000n + 90_000n);
    expect(await balanceMinor(ben.id)).toBe(start - 5_000n + 8_500n);
    expect(await balanceMinor(cyd.id)).toBe(start - 10_000n);
    expect((await fightOf(ana.token)).results.at(-1)?.result).toEqual({
      game: 'cockfight',
      winner: 'meron',
    });

    const log = await db
      .selectFrom('operatorActions')
      .select('action')
      .where('action', 'like', 'cockfight_%')
      .orderBy('id')
      .execute();
    expect(log.map((row) => row.action)).toEqual([
      'cockfight_announce',
      'cockfight_odds',
      'cockfight_close',
      'cockfight_declare',
    ]);
  });

  it('gives Meron and Wala back on a draw and pays the Draw at its odds', async () => {
    const [ana, ben] = fixedPlayers as [Player, Player];
    const announced = await announceEven('Fight 2');
    const fight = announced.body.value.current?.id ?? '';
    const [anaBefore, benBefore] = [await balanceMinor(ana.id), await balanceMinor(ben.id)];
    await fightBet(ana.token, fight, 'wala', '100.00', 1900);
    await fightBet(ben.token, fight, 'draw', '20.00', 9000);
    await ops('cf_admin', 'POST', `/ops/api/cockfight/fights/${fight}/close`);
    await ops('cf_admin', 'POST', `/ops/api/cockfight/fights/${fight}/declare`, { winner: 'draw' });
    expect(await balanceMinor(ana.id)).toBe(anaBefore);
    expect(await balanceMinor(ben.id)).toBe(benBefore - 2_000n + 18_000n);
  });

  it('cancels a closed fight and gives every stake back', async () => {
    const [ana] = fixedPlayers as [Player];
    const announced = await announceEven('Fight 3');
    const fight = announced.body.value.current?.id ?? '';
    const before = await balanceMinor(ana.id);
    await fightBet(ana.token, fight, 'meron', '300.00', 1900);
    await ops('cf_admin', 'POST', `/ops/api/cockfight/fights/${fight}/close`);
    const cancelled = await ops('cf_admin', 'POST', `/ops/api/cockfight/fights/${fight}/cancel`, {
      reason: 'bird unfit',
    });
    expect(cancelled.body.value.recent[0]).toMatchObject({
      status: 'cancelled',
      cancelReason: 'bird unfit',
    });
    await engine.run();
    expect(await balanceMinor(ana.id)).toBe(before);
    expect(
      (
        await ops('cf_admin', 'POST', `/ops/api/cockfight/fights/${fight}/declare`, {
          winner: 'meron',
        })
      ).body.code,
    ).toBe('cockfight_step_refused');
  });
});

describe('the BDD side bet (both cocks die)', () => {
  it('is refused where the arena does not offer it, as a bet and as a result', async () => {
    const [ana] = fixedPlayers as [Player];
    const announced = await announceEven('Fight 4');
    const fight = announced.body.value.current?.id ?? '';
    expect(announced.body.value.current?.sides.map((side) => side.side)).toEqual([
      'meron',
      'wala',
      'draw',
    ]);
    expect((await fightOf(ana.token)).cockfight?.odds.bdd).toBeNull();
    expect((await fightBet(ana.token, fight, 'bdd', '10.00', 51_000)).body.code).toBe(
      'table_area_invalid',
    );
    await ops('cf_admin', 'POST', `/ops/api/cockfight/fights/${fight}/close`);
    const declared = await ops('cf_admin', 'POST', `/ops/api/cockfight/fights/${fight}/declare`, {
      winner: 'bdd',
    });
    expect(declared.body.code).toBe('cockfight_bdd_not_offered');
    await ops('cf_admin', 'POST', `/ops/api/cockfight/fights/${fight}/cancel`, { reason: 'test' });
    await engine.run();
  });

  it('gives Meron and Wala back, loses the Draw and pays BDD at its odds', async () => {
    const [ana, ben, cyd] = fixedPlayers as [Player, Player, Player];
    const set = await ops('cf_admin', 'PATCH', '/ops/api/tables/pit-fixed', { bddOdds: 41_000 });
    expect(set.body.value).toMatchObject({ cockfight: { bddOdds: 41_000 } });
    const announced = await announceEven('Fight 5');
    const fight = announced.body.value.current?.id ?? '';
    expect((await fightOf(ana.token)).cockfight?.odds.bdd).toBe(41_000);
    const before = await Promise.all([ana, ben, cyd].map((player) => balanceMinor(player.id)));
    expect((await fightBet(ana.token, fight, 'meron', '100.00', 1900)).body.success).toBe(true);
    expect((await fightBet(ben.token, fight, 'draw', '20.00', 9000)).body.success).toBe(true);
    expect((await fightBet(cyd.token, fight, 'bdd', '10.00', 51_000)).body.code).toBe(
      'cockfight_odds_changed',
    );
    expect((await fightBet(cyd.token, fight, 'bdd', '10.00', 41_000)).body.success).toBe(true);
    const view = await ops<CockfightArenas>('cf_finance', 'GET', '/ops/api/cockfight');
    const bdd = view.body.value.arenas
      .find((entry) => entry.code === 'pit-fixed')
      ?.current?.sides.find((side) => side.side === 'bdd');
    // BDD: Meron's 100.00 back and 10.00 × 41 paid, of 130.00 taken.
    expect(bdd).toMatchObject({ odds: 41_000, stake: '10.00', payoutIfWins: '510.00' });
    expect(bdd?.houseIfWins).toBe('-380.00');
    await ops('cf_admin', 'POST', `/ops/api/cockfight/fights/${fight}/close`);
    await ops('cf_admin', 'POST', `/ops/api/cockfight/fights/${fight}/declare`, { winner: 'bdd' });
    expect(await balanceMinor(ana.id)).toBe(before[0]);
    expect(await balanceMinor(ben.id)).toBe(before[1]! - 2_000n);
    expect(await balanceMinor(cyd.id)).toBe(before[2]! - 1_000n + 41_000n);
    expect((await fightOf(ana.token)).results.at(-1)?.result).toEqual({
      game: 'cockfight',
      winner: 'bdd',
    });
    expect(await verifyLedger(db)).toEqual([]);
  });
});

describe('a pool fight', () => {
  it('shares the losing pool among the winners after the commission, the breakage kept', async () => {
    const [dan, eve, fay] = poolPlayers as [Player, Player, Player];
    const announced = await ops('cf_admin', 'POST', '/ops/api/cockfight/pit-pool/fights', {
      label: 'Main event',
    });
    const fight = announced.body.value.current?.id ?? '';
    await fightBet(dan.token, fight, 'meron', '100.00');
    await fightBet(eve.token, fight, 'meron', '300.00');
    await fightBet(fay.token, fight, 'wala', '200.00');
    // Wala would get 200 + 400 × 0.9 = 560: 2.80 a unit; Meron 400 + 180 = 580: 1.45.
    expect((await fightOf(dan.token)).cockfight).toMatchObject({
      pricing: 'pool',
      odds: { meron: 1450, wala: 2800 },
      pools: { meron: '400.00', wala: '200.00', draw: '0.00' },
    });
    const view = await ops<CockfightArenas>('cf_finance', 'GET', '/ops/api/cockfight');
    const pit = view.body.value.arenas.find((entry) => entry.code === 'pit-pool');
    expect(pit?.current?.sides.map((side) => side.houseIfWins)).toEqual(['20.00', '40.00', '0.00']);
    const far = await ops<CockfightArenas>('cf_far', 'GET', '/ops/api/cockfight');
    expect(far.body.value.arenas.map((entry) => entry.code)).toEqual(['khela-arena']);
    await ops('cf_admin', 'POST', `/ops/api/cockfight/fights/${fight}/close`);
    await ops('cf_admin', 'POST', `/ops/api/cockfight/fights/${fight}/declare`, { winner: 'wala' });
    expect(await balanceMinor(fay.id)).toBe(start - 20_000n + 56_000n);
    expect(await balanceMinor(dan.id)).toBe(start - 10_000n);
    expect(await verifyLedger(db)).toEqual([]);
  });
});

describe('a slip in flight twice', () => {
  it('takes one stake and answers every copy as the first', async () => {
    const [ana] = fixedPlayers as [Player];
    const announced = await announceEven('Fight 6');
    const fight = announced.body.value.current?.id ?? '';
    const before = await balanceMinor(ana.id);
    const requestId = randomUUID();
    const copies = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/tables/api/bet', {
          token: ana.token,
          roundId: fight,
          requestId,
          bets: [{ area: 'meron', stake: '10.00' }],
          odds: 1900,
        }),
      ),
    );
    expect(copies.map((answer) => answer.body.success)).toEqual(Array(6).fill(true));
    expect(await balanceMinor(ana.id)).toBe(before - 1_000n);
    await ops('cf_admin', 'POST', `/ops/api/cockfight/fights/${fight}/cancel`, { reason: 'test' });
    await engine.run();
    expect(await balanceMinor(ana.id)).toBe(before);
  });
});

describe('a fight left open', () => {
  it('stops taking bets when its longest window ends, and waits for its result', async () => {
    const [dan] = poolPlayers as [Player];
    const announced = await ops('cf_admin', 'POST', '/ops/api/cockfight/pit-pool/fights', {
      label: 'Late one',
    });
    const fight = announced.body.value.current?.id ?? '';
    const openedAt = clock.now();
    expect((await fightBet(dan.token, fight, 'meron', '10.00')).body.success).toBe(true);
    // A day on: the engine closes its betting, nothing more.
    clock.set(new Date(openedAt.getTime() + 86_400_000).toISOString());
    await engine.run();
    const fightRow = () =>
      db.selectFrom('tableRounds').select(['status', 'result']).where('id', '=', fight);
    expect(await fightRow().executeTakeFirstOrThrow()).toEqual({ status: 'closed', result: null });
    // Back to the operators' day (their sign-ins are on the test's clock).
    clock.set(openedAt.toISOString());
    const view = await ops<CockfightArenas>('cf_admin', 'GET', '/ops/api/cockfight');
    const pit = view.body.value.arenas.find((entry) => entry.code === 'pit-pool');
    expect(pit?.current).toMatchObject({ id: fight, status: 'closed' });
    await ops('cf_admin', 'POST', `/ops/api/cockfight/fights/${fight}/declare`, {
      winner: 'meron',
    });
    await engine.run();
    expect(await fightRow().executeTakeFirstOrThrow()).toMatchObject({ status: 'settled' });
  });
});
