// The dashboard's "Today" panel (docs/product.md §2 Dashboard, "Today") against answers dated today and
// yesterday in Lagos: both roles, both list modes, and its own error panel.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { resetListModes } from '../../lib/api/paging';
import { addDays, lagosDay, lagosMidnight } from '../../lib/lagosTime';
import type { Role } from '../../lib/role';
import { findToast, renderScreen } from '../../testing/renderScreen';
import DashboardPage from './DashboardPage';
import { ledgerRecord } from '../../testing/ledger';

const LEDGER = '*/api/admin/get-all-transactions';
const dashboard = {
  message: 'ok',
  data: {
    drivers: { approved: 1200, unapproved: 43, joinedThisWeek: 9 },
    rides: { total: 5400, completed: 4900, active: 37, pending: 12, canceled: 451 },
    weeklyRides: { total: 610, completed: 560, active: 38, canceled: 13 },
  },
};

const TODAY = lagosDay(Date.now())!;
const YESTERDAY = addDays(TODAY, -1);
// A minute after each Lagos midnight: inside the day whatever the time the test runs.
const at = (day: string) => new Date(lagosMidnight(day) + 60_000).toISOString();

let n = 0;
function tx(day: string, status: string, amount: number, kero: number, lagos: number): Record<string, unknown> {
  n += 1;
  return ledgerRecord({ id: `TXN-${n}`, status, amount, kero, lagos, createdAt: at(day) });
}

const RECORDS = [
  tx(TODAY, 'success', 1000, 150, 30),
  tx(TODAY, 'success', 1250.5, 187.5, 0),
  tx(TODAY, 'failed', 9000, 900, 90),
  tx(TODAY, 'pending', 700, 70, 14),
  tx(YESTERDAY, 'success', 2000, 300, 60),
  tx(YESTERDAY, 'failed', 100, 0, 0),
  tx(YESTERDAY, 'failed', 100, 0, 5),
  tx(addDays(TODAY, -2), 'success', 5000, 500, 100),
];

function serveDashboard() {
  server.use(http.get('*/api/admin/dashboard', () => HttpResponse.json(dashboard)));
}

/** The whole ledger (a backend that does not page). */
function serveLedger(records = RECORDS) {
  server.use(http.get(LEDGER, () => HttpResponse.json({ message: 'ok', data: { data: records, totals: {} } })));
}

function open(role: Role) {
  const path = role === 'admin' ? '/dashboard' : '/dashboard/lagos';
  return renderScreen(<DashboardPage role={role} />, { path, role });
}

const today = () => screen.findByRole('region', { name: 'Today' }, { timeout: 15000 });
const card = (region: HTMLElement, label: string) => within(region).getByRole('group', { name: label });

async function settled(region: HTMLElement) {
  await waitFor(() => expect(within(region).queryAllByRole('group', { busy: true })).toHaveLength(0), { timeout: 10000 });
}

