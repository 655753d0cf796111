import { requestList } from '../../lib/api/list';
import type { EarlyQuery } from '../../lib/data/early';
import { useApiQuery } from '../../lib/data/useApiQuery';
import type { Transaction, TransactionTotals } from '../../lib/schemas';

export interface TransactionsData {
  transactions: Transaction[];
  totals: TransactionTotals;
}

/** GET /admin/get-all-transactions: `data.data` list and `data.totals` (docs/product.md §7). */
export async function fetchTransactions(): Promise<TransactionsData> {
  const res = await requestList('/admin/get-all-transactions', 'transactions');
  return { transactions: res.data.data, totals: res.data.totals };
}

export const TRANSACTIONS_KEY = 'admin/get-all-transactions';

/** The ledger's read, for the console to start while this screen's code downloads. */
export const transactionsQuery: EarlyQuery = { key: TRANSACTIONS_KEY, fetcher: fetchTransactions };

/** The ledger with docs/product.md §8's toasts; it lists no loading toast for transactions, so none is shown. */
export function useTransactions() {
  return useApiQuery(TRANSACTIONS_KEY, fetchTransactions, {
    success: 'Transactions data loaded',
    error: 'Error fetching transactions data',
  });
}
