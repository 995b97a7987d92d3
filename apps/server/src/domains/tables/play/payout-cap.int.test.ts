import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  bet,
  currentRound,
  db,
  engine,
  onlyTable,
  players,
  setUpTables,
  tearDownTables,
} from '../tables.fixture';

// A round's payout cap holds on every result, counted exactly across the players' shards:
// bets that hedge each other fit together; one more on the worst result is refused.

let crowd: { id: string; token: string }[];

beforeAll(async () => {
  await setUpTables();
  await onlyTable('auto-roulette');
  // A cap of 10 000.00 a round.
  await db
    .updateTable('gameTables')
    .set({ maxRoundPayoutMinor: '1000000', areaLimits: '{}' })
    .where('code', '=', 'auto-roulette')
    .execute();
  crowd = await players('cap', 12, 'auto-roulette');
  await engine.run();
});
afterAll(tearDownTables);

describe('the payout cap of a round', () => {
  it('counts every result whole: red and black together fit, one more on red does not', async () => {
    const round = await currentRound('auto-roulette');
    at(round.opensAt, 500);
    const [a, b, c] = crowd as [(typeof crowd)[0], (typeof crowd)[0], (typeof crowd)[0]];
    expect((await bet(a.token, round.id, [{ area: 'red', stake: '5000.00' }])).body.success).toBe(
      true,
    );
    // Pays 10 000.00 on a black pocket, nothing on red ones: the worst result is still 10 000.00.
    expect((await bet(b.token, round.id, [{ area: 'black', stake: '5000.00' }])).body.success).toBe(
      true,
    );
    const over = await bet(c.token, round.id, [{ area: 'red', stake: '10.00' }]);
    expect(over.body).toMatchObject({ success: false, code: 'table_payout_limit' });
    // Zero pays neither colour: a straight bet on it fits.
    expect(
      (await bet(c.token, round.id, [{ area: 'straight:0', stake: '270.00' }])).body.success,
    ).toBe(true);
    expect((await bet(c.token, round.id, [{ area: 'straight:0', stake: '10.00' }])).body.code).toBe(
      'table_payout_limit',
    );
  });

  it('never lets concurrent bets of many players past it', async () => {
    at((await currentRound('auto-roulette')).closesAt, 40);
    await engine.run();
    const round = await currentRound('auto-roulette');
    at(round.opensAt, 500);
    // Each pays 3 600.00 if 7 comes up: at most two fit under 10 000.00.
    const answers = await Promise.all(
      crowd.map((player) => bet(player.token, round.id, [{ area: 'straight:7', stake: '100.00' }])),
    );
    const accepted = answers.filter((answer) => answer.body.success).length;
    expect(accepted).toBe(2);
    expect(answers.filter((answer) => answer.body.code === 'table_payout_limit')).toHaveLength(10);
    const exposure = await db
      .selectFrom('tableRoundShards')
      .select(['exposure'])
      .where('roundId', '=', round.id)
      .execute();
    const onSeven = exposure.reduce((sum, row) => sum + BigInt(row.exposure[7] ?? '0'), 0n);
    expect(onSeven).toBe(720_000n);
  });
});
