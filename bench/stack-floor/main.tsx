/**
 * The bench's stack floor (docs/performance.md, "The fixed stack's own cost"): the floor's job (bench/floor:
 * the same paged answers, the same 25 rows of the same 7 raw cells, the same DOM shape for the probes) done
 * with the libraries the console is built on and nothing of its own: React, react-router-dom (the table's
 * state in the URL, as the console keeps it), styled-components (a theme and the table's styled parts), SWR
 * (one key per query, the last answer kept while the next loads), zod (the answer checked before it is
 * shown) and TanStack Table (the columns and rows, manual sorting and paging). It tells how much of Kero's
 * time over the floor any page of this stack pays before it shows what the console shows.
 *
 * URL: `?api=<mock origin>&token=<bearer token>`, as the floor's; the table's state is added beside them.
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useSearchParams } from 'react-router-dom';
import styled, { createGlobalStyle, ThemeProvider } from 'styled-components';
import useSWR from 'swr';
import { z } from 'zod';
import { API, LIMIT, SERVICES, TOKEN } from '../floor/page';
import { columnVisibilityFeature, FlexRender, rowPaginationFeature, rowSortingFeature, tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';

const Party = z.object({ email: z.string().nullable().optional() }).nullable().optional();
const Tx = z.object({
  _id: z.string(),
  transaction_id: z.string(),
  reference: z.string(),
  user_id: Party,
  driver_id: Party,
  transaction_services: z.string(),
  amount: z.number(),
  status: z.string(),
  createdAt: z.string(),
});
type Tx = z.infer<typeof Tx>;
const Answer = z.object({ data: z.object({ data: z.array(Tx), paging: z.object({ page: z.number(), limit: z.number(), total: z.number() }) }) });
type Page = z.infer<typeof Answer>['data'];

const theme = { text: '#1d1b16', muted: '#6b645a', line: '#e4ded4', accent: '#8a6a2f', surface: '#fff', busy: 0.6 };
type Theme = typeof theme;
/** A theme value for a styled component's CSS (the console's DefaultTheme is its own: this page reads its own theme). */
const th =
  (key: keyof Theme) =>
  (p: { theme?: object }): string | number =>
    (p.theme as Theme)[key];

const Global = createGlobalStyle`
  body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: ${th('text')}; background: ${th('surface')}; }
`;
const Main = styled.main`
  padding: 16px 24px;
`;
const Search = styled.input`
  border: 1px solid ${th('line')};
  border-radius: 6px;
  padding: 6px 10px;
`;
const Tab = styled.button<{ $on: boolean }>`
  border: 0;
  background: none;
  padding: 6px 10px;
  border-bottom: 2px solid ${(p) => (p.$on ? th('accent')(p) : 'transparent')};
`;
const Table = styled.table<{ $busy: boolean }>`
  width: 100%;
  border-collapse: collapse;
  opacity: ${(p) => (p.$busy ? th('busy')(p) : 1)};
`;
const Th = styled.th`
  text-align: start;
  border-bottom: 1px solid ${th('line')};
  padding: 8px;
`;
const Td = styled.td`
  border-bottom: 1px solid ${th('line')};
  padding: 8px;
`;
const SortButton = styled.button`
  border: 0;
  background: none;
  font: inherit;
  color: ${th('accent')};
`;

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature, columnVisibilityFeature });
const cell = (id: string, header: string, value: (t: Tx) => string, sortable = false): ColumnDef<typeof features, Tx> => ({ id, header, accessorFn: value, cell: (c) => value(c.row.original), enableSorting: sortable });
const COLUMNS = [
  cell('transaction_id', 'Transaction ID', (t) => t.transaction_id),
  cell('reference', 'Reference', (t) => t.reference),
  cell('party', 'Party', (t) => t.user_id?.email ?? t.driver_id?.email ?? ''),
  cell('service', 'Service', (t) => t.transaction_services),
  cell('amount', 'Amount', (t) => String(t.amount), true),
  cell('status', 'Status', (t) => t.status),
  cell('createdAt', 'Date', (t) => t.createdAt, true),
];

async function read(path: string): Promise<Page> {
  const r = await fetch(`${API}${path}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  return Answer.parse(await r.json()).data;
}

function Screen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1');
  const sort = params.get('sort');
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const service = params.get('service') ?? '';
  const set = (changes: Record<string, string | null>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [k, v] of Object.entries(changes)) if (v) next.set(k, v);
      else next.delete(k);
      return next;
    });
  const qs = new URLSearchParams({ page: String(page), limit: String(LIMIT) });
  if (q.trim()) qs.set('q', q.trim());
  if (sort) {
    qs.set('sort', sort);
    qs.set('order', order);
  }
  if (service) qs.set('service', service);
  const { data, isLoading, isValidating } = useSWR(`/api/admin/get-all-transactions?${qs}`, read, { keepPreviousData: true, revalidateOnFocus: false, dedupingInterval: 150 });
  const rows = data?.data ?? [];
  const total = data?.paging.total ?? 0;
  const table = useTable({
    features,
    columns: COLUMNS,
    data: rows,
    getRowId: (t) => t._id,
    state: { sorting: sort ? [{ id: sort, desc: order === 'desc' }] : [], pagination: { pageIndex: page - 1, pageSize: LIMIT } },
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
  });
  const busy = isLoading || isValidating;
  const clickSort = (field: string) => set({ sort: sort !== field ? field : order === 'desc' ? null : field, order: sort !== field ? 'asc' : order === 'desc' ? null : 'desc', page: null });
  return (
    <Main>
      <Search type="search" aria-label="Search transactions" value={q} onChange={(e) => set({ q: e.target.value, page: null })} />
      <div role="tablist">
        {SERVICES.map(([value, label]) => (
          <Tab key={value} role="tab" aria-selected={service === value} $on={service === value} onClick={() => set({ service: value || null, page: null })}>
            {label}
          </Tab>
        ))}
      </div>
      <div role="status">{data ? `Showing ${total === 0 ? 0 : (page - 1) * LIMIT + 1}–${Math.min(page * LIMIT, total)} of ${total}` : ''}</div>
      <Table aria-busy={busy || undefined} $busy={busy}>
        <caption>Transactions</caption>
        <thead>
          {table.getHeaderGroups().map((g) => (
            <tr key={g.id}>
              {g.headers.map((h) => (
                <Th key={h.id} aria-sort={sort === h.column.id ? (order === 'desc' ? 'descending' : 'ascending') : undefined}>
                  {h.column.getCanSort() ? <SortButton onClick={() => clickSort(h.column.id)}>{String(h.column.columnDef.header)}</SortButton> : String(h.column.columnDef.header)}
                </Th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((r) => (
            <tr key={r.id}>
              {r.getVisibleCells().map((c) => (
                <Td key={c.id}>
                  <FlexRender cell={c} />
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <nav aria-label="Pagination">
        <button disabled={page * LIMIT >= total} onClick={() => set({ page: String(page + 1) })}>
          Next
        </button>
      </nav>
    </Main>
  );
}

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}>
    <Global />
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Screen />} />
      </Routes>
    </BrowserRouter>
  </ThemeProvider>,
);
