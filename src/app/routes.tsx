import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { ROLES, type Role } from '../lib/role';
import { startEarly } from '../lib/data/early';
import { guardRedirect, RequireArea, type ConsoleArea } from './guards';
import { ADMIN_KEY, getStoredRole, getToken, TOKEN_KEY } from '../lib/session';
import { AREA_ROOT, areaScreens, CONSOLE_SCREENS, screenHref, type ConsoleScreen, type ConsoleScreenId } from '../lib/consoleScreens';
import { env } from '../lib/env';
import { requestUrl } from '../lib/api/client';
import type { ListEarlyRead } from '../shared/data/useListQuery';
import { PageFallback } from './PageFallback';
import { RouteError } from './RouteError';
import type * as DashboardPage from '../features/dashboard/DashboardPage';
import type * as RidesPage from '../features/rides/RidesPage';
import type * as DriversPage from '../features/drivers/DriversPage';
import type * as RidersPage from '../features/riders/RidersPage';
import type * as PricingPage from '../features/pricing/PricingPage';
import type * as TransactionsPage from '../features/transactions/TransactionsPage';
import type * as AdminsPage from '../features/admins/AdminsPage';
import type * as SettingsPage from '../features/settings/SettingsPage';
import type * as LogoutPage from './Logout';

/** A lazily loaded page that can be asked for ahead of its first render. */
type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A screen whose code loads on first use. A download that fails renders the route error panel in its
 * place (retry reloads the page), inside the console frame if there is one.
 *
 * `preload()` asks for the code ahead (preloadConsole). A page mounted once its code is there renders it
 * at once instead of suspending: the first console screen then commits without a fallback, and React does
 * not hold its reveal back (it waits 300 ms after a fallback showed before showing what replaces it:
 * docs/performance.md, "Server mode: first rows"). Each mount keeps the way it started, so a page that
 * mounted lazily is not mounted again when its code arrives.
 */
function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let started: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (started ??= load().then(
      (module) => ((loaded = module.default), module),
      (error: unknown) => {
        const Failed = () => <RouteError error={error} />;
        loaded = Failed;
        return { default: Failed };
      },
    ));
  const Lazy = lazy(start);
  function Page(props: P) {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload: start });
}

const PublicLayout = lazyPage(() => import('../features/site/PublicLayout'));
const HomePage = lazyPage(() => import('../features/site/pages/HomePage'));
const BecomeDriverPage = lazyPage(() => import('../features/site/pages/BecomeDriverPage'));
const AboutPage = lazyPage(() => import('../features/site/pages/AboutPage'));
const PrivacyPage = lazyPage(() => import('../features/site/pages/PrivacyPage'));
// The named export picked here, not the module's namespace: rolldown then names a namespace export that the
// sign-in chunk imports but the shell's chunk never defines ("ConsoleShell_exports is not defined").
const ConsoleProviders = lazyPage(() => import('./ConsoleProviders'));
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));
const ConsoleShell = lazyPage<{ area: ConsoleArea }>(() => import('./ConsoleShell').then(({ ConsoleShell: Shell }) => ({ default: Shell })));

/**
 * Every module a screen of the route table (src/lib/consoleScreens.ts) may name as its `code`, each loaded
 * on first use (Vite writes one lazy import per file, keyed by its path from the project's root).
 */
type ScreenModule = { default: ComponentType<{ role: Role }> };
const SCREEN_MODULES = import.meta.glob<ScreenModule>(['/src/features/*/*Page.tsx', '/src/app/Logout.tsx']);
// The glob's module type is asserted, not checked: the type-only imports above check each screen's module
// (a screen whose page takes other props fails tsc here, as the typed lazy imports did).
export type ScreenModulesChecked = [
  typeof DashboardPage,
  typeof RidesPage,
  typeof DriversPage,
  typeof RidersPage,
  typeof PricingPage,
  typeof TransactionsPage,
  typeof AdminsPage,
  typeof SettingsPage,
  typeof LogoutPage,
] extends readonly ScreenModule[]
  ? true
  : never;
const screenModulesChecked: ScreenModulesChecked = true;
void screenModulesChecked;

/** Each screen's page, by its id; each receives the area's role (columns and actions differ for lagos). */
const SCREENS = new Map(
  CONSOLE_SCREENS.map((screen) => {
    const load = SCREEN_MODULES[screen.code];
    if (load === undefined) throw new Error(`routes: the screen "${screen.id}" names ${screen.code}, which is not a screen module`);
    return [screen.id, lazyPage(load)] as const;
  }),
);
function screenPage(id: ConsoleScreenId): LazyPage<{ role: Role }> {
  const page = SCREENS.get(id);
  if (page === undefined) throw new Error(`routes: no screen "${id}" in the route table`);
  return page;
}

/** Where a console page opens: the path picks the screen, the query string its view. */
interface PageAddress {
  pathname: string;
  search: string;
}

/**
 * Starts a screen's first read for its address's query string, as `role` (see EARLY_DATA); a list's also
 * says the URL it sends (listEarlyRead's `firstUrl`).
 */
type EarlyRead = ((search: string, role: Role, since: number) => void) & { firstUrl?: ListEarlyRead['firstUrl'] };

/**
 * Each screen's first read, started while the screen's code downloads (src/lib/data/early.ts): the
 * dashboard's one read (its `firstUrl` the one GET it sends); a list's page for the URL's query, asked for
 * by the same function its screen makes its query with (src/shared/data/useListQuery.ts, `listEarlyRead`),
 * or its whole list in client mode. The import is the data hook's module, already a dependency of the
 * screen, so nothing extra is downloaded.
 */
