import { describe, expect, it } from 'vitest';
import { RecentSet, retryDelayMs } from './lazy-image';

describe('RecentSet', () => {
  it('forgets the least recently used entry beyond its size', () => {
    const set = new RecentSet(2);
    set.add('a');
    set.add('b');
    expect(set.has('a')).toBe(true);
    set.add('c');
    expect(set.has('b')).toBe(false);
    expect(set.has('a')).toBe(true);
    expect(set.has('c')).toBe(true);
    expect(set.size).toBe(2);
  });
});

describe('lazy image timing', () => {
  it('waits a little longer before each retry', () => {
    expect(retryDelayMs(2)).toBe(200);
    expect(retryDelayMs(3)).toBe(400);
  });
});
