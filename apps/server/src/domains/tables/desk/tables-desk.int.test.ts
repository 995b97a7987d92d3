import type { DeskTable, DeskTableRounds, DeskTables } from '@khela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, signInOperator } from '../../../../test/factories';
import { installTables } from '../install';
import {
  app,
  at,
  balanceMinor,
  bet,
  currentRound,
  db,
  engine,
  merchantId,
  onlyTable,
  players,
  session,
  sessionAt,
  setUpTables,
  tearDownTables,
} from '../tables.fixture';

// The tables desk: owners and admins keep the tables (a new one plays at once, a paused one
// stops after its round, limits apply to the next bets), cancel a round still taking bets with
// its stakes refunded and the action logged; finance reads the takings; another merchant's
// operator sees none of it.

const tokens: Record<string, string> = {};
let punter: { id: string; token: string };

beforeAll(async () => {
  await setUpTables();
  const other = await createMerchant(db);
  await installTables(db, other.id);
  for (const [name, merchant, role] of [
    ['td_admin', merchantId, 'admin'],
    ['td_finance', merchantId, 'finance'],
    ['td_support', merchantId, 'support'],
    ['td_far', other.id, 'admin'],
  ] as const) {
    tokens[name] = (
      await signInOperator(app, db, { merchantId: merchant, username: name, role })
    ).token;
  }
  await onlyTable('auto-roulette');
  [punter] = (await players('desk', 1, 'auto-roulette')) as [typeof punter];
  await engine.run();
});
afterAll(tearDownTables);

