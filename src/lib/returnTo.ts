import type { Role } from './role';

/**
 * Links survive sign-in (docs/product.md §4, "Links survive sign-in"): a signed-out visit to a console
 * address goes to `/login` carrying that address in the navigation's state (not in the URL, so no link
 * can set it and `/login` stays `/login`), and after sign-in the console opens it, in the signed-in
 * role's own area. Only console paths are honoured: anything else (another origin, `//host`, a scheme,
 * an unknown screen) is ignored, so the return address can never send anyone off the console.
 */

/** The navigation state `/login` is opened with: the console address to return to. */
export interface SignInState {
  next: string;
}

const AREA_ROOT: Record<Role, string> = { admin: '/dashboard', lagos: '/dashboard/lagos' };

/** The screens of each area a sign-in may return to ('' is the overview); logout is never one. */
const SCREENS: Record<Role, readonly string[]> = {
  admin: ['', 'rides', 'drivers', 'riders', 'pricing', 'transactions', 'admins', 'settings'],
  lagos: ['', 'rides', 'drivers', 'riders', 'transactions'],
};

/** Longer addresses are not kept (no screen's URL state comes near it). */
const MAX_NEXT = 2000;

const BASE = 'https://console.invalid';

interface ConsoleAddress {
  area: Role;
  screen: string;
  search: string;
}

/** Reads a console address (`/dashboard…` path plus query); null for anything else. */
function parse(address: string): ConsoleAddress | null {
  if (address.length > MAX_NEXT || !address.startsWith('/') || address.startsWith('//') || address.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(address, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const m = /^\/dashboard(?:\/(lagos))?(?:\/([a-z]+))?\/?$/.exec(url.pathname);
  if (!m) return null;
  const area: Role = m[1] ? 'lagos' : 'admin';
  const screen = m[2] ?? '';
  if (!SCREENS[area].includes(screen)) return null;
  return { area, screen, search: url.search };
}

function build(area: Role, screen: string, search: string): string {
  return `${AREA_ROOT[area]}${screen ? `/${screen}` : ''}${search}`;
}

/** The sign-in's state for a signed-out visit to `address` (path and query); undefined when there is nothing to return to. */
export function signInState(address: string): SignInState | undefined {
  const a = parse(address);
  if (!a || (a.screen === '' && a.search === '')) return undefined;
  return { next: build(a.area, a.screen, a.search) };
}

/** The return address held by a navigation state, if it has one (anything else reads as none). */
export function nextFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('next' in state)) return null;
  return typeof state.next === 'string' ? state.next : null;
}

/**
 * Where a signed-in `role` goes for the sign-in's `next`: the same screen and query in the role's own area
 * (an admin link opened by a Lagos admin opens the Lagos screen of the same name), the role's overview when
 * its area has no such screen, or null when `next` is not a console address.
 */
export function returnAddress(next: string | null, role: Role): string | null {
  if (next === null) return null;
  const a = parse(next);
  if (!a) return null;
  if (a.area === role) return build(role, a.screen, a.search);
  return SCREENS[role].includes(a.screen) ? build(role, a.screen, a.search) : AREA_ROOT[role];
}
