import { normalEmail } from '../../lib/email';
import { returnAddress } from '../../lib/returnTo';
import { homeForRole } from '../../lib/session';

/** The mock backend's accounts, listed on the sign-in screen in mock mode only (docs/api.md). */
export const DEMO_ACCOUNTS = [
  { email: 'admin@kero.ng', password: 'admin123', role: 'Admin (full console)' },
  { email: 'lagos@kero.ng', password: 'lagos123', role: 'Lagos (reduced console)' },
] as const;

/**
 * Where a successful sign-in lands (docs/product.md §2): the Lagos console for `lagos`, else the full one;
 * the console address the visitor came for (`next`) when there is one, in the role's own area (§4).
 */
export function destinationAfterSignIn(role: string | null, next: string | null = null): string {
  const area = role === 'lagos' ? 'lagos' : 'admin';
  return returnAddress(next, area) ?? homeForRole(area) ?? '/dashboard';
}

/** The login body: the e-mail trimmed and in lower case (normalEmail), the password exactly as typed. */
export function credentials(email: string, password: string): { email: string; password: string } {
  return { email: normalEmail(email), password };
}
