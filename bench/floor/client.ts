/**
 * The bench's floor in client mode (docs/performance.md, "Kero against a floor", client mode): the least a
 * page can do to search and sort a whole list in the browser. React only: no design system, no SWR, no
 * workers, no schema. One request for the whole list (no `page`: `mock:server` then answers every record,
 * no `paging`), parsed on the main thread; on load, each record's search text (src/lib/listQuery.ts's
 * searchText: the same fields client mode searches) and, per sortable column of the list's definition, its
 * sort key (src/core/order.ts's normaliseKey). A key filters with `String.prototype.includes` over the
 * texts in the current order; a sort click sorts the positions on the precomputed keys by the one sort
 * rule (compareKeys: missing keys last, ties in list order). 25 rows painted, "Showing X of Y results"
 * as the console says it, so the bench's probes (scripts/lib/bench-page.mjs) read the same DOM shape.
 */
import { createElement as h, useEffect, useMemo, useState } from 'react';
import { compareKeys, normaliseKey } from '../../src/core/order';
import { normaliseSearch, searchText, TRANSACTIONS, TRIPS, type ListDef } from '../../src/lib/listQuery';
import type { Transaction, Trip } from '../../src/lib/schemas/lists';

const LIMIT = 25;
const count = new Intl.NumberFormat('en-NG');

interface Column<R> {
  header: string;
  /** The column id in the definition's `sort`, or null. */
  sort: string | null;
  cell: (r: R) => string;
}

interface ClientList<R> {
  caption: string;
  path: string;
  /** The records of the whole-list answer (as sent: the floor validates nothing). */
  records: (body: unknown) => R[];
  def: ListDef<R>;
  columns: Column<R>[];
  rowKey: (r: R) => string;
}

const s = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

const transactions: ClientList<Transaction> = {
  caption: 'Transactions',
  path: '/api/admin/get-all-transactions',
  records: (body) => (body as { data: { data: Transaction[] } }).data.data,
  def: TRANSACTIONS,
  columns: [
    { header: 'Transaction ID', sort: 'transactionId', cell: (t) => `${s(t.transaction_id)} ${s(t.reference)}` },
    { header: 'User/Driver', sort: 'party', cell: (t) => s(t.user_id?.email ?? t.driver_id?.email) },
    { header: 'Service', sort: 'service', cell: (t) => s(t.transaction_services) },
    { header: 'Amount', sort: 'amount', cell: (t) => s(t.amount) },
    { header: 'Status', sort: 'status', cell: (t) => s(t.status) },
    { header: 'Date', sort: 'date', cell: (t) => s(t.createdAt) },
  ],
  rowKey: (t) => s(t._id),
};

const rides: ClientList<Trip> = {
  caption: 'Rides',
  path: '/api/admin/get-all-trips',
  records: (body) => (body as { trips: Trip[] }).trips,
  def: TRIPS,
  columns: [
    { header: 'Ride ID', sort: 'rideId', cell: (r) => s(r.rideId) },
    { header: 'Driver', sort: 'driver', cell: (r) => s(r.driverName) },
    { header: 'Rider', sort: 'rider', cell: (r) => s(r.riderName) },
    { header: 'Distance (m)', sort: 'distance', cell: (r) => s(r.distance) },
    { header: 'Fare', sort: 'fare', cell: (r) => s(r.fare) },
    { header: 'Status', sort: 'status', cell: (r) => s(r.status) },
  ],
  rowKey: (r) => s(r.rideId),
};

interface Held<R> {
  records: R[];
  texts: string[];
  /** Per sortable column of the definition: each record's key as compared. */
  keys: Record<string, (number | string | null)[]>;
}

function prepare<R>(list: ClientList<R>, records: R[]): Held<R> {
  const texts = records.map((r) => searchText(list.def, r));
  const keys: Held<R>['keys'] = {};
  for (const [id, sd] of Object.entries(list.def.sort)) keys[id] = records.map((r) => normaliseKey(sd.key(r)));
  return { records, texts, keys };
}

function sortedPositions(n: number, keys: (number | string | null)[] | undefined, desc: boolean): Int32Array {
  const idx = new Int32Array(n);
  for (let i = 0; i < n; i++) idx[i] = i;
  if (!keys) return idx;
  return idx.sort((a, b) => {
    const x = keys[a]!;
    const y = keys[b]!;
    if (x === null) return y === null ? a - b : 1;
    if (y === null) return -1;
    const c = compareKeys(x, y);
    return (desc ? -c : c) || a - b;
  });
}

function clientFloor<R>(list: ClientList<R>, api: string, token: string) {
  return function ClientFloor() {
    const [held, setHeld] = useState<Held<R> | null>(null);
    const [q, setQ] = useState('');
    const [sort, setSort] = useState<{ id: string; desc: boolean } | null>(null);

    useEffect(() => {
      fetch(`${api}${list.path}`, { headers: { Authorization: `Bearer ${token}` } })
        .then((r) => r.json() as Promise<unknown>)
        .then((body) => setHeld(prepare(list, list.records(body))))
        .catch(() => {});
    }, []);

    const n = held?.records.length ?? 0;
    const order = useMemo(() => sortedPositions(n, sort ? held?.keys[sort.id] : undefined, sort?.desc ?? false), [held, n, sort]);
    const view = useMemo(() => {
      const query = normaliseSearch(q);
      const rows: number[] = [];
      if (!held) return { rows, total: 0 };
      if (query === '') {
        for (let j = 0; j < Math.min(LIMIT, n); j++) rows.push(order[j]!);
        return { rows, total: n };
      }
      let total = 0;
      for (let j = 0; j < n; j++) {
        const i = order[j]!;
        if (held.texts[i]!.includes(query)) {
          if (rows.length < LIMIT) rows.push(i);
          total++;
        }
      }
      return { rows, total };
    }, [held, n, order, q]);

    const clickSort = (id: string) => setSort((cur) => (cur?.id !== id ? { id, desc: false } : cur.desc ? null : { id, desc: true }));
    return h(
      'main',
      null,
      h('input', { type: 'search', 'aria-label': `Search ${list.caption.toLowerCase()}`, value: q, onChange: (e: { target: { value: string } }) => setQ(e.target.value) }),
      h('div', { role: 'status' }, held ? `Showing ${count.format(view.rows.length)} of ${count.format(view.total)} results` : ''),
      h(
        'table',
        { 'aria-busy': held ? undefined : true },
        h('caption', null, list.caption),
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            list.columns.map((c) =>
              h(
                'th',
                { key: c.header, 'aria-sort': c.sort && sort?.id === c.sort ? (sort.desc ? 'descending' : 'ascending') : undefined },
                c.sort ? h('button', { onClick: () => clickSort(c.sort!) }, c.header) : c.header,
              ),
            ),
          ),
        ),
        h(
          'tbody',
          null,
          held ? view.rows.map((i) => h('tr', { key: list.rowKey(held.records[i]!) }, list.columns.map((c) => h('td', { key: c.header }, c.cell(held.records[i]!))))) : null,
        ),
      ),
    );
  };
}

/** The client-mode floor of `?list=` (transactions, the default, or rides). */
export function clientFloorOf(name: string | null, api: string, token: string) {
  return name === 'rides' ? clientFloor(rides, api, token) : clientFloor(transactions, api, token);
}
