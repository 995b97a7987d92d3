import { crashMultiplierAt } from '@khela/games';
import { describe, expect, it } from 'vitest';
import {
  curvePoints,
  curveValue,
  curveView,
  multiplierTicks,
  pointAt,
  secondTicks,
  viewSpanMinMs,
} from './crash-curve';

const size = { width: 340, height: 220, insets: { left: 44, right: 18, top: 16, bottom: 22 } };

describe('the curve on its canvas', () => {
  it('is the server’s curve, smooth (the shown figure is it rounded down)', () => {
    for (const ms of [0, 1_000, 11_553, 40_000]) {
      expect(Math.floor(curveValue(ms) * 100 + 1e-9)).toBe(crashMultiplierAt(ms));
    }
  });

  it('keeps its head inside the plot however long the run, starting at the bottom left', () => {
    for (const ms of [0, 5_000, 30_000, 120_000]) {
      const view = curveView(ms, curveValue(ms), size);
      const head = pointAt(view, ms, curveValue(ms));
      expect(head.x).toBeGreaterThanOrEqual(size.insets.left);
      expect(head.x).toBeLessThanOrEqual(size.width - size.insets.right);
      expect(head.y).toBeGreaterThanOrEqual(size.insets.top);
      expect(head.y).toBeLessThanOrEqual(size.height - size.insets.bottom);
    }
    const start = curveView(0, 1, size);
    expect(start.spanMs).toBe(viewSpanMinMs);
    expect(pointAt(start, 0, 1)).toEqual({
      x: size.insets.left,
      y: size.height - size.insets.bottom,
    });
  });

  it('draws points that rise from left to right and end at the head', () => {
    const view = curveView(20_000, curveValue(20_000), size);
    const points = curvePoints(view, 20_000);
    expect(points).toHaveLength(81);
    for (let index = 1; index < points.length; index += 1) {
      expect(points[index]!.x).toBeGreaterThan(points[index - 1]!.x);
      expect(points[index]!.y).toBeLessThan(points[index - 1]!.y);
    }
    expect(points.at(-1)).toEqual(pointAt(view, 20_000, curveValue(20_000)));
  });

  it('puts grid lines on round figures, a few of them', () => {
    expect(multiplierTicks(2)).toEqual([1.2, 1.4, 1.6, 1.8, 2]);
    expect(multiplierTicks(3)).toEqual([1.5, 2, 2.5, 3]);
    expect(multiplierTicks(12)).toEqual([5, 10]);
    expect(multiplierTicks(130)).toEqual([50, 100]);
    expect(multiplierTicks(2.1, 4)).toEqual([1.5, 2]);
    expect(secondTicks(10_000)).toEqual([2, 4, 6, 8, 10]);
    expect(secondTicks(60_000)).toEqual([20, 40, 60]);
  });
});
