// The one sort rule and engine of both modes (src/core/order.ts): the ranks against the rule written
// as a plain comparator, the rule's edge cases one by one, and the ranking stopped at every yield
// (the background build) against the ranking run at once (a click's).
import { describe, expect, it } from 'vitest';
import { compareKeys, normaliseKey, orderByKeys, orderByRanks, rankKeys, ranking, type Ranks, type SortKey } from './order';

/** The rule as a comparator sort: present keys by compareKeys (ties by position), then the missing ones. */
function reference(keys: readonly SortKey[], desc: boolean): number[] {
  const norm = keys.map(normaliseKey);
  const present = norm.flatMap((k, i) => (k === null ? [] : [i]));
  present.sort((i, j) => {
    const c = compareKeys(norm[i]!, norm[j]!);
    return (desc ? -c : c) || i - j;
  });
  return [...present, ...norm.flatMap((k, i) => (k === null ? [i] : []))];
}

function keysOf(n: number, seed: number, kind: 'mixed' | 'unique' | 'repeated' | 'numbers'): SortKey[] {
  let s = seed;
  const rnd = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 4294967296;
  const odd: SortKey[] = [0, -0, Infinity, -Infinity, 1e-300, -1.5, NaN, null, undefined, '', ' ', 'Ádé', 'ade', 'ADE', 'İ', '\u{1F600}', '\uffff', 'z', 'Z', '10', '9', 'a\u0000b'];
  return Array.from({ length: n }, (_, i) => {
    const r = rnd();
    if (kind === 'unique') return i % 50 === 0 ? null : `KRO-${Math.floor(r * 16777216).toString(16)}`;
    if (kind === 'repeated') return ['Lekki', 'lekki', 'Ikeja', 'Yaba', null, 'YABA '][Math.floor(r * 6)];
    if (kind === 'numbers') return r < 0.05 ? NaN : Math.round(rnd() * 1e4) / 4 - 1000;
    return r < 0.3 ? odd[Math.floor(rnd() * odd.length)] : r < 0.65 ? Math.round(rnd() * 40) / 4 - 5 : `w${Math.floor(rnd() * 30)}`;
  });
}

/** Runs a ranking one piece at a time; returns the ranks and how many times it stopped. */
function sliced(keys: readonly SortKey[]): { ranks: Ranks; stops: number } {
  const r = ranking(keys, same);
  let stops = 0;
  for (;;) {
    const step = r.next();
    if (step.done) return { ranks: step.value, stops };
    stops++;
  }
}

const same = (k: SortKey) => k;
const sortedBy = (keys: readonly SortKey[], desc: boolean) => Array.from(orderByKeys(keys, desc), (i) => keys[i]);

describe('the sort rule', () => {
  it('puts numbers before text, numbers by value and -0 equal to 0', () => {
    expect(sortedBy([3, 'a', -1, '2', 10, Infinity, -Infinity, 0.5], false)).toEqual([-Infinity, -1, 0.5, 3, 10, Infinity, '2', 'a']);
    expect(sortedBy([3, 'a', -1, '2', 10], true)).toEqual(['a', '2', 10, 3, -1]);
    const { rank } = rankKeys([0, -0, 1], same);
    expect(rank[0]).toBe(rank[1]);
    expect(Array.from(orderByKeys([-0, 0, -0, 1, 0], true))).toEqual([3, 0, 1, 2, 4]);
  });

  it('puts NaN, null and undefined last in both directions, in position order', () => {
    const keys: SortKey[] = [null, 2, NaN, 'b', undefined, 1, null];
    expect(Array.from(orderByKeys(keys, false))).toEqual([5, 1, 3, 0, 2, 4, 6]);
    expect(Array.from(orderByKeys(keys, true))).toEqual([3, 1, 5, 0, 2, 4, 6]);
    expect(rankKeys([NaN, null, undefined], same).rank).toEqual(new Int32Array([-1, -1, -1]));
  });

  it('compares text lower-cased, by code unit', () => {
    expect(sortedBy(['b', 'Z', 'a', 'é', 'E', '10', '9', ' a', ''], false)).toEqual(['', ' a', '10', '9', 'a', 'b', 'E', 'Z', 'é']);
    const { rank } = rankKeys(['ADE', 'ade', 'Ade'], same);
    expect(new Set(rank).size).toBe(1);
  });

  it('keeps equal keys in position order in both directions', () => {
    const keys: SortKey[] = ['x', 1, 'X', 1, 'y', 'x'];
    expect(Array.from(orderByKeys(keys, false))).toEqual([1, 3, 0, 2, 5, 4]);
    expect(Array.from(orderByKeys(keys, true))).toEqual([4, 0, 2, 5, 1, 3]);
  });

  it('gives both directions from the same ranks, a rank per distinct key', () => {
    const ranks = rankKeys([0, -0, 1, null, -0, 'a'], same);
    expect(ranks.count).toBe(3);
    expect(Array.from(ranks.rank)).toEqual([0, 0, 1, -1, 0, 2]);
    expect(Array.from(orderByRanks(ranks, false))).toEqual([0, 1, 4, 2, 5, 3]);
    expect(Array.from(orderByRanks(ranks, true))).toEqual([5, 2, 0, 1, 4, 3]);
  });
});

describe('the ranking', () => {
  // Lengths around the engine's runs of 2,048 (sorted natively, then merged) and the 512-key text probe.
  const lengths = [0, 1, 2, 7, 511, 2047, 2048, 2049, 6145, 9000];
  for (const kind of ['mixed', 'unique', 'repeated', 'numbers'] as const) {
    it(`orders ${kind} keys as the comparator rule does, both ways`, () => {
      for (const [k, n] of lengths.entries()) {
        const keys = keysOf(n, k + 1, kind);
        for (const desc of [false, true]) expect(Array.from(orderByKeys(keys, desc)), `${kind} ${n} ${desc}`).toEqual(reference(keys, desc));
      }
    });
  }

  it('gives the same ranks stopped at every yield as run at once, with two builds interleaved', () => {
    for (const kind of ['mixed', 'unique', 'repeated', 'numbers'] as const) {
      const keys = keysOf(20_000, 9, kind);
      const whole = rankKeys(keys, same);
      const { ranks, stops } = sliced(keys);
      expect(stops, kind).toBeGreaterThan(20);
      expect(ranks.count, kind).toBe(whole.count);
      expect(Array.from(ranks.rank), kind).toEqual(Array.from(whole.rank));
    }
    // Two rankings advanced in turns share no state.
    const a = keysOf(9000, 3, 'mixed');
    const b = keysOf(7000, 4, 'unique');
    const ra = ranking(a, same);
    const rb = ranking(b, same);
    let da: Ranks | null = null;
    let db: Ranks | null = null;
    while (!da || !db) {
      if (!da) {
        const s = ra.next();
        if (s.done) da = s.value;
      }
      if (!db) {
        const s = rb.next();
        if (s.done) db = s.value;
      }
    }
    expect(Array.from(orderByRanks(da, true))).toEqual(reference(a, true));
    expect(Array.from(orderByRanks(db, false))).toEqual(reference(b, false));
  });

  it('reads each key once', () => {
    const keys = keysOf(5000, 5, 'mixed');
    let reads = 0;
    rankKeys(keys, (k) => (reads++, k));
    expect(reads).toBe(keys.length);
  });
});
