import { describe, expect, it } from 'vitest';
import { isPlainText, plainText } from './plain-text';

describe('plain text', () => {
  it('refuses tags, comments and declarations, and keeps what only looks like them', () => {
    for (const markup of ['<b>Hi</b>', 'x<img src=x onerror=alert(1)>', '</p>', '<!-- a -->']) {
      expect(isPlainText(markup), markup).toBe(false);
    }
    for (const text of ['I <3 this', 'a < b', '2<3', 'Tom & Jerry', 'ঘর', '&lt;b&gt;']) {
      expect(isPlainText(text), text).toBe(true);
    }
  });

  it('trims and bounds the text, and names its rule', () => {
    const schema = plainText(5).min(1);
    expect(schema.parse('  ab  ')).toBe('ab');
    expect(schema.safeParse('abcdef').success).toBe(false);
    const markup = schema.safeParse('<i>a');
    expect(markup.success).toBe(false);
    expect(markup.error?.issues[0]?.message).toBe('field_plain_text');
  });
});
