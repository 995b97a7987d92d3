import type { SaveVipLevel } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import {
  basisPointsOfPercent,
  fieldMessagesOf,
  labelsOfText,
  labelsProblem,
  levelDraftOf,
  levelInputOf,
  levelPathOf,
  nextLevelDraft,
  percentOfBasisPoints,
  refusalHint,
  settingsDraftOf,
  settingsInputOf,
} from './vip-form';
import {
  formatCount,
  formatPercent,
  levelName,
  sumAmounts,
  upgradeBonusesBetween,
} from './vip-text';

const gold: SaveVipLevel = {
  names: { en: 'Gold', bn: 'গোল্ড' },
  depositMin: '50000.00',
  validBetMin: '200000.00',
  keepDepositMin: '20000.00',
  keepValidBetMin: '80000.00',
  upgradeBonus: '888.00',
  weeklyBonus: '50.00',
  monthlyBonus: '200.00',
  turnoverMultiple: 3,
  rebateRates: { RNG: 80, LIVE: 125, SPORTS: 500, FISH: 0 },
  withdrawDailyCountMax: 10,
  withdrawDailyMax: '500000.00',
};

describe('rebate rates as percentages', () => {
  it('shows basis points as the percentage an operator types', () => {
    expect(percentOfBasisPoints(80)).toBe('0.8');
    expect(percentOfBasisPoints(125)).toBe('1.25');
    expect(percentOfBasisPoints(5)).toBe('0.05');
    expect(percentOfBasisPoints(500)).toBe('5');
    expect(percentOfBasisPoints(0)).toBe('0');
    expect(formatPercent(80)).toBe('0.8 %');
  });

  it('reads a typed percentage as whole basis points, never through a float', () => {
    expect(basisPointsOfPercent('0.8')).toBe(80);
    expect(basisPointsOfPercent(' 1.25 % ')).toBe(125);
    expect(basisPointsOfPercent('0.05')).toBe(5);
    expect(basisPointsOfPercent('5')).toBe(500);
    expect(basisPointsOfPercent('0.29')).toBe(29);
    // Left for the server to name: too fine, not a number, a comma, a sign.
    for (const typed of ['0.125', 'abc', '0,5', '-1', '', '.5', '1e2']) {
      expect(basisPointsOfPercent(typed), typed).toBeNaN();
    }
  });

  it('round-trips every rate the server allows', () => {
    for (let basisPoints = 0; basisPoints <= 500; basisPoints += 1) {
      expect(basisPointsOfPercent(percentOfBasisPoints(basisPoints))).toBe(basisPoints);
    }
  });
});

describe('the level form', () => {
  it('sends a level in force back as it was', () => {
    const draft = levelDraftOf(gold);
    expect(draft.names).toEqual({ bn: 'গোল্ড', en: 'Gold', th: '' });
    expect(draft.rebatePercents).toMatchObject({ RNG: '0.8', LIVE: '1.25', FISH: '0', PVP: '' });
    expect(levelInputOf(draft)).toEqual(gold);
  });

  it('trims, leaves out empty names and rates, and reads empty limits as the merchant’s', () => {
    const draft = {
      ...levelDraftOf(gold),
      names: { bn: ' ', en: ' Platinum ', th: 'แพลทินัม' },
      depositMin: ' 100000 ',
      rebatePercents: { ...levelDraftOf(gold).rebatePercents, RNG: ' ', ESPORTS: '0.5' },
      withdrawDailyCountMax: ' ',
      withdrawDailyMax: '',
    };
    const input = levelInputOf(draft);
    expect(input.names).toEqual({ en: 'Platinum', th: 'แพลทินัม' });
    expect(input.depositMin).toBe('100000');
    expect(input.rebateRates).toEqual({ LIVE: 125, SPORTS: 500, FISH: 0, ESPORTS: 50 });
    expect(input.withdrawDailyCountMax).toBeNull();
    expect(input.withdrawDailyMax).toBeNull();
  });

  it('leaves an empty or broken number for the server to name, never 0', () => {
    const input = levelInputOf({
      ...levelDraftOf(gold),
      turnoverMultiple: '',
      rebatePercents: { ...levelDraftOf(gold).rebatePercents, LIVE: 'x' },
    });
    expect(input.turnoverMultiple).toBeNaN();
    expect(input.rebateRates.LIVE).toBeNaN();
  });

  it('starts a new top level from the one below, without names or bonuses', () => {
    const below = levelDraftOf(gold);
    const next = nextLevelDraft(below);
    expect(next.names).toEqual({ bn: '', en: '', th: '' });
    expect(next).toMatchObject({
      depositMin: '50000.00',
      validBetMin: '200000.00',
      keepDepositMin: '20000.00',
      upgradeBonus: '0',
      weeklyBonus: '0',
      monthlyBonus: '0',
      turnoverMultiple: '3',
      withdrawDailyMax: '500000.00',
    });
    expect(next.rebatePercents).toEqual(below.rebatePercents);
    const first = nextLevelDraft(undefined);
    expect(levelInputOf(first)).toMatchObject({
      names: {},
      depositMin: '0',
      turnoverMultiple: 1,
      rebateRates: {},
      withdrawDailyCountMax: null,
    });
  });
});

