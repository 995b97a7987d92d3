import { useSyncExternalStore } from 'react';

let isOpen = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  isOpen = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Stable functions: effects that depend on them must not re-run on every render.
const openDrawer = () => setOpen(true);
const closeDrawer = () => setOpen(false);

/** The phone drawer (side menu and customer service) shared by the header and the tab bar. */
export function useDrawer() {
  const open = useSyncExternalStore(subscribe, () => isOpen);
  return { isOpen: open, open: openDrawer, close: closeDrawer };
}
