import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '../../mocks/node';
import { sessionFor } from '../../mocks/testing';
import { request } from '../lib/api/client';
import { resetEarly, startEarly } from '../lib/data/early';
import { useApiQuery } from '../lib/data/useApiQuery';
import type { Role } from '../lib/role';
import { setSession } from '../lib/session';
import LoginPage from '../features/auth/LoginPage';
import { setupApi } from './apiSetup';
import { ConsoleProviders } from './ConsoleProviders';
import { RequireArea } from './guards';
import Logout from './Logout';
import { Providers } from './Providers';

/**
 * docs/security.md, "Sessions and bad data": every cached answer belongs to one session. A probe screen
 * reads one endpoint whose answer names the session's role and how often it was asked; the test
 * records every text ever painted and checks nothing of an ended session shows up again.
 */

const listSchema = z.object({ rows: z.array(z.string()) });

function Probe() {
  const { name = 'list' } = useParams();
  const { data } = useApiQuery(['probe', name], () => request('/admin/probe', { schema: listSchema }), { success: 'Probe loaded', error: 'Probe failed' });
  return data ? <ul aria-label="rows">{data.rows.map((r) => <li key={r}>{r}</li>)}</ul> : <p>Loading rows</p>;
}

const fetchProbe = () => request('/admin/probe', { schema: listSchema });
const earlyProbe = { key: 'probe-early', fetcher: fetchProbe };

/** A screen whose read the console starts before rendering it (src/lib/data/early.ts). */
function EarlyProbe() {
  const { data } = useApiQuery(earlyProbe.key, fetchProbe, { success: 'Probe loaded', error: 'Probe failed' });
  return data ? <ul aria-label="rows">{data.rows.map((r) => <li key={r}>{r}</li>)}</ul> : <p>Loading rows</p>;
}
const earlyFor = ({ pathname }: { pathname: string }) => {
  const since = performance.now();
  if (pathname === '/dashboard/early') startEarly(earlyProbe, since);
  // Like a data module that arrives after the screen, whose code was already there, made its own read.
  if (pathname === '/dashboard/late') setTimeout(() => startEarly(earlyProbe, since), 30);
};

/** Answers are held until the test releases them. */
let gates: Array<() => void> = [];
let calls = 0;
function release() {
  const open = gates;
  gates = [];
  open.forEach((g) => g());
}

function serveProbe({ hold }: { hold: boolean }) {
  server.use(
    http.get('*/api/admin/probe', async ({ request: r }) => {
      const auth = r.headers.get('authorization') ?? '';
      calls += 1;
      const n = calls;
      if (hold) await new Promise<void>((g) => gates.push(g));
      if (auth.endsWith('expired')) return HttpResponse.json({ message: 'Invalid or expired token' }, { status: 401 });
      const who = auth.includes(sessionTokens.lagos) ? 'LAGOS' : auth.includes(sessionTokens.admin) ? 'ADMIN' : 'NOBODY';
      return HttpResponse.json({ rows: [`${who}-ROW-${n}`] });
    }),
  );
}

const sessionTokens = { admin: '\u0000', lagos: '\u0000' };

function renderConsole(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: <ConsoleProviders />,
        children: [
          { path: '/login', element: <LoginPage /> },
          {
            path: '/dashboard',
            element: <RequireArea area="admin" early={earlyFor} />,
            children: [
              { index: true, element: <Probe /> },
              { path: 'early', element: <EarlyProbe /> },
              { path: 'late', element: <EarlyProbe /> },
              { path: 'list/:name', element: <Probe /> },
              { path: 'logout', element: <Logout /> },
            ],
          },
          {
            path: '/dashboard/lagos',
            element: <RequireArea area="lagos" />,
            children: [{ index: true, element: <Probe /> }],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  setupApi((to, state) => void router.navigate(to, { replace: true, state }), {
    browserMocks: false,
    address: () => router.state.location.pathname + router.state.location.search,
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user: userEvent.setup() };
}

/** Every text painted from now on, however briefly. */
function recordPaints() {
  const seen = new Set<string>();
  const take = () => {
    for (const li of document.querySelectorAll('li')) seen.add(li.textContent ?? '');
  };
  const observer = new MutationObserver(take);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  take();
  return { seen, stop: () => observer.disconnect() };
}

function signIn(role: Role) {
  const s = sessionFor(role);
  sessionTokens[role] = s.token;
  act(() => setSession(s.token, s.admin));
}

/** Another tab signs in as admin again: only the storage event tells this one. */
function signInInAnotherTab() {
  const next = sessionFor('admin');
  sessionTokens.admin = next.token;
  localStorage.setItem('token', next.token);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: next.token }));
  });
}

beforeEach(() => {
  gates = [];
  calls = 0;
  sessionTokens.admin = '\u0000';
  sessionTokens.lagos = '\u0000';
});
afterEach(() => {
  release();
  resetEarly();
});

