import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and the last of a burst after the wait', () => {
    const action = vi.fn();
    const throttled = throttle(action, 200);
    throttled.run();
    expect(action).toHaveBeenCalledTimes(1);
    throttled.run();
    throttled.run();
    vi.advanceTimersByTime(150);
    throttled.run();
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(50);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('never runs more than once per wait during a long burst', () => {
    const action = vi.fn();
    const throttled = throttle(action, 200);
    for (let elapsedMs = 0; elapsedMs < 1000; elapsedMs += 10) {
      throttled.run();
      vi.advanceTimersByTime(10);
    }
    expect(action.mock.calls.length).toBeGreaterThanOrEqual(5);
    expect(action.mock.calls.length).toBeLessThanOrEqual(6);
  });

  it('runs again at once after a quiet wait, and drops a cancelled call', () => {
    const action = vi.fn();
    const throttled = throttle(action, 200);
    throttled.run();
    vi.advanceTimersByTime(300);
    throttled.run();
    expect(action).toHaveBeenCalledTimes(2);
    throttled.run();
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(action).toHaveBeenCalledTimes(2);
  });
});
