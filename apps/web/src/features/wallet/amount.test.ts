import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  isZeroAmount,
  progressPercent,
  remainingAmount,
  toWireAmount,
} from './amount';

describe('checkAmount', () => {
  it('accepts a plain or grouped amount inside the bounds', () => {
    expect(checkAmount('500', 'BDT', { min: '500.00', max: '25000.00' })).toBeNull();
    expect(checkAmount('1,000.50', 'BDT', { min: '500.00', max: '25000.00' })).toBeNull();
  });

  it('refuses empty, letters, zero and negative amounts', () => {
    for (const text of ['', 'abc', '0', '0.00', '-5']) {
      expect(checkAmount(text, 'BDT')).toEqual({ kind: 'invalid' });
    }
  });

  it('refuses more decimals than the currency has', () => {
    expect(checkAmount('10.123', 'BDT')).toEqual({ kind: 'decimals', places: 2 });
    expect(checkAmount('10.5', 'VND')).toEqual({ kind: 'decimals', places: 0 });
  });

  it('names the bounds an amount falls outside, and a limit it passes', () => {
    expect(checkAmount('499.99', 'BDT', { min: '500.00', max: '25000.00' })).toEqual({
      kind: 'range',
      min: '500.00',
      max: '25000.00',
    });
    expect(checkAmount('25000.01', 'BDT', { min: '500.00', max: '25000.00' })?.kind).toBe('range');
    expect(checkAmount('600', 'BDT', { min: '500.00', limit: '550.00' })).toEqual({
      kind: 'over',
      limit: '550.00',
    });
  });
});

describe('remainingAmount', () => {
  it('is the amount less what arrived, exactly', () => {
    expect(remainingAmount('1000.00', '400', 'BDT')).toBe('600.00');
    expect(remainingAmount('1000.00', '999.99', 'BDT')).toBe('0.01');
    expect(remainingAmount('0.30', '0.10', 'BDT')).toBe('0.20');
  });

  it('is null for a received amount that is not valid or above the amount', () => {
    expect(remainingAmount('1000.00', '', 'BDT')).toBeNull();
    expect(remainingAmount('1000.00', '1000.01', 'BDT')).toBeNull();
    expect(remainingAmount('1000.00', '-1', 'BDT')).toBeNull();
  });
});

describe('progressPercent and amounts', () => {
  it('rounds down and is complete when nothing is required', () => {
    expect(progressPercent('333.33', '1000.00', 'BDT')).toBe(33);
    expect(progressPercent('999.99', '1000.00', 'BDT')).toBe(99);
    expect(progressPercent('1200.00', '1000.00', 'BDT')).toBe(100);
    expect(progressPercent('0.00', '0.00', 'BDT')).toBe(100);
  });

  it('writes typed amounts as wire strings and knows zero', () => {
    expect(toWireAmount('1,000', 'BDT')).toBe('1000.00');
    expect(toWireAmount('x', 'BDT')).toBeNull();
    expect(isZeroAmount('0.00', 'BDT')).toBe(true);
    expect(isZeroAmount('0.01', 'BDT')).toBe(false);
  });
});