const EARLY_DATA: Partial<Record<ConsoleScreenId, () => Promise<EarlyRead>>> = {
  dashboard: () =>
    import('../features/dashboard/api').then((m) =>
      Object.assign((_search: string, _role: Role, since: number) => startEarly(m.dashboardQuery, since), { firstUrl: () => requestUrl(m.DASHBOARD_PATH) }),
    ),
  rides: () => import('../features/rides/api').then((m) => m.startRidesEarly),
  drivers: () => import('../features/drivers/api').then((m) => m.startDriversEarly),
  riders: () => import('../features/riders/api').then((m) => m.startRidersEarly),
  transactions: () => import('../features/transactions/api').then((m) => m.startTransactionsEarly),
};

/**
 * For the build (scripts/vite-site.ts): where the session is kept and, for each page with a first read of
 * its own (the lists, the dashboard), its path, the area's role and the URL that read sends when the page
 * is opened without a query string, which the console's HTML then sends itself before any code has
 * arrived (src/lib/api/firstRead.ts). None with the in-page mock backend, which must start before any call.
 */
export async function firstReads(mocking = env.mocking): Promise<{ keys: [token: string, admin: string]; pages: Record<string, [Role, string]> }> {
  const pages: Record<string, [Role, string]> = {};
  if (!mocking) {
    for (const area of ROLES) {
      for (const screen of areaScreens(area)) {
        const start = await EARLY_DATA[screen.id]?.();
        if (start?.firstUrl) pages[screenHref(area, screen)] = [area, start.firstUrl('', area)];
      }
    }
  }
  // Where the session is kept (src/lib/session.ts): the loader reads the token and the admin's role there.
  return { keys: [TOKEN_KEY, ADMIN_KEY], pages };
}

/** The screen of `area` at `pathname`, or null outside the area or for a path it has no screen at. */
function screenAt(area: Role, pathname: string): ConsoleScreen | null {
  const root = AREA_ROOT[area];
  const rest = pathname.replace(/\/+$/, '');
  if (rest !== root && !rest.startsWith(`${root}/`)) return null;
  const path = rest.slice(root.length + 1);
  return areaScreens(area).find((s) => s.path === path) ?? null;
}

/** Starts the read of the screen at `address` in `area`, if it has one. */
function earlyFor(area: Role) {
  return (address: PageAddress) => {
    const since = performance.now();
    const screen = screenAt(area, address.pathname);
    const load = screen && EARLY_DATA[screen.id];
    // A failed download is the screen's own business (its route error panel); the screen then reads as usual.
    load?.()
      .then((start) => start(address.search, area, since))
      .catch(() => {});
  };
}
const earlyAdmin = earlyFor('admin');
const earlyLagos = earlyFor('lagos');

/**
 * A console page opened from the address bar: its code is three lazy steps deep (the console's providers,
 * then its shell, then the screen), each asked for only once the one before has run and rendered. Asked
 * for together at start-up, the chunks download in parallel (docs/performance.md, "Server mode: first
 * rows"); React's lazy components then find them loaded. Resolves once the code is there (src/app/main.tsx
 * waits for it, a while, before the first render). A failed download stays the screen's business.
 */
export function preloadConsole(address: PageAddress): Promise<void> {
  const lagos = screenAt('lagos', address.pathname);
  const screen = lagos ?? screenAt('admin', address.pathname);
  if (screen === null) return Promise.resolve();
  const ignore = () => {};
  const area: ConsoleArea = lagos ? 'lagos' : 'admin';
  // The read starts with the code, not after it (the guard's own call then finds it under way), but only
  // for a session the area's guard lets in: another role's token must not be sent (its 401 would log the
  // visitor out instead of the guard sending them on).
  const since = performance.now();
  const load = EARLY_DATA[screen.id]?.();
  if (guardRedirect(area, getToken() !== null, getStoredRole()) === null) load?.then((start) => start(address.search, area, since)).catch(ignore);
  else load?.catch(ignore);
  // A failed download resolves too (the page then renders its route error panel).
  return Promise.all([ConsoleProviders.preload(), ConsoleShell.preload(), screenPage(screen.id).preload()]).then(ignore, ignore);
}

/** An area's screens as routes, from the route table. */
function areaRoutes(area: Role): RouteObject[] {
  return areaScreens(area).map((screen) => {
    const Screen = screenPage(screen.id);
    const element = <Screen role={area} />;
    return screen.path ? { path: screen.path, element } : { index: true, element };
  });
}

/** docs/product.md §2's route tree: public site, sign-in, the full console and the Lagos console. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'become-a-driver', element: <BecomeDriverPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
    ],
  },
  {
    // Sign-in and both consoles share the data cache and toasts; the public site never loads them.
    element: <ConsoleProviders />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        path: AREA_ROOT.admin,
        element: <RequireArea area="admin" early={earlyAdmin} />,
        children: [{ element: <ConsoleShell area="admin" />, children: areaRoutes('admin') }],
      },
      {
        path: AREA_ROOT.lagos,
        element: <RequireArea area="lagos" early={earlyLagos} />,
        children: [{ element: <ConsoleShell area="lagos" />, children: areaRoutes('lagos') }],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/**
 * What the data router's errorElement and HydrateFallback did: a render error anywhere shows the route
 * error panel (cleared by going elsewhere), and the first screen's code shows a spinner while it downloads.
 * Later navigations are transitions: the current screen stays until the next one's code is there.
 */
export function RouteFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKeys={[pathname]} fallback={({ error }) => <RouteError error={error} />}>
      <Suspense fallback={<PageFallback />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
