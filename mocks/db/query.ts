/**
 * The mock backend's server mode (docs/api.md, "Paged lists"): one page of a list with `paging` and the
 * screen's figures, by the query rules of src/lib/listQuery.ts (the same definitions client mode builds
 * its table from). Built for a million records: per collection array, the search text and the Lagos
 * day of each record are computed once, and each sort order once per column and direction; a new query
 * is one pass (filters, `includes`, figures) kept for its later pages and sorts (runQuery). The drivers
 * change in place (verification): their revision is part of the query.
 */
import { driverFigures, lagosVisible, prepareListIndex, riderFigures, runQuery, type ListName, type ListQuery, type Paging } from '../../src/lib/listQuery';
import type { Role } from '../../src/lib/role';
import { drivers, driversRevision, riders, transactions, trips } from './collections';
import { tripTotals } from './totals';
import { toDriverWire, toTripWire } from './wire';
import type { TransactionTotalsWire } from './types';
import type { BigList } from './answers';
import { LIST_MESSAGE } from './answers';

const LIST_OF: Record<BigList, ListName> = { trips: 'trips', users: 'riders', drivers: 'drivers', transactions: 'transactions' };

function recordsOf(list: ListName): readonly unknown[] {
  switch (list) {
    case 'trips':
      return trips();
    case 'riders':
      return riders();
    case 'drivers':
      return drivers();
    case 'transactions':
      return transactions();
  }
}

/**
 * Makes `kind`'s collection (and those it is made from) if this database has not yet: what every answer
 * of the list needs, whoever asks. The demo's handlers call it while a response's latency runs.
 */
export function listRecords(kind: BigList): readonly unknown[] {
  return recordsOf(LIST_OF[kind]);
}

const LISTS = ['trips', 'riders', 'drivers', 'transactions'] as const;
const PREPARE_ORDER = ['transactions', 'trips', 'riders', 'drivers'] as const;

/**
 * What `mock:server` makes before it listens: every collection. The indexes of its answers come after
 * (prepareIndexes).
 */
export function prepareQueryIndexes(): void {
  for (const list of LISTS) recordsOf(list);
}

/**
 * Builds the indexes the answers read, up to `deadline` (a performance.now() time); true once all are
 * built. `mock:server` calls it in slices between requests after it listens: the ledger's Lagos days,
 * then every list's search texts (docs/performance.md, "mock:server at scale"). A question that comes
 * before makes what it needs of the rest itself (the rest of the days, of its list's texts), so only
 * that first question waits. A sort column's ranks are made by its first sort, not here: made ahead for
 * every column they took 21 s more and pushed the peak memory past 2 GB (the same page).
 */
export function prepareIndexes(deadline: number): boolean {
  // The ledger first: its days (every ledger answer reads them), then its texts, then the other lists'.
  for (const list of PREPARE_ORDER) if (!prepareListIndex(list, recordsOf(list), deadline)) return false;
  return true;
}

const cachedFigures = new WeakMap<readonly unknown[], Map<string, unknown>>();

/** A whole-list figure, computed once per collection array and `tag` (a role, the drivers' revision). */
function wholeListFigure<T>(records: readonly unknown[], tag: string, make: () => T): T {
  let m = cachedFigures.get(records);
  if (!m) cachedFigures.set(records, (m = new Map()));
  if (m.has(tag)) return m.get(tag) as T;
  const value = make();
  m.set(tag, value);
  return value;
}

/** The answer of a paged request, as an object for JSON.stringify (docs/api.md's envelope per list). */
export function pagedListAnswer(kind: BigList, query: ListQuery, role: Role, now: number = Date.now()): unknown {
  const list = LIST_OF[kind];
  const records = recordsOf(list);
  const { rows: page, total, figures } = runQuery(list, records, query, role, now, list === 'drivers' ? String(driversRevision()) : '');
  const paging: Paging = { page: query.page, limit: query.limit, total };
  switch (kind) {
    case 'trips':
      return { trips: (page as Parameters<typeof toTripWire>[0][]).map(toTripWire), paging, ...wholeListFigure(records, '', tripTotals) };
    case 'users':
      return { message: LIST_MESSAGE, data: { data: page, paging, figures: wholeListFigure(records, '', () => riderFigures(riders())) } };
    case 'drivers': {
      const figs = wholeListFigure(records, String(driversRevision()), () => driverFigures(drivers()));
      return { message: LIST_MESSAGE, data: { data: { drivers: (page as Parameters<typeof toDriverWire>[0][]).map(toDriverWire), paging, figures: figs } } };
    }
    case 'transactions': {
      const totals = wholeListFigure(records, role, () => ledgerTotals(role));
      return { message: LIST_MESSAGE, data: { data: page, totals, paging, figures } };
    }
  }
}

/** `totals` of a paged ledger answer: the whole ledger the role may see (a `lagos` token: its records only). */
function ledgerTotals(role: Role): TransactionTotalsWire {
  let a = 0;
  let l = 0;
  let k = 0;
  for (const t of transactions()) {
    if (role === 'lagos' && !lagosVisible(t)) continue;
    a += t.amount;
    l += t.lagosCommission;
    k += t.keroCommission;
  }
  const r = (v: number) => Math.round(v * 100) / 100;
  return { totalAmount: r(a), totalLagosCommission: r(l), totalKeroCommission: r(k) };
}
