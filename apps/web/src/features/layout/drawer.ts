import { useSyncExternalStore } from 'react';

let isOpen = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  isOpen = next;
  for (const listener of listeners) listener();
}

/** The phone drawer (side menu and customer service) shared by the header and the tab bar. */
export function useDrawer() {
  const open = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isOpen,
  );
  return { isOpen: open, open: () => setOpen(true), close: () => setOpen(false) };
}