describe('Dashboard "Today" panel', () => {
  it('admin, whole ledger: volume, commissions and failed payments beside yesterday, each opening that day', async () => {
    resetListModes('client');
    serveDashboard();
    serveLedger();
    open('admin');
    const region = await today();
    await settled(region);
    const volume = card(region, 'Transaction volume');
    expect(volume).toHaveTextContent('₦2,250.50');
    expect(volume).toHaveTextContent('Yesterday: ₦2,000.00');
    expect(volume).toHaveTextContent('+12.5%');
    const kero = card(region, 'Kero commission');
    expect(kero).toHaveTextContent('₦337.50');
    expect(kero).toHaveTextContent('Yesterday: ₦300.00');
    const lagos = card(region, 'Lagos commission');
    expect(lagos).toHaveTextContent('₦30.00');
    expect(lagos).toHaveTextContent('\u221250%');
    const failed = card(region, 'Failed payments');
    expect(failed).toHaveTextContent('1');
    expect(failed).toHaveTextContent('Yesterday: 2');
    expect(failed).toHaveTextContent('\u221250%');

    expect(within(region).getByRole('link', { name: 'Transaction volume' })).toHaveAttribute(
      'href',
      `/dashboard/transactions?from=${TODAY}&to=${TODAY}&status=success`,
    );
    expect(within(region).getByRole('link', { name: 'Failed payments' })).toHaveAttribute(
      'href',
      `/dashboard/transactions?from=${TODAY}&to=${TODAY}&status=failed`,
    );
    // Below the spec's cards.
    const week = screen.getByRole('region', { name: 'This Week Statistics' });
    expect(week.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lagos: the Lagos commission only, over its own records, opening its own console', async () => {
    resetListModes('client');
    serveDashboard();
    serveLedger();
    open('lagos');
    const region = await today();
    await settled(region);
    expect(within(region).getAllByRole('group')).toHaveLength(1);
    expect(within(region).queryByText(/Transaction volume|Kero commission|Failed payments/)).toBeNull();
    const lagos = card(region, 'Lagos commission');
    expect(lagos).toHaveTextContent('₦30.00');
    expect(lagos).toHaveTextContent('Yesterday: ₦60.00');
    expect(within(region).getByRole('link', { name: 'Lagos commission' })).toHaveAttribute(
      'href',
      `/dashboard/lagos/transactions?from=${TODAY}&to=${TODAY}&status=success`,
    );
  });

  it('server mode: the figures come from the paged answers\' aggregates, one page per day and status', async () => {
    resetListModes('server');
    serveDashboard();
    const asked: string[] = [];
    const sums: Record<string, { count: number; amount: number; keroCommission: number; lagosCommission: number }> = {
      [`${TODAY}|success`]: { count: 2, amount: 50_000, keroCommission: 7_500, lagosCommission: 1_500 },
      [`${TODAY}|failed`]: { count: 4, amount: 1, keroCommission: 1, lagosCommission: 1 },
      [`${YESTERDAY}|success`]: { count: 3, amount: 40_000, keroCommission: 6_000, lagosCommission: 1_500 },
      [`${YESTERDAY}|failed`]: { count: 0, amount: 0, keroCommission: 0, lagosCommission: 0 },
    };
    server.use(
      http.get(LEDGER, ({ request }) => {
        const p = new URL(request.url).searchParams;
        expect(p.get('from')).toBe(p.get('to'));
        const key = `${p.get('from')}|${p.get('status')}`;
        asked.push(`${key}|${p.get('limit')}`);
        const figures = { ...sums[key]!, volume: { days: [], amounts: [], counts: [] } };
        return HttpResponse.json({ message: 'ok', data: { data: [], totals: {}, paging: { page: 1, limit: 1, total: figures.count }, figures } });
      }),
    );
    open('admin');
    const region = await today();
    await settled(region);
    expect(asked.sort()).toEqual([`${TODAY}|failed|1`, `${TODAY}|success|1`, `${YESTERDAY}|failed|1`, `${YESTERDAY}|success|1`].sort());
    expect(card(region, 'Transaction volume')).toHaveTextContent('₦50,000.00');
    expect(card(region, 'Transaction volume')).toHaveTextContent('+25%');
    expect(card(region, 'Kero commission')).toHaveTextContent('₦7,500.00');
    expect(card(region, 'Lagos commission')).toHaveTextContent('No change');
    // Yesterday had none: the change is the difference.
    expect(card(region, 'Failed payments')).toHaveTextContent('Yesterday: 0');
    expect(card(region, 'Failed payments')).toHaveTextContent('+4');
  });

  it('an error is the panel\'s own: its error panel with Try again, the cards showing —, the rest in place', async () => {
    resetListModes('client');
    serveDashboard();
    let calls = 0;
    server.use(
      http.get(LEDGER, () =>
        ++calls === 1
          ? HttpResponse.json({ message: 'Ledger service down' }, { status: 500 })
          : HttpResponse.json({ message: 'ok', data: { data: RECORDS, totals: {} } }),
      ),
    );
    const { user } = open('admin');
    await findToast('Dashboard data loaded');
    const region = await today();
    const panel = await screen.findByText("Today's figures could not be loaded", {}, { timeout: 5000 });
    expect(panel.closest('[role="alert"]')).toHaveTextContent('Ledger service down');
    expect(card(region, 'Transaction volume')).toHaveTextContent('—');
    // The spec's cards are not touched by the panel's failure.
    expect(screen.getByRole('group', { name: 'Total Rides' })).toHaveTextContent('5,400');
    expect(screen.queryByText('Dashboard data could not be loaded')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(card(region, 'Transaction volume')).toHaveTextContent('₦2,250.50'), { timeout: 5000 });
    expect(screen.queryByText("Today's figures could not be loaded")).toBeNull();
  });

  it('malformed figures in a paged answer show the panel\'s error, never a wrong figure', async () => {
    resetListModes('server');
    serveDashboard();
    server.use(
      http.get(LEDGER, () => HttpResponse.json({ message: 'ok', data: { data: [], totals: {}, paging: { page: 1, limit: 1, total: 0 }, figures: 'lots' } })),
    );
    open('admin');
    const region = await today();
    expect(await screen.findByText("Today's figures could not be loaded", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(card(region, 'Kero commission')).toHaveTextContent('—');
  });

  it('Refresh fetches today\'s figures again with the dashboard\'s', async () => {
    resetListModes('client');
    serveDashboard();
    let calls = 0;
    server.use(http.get(LEDGER, () => (calls++, HttpResponse.json({ message: 'ok', data: { data: RECORDS, totals: {} } }))));
    const { user } = open('admin');
    await settled(await today());
    await waitFor(() => expect(calls).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls).toBe(2));
  });
});
