/**
 * The row pipeline behind DataTable, built for 60,000 rows: everything works on Int32Arrays of data
 * indices, with per-data-array caches (docs/performance.md has the figures).
 *
 * - sort: one rank per row and column (equal keys share a rank), found with the engine's native sorts
 *   on the distinct keys only; the ascending and descending orders are then counting sorts of the
 *   ranks, O(n), so reversing a sort or coming back to a column costs nothing;
 * - filter: a mask of the rows a screen's own filter (a tab, a status) keeps, built once per data
 *   array and filter key, so switching back to a tab costs nothing;
 * - search: see search.ts (an index built in slices, answered in slices);
 * - view: the sorted order filtered by the matches (masks, so O(n)).
 */

export type SortKey = string | number | null | undefined;

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

export interface Ranks {
  /** Per data index: 0 for the smallest key, equal keys share a rank, -1 for a missing key. */
  rank: Int32Array;
  /** Number of distinct ranks. */
  count: number;
}

/**
 * Ranks the text keys of `rows` from `first` on; returns how many distinct ones. Mostly repeated text
 * (names, statuses) sorts only its distinct values, natively; mostly unique text (ids) sorts the rows
 * with a comparator, which is cheaper than hashing every value first. Same ranks either way.
 */
function rankText(text: readonly (string | undefined)[], rows: number[], rank: Int32Array, first: number): number {
  const sample = new Set<string>();
  const probe = Math.min(rows.length, 512);
  for (let j = 0; j < probe; j++) sample.add(text[rows[j]!]!);
  if (sample.size < probe * 0.75) {
    const id = new Map<string, number>();
    const values: string[] = [];
    const of = new Int32Array(rows.length);
    for (let j = 0; j < rows.length; j++) {
      const s = text[rows[j]!]!;
      let v = id.get(s);
      if (v === undefined) {
        v = values.length;
        values.push(s);
        id.set(s, v);
      }
      of[j] = v;
    }
    const byText = values.slice().sort();
    const valueRank = new Int32Array(values.length);
    for (let r = 0; r < byText.length; r++) valueRank[id.get(byText[r]!)!] = first + r;
    for (let j = 0; j < rows.length; j++) rank[rows[j]!] = valueRank[of[j]!]!;
    return values.length;
  }
  const sorted = rows.sort((a, b) => (text[a]! < text[b]! ? -1 : text[a]! > text[b]! ? 1 : 0));
  let r = first - 1;
  for (let j = 0; j < sorted.length; j++) {
    if (j === 0 || text[sorted[j]!] !== text[sorted[j - 1]!]) r++;
    rank[sorted[j]!] = r;
  }
  return r - first + 1;
}

/**
 * Ranks of one column. Numbers come before text; numbers compare numerically (-0 equals 0), text
 * case-insensitively by code unit (an Intl.Collator is 4x slower at 60,000 rows; return numbers for
 * numeric order). Numbers sort natively as a Float64Array; text as rankText says.
 */
function getRanks<T>(data: readonly T[], columnId: string, sortValue: (row: T) => SortKey): Ranks {
  const m = bucket(rankCache, data);
  const hit = m.get(columnId);
  if (hit) return hit;
  const n = data.length;
  const rank = new Int32Array(n).fill(-1);
  const nums = new Float64Array(n);
  const numRows = new Int32Array(n);
  let numCount = 0;
  const text: (string | undefined)[] = new Array(n);
  const textRows: number[] = [];
  for (let i = 0; i < n; i++) {
    const k = sortValue(data[i]!);
    if (typeof k === 'number') {
      if (Number.isNaN(k)) continue;
      nums[numCount] = k;
      numRows[numCount++] = i;
    } else if (typeof k === 'string') {
      text[i] = k.toLowerCase();
      textRows.push(i);
    }
  }
  // Numbers: sort the values natively, keep the distinct ones, rank each row by binary search.
  const sorted = nums.slice(0, numCount).sort();
  let distinct = 0;
  for (let j = 0; j < numCount; j++) if (j === 0 || sorted[j]! !== sorted[distinct - 1]!) sorted[distinct++] = sorted[j]!;
  for (let j = 0; j < numCount; j++) {
    const v = nums[j]!;
    let lo = 0;
    let hi = distinct - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    rank[numRows[j]!] = lo;
  }
  // Text ranks follow the numbers' and compare by code unit, like `<` on strings.
  const textCount = rankText(text, textRows, rank, distinct);
  const ranks = { rank, count: distinct + textCount };
  m.set(columnId, ranks);
  return ranks;
}

/** True when a column's ranks are made (by a sort, or by the background preparation of prepare.ts). */
export function hasRanks(data: readonly unknown[], columnId: string): boolean {
  return bucket(rankCache, data).has(columnId);
}

/** Keeps ranks made elsewhere (prepare.ts builds the same ranks as getRanks, in slices). */
export function storeRanks(data: readonly unknown[], columnId: string, ranks: Ranks): void {
  bucket(rankCache, data).set(columnId, ranks);
}

/** Stable counting sort of data indices by rank (reversed ranks when `desc`); missing keys last. */
function orderByRank({ rank, count }: Ranks, desc: boolean): Int32Array {
  const n = rank.length;
  const start = new Int32Array(count + 1);
  for (let i = 0; i < n; i++) {
    const r = rank[i]!;
    if (r >= 0) start[(desc ? count - 1 - r : r) + 1]!++;
  }
  for (let r = 0; r < count; r++) start[r + 1]! += start[r]!;
  const out = new Int32Array(n);
  let missing = start[count]!;
  for (let i = 0; i < n; i++) {
    const r = rank[i]!;
    if (r < 0) out[missing++] = i;
    else out[start[desc ? count - 1 - r : r]!++] = i;
  }
  return out;
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
    order = orderByRank(getRanks(data, columnId, sortValue), desc);
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
