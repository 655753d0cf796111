import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import type { ListReply } from './list.worker';
import { BATCH } from './listDecode';

/**
 * The list decoder's worker (./list.worker.ts) run in this thread: its module is loaded with `self`
 * pointing at a fake scope, and messages cross as structured clones, a task later, as between threads.
 */
class FakeWorker {
  static started = 0;
  static failStart = false;
  static messages: ListReply[] = [];
  onmessage: ((e: { data: ListReply }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  private scope: { onmessage: ((e: { data: unknown }) => void) | null; postMessage: (m: ListReply) => void };

  constructor() {
    FakeWorker.started++;
    this.scope = {
      onmessage: null,
      postMessage: (m) => {
        FakeWorker.messages.push(m);
        const copy = structuredClone(m);
        setTimeout(() => this.onmessage?.({ data: copy }));
      },
    };
    if (FakeWorker.failStart) {
      setTimeout(() => this.onerror?.(new Event('error')));
      return;
    }
    const real = globalThis.self;
    vi.stubGlobal('self', this.scope);
    void import('./list.worker?fake=' + FakeWorker.started).finally(() => vi.stubGlobal('self', real));
  }
  postMessage(job: { bytes: ArrayBuffer }, transfer: Transferable[]) {
    expect(transfer).toEqual([job.bytes]);
    const copy = structuredClone(job);
    setTimeout(() => this.scope.onmessage?.({ data: copy }));
  }
  terminate() {}
}

/** ./list and ./client loaded afresh (no worker started yet), with the app's hooks as spies. */
async function freshList() {
  vi.resetModules();
  const h = { onUnauthorized: vi.fn(), onNetworkError: vi.fn() };
  (await import('./client')).configureApi(h);
  return { ...(await import('./list')), h };
}

const tx = (i: number) => ({
  _id: `t${i}`, transaction_id: `TX${i}`, reference: `KRO-${i}`, user_id: { _id: 'u1', email: 'a@b.c' }, driver_id: null,
  amount: i, settled_amount: i, charges: 0, keroCommission: 1, lagosCommission: 1, transaction_services: 'fund_transfer',
  transaction_type: 'credit', status: 'success', createdAt: '2024-05-01T10:00:00.000Z', narration: null, trip_id: null,
  account_no: 123, bank_name: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.failStart = false;
  FakeWorker.messages = [];
});

describe('requestList', () => {
  it('decodes in the worker and gets the records back in batches, exactly as the page would decode them', async () => {
    const records = [...Array.from({ length: 2500 }, (_, i) => tx(i)), { ...tx(9), amount: 'lots' }, 'junk'];
    const body = { message: 'ok', data: { data: records, totals: { totalAmount: 5 } } };
    server.use(http.get('*/api/admin/get-all-transactions', () => HttpResponse.json(body)));

    const here = await (await freshList()).requestList('/admin/get-all-transactions', 'transactions');
    vi.stubGlobal('Worker', FakeWorker);
    const { requestList } = await freshList();
    const there = await requestList('/admin/get-all-transactions', 'transactions');
    expect(there).toEqual(here);
    expect(there.data.data).toHaveLength(2501);
    expect(there.data.data[2500]).toMatchObject({ _id: 't9', amount: null });
    expect(there.data.data[0]).toMatchObject({ account_no: '123' });
    expect(FakeWorker.messages.filter((m) => 'rows' in m).length).toBe(Math.ceil(2501 / BATCH));
  });

  it('reports a malformed answer with its message, and keeps the 401 forced logout', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { requestList, h } = await freshList();
    server.use(http.get('*/api/admin/get-all-trips', () => HttpResponse.json({ message: 'Server busy', trips: 'x' })));
    await expect(requestList('/admin/get-all-trips', 'trips')).rejects.toMatchObject({ kind: 'malformed', status: 200, serverMessage: 'Server busy' });
    server.use(http.get('*/api/admin/get-all-trips', () => new HttpResponse('not json')));
    await expect(requestList('/admin/get-all-trips', 'trips')).rejects.toMatchObject({ kind: 'malformed', serverMessage: null });
    localStorage.setItem('token', 'tok-1');
    server.use(http.get('*/api/admin/get-all-trips', () => HttpResponse.json({ message: 'expired' }, { status: 401 })));
    await expect(requestList('/admin/get-all-trips', 'trips')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(h.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    // Whole lists (no `page`) start the worker with their request, whatever their size.
    expect(FakeWorker.started).toBeGreaterThan(0);
    await vi.waitFor(() => expect(FakeWorker.messages).toContainEqual({ ready: true }));
  });

  it('decodes a small page in the page without starting the worker, and a big one in the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { requestList, PAGE_DECODE_MAX_BYTES } = await freshList();
    const started = FakeWorker.started;
    const page = (n: number) => ({ message: 'ok', data: { data: Array.from({ length: n }, (_, i) => tx(i)), totals: {}, paging: { page: 1, limit: n, total: 10200 } } });
    server.use(http.get('*/api/admin/get-all-transactions', ({ request }) => HttpResponse.json(page(Number(new URL(request.url).searchParams.get('limit'))))));
    const small = await requestList('/admin/get-all-transactions', 'transactions', { query: { page: '1', limit: '25' } });
    expect(small.data.data).toHaveLength(25);
    expect(JSON.stringify(page(25)).length).toBeLessThan(PAGE_DECODE_MAX_BYTES);
    expect(FakeWorker.started).toBe(started);
    expect(FakeWorker.messages).toEqual([]);

    const big = await requestList('/admin/get-all-transactions', 'transactions', { query: { page: '1', limit: '1000' } });
    expect(JSON.stringify(page(1000)).length).toBeGreaterThan(PAGE_DECODE_MAX_BYTES);
    expect(big.data.data).toHaveLength(1000);
    expect(FakeWorker.started).toBe(started + 1);
    expect(FakeWorker.messages.filter((m) => 'rows' in m).length).toBe(1000 / BATCH);
  });

  it('refuses a page whose paging is unreadable or names another page, decoded in the page or in the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { requestList } = await freshList();
    let paging: unknown;
    server.use(
      http.get('*/api/admin/get-all-transactions', ({ request }) => {
        const n = Number(new URL(request.url).searchParams.get('limit'));
        return HttpResponse.json({ message: 'ok', data: { data: Array.from({ length: n }, (_, i) => tx(i)), totals: {}, paging } });
      }),
    );
    const ask = (page: string, limit: string) => requestList('/admin/get-all-transactions', 'transactions', { query: { page, limit } });
    for (const limit of ['25', '1000']) {
      // Read as "no paging", any of these would make one page pass for the whole list.
      for (const bad of [{ page: 1, limit: 25, total: 2 ** 53 }, { page: 1, limit: 25, total: -1 }, { page: 1, limit: 25, total: 4800.5 }, { page: 1, limit: 25, total: '4800' }, { page: 0, limit: 25, total: 4800 }, { page: 1, total: 4800 }, null]) {
        paging = bad;
        await expect(ask('1', limit), JSON.stringify(bad)).rejects.toMatchObject({ kind: 'malformed' });
      }
      // A page other than the one asked for would number its rows from there.
      paging = { page: 7, limit: 25, total: 4800 };
      await expect(ask('2', limit)).rejects.toMatchObject({ kind: 'malformed' });
      expect((await ask('7', limit)).data.paging).toEqual({ page: 7, limit: 25, total: 4800 });
      // No `paging` at all is a whole list, whatever was asked (a backend that does not page).
      paging = undefined;
      expect((await ask('3', limit)).data.paging).toBeUndefined();
    }
  });

  it('decodes in the page when the worker cannot start', async () => {
    FakeWorker.failStart = true;
    vi.stubGlobal('Worker', FakeWorker);
    const { requestList } = await freshList();
    server.use(http.get('*/api/admin/get-all-trips', () => HttpResponse.json({ trips: [{ rideId: 7, startLocation: { coordinates: [3.3, 6.5] } }], totalTrips: 1 })));
    const r = await requestList('/admin/get-all-trips', 'trips');
    expect(r.trips[0]).toMatchObject({ rideId: '7', startLocation: { lng: 3.3, lat: 6.5 }, fare: null });
    expect(r.totalTrips).toBe(1);
    expect(FakeWorker.messages).toEqual([]);
  });
});
