import { describe, expect, it } from 'vitest';
import {
  betRefusal,
  doubledStake,
  halvedStake,
  multiplierText,
  parseMultiplier,
  parseStake,
  stakeText,
} from './crash-stake';

describe('the crash bet as typed', () => {
  it('reads stakes in the currency, with Bengali figures and grouping too', () => {
    expect(parseStake('10', 'BDT')).toBe(1_000n);
    expect(parseStake('10.5', 'BDT')).toBe(1_050n);
    expect(parseStake(' 1,000.00 ', 'BDT')).toBe(100_000n);
    expect(parseStake('১০.০০', 'BDT')).toBe(1_000n);
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '10..0']) {
      expect(parseStake(bad, 'BDT')).toBeNull();
    }
    expect(stakeText(1_050n, 'BDT')).toBe('10.50');
  });

  it('reads multipliers in hundredths, with or without the times sign', () => {
    expect(parseMultiplier('2')).toBe(200);
    expect(parseMultiplier('1.01')).toBe(101);
    expect(parseMultiplier('2.5x')).toBe(250);
    expect(parseMultiplier('১.৫০×')).toBe(150);
    for (const bad of ['', 'x', '1.001', '-2', '2.0.0']) expect(parseMultiplier(bad)).toBeNull();
    expect(multiplierText(101)).toBe('1.01');
    expect(multiplierText(20_000)).toBe('200.00');
  });

  it('halves and doubles within the limits', () => {
    expect(halvedStake(3_000n, 1_000n)).toBe(1_500n);
    expect(halvedStake(1_500n, 1_000n)).toBe(1_000n);
    expect(halvedStake(null, 1_000n)).toBe(1_000n);
    expect(doubledStake(3_000n, 1_000n, 5_000n)).toBe(5_000n);
    expect(doubledStake(1_001n, 1_000n, 5_000n)).toBe(2_002n);
    expect(doubledStake(null, 1_000n, 5_000n)).toBe(1_000n);
  });

  it('refuses what the server would: limits, balance, an auto cash-out below 1.01 or past the most', () => {
    const base = {
      stakeMinor: 1_000n as bigint | null,
      minMinor: 1_000n,
      maxMinor: 5_000_000n,
      balanceMinor: 100_000n,
      isAuto: false,
      autoCashout: null as number | null,
      maxMultiplier: 100_000,
    };
    expect(betRefusal(base)).toBeNull();
    expect(betRefusal({ ...base, stakeMinor: null })).toEqual({ kind: 'stakeInvalid' });
    expect(betRefusal({ ...base, stakeMinor: 999n })).toEqual({
      kind: 'stakeMin',
      minMinor: 1_000n,
    });
    expect(betRefusal({ ...base, stakeMinor: 5_000_001n })).toMatchObject({ kind: 'stakeMax' });
    expect(betRefusal({ ...base, stakeMinor: 100_001n })).toEqual({ kind: 'balance' });
    expect(betRefusal({ ...base, isAuto: true })).toEqual({ kind: 'autoInvalid' });
    expect(betRefusal({ ...base, isAuto: true, autoCashout: 100 })).toEqual({
      kind: 'autoInvalid',
    });
    expect(betRefusal({ ...base, isAuto: true, autoCashout: 101 })).toBeNull();
    expect(betRefusal({ ...base, isAuto: true, autoCashout: 100_001 })).toMatchObject({
      kind: 'autoMax',
    });
    // An auto cash-out typed but turned off is not sent, so not checked.
    expect(betRefusal({ ...base, isAuto: false, autoCashout: 50 })).toBeNull();
  });
});
