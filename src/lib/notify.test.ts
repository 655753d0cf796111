import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Notify from './notify';

// A fresh module per test: the notifier is module state.
let mod: typeof Notify;
beforeEach(async () => {
  vi.resetModules();
  mod = await import('./notify');
});

function recorder() {
  const shown: string[] = [];
  const n: Notify.Notifier = { loading: () => 1, resolve: () => {}, dismiss: () => {}, show: (_type, message) => void shown.push(message) };
  return { n, shown };
}

describe('notify before the toasts are plugged in', () => {
  it('shows the notices that came first once a notifier is plugged in, in order, once', () => {
    mod.notify.show('success', 'Logged out successfully!', { toastId: 'logged-out' });
    mod.notify.show('error', 'Network error. Please check your connection.');
    const first = recorder();
    mod.configureNotifier(first.n);
    expect(first.shown).toEqual(['Logged out successfully!', 'Network error. Please check your connection.']);
    const second = recorder();
    mod.configureNotifier(second.n);
    expect(second.shown).toEqual([]);
  });

  it('keeps only the last five, and no progress toasts', () => {
    for (let i = 1; i <= 8; i++) mod.notify.show('info', `notice ${i}`);
    mod.notify.resolve(mod.notify.loading('Loading...'), 'success', 'Loaded');
    const r = recorder();
    mod.configureNotifier(r.n);
    expect(r.shown).toEqual(['notice 4', 'notice 5', 'notice 6', 'notice 7', 'notice 8']);
  });
});
