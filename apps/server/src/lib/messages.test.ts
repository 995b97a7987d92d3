import { describe, expect, it } from 'vitest';
import { isMessageKey, messageKeys, translate } from './messages';

/** The {values} a message words in. */
function valuesOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort();
}

describe('server messages', () => {
  it('word the same values in bn, en and th, none empty', () => {
    expect(messageKeys().length).toBeGreaterThan(100);
    for (const key of messageKeys()) {
      const english = translate('en', key);
      for (const language of ['bn', 'en', 'th']) {
        const text = translate(language, key);
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(valuesOf(text), `${language} ${key}`).toEqual(valuesOf(english));
      }
    }
  });

  it('knows its own keys and nothing else', () => {
    expect(isMessageKey('slug_format')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('lower case only')).toBe(false);
  });
});
