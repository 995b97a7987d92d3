import { describe, expect, it } from 'vitest';
import { maskAccountNumber } from './payout-account';

describe('maskAccountNumber', () => {
  it('keeps the ends of a long number and the last four of a short one', () => {
    expect(maskAccountNumber('01712345678')).toBe('017••••5678');
    expect(maskAccountNumber('12345678')).toBe('••••5678');
    expect(maskAccountNumber('123')).toBe('123');
  });
});
