import {
  areaReturnMilli,
  baccaratDecks,
  dealtResult,
  isChainLink,
  outcomeOf,
  shoeLabel,
  shoeOf,
  tableDayChainLength,
  tablePayoutMinor,
  type TableResult,
} from '@khela/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  balanceMinor,
  bet,
  currentRound,
  db,
  engine,
  onlyTable,
  players,
  seeds,
  setUpTables,
  state,
  tearDownTables,
} from '../tables.fixture';
import { seedHashOf } from './table-seeds';

// Baccarat deals every round from a shoe shuffled from the seed of the round it began at: the
// shoe's seed hash is public from its first round, the seed only once the shoe ends; each hand
// is dealt at its place in the shoe and pays by the third-card rules' result.

let punter: { id: string; token: string };

beforeAll(async () => {
  await setUpTables();
  await onlyTable('auto-baccarat');
  [punter] = (await players('bac', 1, 'auto-baccarat')) as [typeof punter];
  await engine.run();
});
afterAll(tearDownTables);

/** Plays the table's current round to its end (the clock past its close). */
async function playRound() {
  const round = await currentRound('auto-baccarat');
  at(round.closesAt, 40);
  await engine.run();
  return db
    .selectFrom('tableRounds')
    .selectAll()
    .where('id', '=', round.id)
    .executeTakeFirstOrThrow();
}

async function shoeOfRound(shoeId: string | null) {
  return db
    .selectFrom('tableShoes')
    .selectAll()
    .where('id', '=', shoeId ?? '0')
    .executeTakeFirstOrThrow();
}

describe('a baccarat shoe', () => {
  it('deals hand after hand from the shoe its seed hash committed, the seed still hidden', async () => {
    const first = await currentRound('auto-baccarat');
    const shoe = await shoeOfRound(first.shoeId);
    const seed = seeds.seed(first.tableId, '20261129', shoe.seedIndex);
    expect(shoe).toMatchObject({
      seedIndex: 1,
      number: '20261129-0001',
      status: 'dealing',
      seed: null,
    });
    expect(shoe.seedHash).toBe(seedHashOf(seed));
    expect(first.seedHash).toBe(shoe.seedHash);

    at(first.opensAt, 1_000);
    const placed = await bet(punter.token, first.id, [
      { area: 'banker', stake: '1000.00' },
      { area: 'tie', stake: '100.00' },
      { area: 'playerPair', stake: '100.00' },
    ]);
    expect(placed.body.success).toBe(true);

    const cards = shoeOf(seed, shoeLabel('auto-baccarat', shoe.number), baccaratDecks).cards;
    let cursor = 0;
    for (let hand = 0; hand < 4; hand += 1) {
      const done = await playRound();
      expect(done.status).toBe('settled');
      expect(done.cardFrom).toBe(cursor);
      expect(done.seed).toBeNull();
      const dealt = dealtResult('baccarat', cards, cursor);
      expect(done.result).toEqual(dealt.result);
      cursor = dealt.next;
      if (hand === 0) {
        const outcome = outcomeOf(dealt.result);
        const win = ['banker', 'tie', 'playerPair']
          .map((area) =>
            tablePayoutMinor(
              area === 'banker' ? 100_000n : 10_000n,
              areaReturnMilli(area, outcome),
            ),
          )
          .reduce((sum, value) => sum + value, 0n);
        expect(await balanceMinor(punter.id)).toBe(10_000_000n - 120_000n + win);
      }
    }
    const seen = await state(punter.token);
    expect(seen.body.value.results.map((row) => row.result)).toHaveLength(4);
    expect(seen.body.value.shoe).toMatchObject({
      number: '20261129-0001',
      cardsLeft: 416 - cursor,
    });
  });

  it('ends at its cut card: its seed shown, and the next shoe begins from the next round’s seed', async () => {
    const round = await currentRound('auto-baccarat');
    const shoe = await shoeOfRound(round.shoeId);
    // The dealing went on all day: the cut card is out.
    await db
      .updateTable('tableShoes')
      .set({ cursor: shoe.cutAt + 1 })
      .where('id', '=', shoe.id)
      .execute();
    await playRound();
    const next = await currentRound('auto-baccarat');
    expect(next.shoeId).not.toBe(shoe.id);
    const ended = await shoeOfRound(shoe.id);
    const chain = await db
      .selectFrom('tableSeedChains')
      .selectAll()
      .where('id', '=', shoe.chainId)
      .executeTakeFirstOrThrow();
    expect(ended.status).toBe('ended');
    expect(ended.seed).toBe(seeds.seed(round.tableId, chain.day, 1));
    expect(isChainLink(ended.seed ?? '', 1, chain.headHash, tableDayChainLength)).toBe(true);
    const fresh = await shoeOfRound(next.shoeId);
    expect(fresh).toMatchObject({ seedIndex: next.seedIndex, number: next.number, cursor: 0 });
    const done = await playRound();
    const result = done.result as TableResult;
    const freshSeed = seeds.seed(round.tableId, chain.day, fresh.seedIndex);
    const cards = shoeOf(freshSeed, shoeLabel('auto-baccarat', fresh.number), baccaratDecks).cards;
    expect(result).toEqual(dealtResult('baccarat', cards, 0).result);
  });
});
