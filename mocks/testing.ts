/** Helpers for screen tests and stories that run against the mock backend. */
import { setSession } from '../src/lib/session';
import { DEMO_ADMIN, DEMO_LAGOS } from './db/seed';
import { admins, issueToken, toAdminWire } from './db/store';
import type { AdminWire } from './db/types';
import type { Role } from '../src/lib/role';

export { resetMockDb, reloadMockDb, configureMockDb } from './db/store';
export { setMockLatency } from './latency';
export { MESSAGES } from './handlers';

/** The demo sign-ins (docs/api.md). */
export const demoAccounts = {
  admin: { ...DEMO_ADMIN },
  lagos: { ...DEMO_LAGOS },
} as const;

export type MockRole = Role | '';

function adminWithRole(role: MockRole) {
  const email = role === 'admin' ? DEMO_ADMIN.email : role === 'lagos' ? DEMO_LAGOS.email : null;
  const admin = admins().find((a) => (email ? a.email === email : a.role === role));
  if (!admin) throw new Error(`No seeded admin with role "${role}" (was it deleted?)`);
  return admin;
}

/** Issues a token for the demo admin of that role ('' = the seeded admin with an empty role) and returns it. */
export function loginAs(role: MockRole): string {
  return issueToken(adminWithRole(role)._id);
}

/** The admin object login would return for that role (what the console stores under `admin`). */
export function adminFor(role: MockRole): AdminWire {
  return toAdminWire(adminWithRole(role));
}

/** A fresh token and the admin object for that role: what a sign-in leaves in localStorage. */
export function sessionFor(role: MockRole): { token: string; admin: AdminWire } {
  return { token: loginAs(role), admin: adminFor(role) };
}

/** loginAs + stores the session in localStorage as the console does after sign-in. Returns the token. */
export function signInAs(role: MockRole): string {
  const token = loginAs(role);
  setSession(token, adminFor(role));
  return token;
}
