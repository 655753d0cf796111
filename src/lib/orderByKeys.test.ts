// orderByKeys ranks keys with native sorts and orders them by a counting sort (a sort's first request
// over a million records); checked here against the rule written as a plain comparator (compareKeys,
// missing keys last, ties in position order), on keys that take each of its paths.
import { describe, expect, it } from 'vitest';
import { compareKeys, normaliseKey, orderByKeys, orderByRanks, rankKeys, type SortKey } from './listQuery';

function reference(keys: readonly (number | string | null)[], desc: boolean): number[] {
  const present = keys.map((_, i) => i).filter((i) => keys[i] !== null);
  const missing = keys.map((_, i) => i).filter((i) => keys[i] === null);
  present.sort((i, j) => {
    const c = compareKeys(keys[i]!, keys[j]!);
    return (desc ? -c : c) || i - j;
  });
  return [...present, ...missing];
}

function keysOf(n: number, seed: number, kind: 'mixed' | 'unique' | 'repeated'): (number | string | null)[] {
  let s = seed;
  const rnd = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 4294967296;
  const odd: SortKey[] = [0, -0, Infinity, -Infinity, 1e-300, -1.5, NaN, null, undefined, '', ' ', 'Ádé', 'ade', 'ADE', '\u{1F600}', '\uffff', 'z', '10', '9'];
  return Array.from({ length: n }, (_, i) => {
    const r = rnd();
    if (kind === 'unique') return normaliseKey(i % 50 === 0 ? null : `KRO-${Math.floor(r * 16777216).toString(16)}`);
    if (kind === 'repeated') return normaliseKey(['Lekki', 'lekki', 'Ikeja', 'Yaba', null][Math.floor(r * 5)]);
    return normaliseKey(r < 0.3 ? odd[Math.floor(rnd() * odd.length)] : r < 0.65 ? Math.round(rnd() * 40) / 4 - 5 : `w${Math.floor(rnd() * 30)}`);
  });
}

describe('orderByKeys', () => {
  for (const kind of ['mixed', 'unique', 'repeated'] as const) {
    for (const seed of [1, 2, 3]) {
      it(`orders ${kind} keys as the comparator rule does, both ways (seed ${seed})`, () => {
        const keys = keysOf(3000, seed, kind);
        for (const desc of [false, true]) expect(Array.from(orderByKeys(keys, desc)), `${kind} ${desc}`).toEqual(reference(keys, desc));
      });
    }
  }

  it('gives -0 and 0 one rank, and both directions from the same ranks', () => {
    const keys = [0, -0, 1, null, -0, 'a'];
    const ranks = rankKeys(keys);
    expect(ranks.rank[0]).toBe(ranks.rank[1]);
    expect(ranks.rank[3]).toBe(-1);
    expect(Array.from(orderByRanks(ranks, false))).toEqual([0, 1, 4, 2, 5, 3]);
    expect(Array.from(orderByRanks(ranks, true))).toEqual([5, 2, 0, 1, 4, 3]);
  });
});
