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
    /**
     * The demo's answer latency in ms, when a test harness set it before the page's scripts ran (the
     * end-to-end fixture sets 0, tests/fixtures.ts); otherwise a real network's 150–400 ms.
     */
    __keroMockLatency?: number;
  }
}

export async function startMockWorker(): Promise<void> {
  configureMockDb({ persist: true });
  // Earlier demo builds stored whole lists here (tens of MB); nothing reads them any more.
  if (typeof caches !== 'undefined') void caches.delete('kero-mock-answers-v1').catch(() => {});
  const forced = window.__keroMockLatency;
  setMockLatency(typeof forced === 'number' && Number.isFinite(forced) && forced >= 0 ? forced : { min: 150, max: 400 });
  window.keroMockReset = () => resetMockDb();
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
