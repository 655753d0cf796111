// Server mode of the mock (docs/api.md, "Paged lists"): one page with `paging` and the figures, answered by
// the rules of src/lib/listQuery.ts; checked against that module's plain reference (selectRecords).
import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockDb, sessionFor } from './testing';
import { drivers, riders, transactions, trips } from './db/store';
import { toDriverWire, toTripWire } from './db/wire';
import { call, get } from './testUtils';
import {
  driverFigures,
  riderFigures,
  selectRecords,
  toRequestParams,
  transactionFigures,
  transactionRange,
  type ListName,
  type ListQuery,
} from '../src/lib/listQuery';
import type { Role } from '../src/lib/role';

beforeEach(() => resetMockDb({ scale: 1 }));

const PATHS: Record<ListName, { path: string; rows: (string | number)[] }> = {
  trips: { path: '/get-all-trips', rows: ['trips'] },
  riders: { path: '/users/', rows: ['data', 'data'] },
  drivers: { path: '/drivers/', rows: ['data', 'data', 'drivers'] },
  transactions: { path: '/get-all-transactions', rows: ['data', 'data'] },
};

function holder(list: ListName, body: unknown): Record<string, unknown> {
  return get(body, ...PATHS[list].rows.slice(0, -1));
}

async function ask(list: ListName, query: Partial<ListQuery>, role: Role = 'admin') {
  const full: ListQuery = { q: '', sort: null, page: 1, limit: 25, filters: {}, id: '', ...query };
  const qs = new URLSearchParams(toRequestParams(list, full)).toString();
  const { token } = await sessionFor(role);
  const res = await call('GET', `${PATHS[list].path}?${qs}`, { token });
  expect(res.status).toBe(200);
  return { full, body: res.body, rows: get<unknown[]>(res.body, ...PATHS[list].rows), paging: holder(list, res.body).paging };
}

const wire: Record<ListName, () => unknown[]> = {
  trips: () => trips().map(toTripWire),
  riders: () => riders(),
  drivers: () => drivers().map(toDriverWire),
  transactions: () => transactions(),
};

const QUERIES: Record<ListName, Partial<ListQuery>[]> = {
  trips: [
    {},
    { q: 'ikeja' },
    { q: '  CANCEL ', sort: { id: 'fare', desc: true } },
    { sort: { id: 'driver', desc: false }, page: 3 },
    { sort: { id: 'driver', desc: true }, filters: { status: 'pending' } },
    { filters: { status: 'cancelled' }, sort: { id: 'status', desc: false } },
    { sort: { id: 'distance', desc: false }, page: 1000 },
  ],
  riders: [{}, { q: 'gmail' }, { sort: { id: 'balance', desc: true } }, { sort: { id: 'joined', desc: false }, page: 2 }, { sort: { id: 'verified', desc: true } }],
  drivers: [
    { filters: { stage: 'kycSubmitted' } },
    { filters: { stage: 'emailUnverified' }, q: 'a', sort: { id: 'name', desc: true } },
    { sort: { id: 'year', desc: false } },
    { sort: { id: 'rating', desc: true }, filters: { stage: 'kycApproved' }, page: 2 },
  ],
  transactions: [
    {},
    { q: 'transfer' },
    { filters: { service: 'fund_transfer', status: 'success' }, sort: { id: 'amount', desc: true } },
    { filters: { from: '2026-11-01', to: '2026-11-15' }, sort: { id: 'date', desc: false } },
    { sort: { id: 'party', desc: false }, page: 4 },
    { sort: { id: 'status', desc: true }, filters: { status: 'failed' } },
  ],
};

const NOW = Date.now();

describe('paged lists', () => {
  for (const list of ['trips', 'riders', 'drivers', 'transactions'] as const) {
    it(`${list}: each query's page, in order, with its total, as the reference selects them`, async () => {
      for (const query of QUERIES[list]) {
        const { full, rows, paging } = await ask(list, query);
        const all = selectRecords(list, wire[list](), full, 'admin');
        const first = (full.page - 1) * full.limit;
        expect(paging, JSON.stringify(query)).toEqual({ page: full.page, limit: full.limit, total: all.length });
        expect(rows, JSON.stringify(query)).toEqual(all.slice(first, first + full.limit));
      }
      // The queries are not all trivial: some find a part of the list, some sort it.
      const { paging } = await ask(list, QUERIES[list][1]!);
      expect((paging as { total: number }).total).toBeGreaterThan(0);
      expect((paging as { total: number }).total).toBeLessThan(wire[list]().length);
    });
  }

  it('id= answers the one record', async () => {
    const t = transactions()[7]!;
    const { rows, paging } = await ask('transactions', { id: t._id });
    expect(rows).toEqual([t]);
    expect(paging).toEqual({ page: 1, limit: 25, total: 1 });
    const ride = trips()[3]!;
    expect((await ask('trips', { id: ride.rideId })).rows).toEqual([toTripWire(ride)]);
  });

  it('transactions: the figures are over the records the query selects; lagos gets only its records', async () => {
    const query = { filters: { status: 'success', from: '2026-10-01', to: '2026-11-20' }, q: 'a' };
    for (const role of ['admin', 'lagos'] as const) {
      const { full, body, paging } = await ask('transactions', query, role);
      const selected = selectRecords('transactions', transactions(), full, role);
      const figures = get<{ count: number; amount: number }>(body, 'data', 'figures');
      expect(figures).toEqual(transactionFigures(selected, transactionRange(full.filters), role, NOW));
      expect(figures.count).toBe((paging as { total: number }).total);
      if (role === 'lagos') expect(selected.every((t) => t.lagosCommission > 0)).toBe(true);
    }
    const lagosAll = await ask('transactions', {}, 'lagos');
    const total = (lagosAll.paging as { total: number }).total;
    expect(total).toBe(transactions().filter((t) => t.lagosCommission > 0).length);
    expect(total).toBeLessThan(transactions().length);
  });

  it('riders and drivers: the cards count the whole list', async () => {
    expect(get((await ask('riders', { q: 'zzzz' })).body, 'data', 'figures')).toEqual(riderFigures(riders()));
    expect(get((await ask('drivers', { filters: { stage: 'kycApproved' } })).body, 'data', 'data', 'figures')).toEqual(driverFigures(drivers()));
  });

  it('answers the whole list without page, and 400 for a wrong page, limit, sort, order or filter', async () => {
    const { token } = await sessionFor('admin');
    const whole = await call('GET', '/get-all-transactions', { token });
    expect(get<unknown[]>(whole.body, 'data', 'data')).toHaveLength(transactions().length);
    expect(get(whole.body, 'data', 'paging')).toBeUndefined();
    for (const qs of ['page=0', 'page=x', 'page=1&limit=0', 'page=1&limit=1001', 'page=1&sort=nope', 'page=1&sort=amount&order=up', 'page=1&status=odd', 'page=1&from=2026-13-01']) {
      const res = await call('GET', `/get-all-transactions?${qs}`, { token });
      expect(res.status, qs).toBe(400);
      expect(get<string>(res.body, 'message'), qs).toBeTruthy();
    }
    expect((await call('GET', '/get-all-transactions?page=1')).status).toBe(401);
  });
});
