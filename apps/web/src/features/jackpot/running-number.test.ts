import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayCounterMinor,
  easeOut,
  nextPoolRun,
  poolCounterMinor,
  poolRunMs,
} from './running-number';

const display = {
  startMinor: 5_270_000_000_000n,
  startedAtMs: 1_000_000,
  stepMinor: 16_111n,
  tickMs: 3000,
};

describe('the display counter', () => {
  it('grows one step every tick, meeting each tick exactly', () => {
    for (const ticks of [0, 1, 2, 100, 28_800]) {
      const nowMs = display.startedAtMs + ticks * 3000;
      const expected = display.startMinor + 16_111n * BigInt(ticks);
      expect(displayCounterMinor({ ...display, nowMs, isStepped: false })).toBe(expected);
      expect(displayCounterMinor({ ...display, nowMs, isStepped: true })).toBe(expected);
    }
  });

  it('runs smoothly between ticks but moves only on ticks with reduced motion', () => {
    const nowMs = display.startedAtMs + 1500;
    expect(displayCounterMinor({ ...display, nowMs, isStepped: false })).toBe(
      display.startMinor + 8_055n,
    );
    expect(displayCounterMinor({ ...display, nowMs, isStepped: true })).toBe(display.startMinor);
  });

  it('never goes below its start, even with a clock behind the server', () => {
    const nowMs = display.startedAtMs - 60_000;
    expect(displayCounterMinor({ ...display, nowMs, isStepped: false })).toBe(display.startMinor);
  });

  it('never decreases as time passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 6 }),
        fc.boolean(),
        (at, later, isStepped) => {
          const first = displayCounterMinor({ ...display, nowMs: at, isStepped });
          const second = displayCounterMinor({ ...display, nowMs: at + later, isStepped });
          expect(second >= first).toBe(true);
        },
      ),
    );
  });
});

describe('the pool counter', () => {
  it('eases out from 0 to 1 without overshooting', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(2)).toBe(1);
    expect(easeOut(-1)).toBe(0);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
  });

  it('runs up to a new amount and stops on it', () => {
    const run = { fromMinor: 10_000n, toMinor: 20_000n, startedAtMs: 0 };
    expect(poolCounterMinor(run, 0, false)).toBe(10_000n);
    const halfway = poolCounterMinor(run, poolRunMs / 2, false);
    expect(halfway > 10_000n && halfway < 20_000n).toBe(true);
    expect(poolCounterMinor(run, poolRunMs, false)).toBe(20_000n);
    expect(poolCounterMinor(run, poolRunMs * 10, false)).toBe(20_000n);
  });

  it('shows the new amount at once with reduced motion, or when the pool was won', () => {
    expect(poolCounterMinor({ fromMinor: 1n, toMinor: 900n, startedAtMs: 0 }, 1, true)).toBe(900n);
    expect(poolCounterMinor({ fromMinor: 900n, toMinor: 5n, startedAtMs: 0 }, 1, false)).toBe(5n);
  });

  it('starts the next run from what is shown, so the number never jumps', () => {
    const first = { fromMinor: 0n, toMinor: 1_000n, startedAtMs: 0 };
    const shown = poolCounterMinor(first, 300, false);
    const next = nextPoolRun(first, 2_000n, 300, false);
    expect(next).toEqual({ fromMinor: shown, toMinor: 2_000n, startedAtMs: 300 });
    expect(nextPoolRun(null, 7n, 5, false)).toEqual({ fromMinor: 7n, toMinor: 7n, startedAtMs: 5 });
  });

  it('stays between its ends and never runs backwards within a run', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: poolRunMs * 2 }),
        fc.integer({ min: 0, max: 500 }),
        (from, gain, at, later) => {
          const run = { fromMinor: from, toMinor: from + gain, startedAtMs: 0 };
          const first = poolCounterMinor(run, at, false);
          const second = poolCounterMinor(run, at + later, false);
          expect(first >= from && first <= from + gain).toBe(true);
          expect(second >= first).toBe(true);
        },
      ),
    );
  });
});
