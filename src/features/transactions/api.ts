import { requestList } from '../../lib/api/list';
import { listMode } from '../../lib/api/paging';
import type { EarlyQuery } from '../../lib/data/early';
import type { ListQuery, Paging, TransactionFigures } from '../../lib/listQuery';
import type { Transaction, TransactionTotals } from '../../lib/schemas';
import { useListQuery } from '../../shared/data/useListQuery';

export interface TransactionsData {
  /** The whole ledger (client mode) or one page of the query (server mode). */
  transactions: Transaction[];
  totals: TransactionTotals;
  /** Server mode only (docs/api.md, "Paged lists"). */
  paging?: Paging;
  figures?: TransactionFigures;
}

/** GET /admin/get-all-transactions: `data.data` list and `data.totals` (docs/product.md §7); a page with `query`. */
export async function fetchTransactions(query?: Record<string, string>, signal?: AbortSignal): Promise<TransactionsData> {
  const res = await requestList('/admin/get-all-transactions', 'transactions', { query, signal });
  const { data, totals, paging, figures } = res.data;
  return { transactions: data, totals, ...(paging ? { paging } : {}), ...(figures ? { figures } : {}) };
}

export const TRANSACTIONS_KEY = 'admin/get-all-transactions';

/**
 * The ledger's read, for the console to start while this screen's code downloads: client mode only (a
 * server-mode screen asks for its page itself; `auto` has not learnt the mode before the first answer).
 */
export const transactionsQuery: EarlyQuery = {
  key: TRANSACTIONS_KEY,
  fetcher: () => (listMode('transactions') === 'client' ? fetchTransactions() : Promise.reject(new Error('server-paged list'))),
};

/** docs/product.md §8's toasts for the ledger; it lists no loading toast for transactions. */
export const TRANSACTIONS_MESSAGES = {
  success: 'Transactions data loaded',
  error: 'Error fetching transactions data',
} as const;

/** The ledger (or the query's page) with its toasts. */
export function useTransactions(query: ListQuery) {
  return useListQuery('transactions', TRANSACTIONS_KEY, fetchTransactions, query, TRANSACTIONS_MESSAGES);
}
