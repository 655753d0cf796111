import { emailText } from '../../testing/dom';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { transactions, transactionTotals } from '../../../mocks/db/store';
import { findToast, renderScreen } from '../../testing/renderScreen';
import { formatNaira, formatNumber } from '../../lib/format';
import TransactionsPage from './TransactionsPage';
import { naira } from '../../lib/money';

/** An amount in naira as the screen shows it. */
const money = (v: number | null) => formatNaira(v === null ? null : naira(v));

const ENDPOINT = '*/api/admin/get-all-transactions';
const ADMIN_TITLE = 'Transactions Management';
const LAGOS_TITLE = 'Lagos Commission Transactions';

function renderAdmin(url = '/dashboard/transactions') {
  return renderScreen(<TransactionsPage role="admin" />, { path: '/dashboard/transactions', url, role: 'admin' });
}
function renderLagos(url = '/dashboard/lagos/transactions') {
  return renderScreen(<TransactionsPage role="lagos" />, { path: '/dashboard/lagos/transactions', url, role: 'lagos' });
}

/** A complete wire record; tests override what they look at. */
function tx(over: Record<string, unknown>): Record<string, unknown> {
  return {
    _id: `id-${String(over.transaction_id ?? Math.random())}`,
    transaction_id: 'TXN-X',
    reference: 'KRO-000000',
    user_id: { _id: 'u1', email: 'rider@example.ng' },
    driver_id: null,
    amount: 1000,
    settled_amount: 990,
    charges: 10,
    keroCommission: 150,
    lagosCommission: 30,
    transaction_services: 'user_fare_payment',
    transaction_type: 'debit',
    status: 'success',
    createdAt: '2026-11-01T18:22:05.000Z',
    narration: 'Trip fare',
    trip_id: 'trip-1',
    account_no: null,
    bank_name: null,
    ...over,
  };
}

function serve(records: unknown[], totals: unknown = { totalAmount: 9000, totalLagosCommission: 90, totalKeroCommission: 450 }) {
  server.use(http.get(ENDPOINT, () => HttpResponse.json({ message: 'ok', data: { data: records, totals } })));
}

/** A small ledger where each filter combination picks a known set. */
const LEDGER = [
  tx({ transaction_id: 'TXN-A', reference: 'KRO-AAAAAA', transaction_services: 'fund_transfer', status: 'success', bank_name: 'GTBank', narration: 'Withdrawal to GTBank', driver_id: { _id: 'd1', email: 'ade.driver@example.ng' }, user_id: null, lagosCommission: 0 }),
  tx({ transaction_id: 'TXN-B', reference: 'KRO-BBBBBB', transaction_services: 'fund_transfer', status: 'failed', bank_name: 'Access Bank', narration: 'Withdrawal to Access Bank', lagosCommission: 0 }),
  tx({ transaction_id: 'TXN-C', reference: 'KRO-CCCCCC', transaction_services: 'fund_transfer', status: 'failed', bank_name: 'GTBank', narration: 'Withdrawal to GTBank', lagosCommission: 0 }),
  tx({ transaction_id: 'TXN-D', reference: 'KRO-DDDDDD', transaction_services: 'user_fare_payment', status: 'failed', narration: 'Trip fare GTBank lookalike' }),
  tx({ transaction_id: 'TXN-E', reference: 'KRO-EEEEEE', transaction_services: 'fund_account', status: 'pending', narration: 'Wallet top-up', lagosCommission: 0 }),
  tx({ transaction_id: 'TXN-F', reference: 'KRO-FFFFFF', transaction_services: 'driver_fare_payment', status: 'success', user_id: null, driver_id: { _id: 'd2', email: 'bola.driver@example.ng' }, transaction_type: 'credit', lagosCommission: 30 }),
  tx({ transaction_id: 'TXN-G', reference: 'KRO-GGGGGG', transaction_services: 'user_fare_payment', status: 'reversed', lagosCommission: 45.5 }),
];

function table(name = ADMIN_TITLE) {
  return screen.getByRole('table', { name });
}
/** Body rows of the table (the header row left out). */
function bodyRows(name = ADMIN_TITLE) {
  return within(table(name)).getAllByRole('row').slice(1);
}
function shownIds(name = ADMIN_TITLE) {
  return bodyRows(name).map((r) => within(r).queryByText(/^TXN-/)?.textContent ?? null);
}
function card(label: string) {
  return screen.getByRole('group', { name: label });
}
async function loaded(name = ADMIN_TITLE) {
  await waitFor(() => expect(within(table(name)).queryAllByRole('cell', { name: /^TXN-|—/ }).length).toBeGreaterThan(0), { timeout: 4000 });
}

