import { describe, expect, it } from 'vitest';
import { computeView, getFilterMask, getSearchIndex, getSortedOrder, normaliseQuery } from './pipeline';

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
  const index = () => getSearchIndex(rows, 'name', [(r: R) => r.name]);
  it('returns null for all rows in data order', () => {
    expect(computeView({ data: rows, query: '', searchIndex: index, order: null })).toBeNull();
  });
  it('filters case-insensitively, in data order or in sorted order', () => {
    const q = normaliseQuery('  ALPHA ');
    expect([...computeView({ data: rows, query: q, searchIndex: index, order: null })!]).toEqual([1, 3]);
    const byNDesc = () => getSortedOrder(rows, 'n', (r) => r.n, true);
    expect([...computeView({ data: rows, query: 'a', searchIndex: index, order: byNDesc })!]).toEqual([5, 0, 2, 3, 1, 4]);
    expect([...computeView({ data: rows, query: 'et', searchIndex: index, order: byNDesc })!]).toEqual([5, 0]);
  });

  it('applies a row filter before search and sort, caching its mask per data array and key', () => {
    let calls = 0;
    const odd = () => getFilterMask(rows, 'odd', (r) => {
      calls++;
      return (r.n ?? 0) % 2 === 1;
    });
    const all = computeView({ data: rows, query: '', searchIndex: index, order: null, filter: odd })!;
    expect([...all]).toEqual(rows.flatMap((r, i) => ((r.n ?? 0) % 2 === 1 ? [i] : [])));
    const byNDesc = () => getSortedOrder(rows, 'n', (r) => r.n, true);
    const sorted = computeView({ data: rows, query: 'a', searchIndex: index, order: byNDesc, filter: odd })!;
    const expected = [...computeView({ data: rows, query: 'a', searchIndex: index, order: byNDesc })!].filter((i) => (rows[i]!.n ?? 0) % 2 === 1);
    expect([...sorted]).toEqual(expected);
    expect(calls).toBe(rows.length);
  });
});

