import type { CrashLiveBet, TableMyRound } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { liveRows, liveSummary, mergeMyBet, myBetFromRound, type MyCrashBet } from './crash-live';

const bet = (values: Partial<CrashLiveBet> & { player: string; stake: string }): CrashLiveBet => ({
  roundId: '7',
  target: null,
  cashout: null,
  win: null,
  ...values,
});

const mine: MyCrashBet = {
  roundId: '7',
  roundNumber: '20261129-0007',
  stakeMinor: 1_000n,
  target: 200,
  cashout: null,
  winMinor: null,
  status: 'open',
};

const list = (values: Partial<Parameters<typeof liveRows>[0]>) =>
  liveRows({
    bets: [],
    roundId: '7',
    mine: null,
    reached: null,
    isBusted: false,
    maxMultiplier: 100_000,
    currency: 'BDT',
    ...values,
  });

describe('the live list of a crash round', () => {
  const bets = [
    bet({ player: 'ka***1', stake: '50.00', cashout: 150 }),
    bet({ player: 'mi***2', stake: '10.00', target: 200 }),
    bet({ player: 'ra***3', stake: '500.00', target: 300 }),
    bet({ player: 'old***', stake: '99.00', roundId: '6', win: '0.00' }),
  ];

  it('lists the round’s bets by stake, each with where it got out', () => {
    const rows = list({ bets, reached: 160 });
    expect(rows.map((row) => row.player)).toEqual(['ra***3', 'ka***1', 'mi***2']);
    expect(rows.map((row) => row.returned)).toEqual([null, 150, null]);
    expect(rows[1]?.winMinor).toBe(7_500n);
  });

  it('takes out automatic targets as the curve passes them, and loses the rest at the bust', () => {
    const running = list({ bets, reached: 250 });
    expect(running.find((row) => row.player === 'mi***2')?.returned).toBe(200);
    const busted = list({ bets, reached: 250, isBusted: true });
    expect(busted.map((row) => [row.player, row.returned, row.winMinor])).toEqual([
      ['ra***3', 0, 0n],
      ['ka***1', 150, 7_500n],
      ['mi***2', 200, 2_000n],
    ]);
    expect(liveSummary(busted)).toEqual({ players: 3, stakeMinor: 56_000n, cashedOut: 2 });
  });

  it('puts the player’s own bet first, in place of the one listed that matches it', () => {
    const rows = list({ bets, mine, reached: 120 });
    expect(rows[0]).toMatchObject({ isOwn: true, player: null, stakeMinor: 1_000n, target: 200 });
    expect(rows.filter((row) => row.stakeMinor === 1_000n)).toHaveLength(1);
    // Not listed yet (the state is older than the bet): shown anyway, nothing taken out.
    const early = list({ bets: bets.slice(0, 1), mine, reached: null });
    expect(early.map((row) => row.isOwn)).toEqual([true, false]);
    // Its cash-out, told to this screen, is shown before the state lists it.
    const cashed = list({ bets, mine: { ...mine, cashout: 130, winMinor: 1_300n }, reached: 140 });
    expect(cashed[0]).toMatchObject({ returned: 130, winMinor: 1_300n });
    expect(cashed).toHaveLength(3);
  });

  it('leaves the player out of a round they did not bet on, or were refunded', () => {
    expect(list({ bets, mine: { ...mine, roundId: '6' } }).some((row) => row.isOwn)).toBe(false);
    expect(list({ bets, mine: { ...mine, status: 'refunded' } }).some((row) => row.isOwn)).toBe(
      false,
    );
  });
});

describe('the player’s crash bet', () => {
  const listed: TableMyRound = {
    id: '7',
    number: '20261129-0007',
    status: 'settled',
    result: { game: 'crash', bust: 320 },
    stake: '10.00',
    win: '20.00',
    bets: [
      { area: 'crash', stake: '10.00', status: 'won', win: '20.00', target: 200, cashout: null },
    ],
    proof: {
      day: '20261129',
      chainHead: 'ab'.repeat(32),
      chainLength: 10_800,
      seedIndex: 7,
      seedHash: 'cd'.repeat(32),
      seed: null,
      label: 'crash:20261129-0007',
      cardFrom: null,
      crash: { edgePercent: 1, maxMultiplier: 100_000 },
    },
    opensAt: '2026-11-29T09:59:57.000Z',
    closesAt: '2026-11-29T10:00:05.000Z',
  };

  it('is read from the rounds list, and merged with what this screen was told since', () => {
    const fromList = myBetFromRound(listed, 'BDT');
    expect(fromList).toMatchObject({ stakeMinor: 1_000n, target: 200, winMinor: 2_000n });
    expect(myBetFromRound({ ...listed, bets: [] }, 'BDT')).toBeNull();
    const told = { ...mine, cashout: 150, winMinor: 1_500n, placedAtMs: 5 };
    expect(mergeMyBet(told, { ...fromList!, winMinor: null })).toMatchObject({
      cashout: 150,
      winMinor: 1_500n,
      status: 'won',
      placedAtMs: 5,
    });
    expect(mergeMyBet(undefined, fromList)).toBe(fromList);
    expect(mergeMyBet(told, null)).toBe(told);
  });
});
