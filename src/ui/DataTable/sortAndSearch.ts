/**
 * Per-data-array caches that keep 60,000-row tables responsive: a lowercase search string per row and
 * a precomputed ascending rank per sortable column, both built once per `data` array (and per set of
 * participating columns), so filtering is one `includes` per row and sorting compares integers.
 */

export type SortKey = string | number | null | undefined;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareKeys(a: SortKey, b: SortKey): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Rank of each row (by data index) in ascending order of its key; -1 for a missing key. */
export type Ranks = Int32Array;

const rankCache = new WeakMap<readonly unknown[], Map<string, Ranks>>();
const searchCache = new WeakMap<readonly unknown[], Map<string, string[]>>();

function bucket<V>(cache: WeakMap<readonly unknown[], Map<string, V>>, data: readonly unknown[]): Map<string, V> {
  let m = cache.get(data);
  if (!m) {
    m = new Map();
    cache.set(data, m);
  }
  return m;
}

/** Ranks for one column, computed on first use and cached on the data array. */
export function getRanks<T>(data: readonly T[], cacheKey: string, sortValue: (row: T) => SortKey): Ranks {
  const m = bucket(rankCache, data);
  const hit = m.get(cacheKey);
  if (hit) return hit;
  const n = data.length;
  const keys: SortKey[] = new Array(n);
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    const k = sortValue(data[i]!);
    keys[i] = k;
    if (k !== null && k !== undefined && !(typeof k === 'number' && Number.isNaN(k))) order.push(i);
  }
  order.sort((a, b) => compareKeys(keys[a], keys[b]) || a - b);
  const ranks = new Int32Array(n).fill(-1);
  // Equal keys share a rank so that the table's stable sort keeps the original order among them.
  let rank = 0;
  for (let j = 0; j < order.length; j++) {
    if (j > 0 && compareKeys(keys[order[j - 1]!], keys[order[j]!]) !== 0) rank = j;
    ranks[order[j]!] = rank;
  }
  m.set(cacheKey, ranks);
  return ranks;
}

/** Lowercase haystack per row (by data index), joined from every searchable column. */
export function getSearchIndex<T>(data: readonly T[], cacheKey: string, parts: ((row: T) => string)[]): string[] {
  const m = bucket(searchCache, data);
  const hit = m.get(cacheKey);
  if (hit) return hit;
  const index = new Array<string>(data.length);
  for (let i = 0; i < data.length; i++) {
    const row = data[i]!;
    let s = '';
    for (let p = 0; p < parts.length; p++) s += `${parts[p]!(row) ?? ''}\u0000`;
    index[i] = s.toLowerCase();
  }
  m.set(cacheKey, index);
  return index;
}

/** The query as compared: trimmed and lowercased. */
export function normaliseQuery(q: string): string {
  return q.trim().toLowerCase();
}
