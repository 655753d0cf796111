import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './mocks/node';
import { resetMockDb } from './mocks/testing';
import { resetDisplaySwitchCache } from './src/lib/displaySwitches';
import { resetListModes } from './src/lib/api/paging';
import { resetEarly } from './src/lib/data/early';
import { resetWaitingNotices } from './src/lib/notify';
import { resetHandOvers, resetPageReads } from './src/shared/data/useListQuery';
import { closeAlerts, installInnerTextShim } from './src/testing/dom';
import { dismissToasts } from './src/ui/Toast';

installInnerTextShim();

// Finds and waitFor wait on a condition for up to 10 s (Testing Library's default is 1 s). A screen's first
// render in a file loads its lazy chunks; with every worker busy on a 2-core machine that took over 4 s in CI.
configure({ asyncUtilTimeout: 10_000 });

// One msw/node mock backend for every unit and screen test: fresh data and handlers for each test.
// Tests override answers with server.use(...) and must not call listen/close themselves.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// With no container mounted, react-toastify keeps every toast it is given (an answer that landed after the last
// test's unmount) and hands them all to the next container to mount: in CI, in the next file of the same
// worker, stale toasts filled the limit of 3 and that test's own toasts waited behind them for good (jsdom
// never closes one). Dismissing while no container is mounted empties that queue.
beforeEach(() => dismissToasts());
// Likewise the notices shown while no notifier was plugged in (src/lib/notify.ts keeps the last five for
// the toasts to come): an earlier file's late answers (a hook test's "Loaded") were handed to the next test
// that plugs in its own, and useApiQuery.test found five of them before its own toasts.
beforeEach(() => resetWaitingNotices());
afterEach(() => {
  closeAlerts();
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  resetDisplaySwitchCache();
  resetListModes();
  // A screen's early read (src/lib/data/early.ts) outlives its test for 10 s: the next file's screen, in the
  // same worker and session, took one whose request the previous test's mock never answered.
  resetEarly();
  // Likewise a whole list handed from auto mode's first answer to client mode (src/shared/data/useListQuery.ts):
  // left waiting when a test ends, it showed the previous test's served list in the next test.
  resetHandOvers();
  // And a server-mode page read a render started that no fetch took (a render the test ended first).
  resetPageReads();
  resetMockDb();
});
afterAll(() => server.close());

// jsdom lacks matchMedia; the theme and sidebar read it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
