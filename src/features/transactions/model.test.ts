import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../lib/schemas';
import { createdAtTime, filterTransactions, lagosRecords, party, partyEmail, serviceLabel, statusBadge, sumLagosCommission, typeLabel } from './model';
import { naira } from '../../lib/money';

const tx = (over: Partial<Transaction>) => ({ _id: 'x', transaction_services: null, status: null, lagosCommission: null, user_id: null, driver_id: null, ...over }) as Transaction;

describe('transactions model', () => {
  it('labels services, types and statuses; unknown values as sent, missing as null', () => {
    expect(serviceLabel('user_fare_payment')).toBe('User Fare');
    expect(serviceLabel('airtime')).toBe('airtime');
    expect(serviceLabel(' ')).toBeNull();
    expect(typeLabel('credit')).toBe('Credit');
    expect(statusBadge('failed')).toEqual({ tone: 'danger', text: 'Failed' });
    expect(statusBadge('reversed')).toEqual({ tone: 'neutral', text: 'reversed' });
    expect(statusBadge(null)).toBeNull();
  });

  it('finds the party: the user, else the driver', () => {
    const both = tx({ user_id: { email: 'u@k.ng' }, driver_id: { email: 'd@k.ng' } } as Partial<Transaction>);
    expect(party(both)).toEqual({ kind: 'User', email: 'u@k.ng' });
    expect(partyEmail(tx({ driver_id: { email: 'd@k.ng' } } as Partial<Transaction>))).toBe('d@k.ng');
    expect(party(tx({}))).toEqual({ kind: null, email: null });
  });

  it('keeps for lagos only records with a Lagos commission above 0, and sums them', () => {
    const list = [tx({ lagosCommission: naira(30) }), tx({ lagosCommission: naira(0) }), tx({ lagosCommission: naira(-5) }), tx({ lagosCommission: naira(12.5) })];
    expect(lagosRecords(list)).toHaveLength(2);
    expect(sumLagosCommission(lagosRecords(list))).toBe(42.5);
  });

  it('combines the service tab and the status filter', () => {
    const list = [
      tx({ _id: 'a', transaction_services: 'fund_account', status: 'success' }),
      tx({ _id: 'b', transaction_services: 'fund_account', status: 'failed' }),
      tx({ _id: 'c', transaction_services: 'fund_transfer', status: 'success' }),
    ];
    expect(filterTransactions(list, 'all', 'all')).toBe(list);
    expect(filterTransactions(list, 'fund_account', 'success').map((t) => t._id)).toEqual(['a']);
    expect(filterTransactions(list, 'all', 'success').map((t) => t._id)).toEqual(['a', 'c']);
  });

  it('sorts by creation time, unreadable dates as null', () => {
    expect(createdAtTime(tx({ createdAt: '2026-01-02T00:00:00.000Z' }))).toBe(Date.UTC(2026, 0, 2));
    expect(createdAtTime(tx({ createdAt: 'soon' }))).toBeNull();
  });
});
