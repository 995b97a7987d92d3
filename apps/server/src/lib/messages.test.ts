import { describe, expect, it } from 'vitest';
import { isSchemaMessageKey, messageKeys, translate } from './messages';

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

  it('lets a schema name only the messages meant for it', () => {
    expect(isSchemaMessageKey('slug_format')).toBe(true);
    expect(isSchemaMessageKey('toString')).toBe(false);
    expect(isSchemaMessageKey('lower case only')).toBe(false);
    // A message with values to fill would show its {min} raw.
    expect(isSchemaMessageKey('feedback_words')).toBe(false);
  });
});
