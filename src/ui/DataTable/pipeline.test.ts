import { describe, expect, it } from 'vitest';
import { computeView, getFilterRows, getSortedOrder, normaliseQuery } from './pipeline';
import { buildSearchIndex, getSearchIndex, getSearchTask } from './search';

interface R {
  name: string;
  n: number | null;
}
const rows: R[] = [
  { name: 'beta', n: 2 },
  { name: 'Alpha', n: null },
  { name: 'gamma', n: 2 },
  { name: 'alpha', n: 1 },
  { name: 'Delta', n: Number.NaN },
  { name: 'beta', n: 3 },
];

describe('getSortedOrder', () => {
  it('sorts numbers with missing values last in both directions and ties in data order', () => {
    expect([...getSortedOrder(rows, 'n', (r) => r.n, false)]).toEqual([3, 0, 2, 5, 1, 4]);
    expect([...getSortedOrder(rows, 'n', (r) => r.n, true)]).toEqual([5, 0, 2, 3, 1, 4]);
  });

  it('sorts text case-insensitively, ties in data order', () => {
    expect([...getSortedOrder(rows, 'name', (r) => r.name, false)].map((i) => rows[i]!.name)).toEqual(['Alpha', 'alpha', 'beta', 'beta', 'Delta', 'gamma']);
    expect([...getSortedOrder(rows, 'name', (r) => r.name, true)]).toEqual([2, 4, 0, 5, 1, 3]);
  });

  it('caches per data array', () => {
    const a = getSortedOrder(rows, 'n', (r) => r.n, false);
    expect(getSortedOrder(rows, 'n', () => 0, false)).toBe(a);
    expect(getSortedOrder([...rows], 'n', (r) => r.n, false)).not.toBe(a);
  });
});

describe('computeView', () => {
  const search = (q: string, filter: Int32Array | null = null) => {
    const task = getSearchTask(getSearchIndex(rows, 'name', [(r: R) => r.name]), filter ? 'f' : '', filter, normaliseQuery(q));
    task.run(Number.POSITIVE_INFINITY);
    return task.result!;
  };
  it('returns null for all rows in data order', () => {
    expect(computeView({ length: rows.length, kept: null, order: null })).toBeNull();
  });
  it('filters case-insensitively, in data order or in sorted order', () => {
    expect([...computeView({ length: rows.length, kept: search('  ALPHA '), order: null })!]).toEqual([1, 3]);
    const byNDesc = getSortedOrder(rows, 'n', (r) => r.n, true);
    expect([...computeView({ length: rows.length, kept: search('a'), order: byNDesc })!]).toEqual([5, 0, 2, 3, 1, 4]);
    expect([...computeView({ length: rows.length, kept: search('et'), order: byNDesc })!]).toEqual([5, 0]);
  });

  it('applies a row filter before search and sort, caching its rows per data array and key', () => {
    let calls = 0;
    const odd = () =>
      getFilterRows(rows, 'odd', (r) => {
        calls++;
        return (r.n ?? 0) % 2 === 1;
      });
    const expectedOdd = rows.flatMap((r, i) => ((r.n ?? 0) % 2 === 1 ? [i] : []));
    expect([...computeView({ length: rows.length, kept: odd(), order: null })!]).toEqual(expectedOdd);
    const byNDesc = getSortedOrder(rows, 'n', (r) => r.n, true);
    const sorted = computeView({ length: rows.length, kept: search('a', odd()), order: byNDesc })!;
    const expected = [...computeView({ length: rows.length, kept: search('a'), order: byNDesc })!].filter((i) => (rows[i]!.n ?? 0) % 2 === 1);
    expect([...sorted]).toEqual(expected);
    expect(calls).toBe(rows.length);
  });
});

describe('getSortedOrder at scale', () => {
  // The comparator the ranks replace: numbers before text, text by lowercase code unit, ties and missing in data order.
  const reference = (keys: (string | number | null)[], desc: boolean) => {
    const missing = (k: string | number | null) => k === null || (typeof k === 'number' && Number.isNaN(k));
    const cmp = (a: string | number, b: string | number) => {
      if (typeof a === 'number') return typeof b === 'number' ? (a < b ? -1 : a > b ? 1 : 0) : -1;
      if (typeof b === 'number') return 1;
      const x = a.toLowerCase();
      const y = b.toLowerCase();
      return x < y ? -1 : x > y ? 1 : 0;
    };
    const present = keys.map((_, i) => i).filter((i) => !missing(keys[i]!));
    present.sort((a, b) => (desc ? -1 : 1) * cmp(keys[a]!, keys[b]!) || a - b);
    return [...present, ...keys.map((_, i) => i).filter((i) => missing(keys[i]!))];
  };
  it('matches a comparator sort on mixed, repeated and missing keys in both directions', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pool = ['Ade', 'ade', 'Bola', 'bola ', 'Émeka', 'zara', 'Zara', '', 'a\u0000b'];
    const keys = Array.from({ length: 3000 }, () => {
      const r = rnd();
      if (r < 0.1) return null;
      if (r < 0.15) return Number.NaN;
      if (r < 0.2) return -0;
      if (r < 0.5) return Math.round(rnd() * 50) - 25 + (rnd() < 0.3 ? 0.5 : 0);
      return pool[Math.floor(rnd() * pool.length)]!;
    });
    const data = keys.map((k) => ({ k }));
    expect([...getSortedOrder(data, 'k', (r) => r.k, false)]).toEqual(reference(keys, false));
    expect([...getSortedOrder(data, 'k', (r) => r.k, true)]).toEqual(reference(keys, true));
  });
});

describe('search tasks', () => {
  const names = Array.from({ length: 5000 }, (_, i) => ({ name: `Row ${i} ${(i * 7919).toString(16)}` }));
  const fresh = (q: string) => names.flatMap((r, i) => (`${r.name}\u0000`.toLowerCase().includes(q) ? [i] : []));

  it('gives the same matches in slices, over an incomplete index, and narrowed from an earlier query', () => {
    const index = getSearchIndex(names, 'name', [(r: { name: string }) => r.name]);
    expect(buildSearchIndex(index, 0)).toBe(false); // one chunk only
    expect(index.built).toBeGreaterThan(0);
    expect(index.built).toBeLessThan(names.length);
    const first = getSearchTask(index, '', null, '1');
    let slices = 0;
    while (!first.run(0)) slices++;
    expect(slices).toBeGreaterThan(2);
    expect([...first.result!]).toEqual(fresh('1'));
    const narrowed = getSearchTask(index, '', null, '1a');
    narrowed.run(Number.POSITIVE_INFINITY);
    expect([...narrowed.result!]).toEqual(fresh('1a'));
    expect(getSearchTask(index, '', null, '1a')).toBe(narrowed);
  });

  it('searches only the rows of a row filter, kept apart from the unfiltered results', () => {
    const index = getSearchIndex(names, 'name', [(r: { name: string }) => r.name]);
    const even = getFilterRows(names, 'even', (_r) => true).filter((i) => i % 2 === 0);
    const task = getSearchTask(index, 'even', even, '2');
    task.run(Number.POSITIVE_INFINITY);
    expect([...task.result!]).toEqual(fresh('2').filter((i) => i % 2 === 0));
  });
});
