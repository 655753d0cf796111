import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './mocks/node';
import { resetMockDb } from './mocks/testing';
import { resetDisplaySwitchCache } from './src/lib/displaySwitches';
import { resetListModes } from './src/lib/api/paging';
import { closeAlerts, installInnerTextShim } from './src/testing/dom';

installInnerTextShim();

// Finds and waitFor wait on a condition for up to 10 s (Testing Library's default is 1 s). A screen's first
// render in a file loads its lazy chunks; with every worker busy on a 2-core machine that took over 4 s in CI.
configure({ asyncUtilTimeout: 10_000 });

// One msw/node mock backend for every unit and screen test: fresh data and handlers for each test.
// Tests override answers with server.use(...) and must not call listen/close themselves.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  closeAlerts();
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  resetDisplaySwitchCache();
  resetListModes();
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
