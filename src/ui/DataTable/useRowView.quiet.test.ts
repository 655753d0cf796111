// A large list's sorts are prepared in the background only after a quiet second without a keystroke, and
// each key puts it off again (src/ui/DataTable/useRowView.ts): the ranking never takes turns with keys.
// The slices themselves run on real tasks; fake timers stand for the quiet second.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { hasRanks } from './pipeline';
import { getSearchIndex, runInSlices } from './search';
import type { DataTableColumn } from './types';
import { SORTS_AFTER_QUIET_MS, useRowView } from './useRowView';

interface Row {
  name: string;
  n: number;
}
const rows: Row[] = Array.from({ length: 3000 }, (_, i) => ({ name: `row ${(i * 7919) % 3000}`, n: (i * 31) % 977 }));
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name, searchValue: (r) => r.name },
  { id: 'n', header: 'N', cell: (r) => r.n, sortValue: (r) => r.n },
];
/** Resolves once a background job of `n` slices, queued now, has run: background work queued before it has had its turns. */
const afterSlices = (n: number) =>
  new Promise<void>((resolve) => {
    let k = 0;
    runInSlices(() => ++k >= n, resolve, true);
  });
const index = () => getSearchIndex(rows, 'name', [(r: Row) => r.name]);

describe('useRowView background sorts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for a quiet second after the last key, then ranks every sortable column', async () => {
    const view = renderHook((search: string) => useRowView({ data: rows, columns, rowFilter: null, search, sort: null, requestedPage: 1, pageSize: 25 }), {
      initialProps: '',
    });
    // The search index is built at once, in background slices.
    await vi.waitFor(() => expect(index().built).toBe(rows.length), { timeout: 5000, interval: 5 });

    view.rerender('r');
    vi.advanceTimersByTime(SORTS_AFTER_QUIET_MS - 100);
    view.rerender('ro');
    vi.advanceTimersByTime(SORTS_AFTER_QUIET_MS - 100);
    await afterSlices(4);
    // Twice nearly a second, and background slices have run since the index was built: no column is ranked.
    expect(hasRanks(rows, 'name') || hasRanks(rows, 'n')).toBe(false);

    vi.advanceTimersByTime(100);
    await vi.waitFor(() => expect(hasRanks(rows, 'name') && hasRanks(rows, 'n')).toBe(true), { timeout: 5000, interval: 5 });
    view.unmount();
  });
});
