import { lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../mocks/testing';
import { clearSession, setSession } from '../lib/session';
import { UrlRouter } from '../shared/url/UrlRouter';
import { showForcedLogout } from './apiSetup';
import { RequireArea } from './guards';

// A screen whose code never arrives: the navigation to it stays in its transition, the old screen shown.
const NeverLoaded = lazy(() => new Promise<never>(() => {}));

function renderConsole() {
  const { token, admin } = sessionFor('admin');
  setSession(token, admin);
  const history = createMemoryHistory({ initialEntries: ['/dashboard/transactions?page=2'], v5Compat: true });
  render(
    <UrlRouter history={history}>
      <Routes>
        <Route path="/dashboard" element={<RequireArea area="admin" />}>
          <Route path="transactions" element={<h1>Transactions</h1>} />
          <Route path="rides" element={<NeverLoaded />} />
        </Route>
        <Route path="/login" element={<h1>Sign-in screen</h1>} />
      </Routes>
    </UrlRouter>,
  );
  return history;
}

describe('the forced logout\'s return address', () => {
  it('a session ended elsewhere: sign-in returns where the user was going, not the screen still shown while the new one loads', async () => {
    const history = renderConsole();
    await screen.findByRole('heading', { name: 'Transactions' });
    // A click on "Rides": the history moves at once, the screen stays while Rides' code loads.
    act(() => history.push('/dashboard/rides?status=completed'));
    expect(screen.getByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    // Signed out in another tab meanwhile.
    act(() => clearSession());
    await screen.findByRole('heading', { name: 'Sign-in screen' });
    expect(history.location.pathname).toBe('/login');
    expect(history.location.state).toEqual({ next: '/dashboard/rides?status=completed' });
  });
});

describe('the forced logout of a 401', () => {
  it('takes the address the user is going to, and the guard does not replace it with the one shown', async () => {
    const history = renderConsole();
    await screen.findByRole('heading', { name: 'Transactions' });
    act(() => history.push('/dashboard/rides?status=completed'));
    // The rides read answers 401 (src/lib/api/client.ts): the session ends, then the forced logout.
    act(() => {
      clearSession();
      showForcedLogout((to, state) => history.replace(to, state), history.location.pathname + history.location.search);
    });
    await screen.findByRole('heading', { name: 'Sign-in screen' });
    expect(history.location.state).toEqual({ next: '/dashboard/rides?status=completed' });
    expect(history.index).toBe(1);
  });
});
