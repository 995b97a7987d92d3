import { describe, expect, it } from 'vitest';
import { friendsToNextTier, nextPageOf, percentOf, referralLinkOf } from './referral.rules';

const tiers = [
  { inviteesMin: 0, firstDepositReward: '50.00', betRate: 30 },
  { inviteesMin: 5, firstDepositReward: '80.00', betRate: 50 },
  { inviteesMin: 20, firstDepositReward: '120.00', betRate: 80 },
];

describe('the referral page’s rules', () => {
  it('puts the site’s origin before the register path', () => {
    expect(referralLinkOf('https://khela.example/', '/register?referralCode=AB23CD45')).toBe(
      'https://khela.example/register?referralCode=AB23CD45',
    );
  });

  it('writes basis points as a short percentage', () => {
    expect(percentOf(30)).toBe('0.3');
    expect(percentOf(125)).toBe('1.25');
    expect(percentOf(500)).toBe('5');
    expect(percentOf(0)).toBe('0');
  });

  it('counts the friends still needed for the next tier, none at the top', () => {
    expect(friendsToNextTier(tiers, 0)).toBe(5);
    expect(friendsToNextTier(tiers, 7)).toBe(13);
    expect(friendsToNextTier(tiers, 25)).toBeNull();
    expect(friendsToNextTier([], 0)).toBeNull();
  });

  it('pages on until the last page is in', () => {
    expect(nextPageOf([])).toBeUndefined();
    expect(nextPageOf([{ totalPages: 3 }])).toBe(2);
    expect(nextPageOf([{ totalPages: 2 }, { totalPages: 2 }])).toBeUndefined();
  });
});
