import { describe, expect, it } from 'vitest';
import { phaseAt } from './draw-clock';

describe('a period by the browser clock', () => {
  const point = { closesAtMs: 10_000, drawsAtMs: 15_000 };

  it('is open until betting closes, closed until the draw, then drawing', () => {
    expect(phaseAt(point, 9_999)).toBe('open');
    expect(phaseAt(point, 10_000)).toBe('closed');
    expect(phaseAt(point, 14_999)).toBe('closed');
    expect(phaseAt(point, 15_000)).toBe('drawing');
  });
});
