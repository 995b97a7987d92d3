import type { VipBonus, VipLevel, VipProgramme, VipStatus } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import {
  bonusPeriod,
  claimableTotal,
  figureProgress,
  isNone,
  keepShortfall,
  levelBenefits,
  levelOf,
  nextLevelOf,
  percentText,
  progressToNext,
  rebateEntries,
  sortedBonuses,
} from './vip.rules';

/** A level as the server sends it; only what a test names differs. */
function level(rank: number, values: Partial<VipLevel> = {}): VipLevel {
  return {
    rank,
    name: `Level ${rank}`,
    depositMin: '0.00',
    validBetMin: '0.00',
    keepDepositMin: '0.00',
    keepValidBetMin: '0.00',
    upgradeBonus: '0.00',
    weeklyBonus: '0.00',
    monthlyBonus: '0.00',
    turnoverMultiple: 1,
    rebateRates: {},
    withdrawDailyCountMax: null,
    withdrawDailyMax: null,
    hasVipService: false,
    ...values,
  };
}

const bronze = level(1, {
  name: 'Bronze',
  depositMin: '1000.00',
  validBetMin: '5000.00',
  keepDepositMin: '500.00',
  keepValidBetMin: '5000.00',
  upgradeBonus: '10.00',
});
const silver = level(2, { name: 'Silver', depositMin: '5000.00', validBetMin: '20000.00' });
const gold = level(3, { name: 'Gold', depositMin: '20000.00', validBetMin: '100000.00' });

const programme: VipProgramme = {
  isEnabled: true,
  currency: 'BDT',
  windowDays: 30,
  graceDays: 7,
  claimDays: 14,
  // Out of order on purpose: the rules never trust the order they are given.
  levels: [gold, bronze, silver],
};

function status(values: Partial<VipStatus> = {}): VipStatus {
  return {
    programme,
    rank: 0,
    deposit: '0.00',
    validBet: '0.00',
    graceUntil: null,
    reachedAt: null,
    bonuses: [],
    ...values,
  };
}

function bonus(values: Partial<VipBonus>): VipBonus {
  return {
    id: '1',
    kind: 'upgrade',
    rank: 1,
    period: 'rank-1',
    amount: '10.00',
    turnover: '20.00',
    status: 'claimable',
    createdAt: '2026-12-01T00:00:00.000Z',
    expiresAt: null,
    claimedAt: null,
    ...values,
  };
}

describe('figureProgress', () => {
  it('measures what is done against what is needed, with what is left', () => {
    expect(figureProgress('250.00', '1000.00', 'BDT')).toEqual({
      done: '250.00',
      needed: '1000.00',
      remaining: '750.00',
      percent: 25,
      isMet: false,
    });
  });

  it('keeps a tenth of a percent and never rounds a small step away or up to done', () => {
    expect(figureProgress('1.00', '1000.00', 'BDT').percent).toBe(0.1);
    expect(figureProgress('999.99', '1000.00', 'BDT').percent).toBe(99.9);
    expect(figureProgress('999.99', '1000.00', 'BDT').remaining).toBe('0.01');
  });

  it('is met, full and nothing left once reached or passed, and at a goal of zero', () => {
    expect(figureProgress('1500.00', '1000.00', 'BDT')).toMatchObject({
      remaining: '0.00',
      percent: 100,
      isMet: true,
    });
    expect(figureProgress('0.00', '0.00', 'BDT')).toMatchObject({ percent: 100, isMet: true });
  });

  it('works in minor units, so large amounts are exact', () => {
    const progress = figureProgress('123456789012.34', '123456789012.35', 'BDT');
    expect(progress.remaining).toBe('0.01');
    expect(progress.isMet).toBe(false);
    expect(progress.percent).toBe(99.9);
  });

  it('counts a malformed figure as nothing', () => {
    expect(figureProgress('abc', '10.00', 'BDT')).toMatchObject({ done: '0.00', percent: 0 });
  });
});

describe('levels', () => {
  it('finds a rank\u2019s level, and none for rank 0 or a rank the table lost', () => {
    expect(levelOf(programme.levels, 2)?.name).toBe('Silver');
    expect(levelOf(programme.levels, 0)).toBeNull();
    expect(levelOf(programme.levels, 9)).toBeNull();
  });

  it('names the next level above a rank, the lowest one first, and none at the top', () => {
    expect(nextLevelOf(programme.levels, 0)?.name).toBe('Bronze');
    expect(nextLevelOf(programme.levels, 1)?.name).toBe('Silver');
    expect(nextLevelOf(programme.levels, 3)).toBeNull();
    expect(nextLevelOf([bronze, gold], 1)?.name).toBe('Gold');
  });
});

