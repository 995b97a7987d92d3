import type { CrashCashoutAnswer, TableMineAnswer } from '@khela/contracts';
import { crashBust, crashBustAfterMs, crashMultiplierAt, roundLabel } from '@khela/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../money';
import { crashBustOf, crashSettleAfterMs } from '../rounds/crash-rounds';
import { signInToken } from '../../../../test/envelope';
import {
  app,
  at,
  balanceMinor,
  call,
  clock,
  currentRound,
  db,
  engine,
  host,
  merchantId,
  onlyTable,
  players,
  seeds,
  session,
  setUpTables,
  state,
  tearDownTables,
} from '../tables.fixture';

// Crash on the round engine: bets before the run, cash-outs decided by the server's time of
// arrival against the bust drawn from the round's seed, the bust written only once it happened,
// each bet paid where it got to.

type Player = { id: string; token: string };
let alice: Player;
let bob: Player;
let carol: Player;
let dave: Player;

function crashBet(token: string, roundId: string, stake: string, autoCashout?: number) {
  return call('POST', '/tables/api/bet', {
    token,
    roundId,
    requestId: crypto.randomUUID(),
    bets: [{ area: 'crash', stake }],
    ...(autoCashout === undefined ? {} : { autoCashout }),
  });
}

const cashOut = (token: string, roundId: string) =>
  call<CrashCashoutAnswer>('POST', '/tables/api/cashout', { token, roundId });

/** Plays crash rounds out (no bets) until one opens whose bust passes `test`. */
async function crashRoundWhere(test: (bust: number) => boolean) {
  for (let tries = 0; tries < 40; tries += 1) {
    await engine.run();
    const round = await currentRound('crash');
    const { bust, bustAt } = crashBustOf(seeds, { id: round.tableId, code: 'crash' }, round);
    if (round.status === 'open' && test(bust)) return { round, bust, bustAt };
    at(round.closesAt, 0);
    await engine.run();
    at(bustAt, 60_000);
  }
  throw new Error('no crash round busted as asked');
}

beforeAll(async () => {
  await setUpTables();
  await onlyTable('crash');
  [alice, bob, carol, dave] = (await players('crash', 4, 'crash')) as Player[] as [
    Player,
    Player,
    Player,
    Player,
  ];
});
afterAll(tearDownTables);

