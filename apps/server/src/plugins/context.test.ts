import { describe, expect, it } from 'vitest';
import type { MerchantSnapshot } from './context';
import { languageOf } from './context';
import { brandHead } from './spa';

describe('languageOf', () => {
  it('keeps a supported language, falls back for a disabled one, refuses garbage', () => {
    expect(languageOf('en', ['bn', 'en'], 'bn')).toBe('en');
    expect(languageOf('EN-gb', ['bn', 'en'], 'bn')).toBe('en');
    expect(languageOf('th', ['bn', 'en'], 'bn')).toBe('bn');
    expect(languageOf(undefined, ['bn'], 'bn')).toBe('bn');
    expect(() => languageOf('fr', ['bn'], 'bn')).toThrow();
    expect(() => languageOf('"><b>', ['bn'], 'bn')).toThrow();
  });
});

describe('brandHead', () => {
  it('escapes brand text and refuses unsafe colours and icons', () => {
    const merchant = {
      code: 'KHELA',
      defaultLanguage: 'bn',
      brand: {
        name: '<script>alert(1)</script>',
        logoUrl: '/art/brand/logo.svg',
        faviconUrl: 'javascript:alert(1)',
        colorPrimary: 'red;}body{display:none',
        colorAccent: '#123456',
      },
    } as MerchantSnapshot;
    const head = brandHead(merchant);
    expect(head).not.toContain('<script>');
    expect(head).toContain('&#60;script&#62;');
    expect(head).toContain('--brand-primary:#0b7a53');
    expect(head).toContain('--brand-accent:#123456');
    expect(head).toContain('href="/art/brand/favicon.svg"');
  });
});
