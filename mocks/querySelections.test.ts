// runQuery keeps each query's selection (docs/performance.md, "mock:server at scale"): later pages and
// sorts of it, and a growing search, answer from what it kept. Checked against the plain reference
// (selectRecords) in an order that uses every kept path, on the seeded lists.
import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockDb } from './testing';
import { drivers, driversRevision, setDriverVerification, transactions, trips } from './db/store';
import { lagosDay } from '../src/lib/lagosTime';
import { inRange, parseRange } from '../src/lib/dateRange';
import { filterTest, prepareListIndex, runQuery, selectRecords, transactionFigures, transactionRange, type ListName, type ListQuery } from '../src/lib/listQuery';
import type { Role } from '../src/lib/role';

beforeEach(() => resetMockDb({ scale: 2 }));

const NOW = Date.UTC(2026, 10, 20, 12);
const Q = (o: Partial<ListQuery>): ListQuery => ({ q: '', sort: null, page: 1, limit: 25, filters: {}, id: '', ...o });

function same<R>(list: ListName, records: readonly R[], query: ListQuery, role: Role = 'admin', revision = '') {
  const got = runQuery(list, records, query, role, NOW, revision);
  const all = selectRecords(list, records, query, role);
  const first = (query.page - 1) * query.limit;
  const label = JSON.stringify(query);
  expect(got.total, label).toBe(all.length);
  expect(got.rows, label).toEqual(all.slice(first, first + query.limit));
  if (list === 'transactions') {
    expect(got.figures, label).toEqual(transactionFigures(all as never[], transactionRange(query.filters), role, NOW));
  }
  return got;
}

