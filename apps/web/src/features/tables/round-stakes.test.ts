import type { TableMineAnswer, TableMyRound } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { stakesOnRound, type TakenSlip } from './round-stakes';

function listed(id: string, bets: { area: string; stake: string }[]): TableMyRound {
  return {
    id,
    number: `20261129-000${id}`,
    status: 'open',
    result: null,
    stake: '0.00',
    win: null,
    bets: bets.map((bet) => ({ ...bet, status: 'open', win: null })),
    proof: {
      day: '20261129',
      chainHead: 'a'.repeat(64),
      chainLength: 10_800,
      seedIndex: 1,
      seedHash: 'b'.repeat(64),
      seed: null,
      label: 'auto-roulette:20261129-0001',
      cardFrom: null,
    },
    opensAt: '2026-11-29T11:59:52.000Z',
    closesAt: '2026-11-29T12:00:00.000Z',
  };
}

const mine = (rounds: TableMyRound[], dataUpdatedAt: number) => ({
  data: { rounds, balance: '100.00', page: 1, totalPages: 1 } satisfies TableMineAnswer,
  dataUpdatedAt,
});

const slip = (roundId: string, atMs: number, area: string, stakeMinor: bigint): TakenSlip => ({
  requestId: `${roundId}-${atMs}`,
  roundId,
  roundNumber: roundId,
  bets: [{ area, stakeMinor }],
  atMs,
});

describe('the player’s stakes on a round', () => {
  it('are none without a round', () => {
    expect(stakesOnRound(undefined, mine([], 0), [], 'BDT').size).toBe(0);
  });

  it('come from the rounds list, and the slips taken since it was read', () => {
    const list = mine([listed('7', [{ area: 'red', stake: '10.00' }])], 1_000);
    const slips = [slip('7', 900, 'red', 1000n), slip('7', 1_100, 'straight:7', 500n)];
    expect([...stakesOnRound('7', list, slips, 'BDT')]).toEqual([
      ['red', 1000n],
      ['straight:7', 500n],
    ]);
  });

  it('come from the slips alone while the list does not have the round yet', () => {
    const list = mine([listed('6', [{ area: 'red', stake: '10.00' }])], 5_000);
    const slips = [slip('7', 900, 'black', 1000n), slip('6', 800, 'red', 1000n)];
    expect([...stakesOnRound('7', list, slips, 'BDT')]).toEqual([['black', 1000n]]);
  });
});