describe('TransactionsPage (admin)', () => {
  it('shows the ledger: title, four cards from the totals, 25 rows and the success toast', async () => {
    renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: ADMIN_TITLE })).toBeInTheDocument();
    await findToast('Transactions data loaded');
    await loaded();
    const all = transactions();
    const totals = transactionTotals();
    // The cards sum the records the table holds: with no filter, the whole ledger, as the server's totals.
    await waitFor(() => expect(card('Total Transactions')).toHaveTextContent(formatNumber(all.length)));
    expect(card('Total Amount')).toHaveTextContent(money(totals.totalAmount));
    expect(card('Total Kero Commission')).toHaveTextContent(money(totals.totalKeroCommission));
    expect(card('Total Lagos Commission')).toHaveTextContent(money(totals.totalLagosCommission));
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText(all[0]!.transaction_id)).toBeInTheDocument();
    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    // The reference shows under the id and the type under the service (docs/product.md §2, "No cut figures").
    expect(headers).toEqual([
      'S/N',
      'Transaction ID',
      'User/Driver',
      'Service',
      'Amount',
      'Charges',
      'Settled Amount',
      'Kero Commission',
      'Status',
      'Date',
    ]);
    for (const name of ['All Services', 'Fund Transfer', 'Fund Account', 'User Fare', 'Driver Fare']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('tab', { name: 'All Services' })).toHaveAttribute('aria-selected', 'true');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Status', 'Successful', 'Pending', 'Failed']);
    expect(screen.getByPlaceholderText('Search transactions...')).toBeInTheDocument();
  });

  it('renders amounts in naira without division, the service label and status badges', async () => {
    serve(LEDGER);
    renderAdmin();
    await loaded();
    const row = bodyRows().find((r) => within(r).queryByText('TXN-F'))!;
    expect(row).toHaveTextContent('Driver Fare');
    expect(row).toHaveTextContent('Credit');
    expect(row).toHaveTextContent(money(1000));
    expect(row).toHaveTextContent('bola.driver@example.ng');
    expect(within(row).getByText('Success').closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    const reversed = bodyRows().find((r) => within(r).queryByText('TXN-G'))!;
    expect(within(reversed).getByText('reversed').closest('[data-tone]')).toHaveAttribute('data-tone', 'neutral');
    const pending = bodyRows().find((r) => within(r).queryByText('TXN-E'))!;
    expect(within(pending).getByText('Pending').closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
    const failed = bodyRows().find((r) => within(r).queryByText('TXN-B'))!;
    expect(within(failed).getByText('Failed').closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
  });

  it('combines service tab, status and search, and keeps them in the URL', async () => {
    serve(LEDGER);
    const { user, router } = renderAdmin();
    await loaded();
    expect(shownIds()).toHaveLength(7);

    await user.click(screen.getByRole('tab', { name: 'Fund Transfer' }));
    await waitFor(() => expect(shownIds().sort()).toEqual(['TXN-A', 'TXN-B', 'TXN-C']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() => expect(shownIds().sort()).toEqual(['TXN-B', 'TXN-C']));

    // The bank name is searchable though it is not a column; TXN-D mentions GTBank but is not a fund transfer.
    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), 'gtbank');
    await waitFor(() => expect(shownIds()).toEqual(['TXN-C']));

    // The search reaches the URL once typing pauses (src/ui/DataTable/useTableState.ts).
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('gtbank'), { timeout: 3000 });
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('service')).toBe('fund_transfer');
    expect(params.get('status')).toBe('failed');

    await user.click(screen.getByRole('tab', { name: 'All Services' }));
    await waitFor(() => expect(shownIds().sort()).toEqual(['TXN-C', 'TXN-D']));
  });

  it('restores tab, status and search from a shared link', async () => {
    serve(LEDGER);
    renderAdmin('/dashboard/transactions?service=fund_transfer&status=failed&q=withdrawal');
    await loaded();
    // TXN-A is a successful withdrawal; TXN-D a failed fare: each filter takes part.
    await waitFor(() => expect(shownIds().sort()).toEqual(['TXN-B', 'TXN-C']));
    expect(screen.getByRole('tab', { name: 'Fund Transfer' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('failed');
    expect(screen.getByRole('searchbox', { name: 'Search transactions' })).toHaveValue('withdrawal');
  });

  it('searches by user or driver e-mail and shows the empty text when nothing matches', async () => {
    serve(LEDGER);
    const { user } = renderAdmin();
    await loaded();
    const box = screen.getByRole('searchbox', { name: 'Search transactions' });
    await user.type(box, 'bola.driver');
    await waitFor(() => expect(shownIds()).toEqual(['TXN-F']));
    await user.clear(box);
    await user.type(box, 'no such thing');
    expect(await screen.findByText('No transactions found for the selected filters')).toBeInTheDocument();
  });

  it('shows the empty text for a filter combination with no records', async () => {
    serve(LEDGER);
    const { user } = renderAdmin();
    await loaded();
    await user.click(screen.getByRole('tab', { name: 'Fund Account' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'success');
    expect(await screen.findByText('No transactions found for the selected filters')).toBeInTheDocument();
  });

  it('masks e-mails and commissions with the display switches', async () => {
    serve(LEDGER);
    const { user } = renderAdmin();
    await loaded();
    expect(screen.getByText(emailText('bola.driver@example.ng'))).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Email' }));
    expect(screen.queryByText(emailText('bola.driver@example.ng'))).not.toBeInTheDocument();
    const row = bodyRows().find((r) => within(r).queryByText('TXN-F'))!;
    expect(within(row).getAllByText('Hidden').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('switch', { name: 'Commissions' }));
    expect(within(row).getAllByText('Hidden')).toHaveLength(2);
  });

  it('opens "Transaction Details" with every field by click and by Enter', async () => {
    serve([
      tx({
        transaction_id: 'TXN-W',
        reference: 'KRO-WWWWWW',
        user_id: null,
        driver_id: { _id: 'd9', email: 'wale@example.ng' },
        amount: 15000,
        settled_amount: 14950,
        charges: 50,
        keroCommission: 0,
        lagosCommission: 0,
        transaction_services: 'fund_transfer',
        status: 'pending',
        narration: 'Withdrawal to Zenith Bank',
        trip_id: null,
        account_no: '0123456789',
        bank_name: 'Zenith Bank',
      }),
    ]);
    const { user } = renderAdmin();
    await loaded();
    await user.click(screen.getByText('TXN-W'));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    const d = within(dialog);
    const value = (label: string) => d.getByText(label).closest('div')!;
    expect(value('Transaction ID')).toHaveTextContent('TXN-W');
    expect(value('Reference')).toHaveTextContent('KRO-WWWWWW');
    expect(value('Driver Email')).toHaveTextContent('wale@example.ng');
    expect(value('Amount')).toHaveTextContent(money(15000));
    expect(value('Settled Amount')).toHaveTextContent(money(14950));
    expect(value('Charges')).toHaveTextContent(money(50));
    expect(value('Kero Commission')).toHaveTextContent(money(0));
    expect(value('Lagos Commission')).toHaveTextContent(money(0));
    expect(value('Service')).toHaveTextContent('Fund Transfer');
    expect(value('Type')).toHaveTextContent('Debit');
    expect(value('Status')).toHaveTextContent('Pending');
    expect(value('Date')).toHaveTextContent('2026');
    expect(value('Narration')).toHaveTextContent('Withdrawal to Zenith Bank');
    expect(value('Trip ID')).toHaveTextContent('—');
    expect(value('Account Number')).toHaveTextContent('0123456789');
    expect(value('Bank Name')).toHaveTextContent('Zenith Bank');

    await user.click(d.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = bodyRows()[0]!;
    row.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Transaction Details' })).toBeInTheDocument();
  });

  it('a 401 signs out and lands on the sign-in screen', async () => {
    server.use(http.get(ENDPOINT, () => HttpResponse.json({ message: 'Invalid or expired token' }, { status: 401 })));
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' }, { timeout: 4000 })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('admin')).toBeNull();
  });

  it('a 500 shows the server message in a toast and the error panel', async () => {
    server.use(http.get(ENDPOINT, () => HttpResponse.json({ message: 'Ledger is being rebuilt' }, { status: 500 })));
    renderAdmin();
    expect(await findToast('Ledger is being rebuilt')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transactions could not be loaded' })).toBeInTheDocument();
  });

  it('no answer shows the network toast and the error panel', async () => {
    server.use(http.get(ENDPOINT, () => HttpResponse.error()));
    renderAdmin();
    expect(await findToast('Network error. Please check your connection.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Transactions could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a body that is not JSON shows the fallback error', async () => {
    server.use(http.get(ENDPOINT, () => new HttpResponse('<html>gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })));
    renderAdmin();
    expect(await findToast('Error fetching transactions data')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transactions could not be loaded' })).toBeInTheDocument();
  });

  it('renders malformed records with placeholders and never crashes', async () => {
    serve(
      [
        tx({ transaction_id: 'TXN-BAD', user_id: 'oops', amount: 'x', charges: null, status: 'reversed', createdAt: 'yesterday', transaction_services: 42 }),
        tx({ transaction_id: 'TXN-LONG', reference: `<img src=x onerror=alert(1)>${'R'.repeat(400)}`, narration: '<b>bold</b>' }),
        'not a record',
        null,
      ],
      'nonsense',
    );
    renderAdmin();
    await loaded();
    expect(shownIds()).toEqual(['TXN-BAD', 'TXN-LONG']);
    const bad = bodyRows()[0]!;
    // e-mail, service, amount, charges and date are unreadable: five placeholders.
    expect(within(bad).getAllByText('—').length).toBeGreaterThanOrEqual(5);
    expect(within(bad).getByText('reversed').closest('[data-tone]')).toHaveAttribute('data-tone', 'neutral');
    // Markup from the server is text, never elements.
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText(/^<img src=x/)).toBeInTheDocument();
    // Totals that are not an object do not matter: the cards sum the rows, an unreadable amount as 0.
    await waitFor(() => expect(card('Total Amount')).toHaveTextContent(money(1000)));
    expect(card('Total Transactions')).toHaveTextContent('2');
  });
});

describe('TransactionsPage (lagos)', () => {
  it('shows only records with a Lagos commission, two cards, no tabs and no amount columns', async () => {
    serve(LEDGER);
    renderLagos();
    expect(screen.getByRole('heading', { level: 1, name: LAGOS_TITLE })).toBeInTheDocument();
    await findToast('Transactions data loaded');
    await loaded(LAGOS_TITLE);
    expect(shownIds(LAGOS_TITLE).sort()).toEqual(['TXN-D', 'TXN-F', 'TXN-G']);
    expect(screen.getAllByRole('group').filter((g) => g.textContent?.startsWith('Total')).map((g) => g.getAttribute('aria-label') ?? g.textContent)).toHaveLength(2);
    await waitFor(() => expect(card('Total Transactions')).toHaveTextContent('3'));
    // 30 + 30 + 45.50 from the visible rows (the server's totals say 90).
    expect(card('Total Lagos Commission')).toHaveTextContent(money(105.5));
    expect(screen.queryByRole('group', { name: 'Total Amount' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total Kero Commission' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const headers = within(table(LAGOS_TITLE)).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toContain('Lagos Commission');
    for (const h of ['Amount', 'Charges', 'Settled Amount', 'Kero Commission']) expect(headers).not.toContain(h);
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
  });

  it('ignores a service in the URL and filters by status', async () => {
    serve(LEDGER);
    const { user } = renderLagos('/dashboard/lagos/transactions?service=fund_transfer');
    await loaded(LAGOS_TITLE);
    expect(shownIds(LAGOS_TITLE)).toHaveLength(3);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'success');
    await waitFor(() => expect(shownIds(LAGOS_TITLE)).toEqual(['TXN-F']));
  });

  it('details leave out the amounts lagos does not see', async () => {
    serve(LEDGER);
    const { user } = renderLagos();
    await loaded(LAGOS_TITLE);
    await user.click(screen.getByText('TXN-F'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Transaction Details' }));
    expect(dialog.getByText('Lagos Commission')).toBeInTheDocument();
    expect(dialog.queryByText('Kero Commission')).not.toBeInTheDocument();
    expect(dialog.queryByText('Amount')).not.toBeInTheDocument();
  });
});

describe('TransactionsPage: prototype names as values', () => {
  it('shows "__proto__", "constructor" and "toString" as text in the table and in the details', async () => {
    serve([
      tx({ transaction_id: 'TXN-P1', transaction_services: '__proto__', transaction_type: 'constructor', status: 'toString' }),
      tx({ transaction_id: 'TXN-P2', transaction_services: 'toString', transaction_type: '__proto__', status: '__proto__' }),
    ]);
    const { user } = renderAdmin();
    await loaded();
    expect(shownIds().sort()).toEqual(['TXN-P1', 'TXN-P2']);
    await user.click(screen.getByText('TXN-P1'));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    const value = (label: string) => within(dialog).getByText(label).closest('div')!;
    expect(value('Service')).toHaveTextContent('__proto__');
    expect(value('Type')).toHaveTextContent('constructor');
    expect(value('Status')).toHaveTextContent('toString');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
