import { describe, expect, it } from 'vitest';
import type { SortKey } from '../../core/order';
import { getSortedOrder, hasRanks } from './pipeline';
import { prepareSorts } from './prepare';

// Mixed keys: numbers (with -0, NaN, repeats), text in both cases and repeated, unique ids, missing.
function mixedRows(n: number): { key: SortKey }[] {
  let seed = 7;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const words = ['Beta', 'alpha', 'ALPHA', 'gamma', 'Ωmega', 'zeta', '10', '9', ''];
  return Array.from({ length: n }, (_, i) => {
    const r = rnd();
    if (r < 0.1) return { key: null };
    if (r < 0.15) return { key: undefined };
    if (r < 0.2) return { key: Number.NaN };
    if (r < 0.25) return { key: i % 2 ? -0 : 0 };
    if (r < 0.5) return { key: Math.floor(rnd() * 50) - 10 };
    if (r < 0.55) return { key: rnd() * 1e6 };
    if (r < 0.8) return { key: words[Math.floor(rnd() * words.length)] };
    return { key: `id-${Math.floor(rnd() * 1e9).toString(16)}` };
  });
}

const key = (r: { key: SortKey }) => r.key;

/** Runs a step with deadlines already passed, so it stops at every check of the clock. */
function runStarved(step: (deadline: number) => boolean): number {
  let slices = 1;
  while (!step(0)) slices++;
  return slices;
}

describe('prepareSorts', () => {
  it('ranks every listed column, in slices, and leaves the orders cached', () => {
    const rows = mixedRows(3000).map((r, i) => ({ ...r, i }));
    const byIndex = (r: { i: number }) => -r.i;
    expect(runStarved(prepareSorts(rows, [['key', key], ['i', byIndex]]))).toBeGreaterThan(2);
    expect(hasRanks(rows, 'key') && hasRanks(rows, 'i')).toBe(true);
    // Cached: another sort function for the same column id returns the prepared order.
    expect(getSortedOrder(rows, 'i', () => 0, false)[0]).toBe(2999);
    expect([...getSortedOrder(rows, 'key', () => 0, true)]).toEqual([...getSortedOrder(rows.slice(), 'key', key, true)]);
  });

  // The sliced ranking is src/core/order.ts's, the one a click runs at once (src/core/order.test.ts
  // holds its slices to its whole run); here, that prepareSorts keeps what it built, for any length.
  for (const n of [0, 1, 2, 7, 5000]) {
    it(`prepares the orders a click would make, both directions (${n} rows)`, () => {
      const rows = mixedRows(n);
      expect(prepareSorts(rows, [['key', key]])(Number.POSITIVE_INFINITY)).toBe(true);
      expect(hasRanks(rows, 'key')).toBe(true);
      for (const desc of [false, true]) expect([...getSortedOrder(rows, 'key', () => 0, desc)]).toEqual([...getSortedOrder(rows.slice(), 'key', key, desc)]);
    });
  }

  it('drops its build of a column a click ranked meanwhile, and still makes both orders', () => {
    const rows = mixedRows(5000);
    let reads = 0;
    const counted = (r: { key: SortKey }) => (reads++, r.key);
    const step = prepareSorts(rows, [['key', counted]]);
    expect(step(0)).toBe(false);
    expect(hasRanks(rows, 'key')).toBe(false);
    const clicked = getSortedOrder(rows, 'key', counted, false);
    const readsAfterClick = reads;
    expect(runStarved(step)).toBeGreaterThanOrEqual(1);
    // No key read after the click: the half-made build was dropped, not finished.
    expect(reads).toBe(readsAfterClick);
    expect(getSortedOrder(rows, 'key', key, false)).toBe(clicked);
    expect([...getSortedOrder(rows, 'key', () => 0, true)]).toEqual([...getSortedOrder(rows.slice(), 'key', key, true)]);
  });
});
