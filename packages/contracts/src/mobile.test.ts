import { describe, expect, it } from 'vitest';
import { internationalMobile, normaliseMobile } from './mobile';

describe('mobile numbers', () => {
  it('keeps the Bangladeshi local form with its leading 0', () => {
    expect(normaliseMobile('880', '01712345678')).toBe('01712345678');
    expect(normaliseMobile('880', '1712-345 678')).toBe('01712345678');
    expect(normaliseMobile('880', '01212345678')).toBeUndefined();
    expect(normaliseMobile('880', '0171234567')).toBeUndefined();
  });
  it('accepts other countries as 6 to 15 digits', () => {
    expect(normaliseMobile('66', '812345678')).toBe('812345678');
    expect(normaliseMobile('66', '12')).toBeUndefined();
    expect(normaliseMobile('abc', '812345678')).toBeUndefined();
  });
  it('writes the international form for carriers', () => {
    expect(internationalMobile('880', '01712345678')).toBe('+8801712345678');
  });
});
