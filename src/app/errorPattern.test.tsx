import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { renderScreen } from '../testing/renderScreen';
import DashboardPage from '../features/dashboard/DashboardPage';
import DriversPage from '../features/drivers/DriversPage';
import RidersPage from '../features/riders/RidersPage';
import RidesPage from '../features/rides/RidesPage';
import TransactionsPage from '../features/transactions/TransactionsPage';

/** docs/product.md §2 screens with their endpoint (docs/api.md) and the error panel's title. */
const screens: { route: string; api: string; title: string; table: boolean; element: ReactElement }[] = [
  { route: '/dashboard', api: '/api/admin/dashboard', title: 'Dashboard data could not be loaded', table: false, element: <DashboardPage role="admin" /> },
  { route: '/dashboard/rides', api: '/api/admin/get-all-trips', title: 'Rides could not be loaded', table: true, element: <RidesPage role="admin" /> },
  { route: '/dashboard/drivers', api: '/api/admin/drivers/', title: 'Drivers could not be loaded', table: true, element: <DriversPage role="admin" /> },
  { route: '/dashboard/riders', api: '/api/admin/users/', title: 'Riders could not be loaded', table: true, element: <RidersPage role="admin" /> },
  { route: '/dashboard/transactions', api: '/api/admin/get-all-transactions', title: 'Transactions could not be loaded', table: true, element: <TransactionsPage role="admin" /> },
];

describe('one error pattern on every data screen (docs/product.md §8)', () => {
  for (const s of screens) {
    it(`${s.route}: cards stay and read "—", a panel with Try again takes the list's place, and Try again recovers`, async () => {
      let failing = true;
      // While failing, the endpoint answers 500; then the mock backend answers as usual.
      server.use(http.get(`*${s.api}`, () => (failing ? HttpResponse.json({ message: 'Something broke on our side' }, { status: 500 }) : undefined)));
      const { user } = renderScreen(s.element, { path: s.route });

      const main = document.body;
      const panel = (await screen.findByText(s.title, {}, { timeout: 5000 })).closest('[role="alert"]') as HTMLElement;
      expect(panel).toHaveTextContent('Something broke on our side');
      // The figures' cards keep their place and say there is no figure, instead of vanishing.
      expect(within(main).getAllByText('—', { exact: true }).length).toBeGreaterThan(0);
      expect(screen.queryByRole('table')).toBeNull();

      failing = false;
      await user.click(within(panel).getByRole('button', { name: 'Try again' }));
      await expect.poll(() => screen.queryByText(s.title), { timeout: 5000 }).toBeNull();
      if (s.table) expect((await screen.findAllByRole('row', {}, { timeout: 5000 })).length).toBeGreaterThan(1);
    });
  }
});
