import { describe, expect, it } from 'vitest';
import { nextHoldStep } from './motion';

describe('nextHoldStep', () => {
  const startedAtMs = 1000;

  it('waits for the page to load', () => {
    expect(nextHoldStep({ nowMs: 4000, startedAtMs, lastBusyAtMs: 1000, isLoaded: false })).toEqual(
      { checkInMs: 100 },
    );
  });

  it('lets go at an idle moment a second after the last long task', () => {
    expect(nextHoldStep({ nowMs: 2600, startedAtMs, lastBusyAtMs: 2000, isLoaded: true })).toEqual({
      checkInMs: 400,
    });
    expect(nextHoldStep({ nowMs: 3000, startedAtMs, lastBusyAtMs: 2000, isLoaded: true })).toEqual({
      release: 'when-idle',
    });
  });

  it('takes the first 1.5 s as busy where long tasks cannot be seen', () => {
    expect(nextHoldStep({ nowMs: 3000, startedAtMs, lastBusyAtMs: null, isLoaded: true })).toEqual({
      checkInMs: 500,
    });
    expect(nextHoldStep({ nowMs: 3500, startedAtMs, lastBusyAtMs: null, isLoaded: true })).toEqual({
      release: 'when-idle',
    });
  });

  it('lets go after 8 s however busy the page is', () => {
    expect(nextHoldStep({ nowMs: 8500, startedAtMs, lastBusyAtMs: 8400, isLoaded: true })).toEqual({
      checkInMs: 500,
    });
    expect(nextHoldStep({ nowMs: 8950, startedAtMs, lastBusyAtMs: 8900, isLoaded: true })).toEqual({
      checkInMs: 100,
    });
    expect(nextHoldStep({ nowMs: 9000, startedAtMs, lastBusyAtMs: 8900, isLoaded: false })).toEqual(
      { release: 'now' },
    );
  });
});
