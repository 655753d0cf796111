/**
 * When a session ends by itself (docs/security.md, "Sessions end"): after `VITE_IDLE_MINUTES` without
 * input in any tab of the console, or at the token's own `exp` when it is a JWT that carries one.
 *
 * Activity is shared between tabs through localStorage (`ACTIVITY_KEY`, the newest input time in ms):
 * another tab's write arrives here as a `storage` event, so input in any tab keeps every tab signed in.
 * The key belongs to the session and goes with it (`clearSession`).
 */
import { ACTIVITY_KEY } from './session';

/** The warning comes this long before the idle sign-out ("You will be signed out in 60 seconds"). */
export const IDLE_WARNING_MS = 60_000;
/** Input is written for the other tabs at most this often (mouse moves come by the hundred). */
export const ACTIVITY_WRITE_EVERY_MS = 5_000;

/** The newest input time any tab recorded, or null when none is stored (or storage is blocked). */
export function storedActivity(): number | null {
  try {
    const n = Number(localStorage.getItem(ACTIVITY_KEY));
    return Number.isFinite(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/** Records input at `now` for every tab (never moves the stored time backwards). */
export function writeActivity(now: number): void {
  try {
    const stored = storedActivity();
    if (stored === null || now > stored) localStorage.setItem(ACTIVITY_KEY, String(now));
  } catch {
    /* storage blocked: this tab counts its own input only */
  }
}

/**
 * The `exp` of a JWT in ms, or null when the token is no JWT or has no readable `exp`. Read only to
 * know when to sign out: nothing else of the payload is trusted or used (the server checks the token).
 */
export function tokenExpiry(token: string | null): number | null {
  const part = token?.split('.');
  if (!part || part.length !== 3 || !part[1]) return null;
  try {
    const b64 = part[1].replace(/-/g, '+').replace(/_/g, '/');
    const json: unknown = JSON.parse(atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '=')));
    if (!json || typeof json !== 'object' || !('exp' in json)) return null;
    const exp = (json as { exp: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) && exp > 0 ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export type SessionPhase = { kind: 'active'; next: number } | { kind: 'warning'; signOutAt: number; next: number } | { kind: 'ended'; reason: 'idle' | 'expired' };

/**
 * Where a session stands at `now`: active (check again at `next`), in its last minute (the warning,
 * until `signOutAt`), or ended. `lastActivity` is the newest input of any tab; `expiresAt` the JWT's exp.
 */
export function sessionPhase(now: number, lastActivity: number, idleMs: number, expiresAt: number | null): SessionPhase {
  if (expiresAt !== null && now >= expiresAt) return { kind: 'ended', reason: 'expired' };
  const idleAt = lastActivity + idleMs;
  if (now >= idleAt) return { kind: 'ended', reason: 'idle' };
  const warnAt = idleAt - IDLE_WARNING_MS;
  const cap = (t: number) => (expiresAt !== null ? Math.min(t, expiresAt) : t);
  if (now >= warnAt) return { kind: 'warning', signOutAt: idleAt, next: cap(Math.min(idleAt, now + 1000)) };
  return { kind: 'active', next: cap(warnAt) };
}
