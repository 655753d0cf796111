import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import type { Role } from '../lib/role';
import { startEarly, type EarlyQuery } from '../lib/data/early';
import { RequireArea, type ConsoleArea } from './guards';
import { PageFallback } from './PageFallback';
import { RouteError } from './RouteError';

type Page = ComponentType<{ role: Role }>;

/**
 * A screen whose code loads on first use. A download that fails renders the route error panel in its
 * place (retry reloads the page), inside the console frame if there is one.
 */
function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  return lazy(() =>
    load().catch((error: unknown): { default: ComponentType<P> } => ({ default: () => <RouteError error={error} /> })),
  );
}

/** A lazily loaded screen that receives the console area's role (columns and actions differ for lagos). */
function screen(load: () => Promise<{ default: Page }>) {
  const Screen = lazyPage(load);
  return (role: Role) => <Screen role={role} />;
}

const PublicLayout = lazyPage(() => import('../features/site/PublicLayout'));
const HomePage = lazyPage(() => import('../features/site/pages/HomePage'));
const BecomeDriverPage = lazyPage(() => import('../features/site/pages/BecomeDriverPage'));
const AboutPage = lazyPage(() => import('../features/site/pages/AboutPage'));
const PrivacyPage = lazyPage(() => import('../features/site/pages/PrivacyPage'));
const loadProviders = () => import('./ConsoleProviders');
// The named export picked here, not the module's namespace: rolldown then names a namespace export that the
// sign-in chunk imports but the shell's chunk never defines ("ConsoleShell_exports is not defined").
const loadShell = () => import('./ConsoleShell').then(({ ConsoleShell: Shell }) => ({ default: Shell }));
const ConsoleProviders = lazyPage(loadProviders);
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));
const ConsoleShell = lazyPage<{ area: ConsoleArea }>(loadShell);
const PricingPage = lazyPage(() => import('../features/pricing/PricingPage'));
const AdminsPage = lazyPage(() => import('../features/admins/AdminsPage'));
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage'));
const Logout = lazyPage(() => import('./Logout'));

/** The code of each screen with data, by its path under the console area. */
const SCREEN_CODE: ReadonlyMap<string, () => Promise<{ default: Page }>> = new Map([
  ['', () => import('../features/dashboard/DashboardPage')],
  ['rides', () => import('../features/rides/RidesPage')],
  ['drivers', () => import('../features/drivers/DriversPage')],
  ['riders', () => import('../features/riders/RidersPage')],
  ['transactions', () => import('../features/transactions/TransactionsPage')],
]);
const dashboard = screen(SCREEN_CODE.get('')!);
const rides = screen(SCREEN_CODE.get('rides')!);
const drivers = screen(SCREEN_CODE.get('drivers')!);
const riders = screen(SCREEN_CODE.get('riders')!);
const transactions = screen(SCREEN_CODE.get('transactions')!);

/**
 * Each list screen's data module by its path under the console area: its read starts while the screen's
 * code downloads (src/lib/data/early.ts). The import is the data hook's module, already a dependency of
 * the screen, so nothing extra is downloaded.
 */
const EARLY_DATA: ReadonlyMap<string, () => Promise<EarlyQuery>> = new Map([
  ['', () => import('../features/dashboard/api').then((m) => m.dashboardQuery)],
  ['rides', () => import('../features/rides/api').then((m) => m.ridesQuery)],
  ['drivers', () => import('../features/drivers/api').then((m) => m.driversQuery)],
  ['riders', () => import('../features/riders/api').then((m) => m.ridersQuery)],
  ['transactions', () => import('../features/transactions/api').then((m) => m.transactionsQuery)],
]);

/** The screen's path under the area `root` ('' for the area's own page), or null outside it. */
function screenPath(root: string, pathname: string): string | null {
  const rest = pathname.replace(/\/+$/, '');
  if (rest !== root && !rest.startsWith(`${root}/`)) return null;
  return rest.slice(root.length + 1);
}

/** Starts the read of the screen at `pathname` (under `root`, the area's path), if it has one. */
function earlyFor(root: string) {
  return (pathname: string) => {
    const since = performance.now();
    const path = screenPath(root, pathname);
    if (path === null) return;
    const load = EARLY_DATA.get(path);
    // A failed download is the screen's own business (its route error panel); the screen then reads as usual.
    load?.().then((query) => startEarly(query, since), () => {});
  };
}
const earlyAdmin = earlyFor('/dashboard');
const earlyLagos = earlyFor('/dashboard/lagos');

/**
 * A console page opened from the address bar: its code is three lazy steps deep (the console's providers,
 * then its shell, then the screen), each asked for only once the one before has run and rendered. Asked
 * for together at start-up, the chunks download in parallel (docs/performance.md, "Server mode: first
 * rows"); React's lazy components then find them loaded. A failed download stays the screen's business.
 */
export function preloadConsole(pathname: string): void {
  const path = screenPath('/dashboard/lagos', pathname) ?? screenPath('/dashboard', pathname);
  if (path === null) return;
  const ignore = () => {};
  loadProviders().catch(ignore);
  loadShell().catch(ignore);
  SCREEN_CODE.get(path)?.().catch(ignore);
  EARLY_DATA.get(path)?.().catch(ignore);
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
        path: '/dashboard',
        element: <RequireArea area="admin" early={earlyAdmin} />,
        children: [
          {
            element: <ConsoleShell area="admin" />,
            children: [
              { index: true, element: dashboard('admin') },
              { path: 'rides', element: rides('admin') },
              { path: 'drivers', element: drivers('admin') },
              { path: 'riders', element: riders('admin') },
              { path: 'pricing', element: <PricingPage /> },
              { path: 'transactions', element: transactions('admin') },
              { path: 'admins', element: <AdminsPage /> },
              { path: 'settings', element: <SettingsPage /> },
              { path: 'logout', element: <Logout /> },
            ],
          },
        ],
      },
      {
        path: '/dashboard/lagos',
        element: <RequireArea area="lagos" early={earlyLagos} />,
        children: [
          {
            element: <ConsoleShell area="lagos" />,
            children: [
              { index: true, element: dashboard('lagos') },
              { path: 'rides', element: rides('lagos') },
              { path: 'drivers', element: drivers('lagos') },
              { path: 'riders', element: riders('lagos') },
              { path: 'transactions', element: transactions('lagos') },
              { path: 'logout', element: <Logout /> },
            ],
          },
        ],
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
