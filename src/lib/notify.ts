/**
 * Toasts as a port: lib and features report progress through `notify`, the app plugs in the design
 * system's toasts (src/app/apiSetup.ts). Keeps lib free of UI imports.
 */
export type NotifyId = string | number;
export type NotifyType = 'success' | 'error' | 'info' | 'warning';

export interface Notifier {
  loading(message: string): NotifyId;
  resolve(id: NotifyId, type: 'success' | 'error', message: string): void;
  dismiss(id: NotifyId): void;
  show(type: NotifyType, message: string, options?: { toastId?: string; autoClose?: number }): void;
}

const silent: Notifier = { loading: () => 0, resolve: () => {}, dismiss: () => {}, show: () => {} };
let current: Notifier = silent;

/** Plugs in the toasts; returns what puts the previous notifier back (a test that plugs in its own). */
export function configureNotifier(n: Notifier): () => void {
  const previous = current;
  current = n;
  return () => {
    current = previous;
  };
}

export const notify: Notifier = {
  loading: (m) => current.loading(m),
  resolve: (id, t, m) => current.resolve(id, t, m),
  dismiss: (id) => current.dismiss(id),
  show: (t, m, o) => current.show(t, m, o),
};
