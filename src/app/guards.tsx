import { Navigate, Outlet } from 'react-router-dom';
import { getStoredRole, isSignedIn } from '../lib/session';

export type ConsoleArea = 'admin' | 'lagos';

/** Where a visitor to a console area must go instead, or null to render it (spec §4, route guards). */
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

/** Renders the nested routes only for the area's role; everyone else is redirected. Re-reads storage on every render. */
export function RequireArea({ area }: { area: ConsoleArea }) {
  const to = guardRedirect(area, isSignedIn(), getStoredRole());
  return to ? <Navigate to={to} replace /> : <Outlet />;
}
