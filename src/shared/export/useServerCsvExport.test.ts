// Server mode's export walks the view's pages and assembles the file as it comes (src/shared/export/
// useServerCsvExport.ts): a Blob per page, folded every PARTS_PER_GROUP pages, the same bytes in order.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { requestList } from '../../lib/api/list';
import { LIMIT, type ListQuery, type Paging } from '../../lib/listQuery';
import { notify } from '../../lib/notify';
import type { Rider } from '../../lib/schemas';
import { clearSession, setSession } from '../../lib/session';
import { PARTS_PER_GROUP, useListExport, useServerCsvExport, type FetchExportPage } from './useServerCsvExport';

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

// ---- The walk against a server that does not keep to its word (docs/product.md §10) -------------

const rider = (i: number) => ({
  _id: `u${i}`, fullname: `Rider ${i}`, email: `r${i}@kero.ng`, phone: '+2348000000000', isVerified: true, isCompleted: true,
  isSetPassCode: false, walletBalance: 100, bonusBalance: 0, createdAt: '2026-03-02T09:15:00.000Z', updatedAt: '2026-03-02T09:15:00.000Z',
  isDeleted: false, profileImage: '',
});
const QUERY: ListQuery = { q: '', sort: null, page: 1, limit: 10, filters: {}, id: '' };
/** The riders' page as a list screen's fetcher makes it (src/features/riders/api.ts). */
interface RidersData {
  riders: Rider[];
  paging?: Paging;
}
async function fetchRiders(query?: Record<string, string>, signal?: AbortSignal): Promise<RidersData> {
  const { data } = await requestList('/admin/users/', 'riders', { query, signal });
  return { riders: data.data, ...(data.paging ? { paging: data.paging } : {}) };
}
const ridersOf = (d: RidersData) => d.riders;
const NAMES = { rows: [], columns: [{ header: 'Name', type: 'text' as const, value: (r: Rider) => r.fullname }] };

/** GET /admin/users/ pages from `answer(page)`; every request's page and token noted. */
function serveRiders(answer: (page: number) => { rows: number; paging?: unknown }, onAsk?: (page: number) => void) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/admin/users', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      asked.push(`${page} ${request.headers.get('Authorization')}`);
      onAsk?.(page);
      const { rows, paging } = answer(page);
      const first = (page - 1) * LIMIT.export;
      return HttpResponse.json({ message: 'ok', data: { data: Array.from({ length: rows }, (_, i) => rider(first + i)), paging } });
    }),
  );
  return asked;
}
const fileLines = async () => new TextDecoder().decode(await saved[0]!.arrayBuffer()).replace(/^\uFEFF/, '').split('\r\n').slice(1, -1);

describe('useListExport in server mode, against pages that do not add up', () => {
  let shown: string[];
  beforeEach(() => {
    setSession('tok-A', { _id: 'a', email: 'a@kero.ng', role: 'admin' });
    shown = [];
    vi.spyOn(notify, 'show').mockImplementation((kind, message) => void shown.push(`${kind}: ${String(message)}`));
  });
  afterEach(() => clearSession());

  const run = async (fetcher: typeof fetchRiders = fetchRiders) => {
    const hook = renderHook(() => useListExport('riders', 'riders', fetcher, ridersOf, QUERY, true));
    await act(() => hook.result.current.onExport(NAMES));
    return hook;
  };

  it('fails, writing no file, when a page comes back empty before the view is all written', async () => {
    serveRiders((p) => ({ rows: p === 2 ? 0 : 1000, paging: { page: p, limit: 1000, total: 3000 } }));
    await run();
    expect(saved).toHaveLength(0);
    expect(shown).toEqual(['error: Export failed']);
  });

  it('fails, writing no file, when a later page has no paging or an unreadable one', async () => {
    for (const later of [undefined, { page: 2, limit: 1000, total: -1 }, { page: 9, limit: 1000, total: 5000 }]) {
      shown = [];
      serveRiders((p) => ({ rows: 1000, paging: p === 1 ? { page: 1, limit: 1000, total: 5000 } : later }));
      await run();
      expect(saved, JSON.stringify(later)).toHaveLength(0);
      expect(shown).toEqual(['error: Export failed']);
    }
  });

  it('follows a count that grows as it goes (a live ledger) to its end', async () => {
    // 2,500 records, then 600 more arrive after the first page: the old last ones are now on page 4.
    const asked = serveRiders((p) => (p === 1 ? { rows: 1000, paging: { page: 1, limit: 1000, total: 2500 } } : { rows: p < 4 ? 1000 : 100, paging: { page: p, limit: 1000, total: 3100 } }));
    await run();
    expect(asked.map((a) => a.split(' ')[0])).toEqual(['1', '2', '3', '4']);
    expect(await fileLines()).toHaveLength(3100);
    expect(shown).toEqual([]);
  });

  it('fails, writing no file, when the count falls under the walk or keeps growing', async () => {
    // Records went after page 1: later ones moved up past the walk and would be missing.
    serveRiders((p) => ({ rows: p === 3 ? 400 : 1000, paging: { page: p, limit: 1000, total: p === 1 ? 3000 : 2400 } }));
    await run();
    expect(saved).toHaveLength(0);
    expect(shown).toEqual(['error: Export failed']);
    // A server whose count grows with every page: twice the first page's pages and one more, then it fails.
    shown = [];
    const asked = serveRiders((p) => ({ rows: 1000, paging: { page: p, limit: 1000, total: 2000 + p * 1000 } }));
    await run();
    expect(asked).toHaveLength(2 * 3 + 1);
    expect(saved).toHaveLength(0);
    expect(shown).toEqual(['error: Export failed']);
  });

  it('stops quietly, writing no file, when the session changes between two pages, and asks nothing with the next token', async () => {
    const asked = serveRiders((p) => ({ rows: 1000, paging: { page: p, limit: 1000, total: 3000 } }));
    // The change lands once page 1 is in, before page 2 is asked for (another tab's sign-in, say).
    const fetcher: typeof fetchRiders = async (query, signal) => {
      const data = await fetchRiders(query, signal);
      if (query?.page === '1') setSession('tok-B', { _id: 'b', email: 'b@kero.ng', role: 'admin' });
      return data;
    };
    await run(fetcher);
    expect(asked).toEqual(['1 Bearer tok-A']);
    expect(saved).toHaveLength(0);
    expect(shown).toEqual([]);
  });

  it('stops when its screen goes', async () => {
    let hook: ReturnType<typeof renderHook<ReturnType<typeof useListExport<RidersData, Rider>>, unknown>> | null = null;
    const asked = serveRiders(
      (p) => ({ rows: 1000, paging: { page: p, limit: 1000, total: 5000 } }),
      (p) => p === 2 && hook?.unmount(),
    );
    hook = renderHook(() => useListExport('riders', 'riders', fetchRiders, ridersOf, QUERY, true));
    await act(() => hook!.result.current.onExport(NAMES));
    expect(asked.map((a) => a.split(' ')[0])).toEqual(['1', '2']);
    expect(saved).toHaveLength(0);
    expect(shown).toEqual([]);
  });
});
