import { describe, expect, it } from 'vitest';
import { maskContact } from './session';

describe('maskContact', () => {
  it('hides the middle of numbers and the name part of addresses', () => {
    expect(maskContact('01712345678')).toBe('017****678');
    expect(maskContact('rahim.uddin@example.com')).toBe('ra***@example.com');
    expect(maskContact('a@b.co')).toBe('a***@b.co');
    expect(maskContact('123')).toBe('****');
    expect(maskContact(null)).toBeNull();
  });
});
