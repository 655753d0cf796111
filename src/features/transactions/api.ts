import { requestList } from '../../lib/api/list';
import type { ListQuery, Paging, TransactionFigures } from '../../lib/listQuery';
import type { Transaction, TransactionTotals } from '../../lib/schemas';
import { listEarlyRead, useListQuery } from '../../shared/data/useListQuery';
import { oneOf, tablePage, tableUrlSpec, type UrlState } from '../../shared/url/useUrlState';
import { parseRange } from '../../lib/dateRange';
import type { Role } from '../../lib/role';
import { SERVICE_VALUES, STATUS_VALUES, type ServiceFilter } from './model';

export interface TransactionsData {
  /** The whole ledger (client mode) or one page of the query (server mode). */
  transactions: Transaction[];
  totals: TransactionTotals;
  /** Server mode only (docs/api.md, "Paged lists"). */
  paging?: Paging;
  figures?: TransactionFigures;
}

/** The ledger's API path. */
export const TRANSACTIONS_PATH = '/admin/get-all-transactions';

/** GET /admin/get-all-transactions: `data.data` list and `data.totals` (docs/product.md §7); a page with `query`. */
export async function fetchTransactions(query?: Record<string, string>, signal?: AbortSignal): Promise<TransactionsData> {
  const res = await requestList(TRANSACTIONS_PATH, 'transactions', { query, signal });
  const { data, totals, paging, figures } = res.data;
  return { transactions: data, totals, ...(paging ? { paging } : {}), ...(figures ? { figures } : {}) };
}

export const TRANSACTIONS_KEY = 'admin/get-all-transactions';

/** docs/product.md §8's toasts for the ledger; it lists no loading toast for transactions. */
export const TRANSACTIONS_MESSAGES = {
  success: 'Transactions data loaded',
  error: 'Error fetching transactions data',
} as const;

/** The ledger (or the query's page) with its toasts. */
export function useTransactions(query: ListQuery) {
  return useListQuery('transactions', TRANSACTIONS_KEY, fetchTransactions, query, TRANSACTIONS_MESSAGES);
}

/** Rows per page on the transactions screen. */
export const TRANSACTIONS_PAGE_SIZE = 25;

/** The transactions screen's own URL parameters beside the table's: service tab, status, date range, a record link. */
export const TRANSACTIONS_URL = {
  service: oneOf(SERVICE_VALUES, 'all'),
  status: oneOf(STATUS_VALUES, 'all'),
  from: '',
  to: '',
  open: '',
};
export type TransactionsUrl = UrlState<ReturnType<typeof tableUrlSpec<typeof TRANSACTIONS_URL>>>;

/** The service filter a role's view applies: Lagos has no service tabs, so a service left in a shared link must not filter its view. */
export function serviceFor(role: Role, service: ServiceFilter): ServiceFilter {
  return role === 'admin' ? service : 'all';
}

/** The transactions screen's query for its URL and role (the screen's columns then check the sort: querySort). */
export function transactionsQueryOf(url: TransactionsUrl, role: Role): ListQuery {
  const service = serviceFor(role, url.service);
  const range = parseRange(url.from, url.to);
  const filters = {
    ...(service === 'all' ? {} : { service }),
    ...(url.status === 'all' ? {} : { status: url.status }),
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  };
  return { q: url.q, sort: url.sort, page: tablePage(url.page), limit: TRANSACTIONS_PAGE_SIZE, filters, id: '' };
}

/** The transactions screen's first read for its address's query string, started while its code downloads. */
export const startTransactionsEarly = listEarlyRead('transactions', TRANSACTIONS_KEY, TRANSACTIONS_PATH, fetchTransactions, tableUrlSpec(TRANSACTIONS_URL), transactionsQueryOf);
