import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskName } from '../../games';
import {
  betRewardMinor,
  referralCodeAlphabet,
  referralCodeLength,
  referralCodeOf,
  rewardStatusAt,
  tierIndexOf,
  tierTableProblem,
} from './referral.rules';

const tiersArbitrary = fc.uniqueArray(fc.integer({ min: 0, max: 1000 }), {
  minLength: 1,
  maxLength: 10,
});

describe('the tier a referrer is at', () => {
  it('is the tier of the largest minimum reached, whatever the order', () => {
    fc.assert(
      fc.property(tiersArbitrary, fc.integer({ min: 0, max: 2000 }), (minima, qualified) => {
        const tiers = minima.map((inviteesMin) => ({ inviteesMin }));
        const index = tierIndexOf(tiers, qualified);
        const reached = minima.filter((min) => min <= qualified);
        if (reached.length === 0) return index === -1;
        return tiers[index]?.inviteesMin === Math.max(...reached);
      }),
    );
  });

  it('never goes down as friends qualify', () => {
    fc.assert(
      fc.property(tiersArbitrary, fc.nat(1000), fc.nat(1000), (minima, a, b) => {
        const tiers = [...minima].sort((x, y) => x - y).map((inviteesMin) => ({ inviteesMin }));
        const [low, high] = a <= b ? [a, b] : [b, a];
        return tierIndexOf(tiers, low) <= tierIndexOf(tiers, high);
      }),
    );
  });
});

describe('a reward on friends’ bets', () => {
  it('is the rate of the bets rounded down: never more, less by under one minor unit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 500 }),
        (betMinor, rate) => {
          const reward = betRewardMinor(betMinor, rate);
          const exact = betMinor * BigInt(rate); // × 10,000
          expect(reward * 10_000n <= exact).toBe(true);
          expect(exact - reward * 10_000n < 10_000n).toBe(true);
          expect(reward >= 0n).toBe(true);
        },
      ),
    );
  });

  it('pays nothing for no bets or no rate', () => {
    expect(betRewardMinor(0n, 50)).toBe(0n);
    expect(betRewardMinor(-5n, 50)).toBe(0n);
    expect(betRewardMinor(1_000_000n, 0)).toBe(0n);
    expect(betRewardMinor(133_455n, 30)).toBe(400n);
  });
});

describe('a tier table', () => {
  it('must start at 0 friends and never repeat a minimum', () => {
    expect(tierTableProblem([{ inviteesMin: 0 }, { inviteesMin: 5 }])).toBeNull();
    expect(tierTableProblem([{ inviteesMin: 5 }, { inviteesMin: 0 }])).toBeNull();
    expect(tierTableProblem([{ inviteesMin: 1 }])).toEqual({
      path: 'tiers.0.inviteesMin',
      reason: 'first_not_zero',
    });
    expect(tierTableProblem([{ inviteesMin: 0 }, { inviteesMin: 0 }])).toEqual({
      path: 'tiers.1.inviteesMin',
      reason: 'repeated',
    });
  });
});

describe('codes and names', () => {
  it('makes codes of the unambiguous alphabet only', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        const code = referralCodeOf(bytes);
        expect(code).toHaveLength(referralCodeLength);
        expect([...code].every((letter) => referralCodeAlphabet.includes(letter))).toBe(true);
        expect(code).toMatch(/^[A-Z0-9]{6,16}$/);
      }),
    );
  });

  it('shows a friend’s username masked, never most of it (the shared mask)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64 }), (name) => {
        const masked = maskName(name);
        expect(masked).toContain('***');
        expect(masked.replace('***', '').length).toBeLessThan(Math.max(name.length, 2));
      }),
    );
    expect(maskName('farhana')).toBe('fa***a');
    expect(maskName('gazi')).toBe('g***i');
    expect(maskName('ab')).toBe('a***');
  });

  it('reads a claimable reward past its time as expired', () => {
    const now = new Date('2026-12-10T00:00:00Z');
    const before = new Date('2026-12-09T00:00:00Z');
    expect(rewardStatusAt({ status: 'claimable', expiresAt: before }, now)).toBe('expired');
    expect(rewardStatusAt({ status: 'claimable', expiresAt: null }, now)).toBe('claimable');
    expect(rewardStatusAt({ status: 'claimed', expiresAt: before }, now)).toBe('claimed');
  });
});
