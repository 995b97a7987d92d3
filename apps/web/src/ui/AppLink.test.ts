import { describe, expect, it } from 'vitest';
import { isSameLocation } from './AppLink';

describe('isSameLocation', () => {
  const here = { pathname: '/rng', search: '?vassalage=KHELA', hash: '' };
  it('ignores a link to the page already shown', () => {
    expect(isSameLocation('/rng?vassalage=KHELA', here)).toBe(true);
  });
  it('follows a link to another path, query or hash', () => {
    expect(isSameLocation('/rng', here)).toBe(false);
    expect(isSameLocation('/live?vassalage=KHELA', here)).toBe(false);
    expect(isSameLocation('/rng?vassalage=KHELA#top', here)).toBe(false);
    expect(isSameLocation({ pathname: '/rng' }, here)).toBe(false);
  });
});
