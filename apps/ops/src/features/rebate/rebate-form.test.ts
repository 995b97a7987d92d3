import type { Operator, OperatorRole } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { desksFor } from '../../navigation';
import bn from './i18n/bn.json';
import en from './i18n/en.json';
import th from './i18n/th.json';
import {
  dayRangeProblem,
  draftProblems,
  missingSteps,
  paidShareOf,
  settingsDraftOf,
  settingsInputOf,
  settingsRefusalOf,
} from './rebate-form';

describe('the rebate settings form', () => {
  it('sends the settings in force back as they were', () => {
    const settings = { period: 'week', minClaim: '1.00', turnoverMultiple: 3 } as const;
    const draft = settingsDraftOf(settings);
    expect(draft).toEqual({ period: 'week', minClaim: '1.00', turnoverMultiple: '3' });
    expect(settingsInputOf(draft)).toEqual(settings);
  });

  it('trims what was typed and takes a multiple of 0 (wagered at once)', () => {
    const input = settingsInputOf({ period: 'day', minClaim: ' 10.50 ', turnoverMultiple: ' 0 ' });
    expect(input).toEqual({ period: 'day', minClaim: '10.50', turnoverMultiple: 0 });
  });

  it('leaves a multiple that is no whole number for the server to name, never 0', () => {
    for (const typed of ['', ' ', 'abc', '1.5', '-1', '1e2', '0x10', '1000']) {
      const input = settingsInputOf({ period: 'day', minClaim: '1', turnoverMultiple: typed });
      expect(input.turnoverMultiple, typed).toBeNaN();
    }
    // NaN goes out as null, which the server refuses by the field's name.
    expect(
      JSON.parse(
        JSON.stringify(settingsInputOf({ period: 'day', minClaim: '1', turnoverMultiple: 'x' })),
      ),
    ).toMatchObject({ turnoverMultiple: null });
  });

  it('sends an amount as typed, for the server to refuse in its own words', () => {
    expect(settingsInputOf({ period: 'day', minClaim: '0', turnoverMultiple: '1' }).minClaim).toBe(
      '0',
    );
    expect(
      settingsInputOf({ period: 'day', minClaim: 'ten', turnoverMultiple: '1' }).minClaim,
    ).toBe('ten');
  });
});

describe('refusals of the settings', () => {
  it('names a multiple that is no whole number before anything is sent', () => {
    const draft = { period: 'day', minClaim: '1', turnoverMultiple: '3' } as const;
    expect(draftProblems(draft)).toEqual([]);
    expect(draftProblems({ ...draft, turnoverMultiple: ' 0 ' })).toEqual([]);
    // Above 100 is the server's to name ("at most 100"); so is a minimum of 0.
    expect(draftProblems({ ...draft, turnoverMultiple: '101', minClaim: '0' })).toEqual([]);
    for (const typed of ['', 'two', '1.5', '-1', '1e2', '1000']) {
      expect(draftProblems({ ...draft, turnoverMultiple: typed }), typed).toEqual([
        'turnoverMultiple',
      ]);
    }
  });

  it('puts each field’s first message under it, by its path or the path’s last part', () => {
    const refusal = settingsRefusalOf([
      { path: 'minClaim', code: 'validation.amount', message: 'Please enter a valid amount.' },
      { path: 'minClaim', code: 'field_invalid', message: 'Second' },
      { path: 'body.turnoverMultiple', code: 'field_invalid', message: 'Not a whole number' },
    ]);
    expect(refusal).toEqual({
      byField: {
        minClaim: 'Please enter a valid amount.',
        turnoverMultiple: 'Not a whole number',
      },
      others: [],
    });
  });

  it('keeps what names no field of the form for the note by the button', () => {
    const refusal = settingsRefusalOf([
      { path: 'from', code: 'field_invalid', message: 'This value is not valid' },
      { path: 'period', code: 'field_invalid', message: 'Day or week' },
    ]);
    expect(refusal).toEqual({
      byField: { period: 'Day or week' },
      others: ['This value is not valid'],
    });
    expect(settingsRefusalOf([])).toEqual({ byField: {}, others: [] });
  });
});

