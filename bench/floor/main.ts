/**
 * The bench's floor (docs/performance.md, "Kero against a floor"): the least a page can do to show the
 * transactions screen's server pages. React only: no design system, no SWR, no workers, no schema. It asks
 * the same `mock:server` for the same paged answers as the console (`page`, `limit=25`, `q`, `sort`/`order`,
 * `service`), one request per change (the previous one aborted), and paints the 25 rows. The bench's
 * probes (scripts/lib/bench-page.mjs) read the same DOM shape: `main input[type=search]`, `main
 * [role=status]`, `main table` (aria-busy while a request is out), sort buttons in the headers, tabs.
 *
 * URL: `?api=<mock origin>&token=<bearer token>` (the bench signs in and passes its token). With
 * `&mode=client&list=transactions|rides`: the client-mode floor instead (./client.ts), one whole-list
 * request searched and sorted in the page.
 */
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { clientFloorOf } from './client';
import { API, LIMIT, params, SERVICES, TOKEN } from './page';

interface Tx {
  _id: string;
  transaction_id: string;
  reference: string;
  user_id: { email: string | null } | null;
  driver_id: { email: string | null } | null;
  transaction_services: string;
  amount: number;
  status: string;
  createdAt: string;
}
interface Answer {
  data: { data: Tx[]; paging: { page: number; limit: number; total: number } };
}

const COLUMNS: { header: string; sort: string | null; cell: (t: Tx) => string }[] = [
  { header: 'Transaction ID', sort: null, cell: (t) => t.transaction_id },
  { header: 'Reference', sort: null, cell: (t) => t.reference },
  { header: 'Party', sort: null, cell: (t) => t.user_id?.email ?? t.driver_id?.email ?? '' },
  { header: 'Service', sort: null, cell: (t) => t.transaction_services },
  { header: 'Amount', sort: 'amount', cell: (t) => String(t.amount) },
  { header: 'Status', sort: null, cell: (t) => t.status },
  { header: 'Date', sort: 'createdAt', cell: (t) => t.createdAt },
];

function Floor() {
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<{ field: string; desc: boolean } | null>(null);
  const [page, setPage] = useState(1);
  const [service, setService] = useState('');
  const [answer, setAnswer] = useState<Answer['data'] | null>(null);
  const [busy, setBusy] = useState(true);

  useEffect(() => {
    const ctl = new AbortController();
    const qs = new URLSearchParams({ page: String(page), limit: String(LIMIT) });
    if (q.trim()) qs.set('q', q.trim());
    if (sort) {
      qs.set('sort', sort.field);
      qs.set('order', sort.desc ? 'desc' : 'asc');
    }
    if (service) qs.set('service', service);
    setBusy(true);
    fetch(`${API}/api/admin/get-all-transactions?${qs}`, { headers: { Authorization: `Bearer ${TOKEN}` }, signal: ctl.signal })
      .then((r) => r.json() as Promise<Answer>)
      .then((a) => {
        setAnswer(a.data);
        setBusy(false);
      })
      .catch(() => {});
    return () => ctl.abort();
  }, [q, sort, page, service]);

  const rows = answer?.data ?? [];
  const total = answer?.paging.total ?? 0;
  const clickSort = (field: string) => {
    setSort((s) => (s?.field !== field ? { field, desc: false } : s.desc ? null : { field, desc: true }));
    setPage(1);
  };
  return h(
    'main',
    null,
    h('input', { type: 'search', 'aria-label': 'Search transactions', value: q, onChange: (e: { target: { value: string } }) => (setQ(e.target.value), setPage(1)) }),
    h(
      'div',
      { role: 'tablist' },
      SERVICES.map(([value, label]) =>
        h('button', { key: value, role: 'tab', 'aria-selected': service === value, onClick: () => (setService(value), setPage(1)) }, label),
      ),
    ),
    h('div', { role: 'status' }, answer ? `Showing ${total === 0 ? 0 : (page - 1) * LIMIT + 1}–${Math.min(page * LIMIT, total)} of ${total}` : ''),
    h(
      'table',
      { 'aria-busy': busy || undefined },
      h('caption', null, 'Transactions'),
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          COLUMNS.map((c) =>
            h(
              'th',
              { key: c.header, 'aria-sort': c.sort && sort?.field === c.sort ? (sort.desc ? 'descending' : 'ascending') : undefined },
              c.sort ? h('button', { onClick: () => clickSort(c.sort!) }, c.header) : c.header,
            ),
          ),
        ),
      ),
      h(
        'tbody',
        null,
        rows.map((t) => h('tr', { key: t._id }, COLUMNS.map((c) => h('td', { key: c.header }, c.cell(t))))),
      ),
    ),
    h('nav', { 'aria-label': 'Pagination' }, h('button', { disabled: page * LIMIT >= total, onClick: () => setPage((p) => p + 1) }, 'Next')),
  );
}

createRoot(document.getElementById('root')!).render(h(params.get('mode') === 'client' ? clientFloorOf(params.get('list'), API, TOKEN) : Floor));
