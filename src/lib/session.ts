import { clearAdminStores, RECENT_STORE } from './adminStore';
import { isRole, type Role } from './role';

/** docs/product.md §3/§4: the session is `localStorage.token` plus the admin JSON under `localStorage.admin`. */
export const TOKEN_KEY = 'token';
export const ADMIN_KEY = 'admin';
/** The newest input time of any tab (src/lib/sessionEnd.ts): part of the session, removed with it. */
export const ACTIVITY_KEY = 'kero-last-activity';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  const t = read(TOKEN_KEY);
  return t && t.trim() !== '' ? t : null;
}

/** Signed in means a token exists (docs/product.md §4). */
export function isSignedIn(): boolean {
  return getToken() !== null;
}

/** The stored admin's role; an unreadable admin value gives no role (null). Any string is returned as is. */
export function getStoredRole(): string | null {
  const raw = read(ADMIN_KEY);
  if (raw === null) return null;
  try {
    const admin: unknown = JSON.parse(raw);
    if (admin && typeof admin === 'object' && 'role' in admin) {
      const role = (admin as { role: unknown }).role;
      return typeof role === 'string' ? role : null;
    }
    return null;
  } catch {
    return null;
  }
}

/** Who is signed in, as far as the stored admin says: id and e-mail, each null when absent or unreadable. */
export function getStoredIdentity(): { id: string | null; email: string | null } {
  const raw = read(ADMIN_KEY);
  try {
    const admin: unknown = raw === null ? null : JSON.parse(raw);
    if (!admin || typeof admin !== 'object') return { id: null, email: null };
    const { _id, email } = admin as { _id?: unknown; email?: unknown };
    const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
    return { id: text(_id), email: text(email) };
  } catch {
    return { id: null, email: null };
  }
}

/** Narrowed role: `admin`, `lagos`, or null for anything else (empty, unknown, unreadable). */
export function getRole(): Role | null {
  const r = getStoredRole();
  return isRole(r) ? r : null;
}

/** Where a signed-in user of this role belongs; null when the role has no console. */
export function homeForRole(role: string | null): string | null {
  if (role === 'lagos') return '/dashboard/lagos';
  if (role === 'admin') return '/dashboard';
  return null;
}

export function setSession(token: string, admin: unknown): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(ADMIN_KEY, JSON.stringify(admin));
  // Signing in is input: the idle limit (src/lib/sessionEnd.ts) counts from now, not from an older session.
  localStorage.setItem(ACTIVITY_KEY, String(Date.now()));
  emit();
}

/**
 * Ends the session in this browser: everything stored for it goes (token, admin, the shared activity
 * time, the command menu's recently opened records); device preferences (theme, display switches) and
 * each admin's saved views stay. Listeners (`subscribeSession`) drop what
 * they hold in memory: early reads, the data cache, the list decoder (docs/security.md, "Sessions end").
 */
export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(ADMIN_KEY);
    localStorage.removeItem(ACTIVITY_KEY);
  } catch {
    /* storage blocked: nothing stored either */
  }
  clearAdminStores(RECENT_STORE);
  emit();
}

// ---- Session changes --------------------------------------------------------------------------
// The console's data cache belongs to one session (docs/security.md, "Sessions and bad data"): it
// listens here and starts empty whenever the stored token changes, in this tab or another one.

const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

function onStorage(e: StorageEvent): void {
  // key null: another tab cleared the whole storage.
  if (e.key === null || e.key === TOKEN_KEY) emit();
}

/**
 * Calls `listener` after every sign-in and sign-out (also in another tab). Returns the unsubscribe. Without
 * a window (the build loading the list modules for their first reads, src/app/routes.tsx) only this tab's.
 */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const tabs = typeof window === 'undefined' ? null : window;
  if (listeners.size === 1) tabs?.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) tabs?.removeEventListener('storage', onStorage);
  };
}
