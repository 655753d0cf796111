/** The browser worker behind `npm start` and the demo build. Import it dynamically, only when mocking is on. */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { imageHandlers } from './images';
import { configureMockDb, resetMockDb } from './db/store';
import { setMockLatency } from './latency';

export const worker = setupWorker(...handlers, ...imageHandlers);

declare global {
  interface Window {
    /** Demo helper: `keroMockReset()` in the console restores the seed data (forgets saved changes). */
    keroMockReset?: () => void;
  }
}

export async function startMockWorker(): Promise<void> {
  configureMockDb({ persist: true });
  setMockLatency({ min: 150, max: 400 });
  window.keroMockReset = () => resetMockDb();
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
