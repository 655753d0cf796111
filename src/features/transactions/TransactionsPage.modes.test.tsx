// The same answer in both modes (docs/architecture.md, "Two modes"): the transactions screen against the
// seeded mock, once holding the whole ledger (client mode) and once asking for pages (server mode), shows
// the same rows in the same order, the same cards, chart and "Showing …" for each URL.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { transactions } from '../../../mocks/db/store';
import { resetListModes, type ListMode } from '../../lib/api/paging';
import { lagosDay } from '../../lib/lagosTime';
import type { Role } from '../../lib/role';
import { renderScreen } from '../../testing/renderScreen';
import TransactionsPage from './TransactionsPage';

const PATH: Record<Role, string> = { admin: '/dashboard/transactions', lagos: '/dashboard/lagos/transactions' };
const TITLE: Record<Role, string> = { admin: 'Transactions Management', lagos: 'Lagos Commission Transactions' };

interface Seen {
  rows: string[];
  cards: string[];
  chart: string;
  showing: string;
  dialog: string;
}

async function look(mode: ListMode, role: Role, query: string): Promise<Seen> {
  resetListModes(mode);
  const { unmount } = renderScreen(<TransactionsPage role={role} />, { path: PATH[role], url: `${PATH[role]}${query}`, role });
  const table = await screen.findByRole('table', { name: TITLE[role] });
  const cards = () => screen.getAllByRole('group').filter((g) => /^Total /.test(g.textContent ?? ''));
  await waitFor(
    () => {
      expect(table).not.toHaveAttribute('aria-busy');
      expect(within(table).queryAllByRole('row').length).toBeGreaterThan(1);
      for (const c of cards()) expect(c.textContent).not.toMatch(/—|Loading/);
      expect(screen.getByRole('figure', { name: 'Volume per day' }).textContent).not.toMatch(/Loading…/);
    },
    { timeout: 15000 },
  );
  if (query.includes('open=')) await screen.findByRole('dialog', {}, { timeout: 15000 });
  const seen: Seen = {
    rows: within(table).getAllByRole('row').slice(1).map((r) => r.textContent ?? ''),
    cards: cards().map((c) => c.textContent ?? ''),
    chart: screen.getByRole('figure', { name: 'Volume per day' }).textContent ?? '',
    showing: screen.queryByText(/^Showing /)?.textContent ?? '',
    dialog: screen.queryByRole('dialog')?.textContent ?? '',
  };
  unmount();
  return seen;
}

function urls(): string[] {
  const all = transactions();
  const days = all.map((t) => lagosDay(t.createdAt)!).sort();
  const mid = days[Math.floor(days.length / 2)]!;
  const late = days[Math.floor(days.length * 0.9)]!;
  return [
    '',
    '?q=transfer',
    '?q=GMAIL&sort=amount.desc',
    '?sort=amount.asc',
    '?sort=date.asc&page=3',
    '?sort=party.desc',
    '?sort=status.asc',
    '?service=fund_transfer&status=success',
    '?status=failed&sort=transactionId.desc',
    `?from=${mid}&to=${late}`,
    `?from=${mid}&to=${late}&service=user_fare_payment&q=a&sort=charges.desc`,
    '?page=999',
    `?open=${encodeURIComponent(all.filter((t) => t.lagosCommission > 0).at(-3)!._id)}`,
  ];
}

describe('transactions in client and server mode', () => {
  for (const role of ['admin', 'lagos'] as const) {
    it(`${role}: the same rows, cards, chart and "Showing …" for each URL`, async () => {
      for (const query of urls()) {
        if (role === 'lagos' && query.includes('service=')) continue;
        const client = await look('client', role, query);
        const server = await look('server', role, query);
        expect(server, `${role} ${query}`).toEqual(client);
        expect(client.showing, query).toMatch(/^Showing /);
      }
    }, 600_000);
  }
});
