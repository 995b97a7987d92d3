import { oddsPolicies, type OddsPolicy } from '@khela/contracts';
import { useSyncExternalStore } from 'react';
import { isOddsStyle, type OddsStyle } from './odds';

// The player's two choices of the book, remembered on this device: how odds read, and which
// price changes a bet takes without asking.

const styleKey = 'sportsbook-odds-style';
const policyKey = 'sportsbook-odds-policy';

interface Preferences {
  oddsStyle: OddsStyle;
  policy: OddsPolicy;
}

function isPolicy(text: string | null): text is OddsPolicy {
  return oddsPolicies.some((policy) => policy === text);
}

function read(): Preferences {
  let style: string | null = null;
  let policy: string | null = null;
  try {
    style = localStorage.getItem(styleKey);
    policy = localStorage.getItem(policyKey);
  } catch {
    // Storage refused: the defaults.
  }
  return {
    oddsStyle: isOddsStyle(style) ? style : 'decimal',
    // Only higher prices by default: a worse price is never taken without the player's word.
    policy: isPolicy(policy) ? policy : 'higher',
  };
}

let preferences: Preferences | null = null;
const listeners = new Set<() => void>();

function current(): Preferences {
  preferences ??= read();
  return preferences;
}

function save(change: Partial<Preferences>): void {
  preferences = { ...current(), ...change };
  try {
    localStorage.setItem(styleKey, preferences.oddsStyle);
    localStorage.setItem(policyKey, preferences.policy);
  } catch {
    // Kept for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The odds style, and the way to change it. */
export function useOddsStyle(): [OddsStyle, (style: OddsStyle) => void] {
  const style = useSyncExternalStore(subscribe, () => current().oddsStyle);
  return [style, (oddsStyle) => save({ oddsStyle })];
}

/** The odds-change policy, and the way to change it. */
export function useOddsPolicy(): [OddsPolicy, (policy: OddsPolicy) => void] {
  const policy = useSyncExternalStore(subscribe, () => current().policy);
  return [policy, (next) => save({ policy: next })];
}

/** The policy now, for code between renders. */
export function oddsPolicyNow(): OddsPolicy {
  return current().policy;
}
