import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { Role } from '../lib/role';
import { RequireArea } from './guards';
import { PageFallback } from './PageFallback';
import { RouteError } from './RouteError';

type Page = ComponentType<{ role: Role }>;

/** A lazily loaded screen that receives the console area's role (columns and actions differ for lagos). */
function screen(load: () => Promise<{ default: Page }>, role: Role): RouteObject['lazy'] {
  return async () => {
    const { default: Screen } = await load();
    return { Component: () => <Screen role={role} /> };
  };
}

const page = (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] => async () => ({ Component: (await load()).default });

const dashboard = () => import('../features/dashboard/DashboardPage');
const rides = () => import('../features/rides/RidesPage');
const drivers = () => import('../features/drivers/DriversPage');
const riders = () => import('../features/riders/RidersPage');
const transactions = () => import('../features/transactions/TransactionsPage');

/** docs/product.md §2's route tree: public site, sign-in, the full console and the Lagos console. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    HydrateFallback: PageFallback,
    children: [
      {
        path: '/',
        lazy: page(() => import('../features/site/PublicLayout')),
        children: [
          { index: true, lazy: page(() => import('../features/site/pages/HomePage')) },
          { path: 'become-a-driver', lazy: page(() => import('../features/site/pages/BecomeDriverPage')) },
          { path: 'about', lazy: page(() => import('../features/site/pages/AboutPage')) },
          { path: 'privacy', lazy: page(() => import('../features/site/pages/PrivacyPage')) },
        ],
      },
      {
        // Sign-in and both consoles share the data cache and toasts; the public site never loads them.
        lazy: page(() => import('./ConsoleProviders')),
        children: [
          { path: '/login', lazy: page(() => import('../features/auth/LoginPage')) },
          {
            path: '/dashboard',
            element: <RequireArea area="admin" />,
            children: [
              {
                lazy: async () => {
                  const { ConsoleShell } = await import('./ConsoleShell');
                  return { Component: () => <ConsoleShell area="admin" /> };
                },
                errorElement: <RouteError />,
                children: [
                  { index: true, lazy: screen(dashboard, 'admin') },
                  { path: 'rides', lazy: screen(rides, 'admin') },
                  { path: 'drivers', lazy: screen(drivers, 'admin') },
                  { path: 'riders', lazy: screen(riders, 'admin') },
                  { path: 'pricing', lazy: page(() => import('../features/pricing/PricingPage')) },
                  { path: 'transactions', lazy: screen(transactions, 'admin') },
                  { path: 'admins', lazy: page(() => import('../features/admins/AdminsPage')) },
                  { path: 'settings', lazy: page(() => import('../features/settings/SettingsPage')) },
                  { path: 'logout', lazy: page(() => import('./Logout')) },
                ],
              },
            ],
          },
          {
            path: '/dashboard/lagos',
            element: <RequireArea area="lagos" />,
            children: [
              {
                lazy: async () => {
                  const { ConsoleShell } = await import('./ConsoleShell');
                  return { Component: () => <ConsoleShell area="lagos" /> };
                },
                errorElement: <RouteError />,
                children: [
                  { index: true, lazy: screen(dashboard, 'lagos') },
                  { path: 'rides', lazy: screen(rides, 'lagos') },
                  { path: 'drivers', lazy: screen(drivers, 'lagos') },
                  { path: 'riders', lazy: screen(riders, 'lagos') },
                  { path: 'transactions', lazy: screen(transactions, 'lagos') },
                  { path: 'logout', lazy: page(() => import('./Logout')) },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
