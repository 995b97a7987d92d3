import { describe, expect, it } from 'vitest';
import {
  readWait,
  saveWait,
  secondsLeftOf,
  smsWaitMaxMs,
  tooManyRequestsWaitMs,
  waitAfterRefusal,
  type WaitStorage,
} from './sms-wait';

/** A tab's sessionStorage, as a map. */
function memoryStorage(): WaitStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const path = '/wps/verification/sms/noLogin';
const nowMs = Date.parse('2026-11-22T10:00:00Z');

describe('the SMS button’s wait after too many requests', () => {
  it('is five minutes (spec: too many requests, try again after 5 minutes)', () => {
    expect(tooManyRequestsWaitMs).toBe(300_000);
    const wait = waitAfterRefusal(nowMs, undefined);
    expect(wait).toEqual({ untilMs: nowMs + 300_000, reason: 'tooMany' });
    expect(secondsLeftOf(wait, nowMs)).toBe(300);
  });

  it('waits longer when the refusal says so, never shorter, and never past the cap', () => {
    expect(waitAfterRefusal(nowMs, { retryAfterSeconds: 900 }).untilMs).toBe(nowMs + 900_000);
    expect(waitAfterRefusal(nowMs, { retryAfterSeconds: 30 }).untilMs).toBe(nowMs + 300_000);
    expect(waitAfterRefusal(nowMs, { retryAfterSeconds: 86_400 }).untilMs).toBe(
      nowMs + smsWaitMaxMs,
    );
    for (const odd of [{ retryAfterSeconds: 'soon' }, { retryAfterSeconds: -5 }, null, 7]) {
      expect(waitAfterRefusal(nowMs, odd).untilMs).toBe(nowMs + 300_000);
    }
  });

  it('counts down whole seconds from the clock and ends at zero', () => {
    const wait = waitAfterRefusal(nowMs, undefined);
    expect(secondsLeftOf(wait, nowMs + 1)).toBe(300);
    expect(secondsLeftOf(wait, nowMs + 1000)).toBe(299);
    expect(secondsLeftOf(wait, nowMs + 299_001)).toBe(1);
    expect(secondsLeftOf(wait, nowMs + 300_000)).toBe(0);
    expect(secondsLeftOf(wait, nowMs + 400_000)).toBe(0);
    expect(secondsLeftOf(null, nowMs)).toBe(0);
  });

  it('is kept for the tab, so a dialog opened again (a new component) still waits', () => {
    const storage = memoryStorage();
    saveWait(storage, path, waitAfterRefusal(nowMs, undefined));
    const reopened = readWait(storage, path, nowMs + 60_000);
    expect(reopened).toEqual({ untilMs: nowMs + 300_000, reason: 'tooMany' });
    expect(secondsLeftOf(reopened, nowMs + 60_000)).toBe(240);
    // Another code path keeps its own wait.
    expect(readWait(storage, '/wps/verification/sms/register', nowMs + 60_000)).toBeNull();
  });

  it('forgets a wait that has passed', () => {
    const storage = memoryStorage();
    saveWait(storage, path, { untilMs: nowMs + 1000, reason: 'resend' });
    expect(readWait(storage, path, nowMs)?.reason).toBe('resend');
    expect(readWait(storage, path, nowMs + 1000)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('reads nothing from a broken or tampered value, and never waits past the cap', () => {
    const storage = memoryStorage();
    for (const value of ['{', '"x"', '{"untilMs":"9","reason":"tooMany"}', '{"untilMs":9e15}']) {
      storage.setItem(`smsWait:${path}`, value);
      expect(readWait(storage, path, nowMs)).toBeNull();
    }
    storage.setItem(`smsWait:${path}`, JSON.stringify({ untilMs: 9e15, reason: 'tooMany' }));
    expect(readWait(storage, path, nowMs)?.untilMs).toBe(nowMs + smsWaitMaxMs);
  });

  it('still works where the tab has no storage or it refuses to keep anything', () => {
    const refusing: WaitStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => saveWait(refusing, path, waitAfterRefusal(nowMs, undefined))).not.toThrow();
    expect(readWait(null, path, nowMs)).toBeNull();
  });
});