function ops<T = DeskTable>(
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

const newTable = {
  code: 'speed-roulette',
  game: 'roulette',
  names: { en: 'Speed Roulette', bn: 'স্পিড রুলেট', th: 'สปีดรูเล็ต' },
  bettingSeconds: 8,
  resultSeconds: 5,
  minStake: '5',
  maxStake: '2000',
  maxRoundPayout: '100000',
  areaLimits: { straight: { minStake: '5', maxStake: '100' } },
};

describe('the tables desk', () => {
  it('lists the tables with their settings and the round under way', async () => {
    const answer = await ops<DeskTables>('td_finance', 'GET', '/ops/api/tables');
    expect(answer.body).toMatchObject({ success: true });
    const roulette = answer.body.value.tables.find(
      (table: { code: string }) => table.code === 'auto-roulette',
    );
    expect(roulette).toMatchObject({
      game: 'roulette',
      names: { en: 'Auto Roulette' },
      status: 'active',
      bettingSeconds: 18,
      resultSeconds: 10,
      minStake: '10.00',
      areaLimits: { straight: { minStake: '10.00', maxStake: '1000.00' } },
      current: { status: 'open' },
      takings: { rounds: 0, stake: '0.00', ggr: '0.00' },
    });
    expect((await ops('td_support', 'GET', '/ops/api/tables')).body.code).toBe('forbidden');
    // Another merchant's operator sees its own tables' rounds, never these.
    const far = await ops<DeskTables>('td_far', 'GET', '/ops/api/tables');
    const farRoulette = far.body.value.tables.find(
      (table: { code: string }) => table.code === 'auto-roulette',
    );
    expect(farRoulette?.current?.id).not.toBe(roulette?.current?.id);
  });

  it('makes a table that plays at once, under its own limits, and refuses its code twice', async () => {
    expect((await ops('td_finance', 'POST', '/ops/api/tables', newTable)).body.code).toBe(
      'forbidden',
    );
    const made = await ops('td_admin', 'POST', '/ops/api/tables', newTable);
    expect(made.body.value).toMatchObject({
      code: 'speed-roulette',
      status: 'active',
      bettingSeconds: 8,
      maxRoundPayout: '100000.00',
      areaLimits: { straight: { maxStake: '100.00' } },
    });
    expect((await ops('td_admin', 'POST', '/ops/api/tables', newTable)).body.code).toBe(
      'table_code_taken',
    );
    const upside = await ops('td_admin', 'POST', '/ops/api/tables', {
      ...newTable,
      code: 'upside',
      minStake: '50',
      maxStake: '10',
    });
    expect(upside.body.code).toBe('validation_failed');

    await engine.run();
    const round = await currentRound('speed-roulette');
    expect(round.closesAt.getTime() - round.opensAt.getTime()).toBe(8_000);
    const token = await sessionAt(punter.id, 'speed-roulette');
    const opened = await session(token);
    expect(opened.body.value).toMatchObject({ title: 'Speed Roulette', limits: { min: '5.00' } });
    at(round.opensAt, 1_000);
    const over = await bet(token, round.id, [{ area: 'straight:3', stake: '101.00' }]);
    expect(over.body.code).toBe('table_stake_limit');
    const log = await db
      .selectFrom('operatorActions')
      .select(['action', 'target'])
      .where('action', '=', 'table_create')
      .execute();
    expect(log).toEqual([{ action: 'table_create', target: 'table:speed-roulette' }]);
  });

  it('makes a crash table with its edge and most, an arcade game of the RNG lobby', async () => {
    const made = await ops('td_admin', 'POST', '/ops/api/tables', {
      ...newTable,
      code: 'rocket',
      game: 'crash',
      areaLimits: {},
      crashEdgePercent: 2.5,
      crashMaxMultiplier: 50_000,
    });
    expect(made.body.value).toMatchObject({
      game: 'crash',
      crash: { edgePercent: 2.5, maxMultiplier: 50_000 },
    });
    const odd = await ops('td_admin', 'PATCH', '/ops/api/tables/rocket', {
      crashEdgePercent: 2.555,
    });
    expect(odd.body.code).toBe('validation_failed');
    const game = await db
      .selectFrom('games')
      .select(['gameType', 'gameClassify'])
      .where('code', '=', 'rocket')
      .executeTakeFirstOrThrow();
    expect(game).toEqual({ gameType: 'RNG', gameClassify: 'ARCADE' });
    await engine.run();
    const round = await currentRound('rocket');
    expect(round).toMatchObject({ crashEdgeBp: 250, crashMaxMultiplier: 50_000 });
    const changed = await ops('td_admin', 'PATCH', '/ops/api/tables/rocket', {
      status: 'paused',
      crashEdgePercent: 1,
    });
    expect(changed.body.value).toMatchObject({ crash: { edgePercent: 1 } });
  });

  it('cancels a round still taking bets: stakes refunded, the action logged', async () => {
    const round = await currentRound('auto-roulette');
    at(round.opensAt, 2_000);
    expect(
      (await bet(punter.token, round.id, [{ area: 'even', stake: '300.00' }])).body.success,
    ).toBe(true);
    expect(await balanceMinor(punter.id)).toBe(9_970_000n);
    const far = await ops('td_far', 'POST', `/ops/api/tables/rounds/${round.id}/cancel`, {
      reason: 'dealer check',
    });
    expect(far.body.code).toBe('table_round_not_cancellable');
    const done = await ops('td_admin', 'POST', `/ops/api/tables/rounds/${round.id}/cancel`, {
      reason: 'table check',
    });
    expect(done.body.success).toBe(true);
    await engine.run();
    expect(await balanceMinor(punter.id)).toBe(10_000_000n);
    const again = await ops('td_admin', 'POST', `/ops/api/tables/rounds/${round.id}/cancel`, {
      reason: 'table check',
    });
    expect(again.body.code).toBe('table_round_not_cancellable');
    const rounds = await ops<DeskTableRounds>(
      'td_admin',
      'GET',
      '/ops/api/tables/auto-roulette/rounds',
    );
    expect(
      rounds.body.value.rounds.find((row: { id: string }) => row.id === round.id),
    ).toMatchObject({
      status: 'refunded',
      cancelReason: 'table check',
      cancelledBy: 'td_admin',
      bets: 1,
      stake: '300.00',
    });
    const line = await db
      .selectFrom('operatorActions')
      .select(['action', 'detail'])
      .where('action', '=', 'table_round_cancel')
      .executeTakeFirstOrThrow();
    expect(line.detail).toEqual({ number: round.number, reason: 'table check' });
  });

  it('pauses a table: its round under way finishes, no next one opens; takings count settled rounds', async () => {
    const round = await currentRound('auto-roulette');
    at(round.opensAt, 1_000);
    await bet(punter.token, round.id, [{ area: 'red', stake: '100.00' }]);
    const paused = await ops('td_admin', 'PATCH', '/ops/api/tables/auto-roulette', {
      status: 'paused',
    });
    expect(paused.body.value.status).toBe('paused');
    at(round.closesAt, 40);
    await engine.run();
    const after = await currentRound('auto-roulette');
    expect(after.id).toBe(round.id);
    expect(after.status).toBe('settled');
    const today = await ops<DeskTables>(
      'td_finance',
      'GET',
      '/ops/api/tables?from=2026-11-29&to=2026-11-29',
    );
    const roulette = today.body.value.tables.find(
      (table: { code: string }) => table.code === 'auto-roulette',
    );
    const payout = Number(after.payoutMinor) / 100;
    expect(roulette?.current).toBeNull();
    expect(roulette?.takings).toMatchObject({
      rounds: 1,
      bets: 1,
      players: 1,
      stake: '100.00',
      payout: payout.toFixed(2),
      ggr: (100 - payout).toFixed(2),
    });
    const none = await ops('td_finance', 'GET', '/ops/api/tables?from=2026-11-30&to=2026-11-29');
    expect(none.body.code).toBe('validation_failed');
  });
});
