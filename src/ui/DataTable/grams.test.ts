import { describe, expect, it } from 'vitest';
import { normaliseQuery } from './pipeline';
import { buildSearchIndex, getSearchIndex, getSearchTask } from './search';

interface Row {
  name: string;
  email: string;
  ref: string;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789 @.-_éÖ₦İ';

function rows(n: number): Row[] {
  let seed = 11;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const word = (len: number) => Array.from({ length: len }, () => ALPHABET[Math.floor(rnd() * ALPHABET.length)]).join('');
  return Array.from({ length: n }, () => ({ name: word(3 + Math.floor(rnd() * 8)), email: `${word(5)}@${word(4)}.ng`, ref: word(6) }));
}

const parts = [(r: Row) => r.name, (r: Row) => r.email, (r: Row) => r.ref];
const brute = (data: Row[], q: string, within: Int32Array | null = null) =>
  (within ? [...within] : data.map((_, i) => i)).filter((i) => parts.map((p) => `${p(data[i]!)}\u0000`).join('').toLowerCase().includes(q));

function search(data: Row[], key: string, q: string, filterKey = '', within: Int32Array | null = null): number[] {
  const index = getSearchIndex(data, key, parts);
  const task = getSearchTask(index, filterKey, within, q);
  task.run(Number.POSITIVE_INFINITY);
  return [...task.result!];
}

describe('letter-pair bitsets', () => {
  const data = rows(3000);
  const index = getSearchIndex(data, 'all', parts);
  expect(buildSearchIndex(index, Number.POSITIVE_INFINITY)).toBe(true);
  expect(index.grams).not.toBeNull();
  // Queries: one and two characters of every kind, pieces of real rows, and strings no row holds.
  const singles = [...new Set(ALPHABET.toLowerCase())];
  const pieces = data.slice(0, 60).flatMap((r, i) => [r.name.slice(i % 3, (i % 3) + 1 + (i % 5)), r.email.slice(2, 9), r.ref.slice(1, 3)]);
  const queries = [...singles, ...singles.flatMap((a) => ['a', '7', ' ', 'é'].map((b) => a + b)), ...pieces, 'zzzzzz', '@@', '.ng', 'i̇', 'q9 x'];

  it('finds exactly the rows whose haystack holds the query, whatever its characters', () => {
    let n = 0;
    for (const raw of queries) {
      const q = normaliseQuery(raw);
      if (!q) continue;
      expect(search(data, 'all', q), q).toEqual(brute(data, q));
      n++;
    }
    expect(n).toBeGreaterThan(150);
  });

  it('gives the same rows within a row filter and when narrowing an earlier query', () => {
    const within = Int32Array.from(data.map((_, i) => i).filter((i) => i % 3 !== 0));
    for (const raw of pieces.slice(0, 40)) {
      const q = normaliseQuery(raw);
      if (!q) continue;
      expect(search(data, 'all', q, 'f', within), q).toEqual(brute(data, q, within));
      // Narrowing: the one-letter search is finished and cached, then the full query extends it.
      search(data, 'all', q.slice(0, 1), 'n', within);
      expect(search(data, 'all', q, 'n', within), q).toEqual(brute(data, q, within));
    }
  });

  it('answers before the index is complete too (no bitsets used yet)', () => {
    const fresh = rows(2500);
    const idx = getSearchIndex(fresh, 'partial', parts);
    buildSearchIndex(idx, 0);
    expect(idx.built).toBeLessThan(fresh.length);
    expect(search(fresh, 'partial', 'a')).toEqual(brute(fresh, 'a'));
  });
});
