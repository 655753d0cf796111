import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { resetListModes } from '../../lib/api/paging';
import { renderScreen } from '../../testing/renderScreen';
import TransactionsPage from './TransactionsPage';

const ENDPOINT = '*/api/admin/get-all-transactions';
const TITLE = 'Transactions Management';

function tx(over: Record<string, unknown>): Record<string, unknown> {
  return {
    _id: `id-${String(over.transaction_id)}`,
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

// Lagos is UTC+1: 23:30Z on 31 Oct is 00:30 on 1 Nov in Lagos.
const LEDGER = [
  tx({ transaction_id: 'TXN-A', createdAt: '2026-10-31T22:59:00.000Z', amount: 100, keroCommission: 1, lagosCommission: 2 }), // 31 Oct Lagos
  tx({ transaction_id: 'TXN-B', createdAt: '2026-10-31T23:30:00.000Z', amount: 200, keroCommission: 3, lagosCommission: 4 }), // 1 Nov Lagos
  tx({ transaction_id: 'TXN-C', createdAt: '2026-11-02T12:00:00.000Z', amount: 300.5, keroCommission: 5, lagosCommission: 6, status: 'failed' }),
  tx({ transaction_id: 'TXN-D', createdAt: '2026-11-02T23:00:00.000Z', amount: 400, keroCommission: 7, lagosCommission: 8 }), // 3 Nov Lagos
  tx({ transaction_id: '=HYPERLINK("x")', createdAt: '2026-11-01T09:00:00.000Z', amount: -50, reference: 'a,"b"', user_id: null, driver_id: { _id: 'd9', email: 'd@example.ng' }, trip_id: null }),
];

function serve(records = LEDGER) {
  server.use(http.get(ENDPOINT, () => HttpResponse.json({ message: 'ok', data: { data: records, totals: { totalAmount: 9000, totalLagosCommission: 90, totalKeroCommission: 450 } } })));
}

function renderAdmin(url = '/dashboard/transactions') {
  return renderScreen(<TransactionsPage role="admin" />, { path: '/dashboard/transactions', url, role: 'admin' });
}

const rows = () => within(screen.getByRole('table', { name: TITLE })).getAllByRole('row').slice(1);
// The id is the cell's first line (the reference shows under it).
const ids = () => rows().map((r) => within(r).getAllByRole('cell')[1]!.querySelector('span > span')!.textContent);
const card = (name: string) => screen.getByRole('group', { name });
async function loaded() {
  await waitFor(() => expect(within(screen.getByRole('table', { name: TITLE })).queryAllByRole('cell', { name: /^TXN-/ }).length).toBeGreaterThan(0), { timeout: 4000 });
}

describe('TransactionsPage date range', () => {
  it('a range from the URL keeps its Lagos days, both ends inclusive, and the cards sum its rows "in range"', async () => {
    serve();
    renderAdmin('/dashboard/transactions?from=2026-11-01&to=2026-11-02');
    await loaded();
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue('custom');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(ids().sort()).toEqual(['=HYPERLINK("x")', 'TXN-B', 'TXN-C']);
    await waitFor(() => expect(card('Total Transactions in range')).toHaveTextContent('3'), { timeout: 4000 });
    expect(card('Total Amount in range')).toHaveTextContent('₦450.50');
    expect(card('Total Kero Commission in range')).toHaveTextContent('₦158.00');
    expect(screen.queryByRole('group', { name: 'Total Amount' })).not.toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Volume per day' })).toBeInTheDocument();
  });

  it('All time sums the whole ledger (not the answer totals); a preset writes from/to and back to All time removes them', async () => {
    serve();
    const { user, router } = renderAdmin();
    await loaded();
    // 100 + 200 + 300.5 + 400 - 50: the cards count the records the table holds (docs/product.md, "The ledger's figures").
    await waitFor(() => expect(card('Total Amount')).toHaveTextContent('₦950.50'), { timeout: 4000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Last 7 days');
    await waitFor(() => expect(router.state.location.search).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/));
    expect(card('Total Amount in range')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'All time');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(card('Total Amount')).toHaveTextContent('₦950.50'), { timeout: 4000 });
  });

  it('Custom shows From and To; typing a day filters', async () => {
    serve();
    const { user, router } = renderAdmin();
    await loaded();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Custom');
    const to = screen.getByLabelText('To');
    await user.type(to, '2026-10-31');
    await waitFor(() => expect(router.state.location.search).toBe('?to=2026-10-31'));
    await waitFor(() => expect(ids()).toEqual(['TXN-A']));
  });
});

describe('TransactionsPage export', () => {
  let blobs: Blob[];
  beforeEach(() => {
    blobs = [];
    Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:x')), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  async function exportText(user: { click: (el: Element) => Promise<void> }) {
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    // UTF-8 with a byte-order mark, so Excel reads ₦ and names right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  }

  it('writes the filtered, sorted view with visible columns, typed and formula-safe cells', async () => {
    serve();
    const { user } = renderAdmin('/dashboard/transactions?status=success&sort=amount.desc');
    await loaded();
    const text = await exportText(user);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('S/N,Transaction ID,Reference,User/Driver,Service,Type,Amount,Charges,Settled Amount,Kero Commission,Status,Date');
    expect(lines.slice(1, -1).map((l) => l.split(',')[1])).toEqual(['TXN-D', 'TXN-B', 'TXN-A', `"'=HYPERLINK(""x"")"`]);
    expect(lines[1]).toBe('1,TXN-D,KRO-000000,rider@example.ng,User Fare,Debit,400.00,10.00,990.00,7.00,Success,2026-11-03T00:00:00+01:00');
    // A negative amount stays a number; text with a comma and quotes is quoted.
    expect(lines[4]).toContain(`"a,""b""",d@example.ng`);
    expect(lines[4]).toContain(',-50.00,');
    expect(lines.at(-1)).toBe('');
  });

  it('leaves out masked columns (display switches)', async () => {
    serve();
    const { user } = renderAdmin();
    await loaded();
    await user.click(screen.getByRole('switch', { name: /email/i }));
    await user.click(screen.getByRole('switch', { name: /commission/i }));
    const header = (await exportText(user)).slice(1).split('\r\n')[0];
    expect(header).toBe('S/N,Transaction ID,Reference,Service,Type,Amount,Charges,Settled Amount,Status,Date');
  });
});

describe('TransactionsPage record links', () => {
  it('a row opens ?open=<id>; the dialog links to its ride and rider and has Copy link', async () => {
    serve();
    const { user, router } = renderAdmin();
    await loaded();
    await user.click(within(rows().find((r) => r.textContent?.includes('TXN-B'))!).getAllByRole('cell')[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(router.state.location.search).toBe('?open=id-TXN-B');
    expect(within(dialog).getByRole('link', { name: 'View ride' })).toHaveAttribute('href', '/dashboard/rides?open=trip-1');
    expect(within(dialog).getByRole('link', { name: 'View rider' })).toHaveAttribute('href', '/dashboard/riders?open=u1');
    expect(within(dialog).queryByRole('link', { name: 'View driver' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('a link opens its dialog once the list is there, or says the record is not found', async () => {
    serve();
    renderAdmin('/dashboard/transactions?open=id-TXN-C');
    expect(await screen.findByRole('dialog', { name: 'Transaction Details' }, { timeout: 4000 })).toHaveTextContent('TXN-C');
  });

  it('an unknown id shows "Transaction not found"', async () => {
    serve();
    const { user, router } = renderAdmin('/dashboard/transactions?open=nope');
    const dialog = await screen.findByRole('dialog', { name: 'Transaction not found' }, { timeout: 4000 });
    expect(dialog).toHaveTextContent('nope');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a refresh keeps the open dialog, the filters and the page', async () => {
    serve();
    const { user, router } = renderAdmin('/dashboard/transactions?status=success&open=id-TXN-A');
    await screen.findByRole('dialog', { name: 'Transaction Details' }, { timeout: 4000 });
    serve(LEDGER.map((t) => (t.transaction_id === 'TXN-A' ? { ...t, reference: 'KRO-NEW' } : t)));
    // The dialog is modal: refresh as focus revalidation would, through the header button's handler.
    const refresh = screen.getByRole('button', { name: 'Refresh', hidden: true });
    refresh.click();
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Transaction Details' })).toHaveTextContent('KRO-NEW'));
    expect(router.state.location.search).toBe('?status=success&open=id-TXN-A');
    void user;
  });
});

describe('TransactionsPage in server mode, with figures it cannot read', () => {
  const day = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  const volumes: [string, unknown][] = [
    ['a day that is not YYYY-MM-DD', { days: ['__proto__'], amounts: [1], counts: [1] }],
    ['a day that is no calendar day', { days: ['2026-02-30'], amounts: [1], counts: [1] }],
    ['more days than a chart shows', { days: Array.from({ length: 367 }, (_, i) => day(i)), amounts: Array(367).fill(1), counts: Array(367).fill(1) }],
    ['arrays of other lengths', { days: [day(0), day(1)], amounts: [1], counts: [1, 2] }],
  ];
  for (const [what, volume] of volumes) {
    it(`${what}: the rows stay, the cards read "—" and the chart has no data`, async () => {
      resetListModes('server');
      server.use(
        http.get(ENDPOINT, () =>
          HttpResponse.json({
            message: 'ok',
            data: { data: LEDGER.slice(0, 2), totals: {}, paging: { page: 1, limit: 25, total: 2 }, figures: { count: 2, amount: 300, keroCommission: 4, lagosCommission: 6, volume } },
          }),
        ),
      );
      renderAdmin();
      await loaded();
      expect(ids()).toEqual(['TXN-A', 'TXN-B']);
      expect(card('Total Transactions')).toHaveTextContent('—');
      const chart = screen.getByRole('figure', { name: 'Volume per day' });
      expect(chart).toHaveTextContent('No data to chart');
      expect(chart).not.toHaveTextContent('Loading…');
    });
  }
});
