/**
 * Background preparation of a large list's sorts (docs/performance.md, "Sorts prepared in the
 * background"). Once the search index is built, each sortable column's ranks are made in time-limited
 * slices (a merge sort that can stop anywhere), then its ascending and descending orders: the first
 * click on a header finds its order made instead of sorting 60,000 keys in the click's own task.
 * The ranks are exactly getRanks' (pipeline.ts): numbers before text, numbers by value (-0 equals 0,
 * NaN missing), text lowercased and compared by code unit, equal keys one rank, missing keys -1.
 */
import { getSortedOrder, hasRanks, storeRanks, type SortKey } from './pipeline';

/** Check the clock every this many rows or comparisons. */
const CHECK_EVERY = 256;

type Step = (deadline: number) => boolean;

/** One column's ranks, built in slices; stores them (storeRanks) when done. */
export function rankBuilder<T>(data: readonly T[], columnId: string, sortValue: (row: T) => SortKey): Step {
  const n = data.length;
  // 0 missing, 1 number, 2 text
  const kind = new Uint8Array(n);
  const num = new Float64Array(n);
  const text: string[] = new Array<string>(n);
  let phase: 'keys' | 'sort' | 'rank' = 'keys';
  let i = 0;
  let present = 0;
  let a = new Int32Array(0);
  let b = new Int32Array(0);
  // Merge state: run width, start of the current pair, and the positions inside it.
  let width = 1;
  let lo = 0;
  let p = -1;
  let q = 0;
  let k = 0;
  let pEnd = 0;
  let qEnd = 0;

  const cmp = (x: number, y: number): number => {
    const kx = kind[x]!;
    const ky = kind[y]!;
    if (kx !== ky) return kx - ky;
    if (kx === 1) return num[x]! < num[y]! ? -1 : num[x]! > num[y]! ? 1 : 0;
    const tx = text[x]!;
    const ty = text[y]!;
    return tx < ty ? -1 : tx > ty ? 1 : 0;
  };

  return (deadline) => {
    let budget = CHECK_EVERY;
    const outOfTime = () => {
      if (--budget > 0) return false;
      budget = CHECK_EVERY;
      return performance.now() >= deadline;
    };
    if (phase === 'keys') {
      for (; i < n; i++) {
        if (outOfTime()) return false;
        const v = sortValue(data[i]!);
        if (typeof v === 'number') {
          if (Number.isNaN(v)) continue;
          kind[i] = 1;
          num[i] = v;
          present++;
        } else if (typeof v === 'string') {
          kind[i] = 2;
          text[i] = v.toLowerCase();
          present++;
        }
      }
      a = new Int32Array(present);
      b = new Int32Array(present);
      let c = 0;
      for (let r = 0; r < n; r++) if (kind[r] !== 0) a[c++] = r;
      phase = 'sort';
    }
    if (phase === 'sort') {
      // Bottom-up merge sort of `a` into `b`, one pass per width; resumable at every element.
      while (width < present) {
        while (lo < present) {
          if (p < 0) {
            p = lo;
            pEnd = Math.min(lo + width, present);
            q = pEnd;
            qEnd = Math.min(lo + 2 * width, present);
            k = lo;
          }
          while (p < pEnd || q < qEnd) {
            if (outOfTime()) return false;
            if (q >= qEnd || (p < pEnd && cmp(a[p]!, a[q]!) <= 0)) b[k++] = a[p++]!;
            else b[k++] = a[q++]!;
          }
          p = -1;
          lo += 2 * width;
        }
        [a, b] = [b, a];
        width *= 2;
        lo = 0;
      }
      phase = 'rank';
      i = 0;
    }
    const rank = new Int32Array(n).fill(-1);
    let r = -1;
    for (let j = 0; j < present; j++) {
      if (j === 0 || cmp(a[j - 1]!, a[j]!) !== 0) r++;
      rank[a[j]!] = r;
    }
    storeRanks(data, columnId, { rank, count: r + 1 });
    return true;
  };
}

/**
 * Every listed column's ranks, then both its orders, one piece of work per slice. Columns already
 * ranked (sorted by a click meanwhile) only get their orders.
 */
export function prepareSorts<T>(data: readonly T[], columns: readonly (readonly [string, (row: T) => SortKey])[]): Step {
  let c = 0;
  let builder: Step | null = null;
  let orders = 0;
  return (deadline) => {
    while (c < columns.length) {
      const [id, sortValue] = columns[c]!;
      if (!hasRanks(data, id)) {
        builder ??= rankBuilder(data, id, sortValue);
        if (!builder(deadline)) return false;
        builder = null;
      }
      // An order is O(n) once ranked: one, then a check of the clock.
      while (orders < 2) {
        getSortedOrder(data, id, sortValue, orders === 1);
        orders++;
        if (performance.now() >= deadline) return false;
      }
      orders = 0;
      c++;
    }
    return true;
  };
}
