/**
 * The console's one route table (docs/architecture.md, "Adding a screen"): each screen's path under its
 * area, the areas that have it and, per area, its menu entry. The router (src/app/routes.tsx: each
 * screen's code and early read, keyed by this table's ids), both menus (src/app/consoleMenus.tsx, which the
 * sidebar and the command menu show, with an icon per id) and the accessibility journey (tests/a11y.spec.ts)
 * read it. Plain data: no React, so an end-to-end test can import it.
 */
import type { Role } from './role';

export type ConsoleScreenId = 'dashboard' | 'rides' | 'drivers' | 'riders' | 'pricing' | 'transactions' | 'admins' | 'settings' | 'logout';

/** A screen in one area: its menu entry (docs/product.md §2), or null when it has a route but no entry. */
export interface AreaEntry {
  menu: { label: string; place: number } | null;
}

export interface ConsoleScreen {
  id: ConsoleScreenId;
  /** The path under the area's root ('' for the area's own page). */
  path: string;
  /** The areas that have the screen, each with its menu entry. */
  areas: Partial<Record<Role, AreaEntry>>;
  /**
   * The screen's module, from the project's root (its default export renders the screen): the router loads
   * it (src/app/routes.tsx) and the build has the console's HTML ask for its chunks with the page's own
   * (scripts/vite-site.ts, docs/performance.md "Server mode: first rows").
   */
  code: string;
}

const entry = (label: string, place: number): AreaEntry => ({ menu: { label, place } });

/** Every console screen. The Lagos menu has its own order (Drivers, Users, Trips), hence a place per area. */
export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  { id: 'dashboard', path: '', areas: { admin: entry('Dashboard', 0), lagos: entry('Dashboard', 0) }, code: '/src/features/dashboard/DashboardPage.tsx' },
  { id: 'rides', path: 'rides', areas: { admin: entry('Rides', 1), lagos: entry('Trips', 3) }, code: '/src/features/rides/RidesPage.tsx' },
  { id: 'drivers', path: 'drivers', areas: { admin: entry('Driver', 2), lagos: entry('Drivers', 1) }, code: '/src/features/drivers/DriversPage.tsx' },
  { id: 'riders', path: 'riders', areas: { admin: entry('Riders', 3), lagos: entry('Users', 2) }, code: '/src/features/riders/RidersPage.tsx' },
  { id: 'pricing', path: 'pricing', areas: { admin: entry('Pricing', 4) }, code: '/src/features/pricing/PricingPage.tsx' },
  { id: 'transactions', path: 'transactions', areas: { admin: entry('Transactions', 5), lagos: entry('Transactions', 4) }, code: '/src/features/transactions/TransactionsPage.tsx' },
  { id: 'admins', path: 'admins', areas: { admin: entry('Admin Management', 6) }, code: '/src/features/admins/AdminsPage.tsx' },
  { id: 'settings', path: 'settings', areas: { admin: { menu: null } }, code: '/src/features/settings/SettingsPage.tsx' },
  { id: 'logout', path: 'logout', areas: { admin: entry('Logout', 7), lagos: entry('Logout', 5) }, code: '/src/app/Logout.tsx' },
];

/** Each area's root path. */
export const AREA_ROOT: Record<Role, string> = { admin: '/dashboard', lagos: '/dashboard/lagos' };

/** The address of a screen in an area. */
export function screenHref(area: Role, screen: ConsoleScreen): string {
  return screen.path ? `${AREA_ROOT[area]}/${screen.path}` : AREA_ROOT[area];
}

/** The screens an area has (its routes). */
export function areaScreens(area: Role): ConsoleScreen[] {
  return CONSOLE_SCREENS.filter((s) => s.areas[area] !== undefined);
}

/** An area's menu: its screens with an entry, in that menu's order. */
export function areaMenu(area: Role): { screen: ConsoleScreen; label: string; href: string }[] {
  return areaScreens(area)
    .flatMap((screen) => {
      const menu = screen.areas[area]?.menu;
      return menu ? [{ screen, label: menu.label, place: menu.place, href: screenHref(area, screen) }] : [];
    })
    .sort((a, b) => a.place - b.place)
    .map(({ screen, label, href }) => ({ screen, label, href }));
}
