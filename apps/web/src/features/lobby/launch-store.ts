import type { GameItem } from '@khela/contracts';
import { useSyncExternalStore } from 'react';

// The launch state the shell reads on every page, kept apart from the launch code (which
// loads with the first game list or menu that needs it).

/** A dialog a launch may open (one at a time). */
export type LaunchDialog =
  | { kind: 'maintenance'; title: string; recommended: GameItem[] }
  | { kind: 'notFound'; title: string }
  | { kind: 'popupBlocked'; title: string; url: string }
  | { kind: 'vendorGames'; title: string; vassalage: string; gameType: string };

/** What the /game page receives in its navigation state. */
export interface GameLaunchState {
  launchUrl: string;
  title: string;
  isPlayMoney: boolean;
}

interface LaunchStore {
  dialog: LaunchDialog | null;
  /** The target being launched, so its card can show it and a second tap is ignored. */
  busyKey: string | null;
}

let store: LaunchStore = { dialog: null, busyKey: null };
const listeners = new Set<() => void>();

export function update(change: Partial<LaunchStore>): void {
  store = { ...store, ...change };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open launch dialog, and the way to close it. */
export function useLaunchDialog() {
  const dialog = useSyncExternalStore(subscribe, () => store.dialog);
  return { dialog, close: closeLaunchDialog };
}

export function closeLaunchDialog(): void {
  update({ dialog: null });
}

/** Whether this target is being launched right now. */
export function useIsLaunching(key: string): boolean {
  return useSyncExternalStore(subscribe, () => store.busyKey === key);
}

/** The state now (the launch code reads it between updates). */
export function launchState(): LaunchStore {
  return store;
}
