/**
 * The sort rule of every list, and the one engine that orders by it (docs/architecture.md, "Sort
 * order"; docs/api.md's sort rules). Client mode's table (src/ui/DataTable), its background
 * preparation (src/ui/DataTable/prepare.ts), the paging backend's answers (src/lib/listQuery.ts's
 * runQuery) and the mock's seeded orders all call this file; none has an order of its own.
 *
 * The rule: keys are numbers or text; numbers come before text; numbers compare by value (-0 equals
 * 0); text compares lower-cased, by UTF-16 code unit (like `<` on strings; an Intl.Collator is 4x
 * slower at 60,000 rows: return numbers for numeric order); a missing key (null, undefined, NaN) comes
 * last in both directions; equal keys keep their position order in both directions.
 *
 * Framework-free and importing nothing: every layer may import it (eslint.config.js, CONTRIBUTING.md).
 */

export type SortKey = number | string | null | undefined;

/** A key as compared: a number (-0 made 0), lower-cased text, or null (missing: null, undefined, NaN). */
export function normaliseKey(k: SortKey): number | string | null {
  if (typeof k === 'number') return Number.isNaN(k) ? null : k + 0;
  if (typeof k === 'string') return k.toLowerCase();
  return null;
}

/**
 * The rule as a comparator of two normalised keys, ascending: numbers before text, numbers by value,
 * text by code unit. Missing keys are the caller's (last in both directions). The ranks below give the
 * same order without calling it; tests hold them to it (src/core/order.test.ts).
 */
