// Server mode's export walks the view's pages and assembles the file as it comes (src/shared/export/
// useServerCsvExport.ts): a Blob per page, folded every PARTS_PER_GROUP pages, the same bytes in order.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { PARTS_PER_GROUP, useServerCsvExport, type FetchExportPage } from './useServerCsvExport';

/** The files handed to the browser (the object URL's Blob; the link's click does nothing here). */
let saved: Blob[];
beforeEach(() => {
  saved = [];
  Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (saved.push(b), 'blob:x')), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

interface Row {
  n: number;
}

describe('useServerCsvExport', () => {
  it('writes every page in order, across the folds of its parts, with the serial numbers running on', async () => {
    // More pages than two folds: 2 × PARTS_PER_GROUP + 5 pages of 3 records.
    const pages = 2 * PARTS_PER_GROUP + 5;
    const total = pages * 3;
    const asked: number[] = [];
    const fetchPage: FetchExportPage<Row> = async (page) => {
      asked.push(page);
      const first = (page - 1) * 3;
      return { rows: [0, 1, 2].map((i) => ({ n: first + i })).filter((r) => r.n < total), total };
    };
    const { result } = renderHook(() => useServerCsvExport<Row>('rides', fetchPage));
    await act(() =>
      result.current.onExport({
        rows: [],
        columns: [
          { header: 'S/N', type: 'number', value: (_r, i) => i + 1 },
          { header: 'Value', type: 'number', value: (r) => r.n * 10 },
        ],
      }),
    );
    expect(asked).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
    expect(saved).toHaveLength(1);
    const text = new TextDecoder().decode(await saved[0]!.arrayBuffer());
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('S/N,Value');
    expect(lines.slice(1, -1)).toEqual(Array.from({ length: total }, (_, i) => `${i + 1},${i * 10}`));
    expect(lines.at(-1)).toBe('');
    expect(saved[0]!.type).toBe('text/csv;charset=utf-8');
    expect(result.current.progress).toBeNull();
  });
});
