import type { PointBalance, PointConfig, PointReward } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import {
  betEarnings,
  canConvert,
  checkConvert,
  convertibleMax,
  earnSummary,
  isFromAnyDeposit,
  parsePoints,
  pointsText,
  rewardBlock,
  signedPointsText,
} from './points.rules';

const config: PointConfig = {
  isEnabled: true,
  currency: 'BDT',
  earnUnit: '100.00',
  tiers: [
    { minDeposit: '5000.00', points: 15 },
    { minDeposit: '0.00', points: 10 },
    { minDeposit: '1000.00', points: 12 },
  ],
  convertPoints: 100,
  convertCash: '1.50',
  convertMinPoints: 500,
  betPoints: {},
};

const balance: PointBalance = { points: 1200, held: 0, value: '18.00', currency: 'BDT' };

function reward(overrides: Partial<PointReward> = {}): PointReward {
  return {
    id: '1',
    kind: 'cash',
    name: 'Cash 10',
    description: '',
    points: 1000,
    amount: '10.00',
    turnoverMultiple: 0,
    stockLeft: null,
    memberLimit: null,
    memberRedeemed: 0,
    ...overrides,
  };
}

describe('betEarnings', () => {
  it('reads the bet rates by the record types, in the order games are listed, ranges kept', () => {
    const rates = { SPORTS: 2, RNG: 1, FISH: 3, LIVE: 1, ESPORTS: 2, COCKFIGHT: 0 };
    expect(betEarnings({ ...config, betPoints: rates })).toEqual([
      { type: 'slots', min: 1, max: 3 },
      { type: 'live', min: 1, max: 1 },
      { type: 'sports', min: 2, max: 2 },
    ]);
  });

  it('has nothing to say when bets earn nothing', () => {
    expect(betEarnings(config)).toEqual([]);
    expect(betEarnings({ ...config, betPoints: { RNG: 0 } })).toEqual([]);
  });
});

describe('earnSummary', () => {
  it('orders tiers by their minimum deposit, by amount and not by text', () => {
    const summary = earnSummary(config);
    expect(summary?.unit).toBe('100.00');
    expect(summary?.base).toEqual({ minDeposit: '0.00', points: 10 });
    expect(summary?.higher.map((tier) => tier.points)).toEqual([12, 15]);
  });

  it('has nothing to say without tiers or a unit', () => {
    expect(earnSummary({ ...config, tiers: [] })).toBeNull();
    expect(earnSummary({ ...config, earnUnit: '0.00' })).toBeNull();
    expect(earnSummary({ ...config, earnUnit: 'x' })).toBeNull();
  });

  it('tells a tier from any deposit from one with a minimum', () => {
    expect(isFromAnyDeposit({ minDeposit: '0.00', points: 1 }, 'BDT')).toBe(true);
    expect(isFromAnyDeposit({ minDeposit: '0.01', points: 1 }, 'BDT')).toBe(false);
  });
});

describe('rewardBlock', () => {
  it('lets an affordable reward in stock through', () => {
    expect(rewardBlock(reward(), balance)).toBeNull();
    expect(rewardBlock(reward({ points: 1200 }), balance)).toBeNull();
  });

  it('names the most final reason first', () => {
    const everything = reward({ points: 5000, stockLeft: 0, memberLimit: 1, memberRedeemed: 1 });
    expect(rewardBlock(everything, balance)).toBe('outOfStock');
    expect(rewardBlock({ ...everything, stockLeft: 3 }, balance)).toBe('limitReached');
    expect(rewardBlock(reward({ points: 1201 }), balance)).toBe('notEnough');
  });
});

describe('parsePoints', () => {
  it('reads whole numbers, grouped or not', () => {
    expect(parsePoints('500')).toBe(500);
    expect(parsePoints(' 1,500 ')).toBe(1500);
    expect(parsePoints('0')).toBe(0);
  });

  it('refuses fractions, signs, bad grouping and huge numbers', () => {
    for (const text of ['', '1.5', '-5', '+5', '1,50', '01', 'abc', '1e3', '10000000000000']) {
      expect(parsePoints(text), text).toBeNull();
    }
  });
});

describe('checkConvert', () => {
  it('answers the cash of whole steps in minor units', () => {
    expect(checkConvert('500', config, 1200)).toEqual({ ok: true, points: 500, cash: '7.50' });
    expect(checkConvert('1,200', config, 1200)).toEqual({
      ok: true,
      points: 1200,
      cash: '18.00',
    });
  });

  it('refuses below the minimum, part steps and more than the balance', () => {
    expect(checkConvert('400', config, 1200)).toEqual({
      ok: false,
      problem: { kind: 'min', min: 500 },
    });
    expect(checkConvert('550', config, 1200)).toEqual({
      ok: false,
      problem: { kind: 'step', step: 100 },
    });
    expect(checkConvert('1300', config, 1200)).toEqual({
      ok: false,
      problem: { kind: 'over', balance: 1200 },
    });
    expect(checkConvert('0', config, 1200)).toEqual({ ok: false, problem: { kind: 'invalid' } });
    expect(checkConvert('x', config, 1200)).toEqual({ ok: false, problem: { kind: 'invalid' } });
  });

  it('keeps exact money for a rate that floats could not hold', () => {
    const odd = { ...config, convertPoints: 3, convertCash: '0.10', convertMinPoints: 3 };
    expect(checkConvert('300000000003', odd, 1_000_000_000_000)).toEqual({
      ok: true,
      points: 300000000003,
      cash: '10000000000.10',
    });
  });
});

describe('convertibleMax', () => {
  it('answers whole steps of the balance from the minimum', () => {
    expect(convertibleMax(config, 1250)).toBe(1200);
    expect(convertibleMax(config, 499)).toBeNull();
    expect(canConvert(config, 500)).toBe(true);
    expect(canConvert(config, 0)).toBe(false);
    expect(canConvert({ ...config, convertPoints: 0 }, 5000)).toBe(false);
  });
});

describe('points text', () => {
  it('groups and signs counts of points', () => {
    expect(pointsText(12500)).toBe('12,500');
    expect(signedPointsText(120)).toBe('+120');
    expect(signedPointsText(-1500)).toBe('\u22121,500');
    expect(signedPointsText(0)).toBe('0');
  });
});
