import { describe, expect, it } from 'vitest';
import { normaliseHost } from './merchant.service';

describe('normaliseHost', () => {
  it('lower-cases and drops port and trailing dot', () => {
    expect(normaliseHost(' Khela.Example.:443 ')).toBe('khela.example');
  });
});
