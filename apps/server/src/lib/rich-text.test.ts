import { describe, expect, it } from 'vitest';
import { cleanRichText } from './rich-text';

describe('rich text', () => {
  it('keeps the allowed markup and drops scripts, handlers and dangerous addresses', () => {
    expect(cleanRichText('<p>Hi <strong>there</strong></p>')).toBe(
      '<p>Hi <strong>there</strong></p>',
    );
    expect(cleanRichText('<p onclick="steal()">x</p><script>alert(1)</script>')).toBe('<p>x</p>');
    expect(cleanRichText('<img src=x onerror=alert(1)><a href="javascript:alert(1)">y</a>')).toBe(
      '<a>y</a>',
    );
    expect(cleanRichText('<svg><animate onbegin=alert(1)></svg><style>p{}</style>ok')).toBe('ok');
    expect(cleanRichText('<a href="https://khela.example/help" target="_blank">help</a>')).toBe(
      '<a href="https://khela.example/help" target="_blank" rel="noopener noreferrer">help</a>',
    );
    expect(cleanRichText('<a href="//evil.example">z</a>')).toBe('<a>z</a>');
    expect(cleanRichText('<p style="color:red" class="x">s</p>')).toBe('<p>s</p>');
  });
});