describe('runQuery over kept selections', () => {
  it('transactions: a search typed a key at a time, back again, sorted and paged, as the reference answers', () => {
    const list = transactions();
    const filters = { service: 'fund_transfer' };
    for (const q of ['a', 'an', 'ank', 'an', 'a', 'bank', 'k', 'zz']) same('transactions', list, Q({ q, filters }));
    for (const desc of [false, true]) {
      for (const page of [1, 2, 7]) same('transactions', list, Q({ q: 'an', filters, sort: { id: 'amount', desc }, page }));
      same('transactions', list, Q({ q: 'an', filters, sort: { id: 'party', desc }, page: 3 }));
    }
    // The last page, a page past it, a selection of everything sorted, and the figures alone (limit 0).
    const total = runQuery('transactions', list, Q({ q: 'an', filters }), 'admin', NOW).total;
    expect(total).toBeGreaterThan(50);
    same('transactions', list, Q({ q: 'an', filters, page: Math.ceil(total / 25) }));
    same('transactions', list, Q({ q: 'an', filters, page: Math.ceil(total / 25) + 1 }));
    same('transactions', list, Q({ sort: { id: 'date', desc: true }, page: 5 }));
    same('transactions', list, Q({ q: 'an', filters, limit: 0 }));
  });

  it('transactions: the role and the date range are part of the selection', () => {
    const list = transactions();
    for (const role of ['admin', 'lagos'] as const) {
      same('transactions', list, Q({}), role);
      same('transactions', list, Q({ filters: { from: '2026-10-01', to: '2026-10-31' }, sort: { id: 'amount', desc: true } }), role);
      same('transactions', list, Q({ filters: { from: '2026-11-10' }, q: 'kro' }), role);
    }
    expect(runQuery('transactions', list, Q({}), 'lagos', NOW).total).toBeLessThan(runQuery('transactions', list, Q({}), 'admin', NOW).total);
  });

  it('trips: filters and searches share no kept answer', () => {
    const list = trips();
    same('trips', list, Q({ q: 'lekki' }));
    same('trips', list, Q({ q: 'lekki', filters: { status: 'completed' }, sort: { id: 'fare', desc: true }, page: 2 }));
    same('trips', list, Q({ q: 'lekki', filters: { status: 'pending' } }));
    same('trips', list, Q({ q: 'lekki' }));
  });

  it('a question by id reads the records of that id: alone, with a search, a filter or a role, repeated or unknown', () => {
    const ledger = transactions();
    const at = [0, 1, Math.floor(ledger.length / 2), ledger.length - 1];
    for (const i of at) {
      const id = (ledger[i] as { _id: string })._id;
      same('transactions', ledger, Q({ id }));
      same('transactions', ledger, Q({ id }), 'lagos');
      same('transactions', ledger, Q({ id, filters: { status: 'success' } }));
      const email = String((ledger[i] as { user_id?: { email?: string } | null }).user_id?.email ?? '').slice(0, 5);
      if (email) same('transactions', ledger, Q({ id, q: email }));
      same('transactions', ledger, Q({ id, q: 'no such text anywhere' }));
    }
    same('transactions', ledger, Q({ id: 'no-such-id' }));
    // Broken data: an id three times, in more than one hay piece (4,096 records), and records without one.
    const riders = Array.from({ length: 9000 }, (_, i) => ({
      _id: i % 3000 === 7 ? 'twice' : i % 1000 === 5 ? null : `r${i}`,
      fullname: `Name${i} Ada`,
      email: `user${i}@kero.ng`,
      phone: null,
      isVerified: true,
      isCompleted: i % 2 === 0,
      walletBalance: i,
      createdAt: null,
    }));
    same('riders', riders, Q({ id: 'twice' }));
    same('riders', riders, Q({ id: 'twice', q: 'name3007' }));
    same('riders', riders, Q({ id: 'twice', sort: { id: 'balance', desc: true } }));
    same('riders', riders, Q({ id: 'r8999', q: 'user8999@' }));
    expect(runQuery('riders', riders, Q({ id: 'twice' }), 'admin', NOW).total).toBe(3);
    expect(runQuery('riders', riders, Q({ id: 'twice', q: 'name3007' }), 'admin', NOW).total).toBe(1);
  });

  it('drivers: a new revision (a verification) is a new selection', () => {
    const list = drivers();
    const query = Q({ filters: { stage: 'kycSubmitted' }, limit: 100 });
    const before = same('drivers', list, query, 'admin', String(driversRevision()));
    const first = before.rows[0] as { _id: string };
    setDriverVerification(first._id, true);
    const after = same('drivers', list, query, 'admin', String(driversRevision()));
    expect(after.total).toBe(before.total - 1);
  });

  it('a search finds what the reference finds over hostile text: blanks, edges of records, case that grows, a query with \\0', () => {
    // Records of more than one hay piece (4,096), with a record whose lower case is longer in the first.
    const rider = (i: number) => ({
      _id: `r${i}`,
      fullname: i === 3 ? 'İLKE Ada' : i % 97 === 0 ? '   ' : i % 89 === 0 ? ' Trailing Ada ' : `Name${i} Ada`,
      email: i % 50 === 0 ? null : `user${i}@kero.ng`,
      phone: i % 7 === 0 ? '' : `+234803${String(i).padStart(7, '0')}`,
      isVerified: true,
      isCompleted: true,
      walletBalance: i,
      createdAt: null,
    });
    const list = Array.from({ length: 9000 }, (_, i) => rider(i));
    // Texts built a piece (4,096 records) per call, as mock:server does between requests, then a search
    // before the build is done (it builds the rest); a second list built in slices to the end.
    expect(prepareListIndex('riders', list, -Infinity)).toBe(false);
    same('riders', list, Q({ q: 'ada', page: 60, limit: 100 }));
    expect(prepareListIndex('riders', list, -Infinity)).toBe(true);
    const other = list.map((r) => ({ ...r }));
    let calls = 1;
    while (!prepareListIndex('riders', other, -Infinity)) calls++;
    expect(calls).toBe(3);
    same('riders', other, Q({ q: '8999' }));
    for (const q of ['ada', 'İlke', 'i̇lke', 'user0@', '.ng', '8999', 'name0 ', ' trailing', 'ng\u0000+234', 'ada\u0000user1', 'ng\u0000name', '0\u0000name', '\u0000name1', 'zzz', 'a']) {
      for (const page of [1, 40]) same('riders', list, Q({ q, page, limit: 100 }));
    }
  });

  it('transactions: the Lagos days made a piece per call (as mock:server does after it listens), then asked before and after they are done', () => {
    // 40,000 records: three pieces of 16,384. A date range (it reads the days) comes after the first piece.
    const base = transactions();
    const list = Array.from({ length: 40_000 }, (_, i) => ({ ...base[i % base.length]! }));
    const range = { from: '2026-10-01', to: '2026-10-31' };
    expect(prepareListIndex('transactions', list, -Infinity)).toBe(false);
    same('transactions', list, Q({ filters: range, page: 30 }));
    const other = list.map((r) => ({ ...r }));
    let calls = 1;
    // Three calls make the days (the last one goes on to the texts, which take more calls).
    while (!prepareListIndex('transactions', other, -Infinity)) calls++;
    expect(calls).toBeGreaterThan(3);
    for (const filters of [range, { from: '2026-11-19', to: '2026-11-20' }, { ...range, service: 'fund_account' }]) same('transactions', other, Q({ filters, page: 2 }));
  });

  it('the date range reads Lagos days as the range predicate does, at the edges of a day', () => {
    const range = parseRange('2026-11-01', '2026-11-02');
    const test = filterTest('transactions', { from: range.from, to: range.to }, 'admin') as (r: unknown) => boolean;
    const inDays = inRange(range);
    // Lagos midnight is 23:00 UTC the day before.
    for (const at of ['2026-10-31T22:59:59.999Z', '2026-10-31T23:00:00.000Z', '2026-11-02T22:59:59.999Z', '2026-11-02T23:00:00.000Z', 'not a date', null]) {
      const r = { lagosCommission: 30, transaction_services: 'fund_account', status: 'success', createdAt: at };
      expect(test(r), String(at)).toBe(inDays(at));
      if (at && lagosDay(at)) expect(test(r)).toBe(lagosDay(at)! >= range.from && lagosDay(at)! <= range.to);
    }
  });
});
