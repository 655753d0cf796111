// The cards say what narrows them (docs/product.md, "The ledger's figures"): " in range" with a date
// range, " · filtered" with a tab, a status or a search, and their sums are those of the rows the table holds.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import type { Role } from '../../lib/role';
import { renderScreen } from '../../testing/renderScreen';
import TransactionsPage from './TransactionsPage';
import { ledgerRecord } from '../../testing/ledger';

const ENDPOINT = '*/api/admin/get-all-transactions';

function tx(id: string, service: string, status: string, amount: number, kero: number, lagos: number, createdAt = '2026-11-02T12:00:00.000Z') {
  return ledgerRecord({ id, service, status, amount, kero, lagos, createdAt });
}

const LEDGER = [
  tx('TXN-A', 'fund_transfer', 'success', 1000, 10, 0),
  tx('TXN-B', 'fund_transfer', 'failed', 2000, 20, 0),
  tx('TXN-C', 'user_fare_payment', 'success', 3000, 300, 30),
  tx('TXN-D', 'user_fare_payment', 'failed', 4000, 400, 40, '2026-11-05T12:00:00.000Z'),
  tx('TXN-E', 'driver_fare_payment', 'pending', 5000, 500, 50),
];

function open(role: Role, query = '') {
  server.use(http.get(ENDPOINT, () => HttpResponse.json({ message: 'ok', data: { data: LEDGER, totals: { totalAmount: 1, totalLagosCommission: 1, totalKeroCommission: 1 } } })));
  const path = role === 'admin' ? '/dashboard/transactions' : '/dashboard/lagos/transactions';
  return renderScreen(<TransactionsPage role={role} />, { path, url: `${path}${query}`, role });
}

const cardNames = () =>
  screen
    .getAllByRole('group')
    .map((g) => g.getAttribute('aria-labelledby'))
    .map((id) => (id ? document.getElementById(id)?.textContent : null))
    .filter((n): n is string => !!n && n.startsWith('Total '));

async function cardsRead(expected: Record<string, string>) {
  await waitFor(
    () => {
      for (const [name, value] of Object.entries(expected)) expect(screen.getByRole('group', { name })).toHaveTextContent(value);
    },
    { timeout: 15000 },
  );
}

describe('transactions cards: labels and sums follow the filters', () => {
  it('no filter: the whole ledger, plain labels', async () => {
    open('admin');
    await cardsRead({ 'Total Transactions': '5', 'Total Amount': '₦15,000.00', 'Total Kero Commission': '₦1,230.00', 'Total Lagos Commission': '₦120.00' });
    expect(cardNames()).toEqual(['Total Transactions', 'Total Amount', 'Total Kero Commission', 'Total Lagos Commission']);
  });

  it('a service tab: "· filtered" on every card, summing that service', async () => {
    open('admin', '?service=fund_transfer');
    await cardsRead({ 'Total Transactions · filtered': '2', 'Total Amount · filtered': '₦3,000.00', 'Total Kero Commission · filtered': '₦30.00', 'Total Lagos Commission · filtered': '₦0.00' });
    expect(cardNames().every((n) => n.endsWith(' · filtered'))).toBe(true);
  });

  it('a status: "· filtered"', async () => {
    open('admin', '?status=failed');
    await cardsRead({ 'Total Transactions · filtered': '2', 'Total Amount · filtered': '₦6,000.00' });
  });

  it('typing a search turns the labels to "· filtered" and the sums to the rows found', async () => {
    const { user } = open('admin');
    await cardsRead({ 'Total Amount': '₦15,000.00' });
    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), 'TXN-C');
    await cardsRead({ 'Total Transactions · filtered': '1', 'Total Amount · filtered': '₦3,000.00' });
    expect(within(screen.getByRole('table', { name: 'Transactions Management' })).getAllByRole('row')).toHaveLength(2);
  });

  it('a range and a status: "in range · filtered"', async () => {
    open('admin', '?from=2026-11-01&to=2026-11-03&status=failed');
    await cardsRead({ 'Total Transactions in range · filtered': '1', 'Total Amount in range · filtered': '₦2,000.00' });
  });

  it('lagos: its own records, and "· filtered" with a status', async () => {
    open('lagos', '?status=failed');
    await cardsRead({ 'Total Transactions · filtered': '1', 'Total Lagos Commission · filtered': '₦40.00' });
    expect(cardNames()).toEqual(['Total Transactions · filtered', 'Total Lagos Commission · filtered']);
  });
});