describe('a crash round', () => {
  it('pays each bet where it got to: its target, its cash-out before the bust, or nothing', async () => {
    const { round, bust, bustAt } = await crashRoundWhere((point) => point >= 150);
    expect(round.crashEdgeBp).toBe(100);
    expect(round.crashMaxMultiplier).toBe(100_000);
    const opened = await session(alice.token);
    expect(opened.body.value).toMatchObject({ game: 'crash', title: 'Crash' });
    expect(opened.body.value.snapshot.crash).toMatchObject({
      maxMultiplier: 100_000,
      edgePercent: 1,
    });

    at(round.opensAt, 1_000);
    expect((await crashBet(alice.token, round.id, '100.00', 150)).body.success).toBe(true);
    expect((await crashBet(bob.token, round.id, '100.00')).body.success).toBe(true);
    expect((await crashBet(carol.token, round.id, '100.00', bust + 1)).body.success).toBe(true);
    expect((await crashBet(dave.token, round.id, '100.00')).body.success).toBe(true);
    const refused = await Promise.all([
      crashBet(alice.token, round.id, '10.00'),
      crashBet(bob.token, round.id, '10.00', 100_001),
      crashBet(bob.token, round.id, '5.00'),
      cashOut(bob.token, round.id),
    ]);
    expect(refused.map((answer) => answer.body.code)).toEqual([
      'crash_bet_placed',
      'crash_target_invalid',
      'table_stake_limit',
      'table_round_closed',
    ]);
    // Targets are the players' own while bets are taken.
    const betting = await state(alice.token);
    expect(betting.body.value.crash?.bets.map((row) => row.target)).toEqual([
      null,
      null,
      null,
      null,
    ]);

    at(round.closesAt, 0);
    await engine.run();
    const running = await currentRound('crash');
    // Running: neither the bust nor the seed is anywhere in the database.
    expect(running).toMatchObject({ status: 'closed', result: null, seed: null });

    at(bustAt, -1);
    const early = await cashOut(bob.token, round.id);
    const multiplier = crashMultiplierAt(crashBustAfterMs(bust) - 1);
    expect(multiplier).toBeLessThan(bust);
    expect(early.body.value).toEqual({
      roundId: round.id,
      cashout: multiplier,
      win: multiplier.toFixed(2),
    });
    at(bustAt, 0);
    expect((await cashOut(dave.token, round.id)).body.code).toBe('crash_busted');
    // A repeat answers the first cash-out, however late.
    expect((await cashOut(bob.token, round.id)).body.value).toEqual(early.body.value);

    await engine.run();
    const busted = await currentRound('crash');
    expect(busted).toMatchObject({ status: 'resolved', result: { game: 'crash', bust } });
    const seed = seeds.seed(round.tableId, round.number.slice(0, 8), round.seedIndex ?? 0);
    expect(busted.seed).toBe(seed);
    expect(crashBust(seed, roundLabel('crash', round.number), 1, 100_000)).toBe(bust);

    at(bustAt, crashSettleAfterMs - 1);
    await engine.run();
    expect((await currentRound('crash')).status).toBe('resolved');
    at(bustAt, crashSettleAfterMs);
    await engine.run();
    const settled = await db
      .selectFrom('tableRounds')
      .selectAll()
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(settled.status).toBe('settled');
    const start = 10_000_000n;
    expect(await balanceMinor(alice.id)).toBe(start - 10_000n + 15_000n);
    expect(await balanceMinor(bob.id)).toBe(start - 10_000n + BigInt(multiplier) * 100n);
    expect(await balanceMinor(carol.id)).toBe(start - 10_000n);
    expect(await balanceMinor(dave.id)).toBe(start - 10_000n);
    expect(settled.payoutMinor).toBe(String(15_000 + multiplier * 100));

    const seen = await state(carol.token);
    const listed = seen.body.value.crash?.bets.filter((row) => row.roundId === round.id) ?? [];
    expect(listed.map((row) => [row.player, row.target, row.cashout, row.win]).sort()).toEqual(
      [
        ['cr***0', 150, null, '150.00'],
        ['cr***1', null, multiplier, multiplier.toFixed(2)],
        ['cr***2', bust + 1, null, '0.00'],
        ['cr***3', null, null, '0.00'],
      ].sort(),
    );
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('proves the bust to its player: the seed, its place in the day chain, the edge and most', async () => {
    const mine = await call<TableMineAnswer>('GET', `/tables/api/mine?token=${bob.token}`);
    const [played] = mine.body.value.rounds;
    expect(played?.bets[0]).toMatchObject({ area: 'crash', status: 'won', target: null });
    expect(played?.proof?.crash).toEqual({ edgePercent: 1, maxMultiplier: 100_000 });
    const { seed, label } = played?.proof ?? {};
    expect(played?.result).toEqual({
      game: 'crash',
      bust: crashBust(seed ?? '', label ?? '', 1, 100_000),
    });
    // The betting record's round shows the same result, bets and proof.
    const token = await signInToken(app, host, 'crash1', 'secret123');
    const record = await app.inject({
      url: `/wps/v2/bets/records/${encodeURIComponent(`crash:${played?.number ?? ''}`)}?vassalage=KTABLES`,
      headers: { host, authorization: token, language: 'en' },
    });
    expect(record.json().value.table).toEqual({ game: 'crash', code: 'crash', round: played });
  });

  it('runs no further than the table’s most, where every bet still in cashes out', async () => {
    await db
      .updateTable('gameTables')
      .set({ crashMaxMultiplier: 120 })
      .where('merchantId', '=', merchantId)
      .where('code', '=', 'crash')
      .execute();
    // The round under way keeps what it was made with; the next one runs to 1.20×.
    const { round, bust, bustAt } = await crashRoundWhere((point) => point === 120);
    expect(bust).toBe(120);
    at(round.opensAt, 0);
    const before = await balanceMinor(alice.id);
    await crashBet(alice.token, round.id, '100.00');
    await crashBet(bob.token, round.id, '100.00', 110);
    at(round.closesAt, 0);
    await engine.run();
    at(bustAt, crashSettleAfterMs);
    await engine.run();
    expect(await balanceMinor(alice.id)).toBe(before + 2_000n);
  });

  it('refuses a bet whose reach would take the round past its payout cap', async () => {
    await db
      .updateTable('gameTables')
      .set({ maxRoundPayoutMinor: '100000', crashMaxMultiplier: 100_000 })
      .where('merchantId', '=', merchantId)
      .where('code', '=', 'crash')
      .execute();
    const { round } = await crashRoundWhere((point) => point !== 120);
    at(round.opensAt, 0);
    // 10.00 running to 1 000× would pay 10 000.00; the round pays at most 1 000.00.
    expect((await crashBet(carol.token, round.id, '10.00')).body.code).toBe('table_payout_limit');
    expect((await crashBet(carol.token, round.id, '10.00', 10_000)).body.success).toBe(true);
    expect((await crashBet(dave.token, round.id, '10.00', 1_000)).body.code).toBe(
      'table_payout_limit',
    );
    void clock;
  });
});
