import { useCallback, useSyncExternalStore } from 'react';

/** Browser storage key of the saved lotteries (spec §3): game ids per username. */
export const favouritesKey = 'LOTTFAV';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
type Stored = Record<string, string[]>;

/** At most this many saved lotteries per member; the oldest go first beyond it. */
export const favouritesMax = 100;

function readAll(storage: StorageLike): Stored {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(favouritesKey) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const stored: Stored = {};
    for (const [username, ids] of Object.entries(parsed)) {
      if (Array.isArray(ids)) stored[username] = ids.filter((id) => typeof id === 'string');
    }
    return stored;
  } catch {
    return {};
  }
}

/** A member's saved game ids, oldest first; none for a visitor or unreadable storage. */
export function readFavourites(storage: StorageLike, username: string | null): string[] {
  if (!username) return [];
  return readAll(storage)[username] ?? [];
}

/** Saves or unsaves a game for a member, leaving other members' lists alone; the new list. */
export function toggleFavourite(storage: StorageLike, username: string, gameId: string): string[] {
  const stored = readAll(storage);
  const current = stored[username] ?? [];
  const next = current.includes(gameId)
    ? current.filter((id) => id !== gameId)
    : [...current, gameId].slice(-favouritesMax);
  stored[username] = next;
  try {
    storage.setItem(favouritesKey, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the choice lasts until the page is left.
  }
  return next;
}

const listeners = new Set<() => void>();
let snapshotKey = '';
let snapshot: string[] = [];

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab saving a lottery shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === favouritesKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The same array while the stored list is unchanged, as useSyncExternalStore wants. */
function currentFavourites(username: string | null): string[] {
  const ids = readFavourites(localStorage, username);
  const key = `${username ?? ''}:${ids.join(',')}`;
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot = ids;
  }
  return snapshot;
}

/** The member's saved lotteries and a toggle; nothing to save for a visitor. */
export function useLotteryFavourites(username: string | null) {
  const ids = useSyncExternalStore(subscribe, () => currentFavourites(username));
  const toggle = useCallback(
    (gameId: string) => {
      if (!username) return;
      toggleFavourite(localStorage, username, gameId);
      for (const listener of listeners) listener();
    },
    [username],
  );
  return { ids, toggle };
}
