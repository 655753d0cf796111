import { useSyncExternalStore } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Role } from '../lib/role';
import { getStoredRole, getToken, subscribeSession } from '../lib/session';

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
const sessionCache = { provider: () => new Map() };

/**
 * Renders the nested routes only for the area's role; everyone else is redirected. The console's data
 * cache lives here, keyed by the session: leaving the console (logout, a forced logout) drops it, and a
 * token change while it is shown remounts it empty, so nothing of a previous session is ever painted
 * (docs/security.md, "Sessions and bad data").
 */
export function RequireArea({ area }: { area: ConsoleArea }) {
  const token = useSessionToken();
  const to = guardRedirect(area, token !== null, getStoredRole());
  if (to) return <Navigate to={to} replace />;
  return (
    <SWRConfig key={token} value={sessionCache}>
      <Outlet />
    </SWRConfig>
  );
}
