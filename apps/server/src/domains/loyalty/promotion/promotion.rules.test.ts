import { describe, expect, it } from 'vitest';
import {
  basisPointsOf,
  bonusFor,
  percentOf,
  phaseOf,
  prizeIndexFor,
  statusOf,
  turnoverFor,
  type PromotionRule,
} from './promotion.rules';

const start = new Date('2026-12-01T00:00:00Z');
const end = new Date('2026-12-31T00:00:00Z');
const fixed: PromotionRule = {
  kind: 'claim',
  startsAt: start,
  endsAt: end,
  bonusType: 'fixed',
  bonusMinor: '10000',
  bonusBasisPoints: null,
  bonusCapMinor: null,
  depositMinMinor: null,
};
const percent: PromotionRule = {
  ...fixed,
  bonusType: 'percent',
  bonusMinor: null,
  bonusBasisPoints: 1000,
  bonusCapMinor: '200000',
  depositMinMinor: '50000',
};
const during = new Date('2026-12-10T00:00:00Z');

describe('promotion rules', () => {
  it('reads the schedule: scheduled before the start, running until the end, then ended', () => {
    expect(phaseOf(fixed, new Date('2026-11-30T23:59:59Z'))).toBe('scheduled');
    expect(phaseOf(fixed, start)).toBe('running');
    expect(phaseOf(fixed, end)).toBe('ended');
    expect(phaseOf({ startsAt: start, endsAt: null }, new Date('2030-01-01'))).toBe('running');
  });

  it('gives every status of spec §4 in its place', () => {
    const base = { entryStatus: null, deposit: null, now: during };
    expect(statusOf({ ...base, promotion: fixed, now: new Date('2026-11-01') })).toBe(
      'coming soon',
    );
    expect(statusOf({ ...base, promotion: fixed, now: end })).toBe('close');
    expect(statusOf({ ...base, promotion: { ...fixed, kind: 'apply' } })).toBe('join');
    expect(statusOf({ ...base, promotion: fixed })).toBe('claim');
    expect(statusOf({ ...base, promotion: { ...fixed, kind: 'raffle' } })).toBe('claim');
    const deposit = (hasQualifying: boolean, isInProcess: boolean) => ({
      ...base,
      promotion: percent,
      deposit: { hasQualifying, isInProcess },
    });
    expect(statusOf(deposit(true, false))).toBe('claim');
    expect(statusOf(deposit(false, true))).toBe('process');
    expect(statusOf(deposit(false, false))).toBe('join');
    for (const own of ['applying', 'rejected', 'issued', 'claimed', 'joined'] as const) {
      expect(statusOf({ ...base, promotion: fixed, entryStatus: own, now: end })).toBe(own);
    }
  });

  it('computes a percent bonus rounded down, capped, and none below the minimum deposit', () => {
    expect(bonusFor(fixed, null)).toBe(10000n);
    expect(bonusFor(percent, null)).toBeNull();
    expect(bonusFor(percent, 49_999n)).toBeNull();
    expect(bonusFor(percent, 123_456n)).toBe(12_345n);
    expect(bonusFor(percent, 10_000_000n)).toBe(200_000n);
    expect(turnoverFor(12_345n, 10)).toBe(123_450n);
  });

  it('draws raffle prizes by weight and converts percents both ways', () => {
    expect([0, 6, 7, 9].map((random) => prizeIndexFor([7, 2, 1], random))).toEqual([0, 0, 1, 2]);
    expect(() => prizeIndexFor([1], 1)).toThrow();
    expect(basisPointsOf('12.5')).toBe(1250);
    expect(basisPointsOf('100')).toBe(10000);
    expect(basisPointsOf('0.05')).toBe(5);
    expect(percentOf(1250)).toBe('12.5');
    expect(percentOf(10000)).toBe('100');
    expect(percentOf(5)).toBe('0.05');
  });
});
