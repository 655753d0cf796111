import { act, fireEvent, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import AdminsPage from '../features/admins/AdminsPage';
import DashboardPage from '../features/dashboard/DashboardPage';
import DriversPage from '../features/drivers/DriversPage';
import PricingPage from '../features/pricing/PricingPage';
import RidersPage from '../features/riders/RidersPage';
import RidesPage from '../features/rides/RidesPage';
import TransactionsPage from '../features/transactions/TransactionsPage';
import { hostileBody } from '../testing/hostileJson';
import { HOSTILE_ENDPOINTS, type HostileEndpoint } from '../testing/hostileEndpoints';
import { renderScreen } from '../testing/renderScreen';

/**
 * Property: every list screen and every details dialog renders whatever its endpoints answer (through
 * the mock backend's msw/node server) without an exception and without a console.error. One render
 * per screen; each case serves new answers, revalidates every key and opens the first row's details.
 * docs/security.md, "Sessions and bad data". Two test files (hostileScreens.{1,2}.test.tsx) run every other
 * screen each, so the two Vitest workers share the layer's longest suite.
 */

const RUNS_PER_SCREEN = Number(process.env.HOSTILE_SCREEN_RUNS ?? 40);

const endpoint = (name: string): HostileEndpoint => {
  const e = HOSTILE_ENDPOINTS.find((x) => x.name === name);
  if (!e) throw new Error(`no endpoint ${name}`);
  return e;
};

interface ScreenCase {
  name: string;
  element: ReactElement;
  path: string;
  role: 'admin' | 'lagos';
  endpoints: HostileEndpoint[];
  /** Name of the dialog a row click opens, when rows open one. */
  details?: string;
}

const SCREENS: ScreenCase[] = [
  { name: 'Dashboard', element: <DashboardPage role="admin" />, path: '/dashboard', role: 'admin', endpoints: [endpoint('GET /admin/dashboard'), endpoint('GET /admin/get-all-transactions')] },
  { name: 'Rides (admin)', element: <RidesPage role="admin" />, path: '/dashboard/rides', role: 'admin', endpoints: [endpoint('GET /admin/get-all-trips')], details: 'Ride Details' },
  { name: 'Trips (lagos)', element: <RidesPage role="lagos" />, path: '/dashboard/lagos/rides', role: 'lagos', endpoints: [endpoint('GET /admin/get-all-trips')], details: 'Ride Details' },
  { name: 'Drivers', element: <DriversPage role="admin" />, path: '/dashboard/drivers', role: 'admin', endpoints: [endpoint('GET /admin/drivers/')], details: 'Driver Details' },
  { name: 'Riders', element: <RidersPage role="admin" />, path: '/dashboard/riders', role: 'admin', endpoints: [endpoint('GET /admin/users/')], details: 'Rider Details' },
  { name: 'Transactions (admin)', element: <TransactionsPage role="admin" />, path: '/dashboard/transactions', role: 'admin', endpoints: [endpoint('GET /admin/get-all-transactions')], details: 'Transaction Details' },
  { name: 'Transactions (lagos)', element: <TransactionsPage role="lagos" />, path: '/dashboard/lagos/transactions', role: 'lagos', endpoints: [endpoint('GET /admin/get-all-transactions')], details: 'Transaction Details' },
  { name: 'Pricing', element: <PricingPage />, path: '/dashboard/pricing', role: 'admin', endpoints: [endpoint('GET /admin/pricing'), endpoint('GET /admin/vehicletypes')] },
  { name: 'Admin Management', element: <AdminsPage />, path: '/dashboard/admins', role: 'admin', endpoints: [endpoint('GET /admin/adminusers/')] },
];

let mutateAll: ScopedMutator | null = null;
function GrabMutate() {
  mutateAll = useSWRConfig().mutate;
  return null;
}

/** The property for every other screen of SCREENS, from the first (half 0) or the second (half 1). */
export function hostileScreenSuite(half: 0 | 1): void {
describe('every list screen and details dialog against arbitrary answers (property)', () => {
  let errors: unknown[][];
  let spy: ReturnType<typeof vi.spyOn>;
  const scrollTo = window.scrollTo;
  beforeEach(() => {
    errors = [];
    spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args);
    });
    // jsdom reports scrollTo as not implemented on the console.
    window.scrollTo = () => {};
  });
  afterEach(() => {
    spy.mockRestore();
    window.scrollTo = scrollTo;
    mutateAll = null;
  });

  for (const s of SCREENS.filter((_, i) => i % 2 === half)) {
    it(`${s.name}: no exception, no console.error`, async () => {
      const bodies = new Map<string, string>(s.endpoints.map((e) => [e.path, '{}']));
      server.use(...s.endpoints.map((e) => http.get(e.path, () => new HttpResponse(bodies.get(e.path) ?? '', { headers: { 'Content-Type': 'application/json' } }))));
      renderScreen(
        <>
          {s.element}
          <GrabMutate />
        </>,
        { path: s.path, role: s.role },
      );
      const title = screen.getByRole('heading', { level: 1 }).textContent;
      let cases = 0;
      let dialogs = 0;
      await fc.assert(
        fc.asyncProperty(fc.tuple(...s.endpoints.map((e) => hostileBody(e.envelope))), async (texts) => {
          cases += 1;
          s.endpoints.forEach((e, i) => bodies.set(e.path, texts[i]!));
          await act(async () => {
            await mutateAll!(() => true);
          });
          const row = document.querySelector('tbody tr[data-clickable]');
          if (s.details && row) {
            act(() => {
              fireEvent.click(row);
            });
            // Some screens open their details through the URL (record links): check whichever dialog is open.
            const dialog = screen.queryByRole('dialog', { name: s.details });
            if (dialog) {
              dialogs += 1;
              expect(within(dialog).queryByText('This dialog could not be shown')).toBeNull();
              act(() => {
                fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
              });
            }
          }
          // The screen is still there (an uncaught render error unmounts it) and nothing was reported.
          expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
          expect(errors).toEqual([]);
        }),
        // A crash leaves the screen broken for the cases after it: report the first failing answer, unshrunk.
        { numRuns: RUNS_PER_SCREEN, endOnFailure: true },
      );
      console.log(`[property] screen ${s.name}: ${cases} answers rendered, ${dialogs} details dialogs opened`);
      expect(cases).toBe(RUNS_PER_SCREEN);
    }, 180_000);
  }
});
}
