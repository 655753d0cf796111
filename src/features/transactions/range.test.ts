import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../lib/schemas';
import { chartRange, dayLabel, rangeFigures, recordsInRange, volumePerDay } from './range';

const tx = (createdAt: string | null, amount: number | null, extra: Partial<Transaction> = {}): Transaction =>
  ({
    _id: createdAt ?? 'x', transaction_id: null, reference: null, user_id: null, driver_id: null, amount, settled_amount: null,
    charges: null, keroCommission: 1, lagosCommission: 2, transaction_services: null, transaction_type: null, status: null,
    createdAt, narration: null, trip_id: null, account_no: null, bank_name: null, ...extra,
  }) as Transaction;

// Lagos is UTC+1: 22:59:59Z on the 22nd is 23:59:59 Lagos (in), 23:00Z on the 23rd is midnight of the 24th (out).
const LIST = [
  tx('2026-11-20T22:59:59.999Z', 100), // 20 Nov 23:59 Lagos
  tx('2026-11-20T23:00:00.000Z', 200), // 21 Nov 00:00 Lagos
  tx('2026-11-22T12:00:00.000Z', 50.5),
  tx('2026-11-23T22:59:59.000Z', 7), // 23 Nov 23:59 Lagos
  tx('2026-11-23T23:00:00.000Z', 9), // 24 Nov Lagos
  tx(null, 1000),
];

describe('transactions date range', () => {
  it('keeps rows whose Lagos day is within the range, both ends inclusive', () => {
    const rows = recordsInRange(LIST, { from: '2026-11-21', to: '2026-11-23' });
    expect(rows.map((t) => t.amount)).toEqual([200, 50.5, 7]);
  });

  it('All time is the same array (table caches hold)', () => {
    expect(recordsInRange(LIST, { from: '', to: '' })).toBe(LIST);
  });

  it('sums the figures of the rows in range, unreadable amounts as 0', () => {
    const f = rangeFigures([tx('2026-11-21T10:00:00Z', 10.25), tx('2026-11-21T11:00:00Z', null)]);
    expect(f).toEqual({ count: 2, amount: 10.25, keroCommission: 2, lagosCommission: 4 });
  });

  it('counts and sums per Lagos day', () => {
    const v = volumePerDay(LIST, { from: '2026-11-20', to: '2026-11-24' }, (t) => t.amount);
    expect(v.days).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']);
    expect(v.counts).toEqual([1, 1, 1, 1, 1]);
    expect(v.amounts).toEqual([100, 200, 50.5, 7, 9]);
  });

  it('charts the last 30 days for All time or an open range', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(chartRange({ from: '', to: '' }, now)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(chartRange({ from: '2026-11-01', to: '' }, now)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(chartRange({ from: '2026-11-01', to: '2026-11-02' }, now)).toEqual({ from: '2026-11-01', to: '2026-11-02' });
    expect(dayLabel('2026-11-03')).toBe('3 Nov');
  });
});
