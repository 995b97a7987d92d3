import type { RebatePreview } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { nextClaimsPage, rebatePeriodOf, rebateStateOf, turnoverOf } from './rebate.rules';

/** A preview as the server sends it for a member of level 1 with slot bets; tests change parts. */
function preview(values: Partial<RebatePreview> = {}): RebatePreview {
  return {
    isOffered: true,
    currency: 'BDT',
    period: 'day',
    minClaim: '1.00',
    turnoverMultiple: 3,
    rank: 1,
    levelName: 'Bronze',
    from: '2026-12-01T00:00:00.000Z',
    through: '2026-12-01T09:59:00.000Z',
    lines: [{ gameType: 'RNG', validBet: '1234.56', rate: 80, amount: '9.87' }],
    total: '9.87',
    block: null,
    nextClaimAt: null,
    ...values,
  };
}

describe('the state a rebate preview shows', () => {
  it('is ready to claim when nothing blocks it', () => {
    expect(rebateStateOf(preview())).toEqual({ kind: 'ready' });
  });

  it('says the rebate is not offered, whatever else the preview holds', () => {
    expect(rebateStateOf(preview({ isOffered: false, block: 'off' }))).toEqual({ kind: 'off' });
    expect(rebateStateOf(preview({ isOffered: false, block: null }))).toEqual({ kind: 'off' });
    expect(rebateStateOf(preview({ block: 'off' }))).toEqual({ kind: 'off' });
  });

  it('asks for a level with a rate when the member has none', () => {
    const state = rebateStateOf(preview({ block: 'no_level', rank: 0, levelName: null }));
    expect(state).toEqual({ kind: 'noLevel' });
  });

  it('says when the next claim opens after this period’s claim', () => {
    const nextClaimAt = '2026-12-01T18:00:00.000Z';
    expect(rebateStateOf(preview({ block: 'claimed', nextClaimAt }))).toEqual({
      kind: 'claimed',
      nextClaimAt,
    });
  });

  it('names the minimum, and whether any bet counted yet, below it', () => {
    expect(rebateStateOf(preview({ block: 'below_minimum', minClaim: '50.00' }))).toEqual({
      kind: 'belowMinimum',
      minClaim: '50.00',
      hasBets: true,
    });
    expect(
      rebateStateOf(preview({ block: 'below_minimum', lines: [], total: '0.00' })),
    ).toMatchObject({ kind: 'belowMinimum', hasBets: false });
  });
});

describe('a claim’s period', () => {
  it('reads a day and an ISO week', () => {
    expect(rebatePeriodOf('2026-12-01')).toEqual({ kind: 'day', day: '2026-12-01' });
    expect(rebatePeriodOf('2026-W49')).toEqual({ kind: 'week', year: 2026, week: 49 });
    expect(rebatePeriodOf('2026-W01')).toEqual({ kind: 'week', year: 2026, week: 1 });
  });

  it('leaves anything else alone', () => {
    for (const period of ['2026-13-01', '2026-W54', '2026-W0', 'rank-3', '', '2026-12']) {
      expect(rebatePeriodOf(period)).toBeNull();
    }
  });
});

describe('the claims’ next page', () => {
  const page = (size: number, totalPages: number) => ({
    list: Array.from({ length: size }, (_, index) => index),
    totalPages,
  });

  it('asks for the next page until the last is in', () => {
    expect(nextClaimsPage([page(10, 3)])).toBe(2);
    expect(nextClaimsPage([page(10, 3), page(10, 3)])).toBe(3);
    expect(nextClaimsPage([page(10, 3), page(10, 3), page(4, 3)])).toBeUndefined();
  });

  it('stops with no claims, or when a page comes back empty', () => {
    expect(nextClaimsPage([])).toBeUndefined();
    expect(nextClaimsPage([page(0, 0)])).toBeUndefined();
    expect(nextClaimsPage([page(10, 5), page(0, 5)])).toBeUndefined();
  });
});

describe('a rebate’s turnover', () => {
  it('is the amount times the multiple, exactly', () => {
    expect(turnoverOf('9.87', 3, 'BDT')).toBe('29.61');
    expect(turnoverOf('0.10', 3, 'BDT')).toBe('0.30');
    expect(turnoverOf('12345678.99', 100, 'BDT')).toBe('1234567899.00');
  });

  it('is nothing without a multiple or an amount', () => {
    expect(turnoverOf('9.87', 0, 'BDT')).toBe('0.00');
    expect(turnoverOf('not money', 3, 'BDT')).toBe('0.00');
    expect(turnoverOf('500', 2, 'VND')).toBe('1000');
  });
});
