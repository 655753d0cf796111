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
const ConsoleProviders = lazyPage(() => import('./ConsoleProviders'));
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));
const ConsoleShell = lazyPage<{ area: ConsoleArea }>(() => import('./ConsoleShell').then(({ ConsoleShell: Shell }) => ({ default: Shell })));
const PricingPage = lazyPage(() => import('../features/pricing/PricingPage'));
const AdminsPage = lazyPage(() => import('../features/admins/AdminsPage'));
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage'));
const Logout = lazyPage(() => import('./Logout'));

const dashboard = screen(() => import('../features/dashboard/DashboardPage'));
const rides = screen(() => import('../features/rides/RidesPage'));
const drivers = screen(() => import('../features/drivers/DriversPage'));
const riders = screen(() => import('../features/riders/RidersPage'));
const transactions = screen(() => import('../features/transactions/TransactionsPage'));

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

/** Starts the read of the screen at `pathname` (under `root`, the area's path), if it has one. */
function earlyFor(root: string) {
  return (pathname: string) => {
    const since = performance.now();
    const rest = pathname.replace(/\/+$/, '');
    if (rest !== root && !rest.startsWith(`${root}/`)) return;
    const load = EARLY_DATA.get(rest.slice(root.length + 1));
    // A failed download is the screen's own business (its route error panel); the screen then reads as usual.
    load?.().then((query) => startEarly(query, since), () => {});
  };
}
const earlyAdmin = earlyFor('/dashboard');
const earlyLagos = earlyFor('/dashboard/lagos');

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
