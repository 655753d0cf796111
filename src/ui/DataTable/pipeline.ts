/**
 * The row pipeline behind DataTable, built for 60,000 rows: everything works on Int32Arrays of data
 * indices, with per-data-array caches (docs/performance.md has the figures).
 *
 * - sort: one rank per row and column (equal keys share a rank), by src/core/order.ts, the one sort
 *   rule and engine of both modes; the ascending and descending orders are counting sorts of the
 *   ranks, O(n), cached, so reversing a sort or coming back to a column costs nothing;
 * - filter: a mask of the rows a screen's own filter (a tab, a status) keeps, built once per data
 *   array and filter key, so switching back to a tab costs nothing;
 * - search: see search.ts (an index built in slices, answered in slices);
 * - view: the sorted order filtered by the matches (masks, so O(n)).
 */

import { orderByRanks, rankKeys, type Ranks, type SortKey } from '../../core/order';

const rankCache = new WeakMap<readonly unknown[], Map<string, Ranks>>();
const orderCache = new WeakMap<readonly unknown[], Map<string, Int32Array>>();
const filterCache = new WeakMap<readonly unknown[], Map<string, Uint8Array>>();

export function bucket<K extends object, V>(cache: WeakMap<K, Map<string, V>>, data: K): Map<string, V> {
  let m = cache.get(data);
  if (!m) {
    m = new Map();
    cache.set(data, m);
  }
  return m;
}

/** A column's ranks (src/core/order.ts, the one sort rule of both modes), made once per data array. */
function getRanks<T>(data: readonly T[], columnId: string, sortValue: (row: T) => SortKey): Ranks {
  const m = bucket(rankCache, data);
  let ranks = m.get(columnId);
  if (!ranks) {
    ranks = rankKeys(data, sortValue);
    m.set(columnId, ranks);
  }
  return ranks;
}

/** True when a column's ranks are made (by a sort, or by the background preparation of prepare.ts). */
export function hasRanks(data: readonly unknown[], columnId: string): boolean {
  return bucket(rankCache, data).has(columnId);
}

/** Keeps ranks made elsewhere (prepare.ts runs the same ranking as getRanks, in slices). */
export function storeRanks(data: readonly unknown[], columnId: string, ranks: Ranks): void {
  bucket(rankCache, data).set(columnId, ranks);
}

/**
 * All data indices sorted by one column, missing values last in both directions and equal values in
 * data order; cached per data array, column id and direction.
 */
export function getSortedOrder<T>(data: readonly T[], columnId: string, sortValue: (row: T) => SortKey, desc: boolean): Int32Array {
  const m = bucket(orderCache, data);
  const key = `${columnId}\u0000${desc ? 'desc' : 'asc'}`;
  let order = m.get(key);
  if (!order) {
    order = orderByRanks(getRanks(data, columnId, sortValue), desc);
    m.set(key, order);
  }
  return order;
}

/** 1 for each row (by data index) the filter keeps; cached per data array and filter key. */
export function getFilterMask<T>(data: readonly T[], cacheKey: string, test: (row: T) => boolean): Uint8Array {
  const m = bucket(filterCache, data);
  const hit = m.get(cacheKey);
  if (hit) return hit;
  const mask = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) if (test(data[i]!)) mask[i] = 1;
  m.set(cacheKey, mask);
  return mask;
}

const filterRowsCache = new WeakMap<Uint8Array, Int32Array>();

/** Ascending data indices of the rows the filter keeps; cached with its mask. */
export function getFilterRows<T>(data: readonly T[], cacheKey: string, test: (row: T) => boolean): Int32Array {
  const mask = getFilterMask(data, cacheKey, test);
  let rows = filterRowsCache.get(mask);
  if (!rows) {
    rows = maskToIndices(mask);
    filterRowsCache.set(mask, rows);
  }
  return rows;
}

/** The query as compared: trimmed and lowercased. */
export function normaliseQuery(q: string): string {
  return q.trim().toLowerCase();
}

export interface ViewInput {
  /** Number of rows in the data. */
  length: number;
  /** Rows kept, ascending data indices (search matches within the row filter), or null for all rows. */
  kept: Int32Array | null;
  /** Sorted order, or null for data order. */
  order: Int32Array | null;
}

/** Data indices in display order: sorted, then filtered. `null` means all rows in data order. */
export function computeView({ length, kept, order }: ViewInput): Int32Array | null {
  if (!kept) return order;
  if (!order) return kept;
  const mask = new Uint8Array(length);
  for (let j = 0; j < kept.length; j++) mask[kept[j]!] = 1;
  const out = new Int32Array(kept.length);
  let c = 0;
  for (let j = 0; j < length && c < kept.length; j++) {
    const i = order[j]!;
    if (mask[i]) out[c++] = i;
  }
  return out;
}

/** Ascending data indices of the rows a mask keeps. */
export function maskToIndices(mask: Uint8Array): Int32Array {
  let count = 0;
  for (let i = 0; i < mask.length; i++) count += mask[i]!;
  const out = new Int32Array(count);
  let c = 0;
  for (let i = 0; i < mask.length && c < count; i++) if (mask[i]) out[c++] = i;
  return out;
}
