import type { CockfightFight } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { canAnnounce, fightStake, fightStepsAllowed, sideOf } from './fight-figures';

const fight: CockfightFight = {
  id: '7',
  number: '20261129-0001',
  label: 'Red vs Black',
  status: 'open',
  winner: null,
  opensAt: '2026-11-29T10:00:00.000Z',
  closedAt: null,
  players: 2,
  sides: [
    {
      side: 'meron',
      odds: 1800,
      stake: '500.00',
      bets: 1,
      payoutIfWins: '900.00',
      houseIfWins: '-400.00',
      isClosed: false,
    },
    {
      side: 'wala',
      odds: 2000,
      stake: '250.50',
      bets: 1,
      payoutIfWins: '501.00',
      houseIfWins: '249.50',
      isClosed: false,
    },
    {
      side: 'draw',
      odds: 9000,
      stake: '0.00',
      bets: 0,
      payoutIfWins: '0.00',
      houseIfWins: '750.50',
      isClosed: true,
    },
  ],
  cancelReason: null,
};

describe('a fight’s figures', () => {
  it('finds a side and adds the stakes of all three without floats', () => {
    expect(sideOf(fight, 'wala')?.odds).toBe(2000);
    expect(fightStake(fight)).toBe('750.50');
  });

  it('offers the steps that fit the status', () => {
    expect(fightStepsAllowed(fight, 'fixed')).toEqual({
      canMoveOdds: true,
      canClose: true,
      canDeclare: false,
      canCancel: true,
    });
    expect(fightStepsAllowed(fight, 'pool').canMoveOdds).toBe(false);
    expect(fightStepsAllowed({ status: 'closed' }, 'fixed')).toEqual({
      canMoveOdds: false,
      canClose: false,
      canDeclare: true,
      canCancel: true,
    });
    for (const status of ['resolved', 'settled', 'cancelled', 'refunded'] as const) {
      expect(Object.values(fightStepsAllowed({ status }, 'fixed'))).toEqual([
        false,
        false,
        false,
        false,
      ]);
    }
    expect(Object.values(fightStepsAllowed(null, 'fixed')).some(Boolean)).toBe(false);
  });

  it('announces only at an active arena with no fight under way', () => {
    expect(canAnnounce({ status: 'active', current: null })).toBe(true);
    expect(canAnnounce({ status: 'active', current: fight })).toBe(false);
    expect(canAnnounce({ status: 'paused', current: null })).toBe(false);
  });
});
