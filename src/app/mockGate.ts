import { env } from '../lib/env';

let started: Promise<void> | null = null;

/**
 * Starts the MSW mock backend once, on demand. With VITE_API_MOCKING=off the branch is dead code and the
 * bundler drops the import, so no MSW code ships; public pages never call the API and never load it.
 */
export function ensureMockBackend(): Promise<void> {
  if (!env.mocking) return Promise.resolve();
  if (import.meta.env.VITE_API_MOCKING === 'on') {
    started ??= import('../../mocks/browser').then((m) => m.startMockWorker());
    return started;
  }
  return Promise.resolve();
}
