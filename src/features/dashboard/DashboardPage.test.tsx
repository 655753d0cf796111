import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { findToast, renderScreen } from '../../testing/renderScreen';
import DashboardPage from './DashboardPage';
import type { Role } from '../../lib/role';

const DASHBOARD = '*/api/admin/dashboard';

const body = {
  message: 'ok',
  data: {
    drivers: { approved: 1200, unapproved: 43, joinedThisWeek: 9 },
    rides: { total: 5400, completed: 4900, active: 37, pending: 12, canceled: 451 },
    weeklyRides: { total: 610, completed: 560, active: 38, canceled: 13 },
  },
};

function serve(json: Record<string, unknown>) {
  server.use(http.get(DASHBOARD, () => HttpResponse.json(json)));
}

function open(role: Role = 'admin') {
  const path = role === 'admin' ? '/dashboard' : '/dashboard/lagos';
  return renderScreen(<DashboardPage role={role} />, { path, role });
}

const card = (label: string) => screen.getByRole('group', { name: label });
const CARDS: [string, string][] = [
  ['Approved Drivers', '1,200'],
  ['Unapproved Drivers', '43'],
  ['Active Drivers', '1,200'], // from the approved count (docs/product.md §3)
  ['New Drivers This Week', '9'],
  ['Total Rides', '5,400'],
  ['Completed Rides', '4,900'],
  ['Active Rides', '37'],
  ['Canceled Rides', '451'],
  ['Total This Week', '610'],
  ['Completed This Week', '560'],
  ['Active This Week', '38'],
  ['Canceled This Week', '13'],
];

describe('DashboardPage', () => {
  it('loads the counts with the toasts, every card comparing with 0', async () => {
    serve(body);
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await findToast('Fetching dashboard data...')).toBeInTheDocument();
    await findToast('Dashboard data loaded');
    for (const [label, value] of CARDS) {
      const c = card(label);
      expect(c).toHaveTextContent(value);
      expect(c).toHaveTextContent('vs last 24hrs: 0');
    }
    // Pending rides is held but not shown.
    expect(screen.queryByText(/Pending/)).toBeNull();
    const rides = screen.getByRole('region', { name: 'Ride Statistics' });
    expect(within(rides).getAllByRole('group')).toHaveLength(4);
    const week = screen.getByRole('region', { name: 'This Week Statistics' });
    expect(within(week).getAllByRole('group')).toHaveLength(4);
  });

  it('shows skeletons (busy cards) while loading', async () => {
    serve(body);
    open();
    expect(card('Total Rides')).toHaveAttribute('aria-busy', 'true');
    await findToast('Dashboard data loaded');
    expect(card('Total Rides')).not.toHaveAttribute('aria-busy');
  });

  it('works against the seeded mock backend, for lagos too', async () => {
    open('lagos');
    await findToast('Dashboard data loaded');
    expect(card('Approved Drivers').textContent).toMatch(/\d/);
    expect(card('Active Drivers').textContent).toBe(card('Approved Drivers').textContent!.replace('Approved', 'Active'));
  });

  it('malformed numbers show the placeholder', async () => {
    serve({ message: 'ok', data: { drivers: { approved: 'lots', unapproved: null }, rides: 'broken', weeklyRides: { total: 5 } } });
    open();
    await findToast('Dashboard data loaded');
    expect(card('Approved Drivers')).toHaveTextContent('—');
    expect(card('Total Rides')).toHaveTextContent('—');
    expect(card('Total This Week')).toHaveTextContent('5');
    expect(card('Completed This Week')).toHaveTextContent('—');
  });

  it('a 401 signs out', async () => {
    server.use(http.get(DASHBOARD, () => HttpResponse.json({ message: 'Invalid or expired token' }, { status: 401 })));
    open();
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' }, { timeout: 5000 })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a 500 shows the server message and an error panel that retries', async () => {
    let calls = 0;
    server.use(
      http.get(DASHBOARD, () => (++calls === 1 ? HttpResponse.json({ message: 'Stats service down' }, { status: 500 }) : HttpResponse.json(body))),
    );
    const { user } = open();
    expect(await findToast('Stats service down')).toBeInTheDocument();
    const panel = (await screen.findByText('Dashboard data could not be loaded')).closest('[role="alert"]');
    expect(panel).toHaveTextContent('Stats service down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Ride Statistics' })).toBeInTheDocument();
    expect(card('Total Rides')).toHaveTextContent('5,400');
  });

  it('no answer: the network toast and the error panel', async () => {
    server.use(http.get(DASHBOARD, () => HttpResponse.error()));
    open();
    expect(await findToast('Network error. Please check your connection.')).toBeInTheDocument();
    expect(await screen.findByText('Dashboard data could not be loaded')).toBeInTheDocument();
    // The one error pattern: the cards stay in place showing the placeholder, with their fixed comparison.
    expect(card('Total Rides')).toHaveTextContent('—');
    expect(card('Approved Drivers')).toHaveTextContent('vs last 24hrs: 0');
  });

  it('a body that is not JSON shows the fallback error', async () => {
    server.use(http.get(DASHBOARD, () => new HttpResponse('not json', { status: 200 })));
    open();
    expect(await findToast('Error fetching dashboard data')).toBeInTheDocument();
    expect(await screen.findByText('Dashboard data could not be loaded')).toBeInTheDocument();
  });
});
