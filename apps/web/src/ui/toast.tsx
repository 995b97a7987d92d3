import { useSyncExternalStore } from 'react';
import './toast.css';

interface Toast {
  id: number;
  tone: 'info' | 'success' | 'danger';
  text: string;
}

const toastLifetimeMs = 4000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a short message for a result (DESIGN: toasts for results). */
export function showToast(text: string, tone: Toast['tone'] = 'info'): void {
  const toast = { id: nextId++, tone, text };
  toasts = [...toasts, toast];
  emit();
  window.setTimeout(() => {
    toasts = toasts.filter((item) => item.id !== toast.id);
    emit();
  }, toastLifetimeMs);
}

/** Where toasts appear; rendered once by the layout. */
export function Toaster() {
  const items = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
  return (
    <div className="toaster" role="status" aria-live="polite">
      {items.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`} data-testid="toast">
          {toast.text}
        </div>
      ))}
    </div>
  );
}
