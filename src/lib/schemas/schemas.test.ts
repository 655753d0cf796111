import { describe, expect, it } from 'vitest';
import { driversResponseSchema, loginResponseSchema, transactionsResponseSchema, tripsResponseSchema } from './index';

describe('response schemas', () => {
  it('repair bad fields to null instead of failing the record', () => {
    const r = tripsResponseSchema.parse({
      trips: [
        { rideId: 'abc', fare: 'lots', status: 7, startLocation: { coordinates: [3.35, 6.6] }, endLocation: { coordinates: ['x'] } },
        null,
        'not a record',
        {},
      ],
      totalTrips: '5',
    });
    expect(r.trips).toHaveLength(2);
    expect(r.trips[0]).toMatchObject({ rideId: 'abc', fare: null, status: null, startLocation: { lng: 3.35, lat: 6.6 }, endLocation: null });
    expect(r.trips[1]!.rideId).toBeNull();
    expect(r.totalTrips).toBeNull();
  });

  it('reject a wrong envelope (a malformed answer, not an empty list)', () => {
    expect(driversResponseSchema.safeParse({ data: { data: 'x' } }).success).toBe(false);
    expect(transactionsResponseSchema.safeParse({ data: {} }).success).toBe(false);
  });

  it('keeps the transactions totals even when they are broken', () => {
    const r = transactionsResponseSchema.parse({ data: { data: [], totals: 'nope' } });
    expect(r.data.totals).toEqual({ totalAmount: null, totalLagosCommission: null, totalKeroCommission: null });
  });

  it('requires a token on login and keeps an unknown role as text', () => {
    expect(loginResponseSchema.safeParse({ data: { admin: { role: 'admin' } } }).success).toBe(false);
    const ok = loginResponseSchema.parse({ message: 'Login successful', data: { token: 't', admin: { role: 5 } } });
    expect(ok.data.admin.role).toBe('');
  });
});

describe('list fast path', () => {
  it('gives exactly what the repairing schema gives, record by record, on the seeded data', async () => {
    const { resetMockDb } = await import('../../../mocks/testing');
    const store = await import('../../../mocks/db/store');
    const { driverSchema, riderSchema, ridersResponseSchema, transactionSchema, tripSchema } = await import('./index');
    resetMockDb({ scale: 1 });
    const wire = <T,>(v: T): unknown[] => JSON.parse(JSON.stringify(v)) as unknown[];
    const trips = wire(store.trips());
    expect(tripsResponseSchema.parse({ trips }).trips).toEqual(trips.map((t) => tripSchema.parse(t)));
    const drivers = wire(store.drivers());
    expect(driversResponseSchema.parse({ data: { data: { drivers } } }).data.data.drivers).toEqual(drivers.map((d) => driverSchema.parse(d)));
    const riders = wire(store.riders());
    expect(ridersResponseSchema.parse({ data: { data: riders } }).data.data).toEqual(riders.map((r) => riderSchema.parse(r)));
    const txs = wire(store.transactions());
    expect(transactionsResponseSchema.parse({ data: { data: txs, totals: {} } }).data.data).toEqual(txs.map((t) => transactionSchema.parse(t)));
  });

  it('still repairs a record the fast path rejects', () => {
    const r = tripsResponseSchema.parse({ trips: [{ rideId: 'a', fare: 'x', startLocation: { coordinates: [3.3, 6.5, 10] } }] });
    expect(r.trips[0]).toMatchObject({ rideId: 'a', fare: null, startLocation: { lng: 3.3, lat: 6.5 } });
  });
});
