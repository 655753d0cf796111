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

/**
 * Before the toasts are plugged in (the console's first answer can come while its code still loads: a
 * 401 of the first read), the last few `show` notices wait and are shown once they are; progress toasts
 * (`loading`, `resolve`) have no screen to belong to yet and are dropped.
 */
const WAITING_MAX = 5;
let waiting: Parameters<Notifier['show']>[] = [];
const unplugged: Notifier = {
  loading: () => 0,
  resolve: () => {},
  dismiss: () => {},
  show: (...args) => {
    waiting = [...waiting, args].slice(-WAITING_MAX);
  },
};
let current: Notifier = unplugged;

/** Plugs in the toasts (showing the notices that waited); returns what puts the previous notifier back (a test that plugs in its own). */
export function configureNotifier(n: Notifier): () => void {
  const previous = current;
  current = n;
  const shown = waiting;
  waiting = [];
  for (const args of shown) n.show(...args);
  return () => {
    current = previous;
  };
}

/** For tests: forget the notices waiting for toasts (one test's must not be shown by the next one's notifier). */
export function resetWaitingNotices(): void {
  waiting = [];
}

export const notify: Notifier = {
  loading: (m) => current.loading(m),
  resolve: (id, t, m) => current.resolve(id, t, m),
  dismiss: (id) => current.dismiss(id),
  show: (t, m, o) => current.show(t, m, o),
};