export function compareKeys(a: number | string, b: number | string): number {
  if (typeof a === 'number') return typeof b === 'number' ? (a < b ? -1 : a > b ? 1 : 0) : -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Per position: 0 for the smallest key, equal keys share a rank, -1 for a missing key; `count` distinct ranks. */
export interface Ranks {
  rank: Int32Array;
  count: number;
}

/**
 * A ranking in progress: it yields after every piece of work (about STEP keys, comparisons or moves)
 * and returns the ranks. Run to its end it is the on-demand ranking (rankKeys); prepare.ts runs the
 * same generator a few milliseconds at a time, so a background build and a click's own build are one code.
 */
export type Ranking = Generator<void, Ranks, void>;

/** Work between two yields; also the length of the runs sorted natively before the merges. */
const STEP = 2048;

/** Number values (a Float64Array) or text values (an array of strings): what rankValues orders. */
interface Values<T> {
  readonly [i: number]: T;
  readonly length: number;
}

/**
 * The ranks of the keys of `rows`, `keyOf` called once per row. Numbers are ranked
 * among themselves, then the text after them; each kind by rankValues (the positions sorted by value, in pieces).
 * Mostly repeated text (names, statuses) first gathers its distinct values and ranks those only;
 * mostly unique text (ids) is ranked as it is, cheaper than hashing every value first.
 */
export function* ranking<T>(rows: ArrayLike<T>, keyOf: (row: T) => SortKey): Ranking {
  const n = rows.length;
  const rank = new Int32Array(n).fill(-1);
  const nums = new Float64Array(n);
  const numAt = new Int32Array(n);
  let numCount = 0;
  const texts: string[] = [];
  const textAt = new Int32Array(n);
  for (let from = 0; from < n; from += STEP) {
    const to = Math.min(n, from + STEP);
    for (let i = from; i < to; i++) {
      const k = normaliseKey(keyOf(rows[i]!));
      if (typeof k === 'number') {
        nums[numCount] = k;
        numAt[numCount++] = i;
      } else if (k !== null) {
        textAt[texts.length] = i;
        texts.push(k);
      }
    }
    yield;
  }
  const numRanks = yield* rankValues(nums.subarray(0, numCount), numAt, rank, 0, (x, y) => nums[x]! - nums[y]!);
  // Text ranks follow the numbers'.
  const probe = Math.min(texts.length, 512);
  const sample = new Set<string>();
  for (let j = 0; j < probe; j++) sample.add(texts[j]!);
  if (sample.size >= probe * 0.75) return { rank, count: numRanks + (yield* rankValues(texts, textAt, rank, numRanks, byText(texts))) };
  // Repeated text: each distinct value once (`of`: its index per text), ranked, then spread to the rows.
  const id = new Map<string, number>();
  const values: string[] = [];
  const of = new Int32Array(texts.length);
  for (let from = 0; from < texts.length; from += STEP) {
    const to = Math.min(texts.length, from + STEP);
    for (let j = from; j < to; j++) {
      const s = texts[j]!;
      let v = id.get(s);
      if (v === undefined) {
        v = values.length;
        values.push(s);
        id.set(s, v);
      }
      of[j] = v;
    }
    yield;
  }
  const valueRank = new Int32Array(values.length);
  const textRanks = yield* rankValues(values, identity(values.length), valueRank, numRanks, byText(values));
  for (let from = 0; from < texts.length; from += STEP) {
    const to = Math.min(texts.length, from + STEP);
    for (let j = from; j < to; j++) rank[textAt[j]!] = valueRank[of[j]!]!;
    yield;
  }
  return { rank, count: numRanks + textRanks };
}

/** The ranks of `rows` made at once: the ranking a background build runs, run to its end. */
export function rankKeys<T>(rows: ArrayLike<T>, keyOf: (row: T) => SortKey): Ranks {
  const r = ranking(rows, keyOf);
  for (;;) {
    const step = r.next();
    if (step.done) return step.value;
  }
}

/** Stable counting sort of positions by rank (reversed ranks when `desc`), missing keys last. O(n). */
export function orderByRanks({ rank, count }: Ranks, desc: boolean): Int32Array {
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

/** Positions [0, keys.length) in the rule's order, ascending or descending; missing keys last, ties in position order. */
export function orderByKeys(keys: ArrayLike<SortKey>, desc: boolean): Int32Array {
  return orderByRanks(rankKeys(keys, asKey), desc);
}

/** Positions into `text` by their text, for the engine's sort (the numbers' is a subtraction: no NaN among them). */
function byText(text: readonly string[]): (x: number, y: number) => number {
  return (x, y) => (text[x]! < text[y]! ? -1 : text[x]! > text[y]! ? 1 : 0);
}

const asKey = (k: SortKey): SortKey => k;

function identity(n: number): Int32Array {
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = i;
  return out;
}

/**
 * Ranks values of one kind (numbers or text, compared with `<`): rank[at[j]] = first + the rank of
 * values[j]. The positions of the values are sorted by them (runs of STEP by the engine's sort, then
 * merged pairwise, a piece at a time), then walked in that order, a new rank where the value changes.
 * Returns the number of distinct values.
 */
function* rankValues<T extends number | string>(values: Values<T>, at: Int32Array, rank: Int32Array, first: number, byValue: (x: number, y: number) => number): Generator<void, number, void> {
  const m = values.length;
  let a: Int32Array = identity(m);
  let b: Int32Array = new Int32Array(m);
  for (let lo = 0; lo < m; lo += STEP) {
    a.subarray(lo, Math.min(m, lo + STEP)).sort(byValue);
    yield;
  }
  const cursor = new Int32Array(2);
  for (let width = STEP; width < m; width *= 2) {
    for (let lo = 0; lo < m; lo += 2 * width) {
      const mid = Math.min(m, lo + width);
      const hi = Math.min(m, lo + 2 * width);
      cursor[0] = lo;
      cursor[1] = mid;
      for (let more = true; more; ) {
        more = mergeSome(values, a, b, cursor, mid, hi);
        yield;
      }
    }
    [a, b] = [b, a];
  }
  let r = first - 1;
  for (let from = 0; from < m; from += STEP) {
    const to = Math.min(m, from + STEP);
    for (let j = from; j < to; j++) {
      if (j === 0 || values[a[j]!] !== values[a[j - 1]!]) r++;
      rank[at[a[j]!]!] = r;
    }
    yield;
  }
  return r - first + 1;
}

/**
 * Merges the sorted runs src[lo, mid) and src[mid, hi) (positions, by their values) into dst[lo, hi),
 * at most STEP moves; the cursor holds the places reached in both runs. False once the pair is merged.
 */
function mergeSome<T>(values: Values<T>, src: Int32Array, dst: Int32Array, cursor: Int32Array, mid: number, hi: number): boolean {
  let p = cursor[0]!;
  let q = cursor[1]!;
  let k = p + q - mid;
  const stop = Math.min(hi, k + STEP);
  while (k < stop) {
    if (q >= hi || (p < mid && values[src[p]!]! <= values[src[q]!]!)) dst[k++] = src[p++]!;
    else dst[k++] = src[q++]!;
  }
  cursor[0] = p;
  cursor[1] = q;
  return k < hi;
}
