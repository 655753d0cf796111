import { env } from '../lib/env';

let started: Promise<void> | null = null;
/** The mock backend is listening, or there is none to start: a call can leave at once. */
let ready = !env.mocking || import.meta.env.VITE_API_MOCKING !== 'on';

/**
 * Starts the MSW mock backend once, on demand. With VITE_API_MOCKING=off the branch is dead code and the
 * bundler drops the import, so no MSW code ships; public pages never call the API and never load it.
 */
export function ensureMockBackend(): Promise<void> {
  if (!env.mocking) return Promise.resolve();
  if (import.meta.env.VITE_API_MOCKING === 'on') {
    started ??= import('../../mocks/browser').then((m) => m.startMockWorker()).then(() => void (ready = true));
    return started;
  }
  return Promise.resolve();
}

/**
 * Before an API call (src/lib/api/client.ts): the mock backend's start to wait for, or nothing once it is
 * ready (always, in a build without the mock), so that the call leaves at once.
 */
export function mockBackendGate(): Promise<void> | undefined {
  return ready ? undefined : ensureMockBackend();
}
