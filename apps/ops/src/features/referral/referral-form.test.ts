import { describe, expect, it } from 'vitest';
import { basisPointsOf, draftOf, inputOf, nextTierOf, percentOf } from './referral-form';

const saved = {
  isSaved: true,
  isEnabled: true,
  qualifyDepositMin: '500.00',
  turnoverMultiple: 3,
  claimDays: 30,
  tiers: [
    { inviteesMin: 0, firstDepositReward: '100.00', betRate: 20 },
    { inviteesMin: 5, firstDepositReward: '150.00', betRate: 125 },
  ],
  startedAt: '2026-12-01T00:00:00.000Z',
};

describe('the referral settings form', () => {
  it('round-trips saved settings', () => {
    const draft = draftOf(saved);
    expect(draft.tiers[1]).toEqual({
      inviteesMin: '5',
      firstDepositReward: '150.00',
      betPercent: '1.25',
    });
    expect(inputOf(draft)).toEqual({
      isEnabled: true,
      qualifyDepositMin: '500.00',
      turnoverMultiple: 3,
      claimDays: 30,
      tiers: [
        { inviteesMin: 0, firstDepositReward: '100.00', betRate: 20 },
        { inviteesMin: 5, firstDepositReward: '150.00', betRate: 125 },
      ],
    });
  });

  it('starts with one tier from 0 and lets rewards never expire', () => {
    const draft = draftOf({ ...saved, isSaved: false, tiers: [], claimDays: null });
    expect(draft.tiers).toHaveLength(1);
    expect(draft.claimDays).toBe('');
    expect(inputOf(draft).claimDays).toBeNull();
  });

  it('reads percentages to basis points, and anything else as not a number', () => {
    expect(basisPointsOf('0.3')).toBe(30);
    expect(basisPointsOf('5')).toBe(500);
    expect(basisPointsOf('1.255')).toBeNaN();
    expect(basisPointsOf('x')).toBeNaN();
    expect(percentOf(30)).toBe('0.3');
    expect(nextTierOf(draftOf(saved).tiers).inviteesMin).toBe('10');
  });
});
