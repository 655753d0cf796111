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

/** MSW's worker with two messages of its own (public/kero-mock-worker.js). */
const WORKER_FILE = 'kero-mock-worker.js';

const isOurs = (worker: ServiceWorker | null | undefined): worker is ServiceWorker => !!worker && new URL(worker.scriptURL).pathname.endsWith(`/${WORKER_FILE}`);

/**
 * Puts this page under the demo's worker before MSW starts, when it opened outside it. MSW reloads a
 * page that starts uncontrolled while its worker is registered, which happened in about one tab in three
 * (of four or five console pages), after the page had shown, and aborted a navigation begun meanwhile (docs/architecture.md,
 * "The demo's service worker"). Two ways a page opens uncontrolled remain once the worker stays
 * registered (public/kero-mock-worker.js): while it installs (the browser's first console page, left at
 * once), when the page waits for its activation, whose claim takes every open page; and just after it
 * activated (or after a hard reload), when the page asks it to claim it. Resolves when the page is
 * controlled, or when the worker could not take it (MSW then reloads, as it always did).
 */
function joinWorker(): Promise<void> {
  // No service workers here (an insecure origin): MSW's start says so.
  if (!('serviceWorker' in navigator)) return Promise.resolve();
  const container = navigator.serviceWorker;
  if (container.controller !== null) return Promise.resolve();
  return container.getRegistration().then((registration) => {
    const installing = registration?.installing ?? registration?.waiting;
    const pending = isOurs(installing) ? installing : null;
    const active = isOurs(registration?.active) ? registration.active : null;
    if (pending === null && active === null) return;
    return new Promise<void>((resolve) => {
      let asked = false;
      const done = () => {
        container.removeEventListener('controllerchange', check);
        pending?.removeEventListener('statechange', check);
        resolve();
      };
      // Asks `worker` to take this page. It answers false when it could not (done: MSW reloads), true
      // when it did: the controller change is then on its way (check).
      const claim = (worker: ServiceWorker) => {
        if (asked) return;
        asked = true;
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<unknown>) => {
          if (event.data !== true) done();
        };
        worker.postMessage('KERO_CLAIM', [channel.port2]);
      };
      function check() {
        if (container.controller !== null || pending?.state === 'redundant') done();
        // Activated without taking this page (it opened after the activation's claim began).
        else if (pending?.state === 'activated') claim(pending);
      }
      container.addEventListener('controllerchange', check);
      pending?.addEventListener('statechange', check);
      if (pending === null && active !== null) claim(active);
      else check();
    });
  });
}

export async function startMockWorker(): Promise<void> {
  configureMockDb({ persist: true });
  // Earlier demo builds stored whole lists here (tens of MB); nothing reads them any more.
  if (typeof caches !== 'undefined') void caches.delete('kero-mock-answers-v1').catch(() => {});
  const forced = window.__keroMockLatency;
  setMockLatency(typeof forced === 'number' && Number.isFinite(forced) && forced >= 0 ? forced : { min: 150, max: 400 });
  window.keroMockReset = () => resetMockDb();
  await joinWorker();
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}${WORKER_FILE}` },
  });
}
