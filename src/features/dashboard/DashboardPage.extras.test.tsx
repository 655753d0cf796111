import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { findToast, renderScreen } from '../../testing/renderScreen';
import DashboardPage from './DashboardPage';

const body = {
  message: 'ok',
  data: {
    drivers: { approved: 1200, unapproved: 43, joinedThisWeek: 9 },
    rides: { total: 5400, completed: 4900, active: 37, pending: 12, canceled: 451 },
    weeklyRides: { total: 610, completed: 560, active: 38, canceled: 13 },
  },
};

describe('DashboardPage charts and fresh figures', () => {
  it('charts rides by status and this week, shows when it was updated, and Refresh announces itself', async () => {
    let calls = 0;
    server.use(http.get('*/api/admin/dashboard', () => (calls++, HttpResponse.json(body))));
    const { user } = renderScreen(<DashboardPage role="admin" />, { path: '/dashboard', role: 'admin' });
    await findToast('Dashboard data loaded');
    const byStatus = await screen.findByRole('figure', { name: 'Rides by status' }, { timeout: 4000 });
    expect(within(byStatus).getByRole('img').getAttribute('aria-label')).toBe('Rides by status. Rides: Completed 4,900; Active 37; Canceled 451.');
    const week = screen.getByRole('figure', { name: 'This week' });
    await user.click(within(week).getByRole('button', { name: 'View as table' }));
    expect(within(week).getByRole('row', { name: /Canceled 13/ })).toBeInTheDocument();
    expect(screen.getByText(/^Updated/)).toHaveTextContent('Updated just now');

    const before = calls;
    // Watch for the toast from before the click: on a slow machine the answer can replace it quickly.
    const fetching = findToast('Fetching dashboard data...');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await fetching).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(before + 1));
  });
});
