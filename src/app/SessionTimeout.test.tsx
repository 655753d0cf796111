import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { server } from '../../mocks/node';
import { configureApi } from '../lib/api/client';
import { notify } from '../lib/notify';
import { ACTIVITY_KEY, setSession } from '../lib/session';
import { sessionPhase, tokenExpiry } from '../lib/sessionEnd';
import Logout from './Logout';
import { SessionTimeout } from './SessionTimeout';

const MIN = 60_000;
const START = Date.UTC(2026, 10, 26, 9, 0, 0);

function jwt(payload: object): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.c2ln`;
}

function renderConsole(idleMinutes = 30) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard" element={<><p>Console</p><SessionTimeout idleMinutes={idleMinutes} /></>} />
        <Route path="/dashboard/logout" element={<Logout />} />
        <Route path="/login" element={<p>Sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Moves the clock and runs the timers due, inside act. */
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

let shown: ReturnType<typeof vi.spyOn>;
let logoutCalls: string[];

beforeEach(() => {
  vi.useFakeTimers({ now: START, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  shown = vi.spyOn(notify, 'show').mockImplementation(() => {});
  configureApi({ onUnauthorized: vi.fn(), onNetworkError: vi.fn() });
  logoutCalls = [];
  server.use(
    http.post('*/api/admin/logout', ({ request }) => {
      logoutCalls.push(request.headers.get('authorization') ?? '');
      return HttpResponse.json({ message: 'Logged out' });
    }),
  );
  localStorage.setItem('vite-ui-theme', 'dark');
  localStorage.setItem('kero-display-switches', '{"email":false}');
  setSession('tok-1', { _id: 'a1', role: 'admin' });
});
afterEach(() => {
  shown.mockRestore();
  vi.useRealTimers();
});

function expectSignedOut({ forced = true } = {}) {
  expect(screen.getByText('Sign-in page')).toBeInTheDocument();
  for (const key of ['token', 'admin', ACTIVITY_KEY]) expect(localStorage.getItem(key), key).toBeNull();
  // Device preferences stay.
  expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
  expect(localStorage.getItem('kero-display-switches')).toBe('{"email":false}');
  // The forced logout's notice (a chosen logout shows the same text through its own toast).
  if (forced) expect(shown).toHaveBeenCalledWith('success', 'Logged out successfully!', { toastId: 'logged-out' });
}

describe('SessionTimeout: idle limit', () => {
  it('warns one minute ahead, then signs out with the forced-logout notice and revokes the token', async () => {
    renderConsole();
    await advance(29 * MIN - 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1000);
    const dialog = screen.getByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent('You will be signed out in 60 seconds');
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toBeInTheDocument();
    await advance(30_000);
    expect(dialog).toHaveTextContent('You will be signed out in 30 seconds');
    // Moving the mouse while the warning shows does not count: only the button does.
    fireEvent.pointerMove(window);
    await advance(30_000);
    expectSignedOut();
    expect(logoutCalls).toEqual(['Bearer tok-1']);
  });

  it('input resets the limit', async () => {
    renderConsole();
    await advance(20 * MIN);
    fireEvent.keyDown(window, { key: 'a' });
    await advance(20 * MIN);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(9 * MIN);
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();
  });

  it('"Stay signed in" keeps the session for another full period', async () => {
    renderConsole();
    await advance(29 * MIN + 30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(60_000);
    expect(screen.getByText('Console')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok-1');
    await advance(28 * MIN);
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();
  });

  it('input in another tab counts, also while the warning shows', async () => {
    renderConsole();
    await advance(29 * MIN + 10_000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Another tab of the console writes its input time; this tab hears it as a storage event.
    localStorage.setItem(ACTIVITY_KEY, String(Date.now()));
    await act(() => window.dispatchEvent(new StorageEvent('storage', { key: ACTIVITY_KEY, newValue: String(Date.now()) })));
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(2 * MIN);
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it('this tab writes its input for the other tabs', async () => {
    renderConsole();
    await advance(10 * MIN);
    fireEvent.pointerDown(window);
    expect(Number(localStorage.getItem(ACTIVITY_KEY))).toBe(START + 10 * MIN);
  });

  it('a session left idle (a browser restart a day later) ends at once', async () => {
    localStorage.setItem(ACTIVITY_KEY, String(START - 24 * 60 * MIN));
    renderConsole();
    await advance(0);
    expectSignedOut();
  });
});

describe('SessionTimeout: the JWT exp', () => {
  it('signs out at the token’s exp, whatever the input', async () => {
    setSession(jwt({ id: 'a1', exp: Math.floor((START + 5 * MIN) / 1000) }), { role: 'admin' });
    renderConsole();
    await advance(4 * MIN);
    fireEvent.keyDown(window, { key: 'a' });
    await advance(MIN - 1000);
    expect(screen.getByText('Console')).toBeInTheDocument();
    await advance(1000);
    expectSignedOut();
    // An expired token is not worth revoking.
    expect(logoutCalls).toEqual([]);
  });

  it('reads exp only from a well-formed JWT', () => {
    expect(tokenExpiry(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
    for (const t of [null, 'opaque-token', 'a.b.c', jwt({ exp: 'soon' }), jwt({ iat: 1 }), jwt({ exp: -1 })]) expect(tokenExpiry(t)).toBeNull();
  });

  it('sessionPhase: active, warning in the last minute, ended by idle or exp', () => {
    const idle = 30 * MIN;
    expect(sessionPhase(0, 0, idle, null)).toEqual({ kind: 'active', next: 29 * MIN });
    expect(sessionPhase(29 * MIN, 0, idle, null)).toMatchObject({ kind: 'warning', signOutAt: 30 * MIN });
    expect(sessionPhase(30 * MIN, 0, idle, null)).toEqual({ kind: 'ended', reason: 'idle' });
    expect(sessionPhase(0, 0, idle, 10 * MIN)).toEqual({ kind: 'active', next: 10 * MIN });
    expect(sessionPhase(10 * MIN, 0, idle, 10 * MIN)).toEqual({ kind: 'ended', reason: 'expired' });
  });
});

describe('Logout', () => {
  it('removes everything of the session but the device preferences, and asks the backend to revoke the token', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard/logout']}>
        <Routes>
          <Route path="/dashboard/logout" element={<Logout />} />
          <Route path="/login" element={<p>Sign-in page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await advance(0);
    expectSignedOut({ forced: false });
    await vi.waitFor(() => expect(logoutCalls).toEqual(['Bearer tok-1']));
  });

  it('a backend without /logout (404) changes nothing: no error toast', async () => {
    const onNetworkError = vi.fn();
    configureApi({ onUnauthorized: vi.fn(), onNetworkError });
    let asked = 0;
    server.use(
      http.post('*/api/admin/logout', () => {
        asked += 1;
        return HttpResponse.json({ message: 'Route not found' }, { status: 404 });
      }),
    );
    render(
      <MemoryRouter initialEntries={['/dashboard/logout']}>
        <Routes>
          <Route path="/dashboard/logout" element={<Logout />} />
          <Route path="/login" element={<p>Sign-in page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await advance(0);
    await vi.waitFor(() => expect(asked).toBe(1));
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
    expect(onNetworkError).not.toHaveBeenCalled();
  });
});