describe('the days of the report', () => {
  it('takes two real days, the first not after the last', () => {
    expect(dayRangeProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(dayRangeProblem({ from: '2026-11-30', to: '2026-11-30' })).toBeNull();
    expect(dayRangeProblem({ from: '2026-12-01', to: '2026-11-30' })).toBe('order');
  });

  it('names a day missing or not real', () => {
    expect(dayRangeProblem({ from: '', to: '2026-11-30' })).toBe('day');
    expect(dayRangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('day');
    expect(dayRangeProblem({ from: '2026-11-01', to: '30/11/2026' })).toBe('day');
  });

  it('reads at most 366 days at a time, as the server does', () => {
    expect(dayRangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(dayRangeProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
    expect(dayRangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('tooLong');
  });
});

describe('the report’s figures', () => {
  it('gives the share of valid bets paid in basis points, rounded down, by whole numbers', () => {
    expect(paidShareOf({ validBet: '1000.00', amount: '8.00' }, 'BDT')).toBe(80);
    // 13.87 of 1,734.56 is 0.7996 %: never rounded up to a rate no level has.
    expect(paidShareOf({ validBet: '1734.56', amount: '13.87' }, 'BDT')).toBe(79);
    expect(paidShareOf({ validBet: '50.00', amount: '0.00' }, 'BDT')).toBe(0);
    // The largest amounts an account holds, exactly.
    expect(paidShareOf({ validBet: '9999999999999.99', amount: '9999999999999.99' }, 'BDT')).toBe(
      10_000,
    );
  });

  it('has no share where nothing counted or an amount cannot be read', () => {
    expect(paidShareOf({ validBet: '0.00', amount: '0.00' }, 'BDT')).toBeNull();
    expect(paidShareOf({ validBet: 'x', amount: '1.00' }, 'BDT')).toBeNull();
    expect(paidShareOf({ validBet: '10.00', amount: '1.00' }, 'XXX')).toBeNull();
  });

  it('says what members still need before they can claim', () => {
    expect(missingSteps({ isToggledOn: true, isSaved: true })).toEqual([]);
    expect(missingSteps({ isToggledOn: false, isSaved: true })).toEqual(['toggle']);
    expect(missingSteps({ isToggledOn: false, isSaved: false })).toEqual(['toggle', 'save']);
    expect(missingSteps({ isToggledOn: true, isSaved: false })).toEqual(['save']);
  });
});

describe('the rebate desk in the menu', () => {
  const operator = (role: OperatorRole): Operator => ({
    id: 'op',
    username: role,
    role,
    merchantCode: 'KHELA',
    twoFactor: 'enabled',
  });

  it('is shown to owners, administrators and finance, after the VIP desk', () => {
    for (const role of ['owner', 'admin', 'finance'] as const) {
      expect(desksFor(operator(role)), role).toContain('rebate');
    }
    for (const role of ['content', 'support'] as const) {
      expect(desksFor(operator(role)), role).not.toContain('rebate');
    }
    const admin = desksFor(operator('admin'));
    expect(admin.indexOf('rebate')).toBe(admin.indexOf('vip') + 1);
    // Finance reads the rebate desk but not the VIP desk its rates are set on.
    expect(desksFor(operator('finance'))).not.toContain('vip');
  });
});

describe('the rebate desk’s texts', () => {
  it('has every text in Bengali, English and Thai', () => {
    const keysOf = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`))
        : [prefix];
    expect(keysOf(bn)).toEqual(keysOf(en));
    expect(keysOf(th)).toEqual(keysOf(en));
    // Each text written out, and translated rather than copied from English.
    const valuesOf = (value: unknown): unknown[] =>
      typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(valuesOf)
        : [value];
    const english = valuesOf(en);
    for (const [language, bundle] of [
      ['bn', bn],
      ['th', th],
    ] as const) {
      valuesOf(bundle).forEach((text, index) => {
        expect(typeof text === 'string' && text.trim() !== '', language).toBe(true);
        expect(text, `${language} ${String(english[index])}`).not.toBe(english[index]);
      });
    }
  });
});
