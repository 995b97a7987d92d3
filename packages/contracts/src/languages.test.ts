import { describe, expect, it } from 'vitest';
import { isLanguage, resolveLanguage } from './languages';

describe('resolveLanguage', () => {
  it('keeps a supported language and normalises case', () => {
    expect(resolveLanguage('EN', ['bn', 'en'], 'bn')).toBe('en');
  });
  it('falls back to the default for unknown, empty or disabled languages', () => {
    expect(resolveLanguage('xx', ['bn', 'en'], 'bn')).toBe('bn');
    expect(resolveLanguage(null, ['bn', 'en'], 'bn')).toBe('bn');
    expect(resolveLanguage('th', ['bn', 'en'], 'bn')).toBe('bn');
  });
  it('knows the shipped languages', () => {
    expect(isLanguage('th')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
  });
});
