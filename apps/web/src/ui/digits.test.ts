import { describe, expect, it } from 'vitest';
import { digitSystemOf, toDigits } from './digits';

describe('digits', () => {
  it('writes figures in Bengali digits and leaves names and codes as they are', () => {
    expect(toDigits('৳1,234.50 · 00:16 · 2026.11.28 · 18+', 'beng')).toBe(
      '৳১,২৩৪.৫০ · ০০:১৬ · ২০২৬.১১.২৮ · ১৮+',
    );
    expect(toDigits('player123 paid TRX8K2 5MB', 'beng')).toBe('player123 paid TRX8K2 5MB');
    expect(toDigits('প্রতি 3 মিনিটে', 'beng')).toBe('প্রতি ৩ মিনিটে');
  });

  it('writes Bengali digits back in Latin ones', () => {
    expect(toDigits('খেলা ১ মিনিট, বয়স ১৮+ · 25', 'latn')).toBe('খেলা 1 মিনিট, বয়স 18+ · 25');
  });

  it('uses the merchant choice for Bengali only', () => {
    expect(digitSystemOf('bn', 'beng')).toBe('beng');
    expect(digitSystemOf('en', 'beng')).toBe('latn');
    expect(digitSystemOf('th', 'beng')).toBe('latn');
    expect(digitSystemOf('bn', 'latn')).toBe('latn');
  });
});
