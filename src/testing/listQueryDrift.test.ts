// Client mode's table (src/ui/DataTable's ranks) and a paging backend (src/lib/listQuery.ts's orderByKeys,
// which the mock's server mode sorts with) order rows by the same rules: checked on random keys.
import { describe, expect, it } from 'vitest';
import { getSortedOrder } from '../ui/DataTable/pipeline';
import { normaliseKey, orderByKeys, type SortKey } from '../lib/listQuery';

function randomKeys(n: number, seed: number): SortKey[] {
  let s = seed;
  const rnd = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
  const words = ['Ade', 'ade', 'Bola', 'bola ', 'Chi', 'éko', 'Zed', '10', '9', ''];
  return Array.from({ length: n }, () => {
    const r = rnd();
    if (r < 0.1) return null;
    if (r < 0.15) return Number.NaN;
    if (r < 0.2) return undefined;
    if (r < 0.55) return Math.round(rnd() * 20) - 5 + (rnd() < 0.2 ? 0.5 : 0);
    return words[Math.floor(rnd() * words.length)]! + (rnd() < 0.3 ? String(Math.floor(rnd() * 3)) : '');
  });
}

describe('one sort rule for both modes', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`orders the same rows the same way (seed ${seed})`, () => {
      const keys = randomKeys(2000, seed);
      const rows = keys.map((k, i) => ({ k, i }));
      for (const desc of [false, true]) {
        const table = Array.from(getSortedOrder(rows, `c${seed}`, (r) => r.k, desc));
        const lib = Array.from(orderByKeys(keys.map(normaliseKey), desc));
        expect(table).toEqual(lib);
      }
    });
  }
});
