import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { setupApi } from '../app/apiSetup';
import { ConsoleProviders } from '../app/ConsoleProviders';
import { Providers } from '../app/Providers';
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
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/login', element: <h1>Sign-in screen</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [url] },
  );
  setupApi((to) => void router.navigate(to, { replace: true }), { browserMocks: false });
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <Providers>
      <ConsoleProviders>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </ConsoleProviders>
    </Providers>,
  );
  return { ...utils, router, user };
}

/** Finds a toast's text (react-toastify renders into role="alert" / status regions); waits as long as any find (vitest.setup.ts). */
export function findToast(text: string | RegExp) {
  return screen.findByText(text);
}
