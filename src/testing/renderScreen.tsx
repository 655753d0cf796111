import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory, type To } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { setupApi } from '../app/apiSetup';
import { ConsoleProviders } from '../app/ConsoleProviders';
import { Providers } from '../app/Providers';
import { UrlRouter } from '../shared/url/UrlRouter';
import { sessionFor } from '../../mocks/testing';
import type { Role } from '../lib/role';

export interface RenderScreenOptions {
  /** Route pattern the screen is mounted at, e.g. '/dashboard/rides'. */
  path: string;
  /** The URL to open (defaults to `path`); may carry a query string. */
  url?: string;
  /** Signed in as this mock role (a real token from the mock db), or signed out. */
  role?: Role | null;
}

/**
 * Renders one screen the way the app does (providers, router, API reactions) against the mock backend
 * (msw/node, fresh for every test). `/login` renders a marker heading so forced logouts can be asserted.
 */
export function renderScreen(element: ReactElement, { path, url = path, role = 'admin' }: RenderScreenOptions) {
  if (role) {
    const { token, admin } = sessionFor(role);
    localStorage.setItem('token', token);
    localStorage.setItem('admin', JSON.stringify(admin));
  }
  // The console's router over a history in memory: urgent writes render in their own update, the rest
  // in transitions, as in the browser (src/shared/url/UrlRouter.tsx).
  const history = createMemoryHistory({ initialEntries: [url], v5Compat: true });
  const router = {
    /** Where the history is now (the screen may still be rendering it). */
    state: {
      get location() {
        return history.location;
      },
    },
    navigate: (to: To | number, opts?: { replace?: boolean }) => {
      if (typeof to === 'number') history.go(to);
      else if (opts?.replace) history.replace(to);
      else history.push(to);
    },
  };
  setupApi((to, state) => history.replace(to, state), {
    browserMocks: false,
    address: () => history.location.pathname + history.location.search,
  });
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <Providers>
      <ConsoleProviders>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <UrlRouter history={history}>
            <Routes>
              <Route path={path} element={element} />
              <Route path="/login" element={<h1>Sign-in screen</h1>} />
              <Route path="*" element={<h1>Elsewhere</h1>} />
            </Routes>
          </UrlRouter>
        </SWRConfig>
      </ConsoleProviders>
    </Providers>,
  );
  return { ...utils, router, user };
}

/**
 * Finds a toast's text, in a toast only (react-toastify's `.Toastify__toast`): a screen may show the same
 * message elsewhere too (a field's error under it), and on a slow machine both can be there by the first
 * look. Waits as long as any find (vitest.setup.ts).
 */
export function findToast(text: string | RegExp) {
  return screen.findByText(text, { selector: '.Toastify__toast, .Toastify__toast *' });
}