describe('progressToNext', () => {
  it('measures both figures against the next level; the slower one sets the pace', () => {
    const progress = progressToNext(status({ rank: 1, deposit: '4000.00', validBet: '5000.00' }));
    expect(progress?.level.name).toBe('Silver');
    expect(progress?.deposit).toMatchObject({ remaining: '1000.00', percent: 80 });
    expect(progress?.validBet).toMatchObject({ remaining: '15000.00', percent: 25 });
    expect(progress?.percent).toBe(25);
  });

  it('leads a member with no level yet to the first one', () => {
    const progress = progressToNext(status({ deposit: '1000.00', validBet: '0.00' }));
    expect(progress?.level.rank).toBe(1);
    expect(progress?.deposit.isMet).toBe(true);
    expect(progress?.validBet.remaining).toBe('5000.00');
  });

  it('is null at the top level', () => {
    expect(progressToNext(status({ rank: 3, deposit: '1.00' }))).toBeNull();
  });
});

describe('keepShortfall', () => {
  const grace = '2026-12-17T10:00:00.000Z';

  it('is null while the member is not in grace', () => {
    expect(keepShortfall(status({ rank: 1, deposit: '0.00' }))).toBeNull();
  });

  it('names only the figures still short of the level\u2019s keep rule, and by when', () => {
    const shortfall = keepShortfall(
      status({ rank: 1, deposit: '200.00', validBet: '6000.00', graceUntil: grace }),
    );
    expect(shortfall).toEqual({ level: bronze, until: grace, deposit: '300.00', validBet: null });
  });

  it('is null once both figures meet the keep rule again, or without a level', () => {
    const kept = status({ rank: 1, deposit: '600.00', validBet: '5000.00', graceUntil: grace });
    expect(keepShortfall(kept)).toBeNull();
    expect(keepShortfall(status({ rank: 0, graceUntil: grace }))).toBeNull();
  });
});

describe('benefits', () => {
  it('writes basis points as a percentage without trailing zeros', () => {
    expect(percentText(100)).toBe('1');
    expect(percentText(80)).toBe('0.8');
    expect(percentText(125)).toBe('1.25');
    expect(percentText(5)).toBe('0.05');
    expect(percentText(500)).toBe('5');
    expect(percentText(0)).toBe('0');
  });

  it('lists rebate rates above zero in the catalogue\u2019s order', () => {
    const rated = level(1, { rebateRates: { LIVE: 50, RNG: 80, FISH: 0, COCKFIGHT: 30 } });
    expect(rebateEntries(rated)).toEqual([
      ['RNG', 80],
      ['LIVE', 50],
      ['COCKFIGHT', 30],
    ]);
  });

  it('lists only what a level has: no empty bonus, no null limit', () => {
    expect(levelBenefits(level(1), 'BDT')).toEqual([]);
    const rich = level(6, {
      upgradeBonus: '200.00',
      weeklyBonus: '0.00',
      monthlyBonus: '100.00',
      rebateRates: { RNG: 100 },
      withdrawDailyCountMax: 10,
      withdrawDailyMax: '500000.00',
      hasVipService: true,
    });
    expect(levelBenefits(rich, 'BDT').map((benefit) => benefit.kind)).toEqual([
      'upgrade',
      'monthly',
      'rebate',
      'withdrawCount',
      'withdrawMax',
      'vipService',
    ]);
  });

  it('reads "0.00" and "0" as no amount', () => {
    expect(isNone('0.00', 'BDT')).toBe(true);
    expect(isNone('0', 'BDT')).toBe(true);
    expect(isNone('0.01', 'BDT')).toBe(false);
  });
});

describe('bonuses', () => {
  it('reads weekly and monthly periods; an upgrade has none', () => {
    expect(bonusPeriod('2026-W48')).toEqual({ kind: 'week', year: 2026, week: 48 });
    expect(bonusPeriod('2026-11')).toEqual({ kind: 'month', iso: '2026-11-01' });
    expect(bonusPeriod('rank-3')).toBeNull();
    expect(bonusPeriod('2026-13')).toBeNull();
  });

  it('puts claimable bonuses first, soonest to expire first, then the rest newest first', () => {
    const sorted = sortedBonuses([
      bonus({ id: 'old', status: 'claimed', createdAt: '2026-10-01T00:00:00.000Z' }),
      bonus({ id: 'open-late', expiresAt: null }),
      bonus({ id: 'new', status: 'expired', createdAt: '2026-11-01T00:00:00.000Z' }),
      bonus({ id: 'open-soon', expiresAt: '2026-12-05T00:00:00.000Z' }),
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['open-soon', 'open-late', 'new', 'old']);
  });

  it('adds up what is waiting to be claimed, exactly', () => {
    const bonuses = [
      bonus({ amount: '0.10' }),
      bonus({ amount: '0.20' }),
      bonus({ amount: '50.00', status: 'claimed' }),
    ];
    expect(claimableTotal(bonuses, 'BDT')).toBe('0.30');
    expect(claimableTotal([], 'BDT')).toBe('0.00');
  });
});
