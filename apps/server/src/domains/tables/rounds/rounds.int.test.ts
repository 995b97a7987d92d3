import {
  areaReturnMilli,
  drawnResult,
  isChainLink,
  outcomeOf,
  roundLabel,
  tableDayChainLength,
  tablePayoutMinor,
} from '@khela/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../money';
import {
  at,
  balanceMinor,
  bet,
  call,
  clock,
  currentRound,
  db,
  engine,
  onlyTable,
  players,
  seeds,
  session,
  setUpTables,
  state,
  tearDownTables,
} from '../tables.fixture';
import { seedHashOf } from './table-seeds';

// A roulette table's rounds from open to settled: bets taken only in the window, once per
// slip, the result drawn from the round's chained seed and every bet paid by its area.

let alice: { id: string; token: string };
let bob: { id: string; token: string };

beforeAll(async () => {
  await setUpTables();
  await onlyTable('auto-roulette');
  [alice, bob] = (await players('roul', 2, 'auto-roulette')) as [typeof alice, typeof bob];
  await engine.run();
});
afterAll(tearDownTables);

describe('a roulette round', () => {
  it('opens at once with its seed committed by the day chain published before it', async () => {
    const round = await currentRound('auto-roulette');
    expect(round.status).toBe('open');
    expect(round.number).toBe('20261129-0001');
    expect(round.opensAt.toISOString()).toBe('2026-11-29T10:00:00.000Z');
    const chain = await db
      .selectFrom('tableSeedChains')
      .selectAll()
      .where('id', '=', round.chainId)
      .executeTakeFirstOrThrow();
    expect(chain.length).toBe(tableDayChainLength);
    // The seed is nowhere in the database until the round is drawn; its hash is public.
    expect(round.seed).toBeNull();
    const seed = seeds.seed(round.tableId, '20261129', 1);
    expect(round.seedHash).toBe(seedHashOf(seed));
    expect(isChainLink(seed, 1, chain.headHash, tableDayChainLength)).toBe(true);

    const answer = await session(alice.token);
    expect(answer.body.success).toBe(true);
    expect(answer.body.value).toMatchObject({
      game: 'roulette',
      title: 'Auto Roulette',
      balance: '100000.00',
      limits: { min: '10.00', max: '50000.00', areas: { straight: { max: '1000.00' } } },
      chips: ['10.00', '50.00', '100.00', '500.00', '1000.00', '5000.00'],
    });
    expect(answer.body.value.snapshot.round).toMatchObject({
      id: round.id,
      status: 'open',
      seedHash: round.seedHash,
      totals: [],
    });
  });

  it('takes a slip once: its stake in one debit, a repeat answers it, another slip of the id is refused', async () => {
    const round = await currentRound('auto-roulette');
    at(round.opensAt, 2_000);
    const slip = [
      { area: 'red', stake: '100.00' },
      { area: 'straight:17', stake: '20.00' },
      { area: 'red', stake: '50.00' },
    ];
    const requestId = '6f1d8c1e-0a47-4d4b-9a59-0d7b2c3e4f50';
    const first = await bet(alice.token, round.id, slip, requestId);
    expect(first.body.success).toBe(true);
    expect(first.body.value.balance).toBe('99830.00');
    expect(first.body.value.bets).toEqual([
      { area: 'red', stake: '150.00', status: 'open', win: null },
      { area: 'straight:17', stake: '20.00', status: 'open', win: null },
    ]);
    const again = await bet(alice.token, round.id, slip, requestId);
    expect(again.body).toMatchObject({ success: true, value: { balance: '99830.00' } });
    const other = await bet(alice.token, round.id, [{ area: 'black', stake: '10.00' }], requestId);
    expect(other.body).toMatchObject({ success: false, code: 'idempotency_conflict' });
    expect(await balanceMinor(alice.id)).toBe(9_983_000n);

    await bet(bob.token, round.id, [{ area: 'black', stake: '200.00' }]);
    const seen = await state(bob.token);
    expect(seen.body.value.round?.totals).toEqual([
      { area: 'black', stake: '200.00', players: 1 },
      { area: 'red', stake: '150.00', players: 1 },
      { area: 'straight:17', stake: '20.00', players: 1 },
    ]);
    expect(seen.body.value.round?.players).toBe(2);
  });

  it('refuses what the table has no area for, and stakes outside the limits', async () => {
    const round = await currentRound('auto-roulette');
    const refusals = await Promise.all([
      bet(alice.token, round.id, [{ area: 'straight:37', stake: '10.00' }]),
      bet(alice.token, round.id, [{ area: 'split:1-3', stake: '10.00' }]),
      bet(alice.token, round.id, [{ area: 'red', stake: '5.00' }]),
      bet(alice.token, round.id, [{ area: 'straight:5', stake: '1000.01' }]),
      // 20.00 on 17 already: 990.00 more would pass the 1 000.00 of a straight bet.
      bet(alice.token, round.id, [{ area: 'straight:17', stake: '990.00' }]),
      bet(alice.token, round.id, [{ area: 'red', stake: '10.001' }]),
      bet('x'.repeat(40), round.id, [{ area: 'red', stake: '10.00' }]),
    ]);
    expect(refusals.map((answer) => answer.body.code)).toEqual([
      'table_area_invalid',
      'table_area_invalid',
      'table_stake_limit',
      'table_stake_limit',
      'table_stake_limit',
      'validation_failed',
      'game_session_invalid',
    ]);
    expect(refusals[2]?.body.message).toBe(
      'A bet on one area of this table must be from 10.00 to 50000.00 per round.',
    );
    expect(await balanceMinor(alice.id)).toBe(9_983_000n);
  });

  it('takes no bet at or after the close, by server time', async () => {
    const round = await currentRound('auto-roulette');
    at(round.closesAt, 0);
    const late = await bet(bob.token, round.id, [{ area: 'odd', stake: '10.00' }]);
    expect(late.body).toMatchObject({ success: false, code: 'table_round_closed' });
    expect(late.body.message).toBe(
      'Betting on this round has closed. Place your chips on the next round.',
    );
  });

  it('draws the round from its seed, shows the seed, pays each area by its return, and opens the next', async () => {
    const round = await currentRound('auto-roulette');
    at(round.closesAt, 40);
    await engine.run();
    const done = await db
      .selectFrom('tableRounds')
      .selectAll()
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('settled');
    const seed = seeds.seed(round.tableId, '20261129', 1);
    expect(done.seed).toBe(seed);
    const result = drawnResult('roulette', seed, roundLabel('auto-roulette', round.number));
    expect(done.result).toEqual(result);
    const outcome = outcomeOf(result);
    const win = (area: string, stakeMinor: bigint) =>
      tablePayoutMinor(stakeMinor, areaReturnMilli(area, outcome));
    expect(await balanceMinor(alice.id)).toBe(
      9_983_000n + win('red', 15_000n) + win('straight:17', 2_000n),
    );
    expect(await balanceMinor(bob.id)).toBe(10_000_000n - 20_000n + win('black', 20_000n));
    expect(done.stakeMinor).toBe('37000');
    expect(done.betCount).toBe(3);

    const next = await currentRound('auto-roulette');
    expect(next.number).toBe('20261129-0002');
    expect(next.opensAt.getTime()).toBe(round.closesAt.getTime() + 10_000);
    // The next seed hashes to the one just shown: it was fixed before this round was drawn.
    expect(seedHashOf(seeds.seed(round.tableId, '20261129', 2))).toBe(seed);
    expect(next.seedHash).toBe(seedHashOf(seeds.seed(round.tableId, '20261129', 2)));

    const mine = await call<{
      rounds: { number: string; win: string; proof: { seed: string; label: string } }[];
    }>('GET', `/tables/api/mine?token=${alice.token}`);
    expect(mine.body.value.rounds[0]).toMatchObject({
      number: round.number,
      win: `${(Number(win('red', 15_000n) + win('straight:17', 2_000n)) / 100).toFixed(2)}`,
      proof: { seed, label: 'auto-roulette:20261129-0001' },
    });
  });

  it('settles a round once, however often it is run', async () => {
    const before = await balanceMinor(alice.id);
    const settled = await db
      .selectFrom('tableRounds')
      .selectAll()
      .where('number', '=', '20261129-0001')
      .executeTakeFirstOrThrow();
    await engine.advance(settled);
    await engine.run();
    expect(await balanceMinor(alice.id)).toBe(before);
    const wins = await db
      .selectFrom('vendorTransactions')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .where('kind', '=', 'win')
      .where('round', '=', 'auto-roulette:20261129-0001')
      .executeTakeFirstOrThrow();
    expect(Number(wins.count)).toBe(2);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('records each player’s round in the betting record with its stake and payout', async () => {
    const row = await db
      .selectFrom('gameRounds')
      .selectAll()
      .where('memberId', '=', alice.id)
      .where('round', '=', 'auto-roulette:20261129-0001')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ vassalage: 'KTABLES', stakeMinor: '17000', isClosed: true });
    expect(clock.now().toISOString()).toBe('2026-11-29T10:00:18.040Z');
  });
});
