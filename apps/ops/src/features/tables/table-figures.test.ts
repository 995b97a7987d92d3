import type { DeskTable } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import {
  isDayRange,
  isNegativeAmount,
  isSameAmount,
  lastDays,
  sumAmounts,
  takingsTotal,
  utcDay,
} from './table-figures';
import { changedSettings, type TableSettings } from './table-form';

const table: DeskTable = {
  code: 'auto-roulette',
  game: 'roulette',
  names: { en: 'Auto Roulette', bn: 'অটো রুলেট', th: 'รูเล็ตอัตโนมัติ' },
  status: 'active',
  bettingSeconds: 18,
  resultSeconds: 10,
  minStake: '10.00',
  maxStake: '50000.00',
  maxRoundPayout: '5000000.00',
  areaLimits: { straight: { minStake: '10.00', maxStake: '1000.00' } },
  crash: null,
  cockfight: null,
  current: null,
  takings: {
    rounds: 3,
    bets: 10,
    players: 4,
    stake: '1200.50',
    payout: '700.25',
    ggr: '500.25',
  },
};

describe('money totals', () => {
  it('adds wire amounts exactly, with the most decimals any of them has', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['1200.50', '-1300.75'])).toBe('-100.25');
    expect(sumAmounts(['250000', '1'])).toBe('250001.00');
    expect(sumAmounts([])).toBe('0.00');
    expect(sumAmounts(['99999999999999999.99', '0.01'])).toBe('100000000000000000.00');
    expect(() => sumAmounts(['1.2.3'])).toThrow(RangeError);
  });

  it('totals the takings of every table, leaving players out', () => {
    const loser = {
      ...table,
      takings: {
        rounds: 2,
        bets: 5,
        players: 4,
        stake: '100.00',
        payout: '900.00',
        ggr: '-800.00',
      },
    };
    expect(takingsTotal([table, loser])).toEqual({
      rounds: 5,
      bets: 15,
      stake: '1300.50',
      payout: '1600.25',
      ggr: '-299.75',
    });
    expect(takingsTotal([])).toEqual({
      rounds: 0,
      bets: 0,
      stake: '0.00',
      payout: '0.00',
      ggr: '0.00',
    });
  });

  it('tells a house loss and a typed amount equal to the saved one', () => {
    expect(isNegativeAmount('-0.01')).toBe(true);
    expect(isNegativeAmount('0.00')).toBe(false);
    expect(isSameAmount('10', '10.00')).toBe(true);
    expect(isSameAmount('50,000', '50000.00')).toBe(true);
    expect(isSameAmount('10.5', '10.50')).toBe(true);
    expect(isSameAmount('10.01', '10.00')).toBe(false);
    expect(isSameAmount('ten', '10.00')).toBe(false);
  });
});

describe('the days of the takings', () => {
  it('counts UTC days back from now, both ends included', () => {
    const now = new Date('2026-03-01T02:00:00Z');
    expect(utcDay(now)).toBe('2026-03-01');
    expect(lastDays(now, 1)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(lastDays(now, 7)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
  });

  it('takes only real days, the first not after the last', () => {
    expect(isDayRange({ from: '2026-02-01', to: '2026-02-28' })).toBe(true);
    expect(isDayRange({ from: '2026-02-28', to: '2026-02-28' })).toBe(true);
    expect(isDayRange({ from: '2026-03-01', to: '2026-02-28' })).toBe(false);
    expect(isDayRange({ from: '2026-02-30', to: '2026-03-02' })).toBe(false);
    expect(isDayRange({ from: '', to: '2026-03-02' })).toBe(false);
  });
});

describe('a table edit', () => {
  const unchanged: TableSettings = {
    names: { ...table.names } as TableSettings['names'],
    bettingSeconds: 18,
    resultSeconds: 10,
    minStake: '10',
    maxStake: '50,000.00',
    maxRoundPayout: '5000000.00',
    areaLimits: { straight: { minStake: '10', maxStake: '1000' } },
  };

  it('sends nothing when nothing changed, however the amounts were typed', () => {
    expect(changedSettings(table, unchanged)).toEqual({});
  });

  it('sends only what changed', () => {
    expect(
      changedSettings(table, {
        ...unchanged,
        names: { ...unchanged.names, th: 'รูเล็ต' },
        bettingSeconds: 20,
        maxRoundPayout: '4000000',
      }),
    ).toEqual({
      names: { ...unchanged.names, th: 'รูเล็ต' },
      bettingSeconds: 20,
      maxRoundPayout: '4000000',
    });
    // Limits by area go whole: one changed, added or removed sends them all.
    const limits = { straight: { minStake: '10', maxStake: '2000' } };
    expect(changedSettings(table, { ...unchanged, areaLimits: limits })).toEqual({
      areaLimits: limits,
    });
    expect(changedSettings(table, { ...unchanged, areaLimits: {} })).toEqual({ areaLimits: {} });
  });
});
