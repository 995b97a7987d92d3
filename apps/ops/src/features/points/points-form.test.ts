import type { PointConfig } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { rewardInputOf, settingsDraftOf, settingsInputOf } from './points-form';
import { formatPoints, rewardName, typedAmount, typedPoints } from './points-text';

const config: PointConfig = {
  isEnabled: true,
  currency: 'BDT',
  earnUnit: '100.00',
  tiers: [
    { minDeposit: '0.00', points: 1 },
    { minDeposit: '5000.00', points: 2 },
  ],
  convertPoints: 100,
  convertCash: '10.00',
  convertMinPoints: 500,
  betPoints: {},
};

/** A reward form as the browser would send it. */
function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe('the points settings form', () => {
  it('sends the settings in force back as they were', () => {
    expect(settingsInputOf(settingsDraftOf(config))).toEqual({
      isEnabled: true,
      earnUnit: '100.00',
      tiers: [
        { minDeposit: '0.00', points: 1 },
        { minDeposit: '5000.00', points: 2 },
      ],
      convertPoints: 100,
      convertCash: '10.00',
      convertMinPoints: 500,
      betPoints: {},
    });
  });

  it('sends the points on bets typed, an empty field as none and a bad one for the server', () => {
    const draft = settingsDraftOf(config, { RNG: 2, SPORTS: 5 });
    expect(draft.betPoints).toMatchObject({ RNG: '2', SPORTS: '5', LIVE: '' });
    expect(settingsInputOf(draft).betPoints).toEqual({ RNG: 2, SPORTS: 5 });
    const typed = settingsInputOf({
      ...draft,
      betPoints: { ...draft.betPoints, RNG: ' ', LIVE: ' 3 ', FISH: 'x' },
    });
    expect(typed.betPoints?.RNG).toBeUndefined();
    expect(typed.betPoints?.LIVE).toBe(3);
    expect(typed.betPoints?.FISH).toBeNaN();
  });

  it('starts a table without tiers with one empty row', () => {
    expect(settingsDraftOf({ ...config, tiers: [] }).tiers).toEqual([
      { minDeposit: '', points: '' },
    ]);
  });

  it('trims what was typed and leaves an empty count for the server to name, never 0', () => {
    const draft = {
      ...settingsDraftOf(config),
      earnUnit: ' 50 ',
      tiers: [{ minDeposit: ' 10 ', points: '' }],
      convertPoints: '',
      convertMinPoints: '1.5',
    };
    const input = settingsInputOf(draft);
    expect(input.earnUnit).toBe('50');
    expect(input.tiers[0]?.minDeposit).toBe('10');
    expect(input.tiers[0]?.points).toBeNaN();
    expect(input.convertPoints).toBeNaN();
    expect(input.convertMinPoints).toBe(1.5);
  });
});

describe('the reward form', () => {
  const base = { points: '500', amount: '50', turnoverMultiple: '3', sortOrder: '2' };

  it('sends the languages written, empty limits as unlimited, and a bonus with its turnover', () => {
    const input = rewardInputOf(
      formOf({
        ...base,
        'texts.en.name': ' Bonus 50 ',
        'texts.en.description': '',
        'texts.bn.name': '',
        'texts.bn.description': '',
        'texts.th.name': '',
        'texts.th.description': 'โบนัส',
        stock: '',
        memberLimit: '1',
        isActive: 'on',
      }),
      'bonus',
    );
    expect(input).toEqual({
      kind: 'bonus',
      texts: {
        en: { name: 'Bonus 50', description: '' },
        th: { name: '', description: 'โบนัส' },
      },
      points: 500,
      amount: '50',
      turnoverMultiple: 3,
      stock: null,
      memberLimit: 1,
      isActive: true,
      sortOrder: 2,
    });
  });

  it('sends an item without an amount or turnover, and cash without turnover', () => {
    const item = rewardInputOf(formOf({ ...base, stock: '0', memberLimit: '' }), 'item');
    expect(item).not.toHaveProperty('amount');
    expect(item).toMatchObject({ turnoverMultiple: 0, stock: 0, memberLimit: null });
    expect(item.isActive).toBe(false);
    const cash = rewardInputOf(formOf({ ...base, stock: '', memberLimit: '' }), 'cash');
    expect(cash).toMatchObject({ amount: '50', turnoverMultiple: 0 });
  });

  it('leaves an empty price for the server to name', () => {
    expect(rewardInputOf(formOf({ ...base, points: '' }), 'cash').points).toBeNaN();
  });
});

describe('the points desk texts', () => {
  it('groups points and typed amounts, and shows a typing slip as it is', () => {
    expect(formatPoints(1250000)).toBe('1,250,000');
    expect(formatPoints(0)).toBe('0');
    expect(typedAmount('1000', 'BDT')).toBe('1,000 BDT');
    expect(typedAmount(' 2.5 ', 'THB')).toBe('2.5 THB');
    expect(typedAmount('1,0', 'BDT')).toBe('1,0 BDT');
    expect(typedPoints('2500')).toBe('2,500');
    expect(typedPoints('x')).toBe('x');
  });

  it('names a reward in the operator’s language, else English, else any', () => {
    const texts = {
      bn: { name: 'নগদ', description: '' },
      en: { name: 'Cash', description: '' },
    };
    expect(rewardName({ texts }, 'bn')).toBe('নগদ');
    expect(rewardName({ texts }, 'th')).toBe('Cash');
    expect(rewardName({ texts: { th: { name: 'เงินสด', description: '' } } }, 'en')).toBe('เงินสด');
    expect(rewardName({ texts: {} }, 'en')).toBe('');
  });
});
