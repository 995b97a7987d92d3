import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../money';
import {
  at,
  balanceMinor,
  bet,
  clock,
  currentRound,
  db,
  engine,
  onlyTable,
  players,
  setUpTables,
  tearDownTables,
} from '../tables.fixture';

// 200 players bet in the last 100 ms of a window while the round closes: every bet the server
// accepted was taken before the close and is settled; none is taken after it, and every
// balance is its start less its stakes plus its wins.

let crowd: { id: string; token: string }[];

beforeAll(async () => {
  await setUpTables();
  await onlyTable('auto-dragon-tiger');
  crowd = await players('last', 200, 'auto-dragon-tiger', 1_000_000n);
  await engine.run();
}, 120_000);
afterAll(tearDownTables);

describe('the last moments of a window', () => {
  it('takes the bets that came before the close, settles every one, and none after', async () => {
    const round = await currentRound('auto-dragon-tiger');
    // The server's clock runs through the last 100 ms as the bets arrive, 20 times slower
    // than real time (a test process answers 200 bets slower than a server does).
    const slowdown = 20;
    const startMs = Date.now();
    const ticker = setInterval(
      () => at(round.closesAt, -100 + Math.floor((Date.now() - startMs) / slowdown)),
      1,
    );
    at(round.closesAt, -100);
    const areas = ['dragon', 'tiger', 'tie'];
    // The bets arrive one every 10 ms of real time: 200 over the last 100 ms of server time.
    const bets: ReturnType<typeof bet>[] = [];
    for (const [index, player] of crowd.entries()) {
      bets.push(
        bet(player.token, round.id, [{ area: areas[index % 3] ?? 'dragon', stake: '10.00' }]),
      );
      await new Promise((resolve) => setTimeout(resolve, slowdown / 2));
    }
    // The clock's own close, as soon as its time comes.
    const closing = new Promise<void>((resolve, reject) => {
      setTimeout(() => engine.advance(round).then(resolve, reject), 100 * slowdown + slowdown);
    });
    const answers = await Promise.all(bets);
    await closing;
    clearInterval(ticker);
    await engine.run();

    const accepted = answers.filter((answer) => answer.body.success);
    const refused = answers.filter((answer) => !answer.body.success);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((answer) => answer.body.code === 'table_round_closed')).toBe(true);
    const rows = await db
      .selectFrom('tableBets')
      .selectAll()
      .where('roundId', '=', round.id)
      .execute();
    expect(rows).toHaveLength(accepted.length);
    expect(rows.every((row) => row.createdAt.getTime() < round.closesAt.getTime())).toBe(true);
    expect(rows.every((row) => row.status === 'won' || row.status === 'lost')).toBe(true);
    const settled = await db
      .selectFrom('tableRounds')
      .select(['status', 'betCount'])
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(settled).toEqual({ status: 'settled', betCount: accepted.length });
    for (const [index, player] of crowd.entries()) {
      const own = rows.find((row) => row.memberId === player.id);
      const expected = own ? 1_000_000n - 1_000n + BigInt(own.winMinor ?? 0) : 1_000_000n;
      expect({ index, balance: await balanceMinor(player.id) }).toEqual({
        index,
        balance: expected,
      });
    }
    expect(clock.now().getTime()).toBeGreaterThan(round.closesAt.getTime());
    expect(await verifyLedger(db)).toEqual([]);
  });
});
