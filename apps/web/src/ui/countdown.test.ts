import { describe, expect, it } from 'vitest';
import { formatDuration } from './countdown';

describe('formatDuration', () => {
  it('keeps a fixed width while it ticks', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(9 * 60 + 7)).toBe('09:07');
    expect(formatDuration(59 * 60 + 59)).toBe('59:59');
    expect(formatDuration(3600 + 5)).toBe('1:00:05');
    expect(formatDuration(-3)).toBe('00:00');
  });
});