describe('the programme settings form', () => {
  it('sends the settings back as they were; empty claim days: until claimed', () => {
    const settings = { isEnabled: true, windowDays: 30, graceDays: 7, claimDays: 14 };
    expect(settingsInputOf(settingsDraftOf(settings))).toEqual(settings);
    const open = settingsDraftOf({ ...settings, claimDays: null });
    expect(open.claimDays).toBe('');
    expect(settingsInputOf(open).claimDays).toBeNull();
    expect(settingsInputOf({ ...open, windowDays: ' ' }).windowDays).toBeNaN();
  });
});

describe('refusals of the level table', () => {
  it('keeps each path’s first message and finds its level', () => {
    const messages = fieldMessagesOf([
      { path: 'levels.2.keepDepositMin', code: 'field_invalid', message: 'Not valid' },
      { path: 'levels.2.keepDepositMin', code: 'field_required', message: 'Second' },
      { path: 'levels.10.rebateRates.RNG', code: 'field_invalid', message: 'Too big' },
    ]);
    expect([...messages]).toEqual([
      ['levels.2.keepDepositMin', 'Not valid'],
      ['levels.10.rebateRates.RNG', 'Too big'],
    ]);
    expect(levelPathOf('levels.2.keepDepositMin')).toEqual({ index: 2, field: 'keepDepositMin' });
    expect(levelPathOf('levels.10.rebateRates.RNG')).toEqual({
      index: 10,
      field: 'rebateRates.RNG',
    });
    expect(levelPathOf('levels')).toBeNull();
    expect(levelPathOf('windowDays')).toBeNull();
  });
});

describe('member labels', () => {
  it('splits on commas, trims, drops empties and repeats', () => {
    expect(labelsOfText(' whale, vip ,, whale,')).toEqual(['whale', 'vip']);
    expect(labelsOfText('')).toEqual([]);
  });

  it('names too many labels or one too long', () => {
    expect(labelsProblem(['a'])).toBeNull();
    expect(labelsProblem(Array.from({ length: 11 }, (_, index) => `l${index}`))).toBe('tooMany');
    expect(labelsProblem(['x'.repeat(21)])).toBe('tooLong');
    expect(labelsProblem(['x'.repeat(20)])).toBeNull();
  });
});

describe('the VIP desk texts', () => {
  it('names a level in the operator’s language, else English, else any', () => {
    expect(levelName(gold.names, 'bn')).toBe('গোল্ড');
    expect(levelName(gold.names, 'th')).toBe('Gold');
    expect(levelName({ th: 'ทอง' }, 'en')).toBe('ทอง');
    expect(levelName({}, 'en')).toBe('');
  });

  it('sums the upgrade bonuses of the levels passed, exactly', () => {
    const levels = [
      { rank: 1, upgradeBonus: '0.10' },
      { rank: 2, upgradeBonus: '0.20' },
      { rank: 3, upgradeBonus: '1000.00' },
    ];
    expect(upgradeBonusesBetween(levels, 0, 2, 'BDT')).toBe('0.30');
    expect(upgradeBonusesBetween(levels, 1, 3, 'BDT')).toBe('1000.20');
    expect(upgradeBonusesBetween(levels, 3, 1, 'BDT')).toBe('0.00');
    expect(upgradeBonusesBetween(levels, 0, 3, 'XXX')).toBeNull();
    expect(sumAmounts(['0.10', '0.20'], 'THB')).toBe('0.30');
    expect(sumAmounts(['1', 'x'], 'THB')).toBeNull();
    expect(formatCount(1250)).toBe('1,250');
  });
});

describe('hints for refused level fields', () => {
  const drafts = [
    levelDraftOf(gold),
    { ...levelDraftOf(gold), depositMin: '40000', keepDepositMin: '60000', weeklyBonus: '1,0.5' },
  ];

  it('says what keeping and reaching ask, from what was typed', () => {
    expect(refusalHint(drafts, 'levels.1.keepDepositMin', 'BDT')).toEqual({
      kind: 'keepAboveReach',
      reach: '40000',
    });
    expect(refusalHint(drafts, 'levels.1.depositMin', 'BDT')).toEqual({
      kind: 'belowLower',
      level: 1,
      lower: '50000.00',
    });
    expect(refusalHint(drafts, 'levels.1.weeklyBonus', 'BDT')).toEqual({ kind: 'amount' });
    expect(refusalHint(drafts, 'levels.0.depositMin', 'BDT')).toBeNull();
  });

  it('names the kind of value other fields take', () => {
    expect(refusalHint(drafts, 'levels.0.rebateRates.RNG', 'BDT')).toEqual({ kind: 'rate' });
    expect(refusalHint(drafts, 'levels.0.names', 'BDT')).toEqual({ kind: 'names' });
    expect(refusalHint(drafts, 'levels.0.names.th', 'BDT')).toEqual({ kind: 'names' });
    expect(refusalHint(drafts, 'levels.0.turnoverMultiple', 'BDT')).toEqual({ kind: 'turnover' });
    expect(refusalHint(drafts, 'levels.0.withdrawDailyCountMax', 'BDT')).toEqual({
      kind: 'count',
    });
    expect(refusalHint(drafts, 'levels', 'BDT')).toBeNull();
    expect(refusalHint(drafts, 'levels.5.depositMin', 'BDT')).toBeNull();
  });
});
