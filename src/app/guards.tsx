import { useRef, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Role } from '../lib/role';
import { signInState } from '../lib/returnTo';
import { getStoredRole, getToken, subscribeSession } from '../lib/session';
import { onRegainedFocus } from '../lib/data/regainedFocus';
import { useRouterLocation } from '../shared/url/routerLocation';

/** A console area is named by the role it serves. */
export type ConsoleArea = Role;

/** Where a visitor to a console area must go instead, or null to render it (docs/product.md §4, route guards). */
export function guardRedirect(area: ConsoleArea, signedIn: boolean, role: string | null): string | null {
  if (!signedIn) return '/login';
  if (area === 'admin') {
    if (role === 'admin') return null;
    if (role === 'lagos') return '/dashboard/lagos';
    return '/';
  }
  if (role === 'lagos') return null;
  if (role === 'admin') return '/dashboard';
  return '/';
}

/** The stored token, re-rendering on every sign-in and sign-out (this tab or another). */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, getToken);
}

// A fresh, empty cache for every mount of a session's console.
// A list's focus read comes when the tab regains focus, not on a focus a freshly loaded page gets.
const sessionCache = { provider: () => new Map(), initFocus: onRegainedFocus };

/**
 * Renders the nested routes only for the area's role; everyone else is redirected. The console's data
 * cache lives here, keyed by the session: leaving the console (logout, a forced logout) drops it, and a
 * token change while it is shown remounts it empty, so nothing of a previous session is ever painted
 * (docs/security.md, "Sessions and bad data").
 */
export function RequireArea({ area, early }: { area: ConsoleArea; early?: (address: { pathname: string; search: string }) => void }) {
  const token = useSessionToken();
  const { pathname, search } = useLocation();
  const routerLocation = useRouterLocation();
  const to = guardRedirect(area, token !== null, getStoredRole());
  if (to === '/login') {
    // Signed out: the sign-in comes back to the address the user is at or going to (docs/product.md §4,
    // "Links survive sign-in"): the router's own, which a screen whose code is still loading does not show yet.
    const at = routerLocation() ?? { pathname, search };
    // A forced logout is already on its way there, with that address (src/app/apiSetup.ts).
    if (at.pathname === '/login') return null;
    return <Navigate to="/login" state={signInState(at.pathname + at.search)} replace />;
  }
  if (to) return <Navigate to={to} replace />;
  return (
    <>
      {early && <EarlyStart early={early} />}
      <SWRConfig key={token} value={sessionCache}>
        <Outlet />
      </SWRConfig>
    </>
  );
}

/**
 * Calls `early` with each new path of the area (and the query string it opens with), during render: the screen under it is lazy and suspends
 * while its code downloads, and no effect runs before it has, so this is the moment its read can start
 * (src/lib/data/early.ts). A sibling of the data cache, so its re-render on a search or page change in the
 * URL re-renders nothing else; only a new path calls `early`.
 */
function EarlyStart({ early }: { early: (address: { pathname: string; search: string }) => void }) {
  const { pathname, search } = useLocation();
  const last = useRef<string | null>(null);
  if (last.current !== pathname) {
    last.current = pathname;
    early({ pathname, search });
  }
  return null;
}