describe('one data cache per session', () => {
  it('a forced logout (401) and a sign-in as someone else: the new session starts empty', async () => {
    serveProbe({ hold: false });
    signIn('admin');
    const { router, user } = renderConsole('/dashboard');
    expect(await screen.findByText('ADMIN-ROW-1')).toBeInTheDocument();

    // The token expires: the next screen's call answers 401 and ends the session.
    localStorage.setItem('token', 'expired');
    await act(() => router.navigate('/dashboard/list/other'));
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' }, { timeout: 4000 })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();

    // Sign in as lagos through the form; hold the lagos answer to see what is painted while it loads.
    serveProbe({ hold: true });
    const paints = recordPaints();
    const lagos = sessionFor('lagos');
    sessionTokens.lagos = lagos.token;
    server.use(http.post('*/api/admin/login', () => HttpResponse.json({ message: 'Login successful', data: { token: lagos.token, admin: lagos.admin } })));
    await user.type(screen.getByLabelText('Email'), 'lagos@kero.ng');
    await user.type(screen.getByLabelText('Password'), 'lagos123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/lagos'), { timeout: 4000 });
    expect(await screen.findByText('Loading rows')).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByText(/^LAGOS-ROW-/)).toBeInTheDocument();
    paints.stop();
    expect([...paints.seen].filter((t) => t.startsWith('ADMIN'))).toEqual([]);
  });

  it('logout, then the same person signs in again: the old answer is never shown while the new one loads', async () => {
    serveProbe({ hold: false });
    signIn('admin');
    const { router } = renderConsole('/dashboard');
    expect(await screen.findByText('ADMIN-ROW-1')).toBeInTheDocument();
    await act(() => router.navigate('/dashboard/logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();

    serveProbe({ hold: true });
    const paints = recordPaints();
    signIn('admin');
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByText('Loading rows')).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByText('ADMIN-ROW-2')).toBeInTheDocument();
    paints.stop();
    expect(paints.seen.has('ADMIN-ROW-1')).toBe(false);
  });

  it('a new token while the console is shown (a sign-in in another tab) empties the cache at once', async () => {
    serveProbe({ hold: false });
    signIn('admin');
    renderConsole('/dashboard');
    expect(await screen.findByText('ADMIN-ROW-1')).toBeInTheDocument();
    serveProbe({ hold: true });
    const paints = recordPaints();
    signInInAnotherTab();
    expect(screen.queryByText('ADMIN-ROW-1')).not.toBeInTheDocument();
    expect(await screen.findByText('Loading rows')).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByText('ADMIN-ROW-2')).toBeInTheDocument();
    paints.stop();
  });

  it('a slow 401 to the previous token does not end the session signed in since', async () => {
    serveProbe({ hold: true });
    localStorage.setItem('token', 'expired');
    localStorage.setItem('admin', JSON.stringify({ role: 'admin' }));
    const { router } = renderConsole('/dashboard');
    await waitFor(() => expect(gates.length).toBe(1));
    // Signed in again (another tab) while the old request is on its way.
    const next = sessionFor('admin');
    sessionTokens.admin = next.token;
    act(() => setSession(next.token, next.admin));
    await waitFor(() => expect(gates.length).toBe(2));
    act(() => release());
    expect(await screen.findByText(/^ADMIN-ROW-/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe(next.token);
  });
});

describe("a screen's read started before its code", () => {
  // What must not happen within a while is checked by moving the clock (timers fire as they would), not by waiting.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('opening the screen reads once; a new search in the URL reads nothing; coming back reads again', async () => {
    serveProbe({ hold: false });
    signIn('admin');
    const { router } = renderConsole('/dashboard/early');
    expect(await screen.findByText('ADMIN-ROW-1')).toBeInTheDocument();
    expect(calls).toBe(1);

    await act(() => router.navigate('/dashboard/early?q=abc&page=2'));
    await pass(50);
    expect(calls).toBe(1);

    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByText('ADMIN-ROW-2')).toBeInTheDocument();
    // Past ConsoleProviders' 200 ms deduping window, as any person coming back is.
    await pass(250);
    await act(() => router.navigate('/dashboard/early'));
    expect(await screen.findByText('ADMIN-ROW-3')).toBeInTheDocument();
    await pass(50);
    expect(calls).toBe(3);
  });

  it('a read started for one session is never painted in the next', async () => {
    serveProbe({ hold: true });
    signIn('admin');
    renderConsole('/dashboard/early');
    await waitFor(() => expect(gates.length).toBe(1));
    const paints = recordPaints();
    // Another tab signs in again while the first read is on its way.
    signInInAnotherTab();
    await waitFor(() => expect(gates.length).toBe(2));
    act(() => release());
    expect(await screen.findByText('ADMIN-ROW-2')).toBeInTheDocument();
    await pass(50);
    paints.stop();
    expect(paints.seen.has('ADMIN-ROW-1')).toBe(false);
  });

  it('a query that arrives after the screen has read for itself starts nothing', async () => {
    serveProbe({ hold: false });
    signIn('admin');
    renderConsole('/dashboard/late');
    expect(await screen.findByText('ADMIN-ROW-1')).toBeInTheDocument();
    await pass(100);
    expect(calls).toBe(1);
  });
});
