import { useEffect, useState } from 'react';

/**
 * After the server refuses a code as too many requests, the 'get code' button waits this long
 * (spec §8 and §9: "too many requests (try again after 5 minutes)").
 */
export const tooManyRequestsWaitMs = 5 * 60_000;
/** The longest wait kept, whatever a refusal or a stored value says: never a button locked for good. */
export const smsWaitMaxMs = 60 * 60_000;

/** Why the button waits: a code was just sent (its lifetime), or the server refused more. */
export type SmsWaitReason = 'resend' | 'tooMany';

/** A wait of the 'get code' button, until a moment of the clock. */
export interface SmsWait {
  untilMs: number;
  reason: SmsWaitReason;
}

/** Where waits are kept: the tab's sessionStorage (so a dialog opened again still waits). */
export type WaitStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyPrefix = 'smsWait:';

function isReason(value: unknown): value is SmsWaitReason {
  return value === 'resend' || value === 'tooMany';
}

/** The wait kept for a code path, or null when there is none, it has passed or it is unreadable. */
export function readWait(storage: WaitStorage | null, path: string, nowMs: number): SmsWait | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(keyPrefix + path) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { untilMs, reason } = stored as Record<string, unknown>;
  if (typeof untilMs !== 'number' || !Number.isFinite(untilMs) || !isReason(reason)) return null;
  if (untilMs <= nowMs) {
    storage?.removeItem(keyPrefix + path);
    return null;
  }
  return { untilMs: Math.min(untilMs, nowMs + smsWaitMaxMs), reason };
}

/** Keeps a wait for a code path; a storage that refuses (private mode, full) only loses it. */
export function saveWait(storage: WaitStorage | null, path: string, wait: SmsWait): void {
  try {
    storage?.setItem(keyPrefix + path, JSON.stringify(wait));
  } catch {
    // The wait still holds in this screen; only a dialog opened again would not know it.
  }
}

/**
 * The wait after a too-many-requests refusal: five minutes, or longer when the refusal says to
 * wait longer (`retryAfterSeconds`), at most smsWaitMaxMs.
 */
export function waitAfterRefusal(nowMs: number, refusalValue: unknown): SmsWait {
  const said =
    typeof refusalValue === 'object' && refusalValue !== null && 'retryAfterSeconds' in refusalValue
      ? refusalValue.retryAfterSeconds
      : undefined;
  const saidMs = typeof said === 'number' && Number.isFinite(said) && said > 0 ? said * 1000 : 0;
  const waitMs = Math.min(Math.max(tooManyRequestsWaitMs, saidMs), smsWaitMaxMs);
  return { untilMs: nowMs + waitMs, reason: 'tooMany' };
}

/** Whole seconds left of a wait (0 once it has passed). */
export function secondsLeftOf(wait: SmsWait | null, nowMs: number): number {
  return wait === null ? 0 : Math.max(0, Math.ceil((wait.untilMs - nowMs) / 1000));
}

function tabStorage(): WaitStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The 'get code' button's wait for a code path, kept in the tab's sessionStorage so it survives
 * a new render, the dialog closed and opened again, or a reload; it ticks every second from the
 * clock (never from a count of ticks, so it does not drift).
 */
export function useSmsWait(path: string): {
  secondsLeft: number;
  reason: SmsWaitReason | null;
  start: (wait: SmsWait) => void;
} {
  const [wait, setWait] = useState(() => readWait(tabStorage(), path, Date.now()));
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (wait === null) return;
    const timer = window.setInterval(() => {
      const now = Date.now();
      setNowMs(now);
      if (now >= wait.untilMs) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [wait]);
  const secondsLeft = secondsLeftOf(wait, nowMs);
  return {
    secondsLeft,
    reason: secondsLeft > 0 ? (wait?.reason ?? null) : null,
    start: (next) => {
      saveWait(tabStorage(), path, next);
      setNowMs(Date.now());
      setWait(next);
    },
  };
}
